// The fast path of a person CSV import (DESIGN.md §7): one CSV row's cells → the packed row
// (import-store.ts), with the checks of PersonCreateSchema and normalizePersonFields compiled
// once per header into one loop over the cells, memos for the repeated values (codes, code
// lists, dates, phones) and no intermediate objects.
//
// It only ever *accepts*: a row it does not accept (any doubt: a length, a character, an
// unknown code, a bad e-mail…) returns undefined and takes the general path, validatePersonRow
// + packPerson, which accepts it or gives the reason exactly as `person create` would. So the
// reasons are those of the general path by construction; what this path must guarantee is
// that every row it accepts is accepted by the general path and packed identically
// (test/import/person-csv.test.ts compares both on generated rows).
import type { TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import type { CodeBook, CodeTableName } from '../../domain/codes.js';
import { PERSON_WRITABLE_FIELDS, personWritableFields, type PersonWritableField } from '../../domain/person.js';
import { ValidationError } from '../../domain/errors.js';
import { hasControlCharacters } from '../../domain/text.js';
import { emailKey } from '../../domain/email-key.js';
import { isValidEmail, normalizePersonFields } from '../person-rules.js';
import { PACKED_PERSON_VALUES, PACKED_SEPARATOR, type PackedPerson } from '../../domain/packed-person.js';
import { PERSON_COLUMNS, type PhoneNormalizer } from './person-row.js';

/**
 * How the fast path reads a field's cell; every writable field has one (the compiler checks).
 * text: the cell as it is (PERSON_COLUMNS converts nothing), trimmed by the rules;
 * upper: sex, move_ok (converted to upper case); digits: experience; date: birth_date;
 * code, codes: code tables (converted to codes, memoised).
 */
type FieldKind = 'text' | 'upper' | 'digits' | 'date' | 'code' | 'codes';

const KIND: Record<PersonWritableField, FieldKind> = {
  title: 'text', last: 'text', first: 'text', email: 'text', email2: 'text',
  category: 'codes', regio: 'codes', country: 'code', state: 'code', city: 'text', street: 'text', zip: 'text',
  birth_place: 'text', birth_date: 'date', phone_land: 'text', phone_mobile: 'text', sex: 'upper', move_ok: 'upper',
  girl_name: 'text', mother_name: 'text', family_state: 'code', nationality: 'text', nationality2: 'text', experience: 'digits',
};

/** The code table of a code field: codes.ts and person-row.ts name it after the field. */
const TABLE: Partial<Record<PersonWritableField, CodeTableName>> = {
  category: 'category', regio: 'regio', country: 'country', state: 'state', family_state: 'family_state',
};

/** '' or only white space (as String.prototype.trim sees it); trims only a cell that starts with a space-like character. */
function isBlank(cell: string): boolean {
  if (cell === '') return true;
  const c = cell.charCodeAt(0);
  return (c <= 32 || c >= 0x80) && cell.trim() === '';
}

/**
 * emailKey of a trimmed e-mail: Unicode lower case, then NFC. The NFC pass costs about as much as
 * the rest of a row's e-mail checks, and a lower-cased address that is all ASCII is its own NFC.
 */
const ASCII = /^[\u0000-\u007f]*$/;
function canonicalEmail(trimmed: string): string {
  const lower = trimmed.toLowerCase();
  return ASCII.test(lower) ? lower : emailKey(trimmed);
}

const REQUIRED = new Set<string>(['first', 'last']);
const EMAILS = new Set<string>(['email', 'email2']);
const PHONES = new Set<string>(['phone_land', 'phone_mobile']);
const MEMO_LIMIT = 50_000;

/** One compiled check per field schema (the schema of `person create`, field by field). */
const compiledChecks = new Map<string, (value: unknown) => boolean>();
function schemaCheck(field: PersonWritableField): (value: unknown) => boolean {
  let check = compiledChecks.get(field);
  if (!check) {
    const compiled = TypeCompiler.Compile(personWritableFields[field] as TSchema);
    check = (value) => compiled.Check(value);
    compiledChecks.set(field, check);
  }
  return check;
}

interface Column {
  /** Index of the cell in the row, and of the value in the packed row. */
  cell: number;
  out: number;
  field: PersonWritableField;
  kind: FieldKind;
  check: (value: unknown) => boolean;
  convert: (value: unknown, codes: CodeBook) => unknown;
  required: boolean;
  email: boolean;
  /** code, codes, date: raw cell → packed text, for values that passed every check. */
  memo: Map<string, string>;
  /** date: the same for a cell shaped dddd-dd-dd, by isoDateNumber; true: the packed text is the cell itself. */
  dates: Map<number, string | true>;
}

const DASH = 45;
const DIGIT_0 = 48;

/**
 * A cell shaped like an ISO date (dddd-dd-dd) as the number its digits write (1999-12-31 →
 * 19991231), else -1: the number names the cell exactly. A file holds thousands of distinct
 * birth dates, so their memo is large, and a look-up keyed by a number the cell gives costs
 * less than one by the cell itself, a string new in every row (it is hashed, and a stored key
 * compared with it, in a table too large to stay in the processor's cache).
 */
export function isoDateNumber(raw: string): number {
  if (raw.length !== 10 || raw.charCodeAt(4) !== DASH || raw.charCodeAt(7) !== DASH) return -1;
  let number = 0;
  for (let i = 0; i < 10; i++) {
    if (i === 4 || i === 7) continue;
    const digit = raw.charCodeAt(i) - DIGIT_0;
    if (digit < 0 || digit > 9) return -1;
    number = number * 10 + digit;
  }
  return number;
}

export interface PersonCsvContext {
  codes: CodeBook;
  today: string;
  phones: PhoneNormalizer;
}

/**
 * Compiles the fast path for a CSV header whose columns give `fields` (null = an ignored
 * column). Undefined when the header cannot give a valid person (no first or last column):
 * every row then takes the general path, which names what is missing.
 */
export function compilePersonCsvRow(
  fields: readonly (string | null)[],
  context: PersonCsvContext,
  options: { clearEmpty?: boolean | undefined } = {},
): ((cells: readonly string[]) => PackedPerson | undefined) | undefined {
  const { codes, today, phones } = context;
  // An empty cell is "no value given" (columns.ts): its field stays out of the row's mask, so
  // an update keeps the stored value; a new person gets the same '' / [] / NULL either way.
  const keepEmpty = options.clearEmpty === true;
  if (!fields.includes('first') || !fields.includes('last')) return undefined;
  const columns: Column[] = [];
  const phoneColumns: Column[] = [];
  let countryColumn: Column | undefined;
  let stateColumn: Column | undefined;
  const template = new Array<string>(PACKED_PERSON_VALUES).fill('');
  let mask = 0;
  fields.forEach((name, cell) => {
    if (name === null) return;
    const field = name as PersonWritableField;
    const out = PERSON_WRITABLE_FIELDS.indexOf(field);
    if (out === -1) throw new Error(`compilePersonCsvRow: ${name} is not a person field`);
    mask |= 1 << out;
    const column: Column = {
      cell, out, field,
      kind: KIND[field],
      check: schemaCheck(field),
      convert: PERSON_COLUMNS.converter(field),
      required: REQUIRED.has(field),
      email: EMAILS.has(field),
      memo: new Map(),
      dates: new Map(),
    };
    (PHONES.has(field) ? phoneColumns : columns).push(column);
    if (field === 'country') countryColumn = column;
    if (field === 'state') stateColumn = column;
  });
  for (const field of ['category', 'regio'] as const) template[PERSON_WRITABLE_FIELDS.indexOf(field)] = '[]';
  const width = fields.length;

  /**
   * A code, code list or date cell → its packed text, or undefined. Computed once per distinct
   * cell: the converter of the general path, the field's schema, then the rule (codes exist;
   * a birth date is a real date, not in the future, not too old — normalizePersonFields itself).
   */
  const packMemoised = (column: Column, raw: string): string | undefined => {
    const date = column.kind === 'date' ? isoDateNumber(raw) : -1;
    if (date !== -1) {
      const known = column.dates.get(date);
      if (known !== undefined) return known === true ? raw : known;
    } else {
      const known = column.memo.get(raw);
      if (known !== undefined) return known;
    }
    let packed: string;
    try {
      const value = column.convert(raw, codes);
      if (!column.check(value)) return undefined;
      if (value === null) packed = '';
      else if (column.kind === 'date') {
        normalizePersonFields({ first: 'x', last: 'x', birth_date: value as string }, { codes, today }, true);
        packed = value as string;
      } else {
        const table = TABLE[column.field] as CodeTableName;
        const list = (column.kind === 'codes' ? value : [value]) as number[];
        if (!list.every((code) => codes.has(table, code))) return undefined;
        packed = column.kind === 'codes' ? JSON.stringify(list) : String(value);
      }
    } catch (error) {
      if (error instanceof ValidationError) return undefined;
      throw error;
    }
    if (date !== -1) {
      if (column.dates.size < MEMO_LIMIT) column.dates.set(date, packed === raw ? true : packed);
    } else if (column.memo.size < MEMO_LIMIT) column.memo.set(raw, packed);
    return packed;
  };

  return (cells) => {
    if (cells.length !== width) return undefined;
    const row = template.slice();
    let given = mask;
    for (let c = 0; c < columns.length; c++) {
      const column = columns[c] as Column;
      const raw = cells[column.cell] as string;
      if (!keepEmpty && isBlank(raw)) {
        if (column.required) return undefined; // the general path decides (a partial update, or "is required")
        given &= ~(1 << column.out);
        continue;
      }
      let value: string | undefined;
      switch (column.kind) {
        case 'text':
          if (!column.check(raw) || hasControlCharacters(raw)) return undefined;
          value = raw.trim();
          if (value === '') {
            if (column.required) return undefined;
          } else if (column.email) {
            if (!isValidEmail(value)) return undefined;
            value = canonicalEmail(value);
          }
          break;
        case 'upper':
          value = column.convert(raw, codes) as string;
          if (!column.check(value)) return undefined;
          break;
        case 'digits':
          if (!column.check(raw)) return undefined;
          value = raw;
          break;
        default:
          value = packMemoised(column, raw);
          if (value === undefined) return undefined;
      }
      row[column.out] = value;
    }
    if (countryColumn && stateColumn) {
      // A state must be in the row's country (person rules): the general path names the clash.
      const [country, state] = [row[countryColumn.out] as string, row[stateColumn.out] as string];
      if (country !== '' && state !== '' && codes.get('state', Number(state))?.['country'] !== Number(country)) return undefined;
    }
    if (phoneColumns.length > 0) {
      // The region rule of validatePersonRow: the row's country, if it gives one.
      const country = countryColumn ? (row[countryColumn.out] as string) : '';
      const region = country === '' ? undefined : codes.countryAlpha2(Number(country));
      for (const column of phoneColumns) {
        const raw = cells[column.cell] as string;
        if (!keepEmpty && isBlank(raw)) {
          given &= ~(1 << column.out);
          continue;
        }
        if (!column.check(raw) || hasControlCharacters(raw)) return undefined;
        const phone = phones.tryNormalize(raw.trim(), column.field, region);
        if (phone === undefined) return undefined;
        row[column.out] = phone;
      }
    }
    row[PACKED_PERSON_VALUES - 1] = String(given);
    return row.join(PACKED_SEPARATOR);
  };
}
