// `recruit doctor`'s checks of the database, on raw connections: doctor must see the file as
// it is — never migrate it, never create it — which opening the Store would do.
import { accessSync, constants, statSync } from 'node:fs';
import { statfs } from 'node:fs/promises';
import { dirname } from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import { CheckSkipped, fail, pass, skip, type Check } from './checks.js';
import { SCHEMA_VERSIONS } from '../../store/probe.js';

/** Below this much free space a busy database soon stops taking writes. */
export const MIN_FREE_BYTES = 256 * 1024 * 1024;
/** A WAL this big means checkpoints cannot finish (a reader that never lets go). */
export const MAX_WAL_BYTES = 1024 * 1024 * 1024;
/** The oldest PostgreSQL recruit's SQL is written for. */
export const MIN_POSTGRES_MAJOR = 13;
export const REQUIRED_EXTENSIONS = ['unaccent'] as const;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function migrationFinding(current: number, expected: number) {
  if (current === expected) return pass(`schema version ${current} (as this recruit expects)`);
  if (current < expected) return fail(`schema version ${current}, this recruit expects ${expected}`, 'run `recruit db migrate`');
  return fail(`schema version ${current} is newer than this recruit knows (${expected})`,
    'upgrade recruit to the version that migrated it');
}

export function sqliteChecks(path: string): Check[] {
  let db: BetterSqlite3.Database | undefined;
  const needDb = () => {
    if (!db) throw new CheckSkipped('needs the database, which did not open');
    return db;
  };
  return [
    {
      name: 'database',
      async run() {
        if (!statSync(path, { throwIfNoEntry: false })) {
          return fail(`no database at ${path}`, 'check --db / RECRUIT_DB, or create it with `recruit db migrate`');
        }
        const { Database, addonPath } = await import('../../store/sqlite/better-sqlite.js');
        db = new Database(path, { fileMustExist: true, nativeBinding: addonPath() });
        db.pragma('busy_timeout = 2000');
        db.prepare('SELECT count(*) FROM sqlite_master').get();
        try {
          accessSync(path, constants.W_OK);
          accessSync(dirname(path), constants.W_OK);
          // Takes the write lock and gives it back: proves a write could start now.
          db.exec('BEGIN IMMEDIATE; ROLLBACK');
        } catch (error) {
          return fail(`${path} can be read but not written: ${(error as Error).message}`,
            'give this user write access to the file and its directory (SQLite writes -wal and -shm beside it), '
            + 'or stop what holds the lock');
        }
        return pass(`${path} opens, reads and takes the write lock`);
      },
    },
    {
      name: 'free disk',
      async run() {
        const stats = await statfs(dirname(path));
        const free = stats.bavail * stats.bsize;
        if (free < MIN_FREE_BYTES) return fail(`${mb(free)} free beside ${path}`, `free space there (at least ${mb(MIN_FREE_BYTES)})`);
        return pass(`${mb(free)} free beside the database`);
      },
    },
    {
      name: 'migrations',
      async run() {
        return migrationFinding(needDb().pragma('user_version', { simple: true }) as number, SCHEMA_VERSIONS.sqlite);
      },
    },
    {
      name: 'quick_check',
      async run() {
        const rows = needDb().pragma('quick_check') as { quick_check: string }[];
        const problems = rows.map((row) => row.quick_check).filter((text) => text !== 'ok');
        if (problems.length === 0) return pass('PRAGMA quick_check: ok');
        return fail(`PRAGMA quick_check: ${problems.slice(0, 3).join('; ')}`,
          'restore the latest backup (`recruit db restore`), or copy what can be read with `recruit db backup`');
      },
    },
    {
      name: 'WAL size',
      async run() {
        needDb();
        const wal = statSync(`${path}-wal`, { throwIfNoEntry: false });
        db?.close();
        db = undefined;
        if (!wal) return pass('no -wal file (nothing waiting to be checkpointed)');
        if (wal.size > MAX_WAL_BYTES) {
          return fail(`${mb(wal.size)} in ${path}-wal`,
            'a reader keeps checkpoints from finishing: stop long-running readers, or restart `recruit serve`');
        }
        return pass(`${mb(wal.size)} in the -wal file`);
      },
    },
  ];
}

export function postgresChecks(url: string): Check[] {
  type Client = import('pg').Client;
  let client: Client | undefined;
  const needClient = () => {
    if (!client) throw new CheckSkipped('needs the database, which could not be reached');
    return client;
  };
  return [
    {
      name: 'database',
      async run() {
        const { default: pg } = await import('pg');
        const connecting = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
        await connecting.connect();
        client = connecting;
        const { rows } = await client.query<{ recovery: boolean }>('SELECT pg_is_in_recovery() AS recovery');
        if (rows[0]?.recovery) return fail('connected to a standby: it cannot be written', 'point --db at the primary');
        try {
          await client.query('BEGIN');
          await client.query('CREATE TEMP TABLE recruit_doctor_probe (x integer)');
        } catch (error) {
          return fail(`connected, but cannot write: ${(error as Error).message}`,
            'grant the role the rights recruit\'s migrations gave it (owner of the database)');
        } finally {
          await client.query('ROLLBACK').catch(() => undefined);
        }
        return pass('connects and can write');
      },
    },
    {
      name: 'PostgreSQL version',
      async run() {
        const { rows } = await needClient().query<{ num: string; text: string }>(
          "SELECT current_setting('server_version_num') AS num, current_setting('server_version') AS text");
        const major = Math.floor(Number(rows[0]?.num ?? 0) / 10_000);
        if (major < MIN_POSTGRES_MAJOR) return fail(`PostgreSQL ${rows[0]?.text}`, `upgrade to PostgreSQL ${MIN_POSTGRES_MAJOR} or later`);
        return pass(`PostgreSQL ${rows[0]?.text}`);
      },
    },
    {
      name: 'extensions',
      async run() {
        const { rows } = await needClient().query<{ name: string; installed: boolean; available: boolean }>(
          `SELECT n.name, EXISTS (SELECT 1 FROM pg_extension e WHERE e.extname = n.name) AS installed,
                  EXISTS (SELECT 1 FROM pg_available_extensions a WHERE a.name = n.name) AS available
             FROM unnest($1::text[]) AS n(name)`, [REQUIRED_EXTENSIONS]);
        const missing = rows.filter((row) => !row.installed);
        if (missing.length === 0) return pass(`installed: ${REQUIRED_EXTENSIONS.join(', ')}`);
        const unavailable = missing.filter((row) => !row.available).map((row) => row.name);
        if (unavailable.length > 0) {
          return fail(`not available on this server: ${unavailable.join(', ')}`, 'install the PostgreSQL contrib package');
        }
        return fail(`not installed yet: ${missing.map((row) => row.name).join(', ')}`,
          '`recruit db migrate` creates them (as a role allowed to, e.g. the database owner)');
      },
    },
    {
      name: 'migrations',
      async run() {
        const c = needClient();
        const { rows } = await c.query<{ present: boolean }>("SELECT to_regclass('recruit_schema_version') IS NOT NULL AS present");
        const stored = rows[0]?.present ? await c.query<{ version: number }>('SELECT version FROM recruit_schema_version') : undefined;
        const current = stored?.rows[0]?.version ?? 0;
        return migrationFinding(current, SCHEMA_VERSIONS.postgres);
      },
    },
    {
      name: 'free disk',
      async run() {
        await client?.end().catch(() => undefined);
        client = undefined;
        return skip('the database lives on the PostgreSQL server: watch its disk there');
      },
    },
  ];
}
