// Receipts of bulk import requests on SQLite (contract/import-receipts.ts): written inside a
// batch's transaction by the import session, read by the server before it imports a request.
import type { SqliteDatabase } from './database.js';
import { receiptExpiry, type ImportReceipt, type ImportReceiptsRepository } from '../contract/index.js';
import { mapped, type MapError } from '../mapped-errors.js';

/**
 * Inside the caller's transaction: removes expired receipts and records this one. A second
 * receipt for the same key (another server process imported the same request meanwhile) is
 * a primary-key clash that rolls the batch back, so the rows still land once.
 */
export function recordImportReceipt(db: SqliteDatabase, receipt: ImportReceipt): void {
  db.prepare('DELETE FROM import_receipts WHERE created < ?').run(receiptExpiry(receipt.created));
  db.prepare('INSERT INTO import_receipts (actor, resource, key, answer, created) VALUES (?, ?, ?, ?, ?)')
    .run(receipt.actor, receipt.resource, receipt.key, receipt.answer, receipt.created);
}

/**
 * Inside an erasure's transaction: the receipts of person imports go. Their rejects may quote
 * the erased person's e-mail or phone, and they are only a retry cache (a chunk re-sent after
 * this imports again, its existing rows meeting --on-conflict as usual).
 */
export function forgetPersonImportReceipts(db: SqliteDatabase): void {
  db.prepare("DELETE FROM import_receipts WHERE resource = 'person'").run();
}

export function createSqliteImportReceipts(db: SqliteDatabase, mapError: MapError): ImportReceiptsRepository {
  // Prepared at the first use: a store opened on an older schema (before migrating) has no table yet.
  let find: { get(...params: unknown[]): unknown } | undefined;
  return mapped<ImportReceiptsRepository>({
    find: async (actor, resource, key) => {
      find ??= db.prepare('SELECT answer FROM import_receipts WHERE actor = ? AND resource = ? AND key = ?').pluck();
      return find.get(actor, resource, key) as string | undefined;
    },
  }, mapError);
}
