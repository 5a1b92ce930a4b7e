// The CLI on PostgreSQL: `--db postgres://…` and RECRUIT_DB select the
// PostgreSQL store for every local command; `db migrate` reports the numbered migrations.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

  it('the recruiter\'s daily work on PostgreSQL: search, skills, document text and db reindex, erase', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'recruit-pgcli-'));
    try {
      const db = await postgres().createDatabase();
      const run = (...args: string[]) => runRecruit(['--db', db, ...args]);
      const { id } = (await run('person', 'create', '--first', 'Ödön', '--last', 'Kovács', '--city', 'Győr', '--json')).json<{ id: number }>();
      expect((await run('person', 'skills', String(id), '--add', 'Kubernetes', 'SQL', '--json')).json()).toEqual(['Kubernetes', 'SQL']);
      const cv = join(dir, 'cv.txt');
      writeFileSync(cv, 'Fictitious CV: Grafana dashboards, Terraform modules\n');
      expect((await run('person', 'document', 'add', String(id), cv)).code).toBe(0);
      const found = async (...filters: string[]) => (await run('person', 'search', ...filters, '--json')).json<{ id: number }[]>().map((p) => p.id);
      expect(await found('--q', 'kovacs gyor')).toEqual([id]);
      expect(await found('--q', 'terraform')).toEqual([id]);
      expect(await found('--skill', 'kubernetes', '--name', 'odon')).toEqual([id]);
      expect(await found('--q', 'nobody')).toEqual([]);
      const reindex = await run('db', 'reindex', '--all', '--json');
      expect(reindex.code).toBe(0);
      expect(reindex.json()).toMatchObject({ documents: 1, people: 1 });
      expect(await found('--q', 'grafana')).toEqual([id]);
      const erased = await run('person', 'erase', String(id), '--reason', 'test request', '--yes', '--json');
      expect(erased.code).toBe(0);
      expect(erased.json()).toMatchObject({ person_id: id, counts: { person: 1, skills: 2, documents: 1, document_text: 1 } });
      expect(await found('--q', 'grafana')).toEqual([]);
      expect((await run('person', 'erase', String(id), '--reason', 'again', '--yes')).code).toBe(3);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('a database that does not exist is a clear error with an exit code, not a crash', async () => {
    const run = await runRecruit(['--db', postgres().url('no_such_db'), 'person', 'get', '1']);
    expect(run.code).not.toBe(0);
    expect(run.code).not.toBe(1);
    expect(run.stderr).toMatch(/no_such_db/);
    expect(run.stderr).not.toContain('recruit-test');
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});
