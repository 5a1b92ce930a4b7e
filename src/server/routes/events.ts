// The event feed (GET /events: `events` scope) and webhook administration (/webhook: the
// `privacy` scope, the highest: a webhook sends where the data changes go). Events hold ids
// and field names only; reading the person behind one is an audited person read.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type TSchema } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EVENT_TYPES } from '../../domain/events.js';
import type { EventsApi } from '../../service/events-service.js';
import { MAX_EVENT_PAGE, MAX_WAIT_SECONDS } from '../../service/events-service.js';
import { IdParamsSchema, SuccessSchema } from '../schemas.js';

export interface EventRouteDeps {
  api: EventsApi;
  /** The longest a long poll may wait: below the server's handler time limit. */
  maxWaitMs: number;
  /** Aborted when the server closes. */
  closing?: AbortSignal | undefined;
}

const EventSchema = Type.Object({
  id: Type.Integer({ description: 'monotonic: resume with after=<the last id you saw>' }),
  type: Type.String({ description: `one of ${EVENT_TYPES.join(', ')}` }),
  at: Type.String({ description: 'when it committed (ISO 8601)' }),
  actor: Type.String({ description: "token name, or cli:<user> for local commands; '' once the person was erased" }),
  subject: Type.String({ description: 'what the event is about, e.g. person:12; deliveries keep each subject in order' }),
  ids: Type.Record(Type.String(), Type.Integer(), { description: 'person_id, job_id, project_id, application_id, document_id, merged_id' }),
  fields: Type.Array(Type.String(), { description: 'names of the changed fields, never their values' }),
  counts: Type.Optional(Type.Record(Type.String(), Type.Integer(), { description: 'import.completed: created, updated, skipped…' })),
});

const EventsQuerySchema = Type.Object({
  after: Type.Optional(Type.Integer({ minimum: 0, description: 'events after this id (default 0: from the start)' })),
  types: Type.Optional(Type.String({ maxLength: 2_000, description: 'comma-separated event types' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_EVENT_PAGE, description: 'default 100' })),
  wait: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_WAIT_SECONDS,
    description: 'seconds to wait for the first event when none is there (long polling)' })),
}, { additionalProperties: false });

const WebhookSchema = Type.Object({
  id: Type.Integer(),
  url: Type.String(),
  types: Type.Array(Type.String()),
  enabled: Type.Boolean(),
  created: Type.String(),
  failing_since: Type.Union([Type.String(), Type.Null()]),
  disabled_at: Type.Union([Type.String(), Type.Null()]),
});

const NewWebhookSchema = Type.Object({
  url: Type.String({ maxLength: 2_000,
    description: 'http:// or https://; loopback and private addresses only with serve --allow-private-webhooks' }),
  events: Type.Union([Type.Array(Type.String({ maxLength: 64 }), { maxItems: 64 }), Type.String({ maxLength: 2_000 })], {
    description: `event types (a list or comma-separated): ${EVENT_TYPES.join(', ')}`,
  }),
  secret: Type.Optional(Type.String({ maxLength: 200, description: 'whsec_<base64>; made for you when left out' })),
}, { additionalProperties: false });

const DeliverySchema = Type.Object({
  id: Type.Integer(),
  webhook_id: Type.Integer(),
  event_id: Type.Integer(),
  event_type: Type.String(),
  state: Type.Union([Type.Literal('pending'), Type.Literal('delivered'), Type.Literal('failed')]),
  attempts: Type.Integer(),
  last_status: Type.Union([Type.Integer(), Type.Null()]),
  last_error: Type.Union([Type.String(), Type.Null()]),
  created: Type.String(),
  delivered_at: Type.Union([Type.String(), Type.Null()]),
  next_attempt_at: Type.Union([Type.String(), Type.Null()]),
});

const envelope = <T extends TSchema>(type: string, data: T) =>
  Type.Object({ success: Type.Boolean(), type: Type.Literal(type), data });

/** Aborted when the client goes away (a long poll stops waiting for nobody) or the server closes. */
function pollEnds(request: FastifyRequest, closing: AbortSignal | undefined): AbortSignal {
  const controller = new AbortController();
  request.raw.once('close', () => controller.abort());
  return closing ? AbortSignal.any([controller.signal, closing]) : controller.signal;
}

export function eventRoutes(parent: FastifyInstance, deps: EventRouteDeps | undefined): void {
  if (!deps) return;
  const app = parent.withTypeProvider<TypeBoxTypeProvider>();
  const admin = { scope: 'privacy' as const };

  app.get('/events', {
    schema: {
      summary: 'Events after a cursor, in commit order; waits up to `wait` seconds for the first one (events scope)',
      tags: ['events'],
      querystring: EventsQuerySchema,
      response: { 200: Type.Object({ success: Type.Boolean(), type: Type.Literal('event'), data: Type.Array(EventSchema),
        next: Type.Integer() }) },
    },
    config: { scope: 'events' },
  }, async (request) => {
    const { after, types, limit, wait } = request.query;
    const waitSeconds = Math.min(wait ?? 0, Math.max(0, deps.maxWaitMs / 1000));
    const page = await deps.api.listEvents({ after, types: types === undefined ? [] : [types], limit, wait: waitSeconds },
      pollEnds(request, deps.closing));
    return { success: true, type: 'event' as const, data: page.events, next: page.next };
  });

  app.get('/webhook', {
    schema: { summary: 'Webhooks (privacy scope)', tags: ['events'], response: { 200: envelope('webhook', Type.Array(WebhookSchema)) } },
    config: admin,
  }, async () => ({ success: true, type: 'webhook' as const, data: await deps.api.listWebhooks() }));

  app.post('/webhook', {
    schema: {
      summary: 'Add a webhook; its secret is in this answer only (privacy scope)',
      tags: ['events'],
      body: NewWebhookSchema,
      response: { 200: envelope('webhook', Type.Intersect([WebhookSchema, Type.Object({ secret: Type.String() })])) },
    },
    config: admin,
  }, async (request) => {
    const { url, events, secret } = request.body;
    const created = await deps.api.addWebhook({ url, types: typeof events === 'string' ? [events] : events, secret });
    return { success: true, type: 'webhook' as const, data: created };
  });

  app.delete('/webhook/:id', {
    schema: { summary: 'Remove a webhook and its delivery log (privacy scope)', tags: ['events'], params: IdParamsSchema,
      response: { 200: SuccessSchema } },
    config: admin,
  }, async (request) => {
    await deps.api.removeWebhook(request.params.id);
    return { success: true };
  });

  app.post('/webhook/:id/enable', {
    schema: {
      summary: 'Switch a webhook back on (after it failed for 24 h); pending deliveries resume (privacy scope)',
      tags: ['events'], params: IdParamsSchema, response: { 200: envelope('webhook', WebhookSchema) },
    },
    config: admin,
  }, async (request) => ({ success: true, type: 'webhook' as const, data: await deps.api.enableWebhook(request.params.id) }));

  app.post('/webhook/:id/test', {
    schema: {
      summary: 'Send a signed test delivery now and report the answer (privacy scope)',
      tags: ['events'], params: IdParamsSchema,
      response: { 200: envelope('webhook-test', Type.Object({ ok: Type.Boolean(), status: Type.Union([Type.Integer(), Type.Null()]),
        error: Type.Optional(Type.String()) })) },
    },
    config: admin,
  }, async (request) => ({ success: true, type: 'webhook-test' as const, data: await deps.api.testWebhook(request.params.id) }));

  app.get('/webhook/:id/deliveries', {
    schema: {
      summary: 'The newest deliveries of a webhook (privacy scope)',
      tags: ['events'], params: IdParamsSchema,
      querystring: Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000 })) }, { additionalProperties: false }),
      response: { 200: envelope('delivery', Type.Array(DeliverySchema)) },
    },
    config: admin,
  }, async (request) => ({ success: true, type: 'delivery' as const, data: await deps.api.deliveries(request.params.id,
    request.query.limit) }));
}
