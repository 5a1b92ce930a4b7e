// How the validation worker hands a batch of valid rows to the writing thread (DESIGN.md §7).
// Each row is encoded as text as soon as it is validated (a batch then holds one string per
// row, not dozens of values: less garbage collection in the worker), and a batch crosses
// the thread boundary as one string, the cheapest thing to copy and to decode.
import { InternalError } from '../../domain/errors.js';
import { packPerson, type PackedPerson } from '../../domain/packed-person.js';
import type { PersonFields } from '../../domain/person.js';

export interface BatchCodec<T, P> {
  /** Worker: a validated value → the text of its row. */
  row(value: T): string;
  /** Worker: the rows' texts → the batch's text. */
  join(rows: string[]): string;
  /** Writing thread: the batch's text (of `count` rows) → the values the writer takes. */
  split(text: string, count: number): P[];
}

/** Jobs (few rows): each row as JSON, the batch as a JSON array. */
export const jsonCodec: BatchCodec<unknown, unknown> = {
  row: (value) => JSON.stringify(value),
  join: (rows) => `[${rows.join(',')}]`,
  split: (text) => JSON.parse(text) as unknown[],
};

/**
 * Between the packed people of a batch (a packed person separates its values with U+001F,
 * import-store.ts); no value can contain it, for the same reason: validation refuses control
 * characters. split() checks the count all the same.
 */
const ROW_SEPARATOR = '\u001e';

/**
 * People (a million rows): each row packed (import-store.ts), the batch as the rows joined.
 * The writing thread splits a batch into its rows, and a row into its values only when it
 * binds them, so the values die young instead of a batch of them reaching the old generation
 * (DESIGN.md §7: memory flat).
 */
export const personCodec: BatchCodec<PersonFields, PackedPerson> = {
  row: packPerson,
  join: (rows) => rows.join(ROW_SEPARATOR),
  split(text, count) {
    if (count === 0) return [];
    const rows = text.split(ROW_SEPARATOR);
    if (rows.length !== count) throw new InternalError(`an import batch of ${count} people has ${rows.length} rows`);
    return rows;
  },
};
