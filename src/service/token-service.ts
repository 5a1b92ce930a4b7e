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
  // The copy is checked against the store's token version (one row read) once per event-loop
  // turn, and again whenever a presented token is not in it: a token created by another process
  // or instance works on the very next request, and a revoked one stops working from the next
  // turn. The requests that share a turn arrived together, so they are concurrent with the
  // revocation whichever way they are served; sharing the read matters because on SQLite every
  // read outside a transaction opens and closes a read transaction (≈ 5–10 µs, which a CPU
  // profile of concurrent POST /person showed on every request). Only a read begun and answered
  // in the same turn is shared: one that waited for its answer (PostgreSQL's, over the network)
  // is older than the requests of the turn it ends in, so those read the version again.
  // Each entry's identity is made once per copy: a request shares it instead of getting a new object.
  let cache: { identity: TokenIdentity; hash: Buffer }[] | undefined;
  let cachedVersion = -1;
  let turn: object | undefined;
  let checkedIn: object | undefined;
  const currentTurn = (): object => {
    if (!turn) {
      const marker = {};
      turn = marker;
      setImmediate(() => {
        if (turn === marker) turn = undefined;
      });
    }
    return turn;
  };
  const checkedThisTurn = () => checkedIn !== undefined && checkedIn === turn;
  /** Re-reads the token version (and the tokens, if it changed); true when the copy changed. */
  const refresh = async (): Promise<boolean> => {
    const startedIn = currentTurn();
    const version = await store.tokens.version();
    if (currentTurn() === startedIn) checkedIn = startedIn;
    if (cache && version === cachedVersion) return false;
    const rows = await store.tokens.list();
    cache = rows.map((t) => ({ identity: Object.freeze({ name: t.name, scope: t.scope }), hash: Buffer.from(t.hash, 'hex') }));
    cachedVersion = version;
    return true;
  };
  const findIn = (entries: readonly { identity: TokenIdentity; hash: Buffer }[], candidate: Buffer) => {
    let match: TokenIdentity | undefined;
    for (const entry of entries) {
      if (timingSafeEqual(candidate, entry.hash) && !match) match = entry.identity;
    }
    return match;
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
      const deleted = await store.tokens.delete(name);
      checkedIn = undefined; // this process's own revocation counts at once
      if (!deleted) throw new NotFoundError(`no token named ${name}`);
    },
    count(): Promise<number> {
      return store.tokens.count();
    },
    /**
     * The identity behind a token's hash when the copy checked this turn holds it, without a
     * promise (the server's auth hook answers most requests so); undefined when verify() must
     * decide: the copy is not checked this turn yet, or the token is not in it (it may be new).
     */
    verifyChecked(hashed: Buffer): TokenIdentity | undefined {
      return cache !== undefined && checkedThisTurn() ? findIn(cache, hashed) : undefined;
    },
    /** The identity behind a presented token, or undefined. Compares against every token. */
    /** `hashed`: the token's hashToken() if the caller has it already (a keep-alive connection's last). */
    async verify(presented: string, hashed?: Buffer): Promise<TokenIdentity | undefined> {
      const candidate = hashed ?? hashToken(presented);
      const fromThisTurn = cache !== undefined && checkedThisTurn();
      if (!fromThisTurn) await refresh();
      const match = findIn(cache ?? [], candidate);
      // Not in a copy checked earlier this turn: the token may have been created since.
      if (match || !fromThisTurn || !(await refresh())) return match;
      return findIn(cache ?? [], candidate);
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
