// Graceful shutdown of the listening server: stop accepting connections, let the requests
// already sent be read and answered, then close — bounded, so a stuck client or a parse that
// does not end cannot hold the process.
//
// Node's server.close() (and so fastify's close) drops idle kept-alive connections at once.
// A request a client sent on such a connection just before the signal may still be in the
// socket's buffer, unread: dropping the connection then resets it. So the listener closes
// first, answers start carrying "Connection: close", and only after a short linger — long
// enough for every request sent before the signal to have been read — are the connections
// still idle closed.
import { Server as NetServer } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface GracefulCloseOptions {
  /** How long requests in flight may take (default 10 s); then every connection is cut. */
  graceMs: number;
  /** How long kept-alive connections may still bring a request already sent (default 250 ms). */
  lingerMs: number;
}

export const DEFAULT_SHUTDOWN_GRACE_MS = 10_000;
export const DEFAULT_DRAIN_LINGER_MS = 250;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Open connections of the server (idle kept-alive ones included). */
function openConnections(app: FastifyInstance): Promise<number> {
  return new Promise((resolve) => app.server.getConnections((error, count) => resolve(error ? 0 : count)));
}

/**
 * Closes `app` gracefully. The caller has already made answers ask clients to close their
 * connections (build-server's `draining`).
 */
export async function closeGracefully(app: FastifyInstance, options: GracefulCloseOptions): Promise<void> {
  // Whatever is still open at the deadline is cut, so the shutdown cannot hang on a client.
  const deadline = setTimeout(() => app.server.closeAllConnections(), options.graceMs);
  let sweep: NodeJS.Timeout | undefined;
  try {
    // No new connections from here on; the open ones are left alone (http's close would drop the idle ones).
    if (app.server.listening) NetServer.prototype.close.call(app.server);
    const lingerUntil = Date.now() + Math.min(options.lingerMs, options.graceMs);
    while (Date.now() < lingerUntil && (await openConnections(app)) > 0) await sleep(10);
    // Idle connections go as they become idle: each answer from now on closes its own.
    sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    await app.close();
  } finally {
    clearTimeout(deadline);
    clearInterval(sweep);
  }
}
