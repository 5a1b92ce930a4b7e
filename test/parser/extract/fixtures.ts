// Reads the generated fixtures (test/fixtures/parser/make-fixtures.mjs).
import { readFileSync } from 'node:fs';

export const FIXTURES = new URL('../../fixtures/parser/files/', import.meta.url);

export function fixture(name: string): Uint8Array {
  return new Uint8Array(readFileSync(new URL(name, FIXTURES)));
}
