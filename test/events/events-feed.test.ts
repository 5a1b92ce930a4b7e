// The event outbox and GET /events on a real server over SQLite: events are written with
// their change, carry ids and field names but no personal data, resume exactly after a
// cursor, wake a long poll as soon as a change commits, and erasure strips them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, startTestServer, type TestServer } from '../helpers/server.js';
import type { RecruitEvent } from '../../src/domain/events.js';

let server: TestServer;
let eventsToken: string;

async function events(query = '', token = eventsToken): Promise<{ status: number; data: RecruitEvent[]; next: number }> {
  const response = await api(server, 'GET', `/events${query}`, undefined, token);
  const body = (await response.json()) as { data: RecruitEvent[]; next: number };
  return { status: response.status, data: body.data, next: body.next };
}

async function createPerson(first: string, last: string, email: string): Promise<number> {
  const response = await api(server, 'POST', '/person', { first, last, email });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

beforeAll(async () => {
  server = await startTestServer();
  eventsToken = (await server.server.tokens.create('feed-reader', 'events')).token;
});
afterAll(async () => server.close());

describe('the outbox', () => {
  it('writes one event per change, with the token as actor and field names but never values', async () => {
    const id = await createPerson('Ilona', 'Varga-Testfeld', 'ilona.testfeld@example.test');
    const update = await api(server, 'PUT', '/person', { id, city: 'Kecskemétfalva', phone_mobile: '+36 30 555 0101' });
    expect(update.status).toBe(200);
    const page = await events();
    expect(page.status).toBe(200);
    const mine = page.data.filter((e) => e.ids.person_id === id);
    expect(mine.map((e) => e.type)).toEqual(['person.created', 'person.updated']);
    expect(mine[0]!.actor).toBe('test-writer');
    expect(mine[1]!.fields).toEqual(['city', 'phone_mobile']);
    expect(mine[1]!.subject).toBe(`person:${id}`);
    const text = JSON.stringify(page);
    for (const secret of ['Ilona', 'Testfeld', 'example.test', 'Kecskem', '555']) expect(text).not.toContain(secret);
  });

  it('adds nothing for a change that failed (same transaction)', async () => {
    const before = (await events('?limit=1000')).data.length;
    const clash = await api(server, 'POST', '/person', { first: 'Dup', last: 'Licate', email: 'ilona.testfeld@example.test' });
    expect(clash.status).toBe(409);
    expect((await events('?limit=1000')).data.length).toBe(before);
  });

  it('covers jobs, projects and applications', async () => {
    const job = await api(server, 'POST', '/job', { position_data_id: 9001, title: 'Test engineer' });
    const jobBody = (await job.json()) as { data: { id: number } | [{ id: number }] };
    const jobId = Array.isArray(jobBody.data) ? jobBody.data[0].id : jobBody.data.id;
    expect((await api(server, 'PUT', '/job', { id: jobId, status: 'closed' })).status).toBe(200);
    expect((await api(server, 'PUT', '/job', { id: jobId, status: 'open' })).status).toBe(200);
    const personId = await createPerson('Aron', 'Applicant', 'aron.applicant@example.test');
    expect((await api(server, 'POST', '/person/subscription', { person_data_id: personId, job_data_id: jobId })).status).toBe(200);
    const project = await api(server, 'POST', '/project', { title: 'Events project', jobs: [jobId] });
    expect(project.status).toBe(200);
    const types = (await events('?limit=1000')).data.map((e) => e.type);
    for (const type of ['job.created', 'job.closed', 'job.reopened', 'application.created',
      'project.created']) expect(types).toContain(type);
  });
});

describe('the actor of each event', () => {
  it('is the token of the request that wrote it, when writes of two tokens arrive together and share a commit', async () => {
    const second = (await server.server.tokens.create('second-writer', 'write')).token;
    const writers = [{ name: 'test-writer', token: server.token }, { name: 'second-writer', token: second }];
    // Creates of both tokens in one turn share one grouped transaction on SQLite.
    const created = await Promise.all(Array.from({ length: 8 }, async (_, i) => {
      const writer = writers[i % 2]!;
      const response = await api(server, 'POST', '/person', { first: 'Actor', last: `Teszt${i}`, email: `actor.${i}@example.test` }, writer.token);
      expect(response.status).toBe(200);
      return { writer: writer.name, id: ((await response.json()) as { data: { id: number } }).data.id };
    }));
    // Other write paths, each by the token that did not create the person.
    await Promise.all(created.map(async ({ writer, id }) => {
      const other = writers.find((w) => w.name !== writer)!;
      expect((await api(server, 'PUT', '/person', { id, city: 'Szegedalja' }, other.token)).status).toBe(200);
    }));
    const job = await api(server, 'POST', '/job', { position_data_id: 9002, title: 'Actor test engineer' }, second);
    expect(job.status).toBe(200);

    const feed = (await events('?limit=1000')).data;
    for (const { writer, id } of created) {
      const mine = feed.filter((e) => e.ids.person_id === id);
      expect(mine.map((e) => [e.type, e.actor])).toEqual([
        ['person.created', writer],
        ['person.updated', writers.find((w) => w.name !== writer)!.name],
      ]);
    }
    expect(feed.filter((e) => e.type === 'job.created').at(-1)!.actor).toBe('second-writer');
  });

  it('is the token of a bulk import, whose rows are written by the import thread', async () => {
    const importer = (await server.server.tokens.create('bulk-importer', 'write')).token;
    const response = await fetch(`${server.url}/person/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${importer}`, 'content-type': 'text/csv' },
      body: 'first,last,email\nImre,Vasvári,imre.vasvari@example.test\n',
    });
    expect(response.status).toBe(200);
    const imports = (await events('?limit=1000')).data.filter((e) => e.type === 'import.completed');
    expect(imports.map((e) => e.actor)).toEqual(['bulk-importer']);
  });
});

describe('GET /events', () => {
  it('resumes exactly after a cursor, filters by type and pages by limit', async () => {
    const all = (await events('?limit=1000')).data;
    expect(all.length).toBeGreaterThan(4);
    const ids = all.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const cursor = all[1]!.id;
    const rest = await events(`?after=${cursor}&limit=1000`);
    expect(rest.data.map((e) => e.id)).toEqual(ids.filter((id) => id > cursor));
    const two = await events(`?after=${cursor}&limit=2`);
    expect(two.data.map((e) => e.id)).toEqual(ids.filter((id) => id > cursor).slice(0, 2));
    expect(two.next).toBe(two.data[1]!.id);
    const created = await events('?types=person.created,job.created&limit=1000');
    expect(new Set(created.data.map((e) => e.type))).toEqual(new Set(['person.created', 'job.created']));
  });

  it('names the accepted types for an unknown one (400)', async () => {
    const response = await api(server, 'GET', '/events?types=person.created,person.exploded', undefined, eventsToken);
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).toContain('person.exploded');
    expect(text).toContain('application.status_changed');
  });

  it('long polling answers as soon as a change commits', async () => {
    const { next } = await events('?limit=1000');
    const started = Date.now();
    const polling = events(`?after=${next}&wait=20`);
    await new Promise((r) => setTimeout(r, 300));
    await createPerson('Poll', 'Waker', 'poll.waker@example.test');
    const page = await polling;
    const took = Date.now() - started;
    expect(page.data.map((e) => e.type)).toEqual(['person.created']);
    expect(took).toBeGreaterThanOrEqual(250);
    // Woke by the commit: a poll that waited out its 20 s would answer after them. 15 s leaves a busy machine room.
    expect(took).toBeLessThan(15_000);
  });

  it('an empty long poll returns after its wait with the same cursor', async () => {
    const { next } = await events('?limit=1000');
    const started = Date.now();
    const page = await events(`?after=${next}&wait=1`);
    expect(page.data).toEqual([]);
    expect(page.next).toBe(next);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });
});

describe('scopes', () => {
  it('an events token reads the feed and nothing else; other tokens but privacy do not read the feed', async () => {
    expect((await api(server, 'GET', '/person/1', undefined, eventsToken)).status).toBe(403);
    expect((await api(server, 'GET', '/job', undefined, eventsToken)).status).toBe(403);
    expect((await api(server, 'POST', '/person', { first: 'A', last: 'B' }, eventsToken)).status).toBe(403);
    expect((await api(server, 'GET', '/webhook', undefined, eventsToken)).status).toBe(403);
    expect((await events('', server.readToken)).status).toBe(403);
    expect((await events('', server.writeToken)).status).toBe(403);
    expect((await events('', server.token)).status).toBe(200);
    const metrics = (await server.server.tokens.create('scraper', 'metrics')).token;
    expect((await events('', metrics)).status).toBe(403);
    expect((await api(server, 'GET', '/person/1', undefined, metrics)).status).toBe(403);
  });
});

describe('erasure', () => {
  it("keeps only ids and types of an erased person's events, and records person.erased", async () => {
    const id = await createPerson('Erna', 'Erasable', 'erna.erasable@example.test');
    expect((await api(server, 'PUT', '/person', { id, city: 'Somewhere' })).status).toBe(200);
    const erase = await api(server, 'DELETE', '/person', { id, reason: 'request of the data subject' });
    expect(erase.status).toBe(200);
    const mine = (await events('?limit=1000')).data.filter((e) => e.ids.person_id === id);
    expect(mine.map((e) => e.type)).toEqual(['person.created', 'person.updated', 'person.erased']);
    for (const event of mine.slice(0, 2)) {
      expect(event.fields).toEqual([]);
      expect(event.actor).toBe('');
    }
  });
});
