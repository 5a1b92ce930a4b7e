// The vertical key/value view of one record: one field a line, empty
// fields left out (--json keeps everything), nested objects flattened to `parent.child`,
// codes shown with their names (`country  348 Hungary`). Pure: the code book comes in.
import type { CodeBook, CodeTableName } from '../domain/codes.js';
import type { Pair, Row } from './result.js';

export interface KeyValueOptions {
  codes?: CodeBook | undefined;
  /** Which fields hold codes of which table (single codes or lists of codes). */
  codeFields?: Readonly<Record<string, CodeTableName>> | undefined;
}

export const PERSON_CODE_FIELDS: Readonly<Record<string, CodeTableName>> = {
  category: 'category', regio: 'regio', country: 'country', state: 'state', family_state: 'family_state',
};

export const JOB_CODE_FIELDS: Readonly<Record<string, CodeTableName>> = {
  category: 'category', language: 'language', regio: 'regio', experience: 'experience', preparation: 'preparation',
};

export const PROJECT_CODE_FIELDS: Readonly<Record<string, CodeTableName>> = { category: 'category', language: 'language' };

export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.values(value).every(isEmptyValue);
  return false;
}

function codeText(code: unknown, table: CodeTableName, codes: CodeBook | undefined): string {
  const entry = typeof code === 'number' ? codes?.get(table, code) : undefined;
  return entry ? `${code as number} ${entry.name}` : String(code);
}

function plainText(value: unknown): string {
  if (Array.isArray(value)) return value.map((v) => (typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v))).join(', ');
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

/** The record as label/text pairs, in field order, without empty fields. */
export function keyValuePairs(record: Row, options: KeyValueOptions = {}, prefix = ''): Pair[] {
  const pairs: Pair[] = [];
  for (const [key, value] of Object.entries(record)) {
    if (isEmptyValue(value)) continue;
    const label = `${prefix}${key}`;
    const table = prefix === '' ? options.codeFields?.[key] : undefined;
    if (table) {
      const items = Array.isArray(value) ? value : [value];
      pairs.push([label, items.map((code) => codeText(code, table, options.codes)).join(', ')]);
    } else if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      pairs.push(...keyValuePairs(value as Row, {}, `${label}.`));
    } else {
      pairs.push([label, plainText(value)]);
    }
  }
  return pairs;
}

/** Aligned `label  text` lines; a text of several lines continues under its first line. */
export function renderKeyValues(pairs: readonly Pair[], bold: (text: string) => string = (t) => t): string {
  const width = Math.max(0, ...pairs.map(([label]) => label.length));
  const indent = ' '.repeat(width + 2);
  return pairs
    .map(([label, text]) => {
      const [first = '', ...rest] = text.replace(/\r\n?/g, '\n').split('\n');
      const head = `${bold(label)}${' '.repeat(width - label.length + 2)}${first}`;
      return [head.trimEnd(), ...rest.map((line) => `${indent}${line}`.trimEnd())].join('\n');
    })
    .join('\n');
}
