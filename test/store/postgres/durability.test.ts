// Durability on PostgreSQL (issue 11 §3, §4): `kill -9` of a real `recruit serve --db
// postgres://…` in the middle of a write burst, twice, then a restart — every acknowledged
// person, document (bytea) and application is in the database, byte for byte.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { call, createToken, spawnServer, type SpawnedServer } from '../../resilience/helpers.js';
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
    const people = new Map<number, string>();
    const documents = new Map<number, { person: number; bytes: string }>();
    const subscriptions = new Map<number, { person: number; job: number }>();
    const serverErrors: string[] = [];
    let sequence = 0;
    for (let kill = 0; kill < KILLS; kill++) {
      server = await spawnServer(url, dir);
      const base = server.url;
      const job = await call(base, 'POST', '/job', { token, body: { position_data_id: 70 + kill, title: `Durable job ${kill}` } });
      expect(job.status).toBe(200);
      const jobId = (job.body as { data: [{ id: number }] }).data[0].id;
      let stop = false;
      const writer = async (client: number) => {
        const own: number[] = [];
        while (!stop) {
          const n = sequence++;
          try {
            if (own.length === 0 || n % 3 === 0) {
              const email = `durable${n}@example.com`;
              const response = await call(base, 'POST', '/person', { token, body: { first: 'Durable', last: `Writer${n}`, email } });
              if (response.status >= 500) serverErrors.push(`POST /person ${response.status}`);
              if (response.status === 200) {
                const { id } = (response.body as { data: { id: number } }).data;
                people.set(id, email);
                own.push(id);
              }
            } else if (n % 3 === 1) {
              const person = own[own.length - 1]!;
              const bytes = Buffer.from(`document ${n} by writer ${client} \u0000\u00ff`).toString('base64');
              const response = await call(base, 'POST', '/person/document', { token, body: { person_data_id: person, file_name: `d${n}.txt`, data: bytes } });
              if (response.status >= 500) serverErrors.push(`POST /person/document ${response.status}`);
              if (response.status === 200) documents.set((response.body as { data: { id: number } }).data.id, { person, bytes });
            } else {
              const person = own.shift()!;
              own.push(person);
              const response = await call(base, 'POST', '/person/subscription', { token, body: { person_data_id: person, job_data_id: jobId } });
              if (response.status >= 500) serverErrors.push(`POST /person/subscription ${response.status}`);
              if (response.status === 200) subscriptions.set((response.body as { data: { id: number } }).data.id, { person, job: jobId });
            }
          } catch {
            if (stop) return; // the connection died with the server: not acknowledged
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
        }
      };
      const writers = Array.from({ length: WRITERS }, (_, client) => writer(client));
      await new Promise((resolve) => setTimeout(resolve, 800 + 300 * kill));
      await server.kill9();
      stop = true;
      await Promise.all(writers);
    }
    server = await spawnServer(url, dir);
    const after = await call(server.url, 'POST', '/person', { token, body: { first: 'After', last: 'Restart', email: 'after@example.com' } });
    expect(after.status).toBe(200);
    await server.stop();

    expect(serverErrors).toEqual([]);
    expect(people.size).toBeGreaterThan(KILLS * 5);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const stored = async (sql: string, ids: number[]) => new Map((await client.query(sql, [ids])).rows.map((r) => [r.id as number, r]));
      const storedPeople = await stored('SELECT id, email FROM people WHERE id = ANY($1)', [...people.keys()]);
      for (const [id, email] of people) expect(storedPeople.get(id)?.email, `person ${id}`).toBe(email);
      const storedDocuments = await stored('SELECT id, person_id, bytes FROM documents WHERE id = ANY($1)', [...documents.keys()]);
      for (const [id, doc] of documents) {
        const row = storedDocuments.get(id);
        expect(row && { person: row.person_id, bytes: (row.bytes as Buffer).toString('base64') }, `document ${id}`).toEqual(doc);
      }
      const storedSubscriptions = await stored('SELECT id, person_id, job_id FROM subscriptions WHERE id = ANY($1)', [...subscriptions.keys()]);
      for (const [id, expected] of subscriptions) {
        const row = storedSubscriptions.get(id);
        expect(row && { person: row.person_id, job: row.job_id }, `subscription ${id}`).toEqual(expected);
      }
    } finally {
      await client.end();
    }
  }, 90_000);
});
