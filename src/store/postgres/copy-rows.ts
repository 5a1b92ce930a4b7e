// The COPY text rows of a bulk import on PostgreSQL (bulk.ts): a packed person (the
// validation worker's form, domain/packed-person.ts) with its folded search text
// (search-folds.ts) and its search words (search-vector.ts) after it. The writing thread makes
// one of these per imported row while PostgreSQL waits for the batch, so they are made with
// as little work and garbage as it takes: the packed row is cut once, a city's folds are
// remembered (a file names the same few cities again and again), and values are joined by
// the runtime, not added up one by one.
import { PERSON_WRITABLE_FIELDS } from '../../domain/person-fields.js';
import { PACKED_SEPARATOR, packedKinds, readPacked, type PackedPerson } from '../../domain/packed-person.js';
import { foldForIndex, foldKey, spelledOutKey } from '../../domain/search-fold.js';
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

/**
 * The COPY values of SEARCH_COLUMNS for a person's values (cut from a packed person), as
 * personFolds and searchOwnLiteral make them; the search words as \N when PostgreSQL is to
 * make them (search-vector.ts).
 */
function copySearchValues(values: readonly string[]): string {
  const name = foldForIndex(`${values[FIRST]} ${values[LAST]} ${values[GIRL_NAME]}`);
  const email = foldForIndex(`${values[EMAIL]} ${values[EMAIL2]}`);
  const city = foldCity(values[CITY] as string);
  const words = searchOwnLiteral(name, email, city.folded) ?? '\\N';
  return `${escaped(name)}${PACKED_SEPARATOR}${escaped(email)}${PACKED_SEPARATOR}${city.copy}${PACKED_SEPARATOR}${words}`;
}

const staged: string[] = [];

/** A row of the staging table: the position in the batch, the packed person (its mask last), its SEARCH_COLUMNS. */
export function stagingCopyRow(ord: number, packed: PackedPerson): string {
  readPacked(packed, staged);
  const text = SPECIAL.test(packed) ? packed.replace(/[\\\n\r\t]/g, (c) => ESCAPES[c] as string) : packed;
  return `${ord}${PACKED_SEPARATOR}${text}${PACKED_SEPARATOR}${copySearchValues(staged)}\n`;
}

const direct: string[] = [];

/** A row of people: the columns ('' of a code or date is NULL), SEARCH_COLUMNS, created and last_modified. */
export function peopleCopyRow(packed: PackedPerson, timestamp: string): string {
  readPacked(packed, direct);
  const search = copySearchValues(direct);
  direct.length = COLUMNS.length; // the mask is not a column of people
  if (SPECIAL.test(packed)) for (let i = 0; i < direct.length; i++) direct[i] = escaped(direct[i] as string);
  for (const i of NULLABLE) if (direct[i] === '') direct[i] = '\\N';
  return `${direct.join(PACKED_SEPARATOR)}${PACKED_SEPARATOR}${search}${PACKED_SEPARATOR}${timestamp}${PACKED_SEPARATOR}${timestamp}\n`;
}
