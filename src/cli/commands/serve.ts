// recruit serve — the HTTP API of SPEC.md over the local database (DESIGN.md §3, §4).
// Prints where it listens (and, on a first start, the one admin token) on stderr, logs
// one JSON line per request on stderr (server/server-logger.ts), keeps metrics when asked
// (GET /metrics for metrics-scope tokens, or on a loopback port of their own), and shuts
// down cleanly on SIGINT/SIGTERM. Flags → options (serveOptionsFrom) → runServe, as every command.
import type { Command } from 'commander';
import { createRequire } from 'node:module';
import { action, examples } from '../action.js';
import type { CommandResult } from '../result.js';
import type { CliContext } from '../context.js';
import { ValidationError } from '../../domain/errors.js';

/** `recruit serve`'s flags, checked: numbers parsed, the log choices still text (checked with the logger's lists). */
export interface ServeOptions {
  host: string;
  port: number;
  rateLimit?: number | undefined;
  documentsPerPerson?: number | undefined;
  documentMbPerPerson?: number | undefined;
  exportConcurrency?: number | undefined;
  metricsPort?: number | undefined;
  metrics: boolean;
  logFormat: string;
  logLevel?: string | undefined;
  allowPrivateWebhooks: boolean;
}

interface ServeFlags {
  host: string;
  port: string;
  rateLimit?: string;
  documentsPerPerson?: string;
  documentMbPerPerson?: string;
  exportConcurrency?: string;
  metricsPort?: string;
  metrics?: boolean;
  logFormat: string;
  logLevel?: string;
  allowPrivateWebhooks?: boolean;
}

function parseChoice<T extends string>(text: string, flag: string, choices: readonly T[]): T {
  const found = choices.find((choice) => choice === text);
  if (found === undefined) throw ValidationError.field(`/${flag}`, `"${text}" is not one of ${choices.join(', ')}`);
  return found;
}

function parsePort(text: string, flag = 'port'): number {
  if (!/^\d{1,5}$/.test(text) || Number(text) > 65_535) throw ValidationError.field(`/${flag}`, `"${text}" is not a port (0–65535)`);
  return Number(text);
}

function parsePositive(text: string, flag: string): number {
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1) throw ValidationError.field(`/${flag}`, `"${text}" is not a positive integer`);
  return Number(text);
}

/** Flags → options, in the order the flags were checked before (port first). */
export function serveOptionsFrom(flags: ServeFlags): ServeOptions {
  const positive = (text: string | undefined, flag: string) => (text === undefined ? undefined : parsePositive(text, flag));
  return {
    host: flags.host,
    port: parsePort(flags.port),
    rateLimit: positive(flags.rateLimit, 'rate-limit'),
    documentsPerPerson: positive(flags.documentsPerPerson, 'documents-per-person'),
    documentMbPerPerson: positive(flags.documentMbPerPerson, 'document-mb-per-person'),
    exportConcurrency: positive(flags.exportConcurrency, 'export-concurrency'),
    metricsPort: flags.metricsPort === undefined ? undefined : parsePort(flags.metricsPort, 'metrics-port'),
    metrics: flags.metrics === true,
    logFormat: flags.logFormat,
    logLevel: flags.logLevel,
    allowPrivateWebhooks: flags.allowPrivateWebhooks === true,
  };
}

/**
 * Runs the server until SIGINT or SIGTERM arrives on `ctx.io.signals` (the process's, or a
 * test's emitter): the first finishes the requests in flight and closes the database, a
 * second cuts the open connections. Start-up lines (where it listens, a first token) go to
 * the context's stderr; request logs go to file descriptor 2 through the server logger.
 */
export async function runServe(options: ServeOptions, ctx: CliContext): Promise<CommandResult> {
  const rateLimit = options.rateLimit ?? ctx.config.rateLimit;
  const documentQuota = {
    documents: options.documentsPerPerson ?? ctx.config.documentsPerPerson,
    bytes: (options.documentMbPerPerson ?? ctx.config.documentMbPerPerson) * 1024 * 1024,
  };
  const exportConcurrency = options.exportConcurrency ?? ctx.config.exportConcurrency;
  const [{ startServerOn, ensureFirstToken }, { createServerLogger, LOG_FORMATS, LOG_LEVELS }] = await Promise.all([
    import('../../server/start.js'),
    import('../../server/server-logger.js'),
  ]);
  const logs = createServerLogger({
    format: parseChoice(options.logFormat, 'log-format', LOG_FORMATS),
    level: options.logLevel === undefined
      ? (ctx.config.quiet ? 'warn' : 'info')
      : parseChoice(options.logLevel, 'log-level', LOG_LEVELS),
  });
  const stderr = ctx.out.stderr;
  const signals = ctx.io.signals;
  const database = await ctx.serverDatabase();
  const { version } = createRequire(import.meta.url)('../../../package.json') as { version: string };
  const server = await startServerOn(database, {
    codes: await ctx.codes(),
    clock: ctx.clock,
    version,
    host: options.host,
    port: options.port,
    rateLimit,
    documentQuota,
    exportConcurrency,
    logger: logs.logger,
    metricsPort: options.metricsPort,
    metrics: options.metrics,
    webhooks: { allowPrivate: options.allowPrivateWebhooks,
      ...(await import('../../server/events-runtime.js')).webhookTuningFromEnv(ctx.io.env) },
  });
  const first = await ensureFirstToken(server.tokens);
  if (first) stderr.write(`created token "${first.name}" (write scope) — it is shown only now, keep it:\n${first.token}\n`);
  const { describeListening } = await import('../listen-address.js');
  const { networkInterfaces } = await import('node:os');
  const bound = server.app.server.address();
  const where = bound && typeof bound === 'object' ? describeListening(bound, networkInterfaces()) : `listening on ${server.url}`;
  stderr.write(`recruit ${version} ${where} (person reads: ${rateLimit}/min per token)\n`);
  if (server.metricsUrl) stderr.write(`metrics on ${server.metricsUrl}\n`);
  if (options.metrics) stderr.write(`metrics on ${server.url}/metrics (tokens with the metrics scope)\n`);

  let stopping = false;
  let resolveStopped: () => void = () => undefined;
  const stopped = new Promise<void>((resolve) => (resolveStopped = resolve));
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      // A second signal: the user does not want to wait for slow requests.
      stderr.write(`${signal} again: cutting open connections\n`);
      server.app.server.closeAllConnections();
      return;
    }
    stopping = true;
    stderr.write(`${signal}: finishing requests in flight, then closing the database\n`);
    server.close().then(resolveStopped, (error: unknown) => {
      stderr.write(`error while closing: ${(error as Error).message}\n`);
      resolveStopped();
    });
  };
  signals.on('SIGINT', stop);
  signals.on('SIGTERM', stop);
  try {
    await stopped;
  } finally {
    signals.off('SIGINT', stop);
    signals.off('SIGTERM', stop);
    await logs.flush();
  }
  return { kind: 'none' };
}

export function registerServeCommand(program: Command): void {
  program
    .command('serve')
    .description('run the HTTP API server over the local database (API: README "HTTP API", GET /openapi.json)')
    .option('--host <host>', 'address to listen on', '127.0.0.1')
    .option('--port <port>', 'TCP port (0 = any free port)', '8080')
    .option('--rate-limit <n>', 'person reads per minute per token (env RECRUIT_RATE_LIMIT, config rateLimit; default 120)')
    .option('--documents-per-person <n>', 'documents one person may hold (env RECRUIT_DOCUMENTS_PER_PERSON, config documentsPerPerson; default 200)')
    .option('--document-mb-per-person <mb>', "total MB of one person's documents (env RECRUIT_DOCUMENT_MB_PER_PERSON, config documentMbPerPerson; default 500)")
    .option('--export-concurrency <n>', 'access exports streamed at a time; more get 429 (env RECRUIT_EXPORT_CONCURRENCY, config exportConcurrency; default 2)')
    .option('--metrics', 'keep Prometheus metrics and answer GET /metrics on the API port to tokens with the metrics scope')
    .option('--metrics-port <port>', 'serve Prometheus metrics at http://127.0.0.1:PORT/metrics (no token; loopback only)')
    .option('--log-format <format>', 'request log on stderr: json (one JSON line each) or pretty', 'json')
    .option('--log-level <level>', 'fatal, error, warn, info, debug, trace or silent (default info; warn with --quiet)')
    .option('--allow-private-webhooks', 'let webhooks deliver to loopback and private-network addresses (on-premises receivers, tests)')
    .addHelpText('after', examples(
      'recruit serve',
      'recruit --db /srv/recruit.sqlite serve --host 0.0.0.0 --port 8080 --rate-limit 300',
      'recruit token create ci --scope read   # then: recruit --remote http://127.0.0.1:8080 --token … job list',
      'recruit token create dpo --scope privacy   # erasure, access export and purge need this scope',
      'recruit serve --metrics   # then: recruit token create prometheus --scope metrics; scrape GET /metrics with it',
    ) + '\nA first start with no token creates a write token named "admin" and prints it once on stderr.\n'
      + 'Without a token every endpoint but GET /health, /schema/*.json and /openapi.json answers 401.\n')
    .action(action(async (ctx, flags: ServeFlags) => runServe(serveOptionsFrom(flags), ctx)));
}
