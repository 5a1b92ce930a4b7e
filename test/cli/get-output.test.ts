// Locally and with --remote against a real server:
// not found is exit 3; a job or project that exists but is not listed says why (--json: []);
// person/job get as key/value lists without empty fields and with code names; job list
// counts the jobs it hides; person exists and `-q … create` print the bare id.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCliSandbox, type CliRun } from '../helpers/cli.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { systemClock } from '../../src/domain/clock.js';

interface Mode {
  name: 'local' | 'remote';
  setUp(): Promise<{ run(...args: string[]): Promise<CliRun>; tearDown(): Promise<void> }>;
}

const MODES: Mode[] = [
  {
    name: 'local',
    async setUp() {
      const cli = createCliSandbox();
      return { run: (...args) => cli.run(args), tearDown: async () => cli.cleanup() };
    },
  },
  {
    name: 'remote',
    async setUp() {
      // The system clock on both sides: "today" is the same for the server's rules and the CLI's reasons.
      const server: TestServer = await startTestServer({ clock: systemClock });
      const cli = createCliSandbox();
      return {
        run: (...args) => cli.run(['--remote', server.url, '--token', server.token, ...args]),
        async tearDown() {
          cli.cleanup();
          await server.close();
        },
      };
    },
  },
];

/** The id printed by `recruit -q … create`: nothing but digits and a newline. */
function bareId(result: CliRun): number {
  expect(result.code, result.stderr).toBe(0);
  expect(result.stdout).toMatch(/^\d+\n$/);
  return Number(result.stdout.trim());
}

/** The label → text lines of a key/value view. */
function keyValues(stdout: string): Map<string, string> {
  const lines = stdout.split('\n').filter((line) => /^\S/.test(line));
  return new Map(lines.map((line) => {
    const match = /^(\S+)\s{2,}(.*)$/.exec(line);
    return [match?.[1] ?? line, match?.[2] ?? ''];
  }));
}

describe.each(MODES)('get, exists and create output ($name)', (mode) => {
  let run: (...args: string[]) => Promise<CliRun>;
  let tearDown: () => Promise<void>;
  beforeEach(async () => {
    ({ run, tearDown } = await mode.setUp());
  });
  afterEach(async () => {
    await tearDown();
  });

  it('item 5: an id that does not exist is exit 3 "not found" for job get and project get', async () => {
    for (const args of [['job', 'get', '99'], ['project', 'get', '42'], ['job', 'get', '99', '--json'], ['project', 'get', '42', '--json']]) {
      const result = await run(...args);
      expect(result.code, args.join(' ')).toBe(3);
      expect(result.stderr).toMatch(/not found/);
      expect(result.stdout).toBe('');
    }
  });

  it('item 5: a job that exists but is not listed prints [] with --json and says why otherwise, exit 0', async () => {
    const expired = bareId(await run('-q', 'job', 'create', '--position', '1', '--title', 'Old Clerk', '--date-from', '2020-01-01', '--date-till', '2020-12-31'));
    const closed = bareId(await run('-q', 'job', 'create', '--position', '2', '--title', 'Closed Clerk', '--status', 'closed'));
    const print = bareId(await run('-q', 'job', 'create', '--position', '3', '--title', 'Print Clerk', '--channels', 'print,intranet'));
    const future = bareId(await run('-q', 'job', 'create', '--position', '4', '--title', 'Future Clerk', '--date-from', '2099-01-01'));
    const deleted = bareId(await run('-q', 'job', 'create', '--position', '5', '--title', 'Gone Clerk'));
    expect((await run('job', 'delete', String(deleted), '--yes')).code).toBe(0);

    const expectations: [number, RegExp][] = [
      [expired, /job \d+ "Old Clerk" is not listed: it ended on 2020-12-31[\s\S]*status open; dates 2020-01-01 – 2020-12-31; channels api_web/],
      [closed, /is not listed: its status is closed[\s\S]*status closed/],
      [print, /is not listed: it is not advertised on api_web \(channels: print, intranet\)/],
      [future, /is not listed: it starts on 2099-01-01/],
      [deleted, /is not listed: it was deleted[\s\S]*status deleted/],
    ];
    for (const [id, why] of expectations) {
      const json = await run('job', 'get', String(id), '--json');
      expect(json.code).toBe(0);
      expect(json.json()).toEqual([]);
      const human = await run('job', 'get', String(id));
      expect(human.code, human.stderr).toBe(0);
      expect(human.stdout).toMatch(why);
    }
  });

  it('item 5: a project that exists but is not active prints [] with --json and says why otherwise', async () => {
    const past = bareId(await run('-q', 'project', 'create', '--title', 'Spring 2020', '--date-from', '2020-03-01', '--date-till', '2020-05-31'));
    const later = bareId(await run('-q', 'project', 'create', '--title', 'Far Future', '--date-from', '2099-01-01'));
    expect((await run('project', 'get', String(past), '--json')).json()).toEqual([]);
    const human = await run('project', 'get', String(past));
    expect(human.code).toBe(0);
    expect(human.stdout).toMatch(/project \d+ "Spring 2020" is not active: it ended on 2020-05-31[\s\S]*dates 2020-03-01 – 2020-05-31/);
    expect((await run('project', 'get', String(later))).stdout).toMatch(/is not active: it starts on 2099-01-01/);
  });

  it('item 12: person get is a key/value list without empty fields, codes with their names; --json keeps everything', async () => {
    const id = bareId(await run('-q', 'person', 'create', '--first', 'Tünde', '--last', 'Példa', '--email', 'tunde.pelda@example.com',
      '--country', 'HU', '--category', 'it_dev', '--city', 'Szeged'));
    const human = await run('person', 'get', String(id));
    expect(human.code, human.stderr).toBe(0);
    expect(human.stdout).not.toMatch(/[┌│└]/); // not a boxed table
    const fields = keyValues(human.stdout);
    expect(fields.get('first')).toBe('Tünde');
    expect(fields.get('country')).toBe('348 Hungary');
    expect(fields.get('category')).toBe('1 IT / Software development');
    expect(fields.get('city')).toBe('Szeged');
    for (const empty of ['email2', 'birth_date', 'street', 'state', 'regio', 'title']) expect(fields.has(empty), empty).toBe(false);
    const json = (await run('person', 'get', String(id), '--json')).json<Record<string, unknown>>();
    expect(json).toMatchObject({ id, first: 'Tünde', country: 348, category: [1], email2: '', birth_date: null, regio: [] });
  });

  it('item 12: job get of a listed job is a key/value list with code names; --json is [job]', async () => {
    const id = bareId(await run('-q', 'job', 'create', '--position', '9', '--title', 'Example Analyst', '--category', 'it_dev',
      '--language', 'en,hu', '--description', 'Line one\nline two', '--salary-min', '1000'));
    const human = await run('job', 'get', String(id));
    expect(human.code, human.stderr).toBe(0);
    const fields = keyValues(human.stdout);
    expect(fields.get('title')).toBe('Example Analyst');
    expect(fields.get('category')).toBe('1 IT / Software development');
    expect(fields.get('language')).toBe('1 English, 3 Hungarian');
    expect(fields.get('position_data.salary_min')).toBe('1000');
    expect(human.stdout).toMatch(/position_data\.description\s+Line one\n\s+line two/);
    for (const empty of ['reference_number', 'date_till', 'regio', 'experience', 'default_alias_str']) expect(fields.has(empty), empty).toBe(false);
    expect((await run('job', 'get', String(id), '--json')).json()).toMatchObject([{ id, title: 'Example Analyst', reference_number: '', date_till: null }]);
  });

  it('item 12: job list says how many jobs it does not show and why; --json stays the listing', async () => {
    const listed = bareId(await run('-q', 'job', 'create', '--position', '1', '--title', 'Listed'));
    expect((await run('job', 'list')).stdout).not.toMatch(/not listed/);
    for (const title of ['Old A', 'Old B', 'Old C']) {
      bareId(await run('-q', 'job', 'create', '--position', '1', '--title', title, '--date-from', '2020-01-01', '--date-till', '2020-12-31'));
    }
    bareId(await run('-q', 'job', 'create', '--position', '1', '--title', 'Print A', '--channels', 'print'));
    bareId(await run('-q', 'job', 'create', '--position', '1', '--title', 'Print B', '--channels', 'print'));
    const deleted = bareId(await run('-q', 'job', 'create', '--position', '1', '--title', 'Deleted'));
    await run('job', 'delete', String(deleted), '--yes');
    const human = await run('job', 'list');
    expect(human.code).toBe(0);
    expect(human.stdout).toContain('Listed');
    expect(human.stdout.trimEnd().split('\n').at(-1)).toBe('5 not listed: 3 expired, 2 not in api_web; see --full');
    expect((await run('job', 'list', '--json')).json<{ id: number }[]>().map((j) => j.id)).toEqual([listed]);
    expect((await run('-q', 'job', 'list')).stdout).not.toMatch(/not listed/);
  });

  it('item 13: person exists prints the bare id; --json keeps {id}; an unknown e-mail is exit 3', async () => {
    const id = bareId(await run('-q', 'person', 'create', '--first', 'Ödön', '--last', 'Minta', '--email', 'odon.minta@example.com'));
    const exists = await run('person', 'exists', 'odon.minta@example.com');
    expect(exists.code).toBe(0);
    expect(exists.stdout).toBe(`${id}\n`);
    expect((await run('-q', 'person', 'exists', 'odon.minta@example.com')).stdout).toBe(`${id}\n`);
    expect((await run('person', 'exists', 'odon.minta@example.com', '--json')).json()).toEqual({ id });
    expect((await run('person', 'exists', 'nobody@example.com')).code).toBe(3);
  });

  it('item 13: -q on create commands prints only the new id; without -q a sentence', async () => {
    const person = bareId(await run('-q', 'person', 'create', '--first', 'Anna', '--last', 'Próba'));
    const job = bareId(await run('--quiet', 'job', 'create', '--position', '1', '--title', 'Quiet Job'));
    const project = bareId(await run('-q', 'project', 'create', '--title', 'Quiet Project'));
    const application = bareId(await run('-q', 'person', 'subscribe', String(person), String(job)));
    expect([person, job, project, application].every((id) => id >= 1)).toBe(true);
    expect((await run('person', 'create', '--first', 'Béla', '--last', 'Próba')).stdout).toBe(`created person ${person + 1}\n`);
    expect((await run('person', 'get', String(person), '--json')).json()).toMatchObject({ id: person, last: 'Próba' });
  });
});
