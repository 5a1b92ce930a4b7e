// recruit db migrate | backup FILE | stats (local-only; SQLite or PostgreSQL).
import type { Command } from 'commander';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { action, examples } from '../action.js';
import { details, done, type CommandResult } from '../result.js';
import type { CliContext } from '../context.js';
import { ValidationError } from '../../domain/errors.js';

export async function runDbMigrate(ctx: CliContext): Promise<CommandResult> {
  const report = await (await ctx.admin('db migrate')).migrate();
  const applied = report.applied.length ? `applied ${report.applied.join(', ')}; ` : 'nothing to apply; ';
  return done(`${applied}schema at version ${report.to}`, { version: report.to, applied: report.applied });
}

export interface DbBackupOptions {
  file: string;
  /** Overwrite an existing file. */
  force?: boolean | undefined;
  /** recruit's own gzipped NDJSON format, on either store. */
  portable?: boolean | undefined;
  /** PostgreSQL: the pg_dump to run (default: the config's, else pg_dump on PATH). */
  pgDump?: string | undefined;
}

export async function runDbBackup(options: DbBackupOptions, ctx: CliContext): Promise<CommandResult> {
  const target = resolve(options.file);
  if (existsSync(target) && !options.force) {
    throw new ValidationError(`${target} already exists`, [], 'use --force to overwrite it');
  }
  const admin = await ctx.admin('db backup');
  if (resolve(admin.location) === target) throw new ValidationError('the backup file cannot be the database itself');
  mkdirSync(dirname(target), { recursive: true }); // `db backup backups/x.sqlite` in a fresh checkout
  if (options.portable) {
    const report = await admin.backupPortable(target);
    const { formatMegabytes } = await import('../stats-view.js');
    const total = Object.values(report.rows).reduce((a, b) => a + b, 0);
    return done(`backed up ${total} rows (${report.rows['people'] ?? 0} people, ${report.rows['documents'] ?? 0} documents; `
      + `${formatMegabytes(statSync(target).size)}) to ${target} (restore with recruit db restore)`, { ...report });
  }
  const report = await admin.backup(target, { pgDump: options.pgDump ?? ctx.config.pgDump });
  const { formatMegabytes } = await import('../stats-view.js');
  const size = formatMegabytes(statSync(target).size);
  if (report.format === 'custom') {
    return done(`backed up ${size} to ${target} with ${report.tool} (custom format: restore with pg_restore)`,
      { file: target, format: 'pg_dump-custom', tool: report.tool });
  }
  return done(`backed up ${size} (${report.totalPages} pages) to ${target}`, { file: target, pages: report.totalPages });
}

export interface DbRestoreOptions {
  file: string;
  /** Replace everything in a database that is not empty (--yes does too). */
  force?: boolean | undefined;
}

export async function runDbRestore(options: DbRestoreOptions, ctx: CliContext): Promise<CommandResult> {
  const source = resolve(options.file);
  if (!existsSync(source)) throw new ValidationError(`${source} does not exist`);
  const admin = await ctx.admin('db restore');
  const report = await admin.restore(source, { replace: options.force === true || ctx.config.yes });
  const total = Object.values(report.rows).reduce((a, b) => a + b, 0);
  const what = `${report.rows['people'] ?? 0} people, ${report.rows['documents'] ?? 0} documents`;
  return done(`restored ${total} rows (${what}) from ${source}`, { file: source, rows: report.rows });
}

export interface DbReindexOptions {
  /** Extract the text of every document again, not only of those without. */
  all?: boolean | undefined;
}

export async function runDbReindex(options: DbReindexOptions, ctx: CliContext): Promise<CommandResult> {
  const admin = await ctx.admin('db reindex');
  const { loadLocalParser } = await import('../local-parser.js');
  const { parser } = await loadLocalParser(ctx.io.cacheDir);
  try {
    const { availableParallelism } = await import('node:os');
    const report = await admin.reindex(
      (fileName, bytes) => parser.extractText!({ file_name: fileName, data: bytes }),
      { all: options.all ?? false, concurrency: availableParallelism() },
    );
    const unreadable = report.unreadable > 0 ? ` (${report.unreadable} without readable text)` : '';
    return done(`indexed the text of ${report.documents} documents${unreadable} and ${report.people} people`, { ...report });
  } finally {
    await parser.close();
  }
}

export async function runDbStats(ctx: CliContext): Promise<CommandResult> {
  const stats = await (await ctx.admin('db stats')).stats();
  // A readable view for people; --json keeps every figure as it is.
  const { statsPairs } = await import('../stats-view.js');
  return details(stats as unknown as Record<string, unknown>, statsPairs(stats));
}

export function registerDbCommands(program: Command): void {
  const db = program.command('db').description('the local database: a SQLite file, or PostgreSQL with --db postgres://…');

  db
    .command('migrate')
    .description('apply pending schema migrations (also done automatically on open)')
    .addHelpText('after', examples('recruit db migrate --db /srv/recruit.sqlite', 'recruit db migrate --db postgres://recruit:secret@db.internal:5432/recruit'))
    .action(action(async (ctx) => runDbMigrate(ctx)));

  db
    .command('backup <file>')
    .description("copy the database while it is in use: SQLite's online backup, or on PostgreSQL a pg_dump custom-format archive "
      + "(restore with pg_restore); --portable: recruit's own format on either store, no pg_dump needed")
    .option('--force', 'overwrite an existing file')
    .option('--portable', "recruit's tables as gzipped NDJSON (one consistent snapshot, documents included); restore with `recruit db restore`")
    .option('--pg-dump <path>',
      'PostgreSQL: the pg_dump to run (default: RECRUIT_PG_DUMP, else pg_dump on PATH); its major version must be at least the server\'s')
    .addHelpText('after', `
--portable works everywhere: one snapshot of recruit's tables (on PostgreSQL one REPEATABLE READ,
read-only transaction), streamed to a gzipped NDJSON file with a header (format and schema
version); documents and photos are included. It holds every person's data: the backup leaves
one audit row (action "backup") for the whole of it, not one per person; a restore writes none.
A backup from SQLite restores into PostgreSQL and the other way round. For a whole PostgreSQL
cluster (roles, other databases) use pg_dump/pg_dumpall of the server's major version.
${examples(
  'recruit db backup backups/recruit-$(date +%F).sqlite',
  'recruit db backup --portable backups/recruit-$(date +%F).ndjson.gz',
  'recruit db backup --db postgres://recruit:secret@db.internal/recruit --portable backups/recruit.ndjson.gz',
  'recruit db backup --db postgres://recruit:secret@db.internal/recruit backups/recruit.dump --pg-dump /usr/lib/postgresql/18/bin/pg_dump',
)}`)
    .action(action(async (ctx, flags: { force?: boolean; pgDump?: string; portable?: boolean }, file: string) =>
      runDbBackup({ file, force: flags.force, portable: flags.portable, pgDump: flags.pgDump }, ctx)));

  db
    .command('restore <file>')
    .description('load a backup made with `db backup --portable` into this database (SQLite or PostgreSQL), all or nothing')
    .option('--force', 'replace everything in a database that is not empty (also --yes)')
    .addHelpText('after', `
The database must be empty (a new file, or a migrated empty PostgreSQL database) and at the
schema version the backup names; a database with data is refused unless --force (or --yes),
which replaces all of it. Nothing is written if the file is cut short or damaged. Restoring
writes no audit rows: the backup's own audit log comes back as it was.
${examples(
  'recruit db restore backups/recruit-2026-11-28.ndjson.gz --db restored.sqlite',
  'recruit db restore backups/recruit.ndjson.gz --db postgres://recruit:secret@db.internal/recruit',
)}`)
    .action(action(async (ctx, flags: { force?: boolean }, file: string) => runDbRestore({ file, force: flags.force }, ctx)));

  db
    .command('reindex')
    .description('build the search index for existing data: extract the text of documents that have none, then index every person')
    .option('--all', 'extract the text of every document again (e.g. after a parser upgrade)')
    .addHelpText('after', examples('recruit db reindex', 'recruit db reindex --all --json'))
    .action(action(async (ctx, flags: { all?: boolean }) => runDbReindex({ all: flags.all }, ctx)));

  db
    .command('stats')
    .description('counts of people, documents, jobs, projects, tokens and audit rows')
    .addHelpText('after', examples('recruit db stats', 'recruit db stats --json'))
    .action(action(async (ctx) => runDbStats(ctx)));
}
