// API tokens: SHA-256 at rest (known vector), verify by hash against every token in
// constant time, scopes, and revocation.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Crypto from 'node:crypto';

// Spy on the constant-time compare (the rest of node:crypto stays real): the property that
// matters is structural — every stored hash is compared, full length, whatever the input.
const compares = vi.hoisted(() => ({ lengths: [] as [number, number][] }));
vi.mock('node:crypto', async (importOriginal) => {
  const real = await importOriginal<typeof Crypto>();
  return {
    ...real,
    timingSafeEqual: (a: NodeJS.ArrayBufferView, b: NodeJS.ArrayBufferView) => {
      compares.lengths.push([a.byteLength, b.byteLength]);
      return real.timingSafeEqual(a, b);
    },
  };
});
import { openSqliteStore as openStore, type SqliteStore as Store } from '../../src/store/index.js';
import { createTokenService, hashToken } from '../../src/service/token-service.js';
import { fixedClock } from '../helpers/local.js';
import { useStoreFolder } from '../helpers/temp-store.js';

let store: Store | undefined;
afterEach(() => store?.close());
const folder = useStoreFolder('recruit-token-turn');
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Counts the store's token-version reads from now on; each answered at once, or in a later event-loop turn. */
function countVersionReads(db: Store, options: { answerInLaterTurn?: boolean } = {}): { count: number } {
  const reads = { count: 0 };
  const version = db.tokens.version;
  db.tokens.version = async () => {
    reads.count++;
    if (options.answerInLaterTurn) await nextTurn();
    return version();
  };
  return reads;
}

describe('token service', () => {
  it('hashes with SHA-256 (FIPS 180-2 test vector)', () => {
    expect(hashToken('abc').toString('hex')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('stores only the hash, verifies the right token with its scope, rejects others, forgets revoked ones', async () => {
    const db = openStore(':memory:');
    store = db;
    const tokens = createTokenService(db, fixedClock());
    const writer = await tokens.create('ci-writer', 'write');
    const reader = await tokens.create('ci-reader', 'read');
    expect(writer.token).toMatch(/^rk_[A-Za-z0-9_-]{43}$/);
    const stored = db.sqlite.db.prepare('SELECT hash FROM tokens ORDER BY name').pluck().all();
    expect(stored).toEqual([hashToken(reader.token).toString('hex'), hashToken(writer.token).toString('hex')]);
    expect(JSON.stringify(db.sqlite.db.prepare('SELECT * FROM tokens').all())).not.toContain(writer.token);

    expect(await tokens.verify(writer.token)).toEqual({ name: 'ci-writer', scope: 'write' });
    expect(await tokens.verify(reader.token)).toEqual({ name: 'ci-reader', scope: 'read' });
    expect(await tokens.verify(`${writer.token}x`)).toBeUndefined();
    expect(await tokens.verify(writer.token.slice(0, -1))).toBeUndefined();
    expect(await tokens.verify('')).toBeUndefined();

    await tokens.revoke('ci-writer');
    expect(await tokens.verify(writer.token)).toBeUndefined();
    expect(await tokens.verify(reader.token)).toEqual({ name: 'ci-reader', scope: 'read' });
  });

  it('compares in constant time: every stored hash, 32 bytes each, for a hit, a near miss and a far miss alike', async () => {
    const db = openStore(':memory:');
    store = db;
    const tokens = createTokenService(db, fixedClock());
    const issued: string[] = [];
    for (const name of ['alpha', 'beta', 'gamma']) issued.push((await tokens.create(name, 'read')).token);
    const good = issued[1]!;
    const near = `${good.slice(0, -1)}${good.endsWith('A') ? 'B' : 'A'}`;
    const far = `x${'y'.repeat(good.length - 1)}`;
    for (const candidate of [good, near, far, issued[0]!, issued[2]!]) {
      compares.lengths.length = 0;
      await tokens.verify(candidate);
      expect(compares.lengths).toEqual([[32, 32], [32, 32], [32, 32]]);
    }
  });

  it('reads the token version once per event-loop turn for the tokens it knows, and again in the next turn', async () => {
    const db = folder.open();
    const tokens = createTokenService(db, fixedClock());
    const { token } = await tokens.create('turn-reader', 'read');
    await nextTurn();
    const reads = countVersionReads(db);
    for (let i = 0; i < 5; i++) expect(await tokens.verify(token)).toEqual({ name: 'turn-reader', scope: 'read' });
    expect(reads.count).toBe(1);
    await nextTurn();
    expect(await tokens.verify(token)).toEqual({ name: 'turn-reader', scope: 'read' });
    expect(reads.count).toBe(2);
  });

  it('accepts a token another connection created in the same turn, and refuses one it revoked from the next turn', async () => {
    const db = folder.open();
    const other = folder.open();
    const tokens = createTokenService(db, fixedClock());
    const known = await tokens.create('turn-known', 'write');
    await nextTurn();
    let turnEnded = false;
    setImmediate(() => (turnEnded = true));
    expect(await tokens.verify(known.token)).toEqual({ name: 'turn-known', scope: 'write' });
    // Written by the other connection without leaving this turn (a plain insert; its trigger bumps the version).
    const fresh = 'rk_turn-fresh-token';
    other.sqlite.db.prepare("INSERT INTO tokens (name, scope, hash, created) VALUES ('turn-fresh', 'read', ?, '2030-01-01 00:00:00')")
      .run(hashToken(fresh).toString('hex'));
    expect(await tokens.verify(fresh)).toEqual({ name: 'turn-fresh', scope: 'read' });
    other.sqlite.db.prepare("DELETE FROM tokens WHERE name = 'turn-known'").run();
    expect(turnEnded).toBe(false);
    await nextTurn();
    expect(await tokens.verify(known.token)).toBeUndefined();
    expect(await tokens.verify(fresh)).toEqual({ name: 'turn-fresh', scope: 'read' });
  });

  it('does not share a version read that was answered in a later turn (a store over the network): each verify reads', async () => {
    const db = folder.open();
    const tokens = createTokenService(db, fixedClock());
    const { token } = await tokens.create('slow-reader', 'read');
    await nextTurn();
    // The answer comes in a later turn, as a PostgreSQL round trip's does.
    const reads = countVersionReads(db, { answerInLaterTurn: true });
    for (let i = 0; i < 4; i++) expect(await tokens.verify(token)).toEqual({ name: 'slow-reader', scope: 'read' });
    expect(reads.count).toBe(4);
  });

  it('knows a token without a promise only from a copy checked this turn, and never reads the store for it', async () => {
    const db = folder.open();
    const tokens = createTokenService(db, fixedClock());
    const { token } = await tokens.create('sync-reader', 'read');
    const hash = hashToken(token);
    await nextTurn();
    const reads = countVersionReads(db);
    // Not checked this turn yet: verify() must decide (a revocation may have happened since).
    expect(tokens.verifyChecked(hash)).toBeUndefined();
    expect(await tokens.verify(token)).toEqual({ name: 'sync-reader', scope: 'read' });
    expect(tokens.verifyChecked(hash)).toEqual({ name: 'sync-reader', scope: 'read' });
    // A token the copy does not hold is left to verify(), which looks again (it may be new).
    expect(tokens.verifyChecked(hashToken(`${token}x`))).toBeUndefined();
    expect(reads.count).toBe(1);
    await nextTurn();
    expect(tokens.verifyChecked(hash)).toBeUndefined();
    expect(reads.count).toBe(1);
  });

  it('refuses at once, without a promise or not, a token revoked by another connection once the turn has ended', async () => {
    const db = folder.open();
    const other = folder.open();
    const tokens = createTokenService(db, fixedClock());
    const { token } = await tokens.create('sync-revoked', 'write');
    await nextTurn();
    expect(await tokens.verify(token)).toEqual({ name: 'sync-revoked', scope: 'write' });
    other.sqlite.db.prepare("DELETE FROM tokens WHERE name = 'sync-revoked'").run();
    await nextTurn();
    expect(tokens.verifyChecked(hashToken(token))).toBeUndefined();
    expect(await tokens.verify(token)).toBeUndefined();
    expect(tokens.verifyChecked(hashToken(token))).toBeUndefined();
  });
});
