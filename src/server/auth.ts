// Bearer-token authentication and scopes (DESIGN.md §3): every route but health, the
// schemas and the API docs needs `Authorization: Bearer <token>`; a read token may only
// GET. Scopes are ordered, read < write < privacy: a write token may do everything but the
// data-protection actions (erasure, access export, purge), which need `privacy` — the export
// hands out everything about a person at once and the other two cannot be undone, so they
// are kept from the tokens integrations run with (a privacy token may do all a write token
// may). A token created by another process works on the next request, and one it revoked is
// refused from the next event-loop turn (the token service checks the store's token version
// once a turn, and again for a token its copy does not hold).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ForbiddenError, UnauthorizedError } from '../domain/errors.js';
import { hashToken, type TokenIdentity, type TokenService } from '../service/token-service.js';
import { isoTimestamp, type Clock } from '../domain/clock.js';
import type { Store } from '../store/index.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, set by the auth hook; undefined on public routes. */
    identity: TokenIdentity | undefined;
  }
  interface FastifyContextConfig {
    /** Health, schemas and docs: no token needed. */
    public?: boolean;
    /**
     * A scope the route needs beyond its method's: `privacy` (data-protection actions, webhook
     * administration), or a capability of its own (`events`, `metrics`).
     */
    scope?: 'privacy' | 'events' | 'metrics';
  }
}

const READ_METHODS = new Set(['GET', 'HEAD']);
const BEARER = /^Bearer[ ]+([A-Za-z0-9._~+/=-]{1,512})[ ]*$/i;
const TOUCH_MS = 60_000;

export interface AuthOptions {
  tokens: TokenService;
  /** Records `last_used` at most once a minute per token; optional (tests, read-only stores). */
  touch?: { store: Store; clock: Clock } | undefined;
}

export function registerAuth(app: FastifyInstance, options: AuthOptions): void {
  const touchedAt = new Map<string, number>();
  app.decorateRequest('identity', undefined);

  // Callback form, with the store's token check as the only promise (no async
  // wrapper per request; public routes and 404s answer without one). Most requests need not
  // even that: when this turn's copy of the tokens already holds the token (token-service.ts),
  // the caller is known at once.
  app.addHook('onRequest', (request, _reply, done) => {
    const { config } = request.routeOptions;
    // Unknown paths are 404 for everyone: there is nothing to protect there.
    if (config.public || request.is404) {
      done();
      return;
    }
    let presented: PresentedToken | undefined;
    let known: TokenIdentity | undefined;
    try {
      presented = presentedToken(request);
      known = options.tokens.verifyChecked(presented.hash);
      if (known) authorize(request, known, config.scope);
    } catch (error) {
      done(error as Error);
      return;
    }
    // Outside the try: done() runs the next hooks and the handler, whose errors are not ours.
    if (known) {
      done();
      return;
    }
    options.tokens.verify(presented.token, presented.hash).then((identity) => {
      if (!identity) throw invalidToken();
      authorize(request, identity, config.scope);
      done();
    }, (error: Error) => done(error)).catch((error: Error) => done(error));
  });

  function authorize(request: FastifyRequest, identity: TokenIdentity, needed: 'privacy' | 'events' | 'metrics' | undefined): void {
    const now = Date.now();
    authorizeCapability(identity, needed);
    if (needed === 'privacy' && identity.scope !== 'privacy') {
      throw new ForbiddenError(
        `token ${identity.name} has ${identity.scope} scope; erasure, access export and purge need a privacy token`,
        { hint: 'create one on the server: recruit token create NAME --scope privacy' },
      );
    }
    if (!READ_METHODS.has(request.method) && identity.scope === 'read') {
      throw new ForbiddenError(`token ${identity.name} has read scope; ${request.method} needs a write token`);
    }
    request.identity = identity;
    if (options.touch && now - (touchedAt.get(identity.name) ?? 0) > TOUCH_MS) {
      touchedAt.set(identity.name, now);
      options.touch.store.tokens.touch(identity.name, isoTimestamp(options.touch.clock.now())).catch((error: unknown) => {
        request.log.warn({ err: error }, 'cannot record token last_used');
      });
    }
  }
}

/**
 * `events` and `metrics` are capabilities beside the read < write < privacy order, not above
 * or below it: such a token opens only the routes of its capability (never person data), and
 * those routes are open to it and to privacy tokens only (a read token reads people, not the
 * feed of every change).
 */
function authorizeCapability(identity: TokenIdentity, needed: 'privacy' | 'events' | 'metrics' | undefined): void {
  const capability = identity.scope === 'events' || identity.scope === 'metrics';
  if (capability && needed !== identity.scope) {
    const route = identity.scope === 'events' ? 'GET /events' : 'GET /metrics';
    throw new ForbiddenError(`token ${identity.name} has ${identity.scope} scope, which opens only ${route}`);
  }
  if ((needed === 'events' || needed === 'metrics') && identity.scope !== needed && identity.scope !== 'privacy') {
    throw new ForbiddenError(`token ${identity.name} has ${identity.scope} scope; this needs a token with ${needed} scope`, {
      hint: `create one on the server: recruit token create NAME --scope ${needed}`,
    });
  }
}

interface PresentedToken {
  /** The Authorization header it came in. */
  header: string;
  token: string;
  hash: Buffer;
}

/**
 * The last token a connection presented and its hash: a keep-alive client sends the same
 * header on every request, and the token's SHA-256 was a few per cent of a POST /person's CPU
 * (the header's pattern, too, is matched only when the header changes). Only the hash is
 * reused — each request is still checked against the current tokens (a revoked one fails) —
 * and it goes with the connection.
 */
const lastTokenOf = new WeakMap<object, PresentedToken>();

const invalidToken = () => new UnauthorizedError('the token is not valid (unknown, revoked or malformed)');

function presentedToken(request: FastifyRequest): PresentedToken {
  const header = request.headers.authorization;
  if (header === undefined || header === '') {
    throw new UnauthorizedError('this endpoint needs a token: send Authorization: Bearer <token>');
  }
  const socket = request.raw.socket;
  const last = lastTokenOf.get(socket);
  if (last?.header === header) return last;
  const token = BEARER.exec(header)?.[1];
  if (token === undefined) throw invalidToken();
  const presented = { header, token, hash: hashToken(token) };
  lastTokenOf.set(socket, presented);
  return presented;
}
