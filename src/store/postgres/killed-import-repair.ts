// A running store repairs what a killed import left (deferred-indexes.ts deferEmailIndex): the
// unique e-mail index away and the writers' guard in place, with no import loading any more.
// Until something builds the index again the guard refuses every write of people; the open of
// a store does it, but a server already open would answer each such write with 503 until some
// recruit command started. So a people write the guard refuses makes the store build the
// deferred indexes itself and tries the write once more.
// The guard can refuse a recruit writer only when no import holds the writers' lock: the writer
// holds it shared when it writes, and a loading import holds it exclusively from before it drops
// the index until after it has built it again. The repair takes that lock exclusively, so one
// repairer builds while recruit's other writers (of this instance or another) wait on their shared
// lock, and the next repairer to have it finds the indexes back and builds nothing. Had an import
// started loading meanwhile, the repairer waits for its end (it builds the indexes itself), as any
// writer does.
import type pg from 'pg';
import { RecruitError } from '../../domain/errors.js';
import { domainErrorOf, isGuardRefusal } from './errors.js';
import { restoreDeferredIndexes } from './deferred-indexes.js';
import { connect } from './pool.js';
import { holdPeopleWriters, PEOPLE_WRITERS_LOCK } from './people-writers.js';

/**
 * Builds the deferred indexes (the unique e-mail index and the guard's removal among them) while
 * holding the people writers' lock exclusively, then gives the lock back. Two people with one
 * e-mail (the guard dropped by hand) fail it with the restore's ConflictError; the indexes stay
 * listed for the next restore.
 */
export async function repairKilledImport(pool: pg.Pool): Promise<void> {
  const client = await connect(pool);
  let broken = false;
  try {
    // At once when no one holds it; else after the writers the guard stopped have let go, or after an import's end.
    if (!(await holdPeopleWriters(client))) await client.query('SELECT pg_advisory_lock($1)', [PEOPLE_WRITERS_LOCK]);
    try {
      await restoreDeferredIndexes(client);
    } finally {
      // A session lock: a connection that cannot give it back is closed, which does.
      await client.query('SELECT pg_advisory_unlock($1)', [PEOPLE_WRITERS_LOCK]).catch(() => (broken = true));
    }
  } catch (error) {
    // The driver's own failure may leave the session in doubt (and its lock with it): closed.
    if (!(error instanceof RecruitError)) broken = true;
    throw domainErrorOf(error);
  } finally {
    client.release(broken);
  }
}

/** Runs a people write (its own transaction); refused by a killed import's guard, repairs and runs it once more. */
export async function writingPeople<T>(pool: pg.Pool, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isGuardRefusal(error)) throw error;
    await repairKilledImport(pool);
    return write();
  }
}
