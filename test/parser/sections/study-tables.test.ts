// A table of studies: a header row of column names over one row a study, in any column order and language, and the
// same study printed as lines labelled by column names. All schools, studies and towns are invented.
import { describe, expect, it } from 'vitest';
import { columnOf, studyTableRows, tableColumns } from '../../../src/parser/sections/study-tables.js';
import { readWorkAndEducation } from '../../../src/parser/sections/work-and-education.js';

const studies = (rows: string[]): string[][] => readWorkAndEducation([], rows).education.map((e) => [e.institution, `${e.degree} ${e.area}`.trim(), e.end]);

describe('column names of a table of studies', () => {
  it.each([
    ['Years', 'when'], ['Zeitraum', 'when'], ['Période', 'when'], ['Lata', 'when'], ['Időszak', 'when'],
    ['Institution', 'school'], ['Einrichtung', 'school'], ['Établissement', 'school'], ['Uczelnia', 'school'], ['Instelling', 'school'],
    ['Degree', 'degree'], ['Abschluss', 'degree'], ['Titolo di studio', 'degree'], ['Végzettség', 'degree'], ['Opleiding', 'degree'],
    ['Field of study', 'field'], ['City:', 'place'], ['GPA', 'grade'],
  ])('%s names the column %s', (cell, column) => expect(columnOf(cell)).toBe(column));

  it.each(['Brellmoor Institute', 'BSc Geology', '2016', 'Curriculum'])('%s names no column', (cell) => expect(columnOf(cell)).toBeUndefined());

  it.each([
    ['Years\tSchool\tDegree', ['when', 'school', 'degree']],
    ['Abschluss\tEinrichtung\tZeitraum', ['degree', 'school', 'when']],
    ['Instituição | Curso | Anos', ['school', 'degree', 'when']],
    ['Period\tInstitution\tQualification\tGrade', ['when', 'school', 'degree', 'grade']],
  ])('a header row: %s', (line, columns) => expect(tableColumns(line)).toEqual(columns));

  it.each([
    '2016\tBrellmoor Institute\tBSc Geology', // a study's row names its own values
    'Years', // one cell
    'Year\tYears\tDegree', // a column twice
    'Years\tGrade', // one of the period, school and degree only
    'Degree\t', // an empty cell
  ])('no header row: %s', (line) => expect(tableColumns(line)).toBeUndefined());
});

describe('a table of studies read by its columns', () => {
  it('writes each row as the labelled rows the entry readers know and drops the header', () => {
    expect(studyTableRows(['School\tDegree\tYears', 'Brellmoor Institute\tBSc Geology\t2012 – 2015'])).toEqual([
      'Qualification: BSc Geology\t2012 – 2015', 'Institution: Brellmoor Institute',
    ]);
  });

  it('reads every column order the same', () => {
    const rows = {
      'when-school-degree': ['Years\tSchool\tDegree', '2015\tVellhaven University\tMSc Hydrology', '2012\tVellhaven University\tBSc Geology'],
      'degree-school-when': ['Degree\tSchool\tYears', 'MSc Hydrology\tVellhaven University\t2015', 'BSc Geology\tVellhaven University\t2012'],
      'school-degree-when': ['School\tDegree\tYears', 'Vellhaven University\tMSc Hydrology\t2015', 'Vellhaven University\tBSc Geology\t2012'],
    };
    for (const printed of Object.values(rows)) {
      expect(studies(printed)).toEqual([['Vellhaven University', 'MSc Hydrology', '2015'], ['Vellhaven University', 'BSc Geology', '2012']]);
    }
  });

  it('takes a school with no school word from its column', () => {
    expect(studies(['Jahre\tEinrichtung\tAbschluss', '2014 – 2018\tKorvald\tBachelor Betriebswirtschaft'])).toEqual([
      ['Korvald', 'Bachelor Betriebswirtschaft', '2018'],
    ]);
  });

  it('adds a place column to the school and leaves a grade column out', () => {
    expect(studyTableRows(['Year\tInstitution\tCity\tDegree\tGrade', '2019\tBrellmoor Institute\tTarnwick\tBA History\t3.7'])).toEqual([
      'Qualification: BA History\t2019', 'Institution: Brellmoor Institute, Tarnwick',
    ]);
  });

  it('ends the table at a line of another shape, which stays as printed', () => {
    expect(studyTableRows(['Years\tSchool\tDegree', '2016\tBrellmoor Institute\tBSc Geology', 'Thesis on river sediments'])).toEqual([
      'Qualification: BSc Geology\t2016', 'Institution: Brellmoor Institute', 'Thesis on river sediments',
    ]);
  });

  it('leaves a section with no header row as printed', () => {
    const printed = ['BSc Geology\t2016', 'Brellmoor Institute', 'Note: 1,7'];
    expect(studyTableRows(printed)).toEqual(printed);
  });
});

describe('a study printed as lines labelled by column names', () => {
  it('reads the labelled lines as one study, and a row of cells after them by the same columns', () => {
    expect(studies(['Jahre: 2016', 'Hochschule: Hochschule Lerchenfeld', 'Studiengang: B.Sc. Geoökologie',
      '2013\tHochschule Lerchenfeld\tAusbildung Fachlagerist'])).toEqual([
      ['Hochschule Lerchenfeld', 'B.Sc. Geoökologie', '2016'], ['Hochschule Lerchenfeld', 'Ausbildung Fachlagerist', '2013'],
    ]);
  });

  it('reads them in any order', () => {
    expect(studies(['Degree: BA Fine Arts', 'School: Tarnwick Academy of Arts', 'Years: 2011 – 2014'])).toEqual([
      ['Tarnwick Academy of Arts', 'BA Fine Arts', '2014'],
    ]);
  });

  it('needs two of the period, the school and the degree: a grade line alone is no study', () => {
    expect(studyTableRows(['BSc Geology\t2016', 'Brellmoor Institute', 'GPA: 3.6'])).toEqual(['BSc Geology\t2016', 'Brellmoor Institute', 'GPA: 3.6']);
  });
});
