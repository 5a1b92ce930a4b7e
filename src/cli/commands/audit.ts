// recruit audit list — who read which person's data, newest first (local-only).
import type { Command } from 'commander';
import { action, examples } from '../action.js';
import { parseId } from '../parse-values.js';
import { list, type CommandResult } from '../result.js';
import { parseTimeBound } from '../../domain/time-bound.js';
import type { CliContext } from '../context.js';

/** The flags as given; the run reads --since against the context's clock. */
export interface AuditListOptions {
  person?: string | undefined;
  since?: string | undefined;
  limit?: string | undefined;
}

export async function runAuditList(options: AuditListOptions, ctx: CliContext): Promise<CommandResult> {
  const admin = await ctx.admin('audit list');
  const since = options.since === undefined ? undefined : parseTimeBound(options.since, ctx.clock.now());
  const limit = parseId(options.limit ?? '100', '--limit');
  const rows = await admin.listAudit({
    personId: options.person === undefined ? undefined : parseId(options.person, '--person'),
    since,
    limit,
  });
  const columns = ['id', 'at', 'actor', 'action', 'person_id', 'outcome', 'request_id'];
  return list(rows as unknown as Record<string, unknown>[], columns, 'no audit rows');
}

export function registerAuditCommands(program: Command): void {
  const audit = program.command('audit').description('the audit log of person-data reads (local database only)');
  audit
    .command('list')
    .description('list audit rows, newest first')
    .option('--person <id>', 'only reads of this person')
    .option('--since <when>', 'only rows at or after: a date (UTC), an ISO 8601 timestamp with T and offset, or an age (24h, 7d)')
    .option('--limit <n>', 'at most this many rows', '100')
    .addHelpText('after', examples(
      'recruit audit list --person 12',
      'recruit audit list --since 24h',
      'recruit audit list --since 2026-11-24T07:28:50+01:00',
      'recruit audit list --since 2026-11-01 --limit 1000 --format csv',
    ))
    .action(action(async (ctx, flags: AuditListOptions) =>
      runAuditList({ person: flags.person, since: flags.since, limit: flags.limit }, ctx)));
}
