// CSV output (RFC 4180 via csv-stringify), arrays as "3;7" so the importer reads them back.
// Text cells a spreadsheet would run as formulas are neutralised (domain/csv-formula.ts).
import { stringify } from 'csv-stringify/sync';
import type { Row } from './result.js';
import { columnsOf } from './output.js';
import { neutraliseCsvCell } from '../domain/csv-formula.js';

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  // A number or a boolean is the program's own value, never a formula (-3 stays a number).
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return neutraliseCsvCell(value.join(';'));
  if (typeof value === 'object') return neutraliseCsvCell(JSON.stringify(value));
  return neutraliseCsvCell(String(value));
}

export function toCsv(rows: Row[], columns?: string[]): string {
  const header = columnsOf(rows, columns);
  return stringify([header.map(neutraliseCsvCell), ...rows.map((row) => header.map((c) => csvCell(row[c])))]);
}
