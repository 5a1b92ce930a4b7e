// The pool imported from its TypeScript source (as the service's tests do under vitest)
// still runs the built worker in dist/ (PLATFORM.md §3).
import { describe, expect, it } from 'vitest';
import { UnprocessableError } from '../../src/domain/errors.js';
import { createParserPool } from '../../src/parser/pool.js';
import { fixture } from './extract/fixtures.js';
import { requireBuilt } from '../helpers/built.js';

describe('parser pool from src/', () => {
  requireBuilt(new URL('../../dist/parser/worker-entry.cjs', import.meta.url));
  it('parses with the parse thread in dist/parser/ and throws the src error classes', async () => {
    const pool = createParserPool({ maxThreads: 1 });
    try {
      expect((await pool.parse({ bytes: fixture('resume.rtf'), fileName: 'resume.rtf' })).fields.last).toBe('Lefèvre');
      await expect(pool.parse({ bytes: fixture('encrypted.pdf'), fileName: 'encrypted.pdf' })).rejects.toBeInstanceOf(UnprocessableError);
    } finally {
      await pool.close();
    }
  });
});
