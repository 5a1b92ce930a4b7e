// Cursors of GET /person: where the last page ended, for the same search
// only, signed so a changed cursor is refused (400) instead of paging from wherever it
// points. `payload.mac`, both base64url: the payload is {f: the search's fingerprint,
// v: the last sort value, i: the last id}; the MAC an HMAC-SHA256 (first 16 bytes) with
// the database's own key (store.search.cursorSecret).
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { ValidationError } from '../domain/errors.js';
import type { SearchPosition } from '../store/index.js';

const invalid = (message: string) => ValidationError.field('/cursor', message, 'start again without --cursor / cursor=');

/** A short digest of what a search asks for (filters and sort, not the page size). */
export function searchFingerprint(search: unknown): string {
  return createHash('sha256').update(JSON.stringify(search)).digest('base64url').slice(0, 16);
}

function mac(secret: Uint8Array, payload: string): Buffer {
  return createHmac('sha256', secret).update(payload).digest().subarray(0, 16);
}

export function encodeCursor(secret: Uint8Array, fingerprint: string, position: SearchPosition): string {
  const payload = Buffer.from(JSON.stringify({ f: fingerprint, v: position.value, i: position.id })).toString('base64url');
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

export function decodeCursor(secret: Uint8Array, fingerprint: string, cursor: string): SearchPosition {
  const [payload, signature, extra] = cursor.split('.');
  if (!payload || !signature || extra !== undefined || !/^[A-Za-z0-9_-]+$/.test(payload) || !/^[A-Za-z0-9_-]+$/.test(signature)) {
    throw invalid('is not a cursor of this server');
  }
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid('has been changed or is not from this database');
  let value: { f?: unknown; v?: unknown; i?: unknown };
  try {
    value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof value;
  } catch {
    throw invalid('is not a cursor of this server');
  }
  if (value.f !== fingerprint) throw invalid('belongs to a different search (other filters or sort)');
  if (!Number.isSafeInteger(value.i) || (typeof value.v !== 'string' && typeof value.v !== 'number')) throw invalid('is not a cursor of this server');
  return { value: value.v, id: value.i as number };
}
