// What every route module receives: a per-request service (audit rows carry the token
// name and request id), the route config that puts a route under the person-read rate
// limit, and the parser's image store.
import type { FastifyReply, FastifyRequest, onRequestHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import type { RecruitService } from '../service/recruit-service.js';
import type { DownloadedFile, StreamedExport, StreamedFile } from '../domain/document.js';
import type { ExportSlots } from './export-slots.js';
import type { ImageStore } from './image-store.js';
import type { PersonReadBudget } from './person-read-budget.js';

export interface RouteDeps {
  serviceFor(request: FastifyRequest): RecruitService;
  /**
   * Spread into the options of every route that reads person data: the per-token limit
   * (DESIGN.md §3) and Cache-Control: no-store, so no cache keeps a person.
   */
  personRead: { preHandler: preHandlerAsyncHookHandler; onRequest: onRequestHookHandler };
  /** Counts the people beyond the first that a list returns, or a person revealed outside a read route. */
  personReads: PersonReadBudget;
  images: ImageStore;
  /** Access exports streamed at a time by this process (export-slots.ts). */
  exports: ExportSlots;
  /** How long a streamed export may send nothing before its connection is closed. */
  exportIdleMs: number;
}

/** RFC 5987 attr-char: everything else is percent-encoded in filename*. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** RFC 6266 Content-Disposition with an ASCII fallback and the exact UTF-8 name in filename*. */
export function contentDisposition(kind: 'attachment' | 'inline', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7E]/g, '_').replace(/["\\]/g, '_') || 'file';
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}

export function sendFile(reply: FastifyReply, file: DownloadedFile | StreamedFile, kind: 'attachment' | 'inline'): FastifyReply {
  // A stream that fails after the headers (the file deleted meanwhile, the database gone)
  // ends the connection early: with Content-Length sent, the client sees a short body as
  // an error, never a shorter file as a whole one.
  const body = 'stream' in file ? file.stream : Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength);
  const size = 'stream' in file ? file.size : file.bytes.byteLength;
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(kind, file.fileName))
    .header('content-length', String(size))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .send(body);
}

/**
 * A streamed export (no Content-Length: the zip is made as it is sent; a cut-off transfer
 * lacks chunked encoding's last chunk, so a client tells it from a whole one). Its audit
 * row says `ok` only once the last byte was handed to the socket ('finish'); a client that
 * goes away first closes the response, which stops the export (fastify destroys the
 * stream) and records `aborted`. A client that stops reading holds its slot only until no
 * byte has moved for `idleMs`. The slot is released when the response closes, either way.
 */
export function sendExport(request: FastifyRequest, reply: FastifyReply, file: StreamedExport, release: () => void, idleMs: number): FastifyReply {
  const response = reply.raw;
  let delivered = false;
  response.once('finish', () => {
    delivered = true;
  });
  response.once('close', () => {
    release();
    file.finish(delivered ? 'ok' : 'aborted').catch((error: unknown) => {
      request.log.error({ err: error }, 'cannot record how an access export ended');
    });
  });
  response.setTimeout(idleMs, () => response.destroy());
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition('attachment', file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .send(file.stream);
}
