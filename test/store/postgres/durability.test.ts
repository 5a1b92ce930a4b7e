// Durability on PostgreSQL (§4): `kill -9` of a real `recruit serve --db
// postgres://…` in the middle of a write burst, twice, then a restart — every acknowledged
// person, document (bytea) and application is in the database, byte for byte. The harness
// is SQLite's (test/resilience/durability-harness.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, it } from 'vitest';
import { createToken, type SpawnedServer } from '../../resilience/helpers.js';
import { describeOutcome, expectAllAcknowledged, killDuringBursts } from '../../resilience/durability-harness.js';
import { usePostgres } from '../../helpers/postgres.js';

const postgres = usePostgres();
const KILLS = 2;
const WRITERS = 16;

describe('kill -9 during a write burst, on PostgreSQL', () => {
  const dir = mkdtempSync(join(tmpdir(), 'recruit-pgdurability-'));
  let server: SpawnedServer | undefined;
  afterAll(async () => {
    await server?.kill9();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every acknowledged write across SIGKILLs', async () => {
    const url = await postgres().createDatabase();
    const token = await createToken(url, dir, 'durability');
    const outcome = await killDuringBursts({ db: url, dir, token, kills: KILLS, writers: WRITERS, burstMs: 800, running: (s) => (server = s) });
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await expectAllAcknowledged(outcome, KILLS, async (sql) => (await client.query(sql)).rows);
    } finally {
      await client.end();
    }
    console.info(`durability (PostgreSQL): ${describeOutcome(outcome, KILLS, WRITERS)}`);
  }, 90_000);
});
