// The keys both dialects store and compare by, computed the same way on either: a document's
// SHA-256 (which person has this file already?) and a phone's digits (a re-import under a new
// e-mail is found by its phone).
import { createHash } from 'node:crypto';

/** Lower-case hex, the form documents.sha256 holds and lookups take. */
export function sha256Of(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** "+36 30 123 4567" → "+36301234567": phones are stored in international format; digits compare. */
export const phoneDigits = (phone: string): string => phone.replace(/[^\d+]/g, '');

/**
 * A stored phone column's E.164 key as SQL, the same expression in both dialects: the
 * expression indexes of migration 4 are built on it, and a lookup must repeat it exactly to
 * use them.
 */
export const PHONE_KEY_SQL = (column: string): string => `replace(replace(${column}, ' ', ''), '-', '')`;
