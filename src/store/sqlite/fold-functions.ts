// Search folding (domain/search-fold.ts) as SQL functions of a connection, for the triggers
// and indexes of migration 9: the person_fts rows and the city keys are folded in SQLite's
// own statements, whoever writes (person store, bulk import, merge, erasure), exactly as the
// PostgreSQL store folds them in TypeScript. Registered on every connection recruit opens; a
// program without them (the sqlite3 shell) can read the database, and its writes to the
// indexed columns fail instead of leaving the index behind.
import type { SqliteDatabase } from './better-sqlite.js';
import { foldForIndex, foldKey, rememberingFoldForIndex, spelledOutKey } from '../../domain/search-fold.js';
import { emailIndexText } from '../../domain/search-email.js';

const text = (value: unknown) => (typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value));

/** Distinct texts a memo keeps before it starts again; longer texts are not kept. */
const MEMO_LIMIT = 10_000;
const MEMO_MAX_LENGTH = 100;

/**
 * A fold of one text that remembers its recent answers. For the city keys: a city repeats for
 * every person who lives there, and an import builds both city key indexes over every row at its
 * end. The fold of a plain ASCII city is cheap, but one with a letter beyond ASCII (transliterated,
 * normalised, spelled out) cost ~3 µs a call: 1 s of the index build at 1,000,000 people with one
 * city in seven like that. The folds are pure, so a remembered answer is the answer. It holds
 * city names and their keys only, in this process's memory, at most MEMO_LIMIT of them.
 */
export function memoised<T>(fold: (text: string) => T): (text: string) => T {
  let memo = new Map<string, T>();
  return (value) => {
    const known = memo.get(value);
    if (known !== undefined) return known;
    const folded = fold(value);
    if (value.length <= MEMO_MAX_LENGTH) {
      if (memo.size >= MEMO_LIMIT) memo = new Map();
      memo.set(value, folded);
    }
    return folded;
  };
}

export function registerFoldFunctions(db: SqliteDatabase): void {
  const key = memoised(foldKey);
  // null, not undefined, for "no other spelling": the memo keeps that answer too.
  const otherKey = memoised((value: string) => spelledOutKey(value) ?? null);
  // A person's name (first, last, maiden name) is words that repeat from person to person.
  const fold = rememberingFoldForIndex();
  db.function('recruit_fold', { deterministic: true }, (value: unknown) => fold(text(value)));
  // A person's e-mails as the full-text index holds them: every run of digits a space (domain/search-email.ts).
  db.function('recruit_fold_email', { deterministic: true }, (value: unknown) => emailIndexText(foldForIndex(text(value))));
  db.function('recruit_fold_key', { deterministic: true }, (value: unknown) => key(text(value)));
  // NULL when the value has no other spelling: the index of these keys then holds almost nothing.
  db.function('recruit_fold_key_other', { deterministic: true }, (value: unknown) => otherKey(text(value)));
}
