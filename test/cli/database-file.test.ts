// User mistakes about the database file and prompts get their own
// message and exit code, never "this is a bug in recruit", and a mistyped --db creates nothing.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { BIN, createCliSandbox, type CliSandbox } from '../helpers/cli.js';

let cli: CliSandbox;
beforeEach(() => (cli = createCliSandbox({ database: 'absent' })));
afterEach(() => cli.cleanup());

const notABug = (stderr: string) => expect(stderr).not.toMatch(/bug in recruit/);

describe('a database file that is not there (item 8)', () => {
  it.each([
    ['job', 'list'], ['person', 'get', '1'], ['db', 'stats'], ['audit', 'list'], ['token', 'list'], ['project', 'list', '--full'],
    ['person', 'update', '1', '--city', 'Pécs'],
  ])('`%s %s` exits 2 with "no database at PATH" and creates nothing', async (...args) => {
    const run = await cli.run(args);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`no database at ${cli.db}`);
    notABug(run.stderr);
    expect(existsSync(cli.db)).toBe(false);
  });

  it.each([
    [['person', 'create', '--first', 'Ida', '--last', 'Új']],
    [['job', 'create', '--position', '1', '--title', 'Clerk']],
    [['db', 'migrate']],
    [['token', 'create', 'ci']],
  ])('%j creates it and says so on stderr', async (args) => {
    const run = await cli.run(args);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain(`created a new database at ${cli.db}`);
    expect(existsSync(cli.db)).toBe(true);
    const again = await cli.run(args[0] === 'token' ? ['token', 'list'] : ['db', 'stats']);
    expect(again.stderr).not.toContain('created a new database');
  });

  it('parser parse without --create works without a database, and creates none', async () => {
    writeFileSync(join(cli.dir, 'cv.txt'), 'Ida Új\nida.uj@example.com\n');
    const run = await cli.run(['parser', 'parse', join(cli.dir, 'cv.txt'), '--json']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.json<{ jobs: number[] }>().jobs).toEqual([]);
    expect(existsSync(cli.db)).toBe(false);
  });
});

describe('a file that is not a recruit database (item 7)', () => {
  it('--db README.md exits 2: "README.md is not a recruit database", and leaves the file alone', async () => {
    const readme = join(cli.dir, 'README.md');
    writeFileSync(readme, '# notes\nnot a database\n');
    const run = await cli.run(['--db', readme, 'job', 'list']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`${readme} is not a recruit database`);
    notABug(run.stderr);
    const write = await cli.run(['--db', readme, 'person', 'create', '--first', 'A', '--last', 'B']);
    expect(write.code).toBe(2);
    expect(spawnSync('cat', [readme], { encoding: 'utf8' }).stdout).toBe('# notes\nnot a database\n');
  });

  it("another program's SQLite file is refused, and gets none of our tables", async () => {
    const other = join(cli.dir, 'other.sqlite');
    const db = new Database(other);
    db.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)');
    db.close();
    const run = await cli.run(['--db', other, 'person', 'create', '--first', 'A', '--last', 'B']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('is not a recruit database');
    const check = new Database(other);
    expect(check.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all()).toEqual(['notes']);
    check.close();
  });
});

describe('db backup into a folder that does not exist (item 7)', () => {
  it('creates the folder, as the README example expects', async () => {
    await cli.run(['person', 'create', '--first', 'Ida', '--last', 'Új']);
    const run = await cli.run(['db', 'backup', 'backups/nightly/recruit.sqlite']);
    expect(run.code, run.stderr).toBe(0);
    expect(existsSync(join(cli.dir, 'backups/nightly/recruit.sqlite'))).toBe(true);
  });
});

describe('Ctrl-C at a prompt (item 7)', () => {
  it('prints "cancelled" and exits 130', () => {
    const env = { PATH: process.env['PATH'] ?? '', HOME: cli.dir, NO_COLOR: '1', RECRUIT_CONFIG: '/dev/null', TERM: 'dumb' };
    const result = spawnSync('python3', [
      join(import.meta.dirname, '../helpers/run-on-tty.py'), 'First', '\\x03',
      process.execPath, BIN, '--db', cli.db, 'person', 'create', '--last', 'Próba',
    ], { env, encoding: 'utf8', timeout: 30_000 });
    const outcome = JSON.parse(result.stdout) as { status: number; output: string; sent: boolean };
    expect(outcome.sent, outcome.output).toBe(true);
    expect(outcome.status).toBe(130);
    expect(outcome.output).toContain('cancelled');
    expect(outcome.output).not.toMatch(/bug in recruit/);
  });
});
