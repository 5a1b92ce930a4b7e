// Studies printed without a period as a school's line over a subject's line, told by the CV's own fonts (study-fonts.ts):
// LinkedIn's export prints a study with no dates so, often at a school no word list knows. All schools are invented.
import { describe, expect, it } from 'vitest';
import {
  isSchoolLine, isSubjectLine, namesFieldOfStudy, setApart, undatedStudiesByFonts, withFontStudies,
} from '../../../src/parser/sections/study-fonts.js';
import { lineFonts } from '../../../src/parser/sections/line-fonts.js';
import { readSections } from '../../../src/parser/sections/index.js';
import { readWorkAndEducation } from '../../../src/parser/sections/work-and-education.js';
import type { TextLine } from '../../../src/parser/types.js';
import type { EducationEntry } from '../../../src/domain/resume-sections.js';
import { expectLinearTime } from '../../helpers/linear-time.js';

const SCHOOL = { fontSize: 11 };
const BODY = { fontSize: 10 };
const line = (text: string, font: Partial<TextLine> = BODY): TextLine => ({ text, page: 1, ...font });
const studies = (read: readonly EducationEntry[]): string[][] => read.map((e) => [e.institution, e.degree, e.end]);
const sectionsOf = (lines: TextLine[]) => readSections({ text: lines.map((l) => l.text).join('\n'), lines });

// An export's last sections: the study still going on at a school named without a school word, first, over a dated one.
const EXPORT: TextLine[] = [
  line('Experience', { fontSize: 12 }), line('Quillhaven Freight', SCHOOL), line('Dispatcher', { fontSize: 10, bold: true }),
  line('March 2021 - Present (5 years 9 months)'),
  line('Education', { fontSize: 12 }),
  line('Tamsworth Vale', SCHOOL), line('Supply chain management'),
  line('University of Examplebury', SCHOOL), line('BSc Geography · (2015 - 2018)'),
  line('Page 1 of 1', { fontSize: 8 }),
];

describe('undated studies told by their fonts', () => {
  it("reads a school over its subject in the fonts of the section's dated studies, in its place among them", () => {
    expect(studies(sectionsOf(EXPORT).education)).toEqual([
      ['Tamsworth Vale', 'Supply chain management', ''], ['University of Examplebury', 'BSc Geography', '2018']]);
    // Bold over regular in a DOCX (no sizes on the body's runs) sets the school apart too; after the dated study it stays last.
    const docx = [line('Education', { fontSize: 12, bold: true }), line('University of Examplebury', { fontSize: 11, bold: true }),
      line('BSc Geography · (2015 - 2018)', { bold: false }), line('Tamsworth Vale', { fontSize: 11, bold: true }),
      line('Supply chain management', { bold: false })];
    expect(studies(sectionsOf(docx).education)).toEqual([
      ['University of Examplebury', 'BSc Geography', '2018'], ['Tamsworth Vale', 'Supply chain management', '']]);
  });

  it('reads a section of undated pairs only where each subject names a field of study or a degree', () => {
    const only = [line('Education', { fontSize: 12 }), line('Tamsworth Vale', SCHOOL), line('Betriebswirtschaft'),
      line('Page 1 of 1', { fontSize: 8 })];
    expect(studies(sectionsOf(only).education)).toEqual([['Tamsworth Vale', 'Betriebswirtschaft', '']]);
    const two = [line('Education', { fontSize: 12 }), line('Tamsworth Vale', SCHOOL), line('Gestión logística'),
      line('Orrick Hall', SCHOOL), line('Diploma in Accounting')];
    expect(studies(sectionsOf(two).education)).toEqual([['Tamsworth Vale', 'Gestión logística', ''], ['Orrick Hall', 'Diploma in Accounting', '']]);
    // "Harbour Days" names no field: no study is made up of two names under the heading.
    const names = [line('Education', { fontSize: 12 }), line('Tamsworth Vale', SCHOOL), line('Harbour Days')];
    expect(sectionsOf(names).education).toEqual([]);
  });

  it('reads nothing without fonts, in one font, or where the lower line is set larger', () => {
    const text = ['Education', 'Tamsworth Vale', 'Supply chain management'];
    // (Without fonts, a section of nothing but that one study is read from its words: study-shape.ts's loneUndatedStudy.)
    expect(readWorkAndEducation([], [...text.slice(1), 'Harbour Days']).education).toEqual([]);
    expect(undatedStudiesByFonts(text.slice(1), undefined).studies).toEqual([]);
    const same = lineFonts([line('Tamsworth Vale'), line('Supply chain management')]);
    expect(undatedStudiesByFonts(text.slice(1), same).studies).toEqual([]);
    const larger = lineFonts([line('Tamsworth Vale'), line('Supply chain management', SCHOOL)]);
    expect(undatedStudiesByFonts(text.slice(1), larger).studies).toEqual([]);
  });

  it('learns nothing from degrees printed over their dated schools, and takes no line of a dated study', () => {
    // The degree bold over "School · (years)": the line above each dated line is a degree, no school's line.
    const degreeFirst = [line('BSc Geography', { fontSize: 10, bold: true }), line('Examplebury College · (2015 - 2018)'),
      line('Supply Chain Studies', { fontSize: 10, bold: true }), line('Tamsworth Vale')];
    const fonts = lineFonts(degreeFirst);
    expect(undatedStudiesByFonts(degreeFirst.map((l) => l.text), fonts).studies).toEqual([]);
    // A school over its degree over a year line: the pair is followed by the study's date, so it is no block of its own.
    const threeLines = [line('Tamsworth Vale', SCHOOL), line('Supply chain management'), line('2016 - 2019'),
      line('Orrick Hall', SCHOOL), line('Geography · (2012 - 2015)')];
    expect(undatedStudiesByFonts(threeLines.map((l) => l.text), lineFonts(threeLines)).studies).toEqual([]);
  });

  it('puts each undated study back after as many dated ones as stand above it', () => {
    const study = (institution: string, end = ''): EducationEntry => ({ institution, degree: 'X', area: '', location: '', start: '', end });
    const read = [study('A', '2018'), study('B', '2015')];
    expect(withFontStudies(read, [{ study: study('U'), after: 0 }, { study: study('V'), after: 1 }, { study: study('W'), after: 9 }])
      .map((s) => s.institution)).toEqual(['U', 'A', 'V', 'B', 'W']);
  });
});

describe('the lines of an undated study', () => {
  it.each([
    ['Tamsworth Vale', true], ['University of Examplebury', true], ['Orrick', true], ['BSc Geography', false],
    ['Tamsworth Vale 2019', false], ['• Tamsworth Vale', false], ['Tamsworth Vale:', false], ['Project Manager', false],
    ['Tamsworth of the Vale', true], ['Tamsworth of the Vale and the Sea', false], ['Berlin, Germany', false], ['the Vale', false],
  ])('isSchoolLine(%j) is %s', (text, want) => {
    expect(isSchoolLine(text)).toBe(want);
  });

  it.each([
    ['Supply chain management', true], ['BSc Geography', true], ['Gestión logística', true], ['BSc Geography · (2015 - 2018)', false],
    ['• Led the student union.', false], ['Leeds', false], ['Logistik', true], ['Berlin, Germany', false], ['University of Examplebury', false], ['lower case', false],
  ])('isSubjectLine(%j) is %s', (text, want) => {
    expect(isSubjectLine(text)).toBe(want);
  });

  it.each([
    ['Supply chain management', true], ['Wirtschaftsinformatik', true], ['Zarządzanie przedsiębiorstwem', true], ['Logisztika', true],
    ['Harbour Days', false], ['Tamsworth Vale', false],
  ])('namesFieldOfStudy(%j) is %s', (text, want) => {
    expect(namesFieldOfStudy(text)).toBe(want);
  });

  it.each([
    ['11|', '10|', true], ['11|b', '|r', true], ['10|b', '10|r', true], ['10|', '10|', false], ['10|r', '11|b', false],
    ['11|r', '10|b', false], ['|', '|', false],
  ])('setApart(%j, %j) is %s', (upper, lower, want) => {
    expect(setApart(upper, lower)).toBe(want);
  });

  it('stays linear on hostile text', () => {
    // A quarter of each line × scale: scale 4 is 20,000 letters, 50,000 dots or spaces.
    const hostile: Record<string, (scale: number) => string> = {
      letters: (scale) => 'a'.repeat(5_000 * scale),
      'one-letter words': (scale) => `Q ${'x '.repeat(2_500 * scale)}`,
      dots: (scale) => '.'.repeat(12_500 * scale),
      spaces: (scale) => ' '.repeat(12_500 * scale),
      'capitals and spaces': (scale) => `${'A '.repeat(5_000 * scale)}`,
    };
    for (const [what, build] of Object.entries(hostile)) {
      expectLinearTime((scale) => {
        const text = build(scale);
        isSchoolLine(text);
        isSubjectLine(text);
        namesFieldOfStudy(text);
      }, { what });
    }
    expectLinearTime((scale) => {
      const texts = Object.values(hostile).map((build) => build(scale));
      undatedStudiesByFonts(texts, lineFonts(texts.map((text, i) => line(text, i % 2 === 0 ? SCHOOL : BODY))));
    }, { what: 'a section of them all' });
  });
});
