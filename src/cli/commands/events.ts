// recruit events tail — the event feed: what changed (ids, types, field names), never the
// data itself. Locally it reads the database; with --remote, GET /events (events scope).
import type { Command } from 'commander';
import { action, examples } from '../action.js';
import type { CommandResult } from '../result.js';
import type { EventsApi } from '../../service/events-service.js';
import { ValidationError } from '../../domain/errors.js';
import type { RecruitEvent } from '../../domain/events.js';

export interface EventsTailOptions {
  after: number;
  types: string[];
  limit: number;
  follow: boolean;
  json: boolean;
}

/** One line per event: id, time, type, subject, actor, changed fields (or counts). */
export function eventLine(event: RecruitEvent, json: boolean): string {
  if (json) return JSON.stringify(event);
  const what = event.counts ? Object.entries(event.counts).map(([k, v]) => `${k}=${v}`).join(' ') : event.fields.join(',');
  return [event.id, event.at, event.type, event.subject, event.actor || '-', what].join('\t');
}

/**
 * Prints events after `after`; with `follow`, keeps long-polling for new ones until `signal`
 * aborts (Ctrl-C). Returns the cursor to resume after.
 */
export async function runEventsTail(options: EventsTailOptions,
  deps: { api: EventsApi; write: (line: string) => void; signal?: AbortSignal }): Promise<number> {
  let after = options.after;
  do {
    const page = await deps.api.listEvents({ after, types: options.types, limit: options.limit, wait: options.follow ? 25 : 0 },
      deps.signal);
    for (const event of page.events) deps.write(eventLine(event, options.json));
    after = page.next;
    if (!options.follow && page.events.length < options.limit) break;
  } while (!deps.signal?.aborted);
  return after;
}

function wholeNumber(text: string, flag: string, min: number, max: number): number {
  if (!/^\d{1,12}$/.test(text) || Number(text) < min || Number(text) > max) throw ValidationError.field(`/${flag}`,
    `"${text}" must be a whole number from ${min} to ${max}`);
  return Number(text);
}

export function registerEventsCommands(program: Command): void {
  const events = program.command('events').description('the event feed: what changed, by whom, which fields (never the values)');
  events
    .command('tail')
    .description('print events (tab-separated: id, time, type, subject, actor, fields; --json: one JSON object per line)')
    .option('--after <id>', 'start after this event id (default: from the first)', '0')
    .option('--types <list>', 'only these event types (comma-separated)')
    .option('--limit <n>', 'events per request (1–1000)', '500')
    .option('-f, --follow', 'keep waiting for new events (Ctrl-C stops)')
    .addHelpText('after', examples(
      'recruit events tail --types person.created,person.updated',
      'recruit --remote http://127.0.0.1:8080 --token "$EVENTS_TOKEN" events tail --follow --json',
    ))
    .action(action(async (ctx, flags: { after: string; types?: string; limit: string; follow?: boolean }): Promise<CommandResult> => {
      const options: EventsTailOptions = {
        after: wholeNumber(flags.after, 'after', 0, Number.MAX_SAFE_INTEGER),
        types: flags.types === undefined ? [] : [flags.types],
        limit: wholeNumber(flags.limit, 'limit', 1, 1_000),
        follow: flags.follow === true,
        json: ctx.out.format === 'json' || ctx.out.format === 'ndjson',
      };
      const stop = new AbortController();
      const onSignal = () => stop.abort();
      process.once('SIGINT', onSignal);
      try {
        await runEventsTail(options, { api: await ctx.events(), write: (line) => ctx.out.stdout.write(`${line}\n`), signal: stop.signal });
      } finally {
        process.off('SIGINT', onSignal);
      }
      return { kind: 'none' };
    }));
}
