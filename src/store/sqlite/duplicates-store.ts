// Duplicates on SQLite, behind the store interface's DuplicatesRepository:
// the blocks of people sharing a key that feed the pure duplicate finder
// (service/duplicate-finder.ts) — grouped by SQLite, which sorts in its temporary storage,
// so memory stays flat on a million people (a JavaScript map of every key took 130 MB per
// 100,000 people) — the audited
// read of the people a listing shows, and the merge — every kind of person-owned.ts moved
// from DROP to KEEP, DROP deleted and KEEP's empty fields filled, in one transaction.
import type { SqliteInternals } from './sqlite-internals.js';
import { appendEvent } from './events-store.js';
import { personEvent } from '../../domain/events.js';
import type { DuplicatePerson } from '../../domain/duplicates.js';
import { ValidationError } from '../../domain/errors.js';
import { preparePersonOwnedKinds, type PreparedKind } from './person-owned.js';
import type { DuplicatesRepository, MergeOutcome } from '../contract/index.js';
import { readBlocks } from './duplicate-blocks.js';
import { combinedApplication, type SameJobPair } from '../person-owned.js';
import { personNotFound, auditUnwritable } from '../invariants.js';

/** Thrown inside a dry run's transaction so it rolls back; carries what the merge did. */
class DryRunRollback {
  constructor(readonly outcome: MergeOutcome) {}
}

export function createSqliteDuplicates(db: SqliteInternals, tx: <T>(fn: () => T) => T): DuplicatesRepository {
  let kinds: PreparedKind[] | undefined;
  const prepared = () => (kinds ??= preparePersonOwnedKinds(db.db));
  const statements = () => {
    const sql = db.db;
    return {
      brief: sql.prepare('SELECT id, first, last, email, city, birth_date, last_modified FROM people WHERE id = ?'),
      deletePerson: sql.prepare('DELETE FROM people WHERE id = ?'),
      sameJob: sql.prepare(
        `SELECT k.id AS keep_id, k.status AS keep_status, d.id AS drop_id, d.status AS drop_status
           FROM subscriptions k JOIN subscriptions d ON d.job_id = k.job_id WHERE k.person_id = ? AND d.person_id = ?`,
      ),
      moveHistory: sql.prepare('UPDATE subscription_history SET subscription_id = ? WHERE subscription_id = ?'),
      earliest: sql.prepare('UPDATE subscriptions SET created = min(created, (SELECT created FROM subscriptions WHERE id = ?)) WHERE id = ?'),
      deleteApplication: sql.prepare('DELETE FROM subscriptions WHERE id = ?'),
    };
  };
  let prepared2: ReturnType<typeof statements> | undefined;
  const s = () => (prepared2 ??= statements());

  /** Both applied to one job: one application survives (combinedApplication) with both histories. */
  const combineApplications = (keepId: number, dropId: number) => {
    for (const pair of s().sameJob.all(keepId, dropId) as SameJobPair[]) {
      const { survivor, other } = combinedApplication(pair);
      s().moveHistory.run(survivor, other);
      s().earliest.run(other, survivor);
      s().deleteApplication.run(other);
    }
  };

  return {
    async blocks(limits, visit) {
      // A file is grouped on a thread of its own (its own read-only connection): on a million
      // people the GROUP BYs take seconds, which the server's event loop must not wait out.
      // An in-memory database has no second connection: grouped here.
      if (db.db.memory) {
        readBlocks(db.db, limits, visit);
        return;
      }
      const { groupBlocksInWorker } = await import('./duplicate-blocks-thread.js');
      await groupBlocksInWorker(db.path, limits, visit);
    },

    async people(ids, stamp) {
      // One batch: the people and their audit rows commit together, before they are returned
      // (DESIGN.md §3: a listing writes one row per person; none found → one row, no person).
      try {
        return tx(() => {
          const found = ids.map((id) => s().brief.get(id) as DuplicatePerson | undefined).filter((p): p is DuplicatePerson => p !== undefined);
          if (found.length === 0) db.audit.append({ ...stamp, person_id: null, outcome: 'ok' });
          for (const person of found) db.audit.append({ ...stamp, person_id: person.id, outcome: 'ok' });
          return found;
        });
      } catch (error) {
        throw auditUnwritable(error);
      }
    },

    async merge(keepId, dropId, plan, stamp, dryRun) {
      if (keepId === dropId) throw ValidationError.field('/drop', 'must differ from keep');
      const run = (): MergeOutcome => {
        const keep = db.people.get(keepId);
        if (!keep) throw personNotFound(keepId);
        const drop = db.people.get(dropId);
        if (!drop) throw personNotFound(dropId);
        const moved: Record<string, number> = {};
        const discarded: Record<string, number> = {};
        const before = prepared().map((kind) => kind.count(dropId));
        // After counting: an application combined with KEEP's counts as moved (its history did).
        combineApplications(keepId, dropId);
        for (const kind of prepared()) kind.move(keepId, dropId);
        prepared().forEach((kind, i) => {
          const left = kind.count(dropId);
          moved[kind.kind.kind] = before[i]! - left;
          discarded[kind.kind.kind] = left;
          kind.erase(dropId);
        });
        s().deletePerson.run(dropId);
        // DROP is gone, so its e-mail is free for KEEP; a photo that moved is now KEEP's.
        const movedPhoto = db.photos.get(keepId);
        const { fields, filled } = plan(keep, drop);
        // Always: KEEP took DROP's data, so it was modified now (a retention purge must see that).
        db.people.update(keepId, fields, stamp.at);
        if (movedPhoto && keep.is_photo !== 'Y') db.people.setPhotoFlag(keepId, movedPhoto.photoId, stamp.at);
        for (const personId of [keepId, dropId]) db.audit.append({ ...stamp, person_id: personId, outcome: 'ok' });
        appendEvent(db.db, personEvent('person.merged', keepId, { ids: { merged_id: dropId }, fields: filled }), stamp.actor);
        const outcome = { keep, drop, moved, discarded, filled };
        if (dryRun) throw new DryRunRollback(outcome);
        return outcome;
      };
      try {
        return tx(run);
      } catch (error) {
        if (!(error instanceof DryRunRollback)) throw error;
        // The plan is what the merge would do, exactly: it ran and was rolled back. The plan
        // showed nothing of the people but which fields fill; still, it read them: audited.
        tx(() => {
          for (const personId of [keepId, dropId]) db.audit.append({ ...stamp, person_id: personId, outcome: 'ok' });
        });
        return error.outcome;
      }
    },
  };
}
