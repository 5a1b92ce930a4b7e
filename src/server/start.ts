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
import { createImageStore } from './image-store.js';
import { SERVER_BUSY_TIMEOUT_MS } from './lock-retry.js';
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
  /** How long in-flight requests may take to finish on shutdown (default 10 s). */
  shutdownGraceMs?: number;
  /** How long a request waits for a database lock held by another process (default 5 s). */
  lockWaitMs?: number | undefined;
  /** How long GET /parser/image/{id} keeps an extracted image (default 1 h, issue 14 item 6). */
  imageTtlMs?: number | undefined;
  /** Tests may leave the parser out; by default the parser library loads on first use. */
  parser?: () => Promise<ResumeParser>;
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
  /** Idempotent. Closes the listener (waiting for in-flight requests), the parser and the store. */
  close(): Promise<void>;
}

const defaultParser = async (): Promise<ResumeParser> =>
  (await import('../parser/service-adapter.js')).createResumeParser();

/** The URL clients use: a wildcard bind address is reached through the loopback. */
export function publicUrl(host: string, port: number): string {
  const reachable = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}

export async function startServer(options: RunningServerOptions): Promise<RunningServer> {
  let url = publicUrl(options.host, options.port);
  const images = createImageStore({ baseUrl: () => url, ...(options.imageTtlMs === undefined ? {} : { ttlMs: options.imageTtlMs }) });
  let parser: Promise<ResumeParser> | undefined;
  const loadParser = options.parser ?? defaultParser;
  const service = new LocalService({
    store: options.store,
    codes: options.codes,
    clock: options.clock,
    actor: { name: 'server', requestId: '-' },
    parser: async () => ({ parser: await (parser ??= loadParser()), images }),
    documentQuota: options.documentQuota,
  });
  const tokens = createTokenService(options.store, options.clock);
  // Several instances on one PostgreSQL share the person-read rate limit (issue 11 §3).
  const rateLimitStore = options.store.kind === 'postgres'
    ? (await import('../store/postgres/rate-limit.js')).sharedRateLimitStore((options.store as import('../store/postgres/postgres-store.js').PostgresStore).pool)
    : undefined;
  const events = await startEventsRuntime(options.store, options.clock, options.webhooks ?? { allowPrivate: false }, {
    warn: (message) => options.logger?.warn(message),
  });
  const app = buildServer({
    events,
    rateLimitStore,
    service,
    tokens,
    images,
    version: options.version,
    rateLimit: options.rateLimit,
    logger: options.logger,
    touch: { store: options.store, clock: options.clock },
    durable: () => options.store.durable(),
    lockWaitMs: options.lockWaitMs,
    exportConcurrency: options.exportConcurrency,
    ...(options.handlerTimeoutMs === undefined ? {} : { handlerTimeoutMs: options.handlerTimeoutMs }),
  });
  // A lock held elsewhere blocks the event loop for a few ms at most; requests wait for it
  // on a timer instead (lock-retry.ts, issue 15 item 13).
  options.store.setBusyTimeout(SERVER_BUSY_TIMEOUT_MS);
  // Commits wait for their fsync on the thread pool, not on the request loop (issue 6):
  // buildServer's `durable` holds each write's answer until its commit is on disk.
  try {
    await options.store.syncInBackground({
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
    await options.store.stopBackgroundSync();
    throw listenError(error as NodeJS.ErrnoException, options.host, options.port);
  }
  const address = app.server.address();
  if (address && typeof address === 'object') url = publicUrl(options.host, address.port);

  let closing: Promise<void> | undefined;
  return {
    app,
    get url() {
      return url;
    },
    tokens,
    close() {
      closing ??= (async () => {
        // Idle keep-alive connections are dropped as soon as they go idle; whatever is still
        // open after the grace period is cut, so a stuck client cannot block the shutdown.
        const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
        const deadline = setTimeout(() => app.server.closeAllConnections(), options.shutdownGraceMs ?? 10_000);
        events.endWaits();
        try {
          await app.close();
        } finally {
          clearInterval(sweep);
          clearTimeout(deadline);
          images.clear();
          await events.stop().catch(() => undefined);
          if (parser) await (await parser).close().catch(() => undefined);
          await options.store.stopBackgroundSync().catch(() => undefined);
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
