// A narrow label column wraps a two-word heading over two lines ("EXPÉRIENCE" over "PROFESSIONNELLE"): the two lines
// are one heading, and the second is no entry's employer.
import { describe, expect, it } from 'vitest';
import { extractSections } from '../../../src/parser/sections/index.js';
import { splitSections } from '../../../src/parser/sections/split.js';

describe('splitSections and a heading wrapped over two lines', () => {
  it('joins a heading whose second word stands on the next line', () => {
    const sections = splitSections(['EXPÉRIENCE', 'PROFESSIONNELLE', '03/2021–06/2024 Technicien de maintenance',
      'Brouvelle Énergies SARL', 'FORMATION', '2016–2019 Licence de physique', 'Université de Quimperlé']);
    expect(sections.map((s) => [s.kind, s.heading])).toEqual([['work', 'EXPÉRIENCE PROFESSIONNELLE'], ['education', 'FORMATION']]);
    expect(sections[0]!.lines[0]).toBe('03/2021–06/2024 Technicien de maintenance');
  });

  it('joins a letter-spaced heading a sidebar wrapped, its lines read by their words', () => {
    const sections = splitSections(['F O R M A Ç Ã O', 'A C A D É M I C A', '2018 - 2021', 'UNIVERSIDADE DE VILARELHO', 'Licenciatura em Economia',
      'E X P E R I E N C I A', 'L A B O R A L', 'Jefa de almacén', 'Almacenes Quintanar S.L. | 2017 - 2021']);
    expect(sections.map((s) => [s.kind, s.heading, s.lines[0]])).toEqual([
      ['education', 'FORMAÇÃO ACADÉMICA', '2018 - 2021'], ['work', 'EXPERIENCIA LABORAL', 'Jefa de almacén']]);
    // A spaced heading over a line of the entry stays a heading of one line.
    expect(splitSections(['F O R M A Ç Ã O', 'Licenciatura em Economia', '2018 - 2021']).map((s) => [s.kind, s.heading, s.lines.length]))
      .toEqual([['education', 'F O R M A Ç Ã O', 2]]);
  });

  it('joins two lines that are no heading apart but one together', () => {
    const sections = splitSections(['Szakmai', 'tapasztalat', 'Raktárvezető, Bodzavölgyi Kereskedés Kft.\t03/2019 – 11/2023']);
    expect(sections.map((s) => [s.kind, s.heading, s.lines.length])).toEqual([['work', 'Szakmai tapasztalat', 1]]);
  });

  it('keeps the firm of the first job, not the heading\'s second line', () => {
    const text = ['EXPÉRIENCE', 'PROFESSIONNELLE', '03/2021–06/2024 Technicien de maintenance', 'Brouvelle Énergies SARL',
      'Entretien des chaudières.'].join('\n');
    const jobs = extractSections(text).work.map((w) => w.employer);
    expect(jobs).toEqual(['Brouvelle Énergies SARL']);
  });

  it('joins a heading wrapped in the first cell of a section table, beside the first entry\'s rows', () => {
    const sections = splitSections(['SZAKMAI\tRaktárvezető | Bodzavölgyi Kereskedés Kft.', 'TAPASZTALAT\t03/2019 – 11/2023',
      'Heti leltár vezetése.', 'FORMAÇÃO\tMestrado em Gestão | Universidade de Vilarelho', 'ACADÉMICA\t2017 – 2020']);
    expect(sections.map((s) => [s.kind, s.heading, s.lines])).toEqual([
      ['work', 'SZAKMAI TAPASZTALAT', ['Raktárvezető | Bodzavölgyi Kereskedés Kft.', '03/2019 – 11/2023', 'Heti leltár vezetése.']],
      ['education', 'FORMAÇÃO ACADÉMICA', ['Mestrado em Gestão | Universidade de Vilarelho', '2017 – 2020']]]);
  });

  it('leaves two headings in a row apart, and a heading over a short line of its section', () => {
    expect(splitSections(['Skills', 'Languages', 'Norwegian']).map((s) => s.heading)).toEqual(['Skills', 'Languages']);
    const sections = splitSections(['Experience', 'Tallowby Mills', 'Shift Lead, 2019 – 2022']);
    expect(sections.map((s) => [s.heading, s.lines])).toEqual([['Experience', ['Tallowby Mills', 'Shift Lead, 2019 – 2022']]]);
  });

  it('takes no line of a glyph alone into a heading (a web page\'s close button over its menu)', () => {
    expect(splitSections(['×', 'About', 'Keeps depots tidy.']).map((s) => [s.kind, s.heading, s.lines]))
      .toEqual([['other', '', ['×']], ['other', 'About', ['Keeps depots tidy.']]]);
    const page = ['×', 'About', 'Work Experience', 'Skills', 'Education', 'Hollis Vantreeve', 'hollis.vantreeve@example.org',
      'About', 'Planner who likes tidy depots.', 'Work Experience', 'Transport Planner, Brackenford Freight Ltd', 'Mar 2019 - Present',
      'Skills', 'Excel', 'Education', 'BSc Geography, Eastmoor College', 'Jun, 2014 - Jun, 2017'];
    expect(splitSections(page)[0]).toEqual({ kind: 'other', heading: '', lines: ['×', 'Hollis Vantreeve', 'hollis.vantreeve@example.org'] });
  });
});
