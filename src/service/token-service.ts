// API tokens (DESIGN.md §3): random 32-byte secrets shown once, stored as SHA-256 hashes,
// compared in constant time. Tokens live in the store (any process or instance may change them).
import { hash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Store } from '../store/index.js';
import type { TokenScope } from '../store/index.js';
import { TOKEN_SCOPES } from '../store/index.js';
import { NotFoundError, ValidationError } from '../domain/errors.js';
import { isoTimestamp, type Clock } from '../domain/clock.js';

const TOKEN_PREFIX = 'rk_';
const NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export interface IssuedToken {
  name: string;
  scope: TokenScope;
  token: string;
}

export interface TokenIdentity {
  name: string;
  scope: TokenScope;
}

export function hashToken(token: string): Buffer {
  // The one-shot hash (Node ≥ 20.12) costs half of createHash().update().digest(): this
  // runs on every authenticated request (it showed in a CPU profile).
  return hash('sha256', token, 'buffer');
}

export function createTokenService(store: Store, clock: Clock) {
  // Hashes are kept in memory as buffers so a check is one constant-time compare per token,
  // with no early exit that would tell an attacker how many tokens there are or which is close.
  // The copy is checked against the store's token version on every verify (one row read): a
  // token created or revoked by another process or instance works, or stops working, on the
  // very next request — no timer, no window.
  let cache: { name: string; scope: TokenScope; hash: Buffer }[] | undefined;
  let cachedVersion = -1;
  const load = async () => {
    const version = await store.tokens.version();
    if (!cache || version !== cachedVersion) {
      const rows = await store.tokens.list();
      cache = rows.map((t) => ({ name: t.name, scope: t.scope, hash: Buffer.from(t.hash, 'hex') }));
      cachedVersion = version;
    }
    return cache;
  };

  return {
    async create(name: string, scope: TokenScope): Promise<IssuedToken> {
      if (!NAME.test(name)) {
        throw ValidationError.field('/name', 'use 1–64 letters, digits, dots, dashes or underscores');
      }
      if (!TOKEN_SCOPES.includes(scope)) throw ValidationError.field('/scope', `must be one of ${TOKEN_SCOPES.join(', ')}`);
      const token = TOKEN_PREFIX + randomBytes(32).toString('base64url');
      await store.tokens.insert(name, scope, hashToken(token).toString('hex'), isoTimestamp(clock.now()));
      return { name, scope, token };
    },
    async list() {
      return (await store.tokens.list()).map(({ name, scope, created, last_used }) => ({ name, scope, created, last_used }));
    },
    async revoke(name: string): Promise<void> {
      if (!(await store.tokens.delete(name))) throw new NotFoundError(`no token named ${name}`);
    },
    count(): Promise<number> {
      return store.tokens.count();
    },
    /** The identity behind a presented token, or undefined. Compares against every token. */
    async verify(presented: string): Promise<TokenIdentity | undefined> {
      const candidate = hashToken(presented);
      let match: TokenIdentity | undefined;
      for (const entry of await load()) {
        if (timingSafeEqual(candidate, entry.hash) && !match) match = { name: entry.name, scope: entry.scope };
      }
      return match;
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
