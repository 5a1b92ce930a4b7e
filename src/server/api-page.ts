// GET /docs: the API page, Swagger UI (@fastify/swagger-ui) rendering the same OpenAPI
// document /openapi.json serves. Its scripts and styles come from the package in
// node_modules through @fastify/static: no CDN, works offline.
//
// @fastify/swagger-ui declares that it needs @fastify/swagger, which generates a document
// from the routes; ours is generated already (openapi.ts), so a small plugin under that
// name hands ours over instead of a second generator that could disagree with it.
import type { FastifyInstance, RouteOptions } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import swaggerUi from '@fastify/swagger-ui';
import { stringify as toYaml } from 'yaml';

const PAGE = '/docs';

/** The published description of the page itself; the asset routes stay out of /openapi.json. */
const PAGE_SCHEMA = {
  summary: 'The API page: this API rendered from /openapi.json (Swagger UI, served from npm packages)',
  tags: ['meta'],
  response: { 200: { description: 'an HTML page', content: { 'text/html': { schema: { type: 'string' } } } } },
};

export function registerApiPage(app: FastifyInstance, openApi: () => Record<string, unknown>): void {
  void app.register(async (docs) => {
    docs.addHook('onRoute', (route: RouteOptions) => {
      // The page and its assets need no token, like /openapi.json.
      route.config = { ...(route.config as object), public: true };
      // The schema object is shared with the route record openapi.ts keeps, so changing it in
      // place publishes the page (only the page) under our summary.
      const schema = route.schema as Record<string, unknown> | undefined;
      if (schema && route.method === 'GET' && (route.url === PAGE || route.url === `${PAGE}/`)) {
        delete schema['hide'];
        Object.assign(schema, PAGE_SCHEMA);
        if (route.url === `${PAGE}/`) schema['hide'] = true;
      }
    });
    await docs.register(fastifyPlugin(async (instance) => {
      instance.decorate('swagger', (options?: { yaml?: boolean }) => (options?.yaml ? toYaml(openApi()) : openApi()));
    }, { name: '@fastify/swagger', fastify: '5.x' }));
    await docs.register(swaggerUi, {
      routePrefix: PAGE,
      uiConfig: { deepLinking: true, tryItOutEnabled: false },
      // Everything from this server; Swagger UI sets element styles from script, hence inline styles.
      staticCSP: "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; "
        + "object-src 'none'; base-uri 'self'; frame-ancestors 'self'",
    });
  });
}
