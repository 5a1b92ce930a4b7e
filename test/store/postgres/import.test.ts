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

async function importInto(db: string, mode: string, name: string) {
  // One person stored before the import: the file's row with its e-mail meets it.
  const seeded = await runRecruit(['--db', db, 'person', 'create', '--first', 'Old', '--last', 'One', '--email', 'STORED@example.com']);
  expect(seeded.code).toBe(0);
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
});
