// Duplicates on SQLite (issue 12 §6), behind the store interface's DuplicatesRepository:
// the scan that feeds the pure duplicate finder (service/duplicate-finder.ts), the audited
// read of the people a listing shows, and the merge — every kind of person-owned.ts moved
// from DROP to KEEP, DROP deleted and KEEP's empty fields filled, in one transaction.
import type { SqliteInternals } from './sqlite-internals.js';
import type { DuplicatePerson } from '../domain/duplicates.js';
import { NotFoundError, UnavailableError, ValidationError } from '../domain/errors.js';
import { preparePersonOwnedKinds, type PreparedKind } from './person-owned.js';
import type { DuplicateScanRow, DuplicatesRepository, MergeOutcome } from './store.js';

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
      scan: sql.prepare('SELECT id, first, last, email, email2, phone_land, phone_mobile, city, birth_date FROM people ORDER BY id').raw(),
      brief: sql.prepare('SELECT id, first, last, email, city, birth_date, last_modified FROM people WHERE id = ?'),
      deletePerson: sql.prepare('DELETE FROM people WHERE id = ?'),
    };
  };
  let prepared2: ReturnType<typeof statements> | undefined;
  const s = () => (prepared2 ??= statements());

  return {
    async scan(visit) {
      for (const row of s().scan.iterate() as IterableIterator<unknown[]>) {
        const [id, first, last, email, email2, phoneLand, phoneMobile, city, birthDate] = row as [number, string, string, string, string, string, string, string, string | null];
        visit({ id, first, last, emails: [email, email2], phones: [phoneLand, phoneMobile], city, birth_date: birthDate } satisfies DuplicateScanRow);
      }
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
        throw new UnavailableError('the audit log cannot be written, so person data is not served', { cause: error });
      }
    },

    async merge(keepId, dropId, plan, stamp, dryRun) {
      if (keepId === dropId) throw ValidationError.field('/drop', 'must differ from keep');
      const run = (): MergeOutcome => {
        const keep = db.people.get(keepId);
        if (!keep) throw new NotFoundError(`person ${keepId} not found`);
        const drop = db.people.get(dropId);
        if (!drop) throw new NotFoundError(`person ${dropId} not found`);
        const moved: Record<string, number> = {};
        const discarded: Record<string, number> = {};
        const before = prepared().map((kind) => kind.count(dropId));
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
        if (Object.keys(fields).length > 0) db.people.update(keepId, fields, stamp.at);
        if (movedPhoto && keep.is_photo !== 'Y') db.people.setPhotoFlag(keepId, movedPhoto.photoId, stamp.at);
        for (const personId of [keepId, dropId]) db.audit.append({ ...stamp, person_id: personId, outcome: 'ok' });
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
