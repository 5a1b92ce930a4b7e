// Load with nothing lost: 50 concurrent clients for a bounded time against
// a real server on 127.0.0.1, mixing reads and writes of people, applications, documents and
// jobs. Afterwards: no 5xx, every acknowledged write is stored (with its last acknowledged
// value), one audit row per person read made, and the store's integrity check says ok. On
// SQLite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_STORE_MODES, startModeServer, type ModeServer } from '../helpers/server-modes.js';
import { call, concurrently, type ApiResponse } from './helpers.js';

const CLIENTS = 50;
const DURATION_MS = 4_000;

describe.each(SERVER_STORE_MODES)('50 concurrent clients mixing reads and writes (%s)', (mode) => {
  let server: ModeServer;
  beforeAll(async () => {
    server = await startModeServer(mode, { rateLimit: 100_000_000 });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('answers every request without a 5xx, loses no acknowledged write, audits every person read', async () => {
    const { url, token } = server;
    const jobIds: number[] = [];
    for (let i = 0; i < 5; i++) {
      const created = await call(url, 'POST', '/job', { token, body: { position_data_id: 500 + i, title: `Load job ${i}` } });
      expect(created.status).toBe(200);
      jobIds.push((created.body as { data: [{ id: number }] }).data[0].id);
    }

    const statuses = new Map<number, number>();
    const serverErrors: string[] = [];
    let requests = 0;
    let auditedReads = 0;
    // What each client was told was stored. Each client updates only its own people, so the
    // last acknowledged value is well defined.
    const people = new Map<number, { email: string; city: string; client: number }>();
    const mine = new Map<number, number[]>();
    const subscriptions = new Map<number, { person: number; job: number }>();
    const documents = new Map<number, { person: number; name: string; bytes: string }>();
    const deletedDocuments = new Set<number>();
    const createdJobs = new Set<number>();

    const record = (what: string, response: ApiResponse) => {
      requests++;
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (response.status >= 500) serverErrors.push(`${what} → ${response.status} ${JSON.stringify(response.body)}`);
      return response;
    };
    const randomOf = <T>(items: readonly T[]): T | undefined => items[Math.floor(Math.random() * items.length)];
    let sequence = 0;

    const step = async (client: number) => {
      const own = mine.get(client) ?? [];
      const anyPerson = randomOf([...people.keys()]);
      const dice = Math.random();
      if (dice < 0.2 || own.length === 0) {
        const n = sequence++;
        const email = `load${n}@example.com`;
        const city = `City ${n}`;
        const response = record('POST /person', await call(url, 'POST', '/person', { token, body: { first: 'Load', last: `Pellworm${n}`, email, city } }));
        if (response.status === 200) {
          const { id } = (response.body as { data: { id: number } }).data;
          people.set(id, { email, city, client });
          mine.set(client, [...own, id]);
        }
      } else if (dice < 0.3) {
        const id = randomOf(own)!;
        const city = `Moved ${sequence++}`;
        const response = record('PUT /person', await call(url, 'PUT', '/person', { token, body: { id, city } }));
        if (response.status === 200) people.get(id)!.city = city;
      } else if (dice < 0.55 && anyPerson !== undefined) {
        record('GET /person/{id}', await call(url, 'GET', `/person/${anyPerson}`, { token }));
        auditedReads++;
      } else if (dice < 0.6) {
        record('GET /person/{unknown}', await call(url, 'GET', `/person/${900_000 + client}`, { token }));
        auditedReads++;
      } else if (dice < 0.65 && anyPerson !== undefined) {
        record('GET /person/exists', await call(url, 'GET', `/person/exists?email=${encodeURIComponent(people.get(anyPerson)!.email)}`, { token }));
        auditedReads++;
      } else if (dice < 0.72) {
        const person = randomOf(own)!;
        const job = randomOf(jobIds)!;
        const response = record('POST /person/subscription', await call(url, 'POST', '/person/subscription', { token, body: { person_data_id: person, job_data_id: job } }));
        if (response.status === 200) subscriptions.set((response.body as { data: { id: number } }).data.id, { person, job });
        else expect([409]).toContain(response.status);
      } else if (dice < 0.76 && anyPerson !== undefined) {
        record('GET /person/{id}/subscription', await call(url, 'GET', `/person/${anyPerson}/subscription`, { token }));
        auditedReads++;
      } else if (dice < 0.82) {
        const person = randomOf(own)!;
        const bytes = Buffer.from(`document ${sequence++} of client ${client}`).toString('base64');
        const name = `cv-${sequence}.txt`;
        const response = record('POST /person/document', await call(url, 'POST', '/person/document', { token, body: { person_data_id: person, file_name: name, data: bytes } }));
        if (response.status === 200) {
          // SQLite may hand a deleted document's id to the next upload (no AUTOINCREMENT).
          const { id } = (response.body as { data: { id: number } }).data;
          deletedDocuments.delete(id);
          documents.set(id, { person, name, bytes });
        }
      } else if (dice < 0.86 && documents.size > 0) {
        const [docId, doc] = randomOf([...documents.entries()])!;
        const response = record('GET download', await call(url, 'GET', `/person/${doc.person}/document/${docId}/download`, { token }));
        auditedReads++;
        if (response.status === 200 && !deletedDocuments.has(docId)) expect(Buffer.from(String(response.body)).toString('base64')).toBe(doc.bytes);
      } else if (dice < 0.88 && [...documents.values()].some((doc) => own.includes(doc.person))) {
        const [docId, doc] = randomOf([...documents.entries()].filter(([, d]) => own.includes(d.person)))!;
        const response = record('DELETE /person/document', await call(url, 'DELETE', '/person/document', { token, body: { person_data_id: doc.person, document_data_id: docId } }));
        if (response.status === 200) deletedDocuments.add(docId);
      } else if (dice < 0.9 && anyPerson !== undefined) {
        record('GET /person/{id}/document', await call(url, 'GET', `/person/${anyPerson}/document`, { token }));
        auditedReads++;
      } else if (dice < 0.92) {
        const response = record('POST /job', await call(url, 'POST', '/job', { token, body: { position_data_id: 9000 + client, title: `Job by ${client}` } }));
        if (response.status === 200) createdJobs.add((response.body as { data: [{ id: number }] }).data[0].id);
      } else if (dice < 0.96) {
        record('GET /job', await call(url, 'GET', '/job', { token }));
      } else {
        record('GET /job/full', await call(url, 'GET', '/job/full', { token }));
      }
    };

    const auditBefore = await server.store.audit.count();
    const deadline = Date.now() + DURATION_MS;
    await concurrently(CLIENTS, step, () => Date.now() > deadline);

    expect(serverErrors).toEqual([]);
    expect(requests).toBeGreaterThan(CLIENTS); // the load really ran (loose: the machine may be busy)
    const { store } = server;
    for (const [id, expected] of people) {
      const stored = await store.people.get(id);
      expect(stored, `person ${id}`).toBeDefined();
      expect({ email: stored!.email, city: stored!.city }).toEqual({ email: expected.email, city: expected.city });
    }
    expect(await store.people.count()).toBe(people.size);
    const storedSubscriptions = new Map((await server.rows('SELECT id, person_id, job_id FROM subscriptions')).map((r) => [Number(r['id']), r]));
    for (const [id, { person, job }] of subscriptions) {
      expect(storedSubscriptions.get(id), `subscription ${id}`).toMatchObject({ person_id: person, job_id: job });
    }
    const storedDocuments = new Map((await server.rows('SELECT id, person_id, bytes FROM documents')).map((r) => [Number(r['id']), r]));
    for (const [id, doc] of documents) {
      const stored = storedDocuments.get(id);
      if (deletedDocuments.has(id)) expect(stored, `deleted document ${id}`).toBeUndefined();
      else expect(stored && { person: stored['person_id'], bytes: Buffer.from(stored['bytes'] as Buffer).toString('base64') }, `document ${id}`).toEqual({ person: doc.person, bytes: doc.bytes });
    }
    const fullList = new Set((await store.jobs.listNotDeleted()).map((job) => job.id));
    for (const id of createdJobs) expect(fullList.has(id), `job ${id}`).toBe(true);
    expect(await store.audit.count() - auditBefore).toBe(auditedReads);
    expect(await store.admin.integrityCheck()).toBe('ok');
    console.info(`load (${mode}): ${requests} requests by ${CLIENTS} clients in ${DURATION_MS} ms; statuses ${JSON.stringify(Object.fromEntries(statuses))}; `
      + `${people.size} people, ${subscriptions.size} applications, ${documents.size} documents (${deletedDocuments.size} deleted), `
      + `${createdJobs.size} jobs acknowledged; ${auditedReads} audited reads`);
  }, 60_000);
});
