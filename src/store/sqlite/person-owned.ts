// The person-owned kinds (../person-owned.ts) as SQLite statements, prepared once per
// connection: what erasure, the access export and merge run for each kind.
import type { SqliteDatabase } from './database.js';
import { PERSON_OWNED_KINDS, type PersonOwnedKind } from '../person-owned.js';

/** A kind as SQLite runs it: derived data may bring statements of its own. */
export interface SqlitePersonOwnedKind extends PersonOwnedKind {
  /**
   * Derived data that is rebuilt rather than moved (a full-text index keyed by person) brings
   * its own statements; they replace the generic ones (rows still come from `select`).
   */
  custom?: (db: SqliteDatabase) => Pick<PreparedKind, 'count' | 'erase' | 'move'>;
}

/** Statements per kind, prepared once per connection. */
export interface PreparedKind {
  kind: SqlitePersonOwnedKind;
  count(personId: number): number;
  erase(personId: number): number;
  /** Moves DROP's rows to KEEP; returns how many moved (the rest clash and stay with DROP). */
  move(keepId: number, dropId: number): number;
  rows(personId: number): Record<string, unknown>[];
}

export function preparePersonOwnedKinds(db: SqliteDatabase, kinds: readonly SqlitePersonOwnedKind[] = PERSON_OWNED_KINDS): PreparedKind[] {
  return kinds.map((kind) => {
    if (kind.custom) {
      const own = kind.custom(db);
      const rows = kind.export === 'rows' && kind.select ? db.prepare(kind.select) : undefined;
      return { kind, ...own, rows: (personId: number) => (rows ? (rows.all(personId) as Record<string, unknown>[]) : []) };
    }
    const where = kind.where ?? `${kind.personColumn} = ?`;
    const count = db.prepare(`SELECT count(*) FROM ${kind.table} WHERE ${where}`).pluck();
    const erase = db.prepare(`DELETE FROM ${kind.table} WHERE ${where}`);
    const move = kind.merge === 'move'
      ? db.prepare(`UPDATE OR IGNORE ${kind.table} SET ${kind.personColumn} = ? WHERE ${kind.personColumn} = ?`)
      : undefined;
    // In insertion order (a WITHOUT ROWID table names its order in `select`).
    const rows = kind.export === 'rows' ? db.prepare(kind.select ?? `SELECT * FROM ${kind.table} WHERE ${where} ORDER BY rowid`) : undefined;
    return {
      kind,
      count: (personId) => count.get(personId) as number,
      erase: (personId) => erase.run(personId).changes,
      move: (keepId, dropId) => (move ? move.run(keepId, dropId).changes : 0),
      rows: (personId) => (rows ? (rows.all(personId) as Record<string, unknown>[]) : []),
    };
  });
}
