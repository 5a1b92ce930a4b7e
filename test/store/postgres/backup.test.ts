// `recruit db backup` on PostgreSQL: a pg_dump custom-format archive that
// pg_restore turns back into a working recruit database; a clear error (exit 2, with the
// way out in the hint) when pg_dump is missing, is not pg_dump, or is older than the server.
//
// The archive needs a pg_dump whose major version is at least the server's. The embedded
// PostgreSQL package ships no pg_dump, so the round trip runs against the embedded server
// when a new enough pg_dump is found (RECRUIT_PG_DUMP, PATH, /usr/lib/postgresql/N/bin), or
// else against a server of a PostgreSQL installed beside its pg_dump (/usr/lib/postgresql/N
// with initdb, pg_ctl and postgres), started here in a temp folder; without either it is
// skipped, and says so.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRecruit } from '../../helpers/cli.js';
import { usePostgres } from '../../helpers/postgres.js';
import { pgDumpMajor } from '../../../src/store/postgres/backup.js';

const postgres = usePostgres();
let url: string;
let serverMajor: number;
let dir: string;

function majorOf(program: string): number | undefined {
  const run = spawnSync(program, ['--version'], { encoding: 'utf8' });
  return run.status === 0 ? pgDumpMajor(run.stdout) : undefined;
}

/** Every pg_dump this machine has, with its major version. */
function pgDumps(): { path: string; major: number }[] {
  const candidates = [process.env['RECRUIT_PG_DUMP'], 'pg_dump'];
  if (existsSync('/usr/lib/postgresql')) {
    for (const version of readdirSync('/usr/lib/postgresql')) candidates.push(`/usr/lib/postgresql/${version}/bin/pg_dump`);
  }
  return candidates.flatMap((path) => {
    const major = path ? majorOf(path) : undefined;
    return path && major !== undefined ? [{ path, major }] : [];
  });
}

beforeAll(async () => {
  url = await postgres().createDatabase();
  dir = mkdtempSync(join(tmpdir(), 'recruit-pgbackup-'));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  serverMajor = Math.floor(Number((await client.query('SHOW server_version_num')).rows[0].server_version_num) / 10_000);
  await client.end();
  // A recruit database with someone in it: the errors must come before pg_dump touches it.
  expect((await runRecruit(['--db', url, 'person', 'create', '--first', 'Ödön', '--last', 'Példa', '--email', 'odon@example.com', '--city', 'Győr'])).code).toBe(0);
});

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('db backup on PostgreSQL: the errors', () => {
  it('without pg_dump: exit 2, a hint naming --pg-dump and RECRUIT_PG_DUMP, no file', async () => {
    const target = join(dir, 'missing.dump');
    const run = await runRecruit(['--db', url, 'db', 'backup', target, '--pg-dump', join(dir, 'no-such-pg_dump')]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('pg_dump was not found');
    expect(run.stderr).toContain('--pg-dump PATH or RECRUIT_PG_DUMP');
    expect(run.stderr).toContain(`PostgreSQL ${serverMajor} server needs pg_dump ${serverMajor} or newer`);
    expect(existsSync(target)).toBe(false);
    const viaEnv = await runRecruit(['--db', url, 'db', 'backup', target, '--json'], { env: { RECRUIT_PG_DUMP: join(dir, 'no-such-pg_dump') } });
    expect(viaEnv.code).toBe(2);
    expect(viaEnv.stderr).toContain(join(dir, 'no-such-pg_dump'));
  });

  it('a program that is not pg_dump is refused before it is given the database', async () => {
    const target = join(dir, 'node.dump');
    const run = await runRecruit(['--db', url, 'db', 'backup', target, '--pg-dump', process.execPath]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('does not look like pg_dump');
    expect(existsSync(target)).toBe(false);
  });

  it('a pg_dump older than the server: exit 2 saying which versions, before pg_dump runs', async (ctx) => {
    const older = pgDumps().find((d) => d.major < serverMajor);
    if (!older) {
      console.info('skipped: this machine has no pg_dump older than the embedded server');
      ctx.skip();
      return;
    }
    const target = join(dir, 'old.dump');
    const run = await runRecruit(['--db', url, 'db', 'backup', target, '--pg-dump', older.path]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`cannot dump this PostgreSQL ${serverMajor} server`);
    expect(run.stderr).toContain(`use pg_dump ${serverMajor} or newer`);
    expect(existsSync(target)).toBe(false);
  });
});

/** A PostgreSQL of the system's install (initdb, pg_ctl, postgres of one major), in a temp folder; as root it runs as `postgres`. */
async function startSystemPostgres(bin: string): Promise<{ url: (db: string) => string; stop: () => void }> {
  const root = mkdtempSync(join(tmpdir(), 'recruit-syspg-'));
  chmodSync(root, 0o755);
  const data = join(root, 'data');
  const asPostgres = userInfo().uid === 0
    ? { uid: Number(execFileSync('id', ['-u', 'postgres']).toString()), gid: Number(execFileSync('id', ['-g', 'postgres']).toString()) }
    : {};
  if (userInfo().uid === 0) execFileSync('chown', ['postgres', root]);
  const password = randomBytes(8).toString('hex');
  const pwfile = join(root, 'pw');
  writeFileSync(pwfile, password, { mode: 0o644 });
  execFileSync(join(bin, 'initdb'), ['-D', data, '-U', 'recruit', '--pwfile', pwfile, '--auth=scram-sha-256', '-E', 'UTF8', '--no-sync'], { ...asPostgres, stdio: 'ignore' });
  const port = await new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port: p } = server.address() as { port: number };
      server.close(() => resolve(p));
    });
  });
  execFileSync(join(bin, 'pg_ctl'), ['-D', data, '-l', join(root, 'log'), '-w', '-o', `-p ${port} -k ${root} -c listen_addresses=127.0.0.1`, 'start'], { ...asPostgres, stdio: 'ignore' });
  return {
    url: (db) => `postgres://recruit:${password}@127.0.0.1:${port}/${db}`,
    stop() {
      spawnSync(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop'], { ...asPostgres, stdio: 'ignore' });
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** Where the round trip can run: the embedded server with a new enough pg_dump, or a system PostgreSQL with its own. */
async function roundTripTarget(): Promise<{ pgDump: string; pgRestore: string; createDatabase(name: string): Promise<string>; stop(): void } | undefined> {
  const sibling = (pgDump: string) => (pgDump.includes('/') ? join(pgDump, '../pg_restore') : 'pg_restore');
  const fits = pgDumps().find((d) => d.major >= serverMajor && majorOf(sibling(d.path)) === d.major);
  const create = (base: (db: string) => string) => async (name: string) => {
    const client = new pg.Client({ connectionString: base('postgres') });
    await client.connect();
    await client.query(`CREATE DATABASE ${name}`);
    await client.end();
    return base(name);
  };
  if (fits) return { pgDump: fits.path, pgRestore: sibling(fits.path), createDatabase: create(postgres().url), stop: () => undefined };
  for (const version of existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql') : []) {
    const bin = `/usr/lib/postgresql/${version}/bin`;
    if (!['initdb', 'pg_ctl', 'postgres', 'pg_dump', 'pg_restore'].every((p) => existsSync(join(bin, p)))) continue;
    const system = await startSystemPostgres(bin);
    return { pgDump: join(bin, 'pg_dump'), pgRestore: join(bin, 'pg_restore'), createDatabase: create(system.url), stop: system.stop };
  }
  return undefined;
}

describe('db backup on PostgreSQL: the round trip', () => {
  it('writes a custom-format archive that pg_restore turns back into a working recruit database', async (ctx) => {
    const target = await roundTripTarget();
    if (!target) {
      console.info(`skipped: no pg_dump ${serverMajor} or newer (the embedded package ships none) and no system PostgreSQL with initdb, pg_ctl, pg_dump and pg_restore`);
      ctx.skip();
      return;
    }
    try {
      const source = await target.createDatabase(`src_${randomBytes(4).toString('hex')}`);
      const run = (db: string, ...args: string[]) => runRecruit(['--db', db, ...args]);
      const { id } = (await run(source, 'person', 'create', '--first', 'Ödön', '--last', 'Példa', '--email', 'odon@example.com', '--city', 'Győr', '--json')).json<{ id: number }>();
      const file = join(dir, 'cv.bin');
      const bytes = Buffer.concat([Buffer.from('fictitious CV \u0000\u00ff '), randomBytes(70_000)]);
      writeFileSync(file, bytes);
      expect((await run(source, 'person', 'document', 'add', String(id), file)).code).toBe(0);

      const archive = join(dir, 'nested', 'recruit.dump');
      const backup = await run(source, 'db', 'backup', archive, '--pg-dump', target.pgDump, '--json');
      expect({ code: backup.code, stderr: backup.stderr }).toEqual({ code: 0, stderr: '' });
      expect(backup.json()).toEqual({ file: archive, format: 'pg_dump-custom', tool: expect.stringMatching(/^pg_dump \(PostgreSQL\) \d+/) });
      expect(readFileSync(archive).subarray(0, 5).toString('latin1')).toBe('PGDMP'); // the custom format's magic
      expect(readdirSync(join(dir, 'nested'))).toEqual(['recruit.dump']); // no partial file left beside it
      const again = await run(source, 'db', 'backup', archive, '--pg-dump', target.pgDump);
      expect(again.code).toBe(2);
      expect(again.stderr).toContain('already exists');

      const restored = await target.createDatabase(`restored_${randomBytes(4).toString('hex')}`);
      const restore = spawnSync(target.pgRestore, ['--no-owner', `--dbname=${restored}`, archive], { encoding: 'utf8' });
      expect({ status: restore.status, stderr: restore.stderr }).toEqual({ status: 0, stderr: '' });
      expect((await run(restored, 'db', 'migrate', '--json')).json()).toMatchObject({ applied: [] });
      expect((await run(restored, 'person', 'search', '--q', 'odon gyor', '--json')).json<{ id: number }[]>().map((p) => p.id)).toEqual([id]);
      const out = join(dir, 'restored.bin');
      expect((await run(restored, 'person', 'document', 'download', String(id), '1', '--out', out)).code).toBe(0);
      expect(readFileSync(out).equals(bytes)).toBe(true);
      // The restored database takes writes (its generated search column and triggers work).
      expect((await run(restored, 'person', 'create', '--first', 'Zoë', '--last', 'Új', '--email', 'zoe@example.com')).code).toBe(0);
    } finally {
      target.stop();
    }
  }, 120_000);
});
