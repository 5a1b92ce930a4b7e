// The audit log of person-data reads (DESIGN.md §3 "logged with priority").
import type { SqliteDatabase } from './database.js';

export interface AuditEntry {
  at: string;
  actor: string;
  action: string;
  person_id: number | null;
  request_id: string;
  outcome: string;
}

export interface AuditRow extends AuditEntry {
  id: number;
}

export interface AuditQuery {
  personId?: number | undefined;
  since?: string | undefined;
  limit?: number | undefined;
}

export function createAuditStore(db: SqliteDatabase) {
  const insert = db.prepare(
    'INSERT INTO audit (at, actor, action, person_id, request_id, outcome) VALUES (@at, @actor, @action, @person_id, @request_id, @outcome)',
  );
  const count = db.prepare('SELECT count(*) FROM audit').pluck();

  return {
    append(entry: AuditEntry): void {
      insert.run(entry);
    },
    /** Newest first. */
    list(query: AuditQuery = {}): AuditRow[] {
      const where: string[] = [];
      const params: Record<string, unknown> = { limit: query.limit ?? 100 };
      if (query.personId !== undefined) {
        where.push('person_id = @person_id');
        params['person_id'] = query.personId;
      }
      if (query.since !== undefined) {
        where.push('at >= @since');
        params['since'] = query.since;
      }
      const sql = `SELECT * FROM audit ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id DESC LIMIT @limit`;
      return db.prepare(sql).all(params) as AuditRow[];
    },
    count(): number {
      return count.get() as number;
    },
  };
}

export type AuditStore = ReturnType<typeof createAuditStore>;
