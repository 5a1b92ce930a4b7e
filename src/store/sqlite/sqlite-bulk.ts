// Bulk import and export on SQLite (DESIGN.md §7), behind the store interface's
// BulkRepository: each import batch is one IMMEDIATE transaction over import-store.ts's
// positional INSERT that lets the e-mail index decide clashes; exports read keyset pages
// and commit their audit rows in the same transaction before the page is handed out.
import type { SqliteInternals } from './sqlite-internals.js';
import { createImportStore } from './import-store.js';
import { missingNameOfPacked, newPersonReason, packedEmail, unpackPerson, type PackedPerson } from '../../domain/packed-person.js';
import { createPhoneMatcher } from './phone-matcher.js';
import type { BulkRepository, ConflictMode, ImportSession, RowOutcome } from '../contract/index.js';
import type { NewJob } from '../contract/index.js';
import type { PersonFields } from '../../domain/person.js';
import { createDeferredIndexing } from './search-store.js';
import { SEARCH_BUILD_MIN_BATCH, startSearchBuild, type SearchBuild } from './search-build.js';
import { mapped, type MapError } from '../mapped-errors.js';
import { appendEvent } from './events-store.js';
import { recordImportReceipt } from './import-receipts.js';
import { importEvent } from '../../domain/events.js';

export function createSqliteBulk(db: SqliteInternals, tx: <T>(fn: () => T) => T, mapError: MapError): BulkRepository {
  let importStore: ReturnType<typeof createImportStore> | undefined;
  const bulk = () => (importStore ??= createImportStore(db.db));

  return mapped<BulkRepository>({
    async importPeople(options = {}): Promise<ImportSession<PackedPerson>> {
      const writer = bulk();
      // Built before the bulk settings: it reads every stored phone once (only with --match phone).
      const phones = options.matchPhone ? createPhoneMatcher(db.db) : undefined;
      const exists = async (email: string) => db.people.idByEmail(email) !== undefined;
      // Dry run only (nothing is written): a row's phones are remembered so a repeat later in the file matches too.
      const matchesOther = async (row: PackedPerson) => {
        const fields = unpackPerson(row);
        if (phones!.find(fields) !== undefined) return true;
        phones!.add(0, fields);
        return false;
      };
      if (options.dryRun) {
        return mapped<ImportSession<PackedPerson>>({
          writeBatch: async () => {
            throw new Error('a dry run writes nothing');
          },
          exists,
          ...(phones ? { matchesOther } : {}),
          finish: async () => undefined,
        }, mapError);
      }
      // A server's connection keeps its settings and indexes (readers use them meanwhile).
      if (!options.shared) writer.beginBulkWrites();
      // An empty table loads without its unique e-mail index; not with --match phone, whose
      // updates may give a person another e-mail (the ledger knows each person's first one only).
      if (!options.shared && !phones) writer.beginEmailLedger();
      // A server's run of chunks: each answered chunk must be on disk (beginBulkWrites relaxed it).
      if (!options.shared && options.durableBatches) db.db.pragma('synchronous = FULL');
      // Ids at or above this one were made by this import: a clash with them is a repeat in the file.
      const firstNewId = writer.maxPersonId() + 1;
      // People this batch changed: their search rows are rewritten at its end (createDeferredIndexing).
      const updated = new Set<number>();
      const updatePerson = (id: number, fields: PersonFields, timestamp: string) => {
        db.people.update(id, fields, timestamp);
        updated.add(id);
      };
      const byPhone = (row: PackedPerson, mode: ConflictMode, timestamp: string): RowOutcome | undefined => {
        const fields = unpackPerson(row);
        const match = phones!.find(fields);
        if (match === undefined) return undefined;
        const email = packedEmail(row);
        // An e-mail someone has is the e-mail rule's case, below.
        if (email !== '' && writer.emailOwner(email) !== undefined) return undefined;
        if (mode === 'skip') return 'skipped';
        if (mode === 'update') {
          updatePerson(match.id, fields, timestamp);
          return 'updated';
        }
        return {
          conflict: match.id >= firstNewId
            ? `conflict: phone ${match.phone} appears earlier in this file (person ${match.id})`
            : `conflict: a person with phone ${match.phone} exists already (person ${match.id})`,
        };
      };
      const writeRow = (row: PackedPerson, mode: ConflictMode, timestamp: string): RowOutcome => {
        if (phones) {
          const outcome = byPhone(row, mode, timestamp);
          if (outcome !== undefined) return outcome;
        }
        // A row without first or last only updates: it is refused when nobody has its e-mail.
        const missing = missingNameOfPacked(row);
        const id = missing === undefined ? writer.insertPersonUnlessEmailTaken(row, timestamp) : 0;
        if (id !== 0) {
          phones?.add(id, unpackPerson(row));
          return 'created';
        }
        const email = packedEmail(row);
        const owner = writer.emailOwner(email);
        if (owner === undefined) return { rejected: newPersonReason(missing as 'first' | 'last', email) };
        if (mode === 'skip') return 'skipped';
        if (mode === 'update') {
          updatePerson(owner, unpackPerson(row), timestamp);
          return 'updated';
        }
        return {
          conflict: owner >= firstNewId
            ? `conflict: e-mail ${email} appears earlier in this file (person ${owner})`
            : `conflict: a person with e-mail ${email} exists already (person ${owner})`,
        };
      };
      // New people are indexed for search once per batch, not row by row; or, for a large import
      // into an empty table, by a thread of their own beside the inserts (search-build.ts).
      const indexing = createDeferredIndexing(db.db);
      let build: SearchBuild | undefined;
      let decided = false;
      let bulkMerging = false;
      /** At the first batch, when its size tells a large file from a small one. */
      const chooseIndexing = async (rows: readonly PackedPerson[]) => {
        decided = true;
        if (options.shared) return;
        if (rows.length >= SEARCH_BUILD_MIN_BATCH && writer.maxPersonId() === 0) build = await startSearchBuild(db.db);
        if (build === undefined) {
          indexing.beginBulk();
          bulkMerging = true;
        }
      };
      return mapped<ImportSession<PackedPerson>>({
        writeBatch: async (rows, mode, timestamp) => {
          if (!decided) await chooseIndexing(rows);
          let made: [number, number] | undefined;
          const outcomes = tx(() => {
            writer.checkEmailIndex();
            build?.mark();
            const firstNew = indexing.pause({ withoutInsertTrigger: true });
            updated.clear();
            const outcomes = rows.map((row) => writeRow(row, mode, timestamp));
            if (build) {
              indexing.resumeUnindexed();
              made = [firstNew, writer.maxPersonId()];
            } else indexing.resume(firstNew, updated);
            if (outcomes.length > 0) appendEvent(db.db, importEvent('person', outcomes));
            const receipt = options.receipt?.(outcomes);
            if (receipt) recordImportReceipt(db.db, receipt);
            return outcomes;
          });
          // Committed: the build thread can read them now.
          if (build && made) build.indexed(made[0], made[1], [...updated]);
          return outcomes;
        },
        exists,
        ...(phones ? { matchesOther } : {}),
        finish: async () => {
          if (options.shared) return;
          // The thread finishes its build while this thread makes the people indexes again.
          build?.finish();
          if (bulkMerging) indexing.endBulk();
          writer.endBulkWrites({ checkpoint: build === undefined });
          // Before the summary: people are findable when the import reports.
          if (build) await build.complete();
        },
      }, mapError);
    },

    async importJobs(options = {}): Promise<ImportSession<NewJob>> {
      const writeRow = (job: NewJob, mode: ConflictMode, timestamp: string): RowOutcome => {
        if (job.reference_number !== '') {
          const existing = db.jobs.idByReference(job.reference_number);
          if (existing !== undefined) {
            return mode === 'fail' ? { conflict: `conflict: job ${existing} has reference number ${job.reference_number}` } : 'skipped';
          }
        }
        db.jobs.insert(job, timestamp);
        return 'created';
      };
      return {
        writeBatch: async (rows, mode, timestamp) => tx(() => {
          const outcomes = rows.map((row) => writeRow(row, mode, timestamp));
          if (outcomes.length > 0) appendEvent(db.db, importEvent('job', outcomes));
          const receipt = options.receipt?.(outcomes);
          if (receipt) recordImportReceipt(db.db, receipt);
          return outcomes;
        }),
        exists: async (reference) => db.jobs.idByReference(reference) !== undefined,
        finish: async () => undefined,
      };
    },

    async exportPeoplePage(afterId, limit, stamp) {
      return tx(() => {
        const page = bulk().peoplePage(afterId, limit);
        for (const person of page) db.audit.append({ ...stamp, person_id: person.id, outcome: 'ok' });
        return page;
      });
    },
  }, mapError);
}
