// Who may write people while an import loads an empty table without its unique e-mail index
// (deferred-indexes.ts). Without the index nothing in PostgreSQL refuses a second person with
// an e-mail: the import decides clashes itself (it knows every e-mail it wrote), so no one else
// may write people meanwhile. Two guards:
// - a lock every people writer of recruit takes: an advisory lock, shared by writers (in the
//   transaction that writes, taken with its BEGIN: no round trip more) and held exclusively by
//   the loading import for its whole run (a session lock on its connection). A writer waits
//   until the import has built the index again, then writes as usual; an import that cannot
//   have the lock at once (a writer in flight, another import loading) keeps the index.
//   The writer takes it before it touches people: one that held a lock on people while it
//   waited would make the import's index builds wait for it — a deadlock.
// - for any other writer (an older recruit, a psql session), a trigger that exists only while
//   the index is away and refuses a statement that adds people or sets an e-mail, unless the
//   session says it is the import (LOADING_SETTING). Statement-level: one call per COPY.
//   It is dropped with the index's build (its drop is a row of recruit_deferred_indexes, run
//   by any restore, as the autovacuum setting's is), so a killed import leaves it until a
//   restore: the next open, the next import, or the first recruit writer the guard refuses
//   (killed-import-repair.ts), which builds the index and writes again. Any other writer is
//   refused meanwhile, with a message saying why, instead of writing an e-mail twice.
import type { Queryable } from './pool.js';

/** The advisory lock of people writers ('recp'): shared by each writing transaction, exclusive for a loading import. */
export const PEOPLE_WRITERS_LOCK = 0x72_65_63_70;

/** BEGIN of a transaction that writes people: waits while an import loads people without the e-mail index. */
export const BEGIN_PEOPLE_WRITE = `BEGIN; SELECT pg_advisory_xact_lock_shared(${PEOPLE_WRITERS_LOCK})`;

/** A session setting of the loading import's connections: the guard lets their statements through. */
export const LOADING_SETTING = 'recruit.loading_people';

export const GUARD_TRIGGER = 'recruit_people_email_guard';

/** SQLSTATE of the guard's refusal (class 55, object not in prerequisite state). */
export const GUARD_REFUSAL = '55000';

/** The guard's function and trigger, made where the index is dropped. */
export const CREATE_GUARD = [
  `CREATE OR REPLACE FUNCTION recruit_people_email_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('${LOADING_SETTING}', true), '') <> 'on' THEN
    RAISE EXCEPTION 'people cannot be written now: an import is loading them without the unique e-mail index, or one was stopped before it built it again'
      USING ERRCODE = '${GUARD_REFUSAL}',
        HINT = 'retry when the import is done; after a stopped import, the next write of people by recruit, '
          || 'any recruit command (it builds the index on start) or the next import repairs it';
  END IF;
  RETURN NULL;
END $$`,
  `DROP TRIGGER IF EXISTS ${GUARD_TRIGGER} ON people`,
  `CREATE TRIGGER ${GUARD_TRIGGER} BEFORE INSERT OR UPDATE OF email ON people FOR EACH STATEMENT EXECUTE FUNCTION recruit_people_email_guard()`,
];

/** What removes the guard (a row of recruit_deferred_indexes, run as it stands by a restore). */
export const DROP_GUARD = `DROP TRIGGER IF EXISTS ${GUARD_TRIGGER} ON people`;

/** True when the guard is on people: an import loads without the e-mail index, or one was killed before it built it again. */
export async function guardInPlace(client: Queryable): Promise<boolean> {
  const { rowCount } = await client.query("SELECT 1 FROM pg_trigger WHERE tgname = $1 AND tgrelid = 'people'::regclass", [GUARD_TRIGGER]);
  return rowCount === 1;
}

/** Takes the writers' lock exclusively for this session if no one holds it; true when it did. */
export async function holdPeopleWriters(client: Queryable): Promise<boolean> {
  const { rows } = await client.query<{ held: boolean }>('SELECT pg_try_advisory_lock($1) AS held', [PEOPLE_WRITERS_LOCK]);
  return rows[0]?.held === true;
}

/** Gives the writers' lock back (held by holdPeopleWriters) and ends the session's loading mark. */
export async function releasePeopleWriters(client: Queryable): Promise<void> {
  await client.query('SELECT pg_advisory_unlock($1)', [PEOPLE_WRITERS_LOCK]);
  await client.query(`RESET ${LOADING_SETTING}`);
}

/** Marks a connection of the loading import: the guard lets it write (a session setting, for every transaction after). */
export async function markLoading(client: Queryable): Promise<void> {
  await client.query(`SET ${LOADING_SETTING} = 'on'`);
}

/** True when no import holds the writers' lock now (asked without waiting; nothing is kept held). */
export async function noImportLoading(client: Queryable): Promise<boolean> {
  const { rows } = await client.query<{ free: boolean }>('SELECT pg_try_advisory_lock_shared($1) AS free', [PEOPLE_WRITERS_LOCK]);
  if (rows[0]?.free !== true) return false;
  await client.query('SELECT pg_advisory_unlock_shared($1)', [PEOPLE_WRITERS_LOCK]);
  return true;
}
