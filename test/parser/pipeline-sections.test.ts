// The section step inside the parse: parseDocument carries work, education, languages,
// certificates and the headline on its result, read from the extracted lines. All CVs invented.
import { describe, expect, it } from 'vitest';
import { parseDocument } from '../../src/parser/pipeline.js';
import { extractSections, readSections, withSectionsKnown } from '../../src/parser/sections/index.js';
import { fixture } from './extract/fixtures.js';

const CV = `Wendeline Ashcombe
Landscape Architect
wendeline.ashcombe@example.org
Work experience
Senior Landscape Architect | Fernhollow Studio | Bristol | Mar 2019 – Present
Landscape Designer | Greywater Partners | 2015 – 2019
Education
2010 – 2014 University of Exampleton, BSc in Landscape Architecture
Languages
English – native, French – B1
`;

const parseText = (text: string) =>
  parseDocument({ bytes: new TextEncoder().encode(text), fileName: 'cv.txt' }, { face: false, ocr: false });

describe('parseDocument: sections as a step of the parse', () => {
  it('returns the sections of a plain-text CV', async () => {
    const doc = await parseText(CV);
    expect(doc.sections).toEqual({
      headline: 'Landscape Architect',
      work: [
        { position: 'Senior Landscape Architect', employer: 'Fernhollow Studio', location: 'Bristol', start: '2019-03', end: '', current: true },
        { position: 'Landscape Designer', employer: 'Greywater Partners', location: '', start: '2015', end: '2019', current: false },
      ],
      education: [{
        institution: 'University of Exampleton', degree: 'BSc', area: 'Landscape Architecture', location: '', start: '2010', end: '2014',
      }],
      languages: [{ language: 'English', fluency: 'Native' }, { language: 'French', fluency: 'B1' }],
      certificates: [],
    });
  });

  it('gives empty sections, not none, for a CV without any', async () => {
    const doc = await parseText('Wendeline Ashcombe\nwendeline.ashcombe@example.org\n');
    expect(doc.sections).toEqual({ work: [], education: [], languages: [], certificates: [] });
  });

  it.each(['two-column.pdf', 'resume.docx', 'resume.odt', 'resume.html'])('%s: the section step reads what was extracted', async (name) => {
    const doc = await parseDocument({ bytes: fixture(name), fileName: name }, { face: false, ocr: false });
    expect(doc.sections).toBeDefined();
    // Whatever the layout adds, the step must not lose what the text alone tells.
    const fromText = extractSections(doc.content);
    expect(doc.sections!.work.length).toBeGreaterThanOrEqual(fromText.work.length);
    expect(doc.sections!.education.length).toBeGreaterThanOrEqual(fromText.education.length);
  });

  it('readSections is total: lines without text or layout give empty sections', () => {
    expect(readSections({ text: '', lines: [] })).toEqual({ work: [], education: [], languages: [], certificates: [] });
  });
});

describe('withSectionsKnown', () => {
  const TEXT = CV;
  const EMPLOYERS = ['Fernhollow Studio', 'Greywater Partners'];
  it('answers the known sections for that very text while the extractors run, and forgets them after', () => {
    const known = { work: [], education: [], languages: [], certificates: [], headline: 'Stand-in' };
    const inside = withSectionsKnown(TEXT, known, () => [extractSections(TEXT), extractSections(`${TEXT}\n`)]);
    expect(inside[0]).toBe(known);
    // Another text is read as usual.
    expect(inside[1]!.work.map((w) => w.employer)).toEqual(EMPLOYERS);
    expect(extractSections(TEXT)).not.toBe(known);
    expect(extractSections(TEXT).work.map((w) => w.employer)).toEqual(EMPLOYERS);
  });

  it('forgets them when the extractors throw', () => {
    const known = { work: [], education: [], languages: [], certificates: [] };
    expect(() => withSectionsKnown(TEXT, known, () => { throw new Error('odd CV'); })).toThrow('odd CV');
    expect(extractSections(TEXT)).not.toBe(known);
  });
});
