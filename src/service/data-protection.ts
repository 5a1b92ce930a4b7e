// The rules of the data-protection requests, as plain functions over what
// the store hands out: the erasure receipt and the merge plan (§6); the access export's zip
// is access-export.ts.
// LocalService calls them; they do no I/O of their own.
import { createHash } from 'node:crypto';
import type { Person, PersonFields } from '../domain/person.js';
import { PERSON_WRITABLE_FIELDS } from '../domain/person-fields.js';
import type { ErasureReceipt } from '../domain/data-protection.js';
import type { ErasureCounts, PhysicalRemoval } from '../store/index.js';

/** JSON with every object's keys sorted: one text per value, whatever order it was built in. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    return Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  });
}

/** The hash a receipt carries: SHA-256 of the record's canonical JSON (hex). */
export function recordHash(person: Person): string {
  return createHash('sha256').update(canonicalJson(person)).digest('hex');
}

/** Erasure reaches the live database files only: a copy taken before it is its keeper's to expire. */
export function erasureReceipt(
  person: Person,
  counts: ErasureCounts,
  context: { reason: string; actor: string; at: string; physical: PhysicalRemoval },
): ErasureReceipt {
  return {
    person_id: person.id,
    erased_at: context.at,
    reason: context.reason,
    actor: context.actor,
    counts,
    sha256: recordHash(person),
    physically_removed: [...context.physical.removed],
    backups: context.physical.retained(context.at),
  };
}


const isEmpty = (value: unknown): boolean =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * What a merge writes into KEEP: each writable field KEEP has empty and DROP
 * has filled. E-mails are contact points, so none is lost: DROP's address goes to KEEP's
 * email when that is empty, else to KEEP's empty email2 (when it is another address).
 */
export function mergePlan(keep: Person, drop: Person): { fields: PersonFields; filled: string[] } {
  const fields: Record<string, unknown> = {};
  for (const field of PERSON_WRITABLE_FIELDS) {
    if (field === 'email' || field === 'email2') continue;
    if (isEmpty(keep[field]) && !isEmpty(drop[field])) fields[field] = drop[field];
  }
  const keepEmails = new Set([keep.email, keep.email2].filter((e) => e !== ''));
  const spare = [drop.email, drop.email2].filter((e) => e !== '' && !keepEmails.has(e));
  if (keep.email === '' && spare.length > 0) fields['email'] = spare.shift();
  if (keep.email2 === '' && spare.length > 0) fields['email2'] = spare.shift();
  return { fields: fields as PersonFields, filled: Object.keys(fields) };
}
