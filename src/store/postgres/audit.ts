// Audited reads on PostgreSQL (DESIGN.md §3): the query and its audit row in one transaction
// on one connection, committed (synchronous_commit on: durable) before the data is handed
// out. PostgreSQL groups concurrent commits' WAL flushes by itself, which is what the SQLite
// store's group commit does by hand.
import type pg from 'pg';
import { UnavailableError } from '../../domain/errors.js';
import type { AuditEntry, AuditQuery, AuditRow } from '../sqlite/audit-store.js';
import type { AuditedQuery, AuditedResult, AuditRepository, AuditStamp } from '../store.js';
import { domainErrorOf, isUnavailable } from './errors.js';
import { query, type Queryable } from './pool.js';
import { inRange, personById, personExists, personIdByEmail } from './repositories.js';
import { SELECT_PERSON, personFromRow } from './rows.js';
import type { Applicant, ApplicationEvent } from '../../domain/application.js';
import { PG_PHONE_KEY } from './migrations-4-8.js';
import { skillsOf } from './search.js';

/** What a query found, and whose data it read: `personIds` when a list returned several people. */
type Found = { personId: number | null; personIds?: number[]; result: AuditedResult<AuditedQuery['kind']> };

export async function appendAudit(client: Queryable, entry: AuditEntry): Promise<void> {
  await client.query({
    name: 'audit-insert',
    text: 'INSERT INTO audit (at, actor, action, person_id, request_id, outcome, query) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    values: [entry.at, entry.actor, entry.action, entry.person_id, entry.request_id, entry.outcome, entry.query ?? ''],
  });
}

/** One row per person, in the given order, outcome ok: the rows of a list that returned people. */
export async function appendAuditForPeople(client: Queryable, stamp: AuditStamp & { query?: string }, personIds: readonly number[]): Promise<void> {
  await client.query({
    name: 'audit-insert-people',
    text: `INSERT INTO audit (at, actor, action, person_id, request_id, outcome, query)
           SELECT $1, $2, $3, id, $4, 'ok', $5 FROM unnest($6::bigint[]) WITH ORDINALITY AS t(id, n) ORDER BY n`,
    values: [stamp.at, stamp.actor, stamp.action, stamp.request_id, stamp.query ?? '', personIds],
  });
}

/** The people holding this phone (E.164) as mobile or land line, oldest first (people-store.ts's idByPhone). */
async function personIdByPhone(client: Queryable, phone: string): Promise<number | undefined> {
  const { rows } = await client.query({
    name: 'person-by-phone',
    text: `SELECT id FROM people WHERE phone_mobile <> '' AND (${PG_PHONE_KEY('phone_mobile')}) COLLATE "C" = $1
           UNION SELECT id FROM people WHERE phone_land <> '' AND (${PG_PHONE_KEY('phone_land')}) COLLATE "C" = $1 ORDER BY id LIMIT 1`,
    values: [phone],
  });
  return rows[0]?.id as number | undefined;
}

/** The applicants of a job in application order, each with its history (subscriptions-store.ts's applicants). */
async function applicants(client: Queryable, jobId: number, status: string | undefined): Promise<Applicant[]> {
  const { rows } = await client.query(
    `SELECT s.id, s.person_id AS person_data_id, p.first, p.last, p.email, s.status, s.created, s.last_modified
       FROM subscriptions s JOIN people p ON p.id = s.person_id
      WHERE s.job_id = $1 ${status === undefined ? '' : 'AND s.status = $2'} ORDER BY s.id`,
    status === undefined ? [jobId] : [jobId, status]);
  if (rows.length === 0) return [];
  const histories = new Map<number, ApplicationEvent[]>(rows.map((row) => [row.id as number, []]));
  const history = await client.query(
    `SELECT h.subscription_id AS id, h.status, h.at, h.note FROM subscription_history h JOIN subscriptions s ON s.id = h.subscription_id
      WHERE s.job_id = $1 ORDER BY h.id`, [jobId]);
  for (const { id, ...event } of history.rows) histories.get(id as number)?.push(event as ApplicationEvent);
  return rows.map((row) => ({ ...row, history: histories.get(row.id as number) ?? [] }) as Applicant);
}

async function run(client: Queryable, q: AuditedQuery): Promise<Found> {
  const found = <V>(value: V | undefined, personId: number | null): Found =>
    ({ personId, result: value === undefined ? { found: false, missing: 'item' } : { found: true, value } }) as Found;
  const noPerson = (personId: number): Found => ({ personId, result: { found: false, missing: 'person' } });
  switch (q.kind) {
    case 'person': {
      const person = await personById(client, q.personId);
      return person ? found(person, q.personId) : noPerson(q.personId);
    }
    case 'person-by-email': {
      const id = await personIdByEmail(client, q.email);
      return id === undefined ? { personId: null, result: { found: false, missing: 'person' } } : found(id, id);
    }
    case 'person-by-phone': {
      const id = await personIdByPhone(client, q.phone);
      return id === undefined ? { personId: null, result: { found: false, missing: 'person' } } : found(id, id);
    }
    case 'document-by-sha256': {
      const { rows } = await client.query(
        "SELECT id, person_id FROM documents WHERE sha256 = $1 AND sha256 <> '' ORDER BY id LIMIT 1", [q.sha256]);
      const row = rows[0];
      return row === undefined ? { personId: null, result: { found: false, missing: 'item' } } : found({ id: row.id, personId: row.person_id }, row.person_id);
    }
    case 'applicants': {
      // A deleted job keeps its applications' history, so its applicants can still be read.
      if (!inRange(q.jobId) || (await client.query('SELECT 1 FROM jobs WHERE id = $1', [q.jobId])).rowCount === 0) {
        return { personId: null, result: { found: false, missing: 'item' } };
      }
      const list = await applicants(client, q.jobId, q.status);
      return { ...found(list, null), personIds: list.map((a) => a.person_data_id) };
    }
    default:
      break;
  }
  if (!(await personExists(client, q.personId))) return noPerson(q.personId);
  switch (q.kind) {
    case 'subscriptions': {
      const { rows } = await client.query(
        `SELECT s.id, s.job_id AS job_data_id, j.title, s.created, s.status
           FROM subscriptions s JOIN jobs j ON j.id = s.job_id WHERE s.person_id = $1 ORDER BY s.id`, [q.personId]);
      return found(rows, q.personId);
    }
    case 'documents': {
      const { rows } = await client.query('SELECT id, file_name, size FROM documents WHERE person_id = $1 ORDER BY id', [q.personId]);
      return found(rows, q.personId);
    }
    case 'document': {
      if (!inRange(q.documentId)) return found(undefined, q.personId);
      const { rows } = await client.query('SELECT id, person_id, file_name, mime, bytes FROM documents WHERE id = $1 AND person_id = $2', [q.documentId, q.personId]);
      const row = rows[0];
      return found(row && { id: row.id, personId: row.person_id, fileName: row.file_name, mime: row.mime, bytes: row.bytes as Buffer }, q.personId);
    }
    case 'photo': {
      const { rows } = await client.query('SELECT photo_id, mime, bytes FROM photos WHERE person_id = $1', [q.personId]);
      const row = rows[0];
      return found(row && { photoId: row.photo_id, mime: row.mime, bytes: row.bytes as Buffer }, q.personId);
    }
    case 'skills':
      return found(await skillsOf(client, q.personId), q.personId);
  }
}

const personIdOf = (q: AuditedQuery): number | null => ('personId' in q ? q.personId : null);

// GET /person/{id}, the server's hottest read, in ONE statement: the read and its audit row
// (outcome from what the read found) are one implicit transaction, one round trip instead of
// BEGIN, SELECT, INSERT, COMMIT. The INSERT runs whether or not the outer SELECT uses it.
const PERSON_READ = `
WITH p AS (${SELECT_PERSON} WHERE id = $1),
     logged AS (INSERT INTO audit (at, actor, action, person_id, request_id, outcome)
                SELECT $2, $3, $4, $1, $5, CASE WHEN EXISTS (SELECT 1 FROM p) THEN 'ok' ELSE 'not_found' END)
SELECT * FROM p`;

const cannotWrite = (cause: unknown) =>
  new UnavailableError('the audit log cannot be written, so person data is not served', { cause, hint: 'retry in a moment' });

/**
 * Runs `work` (a read of person data that appends its own audit rows) in one transaction and
 * commits before returning, so nothing is handed out without its rows (DESIGN.md §3). If the
 * work fails, `errorEntry` is written instead (a failed attempt is a processing event too);
 * if no row can be written, UnavailableError.
 */
export async function auditedTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>, errorEntry: AuditEntry): Promise<T> {
  let client: pg.PoolClient;
  try {
    client = await pool.connect();
  } catch (error) {
    throw cannotWrite(error);
  }
  let broken = false;
  try {
    let value: T;
    try {
      await client.query('BEGIN');
      value = await work(client);
    } catch (error) {
      try {
        await client.query('ROLLBACK');
      } catch {
        broken = true;
      }
      if (broken || isUnavailable(error)) throw cannotWrite(error);
      try {
        await appendAudit(client, errorEntry);
      } catch (appendError) {
        throw cannotWrite(appendError);
      }
      throw domainErrorOf(error);
    }
    try {
      await client.query('COMMIT');
    } catch (error) {
      broken = true;
      throw cannotWrite(error);
    }
    return value;
  } finally {
    client.release(broken);
  }
}

export function createAudit(pool: pg.Pool): AuditRepository {
  return {
    async read<K extends AuditedQuery['kind']>(q: Extract<AuditedQuery, { kind: K }>, stamp: AuditStamp): Promise<AuditedResult<K>> {
      const query = q as AuditedQuery;
      if (query.kind === 'person' && inRange(query.personId)) {
        const { personId } = query;
        let rows: Record<string, unknown>[];
        try {
          ({ rows } = await pool.query({ name: 'person-read-audited', text: PERSON_READ, values: [personId, stamp.at, stamp.actor, stamp.action, stamp.request_id] }));
        } catch (error) {
          if (isUnavailable(error)) throw cannotWrite(error);
          // Nothing was written (one statement): the failed attempt gets its own row.
          await appendAudit(pool, { ...stamp, person_id: personId, outcome: 'error' }).catch((appendError: unknown) => {
            throw cannotWrite(appendError);
          });
          throw domainErrorOf(error);
        }
        const result = rows[0] ? { found: true, value: personFromRow(rows[0]) } : { found: false, missing: 'person' };
        return result as AuditedResult<K>;
      }
      // A failed attempt is a processing event too (issue 10 item 3): its row, outcome `error`.
      const found = await auditedTransaction(pool, async (client) => {
        const read: Found = await run(client, q);
        if (read.personIds !== undefined && read.personIds.length > 0) await appendAuditForPeople(client, stamp, read.personIds);
        else await appendAudit(client, { ...stamp, person_id: read.personId, outcome: read.result.found ? 'ok' : 'not_found' });
        return read;
      }, { ...stamp, person_id: personIdOf(q), outcome: 'error' });
      return found.result as AuditedResult<K>;
    },
    async append(entry) {
      await appendAudit(pool, entry).catch((error: unknown) => {
        throw cannotWrite(error);
      });
    },
    async list(q: AuditQuery = {}): Promise<AuditRow[]> {
      const where: string[] = [];
      const values: unknown[] = [];
      if (q.personId !== undefined) {
        values.push(q.personId);
        where.push(`person_id = $${values.length}`);
      }
      if (q.since !== undefined) {
        values.push(q.since);
        where.push(`at >= $${values.length}`);
      }
      values.push(q.limit ?? 100);
      const sql = `SELECT id, at, actor, action, person_id, request_id, outcome, query FROM audit ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id DESC LIMIT $${values.length}`;
      return (await query<AuditRow & Record<string, unknown>>(pool, sql, values)).rows;
    },
    async count() {
      const { rows } = await query<{ n: number }>(pool, 'SELECT count(*) AS n FROM audit');
      return rows[0]?.n ?? 0;
    },
  };
}
