// A school dated by its whole span over the stages studied there: the stages are parts of one study, no studies of
// their own. All schools, towns and degrees are invented.
import { describe, expect, it } from 'vitest';
import { readEducation } from '../../../src/parser/sections/education.js';
import { withStagesFolded } from '../../../src/parser/sections/study-stages.js';
import type { Entry } from '../../../src/parser/sections/entries.js';

const studies = (lines: string[]): string[][] => readEducation(lines).map((e) => [e.institution, e.degree, e.start, e.end]);

describe('stages under a school dated by its span', () => {
  it('folds dated degree lines under a school with its span into one study, with the last stage\'s degree', () => {
    expect(studies([
      'Quarrybrook University\t2014 – 2020',
      '2014 – 2017: BSc Geology',
      '2017 – 2020: MSc Hydrology',
      'Fernwick Grammar School\t2006 – 2014',
    ])).toEqual([['Quarrybrook University', 'MSc Hydrology', '2014', '2020'], ['Fernwick Grammar School', '', '2006', '2014']]);
  });

  it('folds a stage still going on under a span still going on, the degree in front of its bracketed dates', () => {
    expect(studies([
      'Quarrybrook University\t2019 – present',
      'BSc Geology (2019 – 2022)',
      'MSc Hydrology (2022 – present)',
    ])).toEqual([['Quarrybrook University', 'MSc Hydrology', '2019', '']]);
  });

  it('folds a stage still going on, the word for present on the line under the school\'s open span', () => {
    expect(studies([
      '2018– Velmarsk Institut, Dravnik, Slovensko.',
      'Současnost',
      '2018 - 2021: Bc. v oboru Ekonomie',
      '2021 - Současnost: Studium Mgr. v oboru Ekonomie',
    ])).toEqual([['Velmarsk Institut', 'Studium Mgr. v oboru Ekonomie', '2018', '']]);
  });

  it('keeps degree lines dated outside the span, and one that ended the year the span began', () => {
    expect(studies([
      'Quarrybrook University\t2017 – 2020',
      'BSc Geology\t2014 – 2017',
      'MSc Hydrology\t2017',
      'Fernwick College\t2011 – 2014',
    ]).map(([, degree]) => degree)).toEqual(['', 'BSc Geology', 'MSc Hydrology', '']);
  });

  it('keeps two studies that each name their degree beside the school', () => {
    expect(studies([
      'BSc Geology, Quarrybrook University\t2014 – 2020',
      'MSc Hydrology, Quarrybrook University\t2017 – 2020',
    ])).toHaveLength(2);
  });

  it('keeps a study at another school inside the span (an exchange abroad names its own school)', () => {
    const entries: Entry[] = [
      { period: { start: '2014', end: '2020', current: false, index: 0, length: 0 }, parts: ['Quarrybrook University'] },
      { period: { start: '2016', end: '2017', current: false, index: 0, length: 0 }, parts: ['Erasmus semester', 'Université de Valbrune'] },
    ];
    const read = [
      { institution: 'Quarrybrook University', degree: '', area: '', location: '', start: '2014', end: '2020' },
      { institution: 'Université de Valbrune', degree: 'Erasmus semester', area: '', location: '', start: '2016', end: '2017' },
    ];
    expect(withStagesFolded(entries, read)).toEqual(read);
  });

  it('folds a stage that names no school into the span before it', () => {
    const entries: Entry[] = [
      { period: { start: '2014', end: '', current: true, index: 0, length: 0 }, parts: ['Quarrybrook University'] },
      { period: { start: '2016', end: '2019', current: false, index: 0, length: 0 }, parts: ['BSc Geology'] },
    ];
    const read = [
      { institution: 'Quarrybrook University', degree: '', area: '', location: '', start: '2014', end: '' },
      { institution: '', degree: 'BSc', area: 'Geology', location: '', start: '2016', end: '2019' },
    ];
    expect(withStagesFolded(entries, read)).toEqual([{ ...read[0], degree: 'BSc', area: 'Geology' }, undefined]);
  });
});

// The next school printed as a heading over its degree's row, after a span's stages: its heading is the next study's,
// not a line under the last stage.
describe('schools as headings over their degree rows after a span', () => {
  const read = (lines: string[]): string[] => readEducation(lines)
    .map((e) => `${[e.degree, e.area].filter(Boolean).join(' in ')} @ ${e.institution} ${e.start}–${e.end}`);

  it('gives each later degree row the school heading above it, after a grade line under the span', () => {
    expect(read([
      'Quarrybrook University\t2014 – present',
      'BSc Geology (2014 – 2017)',
      'MSc Hydrology (2017 – present)',
      '• Final grade: good',
      'Fernwick Institute of Technology',
      '- BSc Surveying\t2011 – 2014',
      '• Grade: very good',
      'Ashdale College',
      '- Diploma in Drafting\t2008 – 2011',
    ])).toEqual([
      'MSc Hydrology @ Quarrybrook University 2014–', 'BSc Surveying @ Fernwick Institute of Technology 2011–2014',
      'Diploma in Drafting @ Ashdale College 2008–2011',
    ]);
  });

  it('gives each later degree row the school heading above it, with no detail lines between', () => {
    expect(read([
      'Quarrybrook University\t2014 – 2020',
      'BSc Geology (2014 – 2017)',
      'MSc Hydrology (2017 – 2020)',
      'Fernwick Institute of Technology',
      '- BSc Surveying\t2011 – 2014',
      'Ashdale College',
      '- Diploma in Drafting\t2008 – 2011',
    ])).toEqual([
      'MSc Hydrology @ Quarrybrook University 2014–2020', 'BSc Surveying @ Fernwick Institute of Technology 2011–2014',
      'Diploma in Drafting @ Ashdale College 2008–2011',
    ]);
  });

  it('still reads a line under a dated degree row as its school where no span stands over stages', () => {
    expect(read([
      '2014 – 2017 BSc Geology',
      'Quarrybrook University',
      '2011 – 2014 Diploma in Drafting',
      'Ashdale College',
    ])).toEqual(['BSc Geology @ Quarrybrook University 2014–2017', 'Diploma in Drafting @ Ashdale College 2011–2014']);
  });
});

// "School, Town, Country" with the country in its own language: the town is the study's place, never its degree.
describe('a school\'s town before a country named in its own language', () => {
  it.each([
    ['Vysoká škola Fernwick, Brodnice, Česko', 'Brodnice, Česko'],
    ['Fernwick Universitet, Halvikstad, Danmark', 'Halvikstad, Danmark'],
  ])('reads %s with no degree', (row, location) => {
    expect(readEducation([`${row}\t2012 – 2016`]).map((e) => [e.degree, e.location])).toEqual([['', location]]);
  });
});

