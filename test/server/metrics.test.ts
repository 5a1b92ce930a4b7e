// GET /metrics on its own loopback port (`serve --metrics-port`): Prometheus text with the
// answers by route template and status, 429s, body refusals, audited person reads, the
// parser pool and the store — and never an id, a URL or a person's data. Real servers on
// 127.0.0.1, on SQLite and on an embedded PostgreSQL.
import { afterEach, describe, expect, it } from 'vitest';
import { api, startTestServer, type TestServer } from '../helpers/server.js';
import { startModeServer, type ModeServer } from '../helpers/server-modes.js';

let server: TestServer | undefined;
let modeServer: ModeServer | undefined;
afterEach(async () => {
  await server?.close();
  await modeServer?.close();
  server = undefined;
  modeServer = undefined;
});

/** The value of one series (exact labels, in the order prom-client prints them), or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function scrape(url: string | undefined): Promise<string> {
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
  const response = await fetch(url!);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
}

describe('metrics on SQLite', () => {
  it('counts answers by route template and status, refusals, audited reads and parses, without ids or person data', async () => {
    server = await startTestServer({ metricsPort: 0, rateLimit: 3 });
    const created = await (await api(server, 'POST', '/person', {
      first: 'Metrike', last: 'Quarzwald', email: 'metrike.quarzwald@example.com', city: 'Zwölfhausen',
    })).json() as { data: { id: number } };
    const id = created.data.id;
    for (let i = 0; i < 4; i++) await api(server, 'GET', `/person/${id}`); // 3 answered, the 4th is 429
    await api(server, 'GET', '/job');
    await api(server, 'GET', '/person/exists?email=metrike.quarzwald%40example.com', undefined, server.readToken);
    // Body refusals: not JSON (400), another type (415), too large (413).
    const post = (type: string, body: string) => fetch(`${server!.url}/person`, {
      method: 'POST', headers: { authorization: `Bearer ${server!.token}`, 'content-type': type }, body,
    });
    await post('application/json', '{"first": Metrike');
    await post('text/csv', 'Metrike,Quarzwald');
    await post('application/json', JSON.stringify({ first: 'x'.repeat(300_000), last: 'Quarzwald' }));
    // A schema refusal is not a body refusal: the body was read and parsed.
    await api(server, 'POST', '/person', { first: 'Metrike', last: 'Quarzwald', shoe_size: 44 });
    const parsed = await api(server, 'POST', '/parser', {
      file_name: 'Metrike_Quarzwald_CV.txt', data: Buffer.from('Metrike Quarzwald\nmetrike.quarzwald@example.com\n').toString('base64'),
    });
    expect(parsed.status).toBe(200);
    await api(server, 'GET', `/person/${id + 1000}`, undefined, server.writeToken);

    const text = await scrape(server.server.metricsUrl);
    expect(sample(text, 'recruit_http_request_duration_seconds_count{method="GET",route="/person/:id",status="200"}')).toBe(3);
    expect(sample(text, 'recruit_http_request_duration_seconds_count{method="GET",route="/person/:id",status="429"}')).toBe(1);
    expect(sample(text, 'recruit_http_request_duration_seconds_count{method="GET",route="/person/:id",status="404"}')).toBe(1);
    expect(sample(text, 'recruit_http_request_duration_seconds_count{method="POST",route="/person",status="201"}')
      ?? sample(text, 'recruit_http_request_duration_seconds_count{method="POST",route="/person",status="200"}')).toBe(1);
    expect(sample(text, 'recruit_http_request_duration_seconds_bucket{le="30",method="GET",route="/job",status="200"}')).toBe(1);
    expect(sample(text, 'recruit_http_rate_limited_total{route="/person/:id"}')).toBe(1);
    expect(sample(text, 'recruit_http_body_rejections_total{status="400"}')).toBe(1);
    expect(sample(text, 'recruit_http_body_rejections_total{status="415"}')).toBe(1);
    expect(sample(text, 'recruit_http_body_rejections_total{status="413"}')).toBe(1);
    // Three people read, one e-mail lookup; the unknown id found nobody, the 429 read nothing.
    expect(sample(text, 'recruit_person_reads_audited_total{kind="person"}')).toBe(3);
    expect(sample(text, 'recruit_person_reads_audited_total{kind="person-by-email"}')).toBe(1);
    expect(sample(text, 'recruit_parser_duration_seconds_count{task="parse",format="txt"}')).toBe(1);
    expect(sample(text, 'recruit_parser_busy')).toBe(0);
    expect(sample(text, 'recruit_parser_queued')).toBe(0);
    expect(sample(text, 'recruit_store_commit_wait_seconds_count')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'recruit_sqlite_wal_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_seconds');

    // Nothing that names or points at a person: no id, no URL, no value a person gave.
    const secrets = ['Metrike', 'Quarzwald', 'metrike.quarzwald', 'Zwölfhausen', `/person/${id}`, `/person/${id + 1000}`, 'example.com'];
    for (const secret of secrets) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/route="[^"]*\d/);
  });

  it('is not on the public port, and the metrics port answers only GET /metrics', async () => {
    server = await startTestServer({ metricsPort: 0 });
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
    const onApiPort = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${server.token}` } });
    expect(onApiPort.status).toBe(404);
    expect(await onApiPort.text()).toContain('--metrics');
    const base = server.server.metricsUrl!.replace(/\/metrics$/, '');
    expect((await fetch(`${base}/person/1`)).status).toBe(404);
    expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
  });

  it('with --metrics answers GET /metrics on the API port to metrics-scope and privacy tokens only', async () => {
    server = await startTestServer({ metrics: true });
    expect(server.server.metricsUrl).toBeUndefined();
    const scraper = (await server.server.tokens.create('scraper', 'metrics')).token;
    await api(server, 'GET', '/job');
    const get = (token?: string) => fetch(`${server!.url}/metrics`, token === undefined ? {} : { headers: { authorization: `Bearer ${token}` } });
    const scraped = await get(scraper);
    expect(scraped.status).toBe(200);
    expect(scraped.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await scraped.text();
    expect(sample(text, 'recruit_http_request_duration_seconds_count{method="GET",route="/job",status="200"}')).toBe(1);
    expect((await get(server.token)).status).toBe(200); // privacy
    expect((await get(server.readToken)).status).toBe(403);
    expect((await get(server.writeToken)).status).toBe(403);
    expect((await get()).status).toBe(401);
    // The metrics token opens nothing else, least of all a person.
    expect((await api(server, 'GET', '/job', undefined, scraper)).status).toBe(403);
    expect((await api(server, 'GET', '/person/1', undefined, scraper)).status).toBe(403);
  });

  it('keeps no metrics and opens no port without --metrics-port', async () => {
    server = await startTestServer();
    expect(server.server.metricsUrl).toBeUndefined();
  });

  it('each server has its own registry: two in one process count apart', async () => {
    server = await startTestServer({ metricsPort: 0 });
    const other = await startTestServer({ metricsPort: 0 });
    try {
      await api(server, 'GET', '/job');
      await api(server, 'GET', '/job');
      await api(other, 'GET', '/job');
      const series = 'recruit_http_request_duration_seconds_count{method="GET",route="/job",status="200"}';
      expect(sample(await scrape(server.server.metricsUrl), series)).toBe(2);
      expect(sample(await scrape(other.server.metricsUrl), series)).toBe(1);
    } finally {
      await other.close();
    }
  });
});

describe('metrics on PostgreSQL', () => {
  it('reports the connection pool and counts audited reads of a search', async () => {
    modeServer = await startModeServer('postgres', { metricsPort: 0 });
    const headers = { authorization: `Bearer ${modeServer.token}`, 'content-type': 'application/json' };
    for (const first of ['Poolina', 'Poolonius']) {
      const created = await fetch(`${modeServer.url}/person`, { method: 'POST', headers, body: JSON.stringify({ first, last: 'Zettelkamm' }) });
      expect(created.status).toBeLessThan(300);
    }
    const found = await fetch(`${modeServer.url}/person?name=Zettelkamm`, { headers });
    expect(found.status).toBe(200);
    const text = await scrape(modeServer.metricsUrl);
    expect(sample(text, 'recruit_postgres_pool_clients{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'recruit_postgres_pool_clients{state="idle"}')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'recruit_postgres_pool_clients{state="waiting"}')).toBe(0);
    expect(sample(text, 'recruit_person_reads_audited_total{kind="search"}')).toBe(2);
    expect(text).not.toContain('recruit_sqlite_wal_bytes');
    expect(text).not.toContain('Zettelkamm');
  }, 120_000);
});
