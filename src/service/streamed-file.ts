// Files as whole bytes and as streams, one into the other: the service reads
// a document or photo as a stream (PostgreSQL: in chunks), the library's whole-bytes methods
// collect it, and a store or a client that only has whole bytes hands them out as one chunk.
import { Readable } from 'node:stream';
import type { DownloadedFile, StreamedFile } from '../domain/document.js';
import type { AuditedResult, StreamedResult, StreamedValues } from '../store/index.js';

const oneChunk = (bytes: Uint8Array): Readable => Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)]);

export function streamedFile(file: DownloadedFile): StreamedFile {
  return { fileName: file.fileName, contentType: file.contentType, size: file.bytes.byteLength, stream: oneChunk(file.bytes) };
}

/** A whole-bytes audited read as a streamed one (a store without `readStreamed`). */
export function streamedResult<K extends keyof StreamedValues>(read: AuditedResult<K>): StreamedResult<K> {
  if (!read.found) return read;
  const { bytes, ...item } = read.value;
  return { found: true, value: { ...item, size: bytes.byteLength, stream: oneChunk(bytes) } as unknown as StreamedValues[K] };
}

/** Reads the stream to its end; rejects with the stream's error (a file that went away meanwhile). */
export async function collectFile(file: StreamedFile): Promise<DownloadedFile> {
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  const bytes = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
  return { fileName: file.fileName, contentType: file.contentType, bytes };
}
