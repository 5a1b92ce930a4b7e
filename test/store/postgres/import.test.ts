// `recruit person import` on PostgreSQL (COPY into a staging table, then one set-based
// insert) against SQLite: the same summary, the same rejects file, the same people, in every
// --on-conflict mode, with repeats inside the file, across batches and against stored people.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRecruit } from '../../helpers/cli.js';
import { usePostgres } from '../../helpers/postgres.js';

const postgres = usePostgres();
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'recruit-pgimport-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Fictitious rows: repeats (in the file and in later batches), a bad row, no e-mail, a backslash. */
function csv(): string {
  const lines = ['first,last,email,country,birth_date,category,city'];
  for (let i = 0; i < 23; i++) {
    const email = i % 7 === 6 ? `Person${i - 3}@Example.com` : i % 5 === 4 ? '' : `person${i}@example.com`;
    lines.push(`Név${i},Teszt\\${i},${email},${i % 2 ? 'HU' : ''},${i % 3 ? '' : '1990-01-0' + ((i % 9) + 1)},${(i % 4) + 1};${(i % 3) + 5},City ${i}`);
  }
  lines.push('OnlyFirst,,bad@example.com,,,,');
  lines.push('Stored,Person,stored@example.com,,,,');
  return `${lines.join('\n')}\n`;
}

async function importInto(db: string, mode: string, name: string, seed = true) {
  // One person stored before the import: the file's row with its e-mail meets it.
  if (seed) {
    const seeded = await runRecruit(['--db', db, 'person', 'create', '--first', 'Old', '--last', 'One', '--email', 'STORED@example.com']);
    expect(seeded.code).toBe(0);
  }
  const file = join(dir, `${name}.csv`);
  writeFileSync(file, csv());
  const rejects = join(dir, `${name}-rejects.ndjson`);
  const run = await runRecruit(['--db', db, 'person', 'import', file, '--on-conflict', mode, '--batch-size', '4', '--rejects', rejects, '--json']);
  const exported = await runRecruit(['--db', db, 'person', 'export', '--json']);
  let rejected = '';
  try {
    rejected = readFileSync(rejects, 'utf8');
  } catch {
    // no rejects file: nothing was rejected
  }
  return { code: run.code, summary: run.json<Record<string, unknown>>(), rejected, people: exported.stdout };
}

describe('person import on PostgreSQL', () => {
  it.each(['skip', 'update', 'fail'])('--on-conflict %s: summary, rejects and people as on SQLite', async (mode) => {
    const sqlite = await importInto(join(dir, `${mode}.sqlite`), mode, `sqlite-${mode}`);
    const pg = await importInto(await postgres().createDatabase(), mode, `pg-${mode}`);
    const { seconds: _a, ...sqliteSummary } = sqlite.summary as Record<string, unknown> & { seconds?: unknown };
    const { seconds: _b, ...pgSummary } = pg.summary as Record<string, unknown> & { seconds?: unknown };
    expect(pg.code).toBe(sqlite.code);
    expect(pgSummary).toEqual(sqliteSummary);
    expect(pg.rejected).toBe(sqlite.rejected);
    // Timestamps differ between the runs (the clock moves): compare the people without them.
    const strip = (text: string) => text.replace(/"(created|last_modified)":"[^"]*"/g, '');
    expect(strip(pg.people)).toBe(strip(sqlite.people));
    expect(sqlite.summary['created']).toBeGreaterThan(10);
    if (mode === 'fail') expect(sqlite.rejected).toContain('appears earlier in this file');
  });

  // Into an empty table the import asks PostgreSQL only about e-mails it may have written
  // itself (seen-emails.ts): a repeat in a later batch must still be found before the COPY.
  it.each(['skip', 'update', 'fail'])('--on-conflict %s into an empty table: summary, rejects and people as on SQLite', async (mode) => {
    const sqlite = await importInto(join(dir, `empty-${mode}.sqlite`), mode, `sqlite-empty-${mode}`, false);
    const pg = await importInto(await postgres().createDatabase(), mode, `pg-empty-${mode}`, false);
    const { seconds: _a, ...sqliteSummary } = sqlite.summary as Record<string, unknown> & { seconds?: unknown };
    const { seconds: _b, ...pgSummary } = pg.summary as Record<string, unknown> & { seconds?: unknown };
    expect(pgSummary).toEqual(sqliteSummary);
    expect(pg.rejected).toBe(sqlite.rejected);
    const strip = (text: string) => text.replace(/"(created|last_modified)":"[^"]*"/g, '');
    expect(strip(pg.people)).toBe(strip(sqlite.people));
    // The file repeats e-mails of earlier batches: skipped, updated or refused by each mode.
    const met = ['skipped', 'updated', 'conflicts'].reduce((sum, key) => sum + Number(sqlite.summary[key]), 0);
    expect(met).toBeGreaterThan(0);
  });
});

describe('--on-conflict update on PostgreSQL (one statement per batch)', () => {
  // NDJSON rows give some fields only: an update writes those and keeps the rest; a person
  // updated twice in one batch ends with the later row's values, as row by row on SQLite.
  const people = [
    { first: 'Ada', last: 'Teszt', email: 'ada@example.com', city: 'Pécs', country: 'HU', birth_date: '1990-01-02', category: [1, 2] },
    { first: 'Bo', last: 'Teszt', email: 'bo@example.com', city: 'Győr', country: 'AT', zip: '1010' },
    { first: 'Cy', last: 'Teszt', email: 'cy@example.com', street: 'Fő utca 1.' },
  ];
  // (A row must name the person, first and last, whatever else it leaves out.)
  const changes = [
    { first: 'Ada', last: 'Teszt', email: 'ADA@example.com', city: 'Szeged' },
    { first: 'Bo', last: 'Teszt-Kiss', email: 'bo@example.com', country: null, category: [3] },
    { first: 'Ada', last: 'Teszt', email: 'ada@example.com', city: 'Debrecen', zip: '4000' },
    { first: 'New', last: 'Person', email: 'new@example.com' },
    { first: 'Cy', last: 'Teszt', email: 'cy@example.com', birth_date: '1985-12-31', street: 'Back\\slash köz 2.' },
  ];
  const ndjson = (rows: object[]) => `${rows.map((row) => JSON.stringify(row)).join('\n')}\n`;

  async function run(db: string, name: string) {
    writeFileSync(join(dir, `${name}-people.ndjson`), ndjson(people));
    writeFileSync(join(dir, `${name}-changes.ndjson`), ndjson(changes));
    expect((await runRecruit(['--db', db, 'person', 'import', join(dir, `${name}-people.ndjson`)])).code).toBe(0);
    const updated = await runRecruit(['--db', db, 'person', 'import', join(dir, `${name}-changes.ndjson`), '--on-conflict', 'update', '--batch-size', '10', '--json']);
    expect(updated.code).toBe(0);
    const exported = await runRecruit(['--db', db, 'person', 'export', '--json']);
    const { seconds: _s, ...summary } = updated.json<Record<string, unknown>>();
    return { summary, people: exported.stdout.replace(/"(created|last_modified)":"[^"]*"/g, ''), raw: exported.stdout };
  }

  it('writes only the fields each row gives, the later row winning, as on SQLite', async () => {
    const sqlite = await run(join(dir, 'update-partial.sqlite'), 'sqlite-partial');
    const pg = await run(await postgres().createDatabase(), 'pg-partial');
    expect(pg.summary).toEqual(sqlite.summary);
    expect(sqlite.summary).toMatchObject({ created: 1, updated: 4 });
    expect(pg.people).toBe(sqlite.people);
    const ada = (JSON.parse(pg.raw) as { email: string; city: string; zip: string; birth_date: string; category: number[] }[]).find((p) => p.email === 'ada@example.com');
    expect(ada).toMatchObject({ city: 'Debrecen', zip: '4000', birth_date: '1990-01-02', category: [1, 2] });
  });
});

describe('import events on PostgreSQL', () => {
  /** The import.completed events of a store, as `events tail` gives them (their counts only). */
  async function importEvents(db: string): Promise<unknown[]> {
    const tail = await runRecruit(['--db', db, 'events', 'tail', '--types', 'import.completed', '--json']);
    expect(tail.code).toBe(0);
    return tail.stdout.trim().split('\n').filter((line) => line !== '')
      .map((line) => (JSON.parse(line) as { counts: unknown }).counts);
  }

  it('a batch COPY\'d straight into an empty table appends its import.completed event, one per batch as on SQLite', async () => {
    const lines = ['first,last,email'];
    for (let i = 0; i < 10; i++) lines.push(`Névtelen${i},Próba,events${i}@example.com`);
    const file = join(dir, 'events.csv');
    writeFileSync(file, `${lines.join('\n')}\n`);
    const dbs = [join(dir, 'events.sqlite'), await postgres().createDatabase()];
    for (const db of dbs) {
      const run = await runRecruit(['--db', db, 'person', 'import', file, '--batch-size', '4', '--json']);
      expect(run.code).toBe(0);
    }
    const [sqlite, pg] = await Promise.all(dbs.map(importEvents));
    expect(sqlite).toHaveLength(3);
    expect(pg).toEqual(sqlite);
  });
});
