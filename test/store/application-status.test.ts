// Migration 5 and the application pipeline in the SQLite store: existing
// applications become `applied` with one history row at their creation time; history
// goes with the application, which goes with its person (what an erasure relies on).
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { openSqliteInternals } from '../../src/store/sqlite/sqlite-internals.js';
import { migrations } from '../../src/store/migrations/index.js';
import { canMoveTo, nextStatuses, APPLICATION_STATUSES } from '../../src/domain/application-status.js';

const dirs: string[] = [];
const tempDb = () => {
  const dir = mkdtempSync(join(tmpdir(), 'recruit-app-'));
  dirs.push(dir);
  return join(dir, 'db.sqlite');
};
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('migration 5: application status and history', () => {
  it('upgrades a version-3 file: every application is applied since it was created, with one history row', () => {
    const path = tempDb();
    const v3 = new Database(path);
    for (const migration of migrations.filter((m) => m.version <= 3)) {
      v3.exec(migration.sql);
      migration.run?.(v3);
    }
    v3.pragma('user_version = 3');
    v3.exec(`INSERT INTO people (id, first, last, created, last_modified) VALUES (1, 'Anna', 'Példa', '2025-01-01 08:00:00', '2025-01-01 08:00:00');
             INSERT INTO jobs (id, position_data_id, title, last_modified) VALUES (1, 1, 'A', '2025-01-01 08:00:00'), (2, 1, 'B', '2025-01-01 08:00:00');
             INSERT INTO subscriptions (id, person_id, job_id, created) VALUES (1, 1, 1, '2025-02-01 09:00:00'), (2, 1, 2, '2025-03-01 10:00:00');`);
    v3.close();

    const store = openSqliteInternals(path);
    expect(store.openingMigrations.applied).toContain('5-application-status');
    expect(store.subscriptions.get(2)).toEqual({
      id: 2, person_data_id: 1, job_data_id: 2, status: 'applied', created: '2025-03-01 10:00:00', last_modified: '2025-03-01 10:00:00',
      history: [{ status: 'applied', at: '2025-03-01 10:00:00', note: null }],
    });
    expect(store.subscriptions.applicants(1, undefined).map((a) => [a.id, a.first, a.status])).toEqual([[1, 'Anna', 'applied']]);
    expect(store.integrityCheck()).toBe('ok');
    store.close();
  });

  it('refuses a status outside the pipeline at the database level too', () => {
    const store = openSqliteInternals(tempDb());
    store.db.exec(`INSERT INTO people (id, first, last, created, last_modified) VALUES (1, 'A', 'B', 'x', 'x');
                   INSERT INTO jobs (id, position_data_id, title, last_modified) VALUES (1, 1, 'A', 'x');`);
    const id = store.subscriptions.insert(1, 1, '2026-11-22 10:00:00');
    expect(() => store.db.prepare("UPDATE subscriptions SET status = 'promoted' WHERE id = ?").run(id)).toThrow(/CHECK/);
    store.close();
  });

  it('deleting a person removes their applications and the applications\' history', () => {
    const store = openSqliteInternals(tempDb());
    store.db.exec(`INSERT INTO people (id, first, last, created, last_modified) VALUES (1, 'A', 'B', 'x', 'x'), (2, 'C', 'D', 'x', 'x');
                   INSERT INTO jobs (id, position_data_id, title, last_modified) VALUES (1, 1, 'A', 'x');`);
    const gone = store.subscriptions.insert(1, 1, '2026-11-22 10:00:00');
    const kept = store.subscriptions.insert(2, 1, '2026-11-22 10:00:00');
    store.subscriptions.changeStatus(gone, 'screening', 'note', '2026-11-22 11:00:00');
    store.db.prepare('DELETE FROM people WHERE id = 1').run();
    const history = store.db.prepare('SELECT subscription_id FROM subscription_history').pluck().all();
    expect(history).toEqual([kept]);
    store.close();
  });
});

describe('the pipeline rule', () => {
  it.each([
    ['applied', 'screening, interview, offer, hired, rejected, withdrawn'],
    ['screening', 'interview, offer, hired, rejected, withdrawn'],
    ['interview', 'offer, hired, rejected, withdrawn'],
    ['offer', 'hired, rejected, withdrawn'],
    ['hired', ''],
    ['rejected', ''],
    ['withdrawn', ''],
  ] as const)('from %s: %s', (from, next) => {
    expect(nextStatuses(from).join(', ')).toBe(next);
    for (const to of APPLICATION_STATUSES) expect(canMoveTo(from, to)).toBe(next.split(', ').includes(to));
  });
});
