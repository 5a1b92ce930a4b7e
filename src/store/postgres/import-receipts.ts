// Receipts of bulk import requests on PostgreSQL (contract/import-receipts.ts): written on the
// batch's connection before its COMMIT, read by the server before it imports a request.
import type pg from 'pg';
import { receiptExpiry, type ImportReceipt, type ImportReceiptsRepository } from '../contract/index.js';
import { query, type Queryable } from './pool.js';

/**
 * Inside the caller's transaction: removes expired receipts and records this one. A second
 * receipt for the same key (another server instance imported the same request meanwhile) is
 * a primary-key clash that rolls the batch back, so the rows still land once.
 */
export async function recordImportReceipt(client: pg.PoolClient, receipt: ImportReceipt): Promise<void> {
  await client.query({
    name: 'import-receipts-expire', text: 'DELETE FROM import_receipts WHERE created < $1', values: [receiptExpiry(receipt.created)],
  });
  await client.query({
    name: 'import-receipts-insert',
    text: 'INSERT INTO import_receipts (actor, resource, key, answer, created) VALUES ($1, $2, $3, $4, $5)',
    values: [receipt.actor, receipt.resource, receipt.key, receipt.answer, receipt.created],
  });
}

/**
 * Inside an erasure's transaction: the receipts of person imports go. Their rejects may quote
 * the erased person's e-mail or phone, and they are only a retry cache (a chunk re-sent after
 * this imports again, its existing rows meeting --on-conflict as usual).
 */
export async function forgetPersonImportReceipts(client: Queryable): Promise<void> {
  await client.query("DELETE FROM import_receipts WHERE resource = 'person'");
}

export function createPostgresImportReceipts(pool: pg.Pool): ImportReceiptsRepository {
  return {
    find: async (actor, resource, key) => {
      const { rows } = await query<{ answer: string }>(pool, {
        name: 'import-receipts-find',
        text: 'SELECT answer FROM import_receipts WHERE actor = $1 AND resource = $2 AND key = $3',
        values: [actor, resource, key],
      });
      return rows[0]?.answer;
    },
  };
}
