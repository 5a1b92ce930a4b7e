// People: the only module that writes the people table.
import type { SqliteDatabase } from './database.js';
import type { Person, PersonFields } from '../../domain/person.js';
import { PERSON_WRITABLE_FIELDS } from '../../domain/person-fields.js';
import { fromJsonArray, toJsonColumn } from '../json-columns.js';
import { emailKey } from '../../domain/email-key.js';
import { PHONE_KEY_SQL } from '../match-keys.js';

export type PersonRow = Omit<Person, 'category' | 'regio' | 'is_photo'> & { category: string; regio: string; is_photo: string };

const ARRAY_FIELDS = new Set(['category', 'regio']);
/** Integer codes and birth_date keep NULL for "unknown"; text columns store '' for "empty". */
const NULLABLE_COLUMNS = new Set(['country', 'state', 'family_state', 'birth_date']);

/**
 * How a column's value is stored, decided once per column rather than per value. E-mails are
 * stored canonical whoever the caller is: uniqueness holds by the index alone (migration 3).
 */
type ColumnKind = 'array' | 'email' | 'nullable' | 'text';

function columnKind(column: string): ColumnKind {
  if (ARRAY_FIELDS.has(column)) return 'array';
  if (column === 'email' || column === 'email2') return 'email';
  return NULLABLE_COLUMNS.has(column) ? 'nullable' : 'text';
}

/** One column's stored value; a missing field stores the column's empty value ('', '[]' or NULL). */
function storedValue(kind: ColumnKind, value: unknown): unknown {
  if (kind === 'array') return toJsonColumn(value ?? []);
  if (value === null || value === undefined) return kind === 'nullable' ? null : '';
  return kind === 'email' && typeof value === 'string' ? emailKey(value) : value;
}

/** Members in SPEC.md 2.1 order (is_photo after first), as the server sends them: local and remote output agree. */
export function personFromRow(row: PersonRow): Person {
  const { id, title, last, first, is_photo, ...rest } = row;
  return {
    id,
    title,
    last,
    first,
    is_photo: is_photo === 'Y' ? 'Y' : 'N',
    ...rest,
    category: fromJsonArray(row.category),
    regio: fromJsonArray(row.regio),
  };
}

/** A person's columns in SPEC.md 2.1 order (is_photo after first): the order the JSON keys come out in. */
export const PERSON_COLUMNS_IN_OUTPUT_ORDER = [
  'id', 'title', 'last', 'first', 'is_photo',
  ...PERSON_WRITABLE_FIELDS.filter((c) => c !== 'title' && c !== 'last' && c !== 'first'),
  'photo_url', 'created', 'last_modified',
] as const;

/**
 * Person reads are the server's hottest path (GET /person/{id}): fetching a raw
 * row (an array) and building the object with one fixed-shape literal costs well under
 * half of a 29-key row object plus rest-spread. The literal is generated once from the
 * column list above — our own constants, never input — so it cannot drift from it.
 */
export const personFromRawRow = new Function(
  'fromJsonArray',
  `return (r) => ({ ${PERSON_COLUMNS_IN_OUTPUT_ORDER.map((column, i) =>
    column === 'category' || column === 'regio' ? `${column}: fromJsonArray(r[${i}])`
      : column === 'is_photo' ? `${column}: r[${i}] === 'Y' ? 'Y' : 'N'`
        : `${column}: r[${i}]`).join(', ')} });`,
)(fromJsonArray) as (row: unknown[]) => Person;

const SELECT_PERSON = `SELECT ${PERSON_COLUMNS_IN_OUTPUT_ORDER.join(', ')} FROM people`;

export function createPeopleStore(db: SqliteDatabase) {
  const columns = PERSON_WRITABLE_FIELDS;
  // Positional parameters: binding 26 named ones from an object cost about as much as the
  // row's own insert (a lookup by name per parameter per call; measured 24 vs 8 µs a row).
  const insertAll = db.prepare(
    `INSERT INTO people (${columns.join(', ')}, created, last_modified)
     VALUES (${columns.map(() => '?').join(', ')}, ?, ?)`,
  );
  const kinds = columns.map(columnKind);
  const byId = db.prepare(`${SELECT_PERSON} WHERE id = ?`).raw();
  // E-mails are stored in their canonical form (migration 3): a lookup compares canonical forms.
  const byEmail = db.prepare("SELECT id FROM people WHERE email = ? AND email <> ''");
  const emailOwner = db.prepare("SELECT id FROM people WHERE email = ? AND email <> '' AND id <> ?");
  const exists = db.prepare('SELECT 1 FROM people WHERE id = ?').pluck();
  // Two arms so each uses its expression index (migration 4); the oldest person wins a tie.
  const byPhone = db.prepare(
    `SELECT id FROM people WHERE phone_mobile <> '' AND ${PHONE_KEY_SQL('phone_mobile')} = @phone
     UNION SELECT id FROM people WHERE phone_land <> '' AND ${PHONE_KEY_SQL('phone_land')} = @phone ORDER BY id LIMIT 1`,
  ).pluck();
  const setPhoto = db.prepare('UPDATE people SET is_photo = ?, photo_url = ?, last_modified = ? WHERE id = ?');
  const count = db.prepare('SELECT count(*) FROM people').pluck();
  const all = db.prepare(`${SELECT_PERSON} ORDER BY id`).raw();
  const updateCache = new Map<string, ReturnType<SqliteDatabase['prepare']>>();

  return {
    /** Inserts a validated person; returns the new id. */
    insert(fields: PersonFields, timestamp: string): number {
      const given = fields as Record<string, unknown>;
      const values = new Array<unknown>(columns.length + 2);
      for (let i = 0; i < columns.length; i++) values[i] = storedValue(kinds[i]!, given[columns[i]!]);
      values[columns.length] = timestamp;
      values[columns.length + 1] = timestamp;
      return Number(insertAll.run(values).lastInsertRowid);
    },

    /** Overwrites only the given fields (partial update, DESIGN.md §3). Returns false for an unknown id. */
    update(id: number, fields: PersonFields, timestamp: string): boolean {
      const keys = Object.keys(fields).filter((k) => (columns as readonly string[]).includes(k)).sort();
      const cacheKey = keys.join(',');
      let statement = updateCache.get(cacheKey);
      if (!statement) {
        const sets = [...keys.map((k) => `${k} = ?`), 'last_modified = ?'];
        statement = db.prepare(`UPDATE people SET ${sets.join(', ')} WHERE id = ?`);
        updateCache.set(cacheKey, statement);
      }
      const given = fields as Record<string, unknown>;
      const values = keys.map((key) => storedValue(columnKind(key), given[key]));
      values.push(timestamp, id);
      return statement.run(values).changes > 0;
    },

    get(id: number): Person | undefined {
      const row = byId.get(id) as unknown[] | undefined;
      return row ? personFromRawRow(row) : undefined;
    },

    exists(id: number): boolean {
      return exists.get(id) === 1;
    },

    idByEmail(email: string): number | undefined {
      return (byEmail.get(emailKey(email)) as { id: number } | undefined)?.id;
    },

    /** The person with this phone (E.164, e.g. "+36301234567") as mobile or land line, if any. */
    idByPhone(e164: string): number | undefined {
      return byPhone.get({ phone: e164 }) as number | undefined;
    },

    /** The id of another person already using this e-mail, if any. */
    emailOwnerOtherThan(email: string, id: number): number | undefined {
      return (emailOwner.get(emailKey(email), id) as { id: number } | undefined)?.id;
    },

    setPhotoFlag(id: number, photoId: string | null, timestamp: string): void {
      setPhoto.run(photoId ? 'Y' : 'N', photoId ?? '', timestamp, id);
    },

    count(): number {
      return count.get() as number;
    },

    /** Streams every person in id order (exports never hold the table in memory). */
    *iterate(): IterableIterator<Person> {
      for (const row of all.iterate() as IterableIterator<unknown[]>) yield personFromRawRow(row);
    },
  };
}

export type PeopleStore = ReturnType<typeof createPeopleStore>;
