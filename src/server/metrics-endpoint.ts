// GET /metrics on a port of its own, bound to 127.0.0.1 (`recruit serve --metrics-port N`):
// the scraper runs beside the server (a Prometheus agent, a sidecar), needs no token, and the
// public port never exposes it. Plain node:http: one route, none of the API's hooks.
import { createServer, type Server } from 'node:http';
import type { ServerMetrics } from './metrics.js';

export interface MetricsEndpoint {
  url: string;
  close(): Promise<void>;
}

export const METRICS_HOST = '127.0.0.1';

export async function startMetricsEndpoint(metrics: ServerMetrics, port: number): Promise<MetricsEndpoint> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('GET /metrics\n');
      return;
    }
    metrics.render().then(
      ({ contentType, body }) => response.writeHead(200, { 'content-type': contentType, 'cache-control': 'no-store' })
        .end(request.method === 'HEAD' ? undefined : body),
      () => response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('metrics could not be collected\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ host: METRICS_HOST, port }, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const bound = address && typeof address === 'object' ? address.port : port;
  return {
    url: `http://${METRICS_HOST}:${bound}/metrics`,
    close: () => new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
}
