// `recruit --remote … person import / job import` against a real server on 127.0.0.1: the
// same summary and rejects as locally, conflicts through the API, data stored by the server.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCliSandbox, type CliSandbox } from '../helpers/cli.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

const SAMPLE = join(import.meta.dirname, '../../data/sample');

let server: TestServer;
let cli: CliSandbox;
beforeEach(async () => {
  server = await startTestServer();
  cli = createCliSandbox();
});
afterEach(async () => {
  cli.cleanup();
  await server.close();
});

const remote = (...args: string[]) => cli.run(['--remote', server.url, '--token', server.token, ...args]);

describe('remote import', () => {
  it('imports the sample people and jobs through the API, and a re-run skips the people', async () => {
    const people = await remote('person', 'import', join(SAMPLE, 'people.csv'), '--json', '--concurrency', '4');
    expect(people.code).toBe(0);
    expect(people.json()).toMatchObject({ rows: 40, created: 40, rejected: 0 });
    expect(server.store.sqlite.people.count()).toBe(40);
    const jobs = await remote('job', 'import', join(SAMPLE, 'jobs.ndjson'), '--json');
    expect(jobs.json()).toMatchObject({ rows: 25, created: 25, rejected: 0 });
    expect((await remote('person', 'import', join(SAMPLE, 'people.csv'), '--json')).json()).toMatchObject({ created: 0, skipped: 40 });
  });

  it('update and fail modes, with the same rejects file as locally', async () => {
    writeFileSync(join(cli.dir, 'a.csv'), 'first,last,email,city\nAnna,Minta,anna@example.com,Budapest\n');
    await remote('person', 'import', 'a.csv');
    writeFileSync(join(cli.dir, 'b.csv'), 'first,last,email,city\nAnna,Minta,ANNA@example.com,Szeged\nBéla,,bela@example.com,\n');
    const updated = await remote('person', 'import', 'b.csv', '--on-conflict', 'update', '--json');
    expect(updated.json()).toMatchObject({ updated: 1, rejected: 1 });
    expect(server.store.sqlite.people.get(1)).toMatchObject({ city: 'Szeged', email: 'anna@example.com' });
    const failed = await remote('person', 'import', 'b.csv', '--on-conflict', 'fail', '--rejects', 'r.csv', '--json');
    expect(failed.code).toBe(4);
    const rejects = readFileSync(join(cli.dir, 'r.csv'), 'utf8').trim().split('\n').slice(1).sort();
    expect(rejects).toEqual([
      // Through POST /person/import the server's own import answers: its reason is the local one, with the person.
      '2,conflict: a person with e-mail anna@example.com exists already (person 1),Anna,Minta,ANNA@example.com,Szeged',
      '3,last: is required for a new person (nobody has the e-mail bela@example.com to update),Béla,,bela@example.com,',
    ]);
  });

  it('a wrong token stops the import with exit 5', async () => {
    const result = await cli.run(['--remote', server.url, '--token', 'wrong', 'person', 'import', join(SAMPLE, 'people.csv')]);
    expect(result.code).toBe(5);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
  });
});
