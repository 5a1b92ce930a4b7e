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

  it('reads a period in the right cell of an entry of several lines on the entry\'s first line', () => {
    const xml = row(cell('Site Foreman', 'Quarzbau GmbH, Linz', 'Led a crew of nine.'), cell('03/2019 – 05/2023'))
      + row(cell('Chef de projet', 'Atelier Morvan SARL'), cell('2015 – 2019'));
    expect(xmlToText(xml, RULES)).toBe('Site Foreman\t03/2019 – 05/2023\nQuarzbau GmbH, Linz\nLed a crew of nine.\n'
      + 'Chef de projet\t2015 – 2019\nAtelier Morvan SARL\n');
  });

  it('leaves a right cell that is no period after the entry\'s lines (a header\'s contact cell)', () => {
    const xml = row(cell('Jana Wierzbicka', 'Accountant'), cell('ul. Lipowa 5, 30-001 Kraków'));
    expect(xmlToText(xml, RULES)).toBe('Jana Wierzbicka\nAccountant\nul. Lipowa 5, 30-001 Kraków\n');
  });

  it('a row whose first cell is empty is a line of its own under a row of several lines (headings in a left column)', () => {
    const xml = row(cell('EXPERIENCE'), cell('Site Foreman\t2019 – 2021', 'Quarzbau GmbH', 'Led a crew of nine.'))
      + row(cell(''), cell('Księgowa\t2016 – 2019', 'Biuro Rachunkowe Wierzba'))
      + row(cell(''), cell('Técnica de laboratorio\t2012 – 2016', 'Laboratorios Arenal S.L.'));
    expect(xmlToText(xml, RULES)).toBe('EXPERIENCE\tSite Foreman\t2019 – 2021\nQuarzbau GmbH\nLed a crew of nine.\n'
      + '\tKsięgowa\t2016 – 2019\nBiuro Rachunkowe Wierzba\n\tTécnica de laboratorio\t2012 – 2016\nLaboratorios Arenal S.L.\n');
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
