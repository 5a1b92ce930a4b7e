// Which version answered, and which routes are on their way out. Every response names the
// server's version in Recruit-Version, so a client can tell an old server from a missing
// route. A route marked `deprecation` in its config announces it with the Deprecation
// header (RFC 9745) and, once a removal date is set, Sunset (RFC 8594): clients see the
// change coming releases before it happens.
import type { FastifyInstance, onSendHookHandler } from 'fastify';

/** How a route announces its retirement. */
export interface RouteDeprecation {
  /** When the route was (or will be) deprecated: an ISO date or date-time. */
  since: string;
  /** When it will stop answering: an ISO date or date-time. */
  sunset?: string;
  /** A page that says what to use instead (Link rel="deprecation"). */
  link?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Marks the route deprecated: its answers carry Deprecation (and Sunset, Link). */
    deprecation?: RouteDeprecation;
  }
}

export const VERSION_HEADER = 'recruit-version';

/** The header values for a deprecation; a date that cannot be read is a bug in the route's config. */
export function deprecationHeaders(deprecation: RouteDeprecation): Record<string, string> {
  const seconds = (text: string, what: string) => {
    const time = Date.parse(text);
    if (Number.isNaN(time)) throw new Error(`route deprecation: ${what} "${text}" is not a date`);
    return time;
  };
  // RFC 9745: a Structured Field Date, "@" and the seconds since the epoch.
  const headers: Record<string, string> = { deprecation: `@${Math.floor(seconds(deprecation.since, 'since') / 1000)}` };
  // RFC 8594: an HTTP-date.
  if (deprecation.sunset !== undefined) headers['sunset'] = new Date(seconds(deprecation.sunset, 'sunset')).toUTCString();
  const links: string[] = [];
  if (deprecation.link !== undefined) {
    links.push(`<${deprecation.link}>; rel="deprecation"; type="text/html"`);
    if (deprecation.sunset !== undefined) links.push(`<${deprecation.link}>; rel="sunset"; type="text/html"`);
  }
  if (links.length > 0) headers['link'] = links.join(', ');
  return headers;
}

export function registerVersionHeaders(app: FastifyInstance, options: { version: string }): void {
  // A deprecated route gets an onSend hook of its own, with its header values made once, when
  // the route is added (a wrong date fails at start-up, not on a client's request): the hook
  // every answer passes through only names the version, without looking up its route's config.
  app.addHook('onRoute', (route) => {
    const deprecation = route.config?.deprecation;
    if (!deprecation) return;
    const headers = Object.entries(deprecationHeaders(deprecation));
    const announce: onSendHookHandler = (_request, reply, payload, done) => {
      for (const [name, value] of headers) {
        // A route may send Link headers of its own: ours go beside them.
        const existing = name === 'link' ? reply.getHeader('link') : undefined;
        reply.header(name, existing === undefined ? value : `${String(existing)}, ${value}`);
      }
      done(null, payload);
    };
    const own = route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend];
    route.onSend = [...own, announce];
  });
  // onSend, not onRequest: it also runs for answers made before routing (404, a malformed URL).
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header(VERSION_HEADER, options.version);
    done(null, payload);
  });
}
