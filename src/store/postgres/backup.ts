// `recruit db backup` on PostgreSQL: PostgreSQL's own pg_dump writes a
// custom-format archive (compressed, consistent — one snapshot — while others write;
// restored with pg_restore). Found where the user says (--pg-dump, RECRUIT_PG_DUMP) or on
// PATH. pg_dump refuses a server newer than itself, so its major version is checked first
// and a mismatch is explained instead of passing its message on. The password travels in
// PGPASSWORD, never on a command line that `ps` shows. The archive is written beside the
// destination and renamed into place: a failed dump leaves no partial backup behind.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { InternalError, UnavailableError, ValidationError } from '../../domain/errors.js';
import type { BackupReport } from '../contract/index.js';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
  /** Set when the program could not be started at all (ENOENT, EACCES). */
  startError?: NodeJS.ErrnoException;
}

function run(file: string, args: string[], env: NodeJS.ProcessEnv): Promise<Run> {
  return new Promise((resolve) => {
    execFile(file, args, { env, maxBuffer: 4 * 1024 * 1024 }, (error, stdout, stderr) => {
      const code = (error as { code?: unknown } | null)?.code;
      if (error && typeof code === 'string') resolve({ code: null, stdout, stderr, startError: error as NodeJS.ErrnoException });
      else resolve({ code: error ? (typeof code === 'number' ? code : 1) : 0, stdout, stderr });
    });
  });
}

/** "pg_dump (PostgreSQL) 18.1 (Debian …)" → 18; 9.6 → 9. */
export function pgDumpMajor(versionLine: string): number | undefined {
  const match = /\)\s*(\d+)(?:\.(\d+))?/.exec(versionLine);
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

const HOW = 'install PostgreSQL\'s client tools of that major version or newer, or name the program with --pg-dump PATH or RECRUIT_PG_DUMP;'
  + ' or back up recruit\'s data without pg_dump: recruit db backup --portable FILE';

export interface PgDumpBackup {
  /** The connection string, password included (it goes to pg_dump in PGPASSWORD). */
  url: string;
  /** The server's major version (SHOW server_version_num / 10000). */
  serverMajor: number;
  destination: string;
  /** The pg_dump program; default: `pg_dump` on PATH. */
  pgDump?: string | undefined;
  /** The environment pg_dump runs in (PATH to find it; PG* variables are replaced). */
  env?: NodeJS.ProcessEnv;
}

export async function backupWithPgDump(options: PgDumpBackup): Promise<BackupReport> {
  const program = options.pgDump ?? 'pg_dump';
  const baseEnv = options.env ?? process.env;
  const version = await run(program, ['--version'], baseEnv);
  if (version.startError) {
    const missing = version.startError.code === 'ENOENT';
    throw new ValidationError(
      missing ? `pg_dump was not found (looked for "${program}"${options.pgDump ? '' : ' on PATH'}): recruit db backup needs it for a PostgreSQL database`
        : `cannot run ${program}: ${version.startError.message}`,
      [], `a PostgreSQL ${options.serverMajor} server needs pg_dump ${options.serverMajor} or newer: ${HOW}`);
  }
  const tool = version.stdout.trim().split('\n')[0] ?? '';
  const major = pgDumpMajor(tool);
  if (version.code !== 0 || major === undefined) {
    throw new ValidationError(`${program} does not look like pg_dump (its --version said "${tool.slice(0, 100)}")`, [], HOW);
  }
  if (major < options.serverMajor) {
    throw new ValidationError(`${tool} cannot dump this PostgreSQL ${options.serverMajor} server (pg_dump refuses newer servers)`, [],
      `use pg_dump ${options.serverMajor} or newer: ${HOW}`);
  }

  const url = new URL(options.url);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const partial = join(dirname(options.destination), `.${basename(options.destination)}.${randomBytes(4).toString('hex')}.partial`);
  // Only what pg_dump should see: no PG* variable of the caller's may redirect the dump.
  const env: NodeJS.ProcessEnv = Object.fromEntries(Object.entries(baseEnv).filter(([name]) => !name.startsWith('PG')));
  if (password) env['PGPASSWORD'] = password;
  env['PGAPPNAME'] = 'recruit db backup';
  const dump = await run(program, ['--format=custom', '--no-password', `--file=${partial}`, `--dbname=${url.toString()}`], env);
  if (dump.code !== 0) {
    await rm(partial, { force: true });
    // pg_dump's own words, minus any connection string it repeats (no password: it is not in the URL).
    const said = dump.stderr.trim().split('\n').slice(0, 3).join('; ').slice(0, 500);
    if (/could not connect|connection to server|Connection refused|timeout expired|server closed the connection/i.test(said)) {
      throw new UnavailableError(`pg_dump could not reach the database: ${said}`, { hint: 'check --db or RECRUIT_DB, and that PostgreSQL is running' });
    }
    if (dump.startError) throw new ValidationError(`cannot run ${program}: ${dump.startError.message}`, [], HOW);
    throw new InternalError(`pg_dump failed (exit ${dump.code}): ${said}`);
  }
  try {
    await rename(partial, options.destination);
  } catch (error) {
    await rm(partial, { force: true });
    throw new ValidationError(`cannot write ${options.destination}: ${(error as Error).message}`);
  }
  return { tool, format: 'custom' };
}
