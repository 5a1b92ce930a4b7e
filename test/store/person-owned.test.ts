// The person-owned kinds list (issue 12 §5–6) must take the tables other work adds in one
// line each: a skills table (moved, KEEP's duplicates discarded), an application history
// reached through the applications ('follows': moves with them), and a derived index with
// its own statements. Checked here on a real database with such tables.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteInternals, type SqliteInternals } from '../../src/store/sqlite-internals.js';
import { PERSON_OWNED_KINDS, preparePersonOwnedKinds, type PersonOwnedKind } from '../../src/store/person-owned.js';

let dir: string;
let store: SqliteInternals;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'recruit-owned-'));
  store = openSqliteInternals(join(dir, 'db.sqlite'));
  store.db.exec(`
    CREATE TABLE person_skills (person_id INTEGER NOT NULL REFERENCES people (id), skill TEXT NOT NULL, UNIQUE (person_id, skill));
    CREATE TABLE subscription_history (subscription_id INTEGER NOT NULL REFERENCES subscriptions (id), status TEXT NOT NULL);
    CREATE TABLE search_text (person_id INTEGER PRIMARY KEY, text TEXT NOT NULL);
  `);
});
afterEach(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

const KINDS: PersonOwnedKind[] = [
  { kind: 'application_history', table: 'subscription_history', personColumn: 'subscription_id', where: 'subscription_id IN (SELECT id FROM subscriptions WHERE person_id = ?)', merge: 'follows', export: 'rows' },
  ...PERSON_OWNED_KINDS,
  { kind: 'skills', table: 'person_skills', personColumn: 'person_id', merge: 'move', export: 'rows' },
  {
    kind: 'search_index', table: 'search_text', personColumn: 'person_id', merge: 'move', export: 'none',
    custom: (db) => {
      const count = db.prepare('SELECT count(*) FROM search_text WHERE person_id = ?').pluck();
      const erase = db.prepare('DELETE FROM search_text WHERE person_id = ?');
      const rebuild = db.prepare("INSERT OR REPLACE INTO search_text (person_id, text) SELECT id, first || ' ' || last FROM people WHERE id = ?");
      return {
        count: (id) => count.get(id) as number,
        erase: (id) => erase.run(id).changes,
        // Rebuilt for KEEP, dropped for DROP: the index follows the people, it is not moved.
        move: (keep, drop) => {
          rebuild.run(keep);
          return erase.run(drop).changes;
        },
      };
    },
  },
];

describe('preparePersonOwnedKinds', () => {
  it('counts, moves and erases tables added later, each from one entry', () => {
    const { db } = store;
    const at = '2026-11-22 10:00:00';
    const keep = store.people.insert({ first: 'Keep', last: 'Er' }, at);
    const drop = store.people.insert({ first: 'Drop', last: 'Ped' }, at);
    const job = db.prepare('INSERT INTO jobs (position_data_id, title, last_modified) VALUES (1, ?, ?)');
    const job1 = Number(job.run('J1', at).lastInsertRowid);
    const job2 = Number(job.run('J2', at).lastInsertRowid);
    store.subscriptions.insert(keep, job1, at);
    const clash = store.subscriptions.insert(drop, job1, at);
    const moving = store.subscriptions.insert(drop, job2, at);
    db.prepare('INSERT INTO subscription_history VALUES (?, ?)').run(clash, 'applied');
    db.prepare('INSERT INTO subscription_history VALUES (?, ?)').run(moving, 'applied');
    db.prepare('INSERT INTO subscription_history VALUES (?, ?)').run(moving, 'screening');
    for (const [id, skill] of [[keep, 'sql'], [drop, 'sql'], [drop, 'python']] as const) db.prepare('INSERT INTO person_skills VALUES (?, ?)').run(id, skill);
    db.prepare("INSERT INTO search_text VALUES (?, 'drop ped')").run(drop);

    const kinds = preparePersonOwnedKinds(db, KINDS);
    const counts = () => Object.fromEntries(kinds.map((k) => [k.kind.kind, k.count(drop)]));
    expect(counts()).toEqual({ application_history: 3, applications: 2, documents: 0, photo: 0, skills: 2, search_index: 1 });
    expect(kinds.find((k) => k.kind.kind === 'skills')!.rows(drop)).toEqual([{ person_id: drop, skill: 'sql' }, { person_id: drop, skill: 'python' }]);

    db.transaction(() => kinds.forEach((k) => k.move(keep, drop)))();
    // What clashed with KEEP's (job 1, skill sql) stays with DROP, and its history with it.
    expect(counts()).toEqual({ application_history: 1, applications: 1, documents: 0, photo: 0, skills: 1, search_index: 0 });
    expect(Object.fromEntries(kinds.map((k) => [k.kind.kind, k.count(keep)])))
      .toEqual({ application_history: 2, applications: 2, documents: 0, photo: 0, skills: 2, search_index: 1 });

    db.transaction(() => kinds.forEach((k) => k.erase(drop)))();
    expect(counts()).toEqual({ application_history: 0, applications: 0, documents: 0, photo: 0, skills: 0, search_index: 0 });
    expect(db.pragma('foreign_key_check')).toEqual([]);
  });
});
