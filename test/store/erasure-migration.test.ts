// Migration 7: a file at schema version 3 keeps every person and what hangs
// off them (foreign keys are off for the rebuild, nothing cascades), its indexes and any
// trigger on people, and from then on an erased person's id is never handed out again.
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { openSqliteInternals } from '../../src/store/sqlite/sqlite-internals.js';
import { openSqliteStore } from '../../src/store/sqlite/sqlite-store.js';
import { migrations } from '../../src/store/migrations/index.js';
import { emailKey } from '../../src/domain/email-key.js';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));
const tempDb = () => {
  const dir = mkdtempSync(join(tmpdir(), 'recruit-erasure-'));
  dirs.push(dir);
  return join(dir, 'db.sqlite');
};

/** A version-3 file (before migration 7) with two people, a document, an application and a trigger. */
function versionThreeFile(path: string): void {
  const db = new Database(path);
  db.pragma('foreign_keys = ON');
  for (const migration of migrations.filter((m) => m.version <= 3)) {
    db.exec(migration.sql);
    migration.run?.(db);
  }
  db.pragma('user_version = 3');
  const person = db.prepare("INSERT INTO people (first, last, email, created, last_modified) VALUES (?, ?, ?, '2026-01-01 00:00:00', '2026-01-01 00:00:00')");
  person.run('Első', 'Ember', emailKey('elso@example.com'));
  person.run('Második', 'Ember', emailKey('masodik@example.com'));
  db.prepare("INSERT INTO jobs (position_data_id, title, last_modified) VALUES (1, 'Job', '2026-01-01 00:00:00')").run();
  db.prepare("INSERT INTO subscriptions (person_id, job_id, created) VALUES (2, 1, '2026-01-01 00:00:00')").run();
  db.prepare("INSERT INTO documents (person_id, file_name, mime, size, bytes, created) VALUES (2, 'cv.txt', 'text/plain', 2, x'6869', '2026-01-01 00:00:00')").run();
  // Another migration's trigger on people (as search indexing would add): it must survive.
  db.exec("CREATE TABLE people_log (person_id INTEGER); CREATE TRIGGER people_logged AFTER INSERT ON people BEGIN INSERT INTO people_log VALUES (NEW.id); END;");
  db.close();
}

describe('migration 7: erasures table and people ids used once', () => {
  it('keeps people, their rows, indexes and triggers, and never reuses an erased id', async () => {
    const path = tempDb();
    versionThreeFile(path);
    const internals = openSqliteInternals(path);
    expect(internals.openingMigrations.from).toBe(3);
    expect(internals.openingMigrations.applied).toContain('7-erasures');
    const { db } = internals;
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.prepare("SELECT sql FROM sqlite_master WHERE name = 'people'").pluck().get()).toMatch(/AUTOINCREMENT/);
    expect(db.prepare('SELECT id, first FROM people ORDER BY id').raw().all()).toEqual([[1, 'Első'], [2, 'Második']]);
    expect(db.prepare('SELECT count(*) FROM subscriptions').pluck().get()).toBe(1);
    expect(db.prepare('SELECT count(*) FROM documents').pluck().get()).toBe(1);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE tbl_name = 'people' AND type IN ('index', 'trigger') ORDER BY name").pluck().all())
      // Its own index, the other trigger, and what migration 6 (search; its city index folded by migration 9) attached to people.
      .toEqual(expect.arrayContaining(['people_city_key', 'people_email', 'people_fts_delete', 'people_fts_insert', 'people_fts_update', 'people_logged']));
    expect(db.pragma('foreign_key_check')).toEqual([]);
    expect(internals.integrityCheck()).toBe('ok');
    internals.close();

    const store = openSqliteStore(path);
    const stamp = { at: '2026-11-22 10:00:00', actor: 'test', action: 'person.erase', request_id: 'r' };
    const receipt = await store.dataProtection.erase(2, (person, counts) => ({
      person_id: person.id, erased_at: stamp.at, reason: 'test', actor: 'test', counts, sha256: '0'.repeat(64),
    }), stamp);
    expect(receipt?.counts).toEqual({ person: 1, application_history: 1, applications: 1, skills: 0, document_text: 0, documents: 1, photo: 0 });
    const next = await store.people.create({ first: 'Harmadik', last: 'Ember' }, stamp.at);
    expect(next).toBe(3);
    expect(store.sqlite.db.prepare('SELECT person_id FROM people_log').pluck().all()).toEqual([3]);
    await store.close();
  });
});
