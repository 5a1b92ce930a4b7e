// Studies printed without a period where the fonts tell nothing (study-shape.ts): read in the order the section's dated
// studies print school and degree, as rows or bullets of their own, or as the one study of a section. Invented schools.
import { describe, expect, it, vi } from 'vitest';
import { loneUndatedStudy, undatedStudiesByShape } from '../../../src/parser/sections/study-shape.js';
import { readWorkAndEducation } from '../../../src/parser/sections/work-and-education.js';
import type { EducationEntry } from '../../../src/domain/resume-sections.js';
import { expectLinearTime } from '../../helpers/linear-time.js';

// The readers remember their answer per text (src/parser/remembered.ts), so the linear-time guard below would time a
// remembered answer from its second call on: here each call reads its text anew.
vi.mock('../../../src/parser/remembered.js', () => ({ rememberedByText: <T>(read: (text: string) => T) => read }));

const studies = (read: readonly EducationEntry[]): string[][] => read.map((e) => [e.institution, e.degree, e.end]);
const education = (lines: string[]): string[][] => studies(readWorkAndEducation([], lines).education);

describe('undated studies told by the section', () => {
  it("reads a field over an unknown school in the order of the section's dated studies, degree first or school first", () => {
    expect(education(['Supply chain management', 'Tamsworth Vale', 'BSc Geography\t2015 – 2018', 'University of Examplebury'])).toEqual([
      ['Tamsworth Vale', 'Supply chain management', ''], ['University of Examplebury', 'BSc Geography', '2018']]);
    // A long degree wrapped under its dated line still shows the school a line lower.
    expect(education(['BSc Geography and Coastal\t2015 – 2018', 'management', 'University of Examplebury', 'Logistics management',
      'Tamsworth Vale']).map((s) => s[0])).toEqual(['University of Examplebury', 'Tamsworth Vale']);
    expect(education(['Tamsworth Vale', 'Logistics management', 'University of Examplebury', 'BSc Geography (2015 – 2018)']))
      .toEqual([['Tamsworth Vale', 'Logistics management', ''], ['University of Examplebury', 'BSc Geography', '2018']]);
  });

  it('reads an undated study over a school whose long degree a narrow column wrapped before its period (a LinkedIn export)', () => {
    expect(education(['Tamsworth Vale', 'Logistics management', 'University of Examplebury',
      'Bachelor of Science - BS, Coastal Geography and Harbour', 'Sediment Management with a minor in', 'applied statistics · (2014 - 2017)']))
      .toEqual([['Tamsworth Vale', 'Logistics management', ''], ['University of Examplebury', 'Bachelor of Science - BS', '2017']]);
  });

  it('reads no undated study in a long degree wrapped over two lines above its own period and school', () => {
    // "Grado en … y" ends on a joining word: the line goes on below. The period under the two lines is their own.
    for (const wrapped of [['Grado en Estudios Portuarios y', 'Gestión de Almacenes Marítimos'], ['Master of Arts in', 'Harbour Logistics']]) {
      expect(undatedStudiesByShape([...wrapped, '2018 – 2021', 'Universidad de Ejemplovilla']).studies).toEqual([]);
    }
    // Two lines that do not wrap, over a period alone and a known school: still no undated pair (the period is theirs).
    expect(undatedStudiesByShape(['Logistics management', 'Tamsworth Vale', '2018 – 2021', 'University of Examplebury']).studies).toEqual([]);
  });

  it('reads an undated row or a school over one undated bullet among dated ones', () => {
    expect(education(['BSc Geography — University of Examplebury\t2018', 'Logistics management — Tamsworth Vale']))
      .toEqual([['University of Examplebury', 'BSc Geography', '2018'], ['Tamsworth Vale', 'Logistics management', '']]);
    expect(education(['Logistics management | Tamsworth Vale', 'BSc Geography | University of Examplebury\t2018']))
      .toEqual([['Tamsworth Vale', 'Logistics management', ''], ['University of Examplebury', 'BSc Geography', '2018']]);
    // A degree row over its school's line heads that study: no undated study at a school named by the degree's field.
    expect(education(['Master in Computing - Software Craft', 'Examplebury University | Leeds', '2016 - 2018', 'BSc Computing',
      'Lakeside University | York', '2013 - 2016']).map((s) => s[0])).toEqual(['Examplebury University', 'Lakeside University']);
    // After a comma a name is as often the town: "Logistics Forum, Hamburg" is no study.
    expect(education(['BSc Geography, University of Examplebury\t2018', 'Logistics Forum, Hamburg']).map((s) => s[0]))
      .toEqual(['University of Examplebury']);
    // A study in progress keeps its progress apart (study-progress.ts).
    expect(education(['Tamsworth Vale – Logistics management (2nd year)', 'BSc Geography — University of Examplebury\t2018'])[0])
      .toEqual(['Tamsworth Vale', 'Logistics management', '']);
    const bullets = undatedStudiesByShape(['University of Examplebury', '• BSc Geography\t2018', 'Tamsworth Vale', '• Logistics management']);
    expect(studies(bullets.studies.map((s) => s.study))).toEqual([['Tamsworth Vale', 'Logistics management', '']]);
    expect(bullets.lines).toEqual(['University of Examplebury', '• BSc Geography\t2018']);
  });

  it('reads the one study of a section that prints nothing else, on two lines or one', () => {
    expect(loneUndatedStudy(['Tamsworth Vale', '• Logistics management'])?.institution).toBe('Tamsworth Vale');
    expect(loneUndatedStudy(['Wirtschaftsinformatik', 'Tamsworth Vale'])?.degree).toBe('Wirtschaftsinformatik');
    expect(loneUndatedStudy(['Tamsworth Vale — Betriebswirtschaft'])?.institution).toBe('Tamsworth Vale');
    expect(education(['Tamsworth Vale, Gestión logística'])).toEqual([['Tamsworth Vale', 'Gestión logística', '']]);
  });

  it('makes up no study of names that are no field and no school, of dated lines, or of a longer section', () => {
    expect(loneUndatedStudy(['Tamsworth Vale', 'Harbour Days'])).toBeUndefined();
    expect(loneUndatedStudy(['Tamsworth Vale', 'Leeds'])).toBeUndefined();
    expect(loneUndatedStudy(['Tamsworth Vale', 'Logistics management', 'Harbour Days'])).toBeUndefined();
    expect(loneUndatedStudy(['Tamsworth Vale — Logistics management 2019'])).toBeUndefined();
    // A section whose dated studies show no order reads no undated pair.
    expect(undatedStudiesByShape(['Logistics management', 'Tamsworth Vale', 'Harbour report 2018']).studies).toEqual([]);
    // A row dated by the period on the line above it is that period's study, not an undated one.
    expect(undatedStudiesByShape(['2015 – 2018', 'Logistics management — Tamsworth Vale', 'BSc Geography — University of Examplebury'])
      .studies).toEqual([]);
  });

  it('stays linear on hostile text', () => {
    // A quarter of each line × scale: scale 4 is 20,000 letters, 50,000 dots or spaces.
    const hostile = (scale: number) => ['a'.repeat(5_000 * scale), `Q ${'x '.repeat(2_500 * scale)}`, '.'.repeat(12_500 * scale),
      ' '.repeat(12_500 * scale), `${'A '.repeat(5_000 * scale)}2019`];
    expectLinearTime((scale) => undatedStudiesByShape(hostile(scale)), { what: 'a section of hostile lines' });
    expectLinearTime((scale) => loneUndatedStudy(hostile(scale).slice(0, 2)), { what: 'letters over one-letter words' });
    expectLinearTime((scale) => loneUndatedStudy([`${'Ab '.repeat(2_500 * scale)}— Logistics`]), { what: 'short words before a dash' });
  });
});
