// Upload limits of DESIGN.md §3 (decoded bytes).
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
/** The parser's file (the base64 `data` decoded), SPEC.md §8. */
export const MAX_RESUME_BYTES = 20 * 1024 * 1024;
