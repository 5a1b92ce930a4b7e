// The COPY text rows of a bulk import on PostgreSQL (bulk.ts): a packed person (the
// validation worker's form, domain/packed-person.ts) with its folded search text
// (search-folds.ts) and its search words (search-vector.ts) after it. The writing thread makes
// one of these per imported row while PostgreSQL waits for the batch, so they are made with
// as little work and garbage as it takes: the packed row is cut once, a city's folds are
// remembered (a file names the same few cities again and again), and values are joined by
// the runtime, not added up one by one.
import { PERSON_WRITABLE_FIELDS } from '../../domain/person-fields.js';
import { PACKED_SEPARATOR, packedKinds, readPacked, type PackedPerson } from '../../domain/packed-person.js';
import { foldForIndex, foldKey, rememberingFoldForIndex, spelledOutKey } from '../../domain/search-fold.js';
import { searchOwnLiteral } from './search-vector.js';

const COLUMNS = PERSON_WRITABLE_FIELDS;
const KINDS = packedKinds();
const NULLABLE = KINDS.flatMap((kind, i) => (kind === 1 ? [i] : []));
const at = (column: (typeof COLUMNS)[number]) => COLUMNS.indexOf(column);
const FIRST = at('first');
const LAST = at('last');
const GIRL_NAME = at('girl_name');
const EMAIL = at('email');
const EMAIL2 = at('email2');
const CITY = at('city');

/** The people columns a row carries after the packed values, in order (search-folds.ts FOLD_COLUMNS, then search_own). */
export const SEARCH_COLUMNS = ['search_name', 'search_email', 'search_city', 'city_key', 'city_key_other', 'search_own'] as const;

// COPY's text format ends a row at a line feed or a carriage return and reads a backslash as
// an escape, so those (and tabs, to be safe with any delimiter) are written as \\, \n, \r
// and \t; a raw line break inside a value split the row and the COPY failed with "missing
// data for column". Folded text is ASCII and may hold any of them, or (from a value that had
// it) the separator, which becomes a space: it separates words there too.
const SPECIAL = /[\\\n\r\t\u001f]/;
const SPECIALS = /[\\\n\r\t\u001f]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t', '\u001f': ' ' };
const escaped = (value: string) => (SPECIAL.test(value) ? value.replace(SPECIALS, (c) => ESCAPES[c] as string) : value);

/** A city's folded text and its search_city, city_key and city_key_other as COPY values; the last few thousand are remembered. */
const cityFolds = new Map<string, { folded: string; copy: string }>();
const CITIES_REMEMBERED = 4096;

function foldCity(city: string): { folded: string; copy: string } {
  let folds = cityFolds.get(city);
  if (folds === undefined) {
    const folded = foldForIndex(city);
    const other = spelledOutKey(city);
    const copy = `${escaped(folded)}${PACKED_SEPARATOR}${escaped(foldKey(city))}${PACKED_SEPARATOR}${other === undefined ? '\\N' : escaped(other)}`;
    if (cityFolds.size >= CITIES_REMEMBERED) cityFolds.clear();
    cityFolds.set(city, (folds = { folded, copy }));
  }
  return folds;
}

/** Names repeat from row to row: their pieces' folds are remembered (search-fold.ts). */
const foldName = rememberingFoldForIndex();

/**
 * The COPY values of SEARCH_COLUMNS for a person's names, e-mails and city, as personFolds and
 * searchOwnLiteral make them; the search words as \N when PostgreSQL is to make them
 * (search-vector.ts).
 */
function copySearchValues(first: string, last: string, girlName: string, email: string, email2: string, city: string): string {
  const name = foldName(`${first} ${last} ${girlName}`);
  const emails = foldForIndex(`${email} ${email2}`);
  const folds = foldCity(city);
  const words = searchOwnLiteral(name, emails, folds.folded) ?? '\\N';
  return `${escaped(name)}${PACKED_SEPARATOR}${escaped(emails)}${PACKED_SEPARATOR}${folds.copy}${PACKED_SEPARATOR}${words}`;
}

// A packed person is cut by the positions of its separators (SEPARATOR_AT[i]: the one after
// column i), not into an array of values: a COPY row of people is the packed row itself, up to
// its mask, with \N for an empty code or date — a few slices of it instead of 24 values cut
// out and joined again.
const SEPARATOR_AT = new Int32Array(COLUMNS.length);
/** Characters COPY's text format reads specially that a packed row's values may hold (the separator is no value's). */
const PACKED_SPECIAL = /[\\\n\r\t]/;
const PACKED_SPECIALS = /[\\\n\r\t]/g;

/** Finds the separators of a packed person; one that is not (too few values, no mask) throws readPacked's error. */
function cutPacked(packed: PackedPerson): void {
  let at = -1;
  for (let i = 0; i < COLUMNS.length; i++) {
    at = packed.indexOf(PACKED_SEPARATOR, at + 1);
    if (at === -1) break;
    SEPARATOR_AT[i] = at;
  }
  if (at === -1 || at + 1 >= packed.length || packed.includes(PACKED_SEPARATOR, at + 1)) readPacked(packed, []);
}

const startOf = (column: number) => (column === 0 ? 0 : (SEPARATOR_AT[column - 1] as number) + 1);
const valueOf = (packed: PackedPerson, column: number) => packed.substring(startOf(column), SEPARATOR_AT[column]);

/** The search values of the packed person cut last (cutPacked). */
const searchValuesOfCut = (packed: PackedPerson) => copySearchValues(valueOf(packed, FIRST), valueOf(packed, LAST),
  valueOf(packed, GIRL_NAME), valueOf(packed, EMAIL), valueOf(packed, EMAIL2), valueOf(packed, CITY));

/** A row of the staging table: the position in the batch, the packed person (its mask last), its SEARCH_COLUMNS. */
export function stagingCopyRow(ord: number, packed: PackedPerson): string {
  cutPacked(packed);
  const search = searchValuesOfCut(packed);
  const text = PACKED_SPECIAL.test(packed) ? packed.replace(PACKED_SPECIALS, (c) => ESCAPES[c] as string) : packed;
  return `${ord}${PACKED_SEPARATOR}${text}${PACKED_SEPARATOR}${search}\n`;
}

const direct: string[] = [];
/** The end of every row of a batch: its created and last_modified (the batch's timestamp), made once per timestamp. */
let stamped = { timestamp: '', text: '' };

/** A row of people: the columns ('' of a code or date is NULL), SEARCH_COLUMNS, created and last_modified. */
export function peopleCopyRow(packed: PackedPerson, timestamp: string): string {
  cutPacked(packed);
  const search = searchValuesOfCut(packed);
  if (stamped.timestamp !== timestamp) stamped = { timestamp, text: `${PACKED_SEPARATOR}${escaped(timestamp)}${PACKED_SEPARATOR}${escaped(timestamp)}\n` };
  let columns = '';
  if (PACKED_SPECIAL.test(packed)) {
    // Rare (a tab, a line break or a backslash in a text): value by value.
    readPacked(packed, direct);
    direct.length = COLUMNS.length; // the mask is not a column of people
    for (let i = 0; i < direct.length; i++) direct[i] = escaped(direct[i] as string);
    for (const i of NULLABLE) if (direct[i] === '') direct[i] = '\\N';
    columns = direct.join(PACKED_SEPARATOR);
  } else {
    let from = 0;
    for (const i of NULLABLE) {
      const start = startOf(i);
      if (start !== SEPARATOR_AT[i]) continue;
      columns += `${packed.substring(from, start)}\\N`;
      from = start;
    }
    columns += packed.substring(from, SEPARATOR_AT[COLUMNS.length - 1]); // the mask is not a column of people
  }
  return `${columns}${PACKED_SEPARATOR}${search}${stamped.text}`;
}
