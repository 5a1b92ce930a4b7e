// --from-file takes codes by key or name, as flags and CSV do
// ("country": "HU", "category": ["hr"]), locally and with --remote (the CLI converts them;
// the HTTP API itself stays integer-only and its 400 names the code table).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCliSandbox, firstRecord, type CliSandbox } from '../helpers/cli.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

let server: TestServer;
let cli: CliSandbox;
beforeAll(async () => {
  server = await startTestServer();
  cli = createCliSandbox();
});
afterAll(async () => {
  cli.cleanup();
  await server.close();
});

function file(name: string, value: unknown): string {
  const path = join(cli.dir, name);
  writeFileSync(path, JSON.stringify(value));
  return path;
}

describe.each(['local', 'remote'] as const)('--from-file with codes by key (%s)', (mode) => {
  const run = (...args: string[]) => cli.run(mode === 'remote' ? ['--remote', server.url, '--token', server.token, ...args] : args);

  it('person create: country, state, family_state and category by key, name or number', async () => {
    const path = file(`person-${mode}.json`, {
      first: 'Kinga', last: 'Kővári', email: `kinga.kovari.${mode}@example.com`,
      country: 'HU', state: 'HU-BU', family_state: 'married', category: ['hr', 'Finance', 3],
    });
    const created = await run('person', 'create', '--from-file', path, '--json');
    expect(created.code, created.stderr).toBe(0);
    const id = String(firstRecord(created.json())['id']);
    const record = firstRecord((await run('person', 'get', id, '--json')).json());
    expect(record).toMatchObject({ country: 348, family_state: 2, category: [8, 4, 3] });
    expect(typeof record['state']).toBe('number');
  });

  it('flags still override the file, and an unknown key is exit 2 naming the table', async () => {
    const path = file(`bad-${mode}.json`, { first: 'Kinga', last: 'Kővári', country: 'Atlantis' });
    const bad = await run('person', 'create', '--from-file', path);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('country');
    expect(bad.stderr).toContain('recruit codes country');
    const overridden = await run('person', 'create', '--from-file', path, '--country', 'DE', '--json');
    expect(overridden.code, overridden.stderr).toBe(0);
  });

  it('job and project create: language, experience, preparation and category by key', async () => {
    const job = file(`job-${mode}.json`, {
      position_data_id: 1, title: 'HR partner', language: ['hu', 'en'], experience: '3-5', preparation: 'isced3', category: ['hr'],
    });
    const createdJob = await run('job', 'create', '--from-file', job, '--json');
    expect(createdJob.code, createdJob.stderr).toBe(0);
    const project = file(`project-${mode}.json`, { title: 'Spring hiring', category: ['hr', 'it_dev'], language: ['de'] });
    const createdProject = await run('project', 'create', '--from-file', project, '--json');
    expect(createdProject.code, createdProject.stderr).toBe(0);
    const list = await run('job', 'list', '--json');
    const jobs = list.json<Record<string, unknown>[]>();
    expect(jobs.find((j) => j['title'] === 'HR partner')).toMatchObject({ language: [3, 1], experience: 3, preparation: 3, category: [8] });
  });
});
