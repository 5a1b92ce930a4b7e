// A real `recruit serve`-equivalent server for tests: startServer() (the same wiring the
// CLI uses) on 127.0.0.1 with a free port, over a fresh SQLite database in a temp dir,
// with a write token and a read token. Reusable by any test that needs HTTP.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteStore as openStore, type SqliteStore as Store, type Store as AnyStore } from '../../src/store/index.js';
import { codeBookFor } from '../../src/domain/codes.js';
import type { Clock } from '../../src/domain/clock.js';
import type { ResumeParser } from '../../src/service/resume-parser.js';
import { startServer, type RunningServer } from '../../src/server/start.js';
import { fixedClock } from './local.js';
import { PayloadTooLargeError, UnprocessableError } from '../../src/domain/errors.js';

type ParserPoolModule = typeof import('../../src/parser/pool.js');
type ParserPoolObserver = import('../../src/parser/pool.js').ParserPoolObserver;

/**
 * The real résumé parser for tests: its worker pool from dist/ (workers cannot run .ts,
 * PLATFORM.md §3; run `npm run build` first). dist/ has its own copy of the error classes,
 * so failures are re-typed to the src/ classes the code under test knows.
 */
export async function distResumeParser(hooks: { observer?: ParserPoolObserver | undefined } = {}): Promise<ResumeParser> {
  const { createParserPool } = (await import(new URL('../../dist/parser/pool.js', import.meta.url).href)) as ParserPoolModule;
  const { matchJobs } = (await import(new URL('../../dist/parser/match.js', import.meta.url).href)) as typeof import('../../src/parser/match.js');
  const pool = createParserPool({ maxThreads: 1, observer: hooks.observer });
  const retype = (error: { code?: string; message?: string }): never => {
    const message = error.message ?? 'cannot parse';
    if (error.code === 'unprocessable') throw new UnprocessableError(message);
    if (error.code === 'payload_too_large') throw new PayloadTooLargeError(message);
    throw error;
  };
  return {
    parse: (file) => pool.parse({ fileName: file.file_name, bytes: file.data }).catch(retype),
    extractText: (file) => pool.extractText({ fileName: file.file_name, bytes: file.data }, { signal: file.signal }).catch(retype),
    matchJobs: (document, jobs) => matchJobs(document.fields, document.content, jobs),
    close: () => pool.close(),
  };
}

export interface TestServerOptions {
  /** Person reads per minute per token (default 120, as in production). */
  rateLimit?: number;
  /** Defaults to the fixed clock of test/helpers/local.ts (TODAY), so dates match local fixtures. */
  clock?: Clock;
  /** Default: distResumeParser (the real parser, built). */
  parser?: (hooks: { observer?: ParserPoolObserver | undefined }) => Promise<ResumeParser>;
  /** Serve GET /metrics on 127.0.0.1 (0 = any free port). */
  metricsPort?: number;
  /** Keep metrics and answer GET /metrics on the API port to metrics-scope tokens. */
  metrics?: boolean;
  /** How long in-flight requests may take on shutdown (default 10 s). */
  shutdownGraceMs?: number;
  /** The server's logger (default: none). */
  logger?: import('pino').Logger;
  /** How long a request waits for a database lock held elsewhere (default 5 s). */
  lockWaitMs?: number;
  /** Access exports streamed at a time (default 2). */
  exportConcurrency?: number;
  /** Documents one person may hold (default 200, 500 MB). */
  documentQuota?: { documents: number; bytes: number };
  /** Webhook delivery settings (default: private targets refused, production timings). */
  webhooks?: import('../../src/server/events-runtime.js').WebhookServerOptions;
}

export interface TestServer {
  /** e.g. http://127.0.0.1:40123 (no trailing slash) */
  url: string;
  /**
   * privacy scope (everything a write token may do, and erasure, access export and purge),
   * name "test-writer": the tests' all-purpose token.
   */
  token: string;
  /** write scope, name "test-write-only": refused the data-protection actions. */
  writeToken: string;
  /** read scope, name "test-reader" */
  readToken: string;
  storePath: string;
  /** The server's own store (same process): read audit rows, seed data. */
  store: Store;
  server: RunningServer;
  /** Closes the server and the database and removes the temp dir. */
  close(): Promise<void>;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'recruit-server-'));
  const storePath = join(dir, 'server.sqlite');
  const running = await startTestServerOn(openStore(storePath), options, async () => rmSync(dir, { recursive: true, force: true }));
  return { ...running, storePath };
}

/**
 * The test server's wiring on a given store (SQLite or PostgreSQL): tokens "test-writer"
 * (privacy), "test-write-only" (write) and "test-reader" (read); `close` closes server and store, then runs `cleanup`.
 */
export async function startTestServerOn<S extends AnyStore>(store: S, options: TestServerOptions, cleanup: () => Promise<void>) {
  const server = await startServer({
    store,
    codes: codeBookFor(join(import.meta.dirname, '../../data')),
    clock: options.clock ?? fixedClock(),
    version: '0.0.0-test',
    host: '127.0.0.1',
    port: 0,
    rateLimit: options.rateLimit,
    parser: options.parser ?? distResumeParser,
    lockWaitMs: options.lockWaitMs,
    exportConcurrency: options.exportConcurrency,
    documentQuota: options.documentQuota,
    ...(options.metricsPort === undefined ? {} : { metricsPort: options.metricsPort }),
    ...(options.metrics === undefined ? {} : { metrics: options.metrics }),
    ...(options.shutdownGraceMs === undefined ? {} : { shutdownGraceMs: options.shutdownGraceMs }),
    ...(options.logger === undefined ? {} : { logger: options.logger }),
    webhooks: options.webhooks,
  });
  const token = (await server.tokens.create('test-writer', 'privacy')).token;
  const writeToken = (await server.tokens.create('test-write-only', 'write')).token;
  const readToken = (await server.tokens.create('test-reader', 'read')).token;
  return {
    url: server.url,
    token,
    writeToken,
    readToken,
    store,
    server,
    async close() {
      await server.close();
      await cleanup();
    },
  };
}

/** fetch against the test server with a token (default: the write token) and a JSON body. */
export function api(server: TestServer, method: string, path: string, body?: unknown, token: string | null = server.token) {
  const headers: Record<string, string> = {};
  if (token !== null) headers['authorization'] = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${server.url}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
}
