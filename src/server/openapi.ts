// GET /openapi.json: an OpenAPI 3.1 document (its schema dialect is JSON Schema 2020-12)
// generated from the routes as they were registered, so it cannot drift from what the
// server validates and returns.
import type { RouteOptions } from 'fastify';
import { ErrorSchema } from './schemas.js';

export interface RouteRecord {
  method: string;
  url: string;
  schema: Record<string, unknown>;
  isPublic: boolean;
  /** Marked deprecated in its config (version-headers.ts): generated clients warn on its use. */
  isDeprecated: boolean;
}

export function recordRoute(route: RouteOptions): RouteRecord[] {
  const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const isDeprecated = route.config?.deprecation !== undefined;
  return methods.map((method) => ({ method, url: route.url, schema, isPublic: route.config?.public === true, isDeprecated }));
}

const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as Record<string, unknown>;

const ERROR_STATUSES: Record<string, string> = {
  '400': 'validation_failed: a field path per problem in error.details',
  '401': 'unauthorized: no valid bearer token',
  '403': 'forbidden: a read token on a write endpoint',
  '404': 'not_found',
  '409': 'conflict',
  '413': 'payload_too_large',
  '415': 'unsupported_media_type: the body must be application/json',
  '422': 'unprocessable',
  '429': 'rate_limited: see Retry-After and RateLimit-* headers',
  '503': 'unavailable (for person reads: the audit row could not be written)',
};

function parameters(schema: Record<string, unknown>, where: 'path' | 'query') {
  const part = schema[where === 'path' ? 'params' : 'querystring'] as { properties?: Record<string, unknown>; required?: string[] } | undefined;
  return Object.entries(part?.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (part?.required ?? []).includes(name),
    schema: plain(property),
  }));
}

function responseFor(value: unknown): Record<string, unknown> {
  const response = plain(value);
  if ('content' in response) return { description: String(response['description'] ?? 'OK'), content: response['content'] };
  return { description: 'OK', content: { 'application/json': { schema: response } } };
}

/**
 * A stable, unique name per operation for generated clients: the method,
 * then the path's words, parameters as "By<Name>" — GET /person/:id → getPersonById.
 */
export function operationId(method: string, url: string): string {
  const words = url.split('/').filter(Boolean).map((part) => {
    const name = part.startsWith(':') ? `by_${part.slice(1)}` : part;
    return name.split(/[^A-Za-z0-9]+/).filter(Boolean).map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
  });
  return method.toLowerCase() + words.join('');
}

export function buildOpenApi(routes: RouteRecord[], version: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    // Routes a plugin marks hidden (the API page's asset files) are not part of the API.
    if (route.schema['hide'] === true) continue;
    const path = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const { schema } = route;
    const responses: Record<string, unknown> = {};
    for (const [status, value] of Object.entries((schema['response'] ?? {}) as Record<string, unknown>)) {
      responses[status] = responseFor(value);
    }
    for (const [status, description] of Object.entries(ERROR_STATUSES)) {
      if (route.isPublic && status !== '404') continue;
      responses[status] = { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
    }
    const operation: Record<string, unknown> = {
      operationId: operationId(route.method, route.url),
      summary: schema['summary'],
      tags: schema['tags'],
      parameters: [...parameters(schema, 'path'), ...parameters(schema, 'query')],
      responses,
      ...(route.isPublic ? { security: [] } : {}),
      ...(route.isDeprecated ? { deprecated: true } : {}),
    };
    if (schema['requestBody']) {
      operation['requestBody'] = plain(schema['requestBody']); // a streamed, non-JSON body (routes/person-import.ts)
    } else if (schema['body']) {
      operation['requestBody'] = { required: true, content: { 'application/json': { schema: plain(schema['body']) } } };
    }
    (paths[path] ??= {})[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'recruit API',
      version,
      description: 'Recruitment data service (docs/SPEC.md): people, applications, documents, jobs, projects, résumé parser.',
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    // Relative: the document is served by the server it describes, at whatever address.
    servers: [{ url: '/', description: 'the server that serves this document' }],
    components: {
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'recruit token create NAME --scope read|write|privacy ' +
            '(read = GET only; write = all but erasure, access export and purge, which need privacy)',
        },
      },
      schemas: { Error: plain(ErrorSchema) },
    },
    security: [{ bearer: [] }],
    paths,
  };
}
