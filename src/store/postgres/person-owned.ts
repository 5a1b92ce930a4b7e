// Every kind of data a person owns (../person-owned.ts, the one list both stores share), as
// PostgreSQL statements: count, erase, export rows, and the merge's move. SQLite moves with
// UPDATE OR IGNORE (a row that would clash with KEEP's stays with DROP); PostgreSQL has no
// such statement, so each moving kind names the columns that, with the person, must be
// unique, and the move skips rows whose twin KEEP already has. A kind added to the shared
// list without an entry here fails at start-up (and in the store's tests), not in a merge.
import { PERSON_OWNED_KINDS, type PersonOwnedKind } from '../person-owned.js';
import type { Queryable } from './pool.js';

/**
 * Per table of a kind that moves: the columns unique together with the person column
 * ([] = one row per person), or null when rows never clash.
 */
const UNIQUE_WITH_PERSON: Record<string, readonly string[] | null> = {
  subscriptions: ['job_id'],
  person_skills: ['skill_key'],
  documents: null,
  photos: [],
};

export interface PgPersonOwnedKind {
  kind: PersonOwnedKind;
  count(client: Queryable, personId: number): Promise<number>;
  erase(client: Queryable, personId: number): Promise<number>;
  /** Moves DROP's rows to KEEP; returns how many moved (the rest clash and stay with DROP). */
  move(client: Queryable, keepId: number, dropId: number): Promise<number>;
  rows(client: Queryable, personId: number): Promise<Record<string, unknown>[]>;
}

/** SQLite's `?` (the one person id) as PostgreSQL's `$1`. */
const numbered = (sql: string) => sql.replaceAll('?', '$1');

function moveSql(kind: PersonOwnedKind): string | undefined {
  if (kind.merge !== 'move') return undefined;
  const unique = UNIQUE_WITH_PERSON[kind.table];
  if (unique === undefined) throw new Error(`person-owned kind ${kind.kind}: no move rule for table ${kind.table} on PostgreSQL`);
  const { table, personColumn: column } = kind;
  const clash = unique === null
    ? ''
    : ` AND NOT EXISTS (SELECT 1 FROM ${table} k WHERE k.${column} = $1${unique.map((c) => ` AND k.${c} = ${table}.${c}`).join('')})`;
  return `UPDATE ${table} SET ${column} = $1 WHERE ${column} = $2${clash}`;
}

export function pgPersonOwnedKinds(kinds: readonly PersonOwnedKind[] = PERSON_OWNED_KINDS): PgPersonOwnedKind[] {
  return kinds.map((kind) => {
    const where = numbered(kind.where ?? `${kind.personColumn} = ?`);
    const move = moveSql(kind);
    const select = kind.export === 'rows' ? numbered(kind.select ?? `SELECT * FROM ${kind.table} WHERE ${where}`) : undefined;
    return {
      kind,
      count: async (client, personId) =>
        Number((await client.query(`SELECT count(*) AS n FROM ${kind.table} WHERE ${where}`, [personId])).rows[0]?.n ?? 0),
      erase: async (client, personId) => (await client.query(`DELETE FROM ${kind.table} WHERE ${where}`, [personId])).rowCount ?? 0,
      move: async (client, keepId, dropId) => (move ? (await client.query(move, [keepId, dropId])).rowCount ?? 0 : 0),
      rows: async (client, personId) => (select ? (await client.query(select, [personId])).rows : []),
    };
  });
}
