// Durability: `kill -9` of a real `recruit serve` in the middle of a write
// burst, then a restart on the same file — every acknowledged write is there, the database
// passes integrity_check, and the restarted server keeps taking writes. Three kills. The
// harness (durability-harness.ts) is shared with the PostgreSQL run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { registerFoldFunctions } from '../../src/store/sqlite/fold-functions.js';
import { createToken, integrityCheck, type SpawnedServer } from './helpers.js';
import { describeOutcome, expectAllAcknowledged, killDuringBursts } from './durability-harness.js';

const KILLS = 3;
const WRITERS = 20;

describe('kill -9 during a write burst', () => {
  const dir = mkdtempSync(join(tmpdir(), 'recruit-durability-'));
  const db = join(dir, 'recruit.sqlite');
  let server: SpawnedServer | undefined;
  afterAll(async () => {
    await server?.kill9();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every acknowledged write across three SIGKILLs', async () => {
    const token = await createToken(db, dir, 'durability');
    const outcome = await killDuringBursts({
      db, dir, token, kills: KILLS, writers: WRITERS, burstMs: 700,
      running: (s) => (server = s),
      afterKill: () => expect(integrityCheck(db)).toBe('ok'),
    });
    const sqlite = new Database(db, { readonly: true });
    registerFoldFunctions(sqlite); // the search indexes are expressions of them (migration 9)
    try {
      await expectAllAcknowledged(outcome, KILLS, async (sql) => sqlite.prepare(sql).all() as Record<string, unknown>[]);
      expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
    } finally {
      sqlite.close();
    }
    console.info(`durability: ${describeOutcome(outcome, KILLS, WRITERS)}`);
  }, 60_000);
});
