// What a new user trips over (round 2), as a user runs the real CLI (bin/recruit.js → dist/:
// `npm run build` first), locally and with --remote through a real server on 127.0.0.1:
// job list names categories, a closed job refuses applications, a project leaves out a
// deleted job, `person subscriptions` shows each application's status, `person erase -q`
// still prints the receipt. All people and jobs are invented.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCliSandbox, type CliSandbox } from '../helpers/cli.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

describe.each([
  ['locally', 'local'],
  ['with --remote', 'remote'],
] as const)('first use, round 2, %s', (_label, mode) => {
  let cli: CliSandbox;
  let server: TestServer | undefined;
  let args: string[];

  beforeEach(async () => {
    cli = createCliSandbox();
    if (mode === 'remote') {
      server = await startTestServer();
      args = ['--remote', server.url, '--token', server.token];
    } else {
      args = [];
    }
  });
  afterEach(async () => {
    cli.cleanup();
    await server?.close();
    server = undefined;
  });

  const run = (...rest: string[]) => cli.run([...args, ...rest]);
  const createJob = async (title: string, ...rest: string[]) => {
    const created = await run('job', 'create', '--position', '7', '--title', title, '--date-from', '2020-01-01', ...rest, '--json');
    expect(created.code, created.stderr).toBe(0);
    return created.json<{ id: number }[]>()[0]!.id;
  };
  const createPerson = async (first: string, last: string) => {
    const created = await run('-q', 'person', 'create', '--first', first, '--last', last);
    expect(created.code, created.stderr).toBe(0);
    return Number(created.stdout.trim());
  };

  it('job list shows category names in the table; --json keeps the codes', async () => {
    await createJob('Fictional Surveyor', '--category', '1');
    const table = await run('job', 'list');
    expect(table.code, table.stderr).toBe(0);
    expect(table.stdout).toContain('IT / Software development');
    expect((await run('job', 'list', '--json')).json<{ category: number[] }[]>()[0]!.category).toEqual([1]);
  });

  it('applying to a closed job: exit 4 "job N is closed", and nothing is written', async () => {
    const jobId = await createJob('Closed Fictional Post');
    const personId = await createPerson('Ida', 'Próbás');
    expect((await run('job', 'close', String(jobId))).code).toBe(0);
    const refused = await run('person', 'subscribe', String(personId), String(jobId));
    expect(refused.code).toBe(4);
    expect(refused.stderr).toContain(`job ${jobId} is closed`);
    expect((await run('person', 'subscriptions', String(personId), '--json')).json()).toEqual([]);
  });

  it("person subscriptions shows each application's status; --json keeps endpoint 6's shape", async () => {
    const jobA = await createJob('Fictional Archivist');
    const jobB = await createJob('Fictional Curator');
    const personId = await createPerson('Olga', 'Mintás');
    expect((await run('person', 'subscribe', String(personId), String(jobA))).code).toBe(0);
    expect((await run('person', 'subscribe', String(personId), String(jobB))).code).toBe(0);
    expect((await run('person', 'unsubscribe', String(personId), String(jobB))).code).toBe(0);
    const table = await run('person', 'subscriptions', String(personId));
    expect(table.code, table.stderr).toBe(0);
    const [header, ...rows] = table.stdout.trim().split('\n').filter((line) => /\w/.test(line));
    expect(header).toMatch(/id\s.*job_data_id\s.*title\s.*status\s.*created/);
    expect(rows.find((line) => line.includes('Fictional Archivist'))).toMatch(/\bapplied\b/);
    expect(rows.find((line) => line.includes('Fictional Curator'))).toMatch(/\bwithdrawn\b/);
    const json = (await run('person', 'subscriptions', String(personId), '--json')).json<object[]>();
    expect(json.map((s) => Object.keys(s))).toEqual([['id', 'job_data_id', 'title', 'created'], ['id', 'job_data_id', 'title', 'created']]);
  });

  it('a project leaves out its deleted job (the others stay, in order)', async () => {
    const kept = await createJob('Fictional Keeper');
    const gone = await createJob('Fictional Leaver');
    const last = await createJob('Fictional Stayer');
    const project = await run('project', 'create', '--title', 'Fictional Autumn', '--jobs', `${kept},${gone},${last}`, '--date-from', '2020-01-01', '--json');
    expect(project.code, project.stderr).toBe(0);
    const projectId = project.json<{ id: number }[]>()[0]!.id;
    expect((await run('job', 'delete', String(gone), '--yes')).code).toBe(0);
    expect((await run('project', 'get', String(projectId), '--json')).json<{ jobs: number[] }[]>()[0]!.jobs).toEqual([kept, last]);
    expect((await run('project', 'list', '--json')).json<{ jobs: number[] }[]>()[0]!.jobs).toEqual([kept, last]);
    expect((await run('project', 'list', '--full', '--json')).json<{ jobs: number[] }[]>()[0]!.jobs).toEqual([kept, last]);
    // Updating the project without --jobs keeps working (the stored link does not make it invalid).
    expect((await run('project', 'update', String(projectId), '--title', 'Fictional Winter')).code).toBe(0);
  });

  it('person erase -q still prints the receipt (quiet silences chatter, not results)', async () => {
    const personId = await createPerson('Tivadar', 'Kitaláltnév');
    const erased = await run('-q', 'person', 'erase', String(personId), '--reason', 'test request', '--yes');
    expect(erased.code, erased.stderr).toBe(0);
    // The receipt's first line, then what was removed from the files and the note on backups.
    expect(erased.stdout).toMatch(new RegExp(`^erased person ${personId} \\(.*\\) at \\d{4}-\\d\\d-\\d\\d .*; sha256 [0-9a-f]{64}\\n`));
    expect(erased.stdout).toMatch(/\nnote: backups made before .* still hold this person's data/);
  });
});
