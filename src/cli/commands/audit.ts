// recruit audit list — who read which person's data, newest first (local-only).
import type { Command } from 'commander';
import { action, examples } from '../action.js';
import { parseId } from '../parse-values.js';
import { list } from '../result.js';
import { ValidationError } from '../../domain/errors.js';
import { isCalendarDate } from '../../domain/clock.js';

interface AuditOptions {
  person?: string;
  since?: string;
  limit?: string;
}

export function registerAuditCommands(program: Command): void {
  const audit = program.command('audit').description('the audit log of person-data reads (local database only)');
  audit
    .command('list')
    .description('list audit rows, newest first')
    .option('--person <id>', 'only reads of this person')
    .option('--since <date>', 'only rows at or after this date (YYYY-MM-DD) or timestamp')
    .option('--limit <n>', 'at most this many rows', '100')
    .addHelpText('after', examples('recruit audit list --person 12', 'recruit audit list --since 2026-11-01 --limit 1000 --format csv'))
    .action(action(async (ctx, options: AuditOptions) => {
      const store = await ctx.store('audit list');
      if (options.since !== undefined && !isCalendarDate(options.since.slice(0, 10))) {
        throw new ValidationError(`--since must be a date YYYY-MM-DD, not "${options.since}"`);
      }
      const limit = parseId(options.limit ?? '100', '--limit');
      const rows = store.audit.list({
        personId: options.person === undefined ? undefined : parseId(options.person, '--person'),
        since: options.since,
        limit,
      });
      return list(rows as unknown as Record<string, unknown>[], ['id', 'at', 'actor', 'action', 'person_id', 'outcome', 'request_id'], 'no audit rows');
    }));
}
