// The messages between an import's main thread (search-build.ts) and its search build thread
// (search-build-worker.ts), and the names both use. Types and constants only.

export interface SearchBuildWorkerData {
  /** The store's database file. */
  path: string;
  /** The build's own file, beside it (searchBuildPath). */
  buildPath: string;
}

export type SearchBuildRequest =
  /** Index the people with from < id <= to (made by one committed batch) and again those listed (changed by it). */
  | { type: 'index'; from: number; to: number; updated: number[] }
  /** No more batches: finish the build (merge it into one segment). */
  | { type: 'finish' }
  /** Put the build into the store's person_fts, in one transaction. */
  | { type: 'copy' };

export type SearchBuildReply =
  | { type: 'ready' }
  | { type: 'built' }
  /** `rebuilt`: person_fts had changed meanwhile, so it was made from the tables instead of copied. */
  | { type: 'copied'; outcome: 'copied' | 'rebuilt' }
  | { type: 'failed'; message: string; code?: string };

/** The schema name the build file is attached under on the thread's connection. */
export const BUILD_SCHEMA = 'search_build';

/** The table that says an import's search rows are being built apart (created in its first batch). */
export const SEARCH_BUILD_MARKER = 'deferred_search';

/** FTS5's shadow tables of person_fts (contentless: no _content table). */
export const FTS_SHADOW_TABLES = ['data', 'idx', 'docsize', 'config'] as const;

/** The build file of a database file. */
export const searchBuildPath = (path: string) => `${path}-search-build`;
