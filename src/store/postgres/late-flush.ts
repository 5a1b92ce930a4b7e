// A local bulk import on PostgreSQL commits each batch without waiting for its WAL to reach
// the disk, and waits once, at the end, before the command reports.
//
// Each batch is still one transaction (all or nothing) and is visible to every other
// connection the moment its COMMIT returns; the server's WAL writer puts it on disk a few
// hundred milliseconds later. A killed import (the recruit process) loses nothing the server
// committed. Only a crash of the PostgreSQL server itself in that moment could roll back the
// last batches of an import that has not yet reported — which a re-run restores, as it does
// after any interrupted import. Waiting for each batch's flush in turn left the import idle
// while the disk caught up, batch after batch (200,000 people, 40 commits: 1.5–6.6 s of an
// import of 13–25 s on a busy machine). SQLite's import does the same with synchronous = NORMAL.
//
// Not for a server's requests (`shared`) or a run whose answers promise that each batch is on
// disk (`durableBatches`): those keep the connection's synchronous commit.
import type { Queryable } from './pool.js';

/** The first statement of a batch's transaction when its commit may return before the flush. */
export const COMMIT_WITHOUT_FLUSH = 'SET LOCAL synchronous_commit = off';

/** How often the end of an import asks whether the WAL writer has flushed its batches. */
const FLUSH_POLL_MS = 10;

/**
 * The WAL position every transaction committed so far on this server ends before: once the
 * flushed position reaches it, they are all on disk.
 */
export async function walWrittenSoFar(client: Queryable): Promise<string> {
  const { rows } = await client.query<{ lsn: string }>('SELECT pg_current_wal_insert_lsn()::text AS lsn');
  return rows[0]?.lsn as string;
}

/**
 * Returns once the server has flushed its WAL up to `lsn` (from walWrittenSoFar). A synchronous
 * commit since then (an index build's) has done it already; else the WAL writer does it within
 * its wal_writer_delay (200 ms by default).
 */
export async function awaitWalFlushed(client: Queryable, lsn: string): Promise<void> {
  for (;;) {
    const { rows } = await client.query<{ flushed: boolean }>('SELECT pg_current_wal_flush_lsn() >= $1::pg_lsn AS flushed', [lsn]);
    if (rows[0]?.flushed) return;
    await new Promise((resolve) => setTimeout(resolve, FLUSH_POLL_MS));
  }
}
