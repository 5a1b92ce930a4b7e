#!/usr/bin/env node
// The CPU of each part of POST /person's write, as the server's grouped commit runs it (grouped-writes.ts):
// one IMMEDIATE transaction a batch, a savepoint a person (e-mail check, people row, event row), the
// batch's search rows at its end, then COMMIT with synchronous = NORMAL (the server syncs the WAL apart,
// off the event loop). On a file seeded like bench/server/post-person.mjs's (10,000 people); µs of CPU
// (user + system, this thread) per person for each batch size.
//   npm run build && node bench/server/post-person-parts.mjs [BATCH...]   (default: 1 5 20 50)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedDatabase } from './seed.mjs';
import { openSqliteInternals } from '../../dist/store/sqlite/sqlite-internals.js';
import { appendEvent } from '../../dist/store/sqlite/events-store.js';
import { createDeferredIndexing } from '../../dist/store/sqlite/search-store.js';
import { personEvent } from '../../dist/domain/events.js';

const batches = process.argv.slice(2).map(Number).filter((n) => n > 0);
const PEOPLE_PER_SIZE = 4000;
const cpuNs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) * 1000;
};

const dir = mkdtempSync(join(tmpdir(), 'recruit-bench-parts-'));
try {
  const path = join(dir, 'db.sqlite');
  seedDatabase(path, { people: 10_000, jobs: 10, projects: 1 });
  const store = openSqliteInternals(path);
  const { db } = store;
  // As the server runs it: NORMAL (the WAL is synced apart) and no checkpoint inside a commit (checkpointer.ts).
  db.pragma('synchronous = NORMAL');
  db.pragma('wal_autocheckpoint = 0');
  const indexing = createDeferredIndexing(db);
  const statements = Object.fromEntries(['BEGIN IMMEDIATE', 'SAVEPOINT w', 'RELEASE w', 'COMMIT'].map((sql) => [sql, db.prepare(sql)]));
  let n = 0;
  for (const batch of batches.length > 0 ? batches : [1, 5, 20, 50]) {
    const parts = { begin: 0, savepoints: 0, emailCheck: 0, peopleRow: 0, eventRow: 0, searchRows: 0, commit: 0 };
    const rounds = Math.ceil(PEOPLE_PER_SIZE / batch);
    let mark = cpuNs();
    const lap = (part) => {
      const now = cpuNs();
      parts[part] += now - mark;
      mark = now;
    };
    for (let round = 0; round < rounds; round++) {
      mark = cpuNs();
      statements['BEGIN IMMEDIATE'].run();
      const firstNew = indexing.pause();
      lap('begin');
      for (let i = 0; i < batch; i++, n++) {
        const fields = { first: 'Bench', last: `Parts${n}`, email: `parts${n}@example.com`, city: 'Kőváros' };
        statements['SAVEPOINT w'].run();
        lap('savepoints');
        if (store.people.idByEmail(fields.email) !== undefined) throw new Error('the seeded file already has this e-mail');
        lap('emailCheck');
        const id = store.people.insert(fields, '2026-01-01 00:00:00');
        lap('peopleRow');
        appendEvent(db, personEvent('person.created', id), 'bench');
        lap('eventRow');
        statements['RELEASE w'].run();
        lap('savepoints');
      }
      indexing.resume(firstNew);
      lap('searchRows');
      statements.COMMIT.run();
      lap('commit');
    }
    const perPerson = Object.entries(parts).map(([part, ns]) => [part, ns / 1000 / (rounds * batch)]);
    const total = perPerson.reduce((sum, [, us]) => sum + us, 0);
    console.log(`batch ${String(batch).padStart(3)}: ${total.toFixed(0)} µs CPU a person — `
      + perPerson.map(([part, us]) => `${part} ${us.toFixed(1)}`).join(', '));
  }
  store.close();
} finally {
  rmSync(dir, { recursive: true, force: true });
}
