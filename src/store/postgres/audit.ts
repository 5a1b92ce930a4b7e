// Audited reads on PostgreSQL (DESIGN.md §3): the query and its audit row in one transaction
// on one connection, committed (synchronous_commit on: durable) before the data is handed
// out. PostgreSQL groups concurrent commits' WAL flushes by itself, which is what the SQLite
// store's group commit does by hand.
import type pg from 'pg';
import { UnavailableError } from '../../domain/errors.js';
import type { AuditEntry, AuditQuery, AuditRow } from '../audit-store.js';
import type { AuditedQuery, AuditedResult, AuditRepository, AuditStamp } from '../store.js';
import { domainErrorOf, isUnavailable } from './errors.js';
import { query, type Queryable } from './pool.js';
import { inRange, personById, personExists, personIdByEmail } from './repositories.js';
import { SELECT_PERSON, personFromRow } from './rows.js';

type Found = { personId: number | null; result: AuditedResult<AuditedQuery['kind']> };

export async function appendAudit(client: Queryable, entry: AuditEntry): Promise<void> {
  await client.query({
    name: 'audit-insert',
    text: 'INSERT INTO audit (at, actor, action, person_id, request_id, outcome) VALUES ($1, $2, $3, $4, $5, $6)',
    values: [entry.at, entry.actor, entry.action, entry.person_id, entry.request_id, entry.outcome],
  });
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
    default:
      break;
  }
  if (!(await personExists(client, q.personId))) return noPerson(q.personId);
  switch (q.kind) {
    case 'subscriptions': {
      const { rows } = await client.query(
        `SELECT s.id, s.job_id AS job_data_id, j.title, s.created
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

export function createAudit(pool: pg.Pool): AuditRepository {
  const cannotWrite = (cause: unknown) =>
    new UnavailableError('the audit log cannot be written, so person data is not served', { cause, hint: 'retry in a moment' });
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
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        throw cannotWrite(error);
      }
      let broken = false;
      try {
        let found: Found;
        try {
          await client.query('BEGIN');
          found = await run(client, q);
          await appendAudit(client, { ...stamp, person_id: found.personId, outcome: found.result.found ? 'ok' : 'not_found' });
        } catch (error) {
          try {
            await client.query('ROLLBACK');
          } catch {
            broken = true;
          }
          if (broken || isUnavailable(error)) throw cannotWrite(error);
          // A failed attempt is a processing event too (issue 10 item 3): its row, outcome `error`.
          try {
            await appendAudit(client, { ...stamp, person_id: personIdOf(q), outcome: 'error' });
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
        return found.result as AuditedResult<K>;
      } finally {
        client.release(broken);
      }
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
      const sql = `SELECT id, at, actor, action, person_id, request_id, outcome FROM audit ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id DESC LIMIT $${values.length}`;
      return (await query<AuditRow & Record<string, unknown>>(pool, sql, values)).rows;
    },
    async count() {
      const { rows } = await query<{ n: number }>(pool, 'SELECT count(*) AS n FROM audit');
      return rows[0]?.n ?? 0;
    },
  };
}
