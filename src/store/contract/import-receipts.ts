// Receipts of bulk import requests (POST /person/import, /job/import) sent with an
// Idempotency-Key: written in the request's own transaction, read before a request is
// imported, so a chunk sent again after its answer was lost — also across a server
// restart — is answered from its receipt and lands once.

/** How long a receipt is kept: a client re-sends a chunk within minutes, not days. */
export const IMPORT_RECEIPT_HOURS = 24;

export interface ImportReceipt {
  /** The token's name. */
  actor: string;
  resource: 'person' | 'job';
  /** The request's Idempotency-Key. */
  key: string;
  /** The answer to give again (JSON text; what it holds is the route's business). */
  answer: string;
  /** ISO timestamp of the import; receipts older than IMPORT_RECEIPT_HOURS are removed as new ones are written. */
  created: string;
}

export interface ImportReceiptsRepository {
  /** The receipt of an earlier request with this token, resource and key, if one was kept. */
  find(actor: string, resource: 'person' | 'job', key: string): Promise<string | undefined>;
}

/** Receipts created before this moment are expired. */
export function receiptExpiry(created: string): string {
  return new Date(Date.parse(created) - IMPORT_RECEIPT_HOURS * 3600_000).toISOString();
}
