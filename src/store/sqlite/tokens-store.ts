// API tokens: only SHA-256 hashes are stored (DESIGN.md §3).
import type { SqliteDatabase } from './database.js';

/**
 * read = GET only; write = everything but the data-protection actions; privacy = everything,
 * erasure, access export and purge included (server/auth.ts).
 */
export type TokenScope = 'read' | 'write' | 'privacy' | 'events' | 'metrics';
export const TOKEN_SCOPES: readonly TokenScope[] = ['read', 'write', 'privacy', 'events', 'metrics'];

export interface TokenRecord {
  name: string;
  scope: TokenScope;
  hash: string;
  created: string;
  last_used: string | null;
}

export function createTokensStore(db: SqliteDatabase) {
  const insert = db.prepare('INSERT INTO tokens (name, scope, hash, created) VALUES (?, ?, ?, ?)');
  const list = db.prepare('SELECT name, scope, hash, created, last_used FROM tokens ORDER BY name');
  const byName = db.prepare('SELECT name FROM tokens WHERE name = ?').pluck();
  const remove = db.prepare('DELETE FROM tokens WHERE name = ?');
  const touch = db.prepare('UPDATE tokens SET last_used = ? WHERE name = ?');
  const count = db.prepare('SELECT count(*) FROM tokens').pluck();
  // Bumped by triggers on every token write, by any process (migration 3).
  const version = db.prepare("SELECT version FROM change_versions WHERE name = 'tokens'").pluck();

  return {
    insert(name: string, scope: TokenScope, hash: string, timestamp: string): void {
      insert.run(name, scope, hash, timestamp);
    },
    list(): TokenRecord[] {
      return list.all() as TokenRecord[];
    },
    exists(name: string): boolean {
      return byName.get(name) !== undefined;
    },
    delete(name: string): boolean {
      return remove.run(name).changes > 0;
    },
    touch(name: string, timestamp: string): void {
      touch.run(timestamp, name);
    },
    count(): number {
      return count.get() as number;
    },
    /** Changes whenever any process creates, revokes or changes a token: a cheap "is my copy stale". */
    version(): number {
      return version.get() as number;
    },
  };
}

export type TokensStore = ReturnType<typeof createTokensStore>;
