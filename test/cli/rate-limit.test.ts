// A server's person-read limit as the CLI meets it (--remote): a one-off command says
// "rate limited, retry in N s" and exits 7 at once instead of waiting silently; --wait (or
// RECRUIT_WAIT=1) waits and says so; bulk commands (import) always wait, and say so.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api, startTestServer, type TestServer } from '../helpers/server.js';
import { runRecruit } from '../helpers/cli.js';

// 6 per minute: a read comes back every 10 s, so a spent budget stays spent while the CLI starts.
const LIMIT = 6;
let server: TestServer;
let dir: string;
let personId: number;

beforeAll(async () => {
  server = await startTestServer({ rateLimit: LIMIT, parser: async () => { throw new Error('no parser in this test'); } });
  dir = mkdtempSync(join(tmpdir(), 'recruit-rate-'));
  const person = { first: 'Tamsin', last: 'Orrey', email: 'tamsin.orrey@example.org' };
  const created = await (await api(server, 'POST', '/person', person)).json() as { data: { id: number } };
  personId = created.data.id;
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Spends the token's whole budget: the next person read is refused for up to 10 s. */
beforeEach(async () => {
  for (let i = 0; i < LIMIT * 2; i++) {
    if ((await api(server, 'GET', `/person/${personId}`)).status === 429) return;
  }
  throw new Error('the budget was not spent');
});

const remote = (args: string[], env: Record<string, string> = {}) =>
  runRecruit(['--remote', server.url, '--token', server.token, ...args], { env: { RECRUIT_CONFIG: '/dev/null', ...env }, cwd: dir });

describe('rate limits in the CLI', () => {
  it('a one-off read exits 7 at once: "rate limited, retry in N s", the limit per minute, and how to wait', async () => {
    const run = await remote(['person', 'get', String(personId)]);
    expect(run.code).toBe(7);
    expect(run.stderr).toMatch(/^error: rate limited, retry in (\d+) s \(the limit is 6 person reads per minute per token\) \(hint: --wait/);
    expect(Number(/retry in (\d+) s/.exec(run.stderr)![1])).toBeLessThanOrEqual(10);
    expect(run.stdout).toBe('');
    // "At once": a CLI that waited for the limit would then have read the person (exit 0, the person on stdout), so the
    // exit code and the empty stdout above are the proof; its time is not (a CLI start takes seconds on a busy machine).
  });

  it.each([[['--wait']], [[], { RECRUIT_WAIT: '1' }]] as [string[], Record<string, string>?][])(
    'with %j the read waits for the limit, says so on stderr, and succeeds', async (flags, env) => {
      const run = await remote([...flags, 'person', 'get', String(personId), '--json'], env);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stderr).toMatch(/^waiting \d+ s for the rate limit…$/m);
      expect(run.json<{ id: number }>().id).toBe(personId);
    },
  );

  it('an import is not held back by the person-read budget it does not use', async () => {
    // The budget is spent (the tests above), yet the import goes through at once: it sends its
    // rows to POST /person/import, which writes and reads no person back to the client.
    const file = join(dir, 'people.csv');
    writeFileSync(file, 'first,last,email\nTamsin,Orrey-Vale,tamsin.orrey@example.org\n');
    const run = await remote(['person', 'import', file, '--on-conflict', 'update', '--json']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).not.toMatch(/rate limit/);
    expect(run.json()).toMatchObject({ updated: 1 });
  });
});
