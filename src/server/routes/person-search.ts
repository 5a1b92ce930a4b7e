// Finding people and their skills: GET /person with the filters of
// `recruit person list` as query parameters, answered as `{ success, type: "person", data,
// next_cursor }` with a `Link: <…>; rel="next"` header; GET/PUT /person/{id}/skills.
// Reads are person reads: rate-limited per token, never cached, audited by the service
// (one row per person returned). A read-scope token gets 403 on PUT (auth.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { PersonSchema } from '../../domain/person.js';
import {
  PersonSearchQuerySchema, SEARCH_DEFAULT_LIMIT, SkillsChangeSchema, SkillsSchema, type PersonPage,
} from '../../domain/person-search.js';
import type { RouteDeps } from '../route-deps.js';
import { IdParamsSchema, envelope, inline } from '../schemas.js';

const PersonPageSchema = Type.Object({
  success: Type.Boolean(),
  type: Type.Literal('person'),
  data: Type.Array(inline(PersonSchema)),
  next_cursor: Type.Union([Type.String(), Type.Null()], { description: 'pass as `cursor` for the next page; null on the last page' }),
}, { additionalProperties: false });

/** The next page's URL: this request's path and query with the new cursor (RFC 8288 Link). */
function nextLink(request: FastifyRequest, cursor: string): string {
  const url = new URL(request.url, 'http://host.invalid');
  url.searchParams.set('cursor', cursor);
  return `<${url.pathname}${url.search}>; rel="next"`;
}

export function personSearchRoutes(fastify: FastifyInstance, deps: RouteDeps): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/person', {
    schema: {
      summary: 'Find people: filters as query parameters (all must match), cursor paging; one audit row per person returned',
      tags: ['person'],
      querystring: PersonSearchQuerySchema,
      response: { 200: PersonPageSchema },
    },
    ...deps.personRead,
  }, async (request, reply) => {
    const query = request.query;
    // Each person returned is a person read: the page is cut to what the token has left
    // (its next_cursor continues from there), the first person paid by the limiter.
    const lease = await deps.personReads.take(request, reply, (query.limit ?? SEARCH_DEFAULT_LIMIT) - 1);
    let page: PersonPage;
    try {
      page = await deps.serviceFor(request).searchPeople({ ...query, limit: 1 + lease.granted });
    } catch (error) {
      await lease.settle(0);
      throw error;
    }
    await lease.settle(page.data.length - 1);
    if (page.next_cursor !== null) void reply.header('link', nextLink(request, page.next_cursor));
    return { success: true, type: 'person' as const, data: page.data, next_cursor: page.next_cursor };
  });

  app.get('/person/:id/skills', {
    schema: {
      summary: "A person's skills (audited)",
      tags: ['person'],
      params: IdParamsSchema,
      response: { 200: envelope('skills', SkillsSchema) },
    },
    ...deps.personRead,
  }, async (request) => ({
    success: true,
    type: 'skills',
    data: await deps.serviceFor(request).getSkills(request.params.id),
  }));

  app.put('/person/:id/skills', {
    schema: {
      summary: "Change a person's skills: `skills` replaces the list, then `add` and `remove` apply; returns the new list",
      tags: ['person'],
      params: IdParamsSchema,
      body: SkillsChangeSchema,
      response: { 200: envelope('skills', SkillsSchema) },
    },
  }, async (request) => ({
    success: true,
    type: 'skills',
    data: await deps.serviceFor(request).changeSkills(request.params.id, request.body),
  }));
}
