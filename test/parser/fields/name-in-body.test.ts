// A CV that prints no name: a line of a section's content ("Summit, Budapest", a conference talk's wrapped line) is no
// name because it looks like two capitalised words and a given-name table knows its first ("Summit" is a given name in
// the English table). Past a body heading, in body type, unlabelled and not spelled by the e-mail, nothing speaks for
// such a line: the name is empty (and the parse warns) rather than made up. Invented people, talks and firms.
import { describe, it, expect } from 'vitest';
import { extractName } from '../../../src/parser/fields/name.js';
import { docOf } from './helpers.js';

const name = (rows: string[], emails: string[] = []): [string, string] => {
  const r = extractName(docOf(...rows), { emails, familyFirst: false, language: 'en' });
  return [r.first, r.last];
};

const TOP = ['Data Engineer', 'mira.k@example.org', '+36 30 555 1234', 'Experience', '2019 - 2023 Data Engineer, Example Kft.'];

describe('extractName: a section line where no name is printed', () => {
  it('a talk whose conference and town wrapped onto a line of their own', () => {
    expect(name([...TOP, 'Talks', '2022 Streaming pipelines at scale, Data Engineering', 'Summit, Budapest',
      'Education', '2015 - 2019 BSc Computer Science, University of Szeged'], ['mira.k@example.org'])).toEqual(['', '']);
  });

  it('a volunteering or talk line whose place wrapped', () => {
    expect(name([...TOP, 'Volunteering', '2020 Mentor for new coders at the Open Harbour', 'Vienna Congress'], ['mira.k@example.org']))
      .toEqual(['', '']);
    expect(name([...TOP, 'Talks', '2021 Cleaning address data at scale, the', 'London Meetup'], ['mira.k@example.org'])).toEqual(['', '']);
  });

  it('keeps a name in large type, labelled or spelled by the e-mail, wherever it stands', () => {
    expect(name([...TOP, 'Personal details', 'Name: Mira Kovalenko'], ['mira.k@example.org'])).toEqual(['Mira', 'Kovalenko']);
    expect(name([...TOP, 'Talks', '2022 Streaming pipelines at scale', 'Mira Kovalenko'], ['mira.kovalenko@example.org']))
      .toEqual(['Mira', 'Kovalenko']);
    expect(name(['10|Data Engineer', '10|Experience', '10|2019 - 2023 Data Engineer, Example Kft.', '24|Mira Kovalenko', '10|mira.k@example.org'],
      ['mira.k@example.org'])).toEqual(['Mira', 'Kovalenko']);
  });

  it('keeps the name under the document\'s title, which opens no section', () => {
    expect(name(['Curriculum Vitae', 'Tamsin Okorley', 'Phone: +64 21 555 0134'])).toEqual(['Tamsin', 'Okorley']);
  });
});
