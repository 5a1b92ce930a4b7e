// An HTTP proxy that sends each request to the next of several servers in turn, so one
// client exercises "several instances behind a load balancer" (§4): whatever
// one instance wrote, the next request is answered by another. Real HTTP, port 0.
import { createServer, request, type Server } from 'node:http';

export interface RoundRobinProxy {
  url: string;
  /** How many requests each backend received, in backend order. */
  counts: number[];
  close(): Promise<void>;
}

export async function startRoundRobinProxy(backends: string[]): Promise<RoundRobinProxy> {
  const targets = backends.map((b) => new URL(b));
  const counts = targets.map(() => 0);
  let next = 0;
  const server: Server = createServer((req, res) => {
    const index = next++ % targets.length;
    counts[index] = (counts[index] ?? 0) + 1;
    const target = targets[index] as URL;
    const upstream = request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    counts,
    close: () => new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
