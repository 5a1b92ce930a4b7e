// Issue 10 item 1 (DESIGN.md §4): `--json` prints exactly the `data` of the matching API
// response, or the API's whole body when the endpoint answers without `data`. One table
// of commands, each run locally (--db on the server's own file) and with --remote, and
// compared with what a raw HTTP call to the same endpoint returns.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { systemClock } from '../../src/domain/clock.js';
import { api, startTestServer, type TestServer } from '../helpers/server.js';
import { runRecruit, type CliRun } from '../helpers/cli.js';
import { pngImage } from '../helpers/images.js';

let server: TestServer;
let dir: string;

type Mode = 'local' | 'remote';
const MODES: Mode[] = ['local', 'remote'];

function cli(mode: Mode, args: string[]): Promise<CliRun> {
  const target = mode === 'local' ? ['--db', server.storePath] : ['--remote', server.url, '--token', server.token];
  // Its own cache dir: a local erasure empties the parser image cache.
  return runRecruit([...target, ...args, '--json', '--yes'], { env: { RECRUIT_CONFIG: '/dev/null', XDG_CACHE_HOME: join(dir, 'cache') } });
}

async function apiPayload(method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await api(server, method, path, body);
  expect(response.status, `${method} ${path}`).toBe(200);
  const json = (await response.json()) as Record<string, unknown>;
  return 'data' in json ? json['data'] : json;
}

/** The JSON's structure with every leaf replaced by its type: compares writes whose ids differ. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, shape(v)]));
  }
  return typeof value;
}

beforeAll(async () => {
  // The real clock on both sides: the CLI's local "today" must match the server's.
  server = await startTestServer({ clock: systemClock });
  dir = join(server.storePath, '..');
  writeFileSync(join(dir, 'photo.png'), await pngImage());
  writeFileSync(join(dir, 'cv.txt'), 'Ilka Próbás\nilka.probas@example.com\nSkills: Python, SQL\n');
  writeFileSync(join(dir, 'note.txt'), 'a document');
  // Seed through the API: person 1 with an application and a document, job 1, project 1.
  await apiPayload('POST', '/person', { first: 'Vera', last: 'Minta', email: 'vera.minta@example.com', country: 348 });
  await apiPayload('POST', '/job', { position_data_id: 5, title: 'Data Analyst', date_from: '2020-01-01' });
  await apiPayload('POST', '/job', { position_data_id: 6, title: 'Closed Role', date_from: '2020-01-01', channels: [] });
  await apiPayload('POST', '/person/subscription', { person_data_id: 1, job_data_id: 1 });
  await apiPayload('POST', '/person/document', { person_data_id: 1, file_name: 'cv.txt', data: Buffer.from('cv').toString('base64') });
  await apiPayload('POST', '/project', { title: 'Autumn', jobs: [1], date_from: '2020-01-01' });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

interface ReadCase { args: string[]; method: string; path: string }

const READS: ReadCase[] = [
  { args: ['person', 'get', '1'], method: 'GET', path: '/person/1' },
  { args: ['person', 'exists', 'vera.minta@example.com'], method: 'GET', path: '/person/exists?email=vera.minta%40example.com' },
  { args: ['person', 'subscriptions', '1'], method: 'GET', path: '/person/1/subscription' },
  { args: ['person', 'document', 'list', '1'], method: 'GET', path: '/person/1/document' },
  { args: ['job', 'list'], method: 'GET', path: '/job' },
  { args: ['job', 'get', '1'], method: 'GET', path: '/job/1' },
  { args: ['job', 'get', '2'], method: 'GET', path: '/job/2' },
  { args: ['job', 'list', '--full'], method: 'GET', path: '/job/full' },
  { args: ['project', 'list'], method: 'GET', path: '/project' },
  { args: ['project', 'get', '1'], method: 'GET', path: '/project/1' },
  { args: ['project', 'list', '--full'], method: 'GET', path: '/project/full' },
  // 4
  { args: ['job', 'applicants', '1'], method: 'GET', path: '/job/1/subscription' },
  { args: ['job', 'applicants', '1', '--status', 'applied'], method: 'GET', path: '/job/1/subscription?status=applied' },
  { args: ['job', 'get', '2', '--any'], method: 'GET', path: '/job/full/2' },
  { args: ['job', 'list', '--all'], method: 'GET', path: '/job/all' },
  { args: ['person', 'duplicates'], method: 'GET', path: '/person/duplicates' },
  { args: ['person', 'duplicates', '--min-score', '50', '--limit', '5'], method: 'GET', path: '/person/duplicates?min_score=50&limit=5' },
  { args: ['person', 'list', '--country', 'HU'], method: 'GET', path: '/person?country=HU' },
  { args: ['person', 'search', 'minta', '--limit', '10'], method: 'GET', path: '/person?q=minta&limit=10' },
  { args: ['person', 'skills', '1'], method: 'GET', path: '/person/1/skills' },
];

describe.each(READS)('--json of `$args` equals the data of $method $path', ({ args, method, path }) => {
  it.each(MODES)('%s', async (mode) => {
    const expected = await apiPayload(method, path);
    const run = await cli(mode, args);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.json()).toEqual(expected);
  });
});

interface WriteCase {
  name: string;
  /** The CLI arguments for the nth run (0 = API, 1 = local, 2 = remote), so unique values differ. */
  args: (n: number) => string[];
  method: string;
  path: string;
  body: (n: number) => unknown;
  /** Data the case needs first, made through the API. */
  setup?: () => Promise<void>;
}


const WRITES: WriteCase[] = [
  {
    name: 'person create', method: 'POST', path: '/person',
    args: (n) => ['person', 'create', '--first', 'Ada', '--last', `Teszt${n}`, '--email', `ada${n}@example.com`],
    body: (n) => ({ first: 'Ada', last: `Teszt${n}`, email: `ada${n}@example.com` }),
  },
  {
    name: 'person update', method: 'PUT', path: '/person',
    args: () => ['person', 'update', '1', '--city', 'Szeged'], body: () => ({ id: 1, city: 'Szeged' }),
  },
  {
    name: 'person subscribe', method: 'POST', path: '/person/subscription',
    args: (n) => ['person', 'subscribe', String(n + 2), '1'], body: (n) => ({ person_data_id: n + 2, job_data_id: 1 }),
  },
  {
    // Applications 2, 3 and 4 (persons 2, 3 and 4 to job 1) are made by the case above.
    name: 'application status', method: 'PUT', path: '/person/subscription',
    args: (n) => ['application', 'status', String(n + 2), 'screening', '--note', 'fine'], body: (n) => ({ id: n + 2, status: 'screening', note: 'fine' }),
  },
  {
    name: 'person unsubscribe', method: 'DELETE', path: '/person/subscription',
    args: (n) => ['person', 'unsubscribe', String(n + 2), '1'], body: (n) => ({ person_data_id: n + 2, job_data_id: 1 }),
  },
  {
    name: 'person photo delete', method: 'DELETE', path: '/person/photo',
    setup: async () => {
      const data = (await pngImage()).toString('base64');
      for (const id of [2, 3, 4]) await apiPayload('POST', '/person/photo', { person_data_id: id, file_name: 'p.png', data });
    },
    args: (n) => ['person', 'photo', 'delete', String(n + 2)], body: (n) => ({ person_data_id: n + 2 }),
  },
  {
    name: 'person photo set', method: 'POST', path: '/person/photo',
    args: () => ['person', 'photo', 'set', '1', join(dir, 'photo.png')],
    body: () => ({ person_data_id: 1, file_name: 'photo.png', data: 'PHOTO' }),
  },
  {
    name: 'person document add', method: 'POST', path: '/person/document',
    args: () => ['person', 'document', 'add', '1', join(dir, 'note.txt')],
    body: () => ({ person_data_id: 1, file_name: 'note.txt', data: Buffer.from('a document').toString('base64') }),
  },
  {
    // Documents 2, 3 and 4 are added by the case above (API, local, remote).
    name: 'person document delete', method: 'DELETE', path: '/person/document',
    args: (n) => ['person', 'document', 'delete', '1', String(n + 2)], body: (n) => ({ person_data_id: 1, document_data_id: n + 2 }),
  },
  {
    name: 'job create', method: 'POST', path: '/job',
    args: (n) => ['job', 'create', '--position', String(10 + n), '--title', `Role ${n}`],
    body: (n) => ({ position_data_id: 10 + n, title: `Role ${n}` }),
  },
  {
    name: 'job update', method: 'PUT', path: '/job',
    args: (n) => ['job', 'update', String(n + 3), '--title', `Renamed ${n}`], body: (n) => ({ id: n + 3, title: `Renamed ${n}` }),
  },
  {
    name: 'job close', method: 'PUT', path: '/job',
    args: (n) => ['job', 'close', String(n + 3)], body: (n) => ({ id: n + 3, status: 'closed' }),
  },
  {
    // Jobs 3, 4 and 5 are made by the case above.
    name: 'job delete', method: 'DELETE', path: '/job',
    args: (n) => ['job', 'delete', String(n + 3)], body: (n) => ({ id: n + 3 }),
  },
  {
    name: 'project create', method: 'POST', path: '/project',
    args: (n) => ['project', 'create', '--title', `Project ${n}`], body: (n) => ({ title: `Project ${n}` }),
  },
  {
    name: 'project update', method: 'PUT', path: '/project',
    args: () => ['project', 'update', '1', '--title', 'Winter'], body: () => ({ id: 1, title: 'Winter' }),
  },
  {
    // Projects 2, 3 and 4 are made by the case above.
    name: 'project delete', method: 'DELETE', path: '/project',
    args: (n) => ['project', 'delete', String(n + 2)], body: (n) => ({ id: n + 2 }),
  },
  {
    name: 'person skills', method: 'PUT', path: '/person/1/skills',
    args: (n) => ['person', 'skills', '1', '--set', `Skill ${n}`], body: (n) => ({ skills: [`Skill ${n}`] }),
  },
  {
    name: 'parser parse', method: 'POST', path: '/parser',
    args: () => ['parser', 'parse', join(dir, 'cv.txt')],
    body: () => ({ file_name: 'cv.txt', data: Buffer.from('Ilka Próbás\nilka.probas@example.com\nSkills: Python, SQL\n').toString('base64') }),
  },
  {
    // --explain adds per-field evidence, as POST /parser?explain=1 does.
    name: 'parser parse --explain', method: 'POST', path: '/parser?explain=1',
    args: () => ['parser', 'parse', join(dir, 'cv.txt'), '--explain'],
    body: () => ({ file_name: 'cv.txt', data: Buffer.from('Ilka Próbás\nilka.probas@example.com\nSkills: Python, SQL\n').toString('base64') }),
  },
  // People 2, 3 and 4 are made by 'person create' above; they go last.
  {
    name: 'person merge --dry-run', method: 'POST', path: '/person/merge',
    args: (n) => ['person', 'merge', '1', String(n + 2), '--dry-run'], body: (n) => ({ keep: 1, drop: n + 2, dry_run: true }),
  },
  {
    name: 'person purge --dry-run', method: 'POST', path: '/person/purge',
    args: () => ['person', 'purge', '--not-modified-since', '2000-01-01', '--dry-run'],
    body: () => ({ not_modified_since: '2000-01-01', dry_run: true }),
  },
  {
    name: 'person erase', method: 'DELETE', path: '/person',
    args: (n) => ['person', 'erase', String(n + 2), '--reason', 'json contract'], body: (n) => ({ id: n + 2, reason: 'json contract' }),
  },
];

describe('--json of a write has the shape of the API data', () => {
  it.each(WRITES)('$name', async ({ args, method, path, body, setup }) => {
    await setup?.();
    let requestBody = body(0);
    if (method === 'POST' && path === '/person/photo') requestBody = { ...(requestBody as object), data: (await pngImage()).toString('base64') };
    const expected = shape(await apiPayload(method, path, requestBody));
    for (const [index, mode] of MODES.entries()) {
      const run = await cli(mode, args(index + 1));
      expect(run.code, `${mode}: ${run.stderr}`).toBe(0);
      expect(shape(run.json()), mode).toEqual(expected);
    }
  }, 60_000);
});
