// Bytes of a JSON body → value, with the checks fastify's own parser made plus the ones a
// hostile client makes necessary (docs/decisions/0007): the bytes must be UTF-8 (invalid sequences were silently
// stored as U+FFFD), the text must be JSON, and no member may be named __proto__ (or be a
// constructor.prototype), which could reach an object's prototype once spread or merged.
// Pure: used on the main thread for small bodies and in the body worker for large ones.
import { ValidationError } from '../domain/errors.js';

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

export function parseJsonBytes(bytes: Uint8Array): unknown {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    throw ValidationError.field('', 'the request body is not valid UTF-8');
  }
  if (text.trim() === '') throw ValidationError.field('', 'the request body is empty; send a JSON object');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw ValidationError.field('', 'the request body is not valid JSON');
  }
  if (text.includes('__proto__') || text.includes('constructor')) assertNoPrototypeKeys(value, '');
  return value;
}

/** Depth is bounded by the shape scan that ran before (json-shape.ts), so recursion is safe. */
function assertNoPrototypeKeys(value: unknown, path: string): void {
  if (value === null || typeof value !== 'object') return;
  for (const [key, member] of Object.entries(value)) {
    if (key === '__proto__' || (key === 'constructor' && member !== null && typeof member === 'object' && 'prototype' in member)) {
      throw ValidationError.field(`${path}/${key}`, 'is a forbidden member name');
    }
    assertNoPrototypeKeys(member, `${path}/${key}`);
  }
}
