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

  it('says which pages of a scan were not read and why, instead of "no text found"', () => {
    const outOfTime = { ...resume({}, ' '), unread: { pages: 1, reason: 'ocr_time_limit' as const } };
    expect(resumeWarnings(outOfTime)).toEqual(['1 page of the scan not read: text recognition ran out of time (a busy machine? parse the file again)']);
    const capped = { ...resume(), unread: { pages: 4, reason: 'ocr_page_limit' as const } };
    expect(resumeWarnings(capped)).toEqual(['4 pages of the scan not read: text recognition reads the first pages only']);
    const attached = { ...resume(), unread: { pages: 2, reason: 'attachment' as const } };
    expect(resumeWarnings(attached)).toEqual(['2 pages scanned after the typed CV not read (attachments: certificates, references?)']);
    const garbled = { ...resume({ first: '', last: '', email: [], phone: [] }, ' '), unread: { pages: 1, reason: 'garbled_text' as const } };
    expect(resumeWarnings(garbled)).toEqual(['no name found', 'no e-mail or phone found',
      "1 page not read: the PDF's text is garbled (its fonts do not say which letters they draw) and text recognition is off"]);
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

describe('images on the card', () => {
  it('says an unsaved face or image was found, and shows saved ones by path', () => {
    const unsaved = Object.fromEntries(resumePairs({ resume: { ...resume({ face: 'memory:face-1.jpg' }), images: ['memory:image-1.png'] }, sections: noSections, matches: [] }));
    expect(unsaved['photo']).toBe('1 found, not saved (--images-dir DIR saves them)');
    const saved = Object.fromEntries(resumePairs({ resume: { ...resume({ face: 'file:///x/face.jpg' }), images: ['file:///x/a.png', 'file:///x/b.png'] }, sections: noSections, matches: [] }));
    expect(saved['photo']).toBe('1: file:///x/face.jpg');
    expect(saved['images']).toBe('2: file:///x/a.png …');
  });
});
