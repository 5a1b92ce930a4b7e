// The audit log of person-data reads (DESIGN.md §3 "logged with priority").
import type { SqliteDatabase } from './database.js';
import { createGroupCommit, type GroupCommit } from './group-commit.js';

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

  // Group commit (issue 6): with synchronous = FULL every commit is an fsync, and one
  // commit per person read capped the server at a few hundred reads/s with p99 in seconds.
  // Reads that arrive together share ONE transaction; each caller still gets its data only
  // after its own row is durable (DESIGN.md §3). On the server the batches wait for the
  // store's background WAL sync instead of an fsync on the event loop (wal-durability.ts).
  const insertAll = db.transaction((entries: AuditEntry[]) => {
    for (const entry of entries) insert.run(entry);
  });
  const commit = (entries: AuditEntry[]) => {
    insertAll.immediate(entries);
  };
  let group: GroupCommit<AuditEntry> = createGroupCommit({ commit });

  return {
    append(entry: AuditEntry): void {
      insert.run(entry);
    },
    /** Like append, but committed together with the rows that arrive with it (group-commit.ts). */
    appendBatched(entry: AuditEntry): Promise<void> {
      return group.add(entry);
    },
    /**
     * Batches from now on are settled by `durable` (the store's background WAL sync) or, without
     * it, as soon as they commit. Resolves when the batches of the previous mode are settled.
     */
    async settleBatchesWith(durable: (() => Promise<void>) | undefined): Promise<void> {
      const previous = group;
      group = createGroupCommit({ commit, durable });
      await previous.idle();
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
