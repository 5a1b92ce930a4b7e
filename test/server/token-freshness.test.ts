// A token created or revoked by another process counts on the server's
// very next request. The server is `recruit serve` in a process of its own; tokens are
// created and revoked from this process through the token service the CLI uses, and by
// the CLI itself for the scripted case (`TOKEN=$(recruit token create … --json | jq …)`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteStore as openStore, type SqliteStore as Store } from '../../src/store/index.js';
import { createTokenService, type TokenService } from '../../src/service/token-service.js';
import { systemClock } from '../../src/domain/clock.js';
import { BIN, ENV, serve, type Serving } from '../helpers/serve.js';

let dir: string;
let db: string;
let server: Serving;
let store: Store;
let tokens: TokenService;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'recruit-token-fresh-'));
  db = join(dir, 'serve.sqlite');
  server = await serve(db);
  store = openStore(db);
  tokens = createTokenService(store, systemClock);
}, 30_000);

afterAll(async () => {
  store?.close();
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await server.exit;
  }
  rmSync(dir, { recursive: true, force: true });
});

const status = async (token: string) =>
  (await fetch(`${server.url}/job`, { headers: { authorization: `Bearer ${token}` } })).status;

describe('tokens changed by another process', () => {
  it('a new token works on the very next request, 100 times in a row', async () => {
    const failures: number[] = [];
    for (let i = 0; i < 100; i++) {
      const { token } = await tokens.create(`fresh-${i}`, 'read');
      const code = await status(token);
      if (code !== 200) failures.push(code);
    }
    expect(failures).toEqual([]);
  }, 60_000);

  it('a revoked token is refused on the very next request, 100 times in a row', async () => {
    const stillAccepted: string[] = [];
    for (let i = 0; i < 100; i++) {
      const name = `revoked-${i}`;
      const { token } = await tokens.create(name, 'read');
      expect(await status(token)).toBe(200);
      tokens.revoke(name);
      if ((await status(token)) !== 401) stillAccepted.push(name);
    }
    expect(stillAccepted).toEqual([]);
  }, 60_000);

  it('a token printed by `recruit token create --json` works at once, and `token revoke` ends it at once', async () => {
    for (let i = 0; i < 3; i++) {
      const created = spawnSync(process.execPath, [BIN, '--db', db, 'token', 'create', `script-${i}`, '--json'], { env: ENV, encoding: 'utf8' });
      expect(created.status, created.stderr).toBe(0);
      const { token } = JSON.parse(created.stdout) as { token: string };
      expect(await status(token)).toBe(200);
      const revoked = spawnSync(process.execPath, [BIN, '--db', db, 'token', 'revoke', `script-${i}`], { env: ENV, encoding: 'utf8' });
      expect(revoked.status, revoked.stderr).toBe(0);
      expect(await status(token)).toBe(401);
    }
  }, 60_000);
});
