// Upload limits of DESIGN.md §3 (decoded bytes).
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
/** The parser's file (the base64 `data` decoded), SPEC.md §8. */
export const MAX_RESUME_BYTES = 20 * 1024 * 1024;
// Issue 12 §5–6 defaults, here and not beside their schemas: the schema library costs ~90 ms
// to load, and every local command loads LocalService (DESIGN.md §7 start-up).
/** People a retention purge handles per call. */
export const DEFAULT_PURGE_LIMIT = 1000;
/** Duplicate pairs a listing shows. */
export const DEFAULT_DUPLICATES_LIMIT = 100;
