// A family name too wide for its column broken inside a word, its last letters alone on the next line ("Brackenholtz"
// in large type in a narrow sidebar: "Brackenhol" ↵ "tz"), as a word processor breaks a word no line can hold. The e-mail
// spells the word whole; the name's lines join without a space. Names are invented.
import { describe, expect, it } from 'vitest';
import { extractName } from '../../../src/parser/fields/name.js';
import { docOf } from './helpers.js';

const name = (rows: string[], emails: string[] = []): [string, string] => {
  const r = extractName(docOf(...rows), { emails, familyFirst: false });
  return [r.first, r.last];
};

describe('a name broken inside its family name', () => {
  it('joins the last letters below to the family name the e-mail spells', () => {
    expect(name(['20|Wiebke', '20|Brackenhol', '20|tz', '10|Lagerleiterin', '10|w.brackenholtz@example.org'], ['w.brackenholtz@example.org']))
      .toEqual(['Wiebke', 'Brackenholtz']);
    expect(name(['20|Oriane Quellmarsk', '20|a', '10|Accounts Assistant', '10|oriane.quellmarska@example.org'], ['oriane.quellmarska@example.org']))
      .toEqual(['Oriane', 'Quellmarska']);
  });

  it('keeps a particle alone below, and letters the e-mail does not spell, apart', () => {
    expect(name(['20|Inês Quarteira', '20|da', '10|inesquarteirada@example.org'], ['inesquarteirada@example.org'])).toEqual(['Inês', 'Quarteira']);
    expect(name(['20|Oriane Quellmarsk', '20|a', '10|Accounts Assistant', '10|o.q@example.org'], ['o.q@example.org'])).toEqual(['Oriane', 'Quellmarsk']);
  });
});
