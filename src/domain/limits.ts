// Upload limits of DESIGN.md §3 (decoded bytes).
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
/** The parser's file (the base64 `data` decoded), SPEC.md §8. */
export const MAX_RESUME_BYTES = 20 * 1024 * 1024;
// 6 defaults, here and not beside their schemas: the schema library costs ~90 ms
// to load, and every local command loads LocalService (DESIGN.md §7 start-up).
/** People a retention purge handles per call. */
export const DEFAULT_PURGE_LIMIT = 1000;
/** Duplicate pairs a listing shows. */
export const DEFAULT_DUPLICATES_LIMIT = 100;
/**
 * Documents one person may hold (count and total bytes of what is stored): an access export
 * carries all of them, and without a bound one person's could grow without end. Configurable
 * (`serve --documents-per-person`, `--document-mb-per-person`, their env and config keys).
 */
export const DEFAULT_DOCUMENTS_PER_PERSON = 200;
export const DEFAULT_DOCUMENT_BYTES_PER_PERSON = 500 * 1024 * 1024;
/** Access exports one server process streams at a time (`serve --export-concurrency`). */
export const DEFAULT_EXPORT_CONCURRENCY = 2;
/**
 * A retention purge keeps people modified in the last MIN_RETENTION_DAYS unless the caller
 * says `force`: a slip of the unit (`1m`, a date in the wrong year) must not erase live data.
 */
export const MIN_RETENTION_DAYS = 30;
/** A purge bound further back than this is a typo, not a retention policy (and would overflow dates). */
export const MAX_RETENTION_YEARS = 200;
/** Nobody in a recruitment database was last modified before this year. */
export const EARLIEST_RETENTION_YEAR = 1900;
