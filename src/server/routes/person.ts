// People: SPEC.md §4.1 endpoints 1–6. Reads (1, 2, 6) are audited by the service and
// rate-limited per token; /person/exists is a static path, distinct from /person/{id}.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isRecruitError } from '../../domain/errors.js';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { PersonCreateSchema, PersonSchema, PersonUpdateSchema } from '../../domain/person.js';
import { PersonApplicationSchema, SubscriptionRequestSchema, SubscriptionSchema } from '../../domain/subscription.js';
import { IdResultSchema } from '../../domain/primitives.js';
import type { RouteDeps } from '../route-deps.js';
import { EmailQuerySchema, IdParamsSchema, PhoneQuerySchema, SuccessSchema, envelope, inline, untypedEnvelope } from '../schemas.js';

/**
 * POST /person's body as the server takes it: first and last required (the service's rule),
 * said in the schema too, so /openapi.json and the clients generated from it agree with
 * the server.
 */
const PersonCreateBodySchema = Type.Composite(
  [Type.Required(Type.Pick(PersonCreateSchema, ['first', 'last'])), Type.Omit(PersonCreateSchema, ['first', 'last'])],
  { additionalProperties: false, title: 'Person (create)' },
);

/**
 * A 409 on a taken e-mail answers "someone is registered under it" — what GET /person/exists
 * answers — so it counts as a person read (the service audits it): beyond the token's
 * budget the caller gets 429 instead, and learns nothing. `answer` makes the route's answer of
 * the write's outcome in the same step: a success passes through one promise, not two.
 */
function countEmailConflict<T, R>(deps: RouteDeps, request: FastifyRequest, reply: FastifyReply, work: Promise<T>,
  answer: (value: T) => R): Promise<R> {
  return work.then(answer, async (error: unknown) => {
    if (isRecruitError(error) && error.code === 'conflict') await deps.personReads.charge(request, reply, 1);
    throw error;
  });
}

export function personRoutes(fastify: FastifyInstance, deps: RouteDeps): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/person/exists', {
    schema: {
      summary: 'Endpoint 2: the id of the person registered under an e-mail (404 when none)',
      tags: ['person'],
      querystring: EmailQuerySchema,
      response: { 200: IdResultSchema },
    },
    ...deps.personRead,
  }, async (request) => {
    const { email } = request.query;
    return deps.serviceFor(request).findPersonByEmail(email);
  });

  app.get('/person/exists/phone', {
    schema: {
      summary: 'The id of the person with a phone number, mobile or land line, compared in E.164 (404 when none; audited)',
      tags: ['person'],
      querystring: PhoneQuerySchema,
      response: { 200: IdResultSchema },
    },
    ...deps.personRead,
  }, async (request) => {
    const { phone } = request.query;
    return deps.serviceFor(request).findPersonByPhone(phone);
  });

  app.get('/person/:id', {
    schema: {
      summary: 'Endpoint 1: a person (the Person object itself, no envelope)',
      tags: ['person'],
      params: IdParamsSchema,
      response: { 200: inline(PersonSchema) },
    },
    ...deps.personRead,
  }, async (request) => deps.serviceFor(request).getPerson(request.params.id));

  app.put('/person', {
    schema: {
      summary: 'Endpoint 3: partial update; omitted fields are kept',
      tags: ['person'],
      body: PersonUpdateSchema,
      response: { 200: SuccessSchema },
    },
  }, (request, reply) => countEmailConflict(deps, request, reply, deps.serviceFor(request).updatePerson(request.body),
    () => ({ success: true })));

  app.post('/person', {
    schema: {
      summary: 'Endpoint 4: create a person (first and last required; e-mail unique)',
      tags: ['person'],
      body: PersonCreateBodySchema,
      response: { 200: untypedEnvelope(IdResultSchema) },
    },
  // A promise, not an async handler: each write's answer is one promise fewer.
  }, (request, reply) => countEmailConflict(deps, request, reply, deps.serviceFor(request).createPerson(request.body),
    (data) => ({ success: true, data })));

  app.post('/person/subscription', {
    schema: {
      summary: 'Endpoint 5: apply a person to a job (409 with the existing id when repeated)',
      tags: ['person'],
      body: SubscriptionRequestSchema,
      response: { 200: envelope('subscription', IdResultSchema) },
    },
  }, async (request) => {
    const data = await deps.serviceFor(request).subscribe(request.body);
    return { success: true, type: 'subscription', data };
  });

  app.get('/person/:id/subscription', {
    schema: {
      summary: "Endpoint 6: a person's applications",
      tags: ['person'],
      params: IdParamsSchema,
      response: { 200: envelope('subscription', Type.Array(SubscriptionSchema)) },
    },
    ...deps.personRead,
  }, async (request) => {
    const data = await deps.serviceFor(request).listSubscriptions(request.params.id);
    return { success: true, type: 'subscription', data };
  });

  app.get('/person/:id/application', {
    schema: {
      summary: "A person's applications with their status (endpoint 6 plus status; addition)",
      tags: ['person'],
      params: IdParamsSchema,
      response: { 200: envelope('subscription', Type.Array(PersonApplicationSchema)) },
    },
    ...deps.personRead,
  }, async (request) => {
    const data = await deps.serviceFor(request).listApplications(request.params.id);
    return { success: true, type: 'subscription', data };
  });
}
