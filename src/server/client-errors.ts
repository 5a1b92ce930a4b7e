// Answers produced before any route runs, in the one error shape of DESIGN.md §3:
// Node's HTTP parser rejects bad methods, smuggling attempts (Content-Length with
// Transfer-Encoding), oversized headers and slow clients on the socket itself, where
// fastify's default wrote its own body; and a method a known path does not have is 405
// with Allow rather than 404.
import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import type { ErrorCode } from '../domain/errors.js';
import { errorBody } from './error-status.js';
import type { RouteRecord } from './openapi.js';

interface ClientError extends Error {
  code?: string;
}

const ANSWERS: Record<string, { status: number; code: ErrorCode; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'validation_failed', message: 'the request did not arrive in time' },
  HPE_HEADER_OVERFLOW: { status: 431, code: 'payload_too_large', message: 'the request headers are too large' },
};
const MALFORMED = { status: 400, code: 'validation_failed' as const, message: 'the request is not valid HTTP/1.1' };

/** fastify's clientErrorHandler: our body on the raw socket, then close it. */
export function answerClientError(error: ClientError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const answer = ANSWERS[error.code ?? ''] ?? MALFORMED;
  const body = JSON.stringify(errorBody(answer.code, answer.message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/** The methods the routes offer for a concrete path ("/person/7" → GET, with HEAD beside GET); [] for an unknown path. */
export function createAllowedMethods(routes: RouteRecord[]): (path: string) => string[] {
  let patterns: { pattern: RegExp; methods: Set<string> }[] | undefined;
  const compile = () => {
    const byUrl = new Map<string, Set<string>>();
    for (const route of routes) {
      const methods = byUrl.get(route.url) ?? new Set<string>();
      methods.add(route.method);
      if (route.method === 'GET') methods.add('HEAD');
      byUrl.set(route.url, methods);
    }
    return [...byUrl].map(([url, methods]) => ({
      pattern: new RegExp(`^${url.split('/').map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/')}/?$`),
      methods,
    }));
  };
  return (path) => {
    patterns ??= compile(); // the routes are all known once the first request arrives
    const allowed = new Set<string>();
    for (const { pattern, methods } of patterns) if (pattern.test(path)) for (const m of methods) allowed.add(m);
    return [...allowed].sort();
  };
}
