// Events and webhooks on PostgreSQL with several instances: each delivery is claimed by one
// instance (FOR UPDATE SKIP LOCKED), so two servers on one database deliver every event once
// to one receiver; a long poll on one instance wakes when another commits (LISTEN/NOTIFY);
// and a `recruit serve` killed with SIGKILL between a change and its delivery delivers it
// after a restart (the change and its event commit together).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { usePostgres } from '../helpers/postgres.js';
import { openStore, type Store } from '../../src/store/index.js';
import { startServer, type RunningServer } from '../../src/server/start.js';
import { codeBookFor } from '../../src/domain/codes.js';
import { fixedClock } from '../helpers/local.js';
import { startReceiver } from '../helpers/webhook-receiver.js';
import { serve } from '../helpers/serve.js';
import type { WebhookServerOptions } from '../../src/server/events-runtime.js';

const postgres = usePostgres();
const FAST: WebhookServerOptions = { allowPrivate: true, timeoutMs: 2_000, retry: { baseDelayMs: 100, maxDelayMs: 500 }, pollMs: 100 };

interface Instance {
  server: RunningServer;
  store: Store;
}

async function instance(url: string, webhooks: WebhookServerOptions = FAST): Promise<Instance> {
  const store = await openStore(url);
  const server = await startServer({
    store, codes: codeBookFor(join(import.meta.dirname, '../../data')), clock: fixedClock(), version: '0.0.0-test',
    host: '127.0.0.1', port: 0, webhooks,
  });
  return { server, store };
}

function call(url: string, token: string, method: string, path: string, body?: unknown) {
  return fetch(`${url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

describe('two instances on one PostgreSQL', () => {
  let a: Instance;
  let b: Instance;
  let token: string;
  let eventsToken: string;
  beforeAll(async () => {
    const url = await postgres().createDatabase();
    a = await instance(url);
    b = await instance(url);
    token = (await a.server.tokens.create('pg-admin', 'privacy')).token;
    eventsToken = (await a.server.tokens.create('pg-feed', 'events')).token;
  }, 60_000);
  afterAll(async () => {
    await a?.server.close();
    await b?.server.close();
  });

  it('deliver every event once (at-least-once, no duplicates in the normal case), in order per subject', async () => {
    const receiver = await startReceiver();
    try {
      const created = await call(a.server.url, token, 'POST', '/webhook', { url: receiver.url, events: ['person.created',
        'person.updated'] });
      expect(created.status).toBe(200);
      const { secret } = ((await created.json()) as { data: { secret: string } }).data;
      const people = 40;
      const ids: number[] = [];
      await Promise.all(Array.from({ length: people }, async (_, i) => {
        const server = i % 2 === 0 ? a : b;
        const response = await call(server.server.url, token, 'POST', '/person', { first: `Twin${i}`, last: 'Instance' });
        const id = ((await response.json()) as { data: { id: number } }).data.id;
        ids.push(id);
        // An update through the other instance: two events per subject, to be delivered in order.
        expect((await call((i % 2 === 0 ? b : a).server.url, token, 'PUT', '/person', { id, city: 'Twincity' })).status).toBe(200);
      }));
      await receiver.waitFor(people * 2, 30_000);
      await new Promise((r) => setTimeout(r, 1_000));
      const messageIds = receiver.received.map((d) => String(d.headers['webhook-id']));
      const duplicates = messageIds.length - new Set(messageIds).size;
      expect(duplicates).toBe(0);
      expect(receiver.received).toHaveLength(people * 2);
      const bySubject = new Map<string, string[]>();
      for (const delivery of receiver.received) {
        const body = new Webhook(secret).verify(delivery.body, delivery.headers as Record<string,
          string>) as { type: string; data: { subject: string } };
        bySubject.set(body.data.subject, [...(bySubject.get(body.data.subject) ?? []), body.type]);
      }
      expect(bySubject.size).toBe(people);
      for (const types of bySubject.values()) expect(types).toEqual(['person.created', 'person.updated']);
    } finally {
      await receiver.close();
    }
  }, 60_000);

  it('a long poll on one instance wakes when the other commits, and resumes exactly after its cursor', async () => {
    const head = (await (await call(a.server.url, eventsToken, 'GET',
      '/events?limit=1000')).json()) as { next: number; data: { id: number }[] };
    const started = Date.now();
    const polling = call(a.server.url, eventsToken, 'GET', `/events?after=${head.next}&wait=20`);
    await new Promise((r) => setTimeout(r, 300));
    expect((await call(b.server.url, token, 'POST', '/job', { position_data_id: 77, title: 'Cross-instance' })).status).toBe(200);
    const page = (await (await polling).json()) as { data: { type: string; id: number }[]; next: number };
    expect(page.data.map((e) => e.type)).toEqual(['job.created']);
    // Woke by the other instance's commit: a poll that waited out its 20 s would answer after them. 15 s leaves a busy
    // machine room.
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(page.data[0]!.id).toBeGreaterThan(head.next);
    const again = (await (await call(b.server.url, eventsToken, 'GET', `/events?after=${head.next}`)).json()) as { data: { id: number }[] };
    expect(again.data.map((e) => e.id)).toEqual(page.data.map((e) => e.id));
  }, 30_000);
});

describe('kill -9 between a change and its delivery', () => {
  it('delivers the event after a restart', async () => {
    const url = await postgres().createDatabase();
    const receiver = await startReceiver();
    // The first attempt hangs: the server is killed while the delivery is in flight.
    receiver.answer = (_d, index) => (index === 0 ? { status: 200, delayMs: 60_000 } : { status: 200 });
    const env = { RECRUIT_WEBHOOK_RETRY_BASE_MS: '100', RECRUIT_WEBHOOK_TIMEOUT_MS: '30000' };
    let serving = await serve(url, ['--allow-private-webhooks'], env);
    try {
      const store = await openStore(url);
      let token: string;
      try {
        const { createTokenService } = await import('../../src/service/token-service.js');
        token = (await createTokenService(store, fixedClock()).create('killer', 'privacy')).token;
      } finally {
        await store.close();
      }
      expect((await call(serving.url, token, 'POST', '/webhook', { url: receiver.url, events: 'person.created' })).status).toBe(200);
      const created = await call(serving.url, token, 'POST', '/person', { first: 'Killed', last: 'Midway' });
      expect(created.status).toBe(200);
      const personId = ((await created.json()) as { data: { id: number } }).data.id;
      await receiver.waitFor(1, 15_000);
      serving.child.kill('SIGKILL');
      await serving.exit;
      serving = await serve(url, ['--allow-private-webhooks'], env);
      await receiver.waitFor(2, 20_000);
      const bodies = receiver.received.map((d) => JSON.parse(d.body) as { type: string; data: { ids: { person_id: number } } });
      expect(bodies.map((b) => b.type)).toEqual(['person.created', 'person.created']);
      expect(bodies[1]!.data.ids.person_id).toBe(personId);
      expect(receiver.received[0]!.headers['webhook-id']).toBe(receiver.received[1]!.headers['webhook-id']);
    } finally {
      serving.child.kill('SIGKILL');
      await serving.exit;
      await receiver.close();
    }
  }, 90_000);
});

describe('a lost database connection', () => {
  it('pauses delivery, and once PostgreSQL is back every event is delivered', async () => {
    const url = await postgres().createDatabase();
    const one = await instance(url);
    const receiver = await startReceiver();
    // The first delivery is answered slowly: PostgreSQL goes away while it is in flight.
    receiver.answer = (_d, index) => (index === 0 ? { status: 200, delayMs: 1_500 } : { status: 200 });
    try {
      const token = (await one.server.tokens.create('outage', 'privacy')).token;
      expect((await call(one.server.url, token, 'POST', '/webhook', { url: receiver.url, events: 'person.created' })).status).toBe(200);
      const first = await call(one.server.url, token, 'POST', '/person', { first: 'Before', last: 'Outage' });
      const firstId = ((await first.json()) as { data: { id: number } }).data.id;
      await receiver.waitFor(1, 10_000);
      await postgres().stop();
      await new Promise((r) => setTimeout(r, 2_500));
      await postgres().start();
      const second = await call(one.server.url, token, 'POST', '/person', { first: 'After', last: 'Outage' });
      expect(second.status).toBe(200);
      const secondId = ((await second.json()) as { data: { id: number } }).data.id;
      const deadline = Date.now() + 30_000;
      const delivered = () => new Set(receiver.received.map((d) => (JSON.parse(d.body) as { data: { ids: { person_id: number } } }).data.ids.person_id));
      while (!(delivered().has(firstId) && delivered().has(secondId)) && Date.now() < deadline) await new Promise((r) => setTimeout(r,
        200));
      expect([...delivered()].sort()).toEqual([firstId, secondId].sort());
    } finally {
      await one.server.close();
      await receiver.close();
    }
  }, 90_000);
});
