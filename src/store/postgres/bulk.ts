// Bulk import and export on PostgreSQL (DESIGN.md §7). Each import batch is one
// transaction on the session's own connection: the packed rows are streamed with
// COPY … FROM STDIN into a temporary staging table, then ONE set-based INSERT … SELECT in
// file order lets the e-mail index refuse known e-mails and repeats (ON CONFLICT DO NOTHING)
// and returns what it made. The outcome of every row — created, skipped, updated,
// or the same conflict message SQLite gives — is then decided from that answer, so the
// rejects file and the summary are the SQLite store's.
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { ConflictError } from '../../domain/errors.js';
import { PERSON_WRITABLE_FIELDS } from '../../domain/person-fields.js';
import {
  missingNameOfPacked, newPersonReason, packedEmail, packedKinds, unpackPerson, type PackedPerson,
} from '../../domain/packed-person.js';
import type { BulkRepository, ConflictMode, ImportSession, RowOutcome } from '../contract/index.js';
import type { NewJob } from '../contract/index.js';
import { domainErrorOf, uniqueViolation } from './errors.js';
import { transaction } from './pool.js';
import { appendEvent } from './events.js';
import { recordImportReceipt } from './import-receipts.js';
import { importEvent } from '../../domain/events.js';
import { appendAudit } from './audit.js';
import {
  EMAIL_AS_INDEXED, insertJob, insertPersonUnlessEmailTaken, jobIdByReference, personIdByEmail, updatePerson,
} from './repositories.js';
import type { PersonFields } from '../../domain/person.js';
import { phoneDigits } from '../match-keys.js';
import { PHONE_KEY_SQL } from '../match-keys.js';
import type { Queryable } from './pool.js';
import { SELECT_PERSON, personFromRow } from './rows.js';
import { deferEmailIndex, deferPeopleIndexes, restoreDeferredIndexes, restoreEmailIndex } from './deferred-indexes.js';
import { BEGIN_PEOPLE_WRITE, guardInPlace, markLoading, releasePeopleWriters } from './people-writers.js';
import { repairKilledImport } from './killed-import-repair.js';
import { refreshPersonFolds } from './search-folds.js';
import { SEARCH_COLUMNS, peopleCopyRow, stagingCopyRow } from './copy-rows.js';
import { SeenEmails } from './seen-emails.js';
import { pageSettler, type PageSettler } from './settle-pages.js';

const COLUMNS = PERSON_WRITABLE_FIELDS;
const KINDS = packedKinds();
const INTEGER_COLUMNS = new Set(['country', 'state', 'family_state']);

// The packed form's separator (U+001F) is the COPY delimiter: a packed row, prefixed with its
// position in the batch, IS a COPY text row once the characters COPY's text format reads
// specially are escaped (copy-rows.ts). Validation refuses every other control character, but
// text fields may hold tabs and line breaks (a CSV cell in quotes may span lines).
// After the packed values, the row's folded search text (search-folds.ts) and its search
// words (search-vector.ts; NULL: the people trigger computes them), made as it is staged.
const STAGING = `CREATE TEMPORARY TABLE IF NOT EXISTS import_staging (
  ord integer NOT NULL, ${COLUMNS.map((c) => `${c} text NOT NULL`).join(', ')}, mask text NOT NULL,
  ${SEARCH_COLUMNS.map((c) => `${c} ${c === 'search_own' ? 'tsvector' : 'text'}`).join(', ')}
) ON COMMIT DELETE ROWS`;
const COPY_STAGING = `COPY import_staging FROM STDIN WITH (FORMAT text, DELIMITER E'\\x1f', NULL E'\\\\N')`;

/** A staged value as its column's type: '' is NULL for codes and dates (KINDS 1). */
const staged = (column: string, kind: number, table = '') => {
  const value = `${table}${column}`;
  return kind === 1 ? (INTEGER_COLUMNS.has(column) ? `nullif(${value}, '')::integer` : `nullif(${value}, '')`) : value;
};

// --on-conflict update, set-based: each staged row given with the id of the person it
// updates ($2 ords, $3 ids, no id twice) writes the fields its mask says it gave — as
// updatePerson does for one row — and last_modified. One statement per batch instead of one
// per row (100,000 updated rows: one round trip and one trigger run each, minutes).
const FIELDS_FROM_STAGING = COLUMNS.map(
  (c, i) => `${c} = CASE WHEN (s.mask::bigint & ${2 ** i}) <> 0 THEN ${staged(c, KINDS[i] as number, 's.')} ELSE p.${c} END`,
).join(',\n  ');
const UPDATE_FROM_STAGING = `
UPDATE people p SET ${FIELDS_FROM_STAGING},
  last_modified = $1
  FROM import_staging s JOIN unnest($2::integer[], $3::integer[]) AS u(ord, id) ON s.ord = u.ord
 WHERE p.id = u.id`;

/** Applies updates (batch position → person id) in file order, one statement per run without a repeated person. */
async function updateFromStaging(client: Queryable, updates: readonly { ord: number; id: number }[], timestamp: string): Promise<void> {
  let run: { ord: number; id: number }[] = [];
  const ids = new Set<number>();
  const flush = async () => {
    if (run.length === 0) return;
    await client.query(UPDATE_FROM_STAGING, [timestamp, run.map((u) => u.ord), run.map((u) => u.id)]);
    run = [];
    ids.clear();
  };
  for (const update of updates) {
    if (ids.has(update.id)) await flush(); // a later row for the same person wins, as row by row
    run.push(update);
    ids.add(update.id);
  }
  await flush();
}

// Every staged row in file order; the e-mail index refuses a known e-mail, and a repeat of
// an e-mail inserted earlier in the same statement. A refused row still draws its id from
// the sequence, as SQLite's AUTOINCREMENT (migration 7) uses one up for a refused row: ids
// stay the SQLite store's, row for row.
// A row without first or last (a partial update, missingNameOfPacked) never creates anyone.
const NAMES_GIVEN = (2 ** COLUMNS.indexOf('first')) | (2 ** COLUMNS.indexOf('last'));
const INSERT_FROM_STAGING = `
INSERT INTO people (${COLUMNS.join(', ')}, ${SEARCH_COLUMNS.join(', ')}, created, last_modified)
SELECT ${COLUMNS.map((c, i) => staged(c, KINDS[i] as number)).join(', ')}, ${SEARCH_COLUMNS.join(', ')}, $1, $1
  FROM import_staging WHERE (mask::bigint & ${NAMES_GIVEN}) = ${NAMES_GIVEN} ORDER BY ord
ON CONFLICT (email) WHERE email <> '' DO NOTHING
RETURNING id, email`;

/** A phone as the matcher compares it (phone-matcher.ts): digits and +, at least 6 digits; else undefined. */
function phoneKey(phone: string | null | undefined): string | undefined {
  const digits = phoneDigits(phone ?? '');
  return digits.replace('+', '').length >= 6 ? digits : undefined;
}

/** The first person (lowest id) holding the row's mobile, else its land line, if any. */
async function phoneOwner(client: Queryable, fields: PersonFields): Promise<{ id: number; phone: string } | undefined> {
  for (const phone of [fields.phone_mobile, fields.phone_land]) {
    const key = phoneKey(phone);
    if (key === undefined || !phone) continue;
    const { rows } = await client.query({
      name: 'import-phone-owner',
      text: `SELECT min(id) AS id FROM (
               SELECT id FROM people WHERE phone_mobile <> '' AND (${PHONE_KEY_SQL('phone_mobile')}) COLLATE "C" = $1
               UNION ALL SELECT id FROM people WHERE phone_land <> '' AND (${PHONE_KEY_SQL('phone_land')}) COLLATE "C" = $1) owners`,
      values: [key],
    });
    const id = rows[0]?.id as number | null | undefined;
    if (id !== null && id !== undefined) return { id, phone };
  }
  return undefined;
}

// A batch that can only create (every row named, its e-mails new to the table and to each
// other) is COPY'd straight into people: the staging table and the INSERT … SELECT cost a
// second write of every row and a statement that sorts and probes it again. Ids come from
// the same sequence in the same order, so they are those the staged path would give.
// Text, not binary: a binary COPY of the same rows costs PostgreSQL about 5 % less CPU (200,000
// people: 1.6 s against 1.7 s), but making binary rows in Node (a length before every value, the
// integers and the tsvector in their binary forms) took about twice the writing thread's time
// for the text rows (+0.9 s), on the same two cores. Nor FREEZE: it needs the table emptied in
// the batch's own transaction, and saves no CPU of the COPY itself.
const COPY_PEOPLE = `COPY people (${COLUMNS.join(', ')}, ${SEARCH_COLUMNS.join(', ')}, created, last_modified)
  FROM STDIN WITH (FORMAT text, DELIMITER E'\\x1f', NULL E'\\\\N')`;
/** Bytes of COPY text per chunk sent: PostgreSQL reads one chunk while the next is made. */
const CHUNK_BYTES = 192 * 1024;
/** The most UTF-8 bytes a UTF-16 code unit of a JavaScript string becomes (a pair of two: 4 bytes). */
const MOST_BYTES_PER_UNIT = 3;

/**
 * A batch's COPY text in chunks, each made only when the stream asks for it. Each row goes into
 * the chunk's buffer as UTF-8 as soon as it is made: joining a chunk's rows into one string and
 * encoding that copied every byte once more (100,000 rows: 0.08 s more of the writing thread, of 0.5 s).
 * A chunk, once given, is never written again: the stream may still hold it.
 */
function* copyChunks(rows: readonly PackedPerson[], rowText: (row: PackedPerson, index: number) => string): Generator<Buffer> {
  let chunk = Buffer.allocUnsafe(CHUNK_BYTES);
  let used = 0;
  for (let i = 0; i < rows.length; i++) {
    const text = rowText(rows[i] as PackedPerson, i);
    const most = text.length * MOST_BYTES_PER_UNIT;
    if (used + most > chunk.length) {
      if (used > 0) yield chunk.subarray(0, used);
      chunk = Buffer.allocUnsafe(Math.max(CHUNK_BYTES, most));
      used = 0;
    }
    used += chunk.write(text, used);
  }
  if (used > 0) yield chunk.subarray(0, used);
}

/** Whether every row of the batch creates someone: named, with no e-mail twice in it (stored ones are asked next). */
function onlyNewPeople(rows: readonly PackedPerson[], emails: readonly string[]): boolean {
  const seen = new Set<string>();
  for (let i = 0; i < rows.length; i++) {
    if (missingNameOfPacked(rows[i] as PackedPerson) !== undefined) return false;
    const email = emails[i] as string;
    if (email === '') continue;
    if (seen.has(email)) return false;
    seen.add(email);
  }
  return true;
}

/** The batch's e-mails to look up before it is COPY'd: with `written`, only those this import may have written. */
function emailsToAsk(emails: readonly string[], written: SeenEmails | undefined): string[] {
  return emails.filter((email) => email !== '' && (written === undefined || written.mayHave(email)));
}

async function emailTaken(client: Queryable, given: readonly string[]): Promise<boolean> {
  if (given.length === 0) return false;
  const { rows } = await client.query(`SELECT 1 FROM people WHERE email <> '' AND ${EMAIL_AS_INDEXED} = ANY($1::text[]) LIMIT 1`, [given]);
  return rows.length > 0;
}

/** COPYs the rows into people in the open transaction; false when an e-mail was stored meanwhile (the transaction is then aborted). */
async function copyRows(client: pg.PoolClient, rows: readonly PackedPerson[], timestamp: string): Promise<boolean> {
  try {
    await pipeline(Readable.from(copyChunks(rows, (row) => peopleCopyRow(row, timestamp))), client.query(copyFrom(COPY_PEOPLE)));
    return true;
  } catch (error) {
    if (uniqueViolation(error) === undefined) throw error;
    return false;
  }
}

/**
 * COPYs the batch into people when it can only create (see COPY_PEOPLE); false when it cannot
 * (a stored e-mail, or one stored meanwhile by another connection). A COPY that
 * fails on an e-mail stored meanwhile rolls the batch's transaction back and begins it again:
 * nothing was written in it before the COPY, so this is what a savepoint around the COPY
 * gave, without the savepoint's cost (its rows written in a subtransaction: 200,000 people,
 * about 3 % of PostgreSQL's CPU for the COPY).
 * `written`: the e-mails of an import that began on an empty table — only those it may have
 * written are looked for (seen-emails.ts).
 */
async function copyNewPeople(
  client: pg.PoolClient, rows: readonly PackedPerson[], emails: readonly string[], timestamp: string, written: SeenEmails | undefined,
  begin: (client: pg.PoolClient) => Promise<unknown>,
): Promise<boolean> {
  if (!onlyNewPeople(rows, emails)) return false;
  if (await emailTaken(client, emailsToAsk(emails, written))) return false;
  if (await copyRows(client, rows, timestamp)) return true;
  await client.query('ROLLBACK');
  await begin(client);
  return false;
}

async function copyIntoStaging(client: pg.PoolClient, rows: readonly PackedPerson[]): Promise<void> {
  await pipeline(Readable.from(copyChunks(rows, (row, i) => stagingCopyRow(i, row))), client.query(copyFrom(COPY_STAGING)));
}

/** Whether the pool has a connection to spare: with a full pool, asking for one waits for its timeout. */
function spareConnection(pool: pg.Pool): boolean {
  return pool.idleCount > 0 || pool.totalCount < (pool.options.max ?? 10);
}

export function createPostgresBulk(pool: pg.Pool): BulkRepository {
  return {
    async importPeople(options = {}): Promise<ImportSession<PackedPerson>> {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        throw domainErrorOf(error);
      }
      let firstNewId: number;
      let written: SeenEmails | undefined;
      let deferred = false;
      /**
       * The unique e-mail index is away too (an import into an empty table that no one else
       * writes meanwhile: people-writers.ts): this import alone decides which e-mails clash,
       * from `written` and each batch's own e-mails, until a batch it cannot decide so brings
       * the index back (bringEmailIndexBack).
       */
      let emailDeferred = false;
      let settler: PageSettler | undefined;
      /** The two connections of an import that writes two batches at a time (see writeInTurn), when it has them. */
      let ahead: pg.PoolClient | undefined;
      let aheadToo: pg.PoolClient | undefined;
      try {
        // Not with --match phone: each row then looks its phones up through those indexes.
        // Nor on a server's connection: other requests search meanwhile (options.shared).
        if (!options.matchPhone && !options.dryRun && !options.shared) {
          deferred = await deferPeopleIndexes(client);
          // The e-mail index only for a command's own import: a request's import may not make other writers wait.
          if (deferred && options.receipt === undefined) emailDeferred = await deferEmailIndex(client);
        }
        // A killed import's guard would refuse each batch of this one (a server's, on a store opened before the kill).
        if (!emailDeferred && (await guardInPlace(client))) await repairKilledImport(pool);
        // Each batch's pages are read once after its commit, so the index builds of the end do not write them again.
        if (deferred) settler = await pageSettler(client);
        await client.query(STAGING);
        // Ids at or above this one were made by this import: a clash with them is a repeat in the file.
        const { rows } = await client.query<{ next: number; empty: boolean }>(
          'SELECT coalesce(max(id), 0) + 1 AS next, count(*) = 0 AS empty FROM (SELECT id FROM people ORDER BY id DESC LIMIT 1) last');
        firstNewId = rows[0]?.next ?? 1;
        // An empty table holds no e-mail but those this import writes (or another writer
        // meanwhile: its e-mail then fails the COPY, which is rolled back and staged).
        if (rows[0]?.empty) written = new SeenEmails();
        // Only for a command's own import: a request's answer (its receipt) must wait for its commit.
        if (deferred && written !== undefined && options.receipt === undefined) {
          const [one, two] = await Promise.all([0, 1].map(() => (spareConnection(pool) ? pool.connect().catch(() => undefined) : undefined)));
          if (one !== undefined && two !== undefined) [ahead, aheadToo] = [one, two];
          else for (const lane of [one, two]) lane?.release(true);
          // The guard lets the lanes write while the e-mail index is away (they are released closed, never pooled).
          if (emailDeferred) for (const lane of [ahead, aheadToo]) if (lane !== undefined) await markLoading(lane);
        }
      } catch (error) {
        await restoreDeferredIndexes(client).catch(() => undefined); // else the next open does it
        // The connection is closed below, which gives back the writers' lock if it held it.
        ahead?.release(true);
        aheadToo?.release(true);
        client.release(true);
        throw domainErrorOf(error);
      }
      let broken = false;
      /** BEGIN of a batch: other people writers' wait (people-writers.ts) unless this import holds their lock itself. */
      const begin = (on: pg.PoolClient) => on.query(emailDeferred ? 'BEGIN' : BEGIN_PEOPLE_WRITE);
      /**
       * Builds the unique e-mail index now (over the batches written so far) and lets other
       * writers in again: for a batch whose clashes this import cannot decide without it (a
       * repeated e-mail, a row that is not complete, a hash it has seen). Every batch before it
       * has committed.
       */
      const bringEmailIndexBack = async () => {
        await settler?.settle();
        await restoreEmailIndex(client);
        emailDeferred = false;
        await releasePeopleWriters(client);
      };

      // Two batches at a time (an import into an empty table, ImportSession.concurrentBatches):
      // a batch that can only create is COPY'd on one of two connections of its own as soon as
      // the batch before it is COPY'd, while that one appends its event and commits on the other
      // connection, so PostgreSQL's COPY of a batch no longer waits for the last one's COMMIT (its
      // WAL flushed to disk), for the pass that reads its pages, nor for the client to hand over
      // the next batch. What stays as it was:
      // - a batch's outcomes come once it has committed, and the batches commit one after the
      //   other in file order (each waits for the one before it; none commits after one failed),
      //   so a killed import leaves whole batches, the first ones of the file;
      // - the COPYs run one after the other in file order, so ids are drawn from the sequence in
      //   file order, as before. Two COPYs at once on the two connections (ids drawn for each
      //   batch ahead, in one statement) cost PostgreSQL about a fifth more CPU (200,000 people:
      //   3.7–3.9 s against 3.1–3.3 s, same runs) on cores the import already fills;
      // - a batch with an e-mail of a batch still being written, and every batch that cannot only
      //   create, waits for all before it and is written as before, on the session's own connection.
      const lanes = ahead === undefined || aheadToo === undefined ? undefined : [ahead, aheadToo] as const;
      let turn = 0;
      /** Each lane's last batch, settled. */
      const laneDone: Promise<void>[] = [Promise.resolve(), Promise.resolve()];
      /** The last batch, settled (committed, or failed into `failure`). */
      let committed: Promise<void> = Promise.resolve();
      /** The last batch has been COPY'd, or written (or failed). */
      let copied: Promise<void> = Promise.resolve();
      let failure: unknown;
      /** The e-mails of each batch not yet settled (at most two). */
      const unsettled: (readonly string[])[] = [];
      const settled = (promise: Promise<unknown>) => promise.then(() => undefined, () => undefined);
      /** Throws what made an earlier batch fail: no batch commits after one that did not. */
      const failedEarlier = () => {
        if (failure !== undefined) throw domainErrorOf(failure);
      };

      /** A batch that can only create, none of whose e-mails a batch still being written holds: COPY'd on `lane`. */
      const copyOnLane = async (
        lane: pg.PoolClient, free: Promise<void>, before: Promise<void>, copiedBefore: Promise<void>, done: () => void,
        given: readonly string[], rows: readonly PackedPerson[], mode: ConflictMode, timestamp: string,
      ): Promise<RowOutcome[]> => {
        try {
          await free;
          await copiedBefore;
          failedEarlier();
          await begin(lane);
          if ((await emailTaken(lane, given)) || !(await copyRows(lane, rows, timestamp))) {
            // A stored e-mail, or one stored meanwhile by another writer: the staged way, after every
            // batch before it (and before the next is COPY'd: its ids still follow this one's).
            await lane.query('ROLLBACK');
            await before;
            failedEarlier();
            return await writeAlone(rows, mode, timestamp);
          }
        } catch (error) {
          await lane.query('ROLLBACK').catch(() => (broken = true));
          throw domainErrorOf(error);
        } finally {
          done();
        }
        try {
          const outcomes: RowOutcome[] = rows.map(() => 'created');
          await before;
          failedEarlier();
          await appendEvent(lane, importEvent('person', outcomes));
          await lane.query('COMMIT');
          await settler?.settle(lane); // every batch before this one has committed, and so has this one
          return outcomes;
        } catch (error) {
          await lane.query('ROLLBACK').catch(() => (broken = true));
          throw domainErrorOf(error);
        }
      };

      /** Writes a batch in its turn (see above). */
      const writeInTurn = (lanes: readonly [pg.PoolClient, pg.PoolClient], seen: SeenEmails, rows: readonly PackedPerson[],
        mode: ConflictMode, timestamp: string): Promise<RowOutcome[]> => {
        const before = committed;
        const copiedBefore = copied;
        const emails = rows.map(packedEmail);
        // E-mails this import may have written are looked up on the lane: the batches committed
        // are seen there, and those still being written (not seen) are asked here, exactly. As
        // the hashes grow in number, most batches of a large file have one that is only a hash's
        // match (1,000,000 people: about one in a batch of 5,000), which cost each of them its turn.
        const given = rows.length > 0 && onlyNewPeople(rows, emails) ? emailsToAsk(emails, seen) : undefined;
        // Without the e-mail index, only a batch none of whose e-mails this import may have written.
        const copyable = given !== undefined
          && (emailDeferred ? given.length === 0 : !given.some((email) => unsettled.some((batch) => batch.includes(email))));
        // Whatever becomes of them, the batch's e-mails may be stored from now on: the next batch asks.
        for (const email of emails) if (email !== '') seen.add(email);
        unsettled.push(emails);
        let result: Promise<RowOutcome[]>;
        if (copyable) {
          const index = turn;
          turn = 1 - turn;
          let done!: () => void;
          copied = new Promise<void>((resolve) => (done = resolve));
          result = copyOnLane(lanes[index] as pg.PoolClient, laneDone[index] as Promise<void>, before, copiedBefore, done,
            given, rows, mode, timestamp);
          laneDone[index] = settled(result);
        } else {
          result = (async () => {
            await before;
            failedEarlier();
            return writeAlone(rows, mode, timestamp);
          })();
          copied = settled(result);
        }
        result = result.catch((error: unknown) => {
          failure ??= error;
          throw error;
        });
        committed = settled(result).then(() => {
          unsettled.splice(unsettled.indexOf(emails), 1);
        });
        return result;
      };

      // --match email,phone: row by row, as the SQLite store does it — a row
      // under a new e-mail whose phone someone has (stored, or made earlier in this import:
      // the same transaction sees it) is that person.
      const byPhone = async (row: PackedPerson, mode: ConflictMode, timestamp: string): Promise<RowOutcome> => {
        const fields = unpackPerson(row);
        const email = packedEmail(row);
        const match = await phoneOwner(client, fields);
        if (match !== undefined && !(email !== '' && (await personIdByEmail(client, email)) !== undefined)) {
          if (mode === 'skip') return 'skipped';
          if (mode === 'update') {
            await updatePerson(client, match.id, fields as Record<string, unknown>, timestamp);
            return 'updated';
          }
          return {
            conflict: match.id >= firstNewId
              ? `conflict: phone ${match.phone} appears earlier in this file (person ${match.id})`
              : `conflict: a person with phone ${match.phone} exists already (person ${match.id})`,
          };
        }
        const missing = missingNameOfPacked(row);
        if (missing === undefined && (await insertPersonUnlessEmailTaken(client, fields, timestamp)) !== 0) return 'created';
        const found = await personIdByEmail(client, email);
        if (found === undefined) return { rejected: newPersonReason(missing as 'first' | 'last', email) };
        if (mode === 'skip') return 'skipped';
        const owner = found;
        if (mode === 'update') {
          await updatePerson(client, owner, fields as Record<string, unknown>, timestamp);
          return 'updated';
        }
        return {
          conflict: owner >= firstNewId
            ? `conflict: e-mail ${email} appears earlier in this file (person ${owner})`
            : `conflict: a person with e-mail ${email} exists already (person ${owner})`,
        };
      };

      /** The request's receipt (an Idempotency-Key's answer), in the batch's transaction. */
      const receiptOf = async (outcomes: readonly RowOutcome[]) => {
        const receipt = options.receipt?.(outcomes);
        if (receipt) await recordImportReceipt(client, receipt);
      };

      /** One batch in one transaction on the session's own connection. */
      async function writeAlone(rows: readonly PackedPerson[], mode: ConflictMode, timestamp: string): Promise<RowOutcome[]> {
        const emails = rows.map(packedEmail);
        if (emailDeferred && !(onlyNewPeople(rows, emails) && emailsToAsk(emails, written).length === 0)) {
          await bringEmailIndexBack().catch((error: unknown) => {
            broken = true;
            throw domainErrorOf(error);
          });
        }
        try {
          await begin(client);
          await settler?.settle(); // the batches before this one have committed
          if (options.matchPhone) {
            const outcomes: RowOutcome[] = [];
            for (const row of rows) outcomes.push(await byPhone(row, mode, timestamp));
            if (outcomes.length > 0) await appendEvent(client, importEvent('person', outcomes));
            await receiptOf(outcomes);
            await client.query('COMMIT');
            return outcomes;
          }
          const copied = await copyNewPeople(client, rows, emails, timestamp, written, begin);
          // Whatever becomes of them below, the batch's e-mails may be stored from now on.
          if (written !== undefined) for (const email of emails) if (email !== '') written.add(email);
          if (copied) {
            const outcomes: RowOutcome[] = rows.map(() => 'created');
            // The batch's event, as every other import batch (and SQLite's) appends it in its transaction.
            if (outcomes.length > 0) await appendEvent(client, importEvent('person', outcomes));
            await receiptOf(outcomes);
            await client.query('COMMIT');
            return outcomes;
          }
          await copyIntoStaging(client, rows);
          const inserted = await client.query<{ id: number; email: string }>(INSERT_FROM_STAGING, [timestamp]);
          const created = new Map<string, number>();
          for (const { id, email } of inserted.rows) if (email !== '') created.set(email, id);
          const missing = rows.map(missingNameOfPacked);
          // The position of the row that created each new e-mail: the first complete row with it.
          const creatorOrd = new Map<string, number>();
          emails.forEach((email, i) => {
            if (missing[i] === undefined && created.has(email) && !creatorOrd.has(email)) creatorOrd.set(email, i);
          });
          // Every other e-mail of the batch belongs to someone already, or (a partial row's) to nobody.
          const clashing = [...new Set(emails.filter((e) => e !== '' && !created.has(e)))];
          const owners = new Map<string, number>();
          if (clashing.length > 0) {
            const lock = mode === 'update' ? 'FOR UPDATE' : '';
            const { rows: found } = await client.query<{ id: number; email: string }>(
              `SELECT id, email FROM people WHERE email <> '' AND ${EMAIL_AS_INDEXED} = ANY($1::text[]) ${lock}`, [clashing]);
            for (const { id, email } of found) owners.set(email, id);
          }
          const firstRow = new Set<string>();
          const outcomes: RowOutcome[] = [];
          const updates: { ord: number; id: number }[] = [];
          for (let i = 0; i < rows.length; i++) {
            const email = emails[i] as string;
            const name = missing[i];
            if (email === '') {
              outcomes.push('created');
              continue;
            }
            let owner: number | undefined;
            if (name === undefined) {
              const isFirst = !firstRow.has(email);
              firstRow.add(email);
              if (isFirst && created.has(email)) {
                outcomes.push('created');
                continue;
              }
              owner = created.get(email) ?? owners.get(email);
            } else {
              // Row by row, a partial row finds the person only if someone had the e-mail when it came.
              owner = created.has(email) ? ((creatorOrd.get(email) as number) < i ? created.get(email) : undefined) : owners.get(email);
              if (owner === undefined) {
                outcomes.push({ rejected: newPersonReason(name, email) });
                continue;
              }
            }
            if (mode === 'skip') {
              outcomes.push('skipped');
              continue;
            }
            owner = owner as number;
            if (mode === 'update') {
              updates.push({ ord: i, id: owner });
              outcomes.push('updated');
              continue;
            }
            outcomes.push({
              conflict: owner >= firstNewId
                ? `conflict: e-mail ${email} appears earlier in this file (person ${owner})`
                : `conflict: a person with e-mail ${email} exists already (person ${owner})`,
            });
          }
          await updateFromStaging(client, updates, timestamp);
          // An update writes only the fields its row gave: the folds follow the merged row.
          await refreshPersonFolds(client, [...new Set(updates.map((u) => u.id))]);
          if (outcomes.length > 0) await appendEvent(client, importEvent('person', outcomes));
          await receiptOf(outcomes);
          await client.query('COMMIT');
          return outcomes;
        } catch (error) {
          try {
            await client.query('ROLLBACK');
          } catch {
            broken = true;
          }
          throw domainErrorOf(error);
        }
      }

      const writeBatch = (rows: readonly PackedPerson[], mode: ConflictMode, timestamp: string): Promise<RowOutcome[]> =>
        (lanes !== undefined && written !== undefined ? writeInTurn(lanes, written, rows, mode, timestamp) : writeAlone(rows, mode, timestamp));

      // Dry run only (nothing is written): a row's phones are remembered so a repeat later in the file matches too.
      const dryRunPhones = new Set<string>();
      const matchesOther = async (row: PackedPerson): Promise<boolean> => {
        const fields = unpackPerson(row);
        const keys = [fields.phone_mobile, fields.phone_land].map((phone) => phoneKey(phone)).filter((key) => key !== undefined);
        if (keys.some((key) => dryRunPhones.has(key))) return true;
        if ((await phoneOwner(client, fields).catch((error: unknown) => { throw domainErrorOf(error); })) !== undefined) return true;
        for (const key of keys) dryRunPhones.add(key);
        return false;
      };
      return {
        writeBatch,
        concurrentBatches: lanes !== undefined,
        ...(options.matchPhone ? { matchesOther } : {}),
        exists: async (email) => (await personIdByEmail(client, email).catch((error: unknown) => { throw domainErrorOf(error); })) !== undefined,
        finish: async () => {
          try {
            await committed;
            failedEarlier();
            if (!broken) {
              // A second connection builds half the indexes beside this one (none to be had: this one builds them all).
              const second = ahead ?? (deferred && spareConnection(pool) ? await pool.connect().catch(() => undefined) : undefined);
              ahead = undefined;
              try {
                await settler?.settle();
                await restoreDeferredIndexes(client, second);
                if (emailDeferred) {
                  emailDeferred = false;
                  await releasePeopleWriters(client);
                }
              } finally {
                second?.release(true); // closed, not pooled: the import is over, and it may have failed half-way
              }
            }
          } catch (error) {
            broken = true;
            throw domainErrorOf(error);
          } finally {
            ahead?.release(true);
            aheadToo?.release(true);
            client.release(broken);
          }
        },
      };
    },

    async importJobs(options = {}): Promise<ImportSession<NewJob>> {
      const writeRow = async (client: pg.PoolClient, job: NewJob, mode: ConflictMode, timestamp: string): Promise<RowOutcome> => {
        if (job.reference_number !== '') {
          const existing = await jobIdByReference(client, job.reference_number);
          if (existing !== undefined) {
            return mode === 'fail' ? { conflict: `conflict: job ${existing} has reference number ${job.reference_number}` } : 'skipped';
          }
        }
        await insertJob(client, job, timestamp);
        return 'created';
      };
      return {
        writeBatch: async (rows, mode, timestamp) => {
          try {
            return await transaction(pool, async (client) => {
              const outcomes: RowOutcome[] = [];
              for (const row of rows) outcomes.push(await writeRow(client, row, mode, timestamp));
              if (outcomes.length > 0) await appendEvent(client, importEvent('job', outcomes));
              const receipt = options.receipt?.(outcomes);
              if (receipt) await recordImportReceipt(client, receipt);
              return outcomes;
            });
          } catch (error) {
            // Another writer took a reference number between the check and the insert.
            if (uniqueViolation(error) === 'jobs_reference') {
              throw new ConflictError('a job with the same reference number was created meanwhile; run the import again');
            }
            throw error;
          }
        },
        exists: async (reference) => (await transaction(pool, (client) => jobIdByReference(client, reference))) !== undefined,
        finish: async () => undefined,
      };
    },

    exportPeoplePage: (afterId, limit, stamp) => transaction(pool, async (client) => {
      const { rows } = await client.query({ name: 'export-page', text: `${SELECT_PERSON} WHERE id > $1 ORDER BY id LIMIT $2`, values: [afterId, limit] });
      const page = rows.map(personFromRow);
      if (page.length > 0) {
        await client.query({
          name: 'export-audit',
          text: `INSERT INTO audit (at, actor, action, person_id, request_id, outcome)
                 SELECT $1, $2, $3, id, $4, 'ok' FROM unnest($5::bigint[]) WITH ORDINALITY AS t(id, n) ORDER BY n`,
          values: [stamp.at, stamp.actor, stamp.action, stamp.request_id, page.map((p) => p.id)],
        });
      }
      return page;
    }),
  };
}

export { appendAudit };
