// The packed form of a validated person (DESIGN.md §7): the form bulk imports hand
// from the validation worker to the store. It is a domain format, not a store's: the SQLite
// store binds its values directly, the PostgreSQL store turns them into COPY rows.
import { PERSON_WRITABLE_FIELDS, type PersonFields } from './person.js';
import { emailKey } from './email-key.js';

const ARRAY_FIELDS = new Set<string>(['category', 'regio']);
const NULLABLE_FIELDS = new Set<string>(['country', 'state', 'family_state', 'birth_date']);
const INTEGER_FIELDS = new Set<string>(['country', 'state', 'family_state']);

const toJson = (value: unknown): string => JSON.stringify(value ?? null);
const fromJsonArray = (text: string): number[] => {
  if (!text) return [];
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed) ? (parsed as number[]) : [];
};

const COLUMNS = PERSON_WRITABLE_FIELDS;
/** Per column: 2 = JSON array, 1 = nullable (code or date), 0 = text. */
export const packedKinds = (): number[] => COLUMNS.map((c) => (ARRAY_FIELDS.has(c) ? 2 : NULLABLE_FIELDS.has(c) ? 1 : 0));
const KINDS = packedKinds();
const EMAIL_INDEX = COLUMNS.indexOf('email');
const EMAIL2_INDEX = COLUMNS.indexOf('email2');

/**
 * A validated person as the INSERT binds it, packed into one string: the column values in
 * PERSON_WRITABLE_FIELDS order (arrays as JSON text, codes as decimal text, absent text and
 * absent codes/dates as ''), then the bit mask of the fields the row gave (an update writes
 * only those), separated by U+001F. Text, so the validation worker hands a whole batch over
 * as one string (DESIGN.md §7), and the writing thread cuts out each value only when it binds
 * it. The columns' types do the rest: '' binds as NULL in the nullable columns, and SQLite's
 * INTEGER affinity stores '348' as the integer 348. Validation refuses control characters in
 * every text field (DESIGN.md §3), and the other values are codes, dates and JSON lists of
 * codes: no value contains the separator (and the reader checks the count anyway).
 */
export type PackedPerson = string;

export const PACKED_SEPARATOR = '\u001f';

/** Values in a packed person: the columns, then the mask. */
export const PACKED_PERSON_VALUES = COLUMNS.length + 1;

export function packPerson(fields: PersonFields): PackedPerson {
  const source = fields as Record<string, unknown>;
  let packed = '';
  let mask = 0;
  for (let i = 0; i < COLUMNS.length; i++) {
    let value = source[COLUMNS[i] as string];
    if (value !== undefined) mask |= 1 << i;
    // Canonical e-mails, as people-store stores them (the CSV fast path packs them so already).
    if ((i === EMAIL_INDEX || i === EMAIL2_INDEX) && typeof value === 'string') value = emailKey(value);
    packed += KINDS[i] === 2 ? toJson(value ?? []) : value === undefined || value === null ? '' : String(value);
    packed += PACKED_SEPARATOR;
  }
  return packed + String(mask);
}

/**
 * Cuts a packed person into `into[0 … PACKED_PERSON_VALUES - 1]`: indexOf and substring, not
 * split (no array per row; measured a third faster on 1M rows). Throws on anything else.
 */
export function readPacked(packed: PackedPerson, into: unknown[]): void {
  let start = 0;
  for (let i = 0; i < COLUMNS.length; i++) {
    const end = packed.indexOf(PACKED_SEPARATOR, start);
    if (end === -1) throw notPacked(packed);
    into[i] = packed.substring(start, end);
    start = end + 1;
  }
  const mask = packed.substring(start);
  if (mask === '' || mask.includes(PACKED_SEPARATOR)) throw notPacked(packed);
  into[COLUMNS.length] = mask;
}

function notPacked(text: string): Error {
  return new Error(`not a packed person (${PACKED_PERSON_VALUES} values): ${JSON.stringify(text.slice(0, 80))}`);
}

/** The fields a packed person gave, typed as people-store's update takes them. */
export function unpackPerson(packed: PackedPerson): PersonFields {
  const values: string[] = [];
  readPacked(packed, values);
  const mask = Number(values[COLUMNS.length]);
  const fields: Record<string, unknown> = {};
  for (let i = 0; i < COLUMNS.length; i++) {
    if ((mask & (1 << i)) === 0) continue;
    const column = COLUMNS[i] as string;
    const text = values[i] as string;
    if (KINDS[i] === 2) fields[column] = fromJsonArray(text);
    else if (KINDS[i] === 1) fields[column] = text === '' ? null : INTEGER_FIELDS.has(column) ? Number(text) : text;
    else fields[column] = text;
  }
  return fields as PersonFields;
}

/** The e-mail of a packed person ('' = none), in its canonical form (person rules, domain/email-key.ts). */
export function packedEmail(packed: PackedPerson): string {
  let start = 0;
  for (let i = 0; i < EMAIL_INDEX; i++) start = packed.indexOf(PACKED_SEPARATOR, start) + 1;
  return packed.substring(start, packed.indexOf(PACKED_SEPARATOR, start));
}


const FIRST_BIT = 1 << COLUMNS.indexOf('first');
const LAST_BIT = 1 << COLUMNS.indexOf('last');

/**
 * The name a row lacks to create a person ('first', then 'last'), or undefined. A row with an
 * e-mail may leave them out (a partial update of whoever has the e-mail); the writer refuses
 * it only when nobody has that e-mail (newPersonReason). Validation refuses a given empty
 * name, so "given" is "present".
 */
export function missingNameOfPacked(packed: PackedPerson): 'first' | 'last' | undefined {
  const mask = Number(packed.substring(packed.lastIndexOf(PACKED_SEPARATOR) + 1));
  return (mask & FIRST_BIT) === 0 ? 'first' : (mask & LAST_BIT) === 0 ? 'last' : undefined;
}

/** missingNameOfPacked for validated fields (the remote import's rows). */
export function missingName(fields: PersonFields): 'first' | 'last' | undefined {
  return fields.first === undefined ? 'first' : fields.last === undefined ? 'last' : undefined;
}

/** Why a row without first or last cannot be imported: nobody has its e-mail, so it would be a new person. */
export function newPersonReason(name: 'first' | 'last', email: string): string {
  return `${name}: is required for a new person (nobody has the e-mail ${email} to update)`;
}
