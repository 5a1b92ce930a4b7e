// The audit log of person-data reads (DESIGN.md §3 "logged with priority").
import type { SqliteDatabase } from './database.js';
import { createGroupCommit, fdatasyncFile, type GroupCommit, type SyncFile } from './group-commit.js';

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
  // after its own row is durable (DESIGN.md §3). The server goes further (syncInBackground):
  // its batches commit with synchronous = NORMAL and wait for an fdatasync of the WAL on the
  // thread pool, so the disk no longer stalls the event loop (group-commit.ts).
  const insertAll = db.transaction((entries: AuditEntry[]) => {
    for (const entry of entries) insert.run(entry);
  });
  const commitWithOwnLevel = (entries: AuditEntry[]) => {
    insertAll.immediate(entries);
  };
  const commitWithoutSync = (entries: AuditEntry[]) => {
    // Never prepared ahead: SQLite applies `PRAGMA synchronous = …` while compiling it.
    const level = db.pragma('synchronous', { simple: true }) as number;
    db.pragma('synchronous = NORMAL');
    try {
      insertAll.immediate(entries);
    } finally {
      db.pragma(`synchronous = ${level}`);
    }
  };
  let group: GroupCommit<AuditEntry> = createGroupCommit({ commit: commitWithOwnLevel });
  let durableInBackground = false;

  return {
    append(entry: AuditEntry): void {
      insert.run(entry);
    },
    /** Like append, but committed together with the rows that arrive with it (group-commit.ts). */
    appendBatched(entry: AuditEntry): Promise<void> {
      return group.add(entry);
    },
    /**
     * From now on appendBatched commits without an fsync and settles its callers after a
     * background fdatasync of the WAL (`recruit serve`). Only for a WAL-mode file: an
     * in-memory or rollback-journal database keeps committing with its own sync level.
     */
    syncInBackground(sync: SyncFile = fdatasyncFile): void {
      if (durableInBackground || db.memory || db.pragma('journal_mode', { simple: true }) !== 'wal') return;
      durableInBackground = true;
      const wal = `${db.name}-wal`;
      group = createGroupCommit({ commit: commitWithoutSync, sync: () => sync(wal) });
    },
    /** Waits for the batches in flight; later ones commit with the connection's own level again. */
    async stopBackgroundSync(): Promise<void> {
      if (!durableInBackground) return;
      const stopping = group;
      durableInBackground = false;
      group = createGroupCommit({ commit: commitWithOwnLevel });
      await stopping.idle();
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
