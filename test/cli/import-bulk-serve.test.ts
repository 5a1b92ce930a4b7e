// `recruit serve` (the built server, where a request's import runs in its own thread on its
// own SQLite connection) with `recruit --remote … person import`: the chunks land, the people
// are found by search when the command returns, GET /job keeps answering meanwhile, and a
// second run skips every row (nothing imported twice).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { runRecruit } from '../helpers/cli.js';
import { serve, type Serving } from '../helpers/serve.js';

let dir: string;
let server: Serving;
let token: string;
let db: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'recruit-bulk-serve-'));
  db = join(dir, 'server.sqlite');
  const created = await runRecruit(['--db', db, 'token', 'create', 'bulk', '--json']);
  token = created.json<{ token: string }>().token;
  server = await serve(db);
}, 60_000);
afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exit;
  rmSync(dir, { recursive: true, force: true });
});

describe('remote import into recruit serve', () => {
  it('imports in chunks through POST /person/import while the server keeps answering', async () => {
    const rows = 3000;
    const lines = Array.from({ length: rows }, (_, i) => `Vendel${i},Quiren${i},vendel.quiren.${i}@example.org,Kecskemet`);
    writeFileSync(join(dir, 'people.csv'), `first,last,email,city\n${lines.join('\n')}\nBroken,Row,not-an-email,\n`);
    const times: number[] = [];
    let importing = true;
    const polling = (async () => {
      while (importing) {
        const started = performance.now();
        const answer = await fetch(`${server.url}/job`, { headers: { authorization: `Bearer ${token}` } });
        expect(answer.status).toBe(200);
        await answer.arrayBuffer();
        times.push(performance.now() - started);
        await new Promise((r) => setTimeout(r, 10));
      }
    })();
    const run = await runRecruit(['--remote', server.url, '--token', token, 'person', 'import', join(dir, 'people.csv'), '--batch-size', '1000',
      '--rejects', join(dir, 'rejects.ndjson'), '--json']);
    importing = false;
    await polling;
    expect(run.code, run.stderr).toBe(0);
    expect(run.json()).toMatchObject({ rows: rows + 1, created: rows, rejected: 1 });
    expect(times.length).toBeGreaterThan(0);
    const found = await fetch(`${server.url}/person?q=quiren2999`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await found.json()) as { data: { email: string }[] }).data.map((p) => p.email)).toEqual(['vendel.quiren.2999@example.org']);
    // Through the bulk endpoint: one audit row per chunk (3,001 rows in chunks of 1,000), naming the token.
    const reader = new Database(db, { readonly: true });
    const audits = reader.prepare("SELECT actor, outcome FROM audit WHERE action = 'person.import'").all();
    reader.close();
    expect(audits).toEqual(Array.from({ length: 4 }, () => ({ actor: 'bulk', outcome: 'ok' })));
    const again = await runRecruit(['--remote', server.url, '--token', token, 'person', 'import', join(dir, 'people.csv'), '--json']);
    expect(again.json()).toMatchObject({ created: 0, skipped: rows, rejected: 1 });
  }, 120_000);
});
