// The --remote CLI and the server's version, against real processes: `recruit --version
// --remote`, one version check per run cached for a minute, a warning for a newer major,
// and an older server's missing endpoint reported as the version it lacks (exit 2).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runRecruit } from '../helpers/cli.js';
import { compareVersions, missingEndpointIn, parseVersion, versionNeededFor } from '../../src/domain/versions.js';
import { CLI_VERSION } from '../../src/cli/server-compat.js';

interface FakeServer { url: string; health: number; close(): Promise<void> }

/** A server that says it is `version` and has only /health and, when `hasJobs`, the /job reads. */
function fakeRecruit(version: string, hasJobs: boolean): Promise<FakeServer> {
  const state = { health: 0 };
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    response.setHeader('content-type', 'application/json');
    response.setHeader('recruit-version', version);
    if (path === '/health') {
      state.health++;
      response.end(JSON.stringify({ status: 'ok', version }));
    } else if (path?.startsWith('/job') && hasJobs) {
      response.end(JSON.stringify({ success: true, type: 'jobs', data: [] }));
    } else {
      response.statusCode = 404;
      response.end(JSON.stringify({ success: false, error: { code: 'not_found', message: `no endpoint ${request.method} ${path}` } }));
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => {
    const address = server.address() as { port: number };
    resolve({
      url: `http://127.0.0.1:${address.port}`,
      get health() { return state.health; },
      close: () => new Promise<void>((done) => { server.closeAllConnections(); server.close(() => done()); }),
    });
  }));
}

let home: string;
beforeAll(() => { home = mkdtempSync(join(tmpdir(), 'recruit-version-')); });
afterAll(() => rmSync(home, { recursive: true, force: true }));
let servers: FakeServer[] = [];
afterEach(async () => { await Promise.all(servers.map((s) => s.close())); servers = []; });

function recruit(args: string[], cache: string) {
  return runRecruit(args, { env: { RECRUIT_CONFIG: '/dev/null', HOME: home, XDG_CACHE_HOME: cache } });
}

describe('versions (pure)', () => {
  it('compares semantic versions, pre-releases before their release', () => {
    const v = (t: string) => parseVersion(t)!;
    expect(compareVersions(v('0.2.0'), v('0.10.0'))).toBeLessThan(0);
    expect(compareVersions(v('1.0.0'), v('1.0.0-rc.1'))).toBeGreaterThan(0);
    expect(compareVersions(v('2.0.1'), v('2.0.1'))).toBe(0);
    expect(parseVersion('not-a-version')).toBeUndefined();
  });

  it('knows which version brought an endpoint, and reads a missing endpoint from a 404 or 405', () => {
    expect(versionNeededFor('GET', 'events?after=3')).toBe('0.2.0');
    expect(versionNeededFor('GET', '/job')).toBe('0.1.0');
    expect(missingEndpointIn('no endpoint GET /events')).toEqual({ method: 'GET', path: '/events' });
    expect(missingEndpointIn('POST is not a method of /job/3; use GET')).toEqual({ method: 'POST', path: '/job/3' });
    expect(missingEndpointIn('person 12 not found')).toBeUndefined();
  });
});

describe('recruit --version', () => {
  it('prints the CLI version alone, and the server\'s too with --remote', async () => {
    const server = await fakeRecruit('7.8.9', true);
    servers.push(server);
    const plain = await recruit(['--version'], join(home, 'c1'));
    expect(plain.code).toBe(0);
    expect(plain.stdout.trim()).toBe(CLI_VERSION);
    const both = await recruit(['--remote', server.url, '--version'], join(home, 'c1'));
    expect(both.code, both.stderr).toBe(0);
    expect(both.stdout).toBe(`${CLI_VERSION}\nserver ${server.url}: 7.8.9\n`);
    const json = await recruit(['--remote', server.url, '--json', '--version'], join(home, 'c1'));
    expect(json.json()).toEqual({ cli: CLI_VERSION, remote: server.url, server: '7.8.9' });
  });

  it('says so clearly when the server cannot be asked (exit 6)', async () => {
    const server = await fakeRecruit('1.0.0', true);
    await server.close();
    const run = await recruit(['--remote', server.url, '--version'], join(home, 'c2'));
    expect(run.code).toBe(6);
    expect(run.stderr).toMatch(new RegExp(`this CLI is ${CLI_VERSION.replace(/\./g, '\\.')}; cannot ask .*ECONNREFUSED`));
  });
});

describe('the server version check of --remote commands', () => {
  it('an older server without the endpoint: "the server is version X; this command needs Y", exit 2, not a 404', async () => {
    const server = await fakeRecruit('0.0.3', false);
    servers.push(server);
    const run = await recruit(['--remote', server.url, '--token', 'rk_x', 'job', 'list'], join(home, 'c3'));
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`the server at ${server.url} is version 0.0.3; this command needs 0.1.0 (GET /job)`);
    // A server as new as the endpoint keeps its 404 (a real "not found").
    const current = await fakeRecruit(CLI_VERSION, false);
    servers.push(current);
    const notFound = await recruit(['--remote', current.url, '--token', 'rk_x', 'job', 'list'], join(home, 'c3'));
    expect(notFound.code).toBe(3);
    expect(notFound.stderr).toContain('no endpoint GET /job');
  });

  it('asks once and remembers it for a minute; a newer major warns once', async () => {
    const server = await fakeRecruit('99.0.0', true);
    servers.push(server);
    const cache = join(home, 'c4');
    const first = await recruit(['--remote', server.url, '--token', 'rk_x', 'job', 'list'], cache);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stderr.match(/warning: the server at .* is version 99\.0\.0, a newer major/g)).toHaveLength(1);
    const second = await recruit(['--remote', server.url, '--token', 'rk_x', 'job', 'list'], cache);
    expect(second.code).toBe(0);
    expect(second.stderr).not.toMatch(/warning/);
    expect(server.health).toBe(1);
    // Another cache dir (another user) asks again.
    await recruit(['--remote', server.url, '--token', 'rk_x', 'job', 'list'], join(home, 'c5'));
    expect(server.health).toBe(2);
  });
});
