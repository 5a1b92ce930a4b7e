// Data-protection requests and duplicates (§6) on PostgreSQL, as
// ../sqlite/erasure-store.ts and ../sqlite/duplicates-store.ts do them on SQLite: erasure of every
// person-owned kind, the person, the receipt and the audit row in one transaction; the
// access export as an audited read; the retention purge's candidates; the duplicate scan,
// its audited listing, and the merge. The people concerned are locked (FOR UPDATE) first,
// so two instances erasing or merging the same person take turns.
import type pg from 'pg';
import type { ErasureReceipt, PurgeCandidate } from '../../domain/data-protection.js';
import type { DuplicatePerson } from '../../domain/duplicates.js';
import { NotFoundError, ValidationError } from '../../domain/errors.js';
import { documentStream } from './file-stream.js';
import type {
  AuditRow, AuditStamp, DataProtectionRepository, DuplicatesRepository, ErasureCounts, ExportedDocument, MergeOutcome, PersonDataExport, PhysicalRemoval,
} from '../contract/index.js';
import type { Person } from '../../domain/person.js';
import { appendAudit, auditedTransaction } from './audit.js';
import { appendEvent, scrubPersonEvents } from './events.js';
import { forgetPersonImportReceipts } from './import-receipts.js';
import { personEvent } from '../../domain/events.js';
import { query, transaction, type Queryable } from './pool.js';
import { pgPersonOwnedKinds } from './person-owned.js';
import { combinedApplication, type SameJobPair } from '../person-owned.js';
import { domainErrorOf } from './errors.js';
import { readPostgresBlocks } from './duplicate-blocks.js';
import { inRange, personById, updatePerson } from './repositories.js';
import { personGone, personNotFound, auditUnwritable } from '../invariants.js';

const KINDS = pgPersonOwnedKinds();

/** Every table that holds person data: the people, each person-owned kind's, and the search rows (kept by triggers). */
const PERSON_TABLES = [...new Set(['people', 'person_search', ...KINDS.map((kind) => kind.kind.table)])];

const POSTGRES_PHYSICAL_REMOVAL: PhysicalRemoval = {
  removed: [`tables, TOAST and indexes rewritten without the deleted rows (VACUUM FULL of ${PERSON_TABLES.join(', ')})`],
  // The server's write-ahead log records every change, the inserts included; the application
  // cannot rewrite it. pg_wal keeps a segment until it is recycled after later checkpoints
  // (and overwritten as it is reused); an archive of it is a backup.
  retained: (at) => `backups and WAL archives made before ${at} still hold this person's data until they expire or are deleted; `
    + "so does the server's write-ahead log (pg_wal) until its segments are recycled",
};

/**
 * A DELETE leaves the row versions in the table files until VACUUM; but a plain VACUUM only
 * marks their space free — the bytes stay in the page until reused (compaction does not
 * zero them), and a GIN index keeps a key (a name, an e-mail word) whose posting list
 * emptied. Measured: after DELETE + VACUUM + CHECKPOINT the erased name, e-mail, city and
 * document words were still in 9 files of base/. VACUUM FULL writes each table and its
 * indexes anew and unlinks the old files: nothing is left. It takes an ACCESS EXCLUSIVE lock
 * per table while it copies (reads and writes of people wait, on every instance): 3.7–4.7 s
 * at 50,000 people (a plain VACUUM: 0.1–0.3 s), once per erasure, purge call or merge. It cannot run inside a transaction, so it runs right after the erasure
 * commits, awaited by the command or request; two instances erasing at once take turns on
 * the lock, and each erasure's rewrite happens after its own commit.
 */
async function vacuumPersonTables(pool: pg.Pool): Promise<void> {
  try {
    await pool.query(`VACUUM (FULL) ${PERSON_TABLES.join(', ')}`);
  } catch (error) {
    throw domainErrorOf(error);
  }
}

async function storedReceipt(client: Queryable, personId: number): Promise<ErasureReceipt | undefined> {
  if (!inRange(personId)) return undefined;
  const { rows } = await client.query('SELECT receipt FROM erasures WHERE person_id = $1', [personId]);
  return rows[0] ? (JSON.parse(rows[0].receipt as string) as ErasureReceipt) : undefined;
}

async function notFound(client: Queryable, personId: number): Promise<NotFoundError> {
  const receipt = await storedReceipt(client, personId);
  // The receipt's time, not its contents: who asked and why is for the controller's records.
  return personGone(personId, receipt?.erased_at);
}

async function countsOf(client: Queryable, personId: number): Promise<ErasureCounts> {
  const counts: ErasureCounts = { person: 1 };
  for (const kind of KINDS) counts[kind.kind.kind] = await kind.count(client, personId);
  return counts;
}

/** Everything the access export holds, read in the caller's transaction; undefined for nobody. */
async function collect(pool: pg.Pool, client: Queryable, personId: number): Promise<PersonDataExport | undefined> {
  const person = await personById(client, personId);
  if (!person) return undefined;
  const rows: Record<string, Record<string, unknown>[]> = {};
  for (const kind of KINDS) if (kind.kind.export === 'rows') rows[kind.kind.kind] = await kind.rows(client, personId);
  const photo = (await client.query('SELECT photo_id, mime, bytes FROM photos WHERE person_id = $1', [personId])).rows[0];
  // The sizes, not the bytes: those are read a chunk at a time as the export is sent (file-stream.ts).
  const documentRows = (await client.query(
    'SELECT id, person_id, file_name, mime, octet_length(bytes) AS size FROM documents WHERE person_id = $1 ORDER BY id',
    [personId],
  )).rows;
  const documents = documentRows.map((d): ExportedDocument => ({
    id: d.id, personId: d.person_id, fileName: d.file_name, mime: d.mime, size: Number(d.size),
    open: () => documentStream(pool, d.id as number, Number(d.size)),
  }));
  // Every row about this person, oldest first: the record of who read them and when.
  const audit = (await client.query(
    'SELECT id, at, actor, action, person_id, request_id, outcome, query FROM audit WHERE person_id = $1 ORDER BY id',
    [personId],
  )).rows as AuditRow[];
  return {
    person,
    rows,
    photo: photo && { photoId: photo.photo_id, mime: photo.mime, bytes: photo.bytes as Buffer },
    documents,
    audit,
  };
}

type MakeReceipt = (person: Person, counts: ErasureCounts) => ErasureReceipt;
type Precondition = (person: Person, counts: ErasureCounts) => boolean;

/**
 * One erasure inside the caller's transaction: the person locked, every kind, the person,
 * the receipt and the audit row. `missing` for an unknown id, undefined when the
 * precondition says no.
 */
async function eraseIn(
  client: Queryable,
  personId: number,
  makeReceipt: MakeReceipt,
  stamp: AuditStamp,
  precondition?: Precondition,
): Promise<ErasureReceipt | 'missing' | undefined> {
  const person = await personById(client, personId, 'FOR UPDATE');
  if (!person) return 'missing';
  if (precondition && !precondition(person, await countsOf(client, personId))) return undefined;
  const counts: ErasureCounts = { person: 0 };
  for (const kind of KINDS) counts[kind.kind.kind] = await kind.erase(client, personId);
  counts.person = (await client.query('DELETE FROM people WHERE id = $1', [personId])).rowCount ?? 0;
  const receipt = makeReceipt(person, counts);
  await client.query(
    `INSERT INTO erasures (person_id, erased_at, receipt) VALUES ($1, $2, $3)
     ON CONFLICT (person_id) DO UPDATE SET erased_at = excluded.erased_at, receipt = excluded.receipt`,
    [receipt.person_id, receipt.erased_at, JSON.stringify(receipt)],
  );
  // Audit rows about the person stay: they are the record of processing.
  await appendAudit(client, { ...stamp, person_id: personId, outcome: 'ok' });
  await scrubPersonEvents(client, personId);
  await forgetPersonImportReceipts(client);
  await appendEvent(client, personEvent('person.erased', personId), stamp.actor);
  return receipt;
}

export function createPostgresDataProtection(pool: pg.Pool): DataProtectionRepository {
  return {
    physicalRemoval: POSTGRES_PHYSICAL_REMOVAL,
    removeTraces: () => vacuumPersonTables(pool),

    erase: (personId, makeReceipt, stamp, precondition) => transaction(pool, async (client) => {
      const result = await eraseIn(client, personId, makeReceipt, stamp, precondition);
      if (result === 'missing') throw await notFound(client, personId);
      return result;
    }),

    // A retention batch in one transaction; unknown ids and people failing the precondition are skipped.
    eraseMany: (personIds, makeReceipt, stamp, precondition) => transaction(pool, async (client) => {
      const receipts: ErasureReceipt[] = [];
      for (const personId of personIds) {
        if (!inRange(personId)) continue;
        const result = await eraseIn(client, personId, makeReceipt, stamp, precondition);
        if (result && result !== 'missing') receipts.push(result);
      }
      return receipts;
    }),

    receipt: (personId) => storedReceipt(pool, personId).catch((error: unknown) => {
      throw domainErrorOf(error);
    }),

    async exportData(personId, stamp) {
      const found = await auditedTransaction(pool, async (client) => {
        const data = await collect(pool, client, personId);
        // `started`: how it ended (delivered or not) is the caller's row, once the bytes are out.
        await appendAudit(client, { ...stamp, person_id: personId, outcome: data ? 'started' : 'not_found' });
        return data;
      }, { ...stamp, person_id: personId, outcome: 'error' });
      if (!found) throw await notFound(pool, personId);
      return found;
    },

    async purgeCandidates(before, withoutApplications, limit) {
      const condition = `last_modified COLLATE "C" < $1
        ${withoutApplications ? 'AND NOT EXISTS (SELECT 1 FROM subscriptions s WHERE s.person_id = p.id)' : ''}`;
      const [people, matched] = await Promise.all([
        query<PurgeCandidate & Record<string, unknown>>(
          pool, `SELECT id, last_modified FROM people p WHERE ${condition} ORDER BY id LIMIT $2`, [before, limit],
        ),
        query<{ n: number }>(pool, `SELECT count(*) AS n FROM people p WHERE ${condition}`, [before]),
      ]);
      return { matched: matched.rows[0]?.n ?? 0, people: people.rows };
    },
  };
}

/** Thrown inside a dry run's transaction so it rolls back; carries what the merge did. */
class DryRunRollback extends Error {
  constructor(readonly outcome: MergeOutcome) {
    super('dry run');
  }
}

/** Both applied to one job: one application survives (combinedApplication) with both histories, as on SQLite. */
async function combineApplications(client: Queryable, keepId: number, dropId: number): Promise<void> {
  const { rows } = await client.query<SameJobPair>(
    `SELECT k.id AS keep_id, k.status AS keep_status, d.id AS drop_id, d.status AS drop_status
       FROM subscriptions k JOIN subscriptions d ON d.job_id = k.job_id WHERE k.person_id = $1 AND d.person_id = $2`, [keepId, dropId]);
  for (const pair of rows) {
    const { survivor, other } = combinedApplication(pair);
    await client.query('UPDATE subscription_history SET subscription_id = $1 WHERE subscription_id = $2', [survivor, other]);
    await client.query('UPDATE subscriptions SET created = LEAST(created, (SELECT created FROM subscriptions WHERE id = $2)) WHERE id = $1', [survivor, other]);
    await client.query('DELETE FROM subscriptions WHERE id = $1', [other]);
  }
}

export function createPostgresDuplicates(pool: pg.Pool): DuplicatesRepository {
  const auditBoth = async (client: Queryable, stamp: Parameters<DuplicatesRepository['merge']>[3], ids: number[]) => {
    for (const personId of ids) await appendAudit(client, { ...stamp, person_id: personId, outcome: 'ok' });
  };
  return {
    // Grouped in SQL (duplicate-blocks.ts): same keys, same folding and same blocks as SQLite's.
    blocks: (limits, visit) => readPostgresBlocks(pool, limits, visit),

    async people(ids, stamp) {
      // One transaction: the people and their audit rows commit together, before they are
      // returned (DESIGN.md §3: a listing writes one row per person; none found → one row, no person).
      try {
        return await transaction(pool, async (client) => {
          const wanted = ids.filter(inRange);
          const { rows } = await client.query(
            'SELECT id, first, last, email, city, birth_date, last_modified FROM people WHERE id = ANY($1::integer[])',
            [wanted],
          );
          const byId = new Map(rows.map((row) => [row.id as number, row as DuplicatePerson]));
          const found = ids.map((id) => byId.get(id)).filter((p): p is DuplicatePerson => p !== undefined);
          if (found.length === 0) await appendAudit(client, { ...stamp, person_id: null, outcome: 'ok' });
          for (const person of found) await appendAudit(client, { ...stamp, person_id: person.id, outcome: 'ok' });
          return found;
        });
      } catch (error) {
        throw auditUnwritable(error);
      }
    },

    async merge(keepId, dropId, plan, stamp, dryRun) {
      if (keepId === dropId) throw ValidationError.field('/drop', 'must differ from keep');
      const run = async (client: pg.PoolClient): Promise<MergeOutcome> => {
        // Both locked, lower id first: two merges of the same pair cannot deadlock.
        const locked = new Map<number, Awaited<ReturnType<typeof personById>>>();
        for (const id of [keepId, dropId].sort((a, b) => a - b)) locked.set(id, await personById(client, id, 'FOR UPDATE'));
        const keep = locked.get(keepId);
        if (!keep) throw personNotFound(keepId);
        const drop = locked.get(dropId);
        if (!drop) throw personNotFound(dropId);
        const moved: Record<string, number> = {};
        const discarded: Record<string, number> = {};
        const before: number[] = [];
        for (const kind of KINDS) before.push(await kind.count(client, dropId));
        // After counting: an application combined with KEEP's counts as moved (its history did).
        await combineApplications(client, keepId, dropId);
        for (const kind of KINDS) await kind.move(client, keepId, dropId);
        for (const [i, kind] of KINDS.entries()) {
          const left = await kind.count(client, dropId);
          moved[kind.kind.kind] = before[i]! - left;
          discarded[kind.kind.kind] = left;
          await kind.erase(client, dropId);
        }
        await client.query('DELETE FROM people WHERE id = $1', [dropId]);
        // DROP is gone, so its e-mail is free for KEEP; a photo that moved is now KEEP's.
        const movedPhoto = (await client.query('SELECT photo_id FROM photos WHERE person_id = $1', [keepId])).rows[0];
        const { fields, filled } = plan(keep, drop);
        if (Object.keys(fields).length > 0) await updatePerson(client, keepId, fields as Record<string, unknown>, stamp.at);
        if (movedPhoto && keep.is_photo !== 'Y') {
          await client.query("UPDATE people SET is_photo = 'Y', photo_url = $1, last_modified = $2 WHERE id = $3", [movedPhoto.photo_id, stamp.at, keepId]);
        }
        await auditBoth(client, stamp, [keepId, dropId]);
        if (!dryRun) await appendEvent(client, personEvent('person.merged', keepId, { ids: { merged_id: dropId }, fields: filled }),
          stamp.actor);
        const outcome = { keep, drop, moved, discarded, filled };
        if (dryRun) throw new DryRunRollback(outcome);
        return outcome;
      };
      try {
        return await transaction(pool, run);
      } catch (error) {
        if (!(error instanceof DryRunRollback)) throw error;
        // The plan is what the merge would do, exactly: it ran and was rolled back. It read
        // the two people all the same: audited.
        await transaction(pool, (client) => auditBoth(client, stamp, [keepId, dropId]));
        return error.outcome;
      }
    },
  };
}
