// Degrees written with more than their field: the fields listed after a colon, a field of two names after the word
// that joins a degree to its field, a specialisation in brackets, and study words in an inflected or derived form.
// All schools, degrees and places are invented.
import { describe, expect, it } from 'vitest';
import { isDetailLine, splitParts } from '../../../src/parser/sections/entries.js';
import { joinFieldLists } from '../../../src/parser/sections/field-lists.js';
import { readEducation } from '../../../src/parser/sections/education.js';
import { readWork } from '../../../src/parser/sections/work.js';
import { isDegree } from '../../../src/parser/sections/roles.js';

const studies = (lines: string[]): string[][] => readEducation(lines).map((e) => [e.institution, `${e.degree} ${e.area}`.trim(), e.end]);

describe('a degree that lists its fields after a colon', () => {
  it('is one part, up to a school or a cell of another kind', () => {
    expect(splitParts('Máster: Hidrología, Cartografía Digital')).toEqual(['Máster: Hidrología, Cartografía Digital']);
    expect(splitParts('MSc: Geology, Soil Science, Elmbury University')).toEqual(['MSc: Geology, Soil Science', 'Elmbury University']);
    expect(splitParts('Master: Hydrology, Mapping\tQuarrow, 2019')).toEqual(['Master: Hydrology, Mapping', 'Quarrow']);
  });

  it('leaves a label that names no degree, and a list set apart by a bar, as they were', () => {
    expect(joinFieldLists(['Tools: Excel', 'Word'], 'Tools: Excel, Word')).toEqual(['Tools: Excel', 'Word']);
    expect(joinFieldLists(['MSc: Geology', 'Soil Science'], 'MSc: Geology | Soil Science')).toEqual(['MSc: Geology', 'Soil Science']);
  });

  it('is no labelled list of tools: the study keeps its school on the line below and its period', () => {
    expect(isDetailLine('Máster: Hidrología, Cartografía, Geodesia')).toBe(false);
    expect(isDetailLine('Herramientas: Excel, Word, Access')).toBe(true);
    expect(studies([
      'Máster: Hidrología, Cartografía, Geodesia\tValdemora, Sep 2021 – Jun 2023',
      'Universidad Politécnica de Valdemora',
      'Grado: Geología\tValdemora, Sep 2017 – Jun 2021',
      'Universidad Politécnica de Valdemora',
    ])).toEqual([
      ['Universidad Politécnica de Valdemora', 'Máster: Hidrología, Cartografía, Geodesia', '2023-06'],
      ['Universidad Politécnica de Valdemora', 'Grado: Geología', '2021-06'],
    ]);
  });
});

describe('a degree before the word that joins it to its field', () => {
  it('keeps its field of two names whole, the field no town ("en" is Spanish "in" and Dutch "and")', () => {
    expect(splitParts('Grado en Geología y Cartografía')).toEqual(['Grado en Geología y Cartografía']);
    expect(splitParts('Master in Geologie en Bodemkunde')).toEqual(['Master in Geologie en Bodemkunde']);
    expect(splitParts('Ingeniería en Geodesia (mención en Cartografía)')).toEqual(['Ingeniería en Geodesia (mención en Cartografía)']);
    expect(studies(['Bachiller en Geología y Cartografía\t2010 – 2014', 'Colegio Valdemora'])).toEqual([
      ['Colegio Valdemora', 'Bachiller Geología y Cartografía', '2014'],
    ]);
  });

  it('still divides a title from its employer and a degree from the school after it', () => {
    expect(splitParts('Analista en Valdemora Datos S.L.')).toEqual(['Analista', 'Valdemora Datos S.L.']);
    expect(splitParts('Magister w Uniwersytet Przykładowy')).toEqual(['Magister', 'Uniwersytet Przykładowy']);
    expect(readWork(['Técnico en Valdemora Datos S.L.\t2019 – 2021']).map((w) => [w.position, w.employer])).toEqual([
      ['Técnico', 'Valdemora Datos S.L.'],
    ]);
  });
});

describe('study words in the forms a language inflects or derives them', () => {
  it.each(['Geológus alapképzési szak BA', 'mesterképzésen', 'geológia szakos', 'Studia magisterskie', 'studia inżynierskie'])(
    '%s names a degree', (t) => expect(isDegree(t)).toBe(true));
  it.each(['szakember', 'szakmai gyakorlat', 'Magistrat'])('%s names no degree', (t) => expect(isDegree(t)).toBe(false));

  it('reads a long degree that sets its letters last as a degree, not as a sentence', () => {
    expect(isDetailLine('Földtudományi és térképészeti alapképzési szak BSc')).toBe(false);
    expect(isDetailLine('Részt vettem egy földtani felmérés tervezésében')).toBe(true);
    expect(studies([
      'Földtudományi és térképészeti alapképzési szak BSc', '2016', 'Példavárosi Egyetem',
      'Geológus mesterképzési szak MSc', '2018', 'Mintavölgyi Tudományegyetem',
    ])).toEqual([
      ['Példavárosi Egyetem', 'Földtudományi és térképészeti alapképzési szak BSc', '2016'],
      ['Mintavölgyi Tudományegyetem', 'Geológus mesterképzési szak MSc', '2018'],
    ]);
  });

  it('joins such a degree a narrow column broke before its degree words, the second line in lower case', () => {
    expect(studies([
      'Földtudományi és térképészeti', 'alapképzési szak BSc', '2016', 'Példavárosi Egyetem',
      'Geológus és térképész', 'mesterképzési szak MSc', '2018', 'Mintavölgyi Tudományegyetem',
    ])).toEqual([
      ['Példavárosi Egyetem', 'Földtudományi és térképészeti alapképzési szak BSc', '2016'],
      ['Mintavölgyi Tudományegyetem', 'Geológus és térképész mesterképzési szak MSc', '2018'],
    ]);
  });

  it('keeps a lower-case line under a name that is no degree apart', () => {
    expect(studies(['Geológus BSc', '2016', 'Példavárosi Egyetem', 'Terepgyakorlat', 'önkéntes térképezés a tanszéken'])[0])
      .toEqual(['Példavárosi Egyetem', 'Geológus BSc', '2016']);
  });
});

describe('a study row of school, degree and year set apart by commas, long as a sentence', () => {
  it('is a header, its degree with a specialisation in brackets', () => {
    expect(isDetailLine('Instituto Politécnico de Valdemora, Licenciatura em Geologia (especialização em Cartografia), 2019')).toBe(false);
    expect(studies([
      'Instituto Politécnico de Valdemora, Licenciatura em Geologia (especialização em Cartografia), 2019',
      'Laurea magistrale in Geologia applicata, Università degli Studi di Castravento, 2016',
    ])).toEqual([
      ['Instituto Politécnico de Valdemora', 'Licenciatura em Geologia (especialização em Cartografia)', '2019'],
      ['Università degli Studi di Castravento', 'Laurea magistrale Geologia applicata', '2016'],
    ]);
  });

  it('leaves a long sentence with commas that names no school a detail', () => {
    expect(isDetailLine('Prepared the field reports, the survey maps and the samples for the master thesis of two students')).toBe(true);
  });
});

describe('a field with a bracket before the period on its line', () => {
  it('keeps its closing bracket', () => {
    expect(studies(['Universidad de Valdemora', 'Licenciatura en Química (orientación Catálisis)\t2015 – 2019'])).toEqual([
      ['Universidad de Valdemora', 'Licenciatura Química (orientación Catálisis)', '2019'],
    ]);
  });
});
