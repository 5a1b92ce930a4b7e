// recruit webhook add | list | remove | test | deliveries | enable — signed deliveries of events
// to other systems (Standard Webhooks). Locally on the database; with --remote, /webhook
// (privacy scope). `recruit serve` delivers them.
import type { Command } from 'commander';
import { action, examples } from '../action.js';
import { done, list, record } from '../result.js';
import { ValidationError } from '../../domain/errors.js';
import { EVENT_TYPES } from '../../domain/events.js';
import type { EventsApi, NewWebhook } from '../../service/events-service.js';

function webhookId(text: string): number {
  if (!/^\d{1,10}$/.test(text) || Number(text) < 1) throw ValidationError.field('/id',
    `"${text}" is not a webhook id (see recruit webhook list)`);
  return Number(text);
}

export async function runWebhookAdd(options: NewWebhook, api: EventsApi) {
  return api.addWebhook(options);
}

export function registerWebhookCommands(program: Command): void {
  const webhook = program.command('webhook').description('webhooks: signed HTTP deliveries of events (recruit serve sends them)');

  webhook
    .command('add <url>')
    .description('add a webhook; its signing secret is printed once')
    .requiredOption('--events <types>', `event types, comma-separated: ${EVENT_TYPES.join(', ')}`)
    .option('--secret <secret>', 'signing secret (whsec_<base64 of 24–64 bytes>); made for you when left out')
    .addHelpText('after', examples(
      'recruit webhook add https://hooks.example.com/recruit --events person.created,application.created',
    ))
    .action(action(async (ctx, flags: { events: string; secret?: string }, url: string) => {
      const created = await runWebhookAdd({ url, types: [flags.events], secret: flags.secret }, await ctx.events());
      if (ctx.out.format === 'table') ctx.out.note(`webhook ${created.id} added; its secret is shown only now:`);
      return record({ ...created, types: created.types.join(',') });
    }));

  webhook
    .command('list')
    .description('list webhooks (never their secrets)')
    .action(action(async (ctx) => {
      const rows = await (await ctx.events()).listWebhooks();
      return list(rows.map((w) => ({ ...w, types: w.types.join(',') })), ['id', 'url', 'types', 'enabled', 'failing_since',
        'disabled_at'], 'no webhooks');
    }));

  webhook
    .command('remove <id>')
    .description('remove a webhook and its delivery log')
    .action(action(async (ctx, _flags, id: string) => {
      await (await ctx.events()).removeWebhook(webhookId(id));
      return done(`removed webhook ${id}`);
    }));

  webhook
    .command('enable <id>')
    .description('switch a webhook on again (it is switched off after failing for 24 h); pending deliveries resume')
    .action(action(async (ctx, _flags, id: string) => {
      const enabled = await (await ctx.events()).enableWebhook(webhookId(id));
      return done(`webhook ${id} enabled`, { ...enabled });
    }));

  webhook
    .command('test <id>')
    .description('send a signed test delivery now and show the answer')
    .action(action(async (ctx, _flags, id: string) => {
      const result = await (await ctx.events()).testWebhook(webhookId(id));
      return done(result.ok ? `webhook ${id} answered HTTP ${result.status}`
        : `webhook ${id} failed: ${result.error ?? `HTTP ${result.status}`}`, { ...result });
    }));

  webhook
    .command('deliveries <id>')
    .description("a webhook's newest deliveries: state, attempts, last answer")
    .option('--limit <n>', 'how many (1–1000)', '50')
    .action(action(async (ctx, flags: { limit: string }, id: string) => {
      if (!/^\d{1,4}$/.test(flags.limit) || Number(flags.limit) < 1 || Number(flags.limit) > 1_000) throw ValidationError.field('/limit',
        'must be 1 to 1000');
      const rows = await (await ctx.events()).deliveries(webhookId(id), Number(flags.limit));
      return list(rows.map((d) => ({ ...d })), ['id', 'event_id', 'event_type', 'state', 'attempts', 'last_status', 'last_error',
        'delivered_at', 'next_attempt_at'],
        'no deliveries yet');
    }));
}
