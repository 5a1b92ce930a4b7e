// Opening the SQLite file: pragmas for durability and concurrency, then migrations.
import type BetterSqlite3 from 'better-sqlite3';
import { mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { LATEST_VERSION, migrations } from '../migrations/index.js';
import { EnvironmentError, UnavailableError, ValidationError } from '../../domain/errors.js';
import { openModeFor } from './file-access.js';
import { addonPath, Database } from './better-sqlite.js';
import { registerFoldFunctions } from './fold-functions.js';

export type SqliteDatabase = BetterSqlite3.Database;

export interface OpenOptions {
  /** Apply pending migrations (default true). `recruit db migrate` reports what it applied. */
  migrate?: boolean;
  readonly?: boolean;
}

export function openDatabase(path: string, options: OpenOptions = {}): SqliteDatabase {
  // A file this user may not write is opened for reading (file-access.ts); writes then fail
  // with a clear error instead of every command failing at our first pragma.
  const mode = path === ':memory:' ? 'read-write' : openModeFor(path);
  const readonly = (options.readonly ?? false) || mode !== 'read-write';
  if (path !== ':memory:' && !readonly) mkdirSync(dirname(path), { recursive: true });
  let db: SqliteDatabase;
  try {
    db = mode === 'snapshot' || mode === 'unreadable'
      ? openSnapshot(path, mode)
      : new Database(path, { readonly, fileMustExist: readonly, nativeBinding: addonPath() });
  } catch (error) {
    if (error instanceof EnvironmentError) throw error;
    throw new UnavailableError(`cannot open database ${path}: ${(error as Error).message}`, { cause: error });
  }
  try {
    db.pragma('busy_timeout = 5000');
    if (!readonly) {
      // WAL lets readers (audit list, exports) run beside a writer; FULL makes every
      // acknowledged commit survive power loss, which the durability tests rely on.
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = FULL');
      // Erasure must be physical: SQLite leaves a deleted row's bytes in the page's free
      // space and a freed page's bytes on the freelist. Always on, not only around erasure:
      // every update, document delete and FTS5 segment merge frees pages that hold earlier
      // values of people (a name before its change, last week's index segments), and an
      // erasure cannot find and wipe those later. Measured on a 50,000-row `person import`
      // (3 interleaved rounds): 69 vs 64 MB written (+8 %: freed index pages are now written
      // as zeros), wall and CPU time within the shared machine's noise (18.5 vs 17.1 s, 3.8 vs 3.6 s).
      db.pragma('secure_delete = ON');
    }
    db.pragma('foreign_keys = ON');
    registerFoldFunctions(db);
  } catch (error) {
    db.close();
    // `--db README.md`: SQLite opens any file lazily and refuses it at the first statement.
    if ((error as { code?: string }).code === 'SQLITE_NOTADB') throw notRecruitDatabase(path);
    throw error;
  }
  if (options.migrate ?? true) migrate(db);
  return db;
}

/**
 * A WAL-mode file in a directory we cannot write, without its -shm: read from a copy in
 * memory, marked as a rollback-journal file (an in-memory database cannot be in WAL mode).
 */
function openSnapshot(path: string, mode: 'snapshot' | 'unreadable'): SqliteDatabase {
  const cannot = (reason: string) => new EnvironmentError(`cannot read the database file ${path}: ${reason}`, {
    hint: 'make its directory writable for this user, or copy the file somewhere writable',
  });
  if (mode === 'unreadable') throw cannot('it is read-only, and its -wal file holds commits that need a -shm file its directory does not let us create');
  let bytes: Buffer;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    throw cannot((error as Error).message);
  }
  bytes[18] = 1;
  bytes[19] = 1;
  return new Database(bytes, { readonly: true, nativeBinding: addonPath() });
}

export interface MigrationReport {
  from: number;
  to: number;
  applied: string[];
}

function notRecruitDatabase(path: string): ValidationError {
  return new ValidationError(`${path} is not a recruit database`, [], 'check --db or RECRUIT_DB');
}

export function migrate(db: SqliteDatabase): MigrationReport {
  const from = db.pragma('user_version', { simple: true }) as number;
  // Another program's SQLite file: version 0 but tables of its own. Never add ours to it.
  if (from === 0 && db.prepare("SELECT count(*) FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'").pluck().get() !== 0) {
    throw notRecruitDatabase(db.name);
  }
  if (db.readonly && from < LATEST_VERSION) {
    throw new EnvironmentError(`the database file ${db.name} is read-only and needs an upgrade (schema version ${from} → ${LATEST_VERSION})`, {
      hint: 'run any recruit command once as a user who may write it',
    });
  }
  if (from > LATEST_VERSION) {
    throw new UnavailableError(
      `database schema version ${from} is newer than this recruit supports (${LATEST_VERSION})`,
      { hint: 'upgrade recruit' },
    );
  }
  const applied: string[] = [];
  for (const migration of migrations) {
    if (migration.version <= from) continue;
    // A table rebuild drops a table others reference: with foreign keys on, that would
    // cascade into them. Off for the rebuild, checked before it commits, on again after.
    if (migration.rebuildsTables) db.pragma('foreign_keys = OFF');
    try {
      db.transaction(() => {
        db.exec(migration.sql);
        migration.run?.(db);
        if (migration.rebuildsTables && (db.pragma('foreign_key_check') as unknown[]).length > 0) {
          throw new Error(`migration ${migration.version} would break foreign keys`);
        }
        db.pragma(`user_version = ${migration.version}`);
      }).immediate();
    } finally {
      if (migration.rebuildsTables) db.pragma('foreign_keys = ON');
    }
    applied.push(`${migration.version}-${migration.name}`);
  }
  return { from, to: Math.max(from, LATEST_VERSION), applied };
}
