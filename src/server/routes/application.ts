// Applications as a pipeline, added beside SPEC.md endpoints 5 and 6 whose
// shapes do not change: PUT /person/subscription moves an application to a new status,
// DELETE /person/subscription withdraws it (history kept), GET /job/{id}/subscription lists
// a job's applicants — a person read: audited (one row per person) and rate-limited.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  ApplicantSchema, ApplicantsQuerySchema, ApplicationSchema, ApplicationStatusRequestSchema, WithdrawRequestSchema,
} from '../../domain/application.js';
import type { RouteDeps } from '../route-deps.js';
import { IdParamsSchema, envelope } from '../schemas.js';

export function applicationRoutes(fastify: FastifyInstance, deps: RouteDeps): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.put('/person/subscription', {
    schema: {
      summary: 'Move an application to a new status (applied → screening → interview → offer → hired; rejected or withdrawn before hired); ' +
        '409 names the allowed next states',
      tags: ['person'],
      body: ApplicationStatusRequestSchema,
      response: { 200: envelope('subscription', ApplicationSchema) },
    },
  }, async (request) => {
    const data = await deps.serviceFor(request).changeApplicationStatus(request.body);
    return { success: true, type: 'subscription', data };
  });

  app.delete('/person/subscription', {
    schema: {
      summary: 'Withdraw an application (status withdrawn; the application and its history are kept)',
      tags: ['person'],
      body: WithdrawRequestSchema,
      response: { 200: envelope('subscription', ApplicationSchema) },
    },
  }, async (request) => {
    const data = await deps.serviceFor(request).withdrawApplication(request.body);
    return { success: true, type: 'subscription', data };
  });

  app.get('/job/:id/subscription', {
    schema: {
      summary: "A job's applicants with their status, dates and history (audited: one row per person returned); ?status= filters",
      tags: ['job'],
      params: IdParamsSchema,
      querystring: ApplicantsQuerySchema,
      response: { 200: envelope('subscription', Type.Array(ApplicantSchema)) },
    },
    ...deps.personRead,
  }, async (request, reply) => {
    const { id } = request.params;
    const { status } = request.query;
    const data = await deps.serviceFor(request).listApplicants(id, status);
    // Each applicant is a person read. The list has no pages to cut it into: when the people
    // beyond the first do not fit in the token's budget, none is served (429).
    await deps.personReads.charge(request, reply, new Set(data.map((a) => a.person_data_id)).size - 1);
    return { success: true, type: 'subscription', data };
  });
}
