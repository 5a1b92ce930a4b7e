// The server's Prometheus metrics (prom-client): one Registry per server, never the global
// one, so several servers in one process (the tests) keep their counts apart. Labels are
// route TEMPLATES, methods, statuses, formats and kinds — never a URL, an id or anything
// a person wrote: ids are not labels (each would be a new series) and people are not data
// for a dashboard.
import { statSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { ParserPoolObserver } from '../parser/pool.js';

/** What the store side reports on each scrape (src/store/probe.ts). */
export interface StoreGauges {
  /** SQLite: bytes in the write-ahead log; undefined on PostgreSQL. */
  walBytes?(): number;
  /** PostgreSQL: the connection pool now; undefined on SQLite. */
  pool?(): { total: number; idle: number; waiting: number };
}

export interface ServerMetrics {
  readonly registry: Registry;
  /** Counts each answer by route template and status, and the body parser's refusals. */
  register(app: FastifyInstance): void;
  /** A person read that wrote its audit rows: `people` rows of this kind (a list counts each person). */
  personReadsAudited(kind: string, people: number): void;
  /** How long a write's answer waited for its commit to be on disk. */
  commitWait(seconds: number): void;
  readonly parser: ParserPoolObserver;
  watchStore(gauges: StoreGauges): void;
  /** The exposition text and its content type. */
  render(): Promise<{ contentType: string; body: string }>;
}

/** Seconds: from a cached listing (~0.2 ms) to the handler time limit (30 s). */
const REQUEST_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const PARSE_BUCKETS = [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];
const COMMIT_BUCKETS = [0.0001, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.5, 1];
const BODY_REFUSALS = new Set([400, 413, 415]);

/** The route template fastify matched; unmatched requests share one label (their URLs are not labels). */
function routeOf(request: FastifyRequest): string {
  return request.is404 ? '(unmatched)' : (request.routeOptions.url ?? '(unmatched)');
}

/** A body arrived and the body parser refused it: the route's body was never set. */
function bodyRefused(request: FastifyRequest, status: number): boolean {
  if (!BODY_REFUSALS.has(status) || request.body !== undefined) return false;
  const headers = request.headers;
  return (headers['content-length'] !== undefined && headers['content-length'] !== '0') || headers['transfer-encoding'] !== undefined;
}

export function createServerMetrics(): ServerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: 'recruit_http_request_duration_seconds',
    help: 'HTTP answers by method, route template and status, with their latency',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [registry],
  });
  const rateLimited = new Counter({
    name: 'recruit_http_rate_limited_total',
    help: 'Answers 429 (person-read limit per token, export slots) by route template',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  const bodyRejections = new Counter({
    name: 'recruit_http_body_rejections_total',
    help: 'Request bodies the body parser refused (400 not JSON, 413 too large, 415 wrong type or encoding)',
    labelNames: ['status'] as const,
    registers: [registry],
  });
  const audited = new Counter({
    name: 'recruit_person_reads_audited_total',
    help: 'People read with their audit row written, by kind of read',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  const commit = new Histogram({
    name: 'recruit_store_commit_wait_seconds',
    help: "How long a successful write's answer waited for its commit to be durable",
    buckets: COMMIT_BUCKETS,
    registers: [registry],
  });
  const parserQueued = new Gauge({ name: 'recruit_parser_queued', help: 'Files waiting for a parser thread', registers: [registry] });
  const parserBusy = new Gauge({ name: 'recruit_parser_busy', help: 'Files on a parser thread now', registers: [registry] });
  const parseSeconds = new Histogram({
    name: 'recruit_parser_duration_seconds',
    help: 'Thread time per file, by task (parse, extract) and detected format',
    labelNames: ['task', 'format'] as const,
    buckets: PARSE_BUCKETS,
    registers: [registry],
  });
  const parseCancelled = new Counter({
    name: 'recruit_parser_cancelled_total',
    help: 'Files whose caller gave up (request answered or timed out, server closing)',
    registers: [registry],
  });
  const parseFailures = new Counter({
    name: 'recruit_parser_failures_total',
    help: 'Files the parser could not read, by error code',
    labelNames: ['code'] as const,
    registers: [registry],
  });

  // prom-client hashes the label values on every observe; one child per distinct series is
  // looked up by a plain string instead (the request path is the hot one).
  const children = new Map<string, ReturnType<typeof requests.labels>>();
  const onResponse = (request: FastifyRequest, reply: FastifyReply, done: () => void): void => {
    const route = routeOf(request);
    const status = reply.statusCode;
    const key = `${request.method} ${status} ${route}`;
    let child = children.get(key);
    if (!child) {
      child = requests.labels(request.method, route, String(status));
      children.set(key, child);
    }
    child.observe(reply.elapsedTime / 1000);
    if (status === 429) rateLimited.inc({ route });
    else if (bodyRefused(request, status)) bodyRejections.inc({ status: String(status) });
    done();
  };

  return {
    registry,
    register(app) {
      app.addHook('onResponse', onResponse);
    },
    personReadsAudited(kind, people) {
      if (people > 0) audited.inc({ kind }, people);
    },
    commitWait(seconds) {
      commit.observe(seconds);
    },
    parser: {
      load(queued, busy) {
        parserQueued.set(queued);
        parserBusy.set(busy);
      },
      finished(task, format, seconds) {
        parseSeconds.observe({ task, format }, seconds);
      },
      cancelled() {
        parseCancelled.inc();
      },
      failed(code) {
        parseFailures.inc({ code });
      },
    },
    watchStore(gauges) {
      const { walBytes, pool } = gauges;
      if (walBytes) {
        new Gauge({
          name: 'recruit_sqlite_wal_bytes',
          help: 'Size of the SQLite write-ahead log file',
          registers: [registry],
          collect() {
            this.set(walBytes());
          },
        });
      }
      if (pool) {
        new Gauge({
          name: 'recruit_postgres_pool_clients',
          help: 'PostgreSQL connection pool: total connections, idle ones, and queries waiting for one',
          labelNames: ['state'] as const,
          registers: [registry],
          collect() {
            const now = pool();
            this.set({ state: 'total' }, now.total);
            this.set({ state: 'idle' }, now.idle);
            this.set({ state: 'waiting' }, now.waiting);
          },
        });
      }
    },
    async render() {
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}

/** Bytes of a file now, 0 when it does not exist (a WAL after a TRUNCATE checkpoint, or none yet). */
export function fileBytes(path: string): number {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
}
