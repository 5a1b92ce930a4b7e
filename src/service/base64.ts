// Strict base64 for upload bodies: a typo must be a 400, never silently decoded garbage.
import { PayloadTooLargeError, ValidationError } from '../domain/errors.js';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export function decodeBase64(text: string, field: string, maxBytes: number): Uint8Array {
  const compact = text.replace(/\s+/g, '');
  if (compact.length % 4 !== 0 || !BASE64.test(compact)) {
    throw ValidationError.field(`/${field}`, 'is not valid base64');
  }
  const decodedSize = (compact.length / 4) * 3 - (compact.endsWith('==') ? 2 : compact.endsWith('=') ? 1 : 0);
  if (decodedSize > maxBytes) {
    throw new PayloadTooLargeError(`${field} is ${decodedSize} bytes; the limit is ${maxBytes} bytes`);
  }
  return new Uint8Array(Buffer.from(compact, 'base64'));
}

export function encodeBase64(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
}
