// Column labels over their values ("Company | Position | From" over one row of values) are read as "Label: value" pairs; a
// sidebar's rows of a label cell and its skills beside the page's entries are no such table. Invented values only.
import { describe, expect, it } from 'vitest';
import { readHeaderTables } from '../../../src/parser/extract/header-table.js';
import type { PositionedText } from '../../../src/parser/extract/pdf-layout.js';

const item = (x: number, y: number, str: string, fontSize = 10): PositionedText => ({ str, x, y, width: str.length * fontSize * 0.5, fontSize });
const row = (y: number, cells: [number, string][]) => ({ y, items: cells.map(([x, s]) => item(x, y, s)) });

describe('readHeaderTables', () => {
  it('pairs a row of column labels with the row of values under it', () => {
    const rows = [row(100, [[45, 'Company'], [200, 'Position'], [350, 'From']]), row(114, [[45, 'Brindlewood Ltd'], [200, 'Auditor'], [350, '2019-04-01']])];
    const out = readHeaderTables(rows, 1);
    expect(out).toHaveLength(1);
    expect(out[0]!.items[0]!.str).toBe('Company: Brindlewood Ltd\nPosition: Auditor\nFrom: 2019-04-01');
  });

  it('takes no list of skills for a column label (a sidebar\'s label cell and its skills beside the entries)', () => {
    // The entries' title over its period (dates printed inline) beside the sidebar's rows.
    const rows = [row(100, [[45, 'Software'], [100, 'Velmdb, Quorbit, Tallyforge'], [300, 'Store Lead']]),
      row(114, [[45, 'Tools'], [100, 'Jiraflow, Stockwise'], [300, '2021 – 2024']])];
    expect(readHeaderTables(rows, 1)).toEqual(rows);
  });

  it('takes no bulleted or comma-continued list item for a column label (a sidebar beside a stacked period)', () => {
    // "present" over the job's start: a period stacked end over start in the entries' date column beside the sidebar's list.
    const bulleted = [row(100, [[45, '• Haggling'], [200, 'present'], [300, 'Store Lead']]),
      row(114, [[45, '• Rota Planning'], [200, '10/2024'], [300, 'Brindlewood Ltd']])];
    const continued = [row(100, [[45, 'Customer care,'], [200, 'present'], [300, 'Store Lead']]),
      row(114, [[45, 'Tallyforge, Excel'], [200, '07/2024'], [300, 'Brindlewood Ltd']])];
    for (const rows of [bulleted, continued]) expect(readHeaderTables(rows, 1)).toEqual(rows);
  });
});
