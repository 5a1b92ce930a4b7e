// Several `recruit serve` processes on one PostgreSQL behave as one server (§4):
// 3 instances, 48 clients spread over them (each with its own token), one instance killed
// with SIGKILL in the middle of the burst. The survivors answer no 5xx; every acknowledged
// write is in the database; audit rows match the reads each survivor answered; a token
// revoked with the CLI is refused by every instance on the next request; the person-read
// limit is counted once across instances; a job created through one instance is in the
// next listing (and ETag) of another; PostgreSQL stopping → 503 + Retry-After, then 200s.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type Store } from '../../../src/store/index.js';
import { createTokenService } from '../../../src/service/token-service.js';
import { fixedClock } from '../../helpers/local.js';
import { runRecruit } from '../../helpers/cli.js';
import { serve, type Serving } from '../../helpers/serve.js';
import { usePostgres } from '../../helpers/postgres.js';

const postgres = usePostgres();
const RATE_LIMIT = 30;
let url: string;
let store: Store;
let instances: Serving[] = [];

const call = (base: string, token: string, method: string, path: string, body?: unknown) =>
  fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

async function issue(name: string, scope: 'read' | 'write' = 'write'): Promise<string> {
  return (await createTokenService(store, fixedClock()).create(name, scope)).token;
}

beforeAll(async () => {
  url = await postgres().createDatabase();
  store = await openStore(url);
  instances = await Promise.all([0, 1, 2].map(() => serve(url, ['--rate-limit', String(RATE_LIMIT)])));
}, 120_000);

afterAll(async () => {
  for (const instance of instances) if (instance.child.exitCode !== null) console.error(`instance exited ${instance.child.exitCode}: ${instance.stderr().slice(-3000)}`);
  for (const instance of instances) {
    if (instance.child.exitCode === null && instance.child.signalCode === null) {
      instance.child.kill('SIGTERM');
      await instance.exit;
    }
  }
  await store?.close();
});

describe('three instances on one PostgreSQL', () => {
  it('a token made or revoked with the CLI counts on every instance from the next request', async () => {
    const created = await runRecruit(['--db', url, 'token', 'create', 'shared', '--json']);
    const token = created.json<{ token: string }>().token;
    for (const instance of instances) expect((await call(instance.url, token, 'GET', '/job')).status).toBe(200);
    const revoked = await runRecruit(['--db', url, 'token', 'revoke', 'shared']);
    expect(revoked.code).toBe(0);
    for (const instance of instances) expect((await call(instance.url, token, 'GET', '/job')).status).toBe(401);
  });

  it('a job created through one instance is in the next listing of the others, with a new ETag', async () => {
    const token = await issue('jobs');
    const [a, b, c] = instances.map((i) => i.url) as [string, string, string];
    const before = await call(b, token, 'GET', '/job');
    const etag = before.headers.get('etag');
    expect(etag).toBeTruthy();
    // The same listing again: B answers 304 to its own ETag.
    const again = await fetch(`${b}/job`, { headers: { authorization: `Bearer ${token}`, 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    const made = await call(a, token, 'POST', '/job', { position_data_id: 1, title: 'Made on A', status: 'open' });
    expect(made.status).toBe(200);
    const id = (await made.json() as { data: { id: number }[] }).data[0]!.id;
    for (const other of [b, c]) {
      const after = await fetch(`${other}/job`, { headers: { authorization: `Bearer ${token}`, 'if-none-match': etag! } });
      expect(after.status).toBe(200);
      expect(after.headers.get('etag')).not.toBe(etag);
      const listed = await after.json() as { data: { id: number }[] };
      expect(listed.data.map((j) => j.id)).toContain(id);
    }
  });

  it('the person-read limit is shared: spreading reads over the instances does not multiply it', async () => {
    const token = await issue('spreader');
    const person = await call(instances[0]!.url, token, 'POST', '/person', { first: 'Rate', last: 'Limit' });
    const { data: { id } } = await person.json() as { data: { id: number } };
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < RATE_LIMIT * 4; i++) {
      const response = await call(instances[i % 3]!.url, token, 'GET', `/person/${id}`);
      statuses.push(response.status);
      if (response.status === 429) retryAfter ??= response.headers.get('retry-after');
      await response.arrayBuffer();
    }
    const ok = statuses.filter((s) => s === 200).length;
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
    // One 60 s window allows RATE_LIMIT; the loop may straddle one window boundary (2×).
    // Per-instance counters would have let 3× through.
    expect(ok).toBeGreaterThanOrEqual(RATE_LIMIT);
    expect(ok).toBeLessThanOrEqual(RATE_LIMIT * 2);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });

  it('48 clients, one instance killed with SIGKILL mid-burst: survivors never 5xx, acknowledged writes and reads all recorded', async () => {
    const clients = 48;
    const tokens = await Promise.all(Array.from({ length: clients }, (_, i) => issue(`c${i % 3}-${i}`)));
    // Per client: the writes acknowledged to it, and the reads each instance answered.
    const acknowledged: { id: number; email: string }[] = [];
    const answeredReads = new Map<string, number>();
    const serverErrors: string[] = [];
    const victim = instances[2]!;
    let stop = false;
    const client = async (n: number) => {
      const base = instances[n % 3]!.url;
      const token = tokens[n]!;
      const actor = `c${n % 3}-${n}`;
      let own: number[] = [];
      for (let i = 0; !stop; i++) {
        try {
          if (i % 2 === 0 || own.length === 0) {
            const email = `client${n}.${i}@example.com`;
            const response = await call(base, token, 'POST', '/person', { first: 'Load', last: `C${n}`, email });
            if (response.status >= 500) serverErrors.push(`${base} POST ${response.status}`);
            if (response.status === 200) {
              const { data } = await response.json() as { data: { id: number } };
              acknowledged.push({ id: data.id, email });
              own.push(data.id);
            } else await response.arrayBuffer();
          } else if ((answeredReads.get(actor) ?? 0) < RATE_LIMIT - 5) {
            const response = await call(base, token, 'GET', `/person/${own[i % own.length]}`);
            if (response.status >= 500) serverErrors.push(`${base} GET ${response.status}`);
            if (response.status === 200) answeredReads.set(actor, (answeredReads.get(actor) ?? 0) + 1);
            await response.arrayBuffer();
          }
        } catch {
          // Only the killed instance's clients may lose their connection.
          if (n % 3 !== 2) serverErrors.push(`${base} connection error`);
          else own = own.length ? own : [];
          if (n % 3 === 2) await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
    };
    const running = Array.from({ length: clients }, (_, n) => client(n));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    victim.child.kill('SIGKILL');
    await victim.exit;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    stop = true;
    await Promise.all(running);

    expect(serverErrors).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(clients);
    // Every acknowledged write is there, with the e-mail it was acknowledged with.
    const ids = acknowledged.map((w) => w.id);
    for (const { id, email } of acknowledged) expect((await store.people.get(id))?.email).toBe(email);
    expect(new Set(ids).size).toBe(ids.length);
    // Audit rows: exactly the answered reads on the survivors; on the killed instance at
    // least those answered (a read committed just before the kill may not have been sent).
    const rows = await store.audit.list({ limit: 100_000 });
    for (let n = 0; n < clients; n++) {
      const actor = `c${n % 3}-${n}`;
      const logged = rows.filter((r) => r.actor === actor && r.action === 'person.get' && r.outcome === 'ok').length;
      if (n % 3 === 2) expect(logged).toBeGreaterThanOrEqual(answeredReads.get(actor) ?? 0);
      else expect(logged).toBe(answeredReads.get(actor) ?? 0);
    }
  });

  it('PostgreSQL restarted under load → only 503 unavailable with Retry-After while it is down, then 200s; no crash', async () => {
    const token = await issue('outage');
    const survivors = instances.filter((i) => i.child.exitCode === null && i.child.signalCode === null).map((i) => i.url);
    expect(survivors.length).toBeGreaterThanOrEqual(2);
    const statuses = new Map<number, number>();
    const unexpected: string[] = [];
    let down = false;
    let stop = false;
    let n = 0;
    const client = async (c: number) => {
      const base = survivors[c % survivors.length]!;
      while (!stop) {
        const i = n++;
        const response = i % 2
          ? await call(base, token, 'GET', '/job')
          : await call(base, token, 'POST', '/person', { first: 'Outage', last: `W${i}` });
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.status === 503) {
          if (response.headers.get('retry-after') !== '1') unexpected.push(`503 without Retry-After: 1`);
          const body = await response.json() as { error: { code: string } };
          if (body.error.code !== 'unavailable') unexpected.push(`503 ${body.error.code}`);
          await new Promise((resolve) => setTimeout(resolve, 50));
        } else {
          await response.arrayBuffer();
          if (response.status !== 200) unexpected.push(`${response.status} (down: ${down})`);
        }
      }
    };
    const running = Array.from({ length: 8 }, (_, c) => client(c));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await postgres().stop();
    down = true;
    // While it is down every request is refused, quickly and cleanly.
    for (const base of survivors) {
      for (const path of ['/job', '/person/1']) {
        const response = await call(base, token, 'GET', path);
        expect(response.status).toBe(503);
        expect(response.headers.get('retry-after')).toBe('1');
        expect((await response.json() as { error: { code: string } }).error.code).toBe('unavailable');
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    await postgres().start();
    down = false;
    // The pools reconnect by themselves: poll each survivor until its first 200.
    for (const base of survivors) {
      let status = 0;
      for (let attempt = 0; attempt < 100 && status !== 200; attempt++) {
        status = (await call(base, token, 'GET', '/job')).status;
        if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(status).toBe(200);
    }
    stop = true;
    await Promise.all(running);
    expect(unexpected).toEqual([]);
    expect(statuses.get(503)).toBeGreaterThan(0);
    // Back to 200s: every answer after the reconnect.
    for (const base of survivors) for (let i = 0; i < 5; i++) expect((await call(base, token, 'GET', '/job')).status).toBe(200);
    for (const base of survivors) expect((await call(base, token, 'POST', '/person', { first: 'After', last: 'Outage' })).status).toBe(200);
    expect(instances[0]!.child.exitCode).toBeNull();
    expect(instances[1]!.child.exitCode).toBeNull();
  });
});
