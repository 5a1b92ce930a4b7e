// Documents and photos streamed on download. A bytea comes out of node-postgres
// whole, as hex text twice its size, so a 20 MB document cost the server
// ~60 MB per download. Here the audited read (person check, metadata, size and the first
// chunk, plus its one audit row) is one transaction, committed before the first byte is
// handed out; the rest is read a chunk at a time with substring() as the consumer asks for
// it (backpressure: one chunk in flight per download).
//
// Why each later chunk is its own statement and not a snapshot held for the whole download
// (REPEATABLE READ or a cursor): the download lasts as long as the slowest client, and a
// transaction would hold one of the pool's connections all that while — ten slow clients
// would leave the server no connection for anything else. Consistency comes from what the
// chunks are keyed by instead: a document id is never reused and its bytes never change;
// a photo is keyed by its photo_id, random per upload (a new photo is a new id). So every
// chunk is of the same bytes, or the row is gone (deleted, erased, replaced) and the stream
// fails with NotFoundError — a client gets the whole file or an error, never a mix.
import { Readable } from 'node:stream';
import type pg from 'pg';
import { NotFoundError } from '../../domain/errors.js';
import type { AuditedQuery, AuditStamp, StreamedResult, StreamedValues } from '../contract/index.js';
import { appendAudit, auditedTransaction } from './audit.js';
import { domainErrorOf } from './errors.js';
import { inRange, personExists } from './repositories.js';

/** Bytes per statement: big enough that round trips do not dominate, small beside 20 MB. */
export const FILE_CHUNK_BYTES = 1024 * 1024;

type Kind = keyof StreamedValues;

interface FileSql {
  /** The item, its size and its first chunk ($3 bytes): one row, or none. */
  head: string;
  /** One chunk of the item's bytes by its immutable key: $1 key, $2 1-based offset, $3 length. */
  chunk: string;
}

const SQL: Record<Kind, FileSql> = {
  document: {
    head: `SELECT id, person_id, file_name, mime, octet_length(bytes) AS size, substring(bytes FROM 1 FOR $3) AS first
             FROM documents WHERE id = $1 AND person_id = $2`,
    chunk: 'SELECT substring(bytes FROM $2 FOR $3) AS chunk FROM documents WHERE id = $1',
  },
  photo: {
    head: 'SELECT photo_id, mime, octet_length(bytes) AS size, substring(bytes FROM 1 FOR $2) AS first FROM photos WHERE person_id = $1',
    chunk: 'SELECT substring(bytes FROM $2 FOR $3) AS chunk FROM photos WHERE photo_id = $1',
  },
};

/**
 * The bytes after `first`, read from the pool a chunk at a time as the stream is consumed.
 * Ends after exactly `size` bytes; errors with NotFoundError when the item went away.
 */
export function chunkStream(pool: pg.Pool, sql: string, key: unknown, size: number, first: Buffer, what: string, chunkBytes = FILE_CHUNK_BYTES): Readable {
  let offset = 0;
  return new Readable({
    highWaterMark: chunkBytes,
    read() {
      if (offset === 0 && first.length > 0) {
        offset = first.length;
        this.push(first);
        if (offset >= size) this.push(null);
        return;
      }
      if (offset >= size) {
        this.push(null);
        return;
      }
      // Text format: the chunk arrives as hex (twice its size) for a moment. Binary results
      // would spare that, but node-postgres 8 decodes binary bytea as UTF-8 text (corrupting it).
      pool.query(sql, [key, offset + 1, chunkBytes]).then(({ rows }) => {
        const chunk = rows[0]?.chunk as Buffer | undefined;
        if (chunk === undefined || chunk.length === 0 || offset + chunk.length > size) {
          this.destroy(new NotFoundError(`${what} was deleted or replaced during the download`));
          return;
        }
        offset += chunk.length;
        this.push(chunk);
        if (offset >= size) this.push(null);
      }, (error: unknown) => this.destroy(domainErrorOf(error) as Error));
    },
  });
}

/** A document's bytes, all of them read as the stream is consumed (the access export lists the documents first). */
export function documentStream(pool: pg.Pool, id: number, size: number, chunkBytes = FILE_CHUNK_BYTES): Readable {
  return chunkStream(pool, SQL.document.chunk, id, size, Buffer.alloc(0), `document ${id}`, chunkBytes);
}

/** The streamed audited read of a document or a photo (contract/audit.ts, AuditRepository.readStreamed). */
export function createStreamedReads(pool: pg.Pool, chunkBytes = FILE_CHUNK_BYTES) {
  return async function readStreamed<K extends Kind>(q: Extract<AuditedQuery, { kind: K }>, stamp: AuditStamp): Promise<StreamedResult<K>> {
    const query = q as Extract<AuditedQuery, { kind: Kind }>;
    const head = await auditedTransaction(pool, async (client) => {
      let row: Record<string, unknown> | undefined;
      let missing: 'person' | 'item' | undefined;
      if (!(await personExists(client, query.personId))) missing = 'person';
      else if (query.kind === 'document') {
        if (inRange(query.documentId)) {
          ({ rows: [row] } = await client.query(SQL.document.head, [query.documentId, query.personId, chunkBytes]));
        }
      } else {
        ({ rows: [row] } = await client.query(SQL.photo.head, [query.personId, chunkBytes]));
      }
      if (!missing && row === undefined) missing = 'item';
      await appendAudit(client, { ...stamp, person_id: query.personId, outcome: missing ? 'not_found' : 'ok' });
      return { row, missing };
    }, { ...stamp, person_id: query.personId, outcome: 'error' });
    if (head.missing || !head.row) return { found: false, missing: head.missing ?? 'item' };
    const row = head.row;
    const size = row.size as number;
    const first = row.first as Buffer;
    if (query.kind === 'document') {
      const id = row.id as number;
      const stream = chunkStream(pool, SQL.document.chunk, id, size, first, `document ${id}`, chunkBytes);
      const value: StreamedValues['document'] = {
        id, personId: row.person_id as number, fileName: row.file_name as string, mime: row.mime as string, size, stream,
      };
      return { found: true, value } as StreamedResult<K>;
    }
    const photoId = row.photo_id as string;
    const value: StreamedValues['photo'] = {
      photoId,
      mime: row.mime as string,
      size,
      stream: chunkStream(pool, SQL.photo.chunk, photoId, size, first, `the photo of person ${query.personId}`, chunkBytes),
    };
    return { found: true, value } as StreamedResult<K>;
  };
}
