// Operating the server: GET /ready (may this instance take traffic?) and GET /docs (the API
// page). Both are public like /health and /openapi.json: a load balancer's probe and a
// person reading the API have no token, and neither answer holds person data.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { UnavailableError } from '../../domain/errors.js';
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

  registerApiPage(fastify, options.openApi);
}
