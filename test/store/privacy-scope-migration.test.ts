// Migration 10: the `privacy` token scope. A file with tokens from before keeps them (name,
// scope, hash, dates), takes a privacy token afterwards, still refuses an unknown scope, and
// its token version still moves on every token write (a running server sees new tokens).
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { openSqliteStore } from '../../src/store/sqlite/sqlite-store.js';
import { migrations } from '../../src/store/migrations/index.js';
import { registerFoldFunctions } from '../../src/store/sqlite/fold-functions.js';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('migration 10: privacy token scope', () => {
  it('keeps the tokens of an older file, then accepts privacy and refuses other scopes; the version still moves', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'recruit-scope-'));
    dirs.push(dir);
    const path = join(dir, 'db.sqlite');
    const old = new Database(path);
    old.pragma('foreign_keys = ON');
    registerFoldFunctions(old); // the search triggers of migration 9 call them, as every store connection has
    for (const migration of migrations.filter((m) => m.version < 10)) {
      old.exec(migration.sql);
      migration.run?.(old);
    }
    old.pragma(`user_version = ${Math.max(...migrations.filter((m) => m.version < 10).map((m) => m.version))}`);
    old.prepare("INSERT INTO tokens (name, scope, hash, created, last_used) VALUES ('ci', 'read', 'aa', '2026-01-01 00:00:00', '2026-01-02 00:00:00')").run();
    old.prepare("INSERT INTO tokens (name, scope, hash, created) VALUES ('admin', 'write', 'bb', '2026-01-01 00:00:00')").run();
    expect(() => old.prepare("INSERT INTO tokens (name, scope, hash, created) VALUES ('dpo', 'privacy', 'cc', '2026-01-01 00:00:00')").run()).toThrow(/CHECK/);
    old.close();

    const store = openSqliteStore(path);
    try {
      expect(store.admin.openingMigrations.applied).toContain('10-privacy-scope');
      expect(await store.tokens.list()).toEqual([
        { name: 'admin', scope: 'write', hash: 'bb', created: '2026-01-01 00:00:00', last_used: null },
        { name: 'ci', scope: 'read', hash: 'aa', created: '2026-01-01 00:00:00', last_used: '2026-01-02 00:00:00' },
      ]);
      const version = await store.tokens.version();
      await store.tokens.insert('dpo', 'privacy', 'cc', '2026-01-03 00:00:00');
      expect(await store.tokens.version()).toBeGreaterThan(version);
      expect((await store.tokens.list()).find((t) => t.name === 'dpo')?.scope).toBe('privacy');
      await expect(store.tokens.insert('x', 'admin' as never, 'dd', '2026-01-03 00:00:00')).rejects.toThrow();
    } finally {
      await store.close();
    }
  });
});
