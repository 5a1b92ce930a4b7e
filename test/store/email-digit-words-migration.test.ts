// Migration 15 on SQLite: the digits of an e-mail leave the full-text index (domain/search-email.ts).
// An older file's triggers are made again with the new fold and the rows of people whose
// e-mails hold digits are written again; the others' rows stay as they were.
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

/** A file at schema version 14, as the released migrations left it. */
function fileAtVersion14(): string {
  const dir = mkdtempSync(join(tmpdir(), 'recruit-digits-'));
  dirs.push(dir);
  const path = join(dir, 'db.sqlite');
  const old = new Database(path);
  old.pragma('foreign_keys = ON');
  registerFoldFunctions(old); // the search triggers of migration 9 call them, as every store connection has
  for (const migration of migrations.filter((m) => m.version <= 14)) {
    old.exec(migration.sql);
    migration.run?.(old);
  }
  old.pragma('user_version = 14');
  const insert = old.prepare(`INSERT INTO people (first, last, email, email2, created, last_modified)
    VALUES (?, ?, ?, ?, '2026-01-01 00:00:00', '2026-01-01 00:00:00')`);
  insert.run('Olli', 'Oksvik', 'olli@verkko.example', 'oksvik1990@varasto.example');
  insert.run('Ines', 'Linde', 'ines42@kotiposti.example', '');
  insert.run('Aino', 'Repo', 'aino.repo@verkko.example', '');
  old.prepare("INSERT INTO person_skills (person_id, skill_key, skill) VALUES (2, 'sauna', 'Sauna')").run();
  old.close();
  return path;
}

/** The people whose FTS rows match an FTS5 expression. */
const matching = (path: string, match: string) => {
  const db = new Database(path, { readonly: true });
  try {
    return db.prepare('SELECT rowid FROM person_fts WHERE person_fts MATCH ? ORDER BY rowid').pluck().all(match);
  } finally {
    db.close();
  }
};

describe('migration 15: e-mail digits leave the full-text index', () => {
  it('rewrites the triggers and the rows of people whose e-mails hold digits', async () => {
    const path = fileAtVersion14();
    expect(matching(path, 'email : "oksvik1990"')).toEqual([1]);
    expect(matching(path, 'email : "ines42"')).toEqual([2]);

    const store = openSqliteStore(path);
    try {
      expect(store.admin.openingMigrations.applied).toContain('15-email-digit-words');
      // Writes after the migration go through the rewritten triggers.
      await store.people.update(3, () => ({ email: 'aino.repo2@verkko.example' }), '2026-01-02 00:00:00');
    } finally {
      await store.close();
    }
    expect(matching(path, 'email : "oksvik1990"')).toEqual([]);
    expect(matching(path, 'email : "1990"')).toEqual([]);
    expect(matching(path, 'email : "oksvik" AND email : "varasto"')).toEqual([1]);
    expect(matching(path, 'email : "ines42"')).toEqual([]);
    expect(matching(path, 'email : "ines" AND skills : "sauna"')).toEqual([2]); // the row from the tables, skills and all
    expect(matching(path, 'email : "repo2"')).toEqual([]);
    expect(matching(path, 'email : "aino" AND email : "repo"')).toEqual([3]);
    const db = new Database(path, { readonly: true });
    try {
      const triggers = db.prepare("SELECT sql FROM sqlite_master WHERE type = 'trigger' AND sql LIKE '%(p.email || '' '' || p.email2)%'").pluck().all() as string[];
      expect(triggers.length).toBe(9);
      expect(triggers.every((sql) => sql.includes('recruit_fold_email(p.email'))).toBe(true);
    } finally {
      db.close();
    }
  });
});
