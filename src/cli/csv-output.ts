// CSV output (RFC 4180 via csv-stringify), arrays as "3;7" so the importer reads them back.
import { stringify } from 'csv-stringify/sync';
import type { Row } from './result.js';
import { columnsOf } from './output.js';

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.join(';');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function toCsv(rows: Row[], columns?: string[]): string {
  const header = columnsOf(rows, columns);
  return stringify([header, ...rows.map((row) => header.map((c) => csvCell(row[c])))]);
}
