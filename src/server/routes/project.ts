// Projects: SPEC.md §4.3 endpoints 17–21. Active ⇔ within date_from…date_till (the
// service's rule); /project/{id} of a project that is not active answers data: [], of an
// id no project has 404. /project/full/{id} gives the project, active or not.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  ProjectCreateSchema, ProjectDeleteSchema, ProjectSchema, ProjectSummarySchema, ProjectUpdateSchema,
} from '../../domain/project.js';
import type { RouteDeps } from '../route-deps.js';
import { IdListSchema, IdParamsSchema, SuccessSchema, envelope, inline, typedSuccess } from '../schemas.js';

const ProjectListSchema = envelope('project', Type.Array(inline(ProjectSchema)));

export function projectRoutes(fastify: FastifyInstance, deps: RouteDeps): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/project/full', {
    schema: {
      summary: 'Endpoint 17: every project with its active flag and jobs',
      tags: ['project'],
      response: { 200: envelope('project', Type.Array(ProjectSummarySchema)) },
    },
  }, async (request) => ({ success: true, type: 'project', data: await deps.serviceFor(request).listProjectsFull() }));

  app.get('/project/full/:id', {
    schema: {
      summary: 'The whole project (data: [project]) whether active or not, so a client can say why it is not listed; 404 when no project has that id',
      tags: ['project'],
      params: IdParamsSchema,
      response: { 200: ProjectListSchema },
    },
  }, async (request) => ({
    success: true,
    type: 'project',
    data: [await deps.serviceFor(request).getProjectRecord(request.params.id)],
  }));

  app.post('/project', {
    schema: {
      summary: 'Endpoint 18: create a project (title required; jobs must exist)',
      tags: ['project'],
      body: ProjectCreateSchema,
      response: { 200: envelope('project', IdListSchema) },
    },
  }, async (request) => {
    const created = await deps.serviceFor(request).createProject(request.body);
    return { success: true, type: 'project', data: [created] };
  });

  app.put('/project', {
    schema: {
      summary: 'Endpoint 19: partial update of a project',
      tags: ['project'],
      body: ProjectUpdateSchema,
      response: { 200: SuccessSchema },
    },
  }, async (request) => {
    await deps.serviceFor(request).updateProject(request.body);
    return { success: true };
  });

  app.delete('/project', {
    schema: {
      summary: 'Delete a project; its jobs stay; 404 when no project has that id',
      tags: ['project'],
      body: ProjectDeleteSchema,
      response: { 200: typedSuccess('project') },
    },
  }, async (request) => {
    await deps.serviceFor(request).deleteProject(request.body.id);
    return { success: true, type: 'project' };
  });

  app.get('/project', {
    schema: { summary: 'Endpoint 20: active projects', tags: ['project'], response: { 200: ProjectListSchema } },
  }, async (request) => ({ success: true, type: 'project', data: await deps.serviceFor(request).listProjects() }));

  app.get('/project/:id', {
    schema: {
      summary: 'Endpoint 21: one project if it is active, else data: []; 404 when no project has that id',
      tags: ['project'],
      params: IdParamsSchema,
      response: { 200: ProjectListSchema },
    },
  }, async (request) => ({
    success: true,
    type: 'project',
    data: await deps.serviceFor(request).getProject(request.params.id),
  }));
}
