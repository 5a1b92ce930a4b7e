// Durability (issue 6 item 6): `kill -9` of a real `recruit serve` in the middle of a write
// burst, then a restart on the same file — every acknowledged write is there, the database
// passes integrity_check, and the restarted server keeps taking writes. Three kills.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { call, createToken, integrityCheck, spawnServer, type SpawnedServer } from './helpers.js';

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
    const people = new Map<number, string>();
    const documents = new Map<number, { person: number; bytes: string }>();
    const subscriptions = new Map<number, { person: number; job: number }>();
    let attempted = 0;
    let failedByKill = 0;
    const serverErrors: string[] = [];
    let sequence = 0;

    for (let kill = 0; kill < KILLS; kill++) {
      server = await spawnServer(db, dir);
      const { url } = server;
      const job = await call(url, 'POST', '/job', { token, body: { position_data_id: 70 + kill, title: `Durable job ${kill}` } });
      expect(job.status).toBe(200);
      const jobId = (job.body as { data: [{ id: number }] }).data[0].id;
      let stop = false;

      const writer = async (client: number) => {
        const own: number[] = [];
        while (!stop) {
          const n = sequence++;
          attempted++;
          try {
            if (own.length === 0 || n % 3 === 0) {
              const email = `durable${n}@example.com`;
              const response = await call(url, 'POST', '/person', { token, body: { first: 'Durable', last: `Writer${n}`, email } });
              if (response.status >= 500) serverErrors.push(`POST /person ${response.status}`);
              if (response.status === 200) {
                const { id } = (response.body as { data: { id: number } }).data;
                people.set(id, email);
                own.push(id);
              }
            } else if (n % 3 === 1) {
              const person = own[own.length - 1]!;
              const bytes = Buffer.from(`document ${n} by writer ${client}`).toString('base64');
              const response = await call(url, 'POST', '/person/document', { token, body: { person_data_id: person, file_name: `d${n}.txt`, data: bytes } });
              if (response.status >= 500) serverErrors.push(`POST /person/document ${response.status}`);
              if (response.status === 200) documents.set((response.body as { data: { id: number } }).data.id, { person, bytes });
            } else {
              const person = own.shift()!;
              own.push(person);
              const response = await call(url, 'POST', '/person/subscription', { token, body: { person_data_id: person, job_data_id: jobId } });
              if (response.status >= 500) serverErrors.push(`POST /person/subscription ${response.status}`);
              if (response.status === 200) subscriptions.set((response.body as { data: { id: number } }).data.id, { person, job: jobId });
            }
          } catch {
            failedByKill++; // the connection died with the server: not acknowledged
            if (stop) return;
            await new Promise((resolve) => setTimeout(resolve, 20));
          }
        }
      };

      const writers = Array.from({ length: WRITERS }, (_, client) => writer(client));
      // Let the burst run, then kill in the middle of it.
      await new Promise((resolve) => setTimeout(resolve, 700 + 300 * kill));
      await server.kill9();
      stop = true;
      await Promise.all(writers);
      expect(integrityCheck(db)).toBe('ok');
    }

    // Restart once more: the server opens the file and still takes writes.
    server = await spawnServer(db, dir);
    const after = await call(server.url, 'POST', '/person', { token, body: { first: 'After', last: 'Restart', email: 'after@example.com' } });
    expect(after.status).toBe(200);
    await server.stop();

    expect(serverErrors).toEqual([]);
    expect(people.size).toBeGreaterThan(KILLS * 5);
    const sqlite = new Database(db, { readonly: true });
    try {
      const personEmail = sqlite.prepare('SELECT email FROM people WHERE id = ?').pluck();
      for (const [id, email] of people) expect(personEmail.get(id), `person ${id}`).toBe(email);
      const byId = sqlite.prepare('SELECT person_id, bytes FROM documents WHERE id = ?');
      for (const [id, doc] of documents) {
        const row = byId.get(id) as { person_id: number; bytes: Buffer } | undefined;
        expect(row, `document ${id}`).toBeDefined();
        expect({ person: row!.person_id, bytes: Buffer.from(row!.bytes).toString('base64') }).toEqual(doc);
      }
      const subscription = sqlite.prepare('SELECT person_id, job_id FROM subscriptions WHERE id = ?');
      for (const [id, expected] of subscriptions) {
        expect(subscription.get(id), `subscription ${id}`).toEqual({ person_id: expected.person, job_id: expected.job });
      }
      expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
    } finally {
      sqlite.close();
    }
    console.info(`durability: ${KILLS} × kill -9 during bursts of ${WRITERS} writers; ${attempted} writes attempted, `
      + `${people.size} people + ${documents.size} documents + ${subscriptions.size} applications acknowledged and all found after restart; `
      + `${failedByKill} requests cut off by the kills`);
  }, 60_000);
});
