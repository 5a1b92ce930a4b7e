// The audit log of person-data reads (DESIGN.md §3 "logged with priority").
import type { SqliteDatabase } from './database.js';
import { createGroupCommit, type GroupCommit } from './group-commit.js';
import type { AuditEntry, AuditQuery, AuditRow } from '../contract/audit.js';

export type ReadOutcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

export function createAuditStore(db: SqliteDatabase) {
  const insert = db.prepare(
    'INSERT INTO audit (at, actor, action, person_id, request_id, outcome, query) VALUES (@at, @actor, @action, @person_id, @request_id, @outcome, @query)',
  );
  const insertEntry = (entry: AuditEntry) => insert.run({ ...entry, query: entry.query ?? '' });
  const count = db.prepare('SELECT count(*) FROM audit').pluck();

  // Group commit: with synchronous = FULL every commit is an fsync, and one
  // commit per person read capped the server at a few hundred reads/s with p99 in seconds.
  // Reads that arrive together share ONE transaction; each caller still gets its data only
  // after its own row is durable (DESIGN.md §3). On the server the batches wait for the
  // store's background WAL sync instead of an fsync on the event loop (wal-durability.ts).
  // An item is run inside the batch's transaction and gives the row to append: a plain
  // row, or an audited read (readAndAppend) that reads first and then describes the read.
  // Reading inside the transaction also saves each read its own implicit read transaction
  // (two fcntl locks on the WAL index), a measurable part of a person read on the server.
  // A read that returns several people (a search, a job's applicants) gives one row per person.
  type Item = () => AuditEntry | readonly AuditEntry[] | undefined;
  const insertAll = db.transaction((items: Item[]) => {
    for (const item of items) {
      const entry = item();
      if (Array.isArray(entry)) for (const one of entry as readonly AuditEntry[]) insertEntry(one);
      else if (entry) insertEntry(entry as AuditEntry);
    }
  });
  const commit = (items: Item[]) => {
    insertAll.immediate(items);
  };
  let group: GroupCommit<Item> = createGroupCommit({ commit });

  return {
    append(entry: AuditEntry): void {
      insertEntry(entry);
    },
    /**
     * Runs `read` in the next group commit's transaction and appends the row `entryFor` makes
     * of its result; settles once that row is committed (and durable, on the server). A read
     * that throws comes back as `{ ok: false }` and appends the row `entryForError` makes (its
     * outcome `error`): a failed attempt is a processing event too. A failed
     * commit rejects.
     */
    async readAndAppend<T>(
      read: () => T,
      entryFor: (value: T) => AuditEntry | readonly AuditEntry[],
      entryForError: (error: unknown) => AuditEntry,
    ): Promise<ReadOutcome<T>> {
      let outcome: ReadOutcome<T> | undefined;
      await group.add(() => {
        try {
          const value = read();
          outcome = { ok: true, value };
          return entryFor(value);
        } catch (error) {
          outcome = { ok: false, error };
          return entryForError(error);
        }
      });
      return outcome ?? { ok: false, error: new Error('the audited read did not run') };
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
