import { describe, expect, it } from 'vitest';
import { periodText, resumeLine, resumePairs, resumeWarnings } from '../../src/cli/resume-view.js';
import type { ParsedResume } from '../../src/domain/parsed-resume.js';

const resume = (over: Partial<ParsedResume['person']> = {}, content = 'text'): ParsedResume => ({
  person: {
    last: 'Quarrell', first: 'Tamsin', birth_date: '', email: ['tq@example.com'], phone: [], category: null,
    address: { street: '', city: 'Leeds', zip: '' }, tags: ['Python'], face: '', ...over,
  },
  jobs: [], keywords: 'Python', content, images: [],
});
const noSections = { work: [], education: [], languages: [], certificates: [] };

describe('resume view', () => {
  it.each([
    ['2019-03', '', true, '2019-03 – now'],
    ['2012', '2016', false, '2012 – 2016'],
    ['2019', '2019', false, '2019'],
    ['', '', false, ''],
  ])('periodText(%s, %s, %s) = %s', (start, end, current, text) => expect(periodText(start, end, current)).toBe(text));

  it('warns about what a recruiter will miss', () => {
    expect(resumeWarnings(resume())).toEqual([]);
    expect(resumeWarnings(resume({ first: '', last: '' }))).toEqual(['no name found']);
    expect(resumeWarnings(resume({ last: '', email: [] }, ' '))).toEqual([
      'no last name found (--create needs one)', 'no e-mail or phone found', 'no text found (an image without readable text?)',
    ]);
  });

  it('leaves out empty lines of the card and lists jobs with titles and scores', () => {
    const pairs = resumePairs({ resume: resume(), sections: noSections, matches: [{ id: 12, title: 'Python Developer', score: 12.345 }] });
    expect(pairs.map(([label]) => label)).toEqual(['name', 'e-mail', 'address', 'skills', 'keywords', 'jobs']);
    expect(Object.fromEntries(pairs)['jobs']).toBe('  12  Python Developer  (score 12.3)');
  });

  it('says no name and no matching job on the one-line form', () => {
    expect(resumeLine('a.pdf', resume({ first: '', last: '', email: [] }), [])).toBe('✓ a.pdf  (no name)  no matching job  ⚠ no name found; no e-mail or phone found');
  });
});
