// Operating the server: GET /ready (may this instance take traffic?), GET /docs (the API
// page) and GET /metrics. The first two are public like /health and /openapi.json: a load
// balancer's probe and a person reading the API have no token, and neither answer holds
// person data. /metrics needs a token with the `metrics` scope (or privacy): a scraper that
// reaches the server over the network, where the loopback port of --metrics-port is out of reach.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { NotFoundError, UnavailableError } from '../../domain/errors.js';
import type { Readiness } from '../readiness.js';
import { registerApiPage } from '../api-page.js';

const ReadySchema = Type.Object(
  { status: Type.Literal('ready'), version: Type.String() },
  { additionalProperties: false },
);

export interface OpsRouteOptions {
  version: string;
  readiness: Readiness;
  /** The OpenAPI document the API page renders (the one /openapi.json serves). */
  openApi: () => Record<string, unknown>;
  /** The server's metrics when it keeps them (`serve --metrics` or `--metrics-port`). */
  metrics?: { render(): Promise<{ contentType: string; body: string }> } | undefined;
}

export function opsRoutes(fastify: FastifyInstance, options: OpsRouteOptions): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/ready', {
    schema: {
      summary: 'Readiness: 200 when this instance can serve; 503 with the reasons (database unreachable or not writable, '
        + 'migrations behind, parser pool not started, shutting down)',
      tags: ['meta'],
      response: { 200: ReadySchema },
    },
    config: { public: true },
  }, async (_request, reply) => {
    const reasons = await options.readiness.reasons();
    // Probes poll: an answer that is never cached, and never kept on a closing instance.
    void reply.header('cache-control', 'no-store');
    if (reasons.length > 0) throw new UnavailableError(`not ready: ${reasons.join('; ')}`, { details: { reasons } });
    return { status: 'ready' as const, version: options.version };
  });

  app.get('/metrics', {
    schema: {
      summary: 'Prometheus metrics of this instance (metrics scope): answers by route and status, refusals, audited '
        + 'person reads, the parser pool, the store; never an id or a person\'s data. 404 when the server keeps none',
      tags: ['meta'],
      response: { 200: Type.String({ description: 'Prometheus text exposition format 0.0.4' }) },
    },
    config: { scope: 'metrics' },
  }, async (_request, reply) => {
    const { metrics } = options;
    if (!metrics) {
      // The envelope carries a message only: the way out goes in it.
      throw new NotFoundError('metrics are not served on this port: start the server with recruit serve --metrics to answer '
        + 'GET /metrics here to metrics-scope tokens, or read them from its --metrics-port on 127.0.0.1');
    }
    const { contentType, body } = await metrics.render();
    return reply.type(contentType).header('cache-control', 'no-store').send(body);
  });

  registerApiPage(fastify, options.openApi);
}
