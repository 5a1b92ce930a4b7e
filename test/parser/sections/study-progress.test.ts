// A study in progress on an undated line: the school (no school word), a colon or a dash, the field (no
// degree word) and how far the student has come. All schools and fields are invented.
import { describe, expect, it } from 'vitest';
import { isProgress, studyInProgress } from '../../../src/parser/sections/study-progress.js';
import { readEducation } from '../../../src/parser/sections/education.js';

describe('how far a student has come', () => {
  it('knows semesters and years of study in the CV languages', () => {
    for (const text of ['4th semester', 'third semester', '2nd year', '5. Semester', '3. Fachsemester', '3e année', 'deuxième année',
      '3.er semestre', '2.º año', 'cuarto semestre', '2° anno', 'secondo anno', '3. semestr', 'II rok', 'semestr 4', '3. félév',
      '2. évfolyam', '2e jaar', 'tweede jaar', '4º período', '4 periodo', '2º ano']) {
      expect(isProgress(text), text).toBe(true);
    }
  });

  it('takes no duration, plural or other words for one', () => {
    for (const text of ['3 years', 'semesters abroad', 'Business administration', 'full-time', 'Year', '2019', 'first-class honours']) {
      expect(isProgress(text), text).toBe(false);
    }
  });
});

describe('a study in progress on a line of its own', () => {
  it('reads the school before a colon and the field after it', () => {
    expect(studyInProgress('Velmora: Análise de sistemas – 3º período')).toMatchObject({
      institution: 'Velmora', degree: 'Análise de sistemas', end: '',
    });
  });

  it('reads the school before a dash and the field before the bracketed progress', () => {
    expect(studyInProgress('Quendel Hartwig – Betriebswirtschaft (5. Semester)')).toMatchObject({
      institution: 'Quendel Hartwig', degree: 'Betriebswirtschaft',
    });
  });

  it('reads the school before a hyphen and the progress after a comma', () => {
    expect(studyInProgress('Quendel Hartwig - Betriebswirtschaft, 5. Semester')).toMatchObject({
      institution: 'Quendel Hartwig', degree: 'Betriebswirtschaft',
    });
  });

  it('leaves lines with a year, without progress, or with a degree before the colon', () => {
    expect(studyInProgress('Velmora: Análise de sistemas – 2019')).toBeUndefined();
    expect(studyInProgress('Cobol: University project')).toBeUndefined();
    expect(studyInProgress('Velmora: Análise de sistemas')).toBeUndefined();
    expect(studyInProgress('Bachelor: Informatics – 3rd semester')).toBeUndefined();
  });
});

describe('an education section with a study in progress', () => {
  it('reads it where it is the only study', () => {
    expect(readEducation(['Velmora: Análise de sistemas – 4 periodo']).map((e) => [e.institution, e.degree, e.end])).toEqual([
      ['Velmora', 'Análise de sistemas', ''],
    ]);
  });

  it('reads it first, and the dated studies under it as before', () => {
    const section = ['Tarnholt – Logistics management (2nd year)', 'BSc Geology\t2016', 'University of Marrowby'];
    expect(readEducation(section).map((e) => [e.institution, e.degree, e.end])).toEqual([
      ['Tarnholt', 'Logistics management', ''],
      ['University of Marrowby', 'BSc Geology', '2016'],
    ]);
  });
});
