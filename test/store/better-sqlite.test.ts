// The addon path handed to better-sqlite3 (nativeBinding), and the fallback to its own search.
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { addonPath, Database } from '../../src/store/sqlite/better-sqlite.js';

const notFound = (request: string): string => {
  throw Object.assign(new Error(`Cannot find module '${request}'`), { code: 'MODULE_NOT_FOUND' });
};

describe('addonPath', () => {
  it('names the compiled addon that npm built', () => {
    const path = addonPath();
    expect(path).toMatch(/better_sqlite3\.node$/);
    expect(existsSync(path!)).toBe(true);
  });

  it('is undefined when the addon is elsewhere', () => {
    expect(addonPath(notFound)).toBeUndefined();
  });

  it("opens a database either way: with the path, and through better-sqlite3's own search", () => {
    for (const nativeBinding of [addonPath(), addonPath(notFound)]) {
      const db = new Database(':memory:', { nativeBinding });
      expect(db.prepare('SELECT 1 + 1').pluck().get()).toBe(2);
      db.close();
    }
  });
});
