// `recruit job …`, `project …`, `codes`, `db`, `token` and the output formats.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { LATEST_VERSION } from '../../src/store/migrations/index.js';
import { createCliSandbox, runRecruit, type CliSandbox } from '../helpers/cli.js';

let cli: CliSandbox;
beforeEach(() => (cli = createCliSandbox()));
afterEach(() => cli.cleanup());

describe('jobs', () => {
  it('create, list, get, list --full, delete with confirmation', async () => {
    const created = await cli.run(['job', 'create', '--position', '7', '--title', 'Payroll Accountant', '--category', '1', '--language', 'en,de', '--salary-min', '40000', '--currency', 'eur', '--json']);
    expect(created.code).toBe(0);
    expect(created.json()).toEqual([{ id: 1 }]);
    await cli.run(['job', 'create', '--position', '8', '--title', 'Intranet only', '--channels', 'intranet']);
    const listed = await cli.run(['job', 'list', '--json']);
    expect(listed.json<{ id: number }[]>().map((j) => j.id)).toEqual([1]);
    expect(listed.json<object[]>()[0]).toMatchObject({ language: [1, 2], position_data: { salary_min: 40000, currency: 'EUR' } });
    expect((await cli.run(['job', 'get', '2', '--json'])).json()).toEqual([]);
    expect((await cli.run(['job', 'list', '--full', '--json'])).json<{ id: number; active: boolean }[]>().map((j) => [j.id, j.active]))
      .toEqual([[1, true], [2, true]]);

    const refused = await cli.run(['job', 'delete', '1']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/--yes/);
    expect((await cli.run(['job', 'delete', '1', '--yes', '--json'])).json()).toEqual({ success: true, type: 'job' });
    expect((await cli.run(['job', 'list', '--full', '--json'])).json<{ id: number }[]>().map((j) => j.id)).toEqual([2]);
    expect((await cli.run(['job', 'delete', '1', '--yes'])).code).toBe(3);
  });

  it('requires --position and --title without a TTY', async () => {
    const result = await cli.run(['job', 'create', '--title', 'X']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/--position/);
  });

  it('prints csv and ndjson', async () => {
    await cli.run(['job', 'create', '--position', '7', '--title', 'A, "quoted" title']);
    const csv = await cli.run(['job', 'list', '--full', '--format', 'csv']);
    // The help promises titles with --full; a CSV is for people (the JSON formats keep the API's records).
    expect(csv.stdout.split('\n')[0]).toBe('id,title,active,last_modified');
    expect(csv.stdout.split('\n')[1]).toMatch(/^1,"A, ""quoted"" title",true,/);
    const table = await cli.run(['job', 'list']);
    expect(table.stdout).toContain('A, "quoted" title');
    const ndjson = await cli.run(['job', 'list', '--format', 'ndjson']);
    expect(JSON.parse(ndjson.stdout.trim())).toMatchObject({ title: 'A, "quoted" title' });
  });
});

describe('projects', () => {
  it('create, update partially, list and full', async () => {
    await cli.run(['job', 'create', '--position', '7', '--title', 'Dev']);
    expect((await cli.run(['project', 'create', '--title', 'Autumn', '--jobs', '1', '--json'])).json()).toEqual([{ id: 1 }]);
    expect((await cli.run(['project', 'update', '1', '--title', 'Winter', '--json'])).json()).toEqual({ success: true });
    expect((await cli.run(['project', 'get', '1', '--json'])).json()).toMatchObject([{ id: 1, title: 'Winter', jobs: [1] }]);
    expect((await cli.run(['project', 'list', '--full', '--json'])).json()).toMatchObject([{ id: 1, active: true, jobs: [1] }]);
    const bad = await cli.run(['project', 'create', '--title', 'X', '--jobs', '99']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/job 99 does not exist/);
    expect((await cli.run(['project', 'update', '5', '--title', 'X'])).code).toBe(3);
  });
});

describe('codes, db and tokens', () => {
  it('prints a code table and rejects an unknown one', async () => {
    const countries = await cli.run(['codes', 'country', '--json']);
    expect(countries.json<{ code: number; key: string }[]>().find((c) => c.key === 'HU')?.code).toBe(348);
    const unknown = await cli.run(['codes', 'planets']);
    expect(unknown.code).toBe(2);
  });

  it('db stats, migrate and backup', async () => {
    await cli.run(['person', 'create', '--first', 'A', '--last', 'B']);
    expect((await cli.run(['db', 'stats', '--json'])).json()).toMatchObject({ people: 1, schema_version: LATEST_VERSION });
    expect((await cli.run(['db', 'migrate', '--json'])).json()).toEqual({ version: LATEST_VERSION, applied: [] });
    const target = join(cli.dir, 'copy.sqlite');
    expect((await cli.run(['db', 'backup', target])).code).toBe(0);
    expect(existsSync(target)).toBe(true);
    expect((await cli.run(['db', 'backup', target])).code).toBe(2);
    const copy = await runRecruit(['--db', target, 'db', 'stats', '--json']);
    expect(copy.json()).toMatchObject({ people: 1 });
  });

  it('token create prints the secret once; list never shows it; revoke removes it', async () => {
    const created = await cli.run(['token', 'create', 'ci', '--scope', 'read', '--json']);
    const issued = created.json<{ name: string; scope: string; token: string }>();
    expect(issued).toMatchObject({ name: 'ci', scope: 'read' });
    expect(issued.token.length).toBeGreaterThan(30);
    const listed = await cli.run(['token', 'list', '--json']);
    expect(listed.stdout).not.toContain(issued.token);
    expect((await cli.run(['token', 'create', 'ci'])).code).toBe(4);
    expect((await cli.run(['token', 'revoke', 'ci'])).code).toBe(0);
    expect((await cli.run(['token', 'revoke', 'ci'])).code).toBe(3);
  });

  it('local-only commands say so in remote mode', async () => {
    const result = await cli.run(['--remote', 'http://127.0.0.1:9', 'db', 'stats']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/local database only/);
  });
});

describe('global behaviour', () => {
  it('--version and --help exit 0; help has examples', async () => {
    const version = await runRecruit(['--version']);
    expect(version.code).toBe(0);
    expect(version.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
    const help = await runRecruit(['person', 'create', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Examples:');
  });

  it('layers config file < env < flags', async () => {
    const config = join(cli.dir, 'config.json');
    writeFileSync(config, JSON.stringify({ format: 'csv' }));
    await cli.run(['person', 'create', '--first', 'A', '--last', 'B']);
    const fromFile = await cli.run(['codes'], { env: { RECRUIT_CONFIG: config } });
    expect(fromFile.stdout.split('\n')[0]).toBe('table,entries');
    const fromEnv = await cli.run(['codes'], { env: { RECRUIT_CONFIG: config, RECRUIT_FORMAT: 'ndjson' } });
    expect(JSON.parse(fromEnv.stdout.split('\n')[0]!)).toEqual({ table: 'country', entries: 249 });
    const fromFlag = await cli.run(['codes', '--json'], { env: { RECRUIT_CONFIG: config, RECRUIT_FORMAT: 'ndjson' } });
    expect(Array.isArray(fromFlag.json())).toBe(true);
    writeFileSync(config, '{ broken');
    const broken = await cli.run(['codes'], { env: { RECRUIT_CONFIG: config } });
    expect(broken.code).toBe(2);
    expect(broken.stderr).toMatch(/not valid JSON/);
  });

  it('RECRUIT_DB selects the database', async () => {
    const other = join(cli.dir, 'other.sqlite');
    await runRecruit(['person', 'create', '--first', 'A', '--last', 'B'], { env: { RECRUIT_DB: other, RECRUIT_CONFIG: '/dev/null' } });
    expect((await runRecruit(['--db', other, 'db', 'stats', '--json'])).json()).toMatchObject({ people: 1 });
  });
});
