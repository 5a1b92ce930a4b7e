// `recruit person erase | export-data | purge | duplicates | merge` as a user runs them
//: confirmation, exit codes, files written, and the same commands with
// --remote against a real server (a read token is refused every write: exit 5).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import JSZip from 'jszip';
import Database from 'better-sqlite3';
import { BIN, createCliSandbox, runRecruit, type CliSandbox } from '../helpers/cli.js';
import { api, startTestServer, type TestServer } from '../helpers/server.js';

/** A sandbox whose cache dir is its own: no run reads or writes the real one. */
function sandbox(): CliSandbox {
  const box = createCliSandbox();
  const run = box.run.bind(box);
  box.run = (args, options = {}) => run(args, { ...options, env: { XDG_CACHE_HOME: join(box.dir, 'xdg-cache'), ...options.env } });
  return box;
}

let cli: CliSandbox;
beforeAll(() => {
  cli = sandbox();
});
afterAll(() => cli.cleanup());

async function person(first: string, last: string, extra: string[] = []): Promise<number> {
  const run = await cli.run(['--quiet', 'person', 'create', '--first', first, '--last', last, ...extra]);
  expect(run.code, run.stderr).toBe(0);
  return Number(run.stdout.trim());
}

/** Runs recruit on a pseudo-terminal, answers the prompt that contains `expect` with `keys`. */
function onTty(expectText: string, keys: string, args: string[]) {
  const env = { PATH: process.env['PATH'] ?? '', HOME: cli.dir, NO_COLOR: '1', RECRUIT_CONFIG: '/dev/null', TERM: 'dumb' };
  const result = spawnSync('python3', [join(import.meta.dirname, '../helpers/run-on-tty.py'), expectText, keys, process.execPath, BIN, '--db', cli.db, ...args], { env, encoding: 'utf8', timeout: 30_000 });
  return JSON.parse(result.stdout) as { status: number; output: string; sent: boolean };
}

describe('person erase', () => {
  it('refuses without --yes when it cannot ask, erases with it, and says when on a second try', async () => {
    const id = await person('Erika', 'Törlés', ['--email', 'erika@example.com']);
    const refused = await cli.run(['person', 'erase', String(id), '--reason', 'request']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/refusing without confirmation/);
    expect((await cli.run(['person', 'get', String(id)])).code).toBe(0);

    const missingReason = await cli.run(['person', 'erase', String(id), '--yes']);
    expect(missingReason.code).toBe(2);
    expect(missingReason.stderr).toMatch(/--reason/);

    const erased = await cli.run(['person', 'erase', String(id), '--reason', 'request', '--yes', '--json']);
    expect(erased.code, erased.stderr).toBe(0);
    expect(erased.json()).toMatchObject({ person_id: id, reason: 'request', counts: { person: 1 } });
    const again = await cli.run(['person', 'erase', String(id), '--reason', 'request', '--yes']);
    expect(again.code).toBe(3);
    expect(again.stderr).toMatch(new RegExp(`person ${id} was erased at \\d{4}-`));
  });

  it('asks on a terminal: "n" keeps the person, "y" erases', async () => {
    const id = await person('Tamás', 'Kérdés');
    const no = onTty('cannot be undone', 'n\r', ['person', 'erase', String(id), '--reason', 'request']);
    expect(no.sent, no.output).toBe(true);
    expect(no.status).toBe(0);
    expect(no.output).toContain('nothing erased');
    expect((await cli.run(['person', 'get', String(id)])).code).toBe(0);
    const yes = onTty('cannot be undone', 'y\r', ['person', 'erase', String(id), '--reason', 'request']);
    expect(yes.status, yes.output).toBe(0);
    expect(yes.output).toContain(`erased person ${id}`);
    expect((await cli.run(['person', 'get', String(id)])).code).toBe(3);
  });
});

describe('person export-data', () => {
  it('writes the zip, never over an existing file without --force', async () => {
    const id = await person('Adél', 'Hozzáférés', ['--city', 'Eger']);
    const target = join(cli.dir, `export-${id}.zip`);
    const run = await cli.run(['person', 'export-data', String(id), '--out', target]);
    expect(run.code, run.stderr).toBe(0);
    const zip = await JSZip.loadAsync(readFileSync(target));
    expect(JSON.parse(await zip.file('person.json')!.async('string'))).toMatchObject({ id, city: 'Eger' });
    const again = await cli.run(['person', 'export-data', String(id), '--out', target]);
    expect(again.code).toBe(2);
    expect(again.stderr).toMatch(/already exists/);
    expect((await cli.run(['person', 'export-data', '999999', '--out', join(cli.dir, 'none.zip')])).code).toBe(3);
    expect(existsSync(join(cli.dir, 'none.zip'))).toBe(false);
  });
});

/** Sets people's last change (the CLI has no clock to turn back: make them old in the file). */
function age(db: string, ids: number[], when: string): void {
  const sqlite = new Database(db);
  try {
    sqlite.prepare(`UPDATE people SET last_modified = ? WHERE id IN (${ids.map(() => '?').join(', ')})`).run(when, ...ids);
  } finally {
    sqlite.close();
  }
}

describe('person purge', () => {
  it('lists on --dry-run, erases with --yes and appends one receipt line per person', async () => {
    const box = sandbox();
    try {
      const ids: number[] = [];
      for (const name of ['Első', 'Második']) {
        const run = await box.run(['--quiet', 'person', 'create', '--first', name, '--last', 'Régi']);
        ids.push(Number(run.stdout.trim()));
      }
      age(box.db, ids, '2020-03-01 00:00:00');
      const receipts = join(box.dir, 'receipts.ndjson');
      writeFileSync(receipts, '{"earlier":"line"}\n');
      const dry = await box.run(['person', 'purge', '--not-modified-since', '2021-01-01', '--dry-run']);
      expect(dry.code, dry.stderr).toBe(0);
      expect(dry.stdout).toMatch(/2 people not modified since 2021-01-01 would be erased \(dry run\)/);
      // The listing named them: one audit row each, by the local user.
      const audit = (await box.run(['audit', 'list', '--json'])).json<{ action: string; actor: string; person_id: number }[]>();
      const listed = audit.filter((r) => r.action === 'person.purge.dry-run');
      expect(listed.map((r) => r.person_id).sort((a, b) => a - b)).toEqual(ids);
      for (const row of listed) expect(row.actor).toMatch(/^cli:/);
      const bad = await box.run(['person', 'purge', '--not-modified-since', 'long ago', '--dry-run']);
      expect(bad.code).toBe(2);
      expect(bad.stderr).toMatch(/--not-modified-since "long ago"/);
      const real = await box.run(['person', 'purge', '--not-modified-since', '2y', '--receipts', receipts, '--yes', '--json']);
      expect(real.code, real.stderr).toBe(0);
      expect(real.json<{ receipts: { person_id: number }[] }>().receipts.map((r) => r.person_id)).toEqual(ids);
      const lines = readFileSync(receipts, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { person_id?: number });
      expect(lines.map((l) => l.person_id)).toEqual([undefined, ...ids]);
      expect((await box.run(['db', 'stats', '--json'])).json()).toMatchObject({ people: 0 });
    } finally {
      box.cleanup();
    }
  });

  it('refuses minutes and a bare m (hinting at months), erases nobody modified in the last 30 days without --force', async () => {
    const box = sandbox();
    try {
      const ids: number[] = [];
      for (const name of ['Friss', 'Újabb']) {
        ids.push(Number((await box.run(['--quiet', 'person', 'create', '--first', name, '--last', 'Perc'])).stdout.trim()));
      }
      const stats = async () => (await box.run(['db', 'stats', '--json'])).json<{ people: number }>().people;
      const oneM = await box.run(['person', 'purge', '--not-modified-since', '1m', '--without-applications', '--yes']);
      expect(oneM.code).toBe(2);
      expect(oneM.stderr).toMatch(/--not-modified-since "1m" is ambiguous/);
      expect(oneM.stderr).toMatch(/did you mean 1mo \(month\)\?/);
      for (const bound of ['6m', '30min', '2h', '0d', '9999-12-31', '999999y']) {
        const run = await box.run(['person', 'purge', '--not-modified-since', bound, '--yes']);
        expect(run.code, `${bound}: ${run.stderr}`).toBe(2);
        expect(run.stderr).toMatch(/30d, 12w, 6mo/);
      }
      // Modified three weeks ago: kept unless forced.
      age(box.db, ids, new Date(Date.now() - 21 * 86_400_000).toISOString().slice(0, 19).replace('T', ' '));
      const short = await box.run(['person', 'purge', '--not-modified-since', '7d', '--yes']);
      expect(short.code).toBe(2);
      expect(short.stderr).toMatch(/less than 30 days ago.*--force/);
      expect(await stats()).toBe(2);
      for (const bound of ['6mo', '6M', '6 months', '18months']) {
        const run = await box.run(['person', 'purge', '--not-modified-since', bound, '--dry-run']);
        expect(run.code, `${bound}: ${run.stderr}`).toBe(0);
        expect(run.stdout).toMatch(/nobody is not modified since/);
      }
      const forced = await box.run(['person', 'purge', '--not-modified-since', '7d', '--force', '--yes']);
      expect(forced.code, forced.stderr).toBe(0);
      expect(forced.stdout).toMatch(/erased 2 people not modified since \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC/);
      expect(await stats()).toBe(0);
    } finally {
      box.cleanup();
    }
  });

  it('without --yes shows the count and the cut-off date: asks on a terminal, refuses (exit 2) without one', async () => {
    const ids = [await person('Kornél', 'Megőrzött'), await person('Klára', 'Megőrzött')];
    age(cli.db, ids, '2019-05-01 00:00:00');
    const refused = await cli.run(['person', 'purge', '--not-modified-since', '2020-01-01']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/2 people not modified since 2020-01-01 will be erased.*refusing without confirmation/);
    const no = onTty('will be erased', 'n\r', ['person', 'purge', '--not-modified-since', '2020-01-01']);
    expect(no.sent, no.output).toBe(true);
    expect(no.output).toMatch(/2 people not modified since 2020-01-01 will be erased/);
    expect(no.output).toContain('nothing erased');
    for (const id of ids) expect((await cli.run(['person', 'get', String(id)])).code).toBe(0);
    const yes = onTty('will be erased', 'y\r', ['person', 'purge', '--not-modified-since', '2020-01-01']);
    expect(yes.status, yes.output).toBe(0);
    expect(yes.output).toMatch(/erased 2 people/);
    for (const id of ids) expect((await cli.run(['person', 'get', String(id)])).code).toBe(3);
  });
});

describe('person duplicates and merge', () => {
  it('shows the pair, merges it, and rejects KEEP = DROP and unknown ids', async () => {
    const keep = await person('Gábor', 'Kettős', ['--email', 'gabor@example.com', '--city', 'Vác']);
    const drop = await person('Gabor', 'Kettos', ['--email', 'gabor.k@example.com', '--city', 'VAC', '--phone-mobile', '+36 20 111 2222']);
    const table = await cli.run(['person', 'duplicates']);
    expect(table.code, table.stderr).toBe(0);
    expect(table.stdout).toContain('similar_name_same_city');
    expect(table.stdout).toContain(`${drop} Gabor Kettos`);
    expect((await cli.run(['person', 'duplicates', '--min-score', '101'])).code).toBe(2);

    expect((await cli.run(['person', 'merge', String(keep), String(keep), '--yes'])).code).toBe(2);
    expect((await cli.run(['person', 'merge', String(keep), '999999', '--yes'])).code).toBe(3);
    const plan = await cli.run(['person', 'merge', String(keep), String(drop), '--dry-run']);
    expect(plan.stdout).toMatch(/would merge person \d+ into \d+ \(dry run: nothing changed\)/);
    expect(plan.stdout).toContain('phone_mobile, email2');
    const merged = await cli.run(['person', 'merge', String(keep), String(drop), '--yes']);
    expect(merged.code, merged.stderr).toBe(0);
    expect((await cli.run(['person', 'get', String(drop)])).code).toBe(3);
    expect((await cli.run(['person', 'get', String(keep), '--json'])).json()).toMatchObject({ email2: 'gabor.k@example.com', phone_mobile: '+36 20 111 2222' });
  });
});

describe('--remote', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });
  const remote = (token: string, args: string[]) => runRecruit(['--remote', server.url, '--token', token, ...args], { env: { RECRUIT_CONFIG: '/dev/null' } });

  it('erases, exports and merges over HTTP; a read token gets exit 5 and changes nothing', async () => {
    const created = (await (await api(server, 'POST', '/person', { first: 'Rita', last: 'Távoli', email: 'rita@example.com' })).json()) as { data: { id: number } };
    const id = created.data.id;
    for (const args of [
      ['person', 'erase', String(id), '--reason', 'request', '--yes'],
      ['person', 'purge', '--not-modified-since', '2y', '--yes'],
      ['person', 'merge', String(id), '999', '--yes'],
    ]) {
      const refused = await remote(server.readToken, args);
      expect(refused.code, `${args.join(' ')}: ${refused.stderr}`).toBe(5);
    }
    expect(await server.store.people.count()).toBe(1);

    const target = join(server.storePath, '..', 'rita.zip');
    const exported = await remote(server.token, ['person', 'export-data', String(id), '--out', target]);
    expect(exported.code, exported.stderr).toBe(0);
    expect(Object.keys((await JSZip.loadAsync(readFileSync(target))).files)).toContain('person.json');

    const erased = await remote(server.token, ['person', 'erase', String(id), '--reason', 'request', '--yes', '--json']);
    expect(erased.code, erased.stderr).toBe(0);
    expect(erased.json()).toMatchObject({ person_id: id, actor: 'test-writer' });
    const again = await remote(server.token, ['person', 'erase', String(id), '--reason', 'request', '--yes']);
    expect(again.code).toBe(3);
    expect(again.stderr).toMatch(/was erased at/);
  });
});
