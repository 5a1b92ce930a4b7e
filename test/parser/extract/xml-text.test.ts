// Office XML text: a one-paragraph cell stays on a line with the next cell (a label beside its
// value); after a cell of several paragraphs (a column of a layout table) the next starts a line.
import { describe, expect, it } from 'vitest';
import { xmlToText, type XmlTextRules } from '../../../src/parser/extract/xml-text.js';

const RULES: XmlTextRules = {
  block: new Set(['p', 'tr']),
  cell: new Set(['tc']),
  row: new Set(['tr']),
  tab: new Set(['tab']),
  lineBreak: new Set(['br']),
  skip: new Set(),
};
const cell = (...paragraphs: string[]) => `<tc>${paragraphs.map((p) => `<p>${p}</p>`).join('')}</tc>`;
const row = (...cells: string[]) => `<tr>${cells.join('')}</tr>`;

describe('xmlToText table rows', () => {
  it('keeps a row of one-paragraph cells on one line, cells split by tabs', () => {
    expect(xmlToText(row(cell('Date of birth'), cell('1991-04-17')), RULES)).toBe('Date of birth\t1991-04-17\n');
  });

  it('reads a layout row cell by cell, each paragraph a line of its own', () => {
    const xml = row(cell('Skills', 'Welding', 'Forklift'), cell('EXPERIENCE', 'Foreman, Quarzbau GmbH'));
    expect(xmlToText(xml, RULES)).toBe('Skills\nWelding\nForklift\nEXPERIENCE\nForeman, Quarzbau GmbH\n');
  });

  it('does not count empty paragraphs: a label and value with a blank line stay one line', () => {
    expect(xmlToText(row(cell('Phone', ''), cell('+36 30 123 4567')), RULES)).toBe('Phone\t+36 30 123 4567\n');
  });

  it('decides per cell: a date beside a multi-line entry stays on the entry\'s first line', () => {
    const xml = row(cell('2019 – 2021'), cell('Foreman', 'Quarzbau GmbH')) + row(cell('Name', 'Title'), cell('Right column'));
    expect(xmlToText(xml, RULES)).toBe('2019 – 2021\tForeman\nQuarzbau GmbH\nName\nTitle\nRight column\n');
  });

  it('a row whose first cell is empty is a line of its own, not a cell of the row above', () => {
    const xml = row(cell('EDUCATION'), cell('')) + row(cell(''), cell('MSc Geodesy, Quellental University, 2019'))
      + row(cell(''), cell('BSc Hydrology, Elmbach College, 2016'));
    expect(xmlToText(xml, RULES)).toBe('EDUCATION\n\tMSc Geodesy, Quellental University, 2019\n\tBSc Hydrology, Elmbach College, 2016\n');
  });

  it('rows whose first cell is empty continue the line of a row with a label and a value above them', () => {
    const xml = row(cell('2019 – 2021'), cell('Foreman (Bridges)'), cell('')) + row(cell(''), cell('Quarzbau GmbH'))
      + row(cell(''), cell('Led a crew of nine.'));
    expect(xmlToText(xml, RULES)).toBe('2019 – 2021\tForeman (Bridges)\tQuarzbau GmbH\tLed a crew of nine.\n');
  });

  it('a table inside a cell counts as that cell\'s lines', () => {
    const inner = `<tc><p>Name</p><table>${row(cell('Born'), cell('1990'))}</table></tc>`;
    const xml = row(cell('Email'), cell('x@example.org')) + row(inner, cell('Right column'));
    expect(xmlToText(xml, RULES)).toBe('Email\tx@example.org\nName\nBorn\t1990\nRight column\n');
  });

  it('without a row rule, behaves as before (rows are lines of tab-split cells)', () => {
    const { row: _row, ...noRow } = RULES;
    expect(xmlToText(row(cell('A', 'B'), cell('C')), noRow)).toBe('A\nB\tC\n');
  });
});
