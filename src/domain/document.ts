// Person documents and photos (SPEC.md 2.3, endpoints 7–11; DESIGN.md §3 limits).
import type { Readable } from 'node:stream';
import { Type, type Static } from '@sinclair/typebox';
import { IdSchema } from './primitives.js';

export { MAX_DOCUMENT_BYTES, MAX_PHOTO_BYTES } from './limits.js';

/** base64 text; the decoded size is checked by the service. 28 MB of base64 ≈ 21 MB decoded. */
const Base64Schema = Type.String({ maxLength: 28_000_000, description: 'base64' });

export const FileUploadSchema = Type.Object(
  { person_data_id: IdSchema, file_name: Type.String({ minLength: 1, maxLength: 1024 }), data: Base64Schema },
  { additionalProperties: false },
);

export const DocumentDeleteSchema = Type.Object(
  { person_data_id: IdSchema, document_data_id: IdSchema },
  { additionalProperties: false },
);

/** DELETE /person/photo: is_photo goes back to N. */
export const PhotoDeleteSchema = Type.Object({ person_data_id: IdSchema }, { additionalProperties: false });

export const DocumentSchema = Type.Object(
  { id: IdSchema, file_name: Type.String(), size: Type.Integer({ minimum: 0, description: 'bytes' }) },
  { additionalProperties: false },
);

export type FileUpload = Static<typeof FileUploadSchema>;
export type DocumentDelete = Static<typeof DocumentDeleteSchema>;
export type PhotoDelete = Static<typeof PhotoDeleteSchema>;
export type PersonDocument = Static<typeof DocumentSchema>;

/** A file as the service handles it: decoded bytes, not base64. */
export interface FileContent {
  fileName: string;
  bytes: Uint8Array;
}

export interface DownloadedFile {
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
}

/**
 * A download whose bytes arrive as a stream: a 20 MB document on PostgreSQL is
 * read in chunks as the client takes them, never whole. `size` is known before the first
 * byte (Content-Length); the stream errors (never ends short) if the file goes away meanwhile.
 */
export interface StreamedFile {
  fileName: string;
  contentType: string;
  size: number;
  stream: Readable;
}

/** How a streamed export ended, as its audit row says: delivered whole, or not. */
export type ExportOutcome = 'ok' | 'aborted' | 'error';

/**
 * A download made as it is sent (the access export's zip): no size beforehand. Its reader
 * reports the end with `finish` — `ok` once the last byte was written out, `aborted` when
 * the reader stopped first — and the export's audit row records it; a stream that failed on
 * the sender's side is recorded as `error` whatever the reader says. The first call counts.
 */
export interface StreamedExport {
  fileName: string;
  contentType: string;
  stream: Readable;
  finish(outcome: ExportOutcome): Promise<void>;
}
