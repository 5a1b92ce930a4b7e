// The kill -9 durability harness, shared by the SQLite run
// (durability.test.ts) and the PostgreSQL one (test/store/postgres/durability.test.ts, issue
// 11 §4): a real `recruit serve` in a child process, WRITERS clients writing people,
// documents and applications as fast as it answers, SIGKILL in the middle of the burst,
// restart on the same database, KILLS times; then one more restart that must take a write.
// Only the store-specific checks (integrity after each kill, how rows are read) differ.
import { expect } from 'vitest';
import { call, spawnServer, type SpawnedServer } from './helpers.js';

export interface Acknowledged {
  people: Map<number, string>;
  documents: Map<number, { person: number; bytes: string }>;
  subscriptions: Map<number, { person: number; job: number }>;
  serverErrors: string[];
  attempted: number;
  failedByKill: number;
}

export interface BurstOptions {
  /** A SQLite path or a postgres:// URL: what `recruit serve --db` gets. */
  db: string;
  dir: string;
  token: string;
  kills: number;
  writers: number;
  /** How long the first burst runs before its kill; each later one runs 300 ms longer. */
  burstMs: number;
  /** The server now running, so the caller's afterAll can kill it if the test fails. */
  running(server: SpawnedServer | undefined): void;
  /** After each kill, with the server dead (SQLite: integrity_check). */
  afterKill?(): void | Promise<void>;
}

export async function killDuringBursts(options: BurstOptions): Promise<Acknowledged> {
  const { token } = options;
  const outcome: Acknowledged = { people: new Map(), documents: new Map(), subscriptions: new Map(), serverErrors: [], attempted: 0, failedByKill: 0 };
  let sequence = 0;
  for (let kill = 0; kill < options.kills; kill++) {
    const server = await spawnServer(options.db, options.dir);
    options.running(server);
    const { url } = server;
    const job = await call(url, 'POST', '/job', { token, body: { position_data_id: 70 + kill, title: `Durable job ${kill}` } });
    expect(job.status).toBe(200);
    const jobId = (job.body as { data: [{ id: number }] }).data[0].id;
    let stop = false;

    const writer = async (client: number) => {
      const own: number[] = [];
      while (!stop) {
        const n = sequence++;
        outcome.attempted++;
        try {
          if (own.length === 0 || n % 3 === 0) {
            const email = `durable${n}@example.com`;
            const response = await call(url, 'POST', '/person', { token, body: { first: 'Durable', last: `Writer${n}`, email } });
            if (response.status >= 500) outcome.serverErrors.push(`POST /person ${response.status}`);
            if (response.status === 200) {
              const { id } = (response.body as { data: { id: number } }).data;
              outcome.people.set(id, email);
              own.push(id);
            }
          } else if (n % 3 === 1) {
            const person = own[own.length - 1]!;
            // NUL and 0xFF: a blob / bytea is stored byte for byte, not as text.
            const bytes = Buffer.from(`document ${n} by writer ${client} \u0000\u00ff`).toString('base64');
            const response = await call(url, 'POST', '/person/document', { token, body: { person_data_id: person, file_name: `d${n}.txt`, data: bytes } });
            if (response.status >= 500) outcome.serverErrors.push(`POST /person/document ${response.status}`);
            if (response.status === 200) outcome.documents.set((response.body as { data: { id: number } }).data.id, { person, bytes });
          } else {
            const person = own.shift()!;
            own.push(person);
            const response = await call(url, 'POST', '/person/subscription', { token, body: { person_data_id: person, job_data_id: jobId } });
            if (response.status >= 500) outcome.serverErrors.push(`POST /person/subscription ${response.status}`);
            if (response.status === 200) outcome.subscriptions.set((response.body as { data: { id: number } }).data.id, { person, job: jobId });
          }
        } catch {
          outcome.failedByKill++; // the connection died with the server: not acknowledged
          if (stop) return;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
    };

    const writers = Array.from({ length: options.writers }, (_, client) => writer(client));
    // Let the burst run, then kill in the middle of it.
    await new Promise((resolve) => setTimeout(resolve, options.burstMs + 300 * kill));
    await server.kill9();
    options.running(undefined);
    stop = true;
    await Promise.all(writers);
    await options.afterKill?.();
  }

  // Restart once more: the server opens the database and still takes writes.
  const server = await spawnServer(options.db, options.dir);
  options.running(server);
  const after = await call(server.url, 'POST', '/person', { token, body: { first: 'After', last: 'Restart', email: 'after@example.com' } });
  expect(after.status).toBe(200);
  await server.stop();
  options.running(undefined);
  return outcome;
}

/**
 * Every acknowledged write is in the database, byte for byte. `rows` runs a SELECT (SQL
 * both stores understand) on the database the server wrote to.
 */
export async function expectAllAcknowledged(outcome: Acknowledged, kills: number, rows: (sql: string) => Promise<Record<string, unknown>[]>): Promise<void> {
  expect(outcome.serverErrors).toEqual([]);
  expect(outcome.people.size).toBeGreaterThan(kills * 5);
  const byId = async (sql: string, ids: Iterable<number>) => {
    const list = [...ids];
    if (list.length === 0) return new Map<number, Record<string, unknown>>();
    return new Map((await rows(`${sql} WHERE id IN (${list.map((id) => Number(id)).join(',')})`)).map((r) => [Number(r['id']), r]));
  };
  const people = await byId('SELECT id, email FROM people', outcome.people.keys());
  for (const [id, email] of outcome.people) expect(people.get(id)?.['email'], `person ${id}`).toBe(email);
  const documents = await byId('SELECT id, person_id, bytes FROM documents', outcome.documents.keys());
  for (const [id, doc] of outcome.documents) {
    const row = documents.get(id);
    expect(row && { person: row['person_id'], bytes: Buffer.from(row['bytes'] as Buffer).toString('base64') }, `document ${id}`).toEqual(doc);
  }
  const subscriptions = await byId('SELECT id, person_id, job_id FROM subscriptions', outcome.subscriptions.keys());
  for (const [id, expected] of outcome.subscriptions) {
    const row = subscriptions.get(id);
    expect(row && { person: row['person_id'], job: row['job_id'] }, `subscription ${id}`).toEqual(expected);
  }
}

export function describeOutcome(outcome: Acknowledged, kills: number, writers: number): string {
  return `${kills} × kill -9 during bursts of ${writers} writers; ${outcome.attempted} writes attempted, `
    + `${outcome.people.size} people + ${outcome.documents.size} documents + ${outcome.subscriptions.size} applications acknowledged and all found after restart; `
    + `${outcome.failedByKill} requests cut off by the kills`;
}
