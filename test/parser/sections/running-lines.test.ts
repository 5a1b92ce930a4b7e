// Running headers and footers of a CV of several pages, and a job that runs on across a page break (found with the
// generator's running class, test/parser/generator/running-lines.mjs). All people, employers and places are invented.
import { describe, expect, it } from 'vitest';
import { isPageNumber, runningLineIndexes, withoutRunningLines, withRunOnColumnsLast } from '../../../src/parser/sections/running-lines.js';
import { readSections } from '../../../src/parser/sections/index.js';
import type { TextLine } from '../../../src/parser/types.js';
import { expectLinearTime } from '../../helpers/linear-time.js';

const at = (page: number, text: string, x: number, y: number, column?: number): TextLine =>
  ({ text, page, x, y, fontSize: 10, ...(column ? { column } : {}) });
const texts = (lines: readonly TextLine[]): string[] => lines.map((l) => l.text);
const sections = (lines: readonly TextLine[]) => readSections({ text: texts(lines).join('\n'), lines: [...lines] });

// Page 1: a header with the title and the name, the top of the CV, a job whose tasks run on to page 2, a footer with
// the page number; page 2: the same header, the rest of the job, another job, the same footer with its number.
const twoPages: TextLine[] = [
  at(1, 'Curriculum Vitae – Tamsin Yardley', 45, 32),
  at(1, 'Tamsin Yardley', 45, 60),
  at(1, 'Harbour Clerk', 45, 90),
  at(1, 'tamsin.yardley@example.org · +44 7700 900417', 45, 105),
  at(1, 'Work Experience', 45, 140),
  at(1, 'Harbour Clerk, Quillmarsh Docks Ltd\t03/2021 – present', 45, 160),
  at(1, 'Counted the cargo of every ship.', 45, 175),
  at(1, '• Logged 41 moorings a week.', 45, 190),
  at(1, 'Page 1 of 2', 280, 804),
  at(2, 'Curriculum Vitae – Tamsin Yardley', 45, 32),
  at(2, '• Kept the tide tables for 12 berths.', 45, 66),
  at(2, 'Tallykeeper, Fernhollow Mills Ltd\t01/2017 – 02/2021', 45, 90),
  at(2, 'Mended the sacks of the mill.', 45, 105),
  at(2, 'Education', 45, 140),
  at(2, 'BSc Marine Studies, University of Leeds\t2016', 45, 160),
  at(2, 'Page 2 of 2', 280, 804),
];

describe('running headers and footers', () => {
  it('leaves out the header of the later pages and every footer, keeping the first page header (the top of the CV)', () => {
    const kept = texts(withoutRunningLines(twoPages));
    expect(kept.filter((t) => t.startsWith('Curriculum Vitae'))).toHaveLength(1);
    expect(kept[0]).toBe('Curriculum Vitae – Tamsin Yardley');
    expect(kept.some((t) => t.startsWith('Page '))).toBe(false);
    expect(kept).toContain('• Kept the tide tables for 12 berths.');
  });

  it('reads the lines of one parse once: the field extractors and the section step get the same answer', () => {
    const lines = [...twoPages];
    const first = runningLineIndexes(lines);
    expect(runningLineIndexes(lines)).toBe(first);
    // Another array of the same lines is read anew.
    expect(runningLineIndexes([...twoPages])).not.toBe(first);
    expect([...runningLineIndexes([...twoPages])]).toEqual([...first]);
  });

  it('reads a footer with the name and a page number as one line of one shape, its number counting the pages', () => {
    const lines = [
      at(1, 'Work Experience', 45, 60), at(1, 'Harbour Clerk, Quillmarsh Docks Ltd\t2021 – 2023', 45, 80),
      at(1, 'Tamsin Yardley – CV\tSeite 1/3', 45, 804), at(2, 'Tallykeeper, Fernhollow Mills Ltd\t2017 – 2021', 45, 66),
      at(2, 'Tamsin Yardley – CV\tSeite 2/3', 45, 804), at(3, 'Skills', 45, 66), at(3, 'Tamsin Yardley – CV\tSeite 3/3', 45, 804),
    ];
    expect([...runningLineIndexes(lines)].sort((a, b) => a - b)).toEqual([2, 4, 6]);
  });

  it('the same footer with the e-mail and phone on every page, and a date stamp', () => {
    const lines = [
      at(1, 'Tamsin Yardley', 45, 60), at(1, 'Work Experience', 45, 90), at(1, 'Harbour Clerk', 45, 110),
      at(1, 'tamsin.yardley@example.org · +44 7700 900417', 230, 790), at(1, 'Updated 03/2026', 230, 804),
      at(2, 'Counted the cargo.', 45, 66), at(2, 'tamsin.yardley@example.org · +44 7700 900417', 230, 790), at(2, 'Updated 03/2026', 230, 804),
    ];
    expect(texts(withoutRunningLines(lines))).toEqual(['Tamsin Yardley', 'Work Experience', 'Harbour Clerk', 'Counted the cargo.']);
  });

  it('keeps lines of one shape whose numbers do not count the pages, and lines at other places', () => {
    const lines = [
      at(1, 'Work Experience', 45, 60), at(1, '• Logged 41 moorings a week.', 45, 780),
      at(2, '• Logged 17 moorings a week.', 45, 780), at(2, 'Skills', 45, 66),
      // The same text at two different heights is content, not a running line.
      at(1, 'Quillmarsh Docks Ltd', 45, 700), at(2, 'Quillmarsh Docks Ltd', 45, 300),
    ];
    expect(withoutRunningLines(lines)).toBe(lines);
  });

  it('keeps a block a template prints at the same place of two pages where another page\'s body reaches', () => {
    const body = (page: number, from: number, n: number): TextLine[] =>
      Array.from({ length: n }, (_, k) => at(page, `Note ${page * 100 + k} of the project ledger.`, 45, from + k * 15));
    const lines = [
      ...body(1, 60, 48),
      ...body(2, 60, 20), at(2, 'Project description', 45, 520), at(2, 'Ledger review for the mill.', 45, 540),
      ...body(3, 60, 10), at(3, 'Project description', 45, 520), at(3, 'Ledger review for the mill.', 45, 540),
    ];
    expect(withoutRunningLines(lines)).toBe(lines);
  });

  it('a one-page CV and lines without positions (a DOCX) are left as they are', () => {
    const docx: TextLine[] = [{ text: 'Tamsin Yardley', page: 1 }, { text: 'Page 1 of 1', page: 1 }];
    expect(withoutRunningLines(docx)).toBe(docx);
    const onePage = [at(1, 'Tamsin Yardley', 45, 60), at(1, 'Work Experience', 45, 90), at(1, 'Skills', 45, 120)];
    expect(withoutRunningLines(onePage)).toBe(onePage);
  });

  it('a page number alone at the bottom edge, also on a single page', () => {
    const lines = [at(1, 'Tamsin Yardley', 45, 60), at(1, 'Work Experience', 45, 90), at(1, 'Harbour Clerk', 45, 110), at(1, '– 1 –', 290, 804)];
    expect(texts(withoutRunningLines(lines))).toEqual(['Tamsin Yardley', 'Work Experience', 'Harbour Clerk']);
  });

  it('a line whose last or first cell is the page number with its word, at the bottom edge of a single page', () => {
    const lines = [at(1, 'Tamsin Yardley', 45, 60), at(1, 'Work Experience', 45, 90), at(1, 'Harbour Clerk', 45, 110),
      at(1, 'Résumé – Tamsin Yardley\tPage 1', 45, 804)];
    expect(texts(withoutRunningLines(lines))).toEqual(['Tamsin Yardley', 'Work Experience', 'Harbour Clerk']);
    // A bare number in the last cell (a count, a level) is no page number.
    const counted = [at(1, 'Work Experience', 45, 90), at(1, 'Harbour Clerk', 45, 110), at(1, 'Ships a day\t1', 45, 804)];
    expect(withoutRunningLines(counted)).toBe(counted);
  });

  it.each([
    ['Page 2 of 3', 2], ['Seite 2 von 3', 2], ['Seite 2/3', 2], ['2 / 3', 2], ['– 2 –', 2], ['Strona 2 z 3', 2], ['2. oldal', 2],
    ['2/3. oldal', 2], ['Página 2 de 3', 2], ['Pagina 2 di 3', 2], ['Pag. 2', 2], ['Pagina 2 van 3', 2], ['Page 2 sur 3', 2], ['3', 3],
  ])('%s is the number of page %i', (text, page) => {
    expect(isPageNumber(text, page)).toBe(true);
  });

  it.each([
    ['Page 2 of 3', 1], ['B2', 2], ['2019', 2], ['Page 3 of 2', 3], ['3 ships a week', 3], ['2019 – 2021', 2], ['Level 2', 2], ['', 1],
  ])('%s is no number of page %i', (text, page) => {
    expect(isPageNumber(text, page)).toBe(false);
  });

  it('stays linear on hostile text at the page edges', () => {
    // A quarter of each line × scale: scale 4 is 20,000 letters, 50,000 dots.
    const long = (scale: number) => [
      at(1, 'x'.repeat(5_000 * scale), 45, 32), at(1, '.'.repeat(12_500 * scale), 45, 804), at(1, ' '.repeat(12_500 * scale), 45, 700),
      at(2, 'x'.repeat(5_000 * scale), 45, 32), at(2, `${'1 '.repeat(6_250 * scale)}`, 45, 804), at(2, '/'.repeat(12_500 * scale), 45, 790),
    ];
    expectLinearTime((scale) => withoutRunningLines(long(scale)), { what: 'two pages of hostile edge lines' });
    expectLinearTime((scale) => isPageNumber('1 '.repeat(6_250 * scale), 1), { what: "'1 ' repeated as a page number" });
    expect(withoutRunningLines(long(4))).toHaveLength(5);
    expect(isPageNumber('1 '.repeat(25_000), 1)).toBe(false);
  });
});

describe('a job that runs on across a page break', () => {
  it('reads as one job, with the next job after it, when header and footer stand between its lines', () => {
    const work = sections(twoPages).work;
    expect(work.map((w) => [w.employer, w.position, w.start])).toEqual([
      ['Quillmarsh Docks Ltd', 'Harbour Clerk', '2021-03'], ['Fernhollow Mills Ltd', 'Tallykeeper', '2017-01'],
    ]);
  });

  // Page 1 cut into the jobs (column 1) and a sidebar on the right (column 2, read after them); page 2 goes on with
  // the jobs.
  const sidebarRight: TextLine[] = [
    at(1, 'Tamsin Yardley', 45, 60),
    at(1, 'Work Experience', 45, 140, 1),
    at(1, 'Harbour Clerk\t03/2021 – present', 45, 160, 1),
    at(1, 'Quillmarsh Docks Ltd', 45, 175, 1),
    at(1, 'Counted the cargo of every ship.', 45, 190, 1),
    at(1, 'Tallykeeper\t01/2017 – 02/2021', 45, 700, 1),
    at(1, 'Fernhollow Mills Ltd', 45, 715, 1),
    at(1, 'Skills', 385, 140, 2),
    at(1, 'Knots, Ledgers, Tide tables', 385, 160, 2),
    at(1, 'Languages', 385, 190, 2),
    at(1, 'English (native)', 385, 210, 2),
    at(2, 'Mended the sacks of the mill.', 45, 66),
    at(2, 'Ropewalker\t05/2014 – 12/2016', 45, 90),
    at(2, 'Brackwater Ropes Ltd', 45, 105),
    at(2, 'Education', 45, 140),
    at(2, 'BSc Marine Studies, University of Leeds\t2013', 45, 160),
  ];

  it('reads a sidebar on the right before the jobs that run on to the next page', () => {
    expect(texts(withRunOnColumnsLast(sidebarRight)).slice(0, 6)).toEqual([
      'Tamsin Yardley', 'Skills', 'Knots, Ledgers, Tide tables', 'Languages', 'English (native)', 'Work Experience',
    ]);
    expect(sections(sidebarRight).work.map((w) => w.employer)).toEqual(['Quillmarsh Docks Ltd', 'Fernhollow Mills Ltd', 'Brackwater Ropes Ltd']);
  });

  it('leaves a page alone when the next page does not go on with the deeper column, or the short column is a header cell', () => {
    const nextAtSidebar = sidebarRight.map((l) => (l.page === 2 ? { ...l, x: 385 } : l));
    expect(withRunOnColumnsLast(nextAtSidebar)).toBe(nextAtSidebar);
    // The contact beside the name (a header's right cell) starts above the jobs' column: it is no sidebar.
    const headerCell = [at(1, 'Tamsin Yardley', 45, 60, 1), at(1, 'Work Experience', 45, 140, 1), at(1, 'Harbour Clerk', 45, 700, 1),
      at(1, 'tamsin.yardley@example.org', 340, 50, 2), at(1, '+44 7700 900417', 340, 65, 2), at(2, 'Counted the cargo.', 45, 66)];
    expect(withRunOnColumnsLast(headerCell)).toBe(headerCell);
  });
});
