// A document's bytes from SQLite as a stream, a chunk at a time (the access export: a person
// may hold hundreds of MB of documents, and holding each whole in the JS heap, times the
// exports running, was what took the server's memory). better-sqlite3 has no incremental
// blob I/O, so each chunk is its own statement, `substr(bytes, offset, n)`. SQLite loads the
// blob's pages to cut it (at most 20 MB, the document limit, in its own heap and freed when
// the statement ends): 4 MiB chunks make a 20 MB document five statements of ~25 ms
// (1 MiB: twenty of ~35–50 ms, measured on the dev box), and the JS heap holds one chunk.
//
// Each chunk is its own read, not a transaction held for the whole export (a slow client
// would hold it for as long as it reads). A document id is never reused and its bytes never
// change, so every chunk is of the same bytes, or the row is gone and the stream fails with
// NotFoundError — a reader gets the whole file or an error, never a mix.
import { Readable } from 'node:stream';
import type { SqliteDatabase } from './database.js';
import { NotFoundError } from '../../domain/errors.js';

export const BLOB_CHUNK_BYTES = 4 * 1024 * 1024;

export function createDocumentStreams(db: SqliteDatabase, chunkBytes = BLOB_CHUNK_BYTES) {
  const chunkOf = db.prepare('SELECT substr(bytes, ?, ?) FROM documents WHERE id = ?').pluck();
  /** The bytes of document `id`, which had `size` bytes when it was listed. */
  return function documentStream(id: number, size: number): Readable {
    let offset = 0;
    return new Readable({
      // One chunk buffered ahead at most: the reader's pace sets the reads.
      highWaterMark: 1,
      read() {
        if (offset >= size) {
          this.push(null);
          return;
        }
        let chunk: Buffer | undefined;
        try {
          chunk = chunkOf.get(offset + 1, Math.min(chunkBytes, size - offset), id) as Buffer | undefined;
        } catch (error) {
          this.destroy(error as Error);
          return;
        }
        if (!chunk || chunk.length === 0 || offset + chunk.length > size) {
          this.destroy(new NotFoundError(`document ${id} was deleted during the export`));
          return;
        }
        offset += chunk.length;
        this.push(chunk);
        if (offset >= size) this.push(null);
      },
    });
  };
}
