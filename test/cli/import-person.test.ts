// `recruit person import / export` and `recruit job import` through the real binary (the
// worker-thread path for files): sample data, exit codes, stdin, export round trip + audit.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { createCliSandbox, type CliSandbox } from '../helpers/cli.js';

const SAMPLE = join(import.meta.dirname, '../../data/sample');

let cli: CliSandbox;
beforeEach(() => (cli = createCliSandbox()));
afterEach(() => cli.cleanup());

interface Summary { rows: number; created: number; updated: number; skipped: number; rejected: number; conflicts: number }

describe('import the sample data (README quick start)', () => {
  it('imports all 40 people and 25 jobs with zero rejects; a second run skips them all', async () => {
    const people = await cli.run(['person', 'import', join(SAMPLE, 'people.csv'), '--json']);
    expect(people.code).toBe(0);
    expect(people.stderr).toBe('');
    expect(people.json<Summary>()).toMatchObject({ rows: 40, created: 40, rejected: 0 });
    const jobs = await cli.run(['job', 'import', join(SAMPLE, 'jobs.ndjson'), '--json']);
    expect(jobs.json<Summary>()).toMatchObject({ rows: 25, created: 25, rejected: 0 });
    expect((await cli.run(['person', 'import', join(SAMPLE, 'people.csv'), '--json'])).json<Summary>()).toMatchObject({ created: 0, skipped: 40 });
    const stats = (await cli.run(['db', 'stats', '--json'])).json<{ people: number; jobs: Record<string, number> }>();
    expect(stats.people).toBe(40);
    expect(Object.values(stats.jobs).reduce((a, b) => a + b, 0)).toBe(25);
  });

  it('prints a human summary without --json', async () => {
    const result = await cli.run(['person', 'import', join(SAMPLE, 'people.csv')]);
    expect(result.stdout).toMatch(/^imported 40 rows from .*people\.csv in \d+\.\d\d s: 40 created, 0 updated, 0 skipped, 0 rejected\n$/);
  });
});

describe('exit codes and rejects', () => {
  const text = 'first,last,email\nAnna,Minta,anna@example.com\nBéla,,bela@example.com\n';

  it('exit 0 with rejects; the first reasons are noted on stderr without --rejects', async () => {
    writeFileSync(join(cli.dir, 'p.csv'), text);
    const result = await cli.run(['person', 'import', 'p.csv', '--json']);
    expect(result.stderr + result.stdout).not.toMatch(/error/);
    expect(result.code).toBe(0);
    expect(result.json<Summary>()).toMatchObject({ created: 1, rejected: 1 });
    expect(result.stderr).toMatch(/line 3: last: is required/);
    expect(result.stderr).toMatch(/--rejects/);
  });

  it('--strict exits 2 after printing the summary', async () => {
    writeFileSync(join(cli.dir, 'p.csv'), text);
    const result = await cli.run(['person', 'import', 'p.csv', '--strict', '--json', '--rejects', 'r.csv']);
    expect(result.code).toBe(2);
    expect(result.json<Summary>()).toMatchObject({ created: 1, rejected: 1 });
    expect(result.stderr).toMatch(/^error: 1 row was rejected \(--strict\)\n$/);
    expect(readFileSync(join(cli.dir, 'r.csv'), 'utf8')).toBe('reject_line,reject_reason,first,last,email\n3,last: is required for a new person (nobody has the e-mail bela@example.com to update),Béla,,bela@example.com\n');
  });

  it('--on-conflict fail exits 4 and writes the clashing rows to the rejects file', async () => {
    writeFileSync(join(cli.dir, 'p.csv'), text);
    await cli.run(['person', 'import', 'p.csv']);
    const result = await cli.run(['person', 'import', 'p.csv', '--on-conflict', 'fail', '--rejects', 'r.ndjson', '--json']);
    expect(result.code).toBe(4);
    expect(result.json<Summary>()).toMatchObject({ created: 0, conflicts: 1, rejected: 2 });
    const lines = readFileSync(join(cli.dir, 'r.ndjson'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { line: number; reason: string; row: unknown });
    expect(lines.map((l) => l.line).sort()).toEqual([2, 3]);
    expect(lines.find((l) => l.line === 2)).toMatchObject({ reason: expect.stringMatching(/^conflict: .*person 1/), row: { first: 'Anna', last: 'Minta', email: 'anna@example.com' } });
  });

  it.each([
    ['an unknown column', 'first,last,shoe\nA,B,1\n', /unknown column "shoe"/],
    ['an empty file', '', /empty/],
  ])('%s is a usage error (exit 2) and nothing is written', async (_name, content, message) => {
    writeFileSync(join(cli.dir, 'p.csv'), content);
    const result = await cli.run(['person', 'import', 'p.csv']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect((await cli.run(['db', 'stats', '--json'])).json<{ people: number }>().people).toBe(0);
  });

  it('a rejects file that cannot be written exits 2 at once (the validation worker is stopped)', async () => {
    writeFileSync(join(cli.dir, 'p.csv'), text);
    const result = await cli.run(['person', 'import', 'p.csv', '--rejects', join(cli.dir, 'no/such/dir/r.csv')]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/cannot write the rejects file .*ENOENT/);
  });

  it('a database locked by another process fails the import with a clear error, and the command ends (the validation worker is stopped)', async () => {
    // More batches than the validation worker sends ahead of the writer: it then waits for the writer.
    const rows = Array.from({ length: 2_000 }, (_, i) => `Anna${i},Minta,anna${i}@example.com`);
    writeFileSync(join(cli.dir, 'p.csv'), `first,last,email\n${rows.join('\n')}\n`);
    // Another writer holds the lock past recruit's 5 s busy timeout.
    const other = new Database(cli.db);
    other.exec('BEGIN IMMEDIATE');
    try {
      const ended = await Promise.race([
        cli.run(['person', 'import', 'p.csv', '--batch-size', '50']),
        new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 15_000).unref()),
      ]);
      expect(ended).not.toBe('still running');
      if (ended === 'still running') return;
      expect(ended.code).toBe(6);
      expect(ended.stderr).toMatch(/the database is busy/);
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
    expect((await cli.run(['db', 'stats', '--json'])).json<{ people: number }>().people).toBe(0);
  }, 30_000);

  it('a missing file exits 2', async () => {
    const result = await cli.run(['person', 'import', 'nope.csv']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/cannot read nope\.csv: no such file/);
  });

  it('reads stdin with -, detecting NDJSON by content; --dry-run writes nothing', async () => {
    const ndjson = '{"first":"Anna","last":"Minta","email":"anna@example.com"}\n{"first":"Béla","last":"Példa"}\n';
    const dry = await cli.run(['person', 'import', '-', '--dry-run', '--json'], { stdin: ndjson });
    expect(dry.json<Summary>()).toMatchObject({ rows: 2, created: 2, dry_run: true });
    expect((await cli.run(['db', 'stats', '--json'])).json<{ people: number }>().people).toBe(0);
    const real = await cli.run(['person', 'import', '-', '--json'], { stdin: ndjson });
    expect(real.json<Summary>()).toMatchObject({ rows: 2, created: 2, dry_run: false });
  });
});

describe('person export', () => {
  const dropTimes = (csv: string) => csv.trim().split('\n').map((line) => line.split(',').slice(0, -2).join(','));

  it('round-trips the sample through import unchanged and audits every exported person', async () => {
    await cli.run(['person', 'import', join(SAMPLE, 'people.csv')]);
    const exported = await cli.run(['person', 'export', '--out', 'a.csv', '--json']);
    expect(exported.code).toBe(0);
    expect(exported.json()).toMatchObject({ exported: 40, format: 'csv' });
    const audit = (await cli.run(['db', 'stats', '--json'])).json<{ audit_rows: number }>();
    expect(audit.audit_rows).toBe(40);

    const other = createCliSandbox();
    try {
      expect((await other.run(['person', 'import', join(cli.dir, 'a.csv'), '--json'])).json<Summary>()).toMatchObject({ created: 40, rejected: 0 });
      const again = await other.run(['person', 'export', '--format', 'csv']);
      expect(dropTimes(again.stdout)).toEqual(dropTimes(readFileSync(join(cli.dir, 'a.csv'), 'utf8')));
    } finally {
      other.cleanup();
    }
  });

  it('writes NDJSON by extension and refuses to overwrite without --force', async () => {
    await cli.run(['person', 'import', join(SAMPLE, 'people.csv')]);
    expect((await cli.run(['person', 'export', '--out', 'p.ndjson'])).code).toBe(0);
    const lines = readFileSync(join(cli.dir, 'p.ndjson'), 'utf8').trim().split('\n');
    expect(lines).toHaveLength(40);
    expect(JSON.parse(lines[0] as string)).toMatchObject({ id: 1, first: 'Anna', last: 'Minta' });
    const again = await cli.run(['person', 'export', '--out', 'p.ndjson']);
    expect(again.code).toBe(2);
    expect(again.stderr).toMatch(/already exists.*--force/);
    expect((await cli.run(['person', 'export', '--out', 'p.ndjson', '--force'])).code).toBe(0);
  });

  it('is local only', async () => {
    const result = await cli.run(['--remote', 'http://127.0.0.1:9', 'person', 'export']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/local database only/);
  });
});
