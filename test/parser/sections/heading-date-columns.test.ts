// A narrow left column of headings and periods beside the entries, read as a column apart: the positioned lines put
// each period back on its entry's row and each heading above its entries. All names, firms and schools are invented.
import { describe, expect, it } from 'vitest';
import { withHeadingDateColumnsOnRows } from '../../../src/parser/sections/heading-date-columns.js';
import { readSections } from '../../../src/parser/sections/index.js';
import type { TextLine } from '../../../src/parser/types.js';

const at = (text: string, x: number, y: number, column?: number): TextLine =>
  ({ text, page: 1, x, y, fontSize: 10, ...(column ? { column } : {}) });

// The name over a full-width work heading, then the band of two columns: headings, periods and skills on the left.
const page: TextLine[] = [
  at('Saga Lindqvarn', 45, 60),
  at('Arbetslivserfarenhet', 45, 131),
  at('maj 2022 – idag', 45, 149, 1),
  at('2019 – 2022', 45, 178, 1),
  at('Utbildning', 45, 215, 1),
  at('2012 – 2015', 45, 232, 1),
  at('Kompetenser', 45, 269, 1),
  at('• Lagerplanering', 45, 287, 1),
  at('• Excel', 45, 301, 1),
  at('Tallviken Frakt AB, Dataanalytiker', 123, 149, 2),
  at('Ledde ett team på tolv personer.', 123, 163, 2),
  at('Norrmalm Handel AB, Systemutvecklare', 123, 178, 2),
  at('Kandidatexamen i ekonomi', 123, 232, 2),
  at('Ekviks universitet', 123, 247, 2),
];

describe('a left column of headings and periods read with its entries', () => {
  it('reads the band row by row: each period on its entry, each heading above its entries', () => {
    expect(withHeadingDateColumnsOnRows(page).map((l) => l.text)).toEqual([
      'Saga Lindqvarn', 'Arbetslivserfarenhet',
      'maj 2022 – idag\tTallviken Frakt AB, Dataanalytiker', 'Ledde ett team på tolv personer.',
      '2019 – 2022\tNorrmalm Handel AB, Systemutvecklare', 'Utbildning', '2012 – 2015\tKandidatexamen i ekonomi',
      'Ekviks universitet', 'Kompetenser', '• Lagerplanering', '• Excel',
    ]);
  });

  it('gives the section step the jobs and the study with its years', () => {
    const { work, education } = readSections({ text: page.map((l) => l.text).join('\n'), lines: page });
    expect(work.map((w) => [w.employer, w.position, w.start, w.end])).toEqual([
      ['Tallviken Frakt AB', 'Dataanalytiker', '2022-05', ''], ['Norrmalm Handel AB', 'Systemutvecklare', '2019', '2022'],
    ]);
    expect(education.map((e) => [e.institution, e.degree, e.start, e.end])).toEqual([['Ekviks universitet', 'Kandidatexamen i ekonomi', '2012', '2015']]);
  });

  it('leaves a sidebar as it is: its list beside the entries is neither heading nor period', () => {
    const sidebar = [
      at('Kompetenser', 45, 131, 1), at('• Excel', 45, 149, 1), at('2019 – 2022', 45, 178, 1), at('2012 – 2015', 45, 232, 1),
      at('Tallviken Frakt AB, Dataanalytiker', 123, 149, 2), at('Norrmalm Handel AB, Systemutvecklare', 123, 178, 2),
      at('Kandidatexamen i ekonomi', 123, 232, 2),
    ];
    expect(withHeadingDateColumnsOnRows(sidebar)).toBe(sidebar);
  });

  it('leaves a left column of one period as it is: one date is too few', () => {
    const one = [at('Utbildning', 45, 215, 1), at('2018', 45, 232, 1), at('Masterexamen i nationalekonomi', 123, 232, 2)];
    expect(withHeadingDateColumnsOnRows(one)).toBe(one);
  });

  it('reads a printed web template\'s column: headings on their first line\'s row, smaller periods below their headers', () => {
    const sized = (text: string, x: number, y: number, fontSize: number, column: number): TextLine => ({ text, page: 1, x, y, fontSize, column });
    const lines: TextLine[] = [
      sized('CONTACT', 61, 130.5, 12.7, 1), sized('WHEREABOUTS', 61, 187.5, 12.7, 1), sized('WORK EXPERIENCE', 61, 282, 12.7, 1),
      sized('2021-03-01 TO 2024-06-01', 61, 300, 7.6, 1), sized('2018-01-01 TO 2021-02-01', 61, 339.7, 7.6, 1),
      sized('EDUCATION', 61, 456, 12.7, 1), sized('2012-09-01 TO 2015-06-01', 61, 474.7, 7.6, 1),
      sized('Ida Fenner', 250, 60, 16.9, 2), sized('Email\tida.fenner@example.org', 213, 130.5, 9.1, 2),
      sized('Town\tWrenford', 213, 187.5, 9.1, 2),
      sized('Hedgewright at Brackenfold Haulage Ltd', 212, 283.5, 9.1, 2), sized('Planned the winter routes.', 212, 297, 9.1, 2),
      sized('Planned the winter routes.', 236, 312, 9.1, 2),
      sized('Orchard Keeper at Vellowmere Cidery', 212, 338.2, 9.1, 2), sized('Kept the pressing logs.', 212, 351.7, 9.1, 2),
      sized('Example College of Arts', 212, 453, 9.1, 2),
    ];
    expect(withHeadingDateColumnsOnRows(lines).map((l) => l.text)).toEqual([
      'Ida Fenner', 'CONTACT', 'Email\tida.fenner@example.org', 'WHEREABOUTS', 'Town\tWrenford', 'WORK EXPERIENCE',
      '2021-03-01 TO 2024-06-01\tHedgewright at Brackenfold Haulage Ltd', 'Planned the winter routes.', 'Planned the winter routes.',
      '2018-01-01 TO 2021-02-01\tOrchard Keeper at Vellowmere Cidery', 'Kept the pressing logs.',
      'EDUCATION', '2012-09-01 TO 2015-06-01\tExample College of Arts',
    ]);
  });
});

describe('a heading read onto one line with the right column\'s row that runs on below the others', () => {
  // The work section dates its first job only; the study's row was read into the heading's line of the left column.
  const joined: TextLine[] = [
    at('Tamsin Orrow', 200, 60, 2),
    at('PROFILE', 45, 120, 1),
    at('WORK EXPERIENCE', 45, 160, 1),
    { ...at('2021-03-01 TO 2024-05-01', 45, 179, 1), fontSize: 7.5 },
    at('EDUCATION\tBrackwater Institute of Technology', 45, 270, 1),
    { ...at('2014-09-01 TO 2017-06-01', 45, 290, 1), fontSize: 7.5 },
    at('Keeps orchards and their ledgers.', 200, 120, 2),
    at('Orchard Keeper at Vellowmere Cidery', 200, 161, 2),
    at('Kept the pressing logs.', 200, 175, 2),
    at('Cellar Hand at Quillby Presses Ltd', 200, 205, 2),
    at('Washed and sorted the barrels.', 200, 219, 2),
  ];

  it('counts the period under that line among the column\'s dates and reads the band row by row', () => {
    expect(withHeadingDateColumnsOnRows(joined).map((l) => l.text)).toEqual([
      'Tamsin Orrow', 'PROFILE', 'Keeps orchards and their ledgers.', 'WORK EXPERIENCE',
      '2021-03-01 TO 2024-05-01\tOrchard Keeper at Vellowmere Cidery', 'Kept the pressing logs.',
      'Cellar Hand at Quillby Presses Ltd', 'Washed and sorted the barrels.',
      'EDUCATION\tBrackwater Institute of Technology', '2014-09-01 TO 2017-06-01',
    ]);
  });
});
