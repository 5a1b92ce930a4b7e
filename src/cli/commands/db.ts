// recruit db migrate | backup FILE | stats (local-only; SQLite or PostgreSQL).
import type { Command } from 'commander';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { action, examples } from '../action.js';
import { details, done } from '../result.js';
import { ValidationError } from '../../domain/errors.js';

export function registerDbCommands(program: Command): void {
  const db = program.command('db').description('the local database: a SQLite file, or PostgreSQL with --db postgres://…');

  db
    .command('migrate')
    .description('apply pending schema migrations (also done automatically on open)')
    .addHelpText('after', examples('recruit db migrate --db /srv/recruit.sqlite', 'recruit db migrate --db postgres://recruit:secret@db.internal:5432/recruit'))
    .action(action(async (ctx) => {
      const report = await (await ctx.admin('db migrate')).migrate();
      const applied = report.applied.length ? `applied ${report.applied.join(', ')}; ` : 'nothing to apply; ';
      return done(`${applied}schema at version ${report.to}`, { version: report.to, applied: report.applied });
    }));

  db
    .command('backup <file>')
    .description("copy the database while it is in use: SQLite's online backup, or on PostgreSQL a pg_dump custom-format archive (restore with pg_restore)")
    .option('--force', 'overwrite an existing file')
    .option('--pg-dump <path>', 'PostgreSQL: the pg_dump to run (default: RECRUIT_PG_DUMP, else pg_dump on PATH); its major version must be at least the server\'s')
    .addHelpText('after', examples(
      'recruit db backup backups/recruit-$(date +%F).sqlite',
      'recruit db backup --db postgres://recruit:secret@db.internal/recruit backups/recruit.dump --pg-dump /usr/lib/postgresql/18/bin/pg_dump',
    ))
    .action(action(async (ctx, options: { force?: boolean; pgDump?: string }, file: string) => {
      const target = resolve(file);
      if (existsSync(target) && !options.force) {
        throw new ValidationError(`${target} already exists`, [], 'use --force to overwrite it');
      }
      const admin = await ctx.admin('db backup');
      if (resolve(admin.location) === target) throw new ValidationError('the backup file cannot be the database itself');
      mkdirSync(dirname(target), { recursive: true }); // `db backup backups/x.sqlite` in a fresh checkout
      const report = await admin.backup(target, { pgDump: options.pgDump ?? ctx.config.pgDump });
      const { formatMegabytes } = await import('../stats-view.js');
      const size = formatMegabytes(statSync(target).size);
      if (report.format === 'custom') {
        return done(`backed up ${size} to ${target} with ${report.tool} (custom format: restore with pg_restore)`,
          { file: target, format: 'pg_dump-custom', tool: report.tool });
      }
      return done(`backed up ${size} (${report.totalPages} pages) to ${target}`, { file: target, pages: report.totalPages });
    }));

  db
    .command('reindex')
    .description('build the search index for existing data: extract the text of documents that have none, then index every person')
    .option('--all', 'extract the text of every document again (e.g. after a parser upgrade)')
    .addHelpText('after', examples('recruit db reindex', 'recruit db reindex --all --json'))
    .action(action(async (ctx, options: { all?: boolean }) => {
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
    }));

  db
    .command('stats')
    .description('counts of people, documents, jobs, projects, tokens and audit rows')
    .addHelpText('after', examples('recruit db stats', 'recruit db stats --json'))
    .action(action(async (ctx) => {
      const stats = await (await ctx.admin('db stats')).stats();
      // Issue 10 item 12: a readable view for people; --json keeps every figure as it is.
      const { statsPairs } = await import('../stats-view.js');
      return details(stats as unknown as Record<string, unknown>, statsPairs(stats));
    }));
}
