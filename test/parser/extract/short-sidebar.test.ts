// A short sidebar (a contact block of labels over their values, three skills) beside a main column that runs on far below
// it: the two share only the sidebar's height, where the main column, set larger at a wider pitch and opened by its
// heading, meets the sidebar on most of its lines as a table's labels meet their values. The sidebar stays a column of
// its own. Names, firms and places are invented.
import { describe, expect, it } from 'vitest';
import { layoutPage, type PositionedText } from '../../../src/parser/extract/pdf-layout.js';

const item = (x: number, y: number, str: string, fontSize = 10): PositionedText => ({ str, x, y, width: str.length * fontSize * 0.5, fontSize, bold: false });
const read = (items: PositionedText[]): string[] => layoutPage(items, 595).map((l) => l.text);

const BODY = ['WORK EXPERIENCE', 'Store Lead', '2021 – 2024', 'Brindlewood Trading Ltd', 'Ran the night shift of twelve pickers.',
  'Stock Clerk', '2018 – 2021', 'Orrinby Supplies Ltd', 'Counted and booked incoming goods.', 'EDUCATION', 'Diploma in Retail',
  'Ovenby Business College', 'SKILLS', 'Forklift, Invoicing, Ledgers'];

/** The name and headline across the top, the body at x 45 (a heading's space before its first line), the sidebar at `sideX`. */
function page(side: string[], sideX: number, bodyX: number): PositionedText[] {
  const body = BODY.map((text, k) => item(bodyX, 127 + 14.5 * k + (k > 0 ? 3 : 0), text, k === 0 ? 12 : 10));
  return [item(45, 60, 'Tamsin Velloway', 22), item(45, 92, 'Store Lead', 12), ...side.map((text, k) => item(sideX, 119 + 13 * k, text, 9)), ...body];
}

describe('a short sidebar beside a main column that runs on below it', () => {
  it('reads a right sidebar of labels over their values apart, after the main column', () => {
    const side = ['Address', '4 Kestrel Lane, Ovenby', 'Phone', '+44 7700 900123', 'Email', 'tv@example.org'];
    const lines = read(page(side, 385, 45));
    expect(lines.slice(0, 2)).toEqual(['Tamsin Velloway', 'Store Lead']);
    expect(lines.slice(2, 2 + BODY.length)).toEqual(BODY);
    expect(lines.slice(2 + BODY.length)).toEqual(side);
  });

  it('reads a left sidebar of three short skills apart, though it holds fewer letters than a column', () => {
    const side = ['SKILLS', 'Excel, SQL', 'Forklift'];
    const lines = read(page(side, 45, 230));
    expect(lines.slice(2, 5)).toEqual(side);
    expect(lines.slice(5)).toEqual(BODY);
  });

  it('still reads a table of labels beside their values row by row', () => {
    // Labels at the left, each on its value's first row; the values wrap, the labels end with the table.
    const rows: PositionedText[] = [];
    const labels = ['Dates', 'Occupation', 'Employer', 'Sector', 'Dates', 'Occupation', 'Employer'];
    labels.forEach((label, k) => {
      rows.push(item(45, 100 + 29 * k, label), item(200, 100 + 29 * k, `Value of the row number ${k + 1} printed here`));
      rows.push(item(200, 114.5 + 29 * k, 'and its second line, wrapped under it'));
    });
    const lines = read(rows);
    expect(lines[0]).toBe('Dates\tValue of the row number 1 printed here');
    expect(lines[2]).toBe('Occupation\tValue of the row number 2 printed here');
  });

  it('keeps a header\'s contact block over the body: one line of the name beside it is no main column', () => {
    // The name over two lines at the left in large type, the contact block at the right, then a body of one column.
    const contact = ['4 Kestrel Lane, Ovenby', '+44 7700 900123, ot@example.org', 'Born 03/08/1990'];
    const items = [...contact.map((text, k) => item(340, 50 + 14.5 * k, text)), item(45, 60, 'Orrin', 22), item(45, 92, 'Tamsell', 22),
      item(45, 124, 'Store Lead', 12), ...BODY.map((text, k) => item(45, 163 + 14.5 * k, text, k === 0 ? 12 : 10))];
    const lines = read(items);
    expect(lines.indexOf(contact[2]!)).toBeLessThan(lines.indexOf('WORK EXPERIENCE'));
  });
});
