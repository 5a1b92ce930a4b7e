// Webhook deliveries from a real server (SQLite) to receivers on 127.0.0.1: Standard
// Webhooks signatures checked with the `standardwebhooks` package, retries after a 500 and
// after a timeout, order per subject, no redirects followed, switched off after failing for
// the whole retry window, and refused or malformed targets answered with 400.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { api, startTestServer, type TestServer } from '../helpers/server.js';
import { startReceiver, type Receiver } from '../helpers/webhook-receiver.js';

let server: TestServer;
const receivers: Receiver[] = [];

interface Created {
  id: number;
  secret: string;
}

async function addWebhook(url: string, events: string[] | string): Promise<Created> {
  const response = await api(server, 'POST', '/webhook', { url, events });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Created }).data;
}

async function receiver(): Promise<Receiver> {
  const r = await startReceiver();
  receivers.push(r);
  return r;
}

async function createPerson(first: string): Promise<number> {
  const response = await api(server, 'POST', '/person', { first, last: 'Hooktest' });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

async function removeAllWebhooks(): Promise<void> {
  const list = ((await (await api(server, 'GET', '/webhook')).json()) as { data: { id: number }[] }).data;
  for (const hook of list) await api(server, 'DELETE', `/webhook/${hook.id}`);
}

beforeAll(async () => {
  server = await startTestServer({
    // A delivery on this machine may take more than 400 ms when it is busy, and a timed-out one is tried again (one attempt
    // more than a test counts); the answer meant to time out waits 2 s, past this limit however busy the machine is.
    webhooks: { allowPrivate: true, timeoutMs: 1_500, retry: { baseDelayMs: 100, maxDelayMs: 400, windowMs: 60_000 }, pollMs: 100 },
  });
});
afterEach(async () => {
  await removeAllWebhooks();
  while (receivers.length > 0) await receivers.pop()!.close();
});
afterAll(async () => server.close());

describe('signed delivery', () => {
  it('delivers each matching event once, signed so that standardwebhooks verifies it', async () => {
    const target = await receiver();
    const hook = await addWebhook(target.url, ['person.created']);
    expect(hook.secret).toMatch(/^whsec_/);
    const id = await createPerson('Signe');
    await target.waitFor(1);
    await new Promise((r) => setTimeout(r, 300));
    expect(target.received).toHaveLength(1);
    const [delivery] = target.received;
    const verified = new Webhook(hook.secret).verify(delivery!.body, delivery!.headers as Record<string, string>) as {
      type: string; data: { ids: { person_id: number }; id: number };
    };
    expect(verified.type).toBe('person.created');
    expect(verified.data.ids.person_id).toBe(id);
    expect(delivery!.headers['webhook-id']).toBe(`msg_${verified.data.id}`);
    expect(delivery!.body).not.toContain('Signe');
    // A tampered body fails the same check.
    expect(() => new Webhook(hook.secret).verify(delivery!.body.replace('person.created', 'person.updated'),
      delivery!.headers as Record<string, string>))
      .toThrow();
    const log = ((await (await api(server, 'GET',
      `/webhook/${hook.id}/deliveries`)).json()) as { data: { state: string; attempts: number }[] }).data;
    expect(log).toEqual([expect.objectContaining({ state: 'delivered', attempts: 1 })]);
  });

  it('retries after a 500 and after a timeout, with the same webhook-id, until it succeeds', async () => {
    const target = await receiver();
    target.answer = (_d, index) => (index === 0 ? { status: 500 } : index === 1 ? { status: 200, delayMs: 2_000 } : { status: 204 });
    const hook = await addWebhook(target.url, 'person.created');
    await createPerson('Retry');
    await target.waitFor(3, 10_000);
    const ids = new Set(target.received.map((d) => d.headers['webhook-id']));
    expect(ids.size).toBe(1);
    // Back-off: the second attempt came at least the base delay after the first.
    expect(target.received[1]!.at - target.received[0]!.at).toBeGreaterThanOrEqual(90);
    // The log is written after the answer arrives: asked until it says so, not after a fixed 300 ms.
    await expect.poll(async () => ((await (await api(server, 'GET',
      `/webhook/${hook.id}/deliveries`)).json()) as { data: { state: string; attempts: number; last_status: number }[] }).data[0], { timeout: 10_000 })
      .toEqual(expect.objectContaining({ state: 'delivered', attempts: 3, last_status: 204 }));
  });

  it('keeps the events of one subject in order, even when an earlier one is retried', async () => {
    const target = await receiver();
    target.answer = (_d, index) => (index === 0 ? { status: 503 } : { status: 200 });
    await addWebhook(target.url, ['person.created', 'person.updated']);
    const id = await createPerson('Order');
    for (const city of ['Alpha', 'Beta', 'Gamma']) expect((await api(server, 'PUT', '/person', { id, city })).status).toBe(200);
    await target.waitFor(5, 10_000);
    const delivered = target.received.slice(1).map((d) => JSON.parse(d.body) as { type: string; data: { id: number } });
    expect(delivered.map((d) => d.type)).toEqual(['person.created', 'person.updated', 'person.updated', 'person.updated']);
    const eventIds = delivered.map((d) => d.data.id);
    expect(eventIds).toEqual([...eventIds].sort((a, b) => a - b));
  });

  it('does not follow a redirect, and a huge answer does not hold it up', async () => {
    const other = await receiver();
    const target = await receiver();
    target.answer = (_d, index) => (index === 0 ? { status: 302, headers: { location: other.url } } : { status: 200,
      body: 'x'.repeat(5_000_000) });
    const hook = await addWebhook(target.url, 'person.created');
    await createPerson('Redirect');
    await target.waitFor(2, 10_000);
    expect(other.received).toHaveLength(0);
    await expect.poll(async () => ((await (await api(server, 'GET',
      `/webhook/${hook.id}/deliveries`)).json()) as { data: { state: string; attempts: number }[] }).data[0], { timeout: 10_000 })
      .toEqual(expect.objectContaining({ state: 'delivered', attempts: 2 }));
  });

  it('a hanging receiver does not slow requests down', async () => {
    const target = await receiver();
    const hangMs = 5_000;
    target.answer = () => ({ status: 200, delayMs: hangMs });
    await addWebhook(target.url, 'person.created');
    // A request that waited for its delivery would take the receiver's 5 s at least; each of these is far quicker on any
    // machine, busy or not.
    for (let i = 0; i < 10; i++) {
      const started = Date.now();
      await createPerson(`Fast${i}`);
      expect(Date.now() - started, `request ${i}`).toBeLessThan(hangMs);
    }
  });
});

describe('webhook administration', () => {
  it('names the accepted event types for an unknown one, and refuses a malformed URL (400)', async () => {
    const unknown = await api(server, 'POST', '/webhook', { url: 'http://127.0.0.1:9/x', events: ['person.created', 'person.vanished'] });
    expect(unknown.status).toBe(400);
    const text = await unknown.text();
    expect(text).toContain('person.vanished');
    expect(text).toContain('project.deleted');
    const malformed = await api(server, 'POST', '/webhook', { url: 'not a url', events: ['person.created'] });
    expect(malformed.status).toBe(400);
    expect(await malformed.text()).toContain('http://');
    const ftp = await api(server, 'POST', '/webhook', { url: 'ftp://example.test/x', events: ['person.created'] });
    expect(ftp.status).toBe(400);
  });

  it('needs the privacy scope', async () => {
    expect((await api(server, 'GET', '/webhook', undefined, server.writeToken)).status).toBe(403);
    expect((await api(server, 'POST', '/webhook', { url: 'http://127.0.0.1:9/', events: 'person.created' },
      server.writeToken)).status).toBe(403);
  });

  it('test sends a signed delivery now; list never shows the secret; remove forgets it', async () => {
    const target = await receiver();
    const hook = await addWebhook(target.url, 'job.created');
    const test = (await (await api(server, 'POST', `/webhook/${hook.id}/test`, {})).json()) as { data: { ok: boolean; status: number } };
    expect(test.data).toEqual({ ok: true, status: 200 });
    expect(() => new Webhook(hook.secret).verify(target.received[0]!.body, target.received[0]!.headers as Record<string,
      string>)).not.toThrow();
    const listed = await (await api(server, 'GET', '/webhook')).text();
    expect(listed).toContain(target.url);
    expect(listed).not.toContain(hook.secret);
    expect((await api(server, 'DELETE', `/webhook/${hook.id}`)).status).toBe(200);
    expect((await api(server, 'DELETE', `/webhook/${hook.id}`)).status).toBe(404);
  });
});

describe('private targets', () => {
  it('are refused by a server without --allow-private-webhooks', async () => {
    const strict = await startTestServer({ webhooks: { allowPrivate: false } });
    try {
      for (const url of ['http://127.0.0.1:8080/hook', 'http://localhost/hook', 'http://10.1.2.3/hook', 'http://[::1]/hook',
        'http://192.168.0.10/x']) {
        const response = await api(strict, 'POST', '/webhook', { url, events: 'person.created' });
        expect(response.status, url).toBe(400);
        expect(await response.text()).toContain('--allow-private-webhooks');
      }
    } finally {
      await strict.close();
    }
  });
});

describe('a webhook failing for the whole retry window', () => {
  it('is switched off, its delivery given up, and `enable` switches it on again', async () => {
    const short = await startTestServer({ webhooks: { allowPrivate: true, timeoutMs: 300, retry: { baseDelayMs: 50, maxDelayMs: 100,
      windowMs: 700 }, pollMs: 50 } });
    const target = await receiver();
    target.answer = () => ({ status: 500 });
    try {
      const response = await api(short, 'POST', '/webhook', { url: target.url, events: 'person.created' });
      const hook = ((await response.json()) as { data: { id: number } }).data;
      expect((await api(short, 'POST', '/person', { first: 'Never', last: 'Delivered' })).status).toBe(200);
      const listed = async () => ((await (await api(short, 'GET',
        '/webhook')).json()) as { data: { enabled: boolean; failing_since: string | null }[] }).data[0]!;
      const deadline = Date.now() + 8_000;
      while ((await listed()).enabled && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(await listed()).toEqual(expect.objectContaining({ enabled: false }));
      expect(target.received.length).toBeGreaterThanOrEqual(3);
      const log = ((await (await api(short, 'GET', `/webhook/${hook.id}/deliveries`)).json()) as { data: { state: string }[] }).data;
      expect(log[0]!.state).toBe('failed');
      const enabled = await api(short, 'POST', `/webhook/${hook.id}/enable`, {});
      expect(((await enabled.json()) as { data: { enabled: boolean; failing_since: unknown } }).data).toEqual(
        expect.objectContaining({ enabled: true, failing_since: null }));
    } finally {
      await short.close();
    }
  });
});
