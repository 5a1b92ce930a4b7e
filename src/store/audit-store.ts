// The audit log of person-data reads (DESIGN.md §3 "logged with priority").
import type { SqliteDatabase } from './database.js';
import type { AuditCommitThread } from './audit-commit-thread.js';

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
  // Reads that arrive together wait for ONE transaction holding all their rows; each
  // caller still gets its data only after its own row is committed (DESIGN.md §3).
  // The server moves these commits to a thread of its own (commitOnThread); the CLI and
  // in-memory databases commit here, on the caller's connection.
  let thread: AuditCommitThread | undefined;
  let pending: { entry: AuditEntry; resolve: () => void; reject: (error: unknown) => void }[] = [];
  const flush = () => {
    const batch = pending;
    pending = [];
    try {
      db.transaction(() => {
        for (const item of batch) insert.run(item.entry);
      }).immediate();
    } catch (error) {
      for (const item of batch) item.reject(error);
      return;
    }
    for (const item of batch) item.resolve();
  };

  return {
    append(entry: AuditEntry): void {
      insert.run(entry);
    },
    /** Like append, but committed together with the other rows of this event-loop turn. */
    appendBatched(entry: AuditEntry): Promise<void> {
      if (thread) return thread.commit(entry);
      return new Promise((resolve, reject) => {
        if (pending.push({ entry, resolve, reject }) === 1) setImmediate(flush);
      });
    },
    /**
     * From now on appendBatched commits on a worker thread with its own connection, so the
     * fsync of each group commit never blocks the caller's event loop (`recruit serve`).
     * An in-memory database has no second connection and keeps committing here.
     */
    async commitOnThread(): Promise<void> {
      if (thread || db.memory) return;
      const { startAuditCommitThread } = await import('./audit-commit-thread.js');
      thread = await startAuditCommitThread(db.name);
    },
    /** Commits what the thread has queued and stops it; appendBatched commits here again. */
    async stopCommitThread(): Promise<void> {
      const stopping = thread;
      thread = undefined;
      await stopping?.close();
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
