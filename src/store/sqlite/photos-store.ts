// One photo per person, already re-encoded without metadata by the service.
import type { SqliteDatabase } from './database.js';
import type { StoredPhoto } from '../contract/files.js';

export function createPhotosStore(db: SqliteDatabase) {
  const upsert = db.prepare(
    `INSERT INTO photos (person_id, photo_id, mime, bytes, created) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (person_id) DO UPDATE SET photo_id = excluded.photo_id, mime = excluded.mime,
       bytes = excluded.bytes, created = excluded.created`,
  );
  const get = db.prepare('SELECT photo_id, mime, bytes FROM photos WHERE person_id = ?');
  const remove = db.prepare('DELETE FROM photos WHERE person_id = ?');
  const count = db.prepare('SELECT count(*) FROM photos').pluck();

  return {
    put(personId: number, photo: StoredPhoto, timestamp: string): void {
      upsert.run(personId, photo.photoId, photo.mime, Buffer.from(photo.bytes), timestamp);
    },
    get(personId: number): StoredPhoto | undefined {
      const row = get.get(personId) as { photo_id: string; mime: string; bytes: Buffer } | undefined;
      return row && { photoId: row.photo_id, mime: row.mime, bytes: row.bytes };
    },
    /** False when the person has no photo. */
    delete(personId: number): boolean {
      return remove.run(personId).changes > 0;
    },
    count(): number {
      return count.get() as number;
    },
  };
}

export type PhotosStore = ReturnType<typeof createPhotosStore>;
