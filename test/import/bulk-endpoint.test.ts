// POST /person/import and /job/import on both stores, through a real server: the same
// rejects and summary as the local import of the same text, one transaction and one audit
// row per request, gzip, the limits (413), bodies that break off or are not UTF-8 (nothing
// imported, the server still answers), and Idempotency-Key (a repeated request lands once).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { localBulkService } from '../../src/service/bulk-service.js';
import { openSqliteStore, openStore, type Store } from '../../src/store/index.js';
import { fixedClock } from '../helpers/local.js';
import { startTestServer, startTestServerOn } from '../helpers/server.js';
import { usePostgres } from '../helpers/postgres.js';
import { storeRows } from '../helpers/store-rows.js';
import { codes } from './import-helpers.js';

const postgres = usePostgres();

interface Served {
  url: string;
  token: string;
  readToken: string;
  store: Store;
  close(): Promise<void>;
}

const STORES: { name: string; start(): Promise<Served> }[] = [
  { name: 'sqlite', start: () => startTestServer({ parser: async () => { throw new Error('no parser here'); } }) },
  {
    name: 'postgres',
    start: async () => {
      const url = await postgres().createDatabase();
      return startTestServerOn(await openStore(url), { parser: async () => { throw new Error('no parser here'); } }, async () => {});
    },
  },
];

/** Bad rows, a repeated e-mail (twice), a row without a name for an unknown e-mail, and a last line without its newline. */
const MESSY = [
  'first,last,email,city',
  'Orsolya,Vindel,orsolya.vindel@example.org,Szeged',
  'Bence,Quarp,not-an-email,Pécs',
  'Tamara,Lisk,orsolya.vindel@example.org,Győr',
  ',,nobody.yet@example.org,',
  'Kelemen,Drava,kelemen.drava@example.org,"Eger"',
  'Kelemen,Drava,KELEMEN.DRAVA@example.org,Eger',
  'Zita,Morv,zita.morv@example.org,Debrecen',
].join('\n');

async function post(served: Served, path: string, body: Uint8Array | string, headers: Record<string, string> = {}) {
  const response = await fetch(`${served.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${served.token}`, 'content-type': 'text/csv', ...headers },
    body,
  });
  return { status: response.status, text: await response.text() };
}

const lines = (text: string) => text.trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);

async function localImport(text: string, onConflict: 'skip' | 'update' | 'fail') {
  const dir = mkdtempSync(join(tmpdir(), 'recruit-bulk-local-'));
  const store = await openSqliteStore(join(dir, 'local.sqlite'));
  try {
    const summary = await localBulkService({ store, codes: async () => codes, clock: fixedClock() }).importRecords({
      resource: 'person', file: '-', format: 'csv', stdin: Readable.from([Buffer.from(text)]), onConflict,
      batchSize: 5000, concurrency: 1, dryRun: false, rejectsPath: join(dir, 'rejects.ndjson'),
    });
    const rejects = readFileSync(join(dir, 'rejects.ndjson'), 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as unknown);
    return { summary, rejects };
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const count = async (store: Store, table = 'people') => Number((await storeRows(store, `SELECT count(*) AS n FROM ${table}`))[0]!['n']);
const importAudits = async (store: Store) => storeRows(store, "SELECT actor, action, outcome, query FROM audit WHERE action LIKE '%.import' ORDER BY id");

for (const kind of STORES) {
  describe(`POST /person/import on ${kind.name}`, () => {
    let served: Served;
    beforeAll(async () => {
      served = await kind.start();
    }, 120_000);
    afterAll(async () => {
      await served?.close();
    });

    it('answers the rejects and summary the local import gives for the same text, with one audit row naming the token', async () => {
      for (const mode of ['fail', 'skip'] as const) {
        const before = await count(served.store);
        const answer = await post(served, `/person/import?on_conflict=${mode}`, MESSY);
        expect(answer.status).toBe(200);
        const got = lines(answer.text);
        const local = await localImport(MESSY, mode);
        const { seconds: _s, ...summary } = local.summary;
        // The first request creates; the second (skip) finds every valid row there already.
        if (mode === 'fail') {
          expect(got.at(-1)).toEqual({ summary: { ...summary, seconds: expect.any(Number) } });
          expect(got.slice(0, -1)).toEqual(local.rejects);
          expect(await count(served.store)).toBe(before + local.summary.created);
        } else {
          expect(got.at(-1)).toMatchObject({ summary: { rows: summary.rows, rejected: 2, created: 0, skipped: summary.created + summary.skipped } });
          expect(await count(served.store)).toBe(before);
        }
      }
      const audits = await importAudits(served.store);
      expect(audits).toHaveLength(2);
      expect(audits[0]).toMatchObject({ actor: 'test-writer', action: 'person.import', outcome: 'ok' });
      expect(JSON.parse(String(audits[0]!['query']))).toMatchObject({ rows: 7, created: 3 });
      // Found by search as soon as the answer is in.
      const found = await fetch(`${served.url}/person?q=zita`, { headers: { authorization: `Bearer ${served.token}` } });
      expect(((await found.json()) as { data: { email: string }[] }).data.map((p) => p.email)).toEqual(['zita.morv@example.org']);
    });

    it('takes a gzip body and NDJSON, and imports jobs', async () => {
      const csv = 'first,last,email\nIlona,Berk,ilona.berk@example.org\n';
      const gz = await post(served, '/person/import', gzipSync(csv), { 'content-encoding': 'gzip' });
      expect(lines(gz.text).at(-1)).toMatchObject({ summary: { rows: 1, created: 1 } });
      const ndjson = '{"first":"Gellert","last":"Oszk","email":"gellert.oszk@example.org"}\n{"first":"Broken"\n';
      const nd = await post(served, '/person/import', ndjson, { 'content-type': 'application/x-ndjson' });
      const got = lines(nd.text);
      expect(got.at(-1)).toMatchObject({ summary: { rows: 2, created: 1, rejected: 1 } });
      expect(got[0]).toMatchObject({ line: 2 });
      const job = (title: string) => JSON.stringify({
        position_data_id: title.length, title, reference_number: 'BULK-1', category: [1], language: [1], regio: [348001], experience: 4, preparation: 6,
        date_from: '2026-01-01', date_till: '2027-12-31',
      });
      const jobs = await post(served, '/job/import?on_conflict=fail', `${job('Kovacsolo')}\n${job('Again')}\n`, { 'content-type': 'application/x-ndjson' });
      expect(lines(jobs.text).at(-1), jobs.text).toMatchObject({ summary: { rows: 2, created: 1, conflicts: 1 } });
    });

    it('refuses what is over the limits, not gzip or not UTF-8 — and imports nothing of it', async () => {
      const before = await count(served.store);
      const many = `first,last,email\n${Array.from({ length: 10_001 }, (_, i) => `N${i},Limit,limit${i}@example.org`).join('\n')}\n`;
      const tooMany = await post(served, '/person/import', many);
      expect(tooMany.status).toBe(413);
      const badGzip = await post(served, '/person/import', Buffer.from('not gzip at all'), { 'content-encoding': 'gzip' });
      expect(badGzip.status).toBe(400);
      const latin1 = Buffer.concat([Buffer.from('first,last,email\nAnna,Kov'), Buffer.from([0xe1]), Buffer.from('cs,anna.latin@example.org\n')]);
      const mixed = await post(served, '/person/import', latin1);
      expect(mixed.status).toBe(400);
      expect(JSON.parse(mixed.text).error.message).toMatch(/not UTF-8 text: line 2 has the byte 0xE1.*nothing was imported/);
      const badMap = await post(served, '/person/import?map=%7Bnope', 'first,last,email\n');
      expect(badMap.status).toBe(400);
      const readOnly = await fetch(`${served.url}/person/import`, {
        method: 'POST', headers: { authorization: `Bearer ${served.readToken}`, 'content-type': 'text/csv' }, body: 'first,last,email\n',
      });
      expect(readOnly.status).toBe(403);
      expect(await count(served.store)).toBe(before);
    });

    it('imports nothing of a body cut off mid-stream, and keeps answering', async () => {
      const before = await count(served.store);
      const audits = (await importAudits(served.store)).length;
      const url = new URL(`${served.url}/person/import`);
      await new Promise<void>((resolve) => {
        const req = httpRequest({
          host: url.hostname, port: url.port, path: url.pathname, method: 'POST',
          headers: { authorization: `Bearer ${served.token}`, 'content-type': 'text/csv', 'content-length': '100000' },
        });
        req.on('error', () => resolve());
        req.on('response', () => resolve());
        req.write('first,last,email\nCut,Off,cut.off@example.org\nHalf,Way,half.w');
        setTimeout(() => req.destroy(), 200);
      });
      await new Promise((r) => setTimeout(r, 200));
      const jobs = await fetch(`${served.url}/job`, { headers: { authorization: `Bearer ${served.token}` } });
      expect(jobs.status).toBe(200);
      expect(await count(served.store)).toBe(before);
      expect((await importAudits(served.store)).length).toBe(audits);
    });

    it('answers a repeated Idempotency-Key with the first answer, without importing again', async () => {
      const body = 'first,last,email\nRepeat,Once,repeat.once@example.org\n';
      const first = await post(served, '/person/import?on_conflict=fail', body, { 'idempotency-key': 'chunk-7' });
      const second = await post(served, '/person/import?on_conflict=fail', body, { 'idempotency-key': 'chunk-7' });
      expect(lines(first.text).at(-1)).toMatchObject({ summary: { created: 1 } });
      expect(second.text).toBe(first.text);
      const third = await post(served, '/person/import?on_conflict=fail', body, { 'idempotency-key': 'chunk-8' });
      expect(lines(third.text).at(-1)).toMatchObject({ summary: { created: 0, conflicts: 1 } });
      expect(Number((await storeRows(served.store, "SELECT count(*) AS n FROM people WHERE email = 'repeat.once@example.org'"))[0]!['n'])).toBe(1);
    });

    it('is published in /openapi.json with its body types', async () => {
      const doc = (await (await fetch(`${served.url}/openapi.json`)).json()) as { paths: Record<string, Record<string, { requestBody?: { content: object } }>> };
      expect(Object.keys(doc.paths['/person/import']!['post']!.requestBody!.content)).toEqual(['text/csv', 'application/x-ndjson']);
      expect(doc.paths['/job/import']!['post']).toBeDefined();
    });
  });
}
