// The person-owned kinds list takes each table of person data in one entry:
// skills (moved, what KEEP has already discarded), application history reached through the
// applications ('follows': moves with them), document text through the documents, and a
// derived table with statements of its own (the custom hook). Checked on a real database.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteInternals, type SqliteInternals } from '../../src/store/sqlite/sqlite-internals.js';
import { PERSON_OWNED_KINDS } from '../../src/store/person-owned.js';
import { preparePersonOwnedKinds, type SqlitePersonOwnedKind as PersonOwnedKind } from '../../src/store/sqlite/person-owned.js';

let dir: string;
let store: SqliteInternals;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'recruit-owned-'));
  store = openSqliteInternals(join(dir, 'db.sqlite'));
  store.db.exec('CREATE TABLE search_text (person_id INTEGER PRIMARY KEY, text TEXT NOT NULL);');
});
afterEach(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

const KINDS: PersonOwnedKind[] = [
  ...PERSON_OWNED_KINDS,
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
    const history = db.prepare('INSERT INTO subscription_history (subscription_id, status, at) VALUES (?, ?, ?)');
    db.prepare('DELETE FROM subscription_history').run();
    history.run(clash, 'applied', at);
    history.run(moving, 'applied', at);
    history.run(moving, 'screening', at);
    for (const [id, skill] of [[keep, 'sql'], [drop, 'sql'], [drop, 'python']] as const) {
      db.prepare('INSERT INTO person_skills (person_id, skill_key, skill) VALUES (?, ?, ?)').run(id, skill, skill);
    }
    const documentId = Number(db.prepare("INSERT INTO documents (person_id, file_name, mime, size, bytes, created) VALUES (?, 'cv.txt', 'text/plain', 2, x'6869', ?)").run(drop, at).lastInsertRowid);
    db.prepare("INSERT INTO document_text (document_id, text) VALUES (?, 'hi')").run(documentId);
    db.prepare("INSERT INTO search_text VALUES (?, 'drop ped')").run(drop);

    const kinds = preparePersonOwnedKinds(db, KINDS);
    const counts = () => Object.fromEntries(kinds.map((k) => [k.kind.kind, k.count(drop)]));
    expect(counts()).toEqual({ application_history: 3, applications: 2, skills: 2, document_text: 1, documents: 1, photo: 0, search_index: 1 });
    expect(kinds.find((k) => k.kind.kind === 'skills')!.rows(drop)).toEqual([{ skill: 'python' }, { skill: 'sql' }]);

    db.transaction(() => kinds.forEach((k) => k.move(keep, drop)))();
    // What clashed with KEEP's (job 1, skill sql) stays with DROP, and its history with it.
    expect(counts()).toEqual({ application_history: 1, applications: 1, skills: 1, document_text: 0, documents: 0, photo: 0, search_index: 0 });
    expect(Object.fromEntries(kinds.map((k) => [k.kind.kind, k.count(keep)])))
      .toEqual({ application_history: 2, applications: 2, skills: 2, document_text: 1, documents: 1, photo: 0, search_index: 1 });

    db.transaction(() => kinds.forEach((k) => k.erase(drop)))();
    expect(counts()).toEqual({ application_history: 0, applications: 0, skills: 0, document_text: 0, documents: 0, photo: 0, search_index: 0 });
    expect(db.pragma('foreign_key_check')).toEqual([]);
  });
});
