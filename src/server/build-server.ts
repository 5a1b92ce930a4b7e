// buildServer(deps): the fastify app over a RecruitService, separate from listen()
// (STYLE.md practice 6) so tests can inject() and the CLI can listen. The server is a
// thin HTTP skin: rules live in the service; here are only HTTP concerns — JSON-only
// bodies, validation, auth, rate limits, time limits, one error shape, one log line.
import Fastify, { LogController, type FastifyInstance, type FastifyReply } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Logger } from 'pino';
import type { RecruitService } from '../service/recruit-service.js';
import type { Actor } from '../service/audit.js';
import type { TokenService } from '../service/token-service.js';
import type { Clock } from '../domain/clock.js';
import type { Store } from '../store/index.js';
import { RateLimitedError, UnavailableError } from '../domain/errors.js';
import { registerAuth } from './auth.js';
import { inProcessRateLimitStore } from './rate-limit-store.js';
import { createDeadlines, type Deadline } from './deadlines.js';
import { createExportSlots } from './export-slots.js';
import { DEFAULT_EXPORT_CONCURRENCY } from '../domain/limits.js';
import { errorBody, mapError } from './error-status.js';
import { answerClientError, createAllowedMethods } from './client-errors.js';
import { typeboxValidatorCompiler } from './validation.js';
import { createBodyDecoder } from './body-decoder.js';
import { registerJsonBody } from './json-body.js';
import { forSerialization } from './schemas.js';
import { recordRoute, type RouteRecord } from './openapi.js';
import type { ImageStore } from './image-store.js';
import type { RouteDeps } from './route-deps.js';
import type { SharedRateLimitStore } from '../domain/rate-window.js';
import { createPersonReadBudget, rateLimitKey } from './person-read-budget.js';
import { personRoutes } from './routes/person.js';
import { personFileRoutes } from './routes/person-files.js';
import { personDataRoutes } from './routes/person-data.js';
import { personSearchRoutes } from './routes/person-search.js';
import { jobRoutes } from './routes/job.js';
import { projectRoutes } from './routes/project.js';
import { parserRoutes } from './routes/parser.js';
import { metaRoutes } from './routes/meta.js';
import { applicationRoutes } from './routes/application.js';
import { opsRoutes } from './routes/ops.js';
import { buildOpenApi } from './openapi.js';
import { createReadiness, type Readiness } from './readiness.js';
import type { ServerMetrics } from './metrics.js';
import { clientRequestId, logFailure, logRequest, noteErrorCode } from './request-log.js';
import { registerVersionHeaders, VERSION_HEADER } from './version-headers.js';
import { personImportRoutes, type BulkImportDeps } from './routes/person-import.js';
import { eventRoutes } from './routes/events.js';
import { registerEventHooks } from './event-hooks.js';
import { lazyChildLoggerFactory } from './lazy-request-logger.js';
import { createRequestIds } from './request-ids.js';
import type { EventsRuntime } from './events-runtime.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's time limit while it runs (deadlines.ts); undefined before onRequest. */
    deadline: Deadline | undefined;
  }
}

/** A service that can act for the caller of one request (LocalService.withActor). */
export interface ActorScopedService {
  withActor(actor: Actor): RecruitService;
}

export interface ServerDeps {
  service: ActorScopedService;
  tokens: TokenService;
  images: ImageStore;
  version: string;
  /** Person reads per minute per token (DESIGN.md §3; default 120). */
  rateLimit?: number | undefined;
  /**
   * Where the rate-limit counters live (@fastify/rate-limit's custom store class): in this
   * process by default; on PostgreSQL, in the database, shared by every instance.
   */
  rateLimitStore?: (new () => SharedRateLimitStore) | undefined;
  logger?: Logger | undefined;
  /**
   * Resolves once every commit made so far is on disk (the store's background WAL sync):
   * a successful write is answered only after that (DESIGN.md §3).
   */
  durable?: (() => Promise<void>) | undefined;
  /** Lets auth record a token's last use. */
  touch?: { store: Store; clock: Clock } | undefined;
  /** Request body of the JSON resources; the upload routes set their own. */
  bodyLimit?: number;
  /** Time to receive a request (slow clients). */
  requestTimeoutMs?: number;
  /** Time to receive the request headers (slowloris). */
  headersTimeoutMs?: number;
  /** Time to answer once received; beyond it the client gets 503. */
  handlerTimeoutMs?: number;
  /** Access exports streamed at a time (default 2); more → 429 with Retry-After. */
  exportConcurrency?: number | undefined;
  /** Counts answers, refusals and latencies (metrics.ts); none are kept without it. */
  metrics?: ServerMetrics | undefined;
  /**
   * Answer GET /metrics on this (the API) port to metrics-scope tokens. Off when metrics have
   * a loopback port of their own: then the public port never exposes them.
   */
  metricsOnApiPort?: boolean | undefined;
  /** What GET /ready checks (readiness.ts); without it the server is ready while it runs. */
  readiness?: Readiness | undefined;
  /** True once a shutdown has begun, before close(): answers then ask clients to drop the connection. */
  draining?: (() => boolean) | undefined;
  /** POST /person/import and /job/import run the store's bulk import (absent: those routes are not served). */
  bulkImport?: BulkImportDeps | undefined;
  /** The event feed, webhooks and the wake-up of long polls (events-runtime.ts); without it /events is absent. */
  events?: Pick<EventsRuntime, 'api' | 'wakeup' | 'closing'> | undefined;
  /**
   * Whether each request runs in an async context naming its token for the event rows (default
   * true): needed by a store that appends events after an await (PostgreSQL); a SQLite server
   * skips it (event-hooks.ts).
   */
  eventActorInAsyncContext?: boolean | undefined;
}

/** JSON resources need kilobytes: a job's two 20,000-character texts, a project's 10,000 job ids. */
export const DEFAULT_BODY_LIMIT = 256 * 1024;
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function buildServer(deps: ServerDeps): FastifyInstance {
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    // Our own onResponse line replaces fastify's two lines per request.
    logController: new LogController({ disableRequestLogging: true }),
    // A request's own logger is made only if it logs (lazy-request-logger.ts).
    ...(deps.logger ? { childLoggerFactory: lazyChildLoggerFactory } : {}),
    bodyLimit: deps.bodyLimit ?? DEFAULT_BODY_LIMIT,
    requestTimeout: deps.requestTimeoutMs ?? 60_000,
    // Node checks these limits only every connectionsCheckingInterval (default 30 s) and
    // waits up to 60 s for headers: a slowloris client held its socket for ~90 s.
    http: {
      headersTimeout: Math.min(deps.headersTimeoutMs ?? 10_000, deps.requestTimeoutMs ?? 60_000),
      connectionsCheckingInterval: 1_000,
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    clientErrorHandler: answerClientError,
    // Fastify answers a malformed URL (bad %-escape) or a path parameter over maxParamLength
    // before routing, in its own body shape ({ error: 'Bad Request', … }, 414 for the
    // latter): found by the HTTP fuzzer. Both are bad requests in our one error shape.
    frameworkErrors: (error, _request, reply) => {
      const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'a path parameter is too long' : 'the URL is not valid (bad percent-encoding)';
      // Answered before any hook runs: the version header is set here as well.
      void (reply as unknown as FastifyReply).code(400).header(VERSION_HEADER, deps.version).type('application/json; charset=utf-8')
        .send(errorBody('validation_failed', message));
    },
    // The request id (audit rows, logs, X-Request-Id) is always our own, so it is unique: a
    // client's X-Request-Id could repeat or impersonate another's. The
    // client's id, when harmless, is kept beside it (log line, X-Client-Request-Id).
    genReqId: createRequestIds(),
    // Requests that reach a closing server on a kept-alive connection are answered as usual
    // (with Connection: close), not with fastify's own 503 body: they arrived before the
    // connection was let go, and the graceful shutdown (shutdown.ts) waits for them.
    return503OnClosing: false,
  }) as unknown as FastifyInstance;

  // JSON only (DESIGN.md §3): our JSON parser (json-body.ts) replaces fastify's, its
  // text/plain parser goes, so any other content type is 415 and a body that is not JSON is 400.
  app.removeContentTypeParser('text/plain');
  const bodyDecoder = createBodyDecoder();
  registerJsonBody(app, bodyDecoder);
  app.setValidatorCompiler(typeboxValidatorCompiler);

  const routes: RouteRecord[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(...recordRoute(route));
    // The published description keeps the exact schema; the serializer gets a faster equivalent.
    const response = route.schema?.response;
    if (response) route.schema = { ...route.schema, response: forSerialization(response) };
  });

  // The per-request hooks below take fastify's callback form: an async hook costs a promise
  // and a microtask turn on every request, which a CPU profile of the server showed.
  const handlerTimeoutMs = deps.handlerTimeoutMs ?? 30_000;
  const deadlines = createDeadlines<FastifyReply>(handlerTimeoutMs, (reply) => {
    // Headers sent: the answer is being streamed (a download, an access export of hundreds of
    // MB) and bytes flow at the client's pace; a 503 cannot follow a 200, and cutting a
    // transfer that progresses would make a big export impossible. Streams bound their own
    // idle time (route-deps.ts sendExport).
    if (reply.sent || reply.raw.headersSent) return;
    const mapped = mapError(new UnavailableError(`the request took longer than ${handlerTimeoutMs} ms`));
    void reply.code(mapped.status).type('application/json; charset=utf-8').send(mapped.body);
  });
  // Each request holds its own entry: see deadlines.ts for why they are not kept in a Map.
  app.decorateRequest('deadline', undefined);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    const clientId = clientRequestId(request);
    if (clientId !== undefined) reply.header('x-client-request-id', clientId);
    request.deadline = deadlines.start(reply);
    done();
  });
  app.addHook('onClose', (_app, done) => {
    deadlines.close();
    bodyDecoder.close().then(() => done(), done);
  });

  registerAuth(app, { tokens: deps.tokens, touch: deps.touch });
  registerVersionHeaders(app, { version: deps.version });
  registerEventHooks(app, deps.events?.wakeup, deps.eventActorInAsyncContext ?? true);

  // Graceful shutdown: once close() starts, answers in flight tell the client to drop the
  // connection, so a keep-alive client cannot hold the shutdown open.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  const { durable } = deps;
  app.addHook('onSend', (request, reply, payload, done) => {
    if (closing || deps.draining?.()) reply.header('connection', 'close');
    // No write is acknowledged before it is durable. A failed request wrote nothing (every
    // write is one transaction), and reads wait for their audit rows in the service.
    if (!durable || READ_METHODS.has(request.method) || reply.statusCode >= 400) {
      done(null, payload);
      return;
    }
    durable().then(
      () => done(null, payload),
      (error: unknown) => done(new UnavailableError(
        'the change was saved but could not be confirmed on disk; check the server before retrying',
        { cause: error },
      )),
    );
  });

  // One line per request (request-log.ts): who, what route, outcome, how long — never URLs
  // or bodies, which carry e-mails and ids of people.
  app.addHook('onResponse', (request, reply, done) => {
    if (request.deadline) deadlines.finish(request.deadline);
    if (deps.logger) logRequest(request, reply);
    done();
  });
  deps.metrics?.register(app);

  app.setErrorHandler((error, request, reply) => {
    const mapped = mapError(error);
    noteErrorCode(request, mapped.body.error.code);
    // A library's detail behind a 422 (an image decoder's message, say) is for the log only.
    logFailure(request, error, mapped.status, mapped.body.error.code);
    return reply.code(mapped.status).headers(mapped.headers).type('application/json; charset=utf-8').send(mapped.body);
  });

  const allowedMethods = createAllowedMethods(routes);
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const allowed = allowedMethods(path);
    if (allowed.length > 0) {
      return reply.code(405).header('allow', allowed.join(', ')).type('application/json; charset=utf-8')
        .send(errorBody('not_found', `${request.method.slice(0, 20)} is not a method of ${path}; use ${allowed.join(', ')}`));
    }
    return reply.code(404).type('application/json; charset=utf-8')
      .send(errorBody('not_found', `no endpoint ${request.method} ${path}`));
  });

  // One counter store for the limiter and for the routes that count each person of a list.
  const RateLimitStore = deps.rateLimitStore ?? inProcessRateLimitStore();
  const personReadLimits = { max: deps.rateLimit ?? 120, timeWindow: 60_000 };
  void app.register(rateLimit, {
    global: false,
    // After auth (an app-level onRequest hook), so the key is the token, not the address.
    hook: 'preHandler',
    keyGenerator: rateLimitKey,
    // The same window rule (GCRA) in this process or, shared, in PostgreSQL (rate-limit-store.ts).
    store: RateLimitStore as never,
    enableDraftSpec: true,
    // The limit in the message; how long to wait is Retry-After's (a sentence with seconds in it
    // would be stale by the time a client shows it).
    errorResponseBuilder: (_request, context) =>
      new RateLimitedError(
        `rate limited: the limit is ${context.max} person reads per minute per token`,
        Math.max(1, Math.ceil(context.ttl / 1000)),
      ),
  });

  const exports = createExportSlots(deps.exportConcurrency ?? DEFAULT_EXPORT_CONCURRENCY);
  void app.register(async (api) => {
    // ONE limiter (one counter per token) shared by every person-read route: a per-route
    // config would give each route its own budget.
    const personReadLimit = api.rateLimit(personReadLimits);
    const routeDeps: RouteDeps = {
      // The service's store calls wait for a lock held elsewhere (LocalService's retryStoreCall, lock-retry.ts).
      serviceFor: (request) => deps.service.withActor({ name: request.identity?.name ?? 'anonymous', requestId: request.id }),
      personRead: {
        preHandler: personReadLimit,
        onRequest: (_request, reply, done) => {
          reply.header('cache-control', 'no-store');
          done();
        },
      },
      personReads: createPersonReadBudget(new RateLimitStore(), personReadLimits),
      images: deps.images,
      exports,
      exportIdleMs: handlerTimeoutMs,
    };
    metaRoutes(api, { version: deps.version, routes });
    opsRoutes(api, {
      version: deps.version,
      readiness: deps.readiness ?? createReadiness([]),
      openApi: () => buildOpenApi(routes, deps.version),
      metrics: deps.metricsOnApiPort === true ? deps.metrics : undefined,
    });
    personRoutes(api, routeDeps);
    personFileRoutes(api, routeDeps);
    personDataRoutes(api, routeDeps);
    personSearchRoutes(api, routeDeps);
    jobRoutes(api, routeDeps);
    projectRoutes(api, routeDeps);
    parserRoutes(api, routeDeps);
    applicationRoutes(api, routeDeps);
    personImportRoutes(api, deps.bulkImport);
    eventRoutes(api, deps.events && { api: deps.events.api, maxWaitMs: handlerTimeoutMs - 2_000, closing: deps.events.closing });
  });

  return app;
}
