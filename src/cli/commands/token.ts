// recruit token create | list | revoke — API tokens for `recruit serve` (local-only: they
// live in the server's database).
import type { Command } from 'commander';
import { Option } from '../commander.js';
import { action, examples } from '../action.js';
import { done, list, record, value, type CommandResult } from '../result.js';
import type { CliContext } from '../context.js';

export type TokenScope = 'read' | 'write' | 'privacy' | 'events' | 'metrics';

export interface TokenCreateOptions {
  name: string;
  scope: TokenScope;
}

export async function runTokenCreate(options: TokenCreateOptions, ctx: CliContext): Promise<CommandResult> {
  const issued = await (await ctx.admin('token create')).tokens.create(options.name, options.scope);
  if (ctx.out.format === 'table') {
    ctx.out.note(`token ${issued.name} (${issued.scope}) created — it is shown only now:`);
    // A value, not a message: printed under --quiet too, as the secret is never shown again.
    return value(issued.token, { ...issued });
  }
  return record({ ...issued });
}

export async function runTokenList(ctx: CliContext): Promise<CommandResult> {
  const rows = await (await ctx.admin('token list')).tokens.list();
  return list(rows, ['name', 'scope', 'created', 'last_used'], 'no tokens');
}

export interface TokenRevokeOptions {
  name: string;
}

export async function runTokenRevoke(options: TokenRevokeOptions, ctx: CliContext): Promise<CommandResult> {
  await (await ctx.admin('token revoke')).tokens.revoke(options.name);
  return done(`revoked token ${options.name}`);
}

export function registerTokenCommands(program: Command): void {
  const token = program.command('token').description('API tokens of `recruit serve` (local database only)');

  token
    .command('create <name>')
    .description('create a token; it is printed once and stored only as a hash')
    .addOption(new Option('--scope <scope>', 'read = GET only; write = everything but the data-protection actions; privacy = everything, '
      + 'erasure, access export, purge and webhooks included; events = GET /events only; metrics = GET /metrics only')
      .choices(['read', 'write', 'privacy', 'events', 'metrics']).default('write'))
    .addHelpText('after', examples(
      'recruit token create ci-smoke --scope read',
      'recruit token create dpo --scope privacy   # for person erase, export-data and purge with --remote',
      'export RECRUIT_TOKEN=$(recruit token create importer --json | jq -r .token)',
    ))
    .action(action(async (ctx, flags: { scope: TokenScope }, name: string) => runTokenCreate({ name, scope: flags.scope }, ctx)));

  token
    .command('list')
    .description('list tokens (names and scopes, never the secrets)')
    .action(action(async (ctx) => runTokenList(ctx)));

  token
    .command('revoke <name>')
    .description('revoke a token: requests with it get 401 from then on')
    .addHelpText('after', examples('recruit token revoke ci-smoke'))
    .action(action(async (ctx, _flags, name: string) => runTokenRevoke({ name }, ctx)));
}
