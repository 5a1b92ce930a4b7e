// Audited reads on PostgreSQL (DESIGN.md §3): the query and its audit row in one transaction
// on one connection, committed (synchronous_commit on: durable) before the data is handed
// out. PostgreSQL groups concurrent commits' WAL flushes by itself, which is what the SQLite
// store's group commit does by hand.
import { auditUnwritable } from '../invariants.js';
import type pg from 'pg';
import type { AuditEntry, AuditQuery, AuditRow } from '../contract/index.js';
import type { AuditedQuery, AuditedResult, AuditRepository, AuditStamp } from '../contract/index.js';
import { domainErrorOf, isUnavailable } from './errors.js';
import { query, type Queryable } from './pool.js';
import { inRange } from './repositories.js';
import { SELECT_PERSON, personFromRow } from './rows.js';
import { auditRowsOf, failedReadRow, runAuditedReadAsync } from '../audited-reads.js';
import { personReads } from './person-reads.js';

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


// GET /person/{id}, the server's hottest read, in ONE statement: the read and its audit row
// (outcome from what the read found) are one implicit transaction, one round trip instead of
// BEGIN, SELECT, INSERT, COMMIT. The INSERT runs whether or not the outer SELECT uses it.
const PERSON_READ = `
WITH p AS (${SELECT_PERSON} WHERE id = $1),
     logged AS (INSERT INTO audit (at, actor, action, person_id, request_id, outcome)
                SELECT $2, $3, $4, $1, $5, CASE WHEN EXISTS (SELECT 1 FROM p) THEN 'ok' ELSE 'not_found' END)
SELECT * FROM p`;

const cannotWrite = auditUnwritable;

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
          const values = [personId, stamp.at, stamp.actor, stamp.action, stamp.request_id];
          ({ rows } = await pool.query({ name: 'person-read-audited', text: PERSON_READ, values }));
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
      // A failed attempt is a processing event too: its row, outcome `error`.
      const found = await auditedTransaction(pool, async (client) => {
        const finding = await runAuditedReadAsync(query, personReads(client));
        const rows = auditRowsOf(finding);
        if ('personIds' in rows) await appendAuditForPeople(client, stamp, rows.personIds);
        else await appendAudit(client, { ...stamp, person_id: rows.personId, outcome: rows.outcome });
        return finding;
      }, failedReadRow(query, stamp));
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
      const whereClause = where.length ? `WHERE ${where.join(' AND ')}` : '';
      const sql = `SELECT id, at, actor, action, person_id, request_id, outcome, query FROM audit ${whereClause} ORDER BY id DESC LIMIT $${values.length}`;
      return (await query<AuditRow & Record<string, unknown>>(pool, sql, values)).rows;
    },
    async count() {
      const { rows } = await query<{ n: number }>(pool, 'SELECT count(*) AS n FROM audit');
      return rows[0]?.n ?? 0;
    },
  };
}
