// Notes under a study: a semester abroad, a thesis, how far the study has come. All schools and titles are invented.
import { describe, expect, it } from 'vitest';
import { isStudyNote, noteAsDetail } from '../../../src/parser/sections/study-notes.js';
import { readEducation } from '../../../src/parser/sections/education.js';

const studies = (lines: string[]): string[][] => readEducation(lines).map((e) => [e.institution, `${e.degree} ${e.area}`.trim(), e.end]);

describe('a note under a study', () => {
  it.each(['Exchange semester at Université de Valbrune (2015)', 'Auslandssemester an der Haselbach University (2016)',
    'Erasmus részképzés: Universidad de Almendral (2017)', 'Semestre d’échange à l’Università di Castravento (2014)',
    'Thesis: Sediment transport in braided rivers', 'Bachelorarbeit: Lagerlogistik im Mittelstand', 'Mémoire : Circuits courts',
    'Praca dyplomowa: Logistyka miejska', '• Scriptie: Stadslogistiek', 'Ongoing, expected graduation 2026'])('is a note: %s', (line) => {
    expect(isStudyNote(line)).toBe(true);
  });
  it.each(['2017 – 2018\tExchange student at Quarrowby University', 'Exchange student at Quarrowby University\t2017 – 2018',
    'BSc Geology', 'Quarrowby University', 'Thesaurus Press Ltd', 'Tesla Academy'])('is no note: %s', (line) => {
    expect(isStudyNote(line)).toBe(false);
  });
  it('sets a note as a bullet, and any other line as it was', () => {
    expect(noteAsDetail('Thesis: Sediment transport')).toBe('• Thesis: Sediment transport');
    expect(noteAsDetail('BSc Geology')).toBe('BSc Geology');
  });

  it('keeps a semester abroad out of the studies and out of the study above it', () => {
    expect(studies(['BSc Geology\t2016', 'Quarrowby University', 'Exchange semester at Université de Valbrune (2015)',
      'MSc Hydrology\t2019', 'Haselbach University'])).toEqual([
      ['Quarrowby University', 'BSc Geology', '2016'], ['Haselbach University', 'MSc Hydrology', '2019'],
    ]);
  });

  it('keeps "ongoing" out of the degree', () => {
    expect(studies(['MSc Hydrology\t2022 – present', 'Haselbach University', 'Ongoing, expected graduation 2026'])).toEqual([
      ['Haselbach University', 'MSc Hydrology', ''],
    ]);
  });
});
