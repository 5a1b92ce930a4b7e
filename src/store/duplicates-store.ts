// Duplicates on SQLite (issue 12 §6), behind the store interface's DuplicatesRepository:
// the blocks of people sharing a key that feed the pure duplicate finder
// (service/duplicate-finder.ts) — grouped by SQLite, which sorts in its temporary storage,
// so memory stays flat on a million people (a JavaScript map of every key took 130 MB per
// 100,000 people) — the audited
// read of the people a listing shows, and the merge — every kind of person-owned.ts moved
// from DROP to KEEP, DROP deleted and KEEP's empty fields filled, in one transaction.
import type { SqliteInternals } from './sqlite-internals.js';
import type { DuplicatePerson } from '../domain/duplicates.js';
import { NotFoundError, UnavailableError, ValidationError } from '../domain/errors.js';
import { preparePersonOwnedKinds, type PreparedKind } from './person-owned.js';
import type { DuplicateBlock, DuplicatesRepository, MergeOutcome } from './store.js';
import { matchKey, nameKey } from '../domain/match-key.js';

/** Members as a JSON array of [id, name] (SQLite's json functions: one row per block). */
const BLOCKS: Record<DuplicateBlock['kind'], (limit: 'contact' | 'name') => string> = {
  email: () => `SELECT json_group_array(json_array(id, '')) FROM (
      SELECT id, email AS k FROM people WHERE email <> '' UNION SELECT id, email2 FROM people WHERE email2 <> '')
    GROUP BY k HAVING count(*) BETWEEN 2 AND @contact`,
  // Stored in international format ("+36 30 123 4567"): without the spaces, E.164.
  phone: () => `SELECT json_group_array(json_array(id, '')) FROM (
      SELECT id, replace(phone_mobile, ' ', '') AS k FROM people WHERE phone_mobile <> ''
      UNION SELECT id, replace(phone_land, ' ', '') FROM people WHERE phone_land <> '')
    WHERE length(replace(k, '+', '')) >= 6 GROUP BY k HAVING count(*) BETWEEN 2 AND @contact`,
  'name-birth': () => `SELECT json_group_array(json_array(id, '')) FROM (
      SELECT id, recruit_name_key(first, last) AS k, birth_date FROM people WHERE birth_date IS NOT NULL)
    WHERE k <> '' GROUP BY k, birth_date HAVING count(*) BETWEEN 2 AND @contact`,
  'city-name': () => `SELECT json_group_array(json_array(id, '')) FROM (
      SELECT id, recruit_match_key(city) AS c, recruit_name_key(first, last) AS k FROM people WHERE city <> '')
    WHERE c <> '' AND k <> '' GROUP BY c, k HAVING count(*) BETWEEN 2 AND @name`,
  'city-last': () => `SELECT json_group_array(json_array(id, f)) FROM (
      SELECT id, recruit_match_key(city) AS c, recruit_match_key(last) AS l, recruit_match_key(first) AS f FROM people WHERE city <> '')
    WHERE c <> '' AND l <> '' AND f <> '' GROUP BY c, l, substr(f, 1, 1) HAVING count(*) BETWEEN 2 AND @name`,
  'city-first': () => `SELECT json_group_array(json_array(id, l)) FROM (
      SELECT id, recruit_match_key(city) AS c, recruit_match_key(last) AS l, recruit_match_key(first) AS f FROM people WHERE city <> '')
    WHERE c <> '' AND l <> '' AND f <> '' GROUP BY c, f, substr(l, 1, 1) HAVING count(*) BETWEEN 2 AND @name`,
};

/** Thrown inside a dry run's transaction so it rolls back; carries what the merge did. */
class DryRunRollback {
  constructor(readonly outcome: MergeOutcome) {}
}

export function createSqliteDuplicates(db: SqliteInternals, tx: <T>(fn: () => T) => T): DuplicatesRepository {
  let kinds: PreparedKind[] | undefined;
  const prepared = () => (kinds ??= preparePersonOwnedKinds(db.db));
  const statements = () => {
    const sql = db.db;
    // The folding of domain/match-key.ts, callable from SQL on this connection.
    sql.function('recruit_match_key', { deterministic: true }, (text: unknown) => matchKey(String(text ?? '')));
    sql.function('recruit_name_key', { deterministic: true }, (first: unknown, last: unknown) => nameKey(String(first ?? ''), String(last ?? '')));
    return {
      blocks: Object.fromEntries(Object.entries(BLOCKS).map(([kind, text]) => [kind, sql.prepare(text('contact')).pluck()])) as
        Record<DuplicateBlock['kind'], ReturnType<typeof sql.prepare>>,
      brief: sql.prepare('SELECT id, first, last, email, city, birth_date, last_modified FROM people WHERE id = ?'),
      deletePerson: sql.prepare('DELETE FROM people WHERE id = ?'),
    };
  };
  let prepared2: ReturnType<typeof statements> | undefined;
  const s = () => (prepared2 ??= statements());

  return {
    async blocks(limits, visit) {
      const statements = s().blocks;
      // One read transaction: every block sees the same people.
      db.db.transaction(() => {
        for (const kind of Object.keys(statements) as DuplicateBlock['kind'][]) {
          const statement = statements[kind];
          const params = statement.source.includes('@contact') ? { contact: limits.contact } : { name: limits.name };
          for (const json of statement.iterate(params) as IterableIterator<string>) {
            const members = (JSON.parse(json) as [number, string][]).map(([id, name]) => ({ id, name }));
            visit({ kind, members });
          }
        }
      })();
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
        // Always: KEEP took DROP's data, so it was modified now (a retention purge must see that).
        db.people.update(keepId, fields, stamp.at);
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
