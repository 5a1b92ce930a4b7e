// `recruit db backup --portable` and `recruit db restore` as a user runs them (real CLI, built
// dist/), on SQLite and on PostgreSQL (embedded, test/helpers/postgres.ts), and across the two:
// the data, the documents' bytes and the search come back; erased ids are not handed out
// again; the backup leaves one audit row, the restore none; a database with data is refused
// without --force; a cut file restores nothing; events keep their ids and webhooks come back
// with their secrets. People are invented.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { openStore } from '../../src/store/index.js';
import { runRecruit } from '../helpers/cli.js';
import { usePostgres } from '../helpers/postgres.js';

const postgres = usePostgres();

type Kind = 'sqlite' | 'postgres';

describe.each([
  ['sqlite', 'sqlite'],
  ['postgres', 'postgres'],
  ['sqlite', 'postgres'],
  ['postgres', 'sqlite'],
] as const)('db backup --portable from %s, db restore into %s', (from: Kind, to: Kind) => {
  let dir: string;
  beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'recruit-restore-'))));
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const database = async (kind: Kind, name: string) => (kind === 'sqlite' ? join(dir, `${name}.sqlite`) : postgres().createDatabase());
  const on = (db: string) => (...args: string[]) => runRecruit(['--db', db, ...args], { cwd: dir, env: { RECRUIT_CONFIG: '/dev/null' } });
  const ok = async (run: Promise<{ code: number; stdout: string; stderr: string }>) => {
    const result = await run;
    expect(result.code, result.stderr).toBe(0);
    return result;
  };

  it('brings back people, documents, applications, skills and the audit log; erased ids stay used', async () => {
    const source = on(await database(from, 'source'));
    await ok(source('person', 'create', '--first', 'Ernő', '--last', 'Töröltnév', '--email', 'erno@example.org'));
    await ok(source('person', 'create', '--first', 'Anna', '--last', 'Kovács', '--email', 'anna.kovacs@example.org', '--city', 'Szeged'));
    await ok(source('job', 'create', '--position', '3', '--title', 'Fictional Welder', '--date-from', '2020-01-01'));
    await ok(source('person', 'subscribe', '2', '1'));
    await ok(source('application', 'status', '1', 'interview', '--note', 'strong CV'));
    const bytes = Buffer.from([0, 255, 1, 128, ...Buffer.from('Anna Kovács CV, welding and Python')]);
    writeFileSync(join(dir, 'cv.bin'), bytes);
    writeFileSync(join(dir, 'cv.txt'), 'Anna Kovács\nWelding, Kubernetes\n');
    await ok(source('person', 'document', 'add', '2', join(dir, 'cv.bin'), join(dir, 'cv.txt')));
    await ok(source('person', 'skills', '2', '--add', 'Welding'));
    await ok(source('person', 'erase', '1', '--reason', 'test request', '--yes'));
    const before = JSON.parse((await ok(source('db', 'stats', '--json'))).stdout) as { audit_rows: number };

    const file = join(dir, 'backup.ndjson.gz');
    const backup = await ok(source('db', 'backup', '--portable', file));
    expect(backup.stdout).toMatch(/backed up \d+ rows \(1 people, 2 documents; .*\) to .*backup\.ndjson\.gz/);
    // One audit row for the whole backup, no person on it.
    const audit = JSON.parse((await ok(source('audit', 'list', '--json'))).stdout) as { action: string; person_id: number | null }[];
    expect(audit.length).toBe(before.audit_rows + 1);
    expect(audit[0]).toMatchObject({ action: 'backup', person_id: null });
    const header = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8').split('\n')[0]!) as Record<string, unknown>;
    expect(header).toMatchObject({ format: 'recruit-backup', version: 1, store: from, schema_version: expect.any(Number) });

    const target = on(await database(to, 'target'));
    const restored = await ok(target('db', 'restore', file));
    expect(restored.stdout).toMatch(/restored \d+ rows \(1 people, 2 documents\)/);
    // The restore wrote no audit rows: the log is the source's, the backup's row included.
    expect(JSON.parse((await ok(target('db', 'stats', '--json'))).stdout)).toMatchObject({ people: 1, documents: 2, audit_rows: before.audit_rows + 1 });

    const anna = JSON.parse((await ok(target('person', 'get', '2', '--json'))).stdout) as Record<string, unknown>;
    expect(anna).toMatchObject({ id: 2, first: 'Anna', last: 'Kovács', email: 'anna.kovacs@example.org', city: 'Szeged' });
    expect(JSON.parse((await ok(source('person', 'get', '2', '--json'))).stdout)).toEqual(anna);
    await ok(target('person', 'document', 'download', '2', '1', '--out', join(dir, 'back.bin')));
    expect(readFileSync(join(dir, 'back.bin')).equals(bytes)).toBe(true);
    const applications = JSON.parse((await ok(target('job', 'applicants', '1', '--json'))).stdout) as { status: string; history: { note: string | null }[] }[];
    expect(applications).toMatchObject([
      { person_data_id: 2, status: 'interview', history: [{ status: 'applied' }, { status: 'interview', note: 'strong CV' }] },
    ]);
    // The search index is rebuilt from the rows: by name and by a skill.
    expect((JSON.parse((await ok(target('person', 'list', '--name', 'kovacs', '--json'))).stdout) as { id: number }[]).map((p) => p.id)).toEqual([2]);
    expect((JSON.parse((await ok(target('person', 'list', '--skill', 'welding', '--json'))).stdout) as { id: number }[]).map((p) => p.id)).toEqual([2]);
    // The erased person's id is not handed out again; nor are the documents'.
    expect((await ok(target('-q', 'person', 'create', '--first', 'Új', '--last', 'Ember'))).stdout.trim()).toBe('3');
    // The erasure receipt came back too.
    expect((await target('person', 'erase', '1', '--reason', 'again', '--yes')).stderr).toMatch(/person 1 was erased at \d{4}-/);
  }, 180_000);

  /** The webhooks as stored (the CLI never shows a secret): a restored one must still sign with its own. */
  const storedWebhooks = async (kind: Kind, db: string): Promise<Record<string, unknown>[]> => {
    const text = 'SELECT id, url, types, secret, enabled, after_event FROM webhooks ORDER BY id';
    if (kind === 'sqlite') {
      const sqlite = new Database(db, { readonly: true });
      try {
        return (sqlite.prepare(text).all() as Record<string, unknown>[]).map((w) => ({ ...w, enabled: w['enabled'] === 1 }));
      } finally {
        sqlite.close();
      }
    }
    const client = new pg.Client({ connectionString: db });
    await client.connect();
    try {
      return (await client.query<Record<string, unknown>>(text)).rows.map((w) => ({ ...w, after_event: Number(w['after_event']) }));
    } finally {
      await client.end();
    }
  };

  it('brings back the event feed with its ids and the webhooks with their secrets; new events continue after them', async () => {
    const sourceDb = await database(from, 'source');
    const source = on(sourceDb);
    const secret = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
    await ok(source('person', 'create', '--first', 'Anna', '--last', 'Kovács', '--email', 'anna.kovacs@example.org'));
    await ok(source('webhook', 'add', 'http://127.0.0.1:9/hook', '--events', 'person.created,person.updated', '--secret', secret));
    await ok(source('person', 'create', '--first', 'Béla', '--last', 'Példa'));
    await ok(source('person', 'update', '2', '--city', 'Pécs'));
    await ok(source('job', 'create', '--position', '3', '--title', 'Fictional Welder', '--date-from', '2020-01-01'));
    const feed = async (run: ReturnType<typeof on>, ...args: string[]) => {
      const { stdout } = await ok(run('events', 'tail', ...args, '--json'));
      return stdout.trim().split('\n').map((line) => JSON.parse(line) as { id: number; type: string });
    };
    const events = await feed(source);
    expect(events.length).toBeGreaterThanOrEqual(4);
    // What `recruit serve` does first: the events after the webhook became pending deliveries.
    const store = await openStore(sourceDb);
    try {
      expect(await store.events.fanOut(500, Date.now(), new Date().toISOString())).toBe(2);
    } finally {
      await store.close();
    }
    const webhooks = JSON.parse((await ok(source('webhook', 'list', '--json'))).stdout) as unknown[];
    const deliveries = (await ok(source('webhook', 'deliveries', '1', '--json'))).stdout;
    expect(JSON.parse(deliveries)).toMatchObject([{ state: 'pending' }, { state: 'pending' }]);
    const file = join(dir, 'backup.ndjson.gz');
    await ok(source('db', 'backup', '--portable', file));

    const targetDb = await database(to, 'target');
    const target = on(targetDb);
    await ok(target('db', 'restore', file));
    // The same events under the same ids: a consumer's saved cursor still means the same place.
    expect(await feed(target)).toEqual(events);
    expect(JSON.parse((await ok(target('webhook', 'list', '--json'))).stdout)).toEqual(webhooks);
    expect(webhooks).toMatchObject([{ id: 1, url: 'http://127.0.0.1:9/hook', types: 'person.created,person.updated', enabled: true }]);
    expect((await ok(target('webhook', 'deliveries', '1', '--json'))).stdout).toBe(deliveries);
    const stored = await storedWebhooks(to, targetDb);
    expect(stored).toEqual(await storedWebhooks(from, sourceDb));
    expect(stored).toMatchObject([{ id: 1, secret, enabled: true, types: expect.stringContaining('person.updated') }]);

    // A change after the restore gets the next event id, not one the restored feed already has.
    const lastId = Math.max(...events.map((e) => e.id));
    await ok(target('person', 'create', '--first', 'Új', '--last', 'Ember'));
    expect(await feed(target, '--after', String(lastId))).toMatchObject([{ id: lastId + 1, type: 'person.created' }]);
    // The webhook's cursor came back too: only the new event becomes a delivery, under a new delivery id.
    const restoredStore = await openStore(targetDb);
    try {
      expect(await restoredStore.events.fanOut(500, Date.now(), new Date().toISOString())).toBe(1);
    } finally {
      await restoredStore.close();
    }
    const newest = JSON.parse((await ok(target('webhook', 'deliveries', '1', '--json'))).stdout) as { id: number; event_id: number }[];
    const restored = (JSON.parse(deliveries) as { event_id: number }[]).map((d) => d.event_id);
    expect(newest.map((d) => d.event_id)).toEqual([lastId + 1, ...restored]);
    expect(newest[0]!.id).toBeGreaterThan(Math.max(...newest.slice(1).map((d) => d.id)));
    // A second webhook continues after the restored one too.
    const added = await ok(target('webhook', 'add', 'http://127.0.0.1:9/other', '--events', 'person.created', '--json'));
    expect(JSON.parse(added.stdout)).toMatchObject({ id: 2 });
  }, 180_000);

  it('refuses a database with data without --force, replaces it with --force; a cut file restores nothing', async () => {
    const source = on(await database(from, 'source'));
    await ok(source('person', 'create', '--first', 'Anna', '--last', 'Kovács'));
    const file = join(dir, 'backup.ndjson.gz');
    await ok(source('db', 'backup', '--portable', file));

    const target = on(await database(to, 'target'));
    await ok(target('person', 'create', '--first', 'Béla', '--last', 'Másik'));
    const refused = await target('db', 'restore', file);
    expect(refused.code).toBe(4);
    expect(refused.stderr).toMatch(/the database is not empty \(people.*\).*--force/);
    expect(JSON.parse((await ok(target('person', 'get', '1', '--json'))).stdout)).toMatchObject({ first: 'Béla' });

    // A file cut before its closing line: nothing changes, even with --force.
    const lines = gunzipSync(readFileSync(file)).toString('utf8').trimEnd().split('\n');
    writeFileSync(join(dir, 'cut.ndjson.gz'), gzipSync(lines.slice(0, -1).join('\n') + '\n'));
    const cut = await target('db', 'restore', join(dir, 'cut.ndjson.gz'), '--force');
    expect(cut.code).toBe(2);
    expect(cut.stderr).toMatch(/ends early|do not match/);
    expect(JSON.parse((await ok(target('person', 'get', '1', '--json'))).stdout)).toMatchObject({ first: 'Béla' });

    await ok(target('db', 'restore', file, '--force'));
    expect(JSON.parse((await ok(target('person', 'get', '1', '--json'))).stdout)).toMatchObject({ first: 'Anna', last: 'Kovács' });
  }, 120_000);
});

describe('db restore of something else', () => {
  it('a file that is not a recruit backup: exit 2, says what it is not', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'recruit-restore-'));
    try {
      writeFileSync(join(dir, 'notes.txt'), 'not gzip at all');
      const args = ['--db', join(dir, 'x.sqlite'), 'db', 'restore', join(dir, 'notes.txt')];
      const run = await runRecruit(args, { cwd: dir, env: { RECRUIT_CONFIG: '/dev/null' } });
      expect(run.code).toBe(2);
      expect(run.stderr).toMatch(/is not a recruit backup/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
