// Job advertisements: SPEC.md §4.2 endpoints 12–16. Which jobs each listing shows is the
// service's rule (DESIGN.md §3: active and in the api_web channel); /job/{id} of a job
// that exists but is not shown (deleted ones included) answers 200 with data: [], of an
// id no job has 404. /job/full/{id} gives the whole job, shown or not.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  JobCreateSchema, JobDeleteSchema, JobSchema, JobSummarySchema, JobUpdateSchema,
} from '../../domain/job.js';
import type { RouteDeps } from '../route-deps.js';
import { cachedListing } from '../cached-listing.js';
import { IdListSchema, IdParamsSchema, SuccessSchema, envelope, inline, typedSuccess } from '../schemas.js';

const JobListSchema = envelope('job', Type.Array(inline(JobSchema)));

export function jobRoutes(fastify: FastifyInstance, deps: RouteDeps): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const sendJobs = cachedListing('job');
  app.get('/job', {
    schema: { summary: 'Endpoint 12: active jobs in the API/WEB channel', tags: ['job'], response: { 200: JobListSchema } },
  }, async (request, reply) => sendJobs(request, reply, await deps.serviceFor(request).listJobs()));

  const sendSummaries = cachedListing('job');
  app.get('/job/full', {
    schema: {
      summary: 'Endpoint 14: every job (deleted ones excepted) with its active flag',
      tags: ['job'],
      response: { 200: envelope('job', Type.Array(JobSummarySchema)) },
    },
  }, async (request, reply) => sendSummaries(request, reply, await deps.serviceFor(request).listJobsFull()));

  app.get('/job/all', {
    schema: {
      summary: 'Every job, deleted ones included, with status and channels (admins see why a job is not listed)',
      tags: ['job'],
      response: { 200: JobListSchema },
    },
  }, async (request) => ({ success: true, type: 'job', data: await deps.serviceFor(request).listAllJobs() }));

  app.get('/job/:id', {
    schema: {
      summary: 'Endpoint 13: one job if endpoint 12 shows it, else data: []; 404 when no job has that id',
      tags: ['job'],
      params: IdParamsSchema,
      response: { 200: JobListSchema },
    },
  }, async (request) => ({
    success: true,
    type: 'job',
    data: await deps.serviceFor(request).getJob(request.params.id),
  }));

  app.get('/job/full/:id', {
    schema: {
      summary: 'The whole job (data: [job]) whether listed or not, with status (deleted included) and channels, ' +
        'so a client can say why it is not listed; 404 when no job has that id',
      tags: ['job'],
      params: IdParamsSchema,
      response: { 200: JobListSchema },
    },
  }, async (request) => ({
    success: true,
    type: 'job',
    data: [await deps.serviceFor(request).getJobRecord(request.params.id)],
  }));

  app.post('/job', {
    schema: {
      summary: 'Endpoint 15: create a job (position_data_id and title required)',
      tags: ['job'],
      body: JobCreateSchema,
      response: { 200: envelope('job', IdListSchema) },
    },
  }, async (request) => {
    const created = await deps.serviceFor(request).createJob(request.body);
    return { success: true, type: 'job', data: [created] };
  });

  app.put('/job', {
    schema: {
      summary: 'Partial update of a job: omitted fields are kept, position_data members merge; status open or closed (close, reopen); 409 for a deleted job',
      tags: ['job'],
      body: JobUpdateSchema,
      response: { 200: SuccessSchema },
    },
  }, async (request) => {
    await deps.serviceFor(request).updateJob(request.body);
    return { success: true };
  });

  app.delete('/job', {
    schema: {
      summary: 'Endpoint 16: delete a job (it leaves every listing; applications keep their history)',
      tags: ['job'],
      body: JobDeleteSchema,
      response: { 200: typedSuccess('job') },
    },
  }, async (request) => {
    await deps.serviceFor(request).deleteJob(request.body.id);
    return { success: true, type: 'job' };
  });
}
