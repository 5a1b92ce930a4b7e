// recruit serve — the HTTP API of SPEC.md over the local database (DESIGN.md §3, §4).
// Prints where it listens (and, on a first start, the one admin token) on stderr, logs
// one JSON line per request on stderr (server/server-logger.ts), keeps metrics when asked
// (GET /metrics for metrics-scope tokens, or on a loopback port of their own), and shuts
// down cleanly on SIGINT/SIGTERM.
import type { Command } from 'commander';
import { createRequire } from 'node:module';
import { action, examples } from '../action.js';
import type { CommandResult } from '../result.js';
import { ValidationError } from '../../domain/errors.js';

interface ServeOptions {
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

function parsePort(text: string): number {
  if (!/^\d{1,5}$/.test(text) || Number(text) > 65_535) throw ValidationError.field('/port', `"${text}" is not a port (0–65535)`);
  return Number(text);
}

function parseRateLimit(text: string, flag = 'rate-limit'): number {
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1) throw ValidationError.field(`/${flag}`, `"${text}" is not a positive integer`);
  return Number(text);
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
    .action(action(async (ctx, options: ServeOptions): Promise<CommandResult> => {
      const port = parsePort(options.port);
      const rateLimit = options.rateLimit === undefined ? ctx.config.rateLimit : parseRateLimit(options.rateLimit);
      const flagOr = (text: string | undefined, flag: string, fallback: number) => (text === undefined ? fallback : parseRateLimit(text, flag));
      const documentQuota = {
        documents: flagOr(options.documentsPerPerson, 'documents-per-person', ctx.config.documentsPerPerson),
        bytes: flagOr(options.documentMbPerPerson, 'document-mb-per-person', ctx.config.documentMbPerPerson) * 1024 * 1024,
      };
      const exportConcurrency = flagOr(options.exportConcurrency, 'export-concurrency', ctx.config.exportConcurrency);
      const metricsPort = options.metricsPort === undefined ? undefined : parsePort(options.metricsPort);
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
      const database = await ctx.serverDatabase();
      const { version } = createRequire(import.meta.url)('../../../package.json') as { version: string };
      const server = await startServerOn(database, {
        codes: await ctx.codes(),
        clock: ctx.clock,
        version,
        host: options.host,
        port,
        rateLimit,
        documentQuota,
        exportConcurrency,
        logger: logs.logger,
        metricsPort,
        metrics: options.metrics === true,
        webhooks: { allowPrivate: options.allowPrivateWebhooks === true,
          ...(await import('../../server/events-runtime.js')).webhookTuningFromEnv(process.env) },
      });
      const first = await ensureFirstToken(server.tokens);
      if (first) {
        process.stderr.write(
          `created token "${first.name}" (write scope) — it is shown only now, keep it:\n${first.token}\n`,
        );
      }
      const { describeListening } = await import('../listen-address.js');
      const { networkInterfaces } = await import('node:os');
      const bound = server.app.server.address();
      const where = bound && typeof bound === 'object' ? describeListening(bound, networkInterfaces()) : `listening on ${server.url}`;
      process.stderr.write(`recruit ${version} ${where} (person reads: ${rateLimit}/min per token)\n`);
      if (server.metricsUrl) process.stderr.write(`metrics on ${server.metricsUrl}\n`);
      if (options.metrics === true) process.stderr.write(`metrics on ${server.url}/metrics (tokens with the metrics scope)\n`);

      let stopping = false;
      let resolveStopped: () => void = () => undefined;
      const stopped = new Promise<void>((resolve) => (resolveStopped = resolve));
      const stop = (signal: NodeJS.Signals) => {
        if (stopping) {
          // A second signal: the user does not want to wait for slow requests.
          process.stderr.write(`${signal} again: cutting open connections\n`);
          server.app.server.closeAllConnections();
          return;
        }
        stopping = true;
        process.stderr.write(`${signal}: finishing requests in flight, then closing the database\n`);
        server.close().then(resolveStopped, (error: unknown) => {
          process.stderr.write(`error while closing: ${(error as Error).message}\n`);
          resolveStopped();
        });
      };
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
      try {
        await stopped;
      } finally {
        process.off('SIGINT', stop);
        process.off('SIGTERM', stop);
        await logs.flush();
      }
      return { kind: 'none' };
    }));
}
