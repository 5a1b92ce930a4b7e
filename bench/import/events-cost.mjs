// What events cost a bulk import: recruit writes ONE `import.completed` event per
// import batch (its transaction), with counts, instead of one event per created or updated
// person. This measures both on 100,000 people:
// 1. `recruit person import` of a 100k-row CSV into a new SQLite file, as shipped (one event
//    per batch) — wall time, and the events it stored;
// 2. the per-person alternative's extra work: 100,000 person.created rows appended through
//    the same INSERT the outbox uses, in transactions of one batch each, into that same
//    database (so the table and its indexes grow as they would) — wall time.
//
//   npm run build && node bench/import/events-cost.mjs [--rows 100000] [--batch-size 5000]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { writePeopleCsv } from './generate.mjs';

const option = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const ROWS = option('rows', 100_000);
const BATCH = option('batch-size', 5_000);
const BIN = join(import.meta.dirname, '../../bin/recruit.js');
const dir = mkdtempSync(join(tmpdir(), 'recruit-bench-import-events-'));
try {
  const csv = join(dir, 'people.csv');
  await writePeopleCsv(csv, ROWS);
  const db = join(dir, 'import.sqlite');
  const started = performance.now();
  const run = spawnSync(process.execPath, [BIN, '--db', db, '--quiet', 'person', 'import', csv, '--batch-size', String(BATCH), '--json'],
    { env: { ...process.env, CI: '1', NO_COLOR: '1', RECRUIT_CONFIG: '/dev/null' }, maxBuffer: 1 << 26 });
  const importMs = performance.now() - started;
  if (run.status !== 0) throw new Error(`import failed: ${run.stderr}`);
  const sqlite = new Database(db);
  const people = sqlite.prepare('SELECT count(*) FROM people').pluck().get();
  const events = sqlite.prepare("SELECT count(*) FROM events WHERE type = 'import.completed'").pluck().get();
  const ids = sqlite.prepare('SELECT id FROM people ORDER BY id').pluck().all();

  const insert = sqlite.prepare('INSERT INTO events (type, at, actor, subject, person_id, ids, fields) VALUES (?, ?, ?, ?, ?, ?, ?)');
  const appendBatch = sqlite.transaction((batch) => {
    const at = new Date().toISOString();
    for (const id of batch) insert.run('person.created', at, 'cli:bench', `person:${id}`, id, JSON.stringify({ person_id: id }), '[]');
  });
  const perPersonStarted = performance.now();
  for (let i = 0; i < ids.length; i += BATCH) appendBatch(ids.slice(i, i + BATCH));
  const perPersonMs = performance.now() - perPersonStarted;
  sqlite.close();

  console.log(`recruit person import of ${people} people (batches of ${BATCH}): ${(importMs / 1000).toFixed(1)} s, ${events} import.completed events`);
  console.log(`per-person events instead: +${(perPersonMs / 1000).toFixed(2)} s for ${ids.length} person.created rows `
    + `(+${((perPersonMs / importMs) * 100).toFixed(1)} % of the import), and ${ids.length} events for every consumer to page through`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
