// `person import --match email,phone`: a re-import of the same person under a
// new e-mail is found by phone — in the database and earlier in the file — and handled by
// --on-conflict like an e-mail clash; the dry run counts what the import does.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCliSandbox, type CliSandbox } from '../helpers/cli.js';
import { api, startTestServer, type TestServer } from '../helpers/server.js';

let cli: CliSandbox;
let file: string;
beforeEach(async () => {
  cli = createCliSandbox();
  file = join(cli.dir, 'reimport.csv');
  writeFileSync(file, [
    'first,last,email,phone_mobile,city',
    'Anna,Kovács,anna.new@example.com,+36301234567,Szeged', // person 1 by phone, new e-mail
    'Béla,Új,bela@example.com,+36 20 999 8888,Pécs', // new
    'Béla,Újabb,bela2@example.com,+36209998888,Pécs', // row 2 again, by phone
    'Cili,Más,cili@example.com,+36 70 555 1234,Eger', // new
  ].join('\n'));
  const first = await cli.run(['person', 'create', '--first', 'Anna', '--last', 'Kovács', '--email', 'anna@example.com', '--phone-mobile', '+36 30 123 4567']);
  expect(first.code, first.stderr).toBe(0);
});
afterEach(() => cli.cleanup());

const summary = async (args: string[]) => {
  const run = await cli.run(['person', 'import', file, '--json', ...args]);
  return { code: run.code, stderr: run.stderr, json: run.code === 0 || run.code === 4 ? run.json<Record<string, number>>() : {} };
};
const people = async () => (await cli.run(['db', 'stats', '--json'])).json<{ people: number }>().people;

describe('person import --match email,phone', () => {
  it('without it, a new e-mail is a new person (the old behaviour)', async () => {
    expect((await summary([])).json).toMatchObject({ created: 4, updated: 0, skipped: 0 });
    expect(await people()).toBe(5);
  });

  it('skip: the dry run and the import agree, and the phone matches stay one person each', async () => {
    const dry = await summary(['--match', 'email,phone', '--dry-run']);
    expect(dry.json).toMatchObject({ created: 2, skipped: 2, dry_run: true });
    expect(await people()).toBe(1);
    expect((await summary(['--match', 'email,phone'])).json).toMatchObject({ created: 2, skipped: 2, rejected: 0 });
    expect(await people()).toBe(3);
  });

  it('update: the matched person takes the new e-mail and fields', async () => {
    expect((await summary(['--match', 'email,phone', '--on-conflict', 'update'])).json).toMatchObject({ created: 2, updated: 2 });
    const anna = (await cli.run(['person', 'get', '1', '--json'])).json<Record<string, unknown>>();
    expect(anna).toMatchObject({ email: 'anna.new@example.com', city: 'Szeged' });
    expect(await people()).toBe(3);
  });

  it('fail: the matches are rejected with the phone and the person named, exit 4', async () => {
    const run = await cli.run(['person', 'import', file, '--match', 'email,phone', '--on-conflict', 'fail', '--rejects', join(cli.dir, 'rejects.ndjson')]);
    expect(run.code).toBe(4);
    const { readFileSync } = await import('node:fs');
    const reasons = readFileSync(join(cli.dir, 'rejects.ndjson'), 'utf8');
    expect(reasons).toContain('a person with phone +36 30 123 4567 exists already (person 1)');
    expect(reasons).toMatch(/phone \+36 20 999 8888 appears earlier in this file \(person \d+\)/);
    expect(await people()).toBe(3);
  });

  it('rejects an unknown --match value, changing nothing', async () => {
    expect((await cli.run(['person', 'import', file, '--match', 'phone'])).code).toBe(2);
    expect(await people()).toBe(1);
  });
});

describe('person import --match email,phone --remote', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('finds the people by phone through the API, as the local import does', async () => {
    const seeded = await api(server, 'POST', '/person', { first: 'Anna', last: 'Kovács', email: 'anna@example.com', phone_mobile: '+36 30 123 4567' });
    expect(seeded.status).toBe(200);
    const remote = (args: string[]) => cli.run(['--remote', server.url, '--token', server.token, 'person', 'import', file, '--json', ...args]);
    const fail = await remote(['--match', 'email,phone', '--on-conflict', 'fail']);
    expect(fail.code).toBe(4);
    expect(fail.json()).toMatchObject({ created: 2, conflicts: 2 });
    expect(fail.stderr).toContain('a person with phone +36 30 123 4567 exists already (person 1)');
    const update = await remote(['--match', 'email,phone', '--on-conflict', 'update']);
    expect(update.code, update.stderr).toBe(0);
    expect(update.json()).toMatchObject({ created: 0, updated: 4 });
    expect(await server.store.people.count()).toBe(3);
    expect((await server.store.people.get(1))?.email).toBe('anna.new@example.com');
  });
});
