// A bulk import into an empty people table reads each batch's new rows once, right after the
// batch commits, so that the index builds at its end (deferred-indexes.ts) write nothing but
// the indexes.
//
// Why: every row carries the id of the transaction that wrote it, and the first reader to
// find that transaction committed notes it on the row ("hint bits"), which modifies the page.
// Without this pass, that first reader is the first index build of the end: it modifies every
// page of the table, and with data checksums on (the default of PostgreSQL 18) every page last
// written before the latest checkpoint is written to the WAL whole once more. A 1,000,000-row
// import whose load crossed a checkpoint wrote 469 MB of WAL while its indexes were built,
// 57,768 whole pages, about the size of the table, all fsync'd before the import could report;
// the pages themselves are then written to disk a second time.
//
// Read right after its commit, a batch's pages are still in memory and still waiting to be
// written (the COPY's ring of buffers is larger than a batch): noting the commit on them costs
// no WAL and no second write, only a read of the pages just written. The pages are found by
// position (a TID range scan, PostgreSQL 14 and later: an older server scans the whole table
// for the same condition, so it gets no pass): those from the table's end when the pass last
// ran. Rows another writer put elsewhere meanwhile are simply noted later, as they are now.
import type { Queryable } from './pool.js';

/** TID range scans and max() of a row position came with PostgreSQL 14. */
const TID_RANGE_SCANS = 140_000;

/**
 * Reads the rows from block $1 on (which notes their commit on them) and gives the position of
 * the last, whose block is where the next pass starts: that block may take more rows, and so
 * may the empty blocks after it that PostgreSQL adds to a growing table ahead of its rows (the
 * table's length in blocks would skip those). Not a prepared statement: a generic plan made
 * while the table was small could keep a sequential scan of all of it.
 */
export const SETTLE_SQL = 'SELECT max(ctid)::text AS last FROM people WHERE ctid >= $1::tid';

/** The block of a row position written as PostgreSQL prints it, "(12,3)". */
export function blockOf(tid: string): number | undefined {
  const match = /^\((\d+),\d+\)$/.exec(tid);
  return match ? Number(match[1]) : undefined;
}

export interface PageSettler {
  /** Reads the rows written since the last pass, which must have committed (on `on`, else the settler's own connection). */
  settle(on?: Queryable): Promise<void>;
}

/**
 * A settler whose first pass reads the whole table (nearly empty when an import defers its
 * indexes), or undefined on a server without TID range scans (nor max() of a row position).
 */
export async function pageSettler(client: Queryable): Promise<PageSettler | undefined> {
  const { rows } = await client.query<{ version: number }>("SELECT current_setting('server_version_num')::int AS version");
  if ((rows[0]?.version ?? 0) < TID_RANGE_SCANS) return undefined;
  let from = 0;
  return {
    async settle(on = client) {
      const { rows: read } = await on.query<{ last: string | null }>(SETTLE_SQL, [`(${from},0)`]);
      from = blockOf(read[0]?.last ?? '') ?? from;
    },
  };
}
