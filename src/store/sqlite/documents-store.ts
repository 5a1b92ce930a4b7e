// Person documents: bytes live in the database so a backup is one file.
import { createHash } from 'node:crypto';
import type { SqliteDatabase } from './database.js';
import type { PersonDocument } from '../../domain/document.js';

export interface StoredDocument {
  id: number;
  personId: number;
  fileName: string;
  mime: string;
  bytes: Uint8Array;
}

export function createDocumentsStore(db: SqliteDatabase) {
  const insert = db.prepare(
    'INSERT INTO documents (person_id, file_name, mime, size, bytes, created, sha256) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const bySha256 = db.prepare("SELECT id, person_id FROM documents WHERE sha256 = ? AND sha256 <> '' ORDER BY id LIMIT 1");
  const list = db.prepare('SELECT id, file_name, size FROM documents WHERE person_id = ? ORDER BY id');
  const one = db.prepare('SELECT id, person_id, file_name, mime, bytes FROM documents WHERE id = ? AND person_id = ?');
  const remove = db.prepare('DELETE FROM documents WHERE id = ? AND person_id = ?');
  const stats = db.prepare('SELECT count(*) AS count, coalesce(sum(size), 0) AS bytes FROM documents');
  const usage = db.prepare('SELECT count(*) AS documents, coalesce(sum(size), 0) AS bytes FROM documents WHERE person_id = ?');

  return {
    insert(personId: number, fileName: string, mime: string, bytes: Uint8Array, timestamp: string): number {
      const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      return Number(insert.run(personId, fileName, mime, bytes.byteLength, buffer, timestamp, sha256Of(bytes)).lastInsertRowid);
    },
    /** The oldest document with these bytes (by SHA-256, migration 4), and whose it is. */
    findBySha256(sha256: string): { id: number; personId: number } | undefined {
      const row = bySha256.get(sha256) as { id: number; person_id: number } | undefined;
      return row && { id: row.id, personId: row.person_id };
    },
    list(personId: number): PersonDocument[] {
      return list.all(personId) as PersonDocument[];
    },
    /** Only a document of that person: another person's document id is "not found" (DESIGN.md §3). */
    get(personId: number, documentId: number): StoredDocument | undefined {
      const row = one.get(documentId, personId) as
        | { id: number; person_id: number; file_name: string; mime: string; bytes: Buffer }
        | undefined;
      return row && { id: row.id, personId: row.person_id, fileName: row.file_name, mime: row.mime, bytes: row.bytes };
    },
    delete(personId: number, documentId: number): boolean {
      return remove.run(documentId, personId).changes > 0;
    },
    /** How many documents the person holds and their bytes (the per-person quota). */
    usage(personId: number): { documents: number; bytes: number } {
      return usage.get(personId) as { documents: number; bytes: number };
    },
    stats(): { count: number; bytes: number } {
      return stats.get() as { count: number; bytes: number };
    },
  };
}

/** Lower-case hex, the form documents.sha256 holds and lookups take. */
export function sha256Of(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export type DocumentsStore = ReturnType<typeof createDocumentsStore>;
