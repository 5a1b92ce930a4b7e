// Running the server: wires LocalService (with the parser and the in-memory image store),
// tokens and buildServer, listens, and closes everything in order on shutdown: stop
// accepting, let in-flight requests finish, then the parser pool and the database.
// Used by `recruit serve` and by the tests' startTestServer.
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Store } from '../store/index.js';
import type { CodeBook } from '../domain/codes.js';
import type { Clock } from '../domain/clock.js';
import { LocalService } from '../service/local-service.js';
import { ConflictError, EnvironmentError, UnavailableError, ValidationError } from '../domain/errors.js';
import { createTokenService, type IssuedToken, type TokenService } from '../service/token-service.js';
import type { ResumeParser } from '../service/resume-parser.js';
import type { DocumentQuota } from '../service/document-quota.js';
import { buildServer } from './build-server.js';
import { requestImporter } from '../service/import/request-import.js';
import { createImageStore } from './image-store.js';
import { DEFAULT_LOCK_WAIT_MS, SERVER_BUSY_TIMEOUT_MS, lockRetry } from './lock-retry.js';
import type { ParserPoolObserver } from '../parser/pool.js';
import { createServerMetrics } from './metrics.js';
import { observeStore } from './observed-store.js';
import { startMetricsEndpoint, type MetricsEndpoint } from './metrics-endpoint.js';
import { createReadiness } from './readiness.js';
import { closeGracefully, DEFAULT_DRAIN_LINGER_MS, DEFAULT_SHUTDOWN_GRACE_MS } from './shutdown.js';
import { createStoreProbe } from '../store/probe.js';
import { startEventsRuntime, type WebhookServerOptions } from './events-runtime.js';

export interface RunningServerOptions {
  store: Store;
  codes: CodeBook;
  clock: Clock;
  version: string;
  host: string;
  port: number;
  rateLimit?: number | undefined;
  logger?: Logger | undefined;
  /** How long in-flight requests may take to finish on shutdown (default 10 s); then parses are cancelled. */
  shutdownGraceMs?: number;
  /** How long kept-alive connections may still bring requests sent before the shutdown (default 250 ms). */
  drainLingerMs?: number;
  /** Serve GET /metrics on this port of 127.0.0.1 (0 = any free port); implies `metrics`. */
  metricsPort?: number | undefined;
  /** Keep metrics and answer GET /metrics on the API port to metrics-scope tokens; none are kept without it or metricsPort. */
  metrics?: boolean | undefined;
  /** How long a request waits for a database lock held by another process (default 5 s). */
  lockWaitMs?: number | undefined;
  /** How long GET /parser/image/{id} keeps an extracted image (default 1 h). */
  imageTtlMs?: number | undefined;
  /**
   * Tests may put their own parser; by default the parser library's pool, started once the
   * server listens (/ready waits for it). `observer` is for the metrics.
   */
  parser?: (hooks: { observer?: ParserPoolObserver | undefined }) => Promise<ResumeParser>;
  /** Documents one person may hold (default 200 documents, 500 MB). */
  documentQuota?: DocumentQuota | undefined;
  /** Access exports streamed at a time (default 2). */
  exportConcurrency?: number | undefined;
  /** Time to answer once received (default 30 s); also how long a streamed export may stall. */
  handlerTimeoutMs?: number | undefined;
  /** Webhook delivery settings (`serve --allow-private-webhooks`); by default private targets are refused. */
  webhooks?: WebhookServerOptions | undefined;
}

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  tokens: TokenService;
  /** Where GET /metrics answers, when metricsPort was given. */
  metricsUrl: string | undefined;
  /** Idempotent. Closes the listener (waiting for in-flight requests), the parser and the store. */
  close(): Promise<void>;
}

const defaultParser = async (hooks: { observer?: ParserPoolObserver | undefined }): Promise<ResumeParser> =>
  (await import('../service/parser-pool-adapter.js')).createResumeParser({ observer: hooks.observer });

/** The URL clients use: a wildcard bind address is reached through the loopback. */
export function publicUrl(host: string, port: number): string {
  const reachable = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}

export async function startServer(options: RunningServerOptions): Promise<RunningServer> {
  let url = publicUrl(options.host, options.port);
  const images = createImageStore({ baseUrl: () => url, ...(options.imageTtlMs === undefined ? {} : { ttlMs: options.imageTtlMs }) });
  let parser: Promise<ResumeParser> | undefined;
  const metrics = options.metricsPort === undefined && options.metrics !== true ? undefined : createServerMetrics();
  const loadParser = () => (options.parser ?? defaultParser)({ observer: metrics?.parser });
  const service = new LocalService({
    // With metrics on, the service's audited person reads are counted as they resolve.
    store: metrics ? observeStore(options.store, metrics) : options.store,
    codes: options.codes,
    clock: options.clock,
    actor: { name: 'server', requestId: '-' },
    parser: async () => ({ parser: await (parser ??= loadParser()), images }),
    documentQuota: options.documentQuota,
    // A request's store calls wait for a lock held by another process on a timer (lock-retry.ts).
    retryStoreCall: lockRetry(options.lockWaitMs ?? DEFAULT_LOCK_WAIT_MS),
  });
  const tokens = createTokenService(options.store, options.clock);
  // Several instances on one PostgreSQL share the person-read rate limit.
  const rateLimitStore = options.store.sharedRateLimit?.store();
  // SQLite's background WAL sync; a store without it (PostgreSQL) is durable on every commit.
  const durability = options.store.durability;
  let draining = false;
  // What /ready checks: the database (reachable, writable, schema current), the parser pool.
  let parserState: string | undefined = 'the parser pool has not started';
  const probe = await createStoreProbe(options.store);
  metrics?.watchStore(probe);
  const readiness = createReadiness([
    () => (draining ? 'the server is shutting down' : undefined),
    () => parserState,
    () => probe.notReadyReason(),
  ]);
  const durable = durability && (metrics
    ? async () => {
      const started = performance.now();
      await durability.durable();
      metrics.commitWait((performance.now() - started) / 1000);
    }
    : () => durability.durable());
  const events = await startEventsRuntime(options.store, options.clock, options.webhooks ?? { allowPrivate: false }, {
    warn: (message) => options.logger?.warn(message),
  });
  const app = buildServer({
    events,
    metrics,
    metricsOnApiPort: options.metrics === true,
    readiness,
    draining: () => draining,
    rateLimitStore,
    service,
    tokens,
    images,
    version: options.version,
    rateLimit: options.rateLimit,
    logger: options.logger,
    touch: { store: options.store, clock: options.clock },
    durable,
    exportConcurrency: options.exportConcurrency,
    bulkImport: requestImporter({ store: options.store, codes: options.codes, clock: options.clock }),
    // SQLite appends each write's event within the store call: the actor-scoped store names the token.
    eventActorInAsyncContext: options.store.kind !== 'sqlite',
    ...(options.handlerTimeoutMs === undefined ? {} : { handlerTimeoutMs: options.handlerTimeoutMs }),
  });
  // A lock held elsewhere blocks the event loop for a few ms at most; requests wait for it
  // on a timer instead (lock-retry.ts).
  options.store.lockWaits?.setBusyTimeout(SERVER_BUSY_TIMEOUT_MS);
  // Commits wait for their fsync on the thread pool, not on the request loop:
  // buildServer's `durable` holds each write's answer until its commit is on disk.
  try {
    await durability?.syncInBackground({
      lockWaitMs: options.lockWaitMs ?? DEFAULT_LOCK_WAIT_MS,
      onCheckpointFailure: (message) => options.logger?.warn(`${message}; SQLite checkpoints on the request path again`),
    });
  } catch (error) {
    await app.close().catch(() => undefined);
    await events.stop().catch(() => undefined);
    throw new UnavailableError(`cannot prepare the database for serving: ${(error as Error).message}`, { cause: error });
  }
  try {
    await app.listen({ host: options.host, port: options.port });
  } catch (error) {
    await app.close().catch(() => undefined);
    await events.stop().catch(() => undefined);
    await durability?.stopBackgroundSync();
    throw listenError(error as NodeJS.ErrnoException, options.host, options.port);
  }
  const address = app.server.address();
  if (address && typeof address === 'object') url = publicUrl(options.host, address.port);
  let metricsEndpoint: MetricsEndpoint | undefined;
  if (metrics && options.metricsPort !== undefined) {
    try {
      metricsEndpoint = await startMetricsEndpoint(metrics, options.metricsPort);
    } catch (error) {
      await app.close().catch(() => undefined);
      await durability?.stopBackgroundSync();
      throw new EnvironmentError(`cannot serve metrics on 127.0.0.1:${options.metricsPort}: ${(error as Error).message}`, {
        hint: 'pick another --metrics-port', cause: error,
      });
    }
  }
  // The parser pool starts now rather than on the first résumé, so /ready can say when it is there.
  parser ??= loadParser();
  parser.then(() => (parserState = undefined), (error: unknown) => {
    parserState = `the parser pool could not start: ${error instanceof Error ? error.message.slice(0, 200) : String(error)}`;
  });

  let closing: Promise<void> | undefined;
  return {
    app,
    get url() {
      return url;
    },
    tokens,
    metricsUrl: metricsEndpoint?.url,
    close() {
      closing ??= (async () => {
        // Stop accepting, answer what was sent (shutdown.ts); at the grace period's end every
        // connection is cut, then the parser pool cancels the parses still running.
        draining = true;
        events.endWaits();
        try {
          await closeGracefully(app, {
            graceMs: options.shutdownGraceMs ?? DEFAULT_SHUTDOWN_GRACE_MS,
            lingerMs: options.drainLingerMs ?? DEFAULT_DRAIN_LINGER_MS,
          });
        } finally {
          images.clear();
          await events.stop().catch(() => undefined);
          if (parser) await parser.then((loaded) => loaded.close()).catch(() => undefined);
          await metricsEndpoint?.close();
          // The audit rows and commits still in their batches are written and synced, then the store closes.
          await durability?.stopBackgroundSync().catch(() => undefined);
          await options.store.close();
        }
      })();
      return closing;
    },
  };
}

/**
 * Why the server cannot listen, in the user's terms: a port in use or not allowed is this
 * machine's state (exit 1), an address that is not here is a mistyped --host (exit 2).
 * Neither is "remote unreachable" (exit 6).
 */
export function listenError(error: NodeJS.ErrnoException, host: string, port: number): Error {
  switch (error.code) {
    case 'EADDRINUSE':
      return new EnvironmentError(`port ${port} on ${host} is in use — pick another with --port`, { cause: error });
    case 'EACCES':
      return new EnvironmentError(`port ${port} on ${host} is not allowed for this user`, {
        hint: 'ports below 1024 need privileges; pick another with --port',
        cause: error,
      });
    case 'EADDRNOTAVAIL':
      return new ValidationError(`--host ${host} is not an address of this machine`, [], 'e.g. --host 127.0.0.1, or 0.0.0.0 for every interface');
    default:
      return new EnvironmentError(`cannot listen on ${host}:${port}: ${error.message}`, { hint: 'choose another --port or --host', cause: error });
  }
}

/** startServer on the store at `location` (a file path or a PostgreSQL URL), opened here and closed with the server. */
export async function startServerOn(location: string, options: Omit<RunningServerOptions, 'store'>): Promise<RunningServer> {
  const { openStore } = await import('../store/index.js');
  const store = await openStore(location);
  try {
    return await startServer({ ...options, store });
  } catch (error) {
    await store.close();
    throw error;
  }
}

/** DESIGN.md §3: a first start with no token creates one (write scope), to be printed once. */
export async function ensureFirstToken(tokens: TokenService, name = 'admin'): Promise<IssuedToken | undefined> {
  if ((await tokens.count()) > 0) return undefined;
  try {
    return await tokens.create(name, 'write');
  } catch (error) {
    // Several instances starting at once on one new PostgreSQL database: one of them made it.
    if (error instanceof ConflictError) return undefined;
    throw error;
  }
}
