// The CLI on PostgreSQL (issue 11 §2): `--db postgres://…` and RECRUIT_DB select the
// PostgreSQL store for every local command; `db migrate` reports the numbered migrations.
import { beforeAll, describe, expect, it } from 'vitest';
import { runRecruit } from '../../helpers/cli.js';
import { usePostgres } from '../../helpers/postgres.js';
import { LATEST_VERSION, migrations } from '../../../src/store/migrations/index.js';

const postgres = usePostgres();
let url: string;

beforeAll(async () => {
  url = await postgres().createDatabase();
});

describe('recruit on PostgreSQL', () => {
  it('db migrate applies the migrations once, then has nothing to apply', async () => {
    const first = await runRecruit(['--db', url, 'db', 'migrate', '--json']);
    expect(first.stderr).toBe('');
    expect(first.json()).toEqual({ version: LATEST_VERSION, applied: migrations.map((m) => `${m.version}-${m.name}`) });
    const second = await runRecruit(['--db', url, 'db', 'migrate', '--json']);
    expect(second.json()).toEqual({ version: LATEST_VERSION, applied: [] });
  });

  it('person create / get / exists through --db and RECRUIT_DB, audited, password never printed', async () => {
    const created = await runRecruit(['--db', url, 'person', 'create', '--first', 'Anna', '--last', 'Kovács', '--email', 'Anna.K@Example.com', '--json']);
    expect(created.code).toBe(0);
    const id = created.json<{ id: number }>().id;
    const got = await runRecruit(['person', 'get', String(id), '--json'], { env: { RECRUIT_DB: url } });
    expect(got.code).toBe(0);
    expect(got.json()).toMatchObject({ id, first: 'Anna', last: 'Kovács', email: 'anna.k@example.com' });
    const clash = await runRecruit(['--db', url, 'person', 'create', '--first', 'B', '--last', 'C', '--email', 'anna.k@example.com']);
    expect(clash.code).toBe(4);
    const audit = await runRecruit(['--db', url, 'audit', 'list', '--json']);
    expect(audit.json<{ person_id: number; outcome: string }[]>()).toContainEqual(expect.objectContaining({ person_id: id, outcome: 'ok' }));
    const stats = await runRecruit(['--db', url, 'db', 'stats', '--json']);
    const location = stats.json<{ location: string }>().location;
    expect(location).toContain('127.0.0.1');
    expect(location).not.toContain('recruit-test');
    expect(stats.stdout + stats.stderr).not.toContain('recruit-test');
  });

  it('a database that does not exist is a clear error with an exit code, not a crash', async () => {
    const run = await runRecruit(['--db', postgres().url('no_such_db'), 'person', 'get', '1']);
    expect(run.code).not.toBe(0);
    expect(run.code).not.toBe(1);
    expect(run.stderr).toMatch(/no_such_db/);
    expect(run.stderr).not.toContain('recruit-test');
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});
