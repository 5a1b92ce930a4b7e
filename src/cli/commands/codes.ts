// recruit codes [TABLE] — the code tables of DESIGN.md §5.
import type { Command } from 'commander';
import { action, examples } from '../action.js';
import { list, type CommandResult } from '../result.js';
import { CODE_TABLES, isCodeTableName } from '../../domain/codes.js';
import { ValidationError } from '../../domain/errors.js';
import type { CliContext } from '../context.js';

export interface CodesOptions {
  /** One table's codes; without it, the tables and their sizes. */
  table?: string | undefined;
}

export async function runCodes(options: CodesOptions, ctx: CliContext): Promise<CommandResult> {
  const { table } = options;
  const codes = await ctx.codes();
  if (table === undefined) {
    return list(CODE_TABLES.map((name) => ({ table: name, entries: codes.tables[name].length })), ['table', 'entries']);
  }
  if (!isCodeTableName(table)) {
    throw new ValidationError(`unknown code table "${table}"`, [], `one of: ${CODE_TABLES.join(', ')}`);
  }
  const rows = codes.tables[table];
  const columns = ctx.out.format === 'table' ? ['code', 'key', 'name'] : undefined;
  return list(rows as unknown as Record<string, unknown>[], columns);
}

export function registerCodesCommand(program: Command): void {
  program
    .command('codes [table]')
    .description(`list the code tables, or the codes of one: ${CODE_TABLES.join(', ')}`)
    .addHelpText('after', examples('recruit codes', 'recruit codes country --format csv', 'recruit codes category --json'))
    .action(action(async (ctx, _flags, table: string | undefined) => runCodes({ table }, ctx)));
}
