// The per-person documents quota: how many documents one person may hold and their total
// bytes. An access export carries every one of them, and nothing else bounded a person's
// documents (a script could add 20 MB files until the disk filled).
//
// Refused with 409 conflict, not 413: the upload itself is acceptable (within the 20 MB
// document limit); what stands in the way is the person's current state, the documents
// already stored, and the same request succeeds once some are deleted — RFC 9110's 409. A
// 413 tells a client to send less, which cannot help when the count is full, and maps to the
// CLI's usage exit code (2) though the command was used rightly; 409 maps to exit 4.
import { ConflictError } from '../domain/errors.js';
import type { DocumentUsage } from '../store/index.js';

export interface DocumentQuota {
  /** Documents per person. */
  documents: number;
  /** Total bytes of a person's documents. */
  bytes: number;
}

const mb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** The store's `admit` check for one more document of `adding` bytes. */
export function admitDocument(quota: DocumentQuota, personId: number, adding: number): (usage: DocumentUsage) => void {
  return (usage) => {
    const tooMany = usage.documents + 1 > quota.documents;
    const tooBig = usage.bytes + adding > quota.bytes;
    if (!tooMany && !tooBig) return;
    const has = `person ${personId} has ${usage.documents} document${usage.documents === 1 ? '' : 's'} (${mb(usage.bytes)})`;
    const limit = `the limit is ${quota.documents} documents and ${mb(quota.bytes)} per person`;
    throw new ConflictError(`${has}; this one (${mb(adding)}) would exceed ${tooMany ? 'the number' : 'the size'} allowed: ${limit}`, {
      hint: 'delete documents the person no longer needs (recruit person document delete), or raise the limit on the server '
        + '(serve --documents-per-person, --document-mb-per-person)',
      details: {
        reason: 'document_quota',
        documents: usage.documents,
        bytes: usage.bytes,
        adding_bytes: adding,
        max_documents: quota.documents,
        max_bytes: quota.bytes,
      },
    });
  };
}
