// Data-protection requests on SQLite, behind the store interface's
// DataProtectionRepository: erasure (every person-owned kind of person-owned.ts, the
// person, the receipt and the audit row in one IMMEDIATE transaction), the access export
// (an audited read of everything the person owns plus the audit trail of who read them),
// and the retention purge's candidate list.
import type { SqliteInternals } from './sqlite-internals.js';
import type { ErasureReceipt, PurgeCandidate } from '../../domain/data-protection.js';
import { NotFoundError } from '../../domain/errors.js';
import { preparePersonOwnedKinds, type PreparedKind } from './person-owned.js';
import type { AuditStamp, DataProtectionRepository, ErasureCounts, ExportedDocument, PersonDataExport, PhysicalRemoval } from '../contract/index.js';
import type { Person } from '../../domain/person.js';
import { createDocumentStreams } from './blob-stream.js';
import { dropDeletedSearchTerms } from './search-store.js';
import { personGone, auditUnwritable } from '../invariants.js';
import { appendEvent, scrubPersonEvents } from './events-store.js';
import { personEvent } from '../../domain/events.js';
import { forgetPersonImportReceipts } from './import-receipts.js';

/** What removeTraces() does on SQLite (with secure_delete, set at open: database.ts). */
const SQLITE_PHYSICAL_REMOVAL: PhysicalRemoval = {
  removed: [
    'deleted rows and freed database pages overwritten with zeros (SQLite secure_delete)',
    'full-text index segments rewritten without the erased data (FTS5 optimize)',
    'write-ahead log checkpointed into the database file and truncated',
  ],
  retained: (at) => `backups made before ${at} still hold this person's data until they expire or are deleted`,
};

/** The counts an erasure reports: the person and every kind of person-owned.ts. */
function countsOf(kinds: readonly PreparedKind[], personId: number): ErasureCounts {
  const counts: ErasureCounts = { person: 1 };
  for (const prepared of kinds) counts[prepared.kind.kind] = prepared.count(personId);
  return counts;
}

export function createErasureStore(db: SqliteInternals) {
  const sql = db.db;
  let kinds: PreparedKind[] | undefined;
  const prepared = () => (kinds ??= preparePersonOwnedKinds(sql));
  const deletePerson = sql.prepare('DELETE FROM people WHERE id = ?');
  const insertReceipt = sql.prepare('INSERT OR REPLACE INTO erasures (person_id, erased_at, receipt) VALUES (?, ?, ?)');
  const receiptOf = sql.prepare('SELECT receipt FROM erasures WHERE person_id = ?').pluck();
  // The sizes, not the bytes: those are streamed as the export is sent (blob-stream.ts).
  const documents = sql.prepare('SELECT id, person_id, file_name, mime, length(bytes) AS size FROM documents WHERE person_id = ? ORDER BY id');
  const documentStream = createDocumentStreams(sql);

  const storedReceipt = (personId: number): ErasureReceipt | undefined => {
    const text = receiptOf.get(personId) as string | undefined;
    return text === undefined ? undefined : (JSON.parse(text) as ErasureReceipt);
  };

  const notFound = (personId: number): NotFoundError => {
    const receipt = storedReceipt(personId);
    // The receipt's time, not its contents: who asked and why is for the controller's records.
    return personGone(personId, receipt?.erased_at);
  };

  return {
    storedReceipt,
    notFound,
    counts: (personId: number) => countsOf(prepared(), personId),
    /** Call inside a transaction. Deletes every kind, then the person; returns the counts. */
    eraseAll(personId: number): ErasureCounts {
      const counts: ErasureCounts = { person: 0 };
      for (const kind of prepared()) counts[kind.kind.kind] = kind.erase(personId);
      counts.person = deletePerson.run(personId).changes;
      return counts;
    },
    saveReceipt(receipt: ErasureReceipt): void {
      insertReceipt.run(receipt.person_id, receipt.erased_at, JSON.stringify(receipt));
    },
    /** Everything the access export holds, read in the caller's transaction. */
    collect(personId: number): PersonDataExport | undefined {
      const person = db.people.get(personId);
      if (!person) return undefined;
      const rows: Record<string, Record<string, unknown>[]> = {};
      for (const kind of prepared()) if (kind.kind.export === 'rows') rows[kind.kind.kind] = kind.rows(personId);
      const files = (documents.all(personId) as { id: number; person_id: number; file_name: string; mime: string; size: number }[])
        .map((d): ExportedDocument => ({
          id: d.id, personId: d.person_id, fileName: d.file_name, mime: d.mime, size: d.size, open: () => documentStream(d.id, d.size),
        }));
      return {
        person,
        rows,
        photo: db.photos.get(personId),
        documents: files,
        // Every row about this person, oldest first: the record of who read them and when.
        audit: db.audit.list({ personId, limit: Number.MAX_SAFE_INTEGER }).reverse(),
      };
    },
  };
}

export function createSqliteDataProtection(db: SqliteInternals, tx: <T>(fn: () => T) => T): DataProtectionRepository {
  let erasure: ReturnType<typeof createErasureStore> | undefined;
  const store = () => (erasure ??= createErasureStore(db));
  const candidates = (withoutApplications: boolean) => db.db.prepare(
    `SELECT id, last_modified FROM people p WHERE last_modified < @before
      ${withoutApplications ? 'AND NOT EXISTS (SELECT 1 FROM subscriptions s WHERE s.person_id = p.id)' : ''}
      ORDER BY id LIMIT @limit`,
  );
  const matching = (withoutApplications: boolean) => db.db.prepare(
    `SELECT count(*) FROM people p WHERE last_modified < @before
      ${withoutApplications ? 'AND NOT EXISTS (SELECT 1 FROM subscriptions s WHERE s.person_id = p.id)' : ''}`,
  ).pluck();

  /** One erasure inside the caller's transaction; undefined when the precondition says no. */
  const eraseOne = (
    personId: number,
    person: Person,
    makeReceipt: (person: Person, counts: ErasureCounts) => ErasureReceipt,
    stamp: AuditStamp,
    precondition?: (person: Person, counts: ErasureCounts) => boolean,
  ): ErasureReceipt | undefined => {
    if (precondition && !precondition(person, store().counts(personId))) return undefined;
    const counts = store().eraseAll(personId);
    const receipt = makeReceipt(person, counts);
    store().saveReceipt(receipt);
    // Audit rows about the person stay: they are the record of processing.
    db.audit.append({ ...stamp, person_id: personId, outcome: 'ok' });
    scrubPersonEvents(db.db, personId);
    forgetPersonImportReceipts(db.db);
    appendEvent(db.db, personEvent('person.erased', personId), stamp.actor);
    return receipt;
  };

  return {
    physicalRemoval: SQLITE_PHYSICAL_REMOVAL,

    async removeTraces() {
      tx(() => dropDeletedSearchTerms(db.db));
      await db.truncateWal();
    },

    async erase(personId, makeReceipt, stamp, precondition) {
      return tx(() => {
        const person = db.people.get(personId);
        if (!person) throw store().notFound(personId);
        return eraseOne(personId, person, makeReceipt, stamp, precondition);
      });
    },

    async eraseMany(personIds, makeReceipt, stamp, precondition) {
      return tx(() => personIds.flatMap((personId) => {
        const person = db.people.get(personId);
        const receipt = person && eraseOne(personId, person, makeReceipt, stamp, precondition);
        return receipt ? [receipt] : [];
      }));
    },

    async receipt(personId) {
      return store().storedReceipt(personId);
    },

    async exportData(personId, stamp) {
      let outcome;
      try {
        outcome = await db.audit.readAndAppend(
          () => store().collect(personId),
          // `started`: how it ended (delivered or not) is the caller's row, once the bytes are out.
          (found) => ({ ...stamp, person_id: personId, outcome: found ? 'started' : 'not_found' }),
          () => ({ ...stamp, person_id: personId, outcome: 'error' }),
        );
      } catch (error) {
        throw auditUnwritable(error);
      }
      if (!outcome.ok) throw outcome.error;
      if (!outcome.value) throw store().notFound(personId);
      return outcome.value;
    },

    async purgeCandidates(before, withoutApplications, limit) {
      const people = candidates(withoutApplications).all({ before, limit }) as PurgeCandidate[];
      const matched = matching(withoutApplications).get({ before }) as number;
      return { matched, people };
    },
  };
}
