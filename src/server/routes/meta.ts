// Public documents (DESIGN.md §3): health, the published JSON Schemas, the OpenAPI
// description and the code tables. No token needed, no person data.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { NotFoundError } from '../../domain/errors.js';
import { CODE_TABLES, codeBookFor, isCodeTableName } from '../../domain/codes.js';
import { PUBLISHED_SCHEMAS } from '../published-schemas.js';
import { buildOpenApi, type RouteRecord } from '../openapi.js';
import { HealthSchema } from '../schemas.js';

const SchemaParamsSchema = Type.Object(
  { name: Type.String({ pattern: '^[a-z]+\\.json$', maxLength: 32 }) },
  { additionalProperties: false },
);

const CodeTableParamsSchema = Type.Object(
  { table: Type.String({ maxLength: 32, description: 'name of a code table' }) },
  { additionalProperties: false },
);

const CodeEntrySchema = Type.Object(
  { code: Type.Integer(), key: Type.String(), name: Type.String() },
  { additionalProperties: true, description: 'a code; some tables carry more fields (e.g. a state\'s country)' },
);

const CodeTableResponseSchema = Type.Object({
  success: Type.Literal(true),
  type: Type.Literal('codes'),
  data: Type.Array(CodeEntrySchema),
});

export function metaRoutes(fastify: FastifyInstance, options: { version: string; routes: RouteRecord[] }): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/health', {
    schema: { summary: 'Liveness', tags: ['meta'], response: { 200: HealthSchema } },
    config: { public: true },
  }, async () => ({ status: 'ok' as const, version: options.version }));

  app.get('/schema/:name', {
    schema: {
      summary: 'JSON Schema 2020-12 of person.json, job.json, project.json or parser.json',
      tags: ['meta'],
      params: SchemaParamsSchema,
      response: { 200: { description: 'the JSON Schema', content: { 'application/schema+json': { schema: { type: 'object' } } } } },
    },
    config: { public: true },
  }, async (request, reply) => {
    const { name } = request.params;
    const schema = PUBLISHED_SCHEMAS[name];
    if (!schema) throw new NotFoundError(`no schema ${name}; try ${Object.keys(PUBLISHED_SCHEMAS).join(', ')}`);
    return reply.header('content-type', 'application/schema+json').send(JSON.stringify(schema));
  });

  // The API takes codes as integers only, and its 400 names the table;
  // a client without the CLI (`recruit codes TABLE`) reads the table here.
  app.get('/codes/:table', {
    schema: {
      summary: `Code table (data/codes): ${CODE_TABLES.join(', ')}`,
      tags: ['meta'],
      params: CodeTableParamsSchema,
      response: { 200: CodeTableResponseSchema },
    },
    config: { public: true },
  }, async (request) => {
    const { table } = request.params;
    if (!isCodeTableName(table)) throw new NotFoundError(`no code table ${table}; try ${CODE_TABLES.join(', ')}`);
    return { success: true as const, type: 'codes' as const, data: codeBookFor().tables[table] };
  });

  let openApi: string | undefined;
  app.get('/openapi.json', {
    schema: {
      summary: 'This API as OpenAPI 3.1',
      tags: ['meta'],
      response: { 200: { description: 'the OpenAPI document', content: { 'application/json': { schema: { type: 'object' } } } } },
    },
    config: { public: true },
  }, async (_request, reply) => {
    openApi ??= JSON.stringify(buildOpenApi(options.routes, options.version));
    return reply.header('content-type', 'application/json; charset=utf-8').send(openApi);
  });
}
