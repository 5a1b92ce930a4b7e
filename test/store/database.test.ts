// Opening the store: pragmas, migrations in PRAGMA user_version, refusal of newer schemas.
import { afterEach, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Database from 'better-sqlite3';
import { openSqliteInternals as openStore } from '../../src/store/sqlite/sqlite-internals.js';
import { LATEST_VERSION, migrations } from '../../src/store/migrations/index.js';

const dirs: string[] = [];
const tempDb = () => {
  const dir = mkdtempSync(join(tmpdir(), 'recruit-store-'));
  dirs.push(dir);
  return join(dir, 'nested', 'db.sqlite');
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('openStore', () => {
  it('creates the file with WAL, synchronous FULL, foreign keys and the latest schema', () => {
    const store = openStore(tempDb());
    expect(store.db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(store.db.pragma('synchronous', { simple: true })).toBe(2);
    expect(store.db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(store.db.pragma('busy_timeout', { simple: true })).toBe(5000);
    expect(store.db.pragma('user_version', { simple: true })).toBe(LATEST_VERSION);
    expect(store.migrate().applied).toEqual([]);
    expect(store.integrityCheck()).toBe('ok');
    store.close();
  });

  it('applies migrations once and reports them', () => {
    const path = tempDb();
    const first = openStore(path);
    expect(first.openingMigrations).toEqual({ from: 0, to: LATEST_VERSION, applied: migrations.map((m) => `${m.version}-${m.name}`) });
    first.close();
    const again = openStore(path);
    expect(again.openingMigrations).toEqual({ from: LATEST_VERSION, to: LATEST_VERSION, applied: [] });
    expect(again.stats().schema_version).toBe(LATEST_VERSION);
    again.close();
  });

  it('upgrades a version-1 file: the audit log keeps its rows, loses the random-order person index, still answers --person', () => {
    const path = tempDb();
    mkdirSync(dirname(path), { recursive: true });
    const v1 = new Database(path);
    v1.exec(migrations[0]!.sql);
    v1.pragma('user_version = 1');
    const insert = v1.prepare("INSERT INTO audit (at, actor, action, person_id, request_id, outcome) VALUES ('2026-11-22T10:00:00Z', 'cli:test', 'person.get', ?, 'r', 'ok')");
    for (const personId of [3, 1, 3, 2]) insert.run(personId);
    v1.close();

    const store = openStore(path);
    expect(store.openingMigrations).toEqual({ from: 1, to: LATEST_VERSION, applied: migrations.slice(1).map((m) => `${m.version}-${m.name}`) });
    const indexes = store.db.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'audit'").pluck().all();
    expect(indexes).toEqual(['audit_at']);
    expect(store.audit.count()).toBe(4);
    expect(store.audit.list({ personId: 3 }).map((row) => row.id)).toEqual([3, 1]);
    store.close();
  });

  it('upgrades a version-2 file: e-mails to their canonical form (NFD, upper case), unique by it, nothing lost on a clash', () => {
    const path = tempDb();
    mkdirSync(dirname(path), { recursive: true });
    const v2 = new Database(path);
    v2.exec(migrations[0]!.sql);
    v2.exec(migrations[1]!.sql);
    v2.pragma('user_version = 2');
    const insert = v2.prepare("INSERT INTO people (first, last, email, email2, created, last_modified) VALUES ('A', 'B', ?, ?, '2026-01-01 00:00:00', '2026-01-01 00:00:00')");
    insert.run('KATALIN.HORVÁTH@EXAMPLE.COM', 'Second@Example.COM'); // 1: upper case (written by hand or an old tool)
    insert.run('e\u0301va@example.com', '');                         // 2: NFD spelling
    insert.run('\u00e9va@example.com', '');                          // 3: the NFC spelling of 2 — a clash
    insert.run('', '');                                              // 4: no e-mail
    v2.close();

    const store = openStore(path);
    expect(store.openingMigrations.applied).toContain('3-email-key-token-version');
    const rows = store.db.prepare('SELECT id, email, email2 FROM people ORDER BY id').all();
    // 3 held the canonical form first: it keeps it, and 2 keeps its own spelling.
    expect(rows).toEqual([
      { id: 1, email: 'katalin.horváth@example.com', email2: 'second@example.com' },
      { id: 2, email: 'e\u0301va@example.com', email2: '' },
      { id: 3, email: '\u00e9va@example.com', email2: '' },
      { id: 4, email: '', email2: '' },
    ]);
    expect(store.people.idByEmail('Katalin.Horváth@Example.COM')).toBe(1);
    expect(() => store.people.insert({ first: 'C', last: 'D', email: 'katalin.horváth@example.com' }, '2026-01-02 00:00:00')).toThrow(/UNIQUE/);
    store.close();
  });

  it('refuses a database written by a newer recruit', () => {
    const path = tempDb();
    openStore(path).close();
    const raw = new Database(path);
    raw.pragma('user_version = 999');
    raw.close();
    expect(() => openStore(path)).toThrow(/newer than this recruit supports/);
  });

  it('rolls a failed transaction back completely', () => {
    const store = openStore(tempDb());
    expect(() =>
      store.transaction(() => {
        store.people.insert({ first: 'A', last: 'B', email: 'a@example.com' }, '2026-01-01 00:00:00');
        store.people.insert({ first: 'C', last: 'D', email: 'A@EXAMPLE.COM' }, '2026-01-01 00:00:00');
      }),
    ).toThrow(/UNIQUE/);
    expect(store.people.count()).toBe(0);
    store.close();
  });

  it('backs up online to a consistent copy', async () => {
    const path = tempDb();
    const store = openStore(path);
    store.people.insert({ first: 'A', last: 'B' }, '2026-01-01 00:00:00');
    const target = join(dirs[0]!, 'backup.sqlite');
    await store.backup(target);
    store.close();
    const copy = openStore(target);
    expect(copy.people.count()).toBe(1);
    copy.close();
  });
});
