// Issue 10 item 10 end to end: every field with bad values through the three ways in — CLI
// flags (the built binary, locally and with --remote), CSV rows of an import (locally and with
// --remote) and HTTP bodies of a real server — and no message with the schema library's words
// or a regular expression. Item 11: a 400 for a code given as text names the code table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCliSandbox, type CliSandbox } from '../helpers/cli.js';
import { api, startTestServer, type TestServer } from '../helpers/server.js';
import { JOB_FLAGS, PERSON_FLAGS, PROJECT_FLAGS, flagName, type FieldFlag } from '../../src/cli/field-flags.js';
import { csvLine } from '../../src/service/import/csv-reader.js';
import { PERSON_WRITABLE_FIELDS } from '../../src/domain/person-fields.js';
import { BAD_VALUES, TECHNICAL } from '../helpers/plain-words.js';

let server: TestServer;
let cli: CliSandbox;
beforeAll(async () => {
  server = await startTestServer();
  cli = createCliSandbox();
  await cli.run(['db', 'migrate']);
});
afterAll(async () => {
  cli.cleanup();
  await server.close();
});

/** A bad flag value of the flag's kind: too long text, letters for numbers and codes, a local date. */
function badFlagValue(flag: FieldFlag): string {
  if (flag.field.startsWith('date') || flag.field === 'birth_date') return '31.12.1985';
  if (flag.kind.type === 'text') return flag.field === 'experience' || flag.field === 'status' ? 'ten' : 'x'.repeat(20_001);
  return 'Q?';
}

const REQUIRED: Record<string, string[]> = {
  person: ['--first', 'Anna', '--last', 'Minta'],
  job: ['--position', '1', '--title', 'Archivist'],
  project: ['--title', 'Spring hiring'],
};

/** Runs jobs with at most `limit` children at a time (a shared 2-core machine). */
async function inBatches<T>(items: T[], limit: number, run: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += limit) await Promise.all(items.slice(i, i + limit).map(run));
}

describe('CLI flags', () => {
  const cases = [
    ...PERSON_FLAGS.map((flag) => ['person', flag] as const),
    ...JOB_FLAGS.map((flag) => ['job', flag] as const),
    ...PROJECT_FLAGS.map((flag) => ['project', flag] as const),
  ];

  for (const mode of ['local', 'remote'] as const) {
    it(`every create flag with a bad value: exit 2, a message in plain words (${mode})`, async () => {
      const prefix = mode === 'remote' ? ['--remote', server.url, '--token', server.token] : [];
      const failures: string[] = [];
      await inBatches(cases, 4, async ([resource, flag]) => {
        const result = await cli.run([...prefix, resource, 'create', ...(REQUIRED[resource] ?? []), `--${flagName(flag)}`, badFlagValue(flag)]);
        const label = `${resource} --${flagName(flag)}`;
        if (result.code !== 2) failures.push(`${label}: exit ${result.code} ${result.stderr}`);
        if (TECHNICAL.test(result.stderr)) failures.push(`${label}: ${result.stderr.trim()}`);
        if (/bug in recruit/.test(result.stderr)) failures.push(`${label}: ${result.stderr.trim()}`);
      });
      expect(failures).toEqual([]);
    }, 120_000);
  }

  it('says the messages the issue asks for', async () => {
    const create = (...args: string[]) => cli.run(['person', 'create', '--first', 'Anna', '--last', 'Minta', ...args]);
    expect((await create('--sex', 'Q')).stderr).toContain('sex must be M, F or X');
    expect((await create('--experience', 'ten')).stderr).toContain('experience must be a whole number of years (0–999)');
    expect((await create('--birth-date', '31.12.1985')).stderr).toContain('birth_date 31.12.1985 is not YYYY-MM-DD');
  });
});

describe('CSV rows of an import', () => {
  const cells = ['Q?', 'x'.repeat(20_001), '12/31/1985', '1985.31.12.', 'ten', '-1', '[1', 'A b'];

  for (const mode of ['local', 'remote'] as const) {
    it(`every person column with bad cells: rejected rows with reasons in plain words (${mode})`, async () => {
      const rows: string[] = [];
      const fields = PERSON_WRITABLE_FIELDS.filter((field) => field !== 'first' && field !== 'last');
      rows.push(csvLine(['first', 'last', ...fields]));
      for (const [f, field] of fields.entries()) {
        for (const cell of cells) {
          const row = ['Anna', 'Minta', ...fields.map(() => '')];
          row[f + 2] = field === 'email' || field === 'email2' ? `${cell}@` : cell;
          rows.push(csvLine(row));
        }
      }
      const file = join(cli.dir, `bad-${mode}.csv`);
      writeFileSync(file, `${rows.join('\n')}\n`);
      const rejects = join(cli.dir, `rejects-${mode}.ndjson`);
      const prefix = mode === 'remote' ? ['--remote', server.url, '--token', server.token] : [];
      const result = await cli.run([...prefix, 'person', 'import', file, '--rejects', rejects, '--json']);
      expect(result.code, result.stderr).toBe(0);
      const summary = result.json<{ rows: number; rejected: number }>();
      expect(summary.rows).toBe(fields.length * cells.length);
      expect(summary.rejected).toBeGreaterThan(fields.length * 2);
      const reasons = readFileSync(rejects, 'utf8').trim().split('\n').map((line) => (JSON.parse(line) as { reason: string }).reason);
      expect(reasons).toHaveLength(summary.rejected);
      expect(reasons.filter((reason) => TECHNICAL.test(reason))).toEqual([]);
      expect(reasons).toContain('invalid person: sex must be M, F or X');
    }, 120_000);
  }
});

describe('HTTP bodies', () => {
  it('every field of POST /person, /job, /project and PUT /person with bad values: 400 in plain words', async () => {
    const bodies: [string, string, Record<string, unknown>, string[]][] = [
      ['POST', '/person', { first: 'Anna', last: 'Minta' }, [...PERSON_WRITABLE_FIELDS]],
      ['PUT', '/person', { id: 1 }, [...PERSON_WRITABLE_FIELDS]],
      ['POST', '/job', { position_data_id: 1, title: 'Archivist' }, JOB_FLAGS.filter((flag) => !flag.parent).map((flag) => flag.field)],
      ['POST', '/project', { title: 'Spring hiring' }, PROJECT_FLAGS.map((flag) => flag.field)],
      ['POST', '/person/subscription', { person_data_id: 1, job_data_id: 1 }, ['person_data_id', 'job_data_id']],
    ];
    const failures: string[] = [];
    let rejected = 0;
    for (const [method, path, base, fields] of bodies) {
      for (const field of fields) {
        for (const bad of BAD_VALUES) {
          const response = await api(server, method, path, { ...base, [field]: bad });
          if (response.status !== 400) continue;
          rejected++;
          const body = (await response.json()) as { error: { message: string; details?: { message: string }[] } };
          for (const text of [body.error.message, ...(body.error.details ?? []).map((d) => d.message)]) {
            if (TECHNICAL.test(text)) failures.push(`${method} ${path} ${field}=${JSON.stringify(bad).slice(0, 30)}: ${text}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(rejected).toBeGreaterThan(200);
  }, 120_000);

  it('a code given as text: the 400 says which code table to look in (item 11)', async () => {
    const response = await api(server, 'POST', '/person', { first: 'Anna', last: 'Minta', country: 'HU', category: ['hr'] });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { message: string; details: { path: string; message: string }[] } };
    expect(body.error.message).toMatch(/^invalid request body: (country|category) must be a (list of )?codes? of the table/);
    expect(body.error.details).toContainEqual({ path: '/country', message: 'must be a code of the table country (see `recruit codes country` or GET /codes/country)' });
    expect(body.error.details).toContainEqual({ path: '/category/0', message: 'must be a list of codes of the table category (see `recruit codes category` or GET /codes/category)' });
  });

  it('a client without the CLI follows the hint: GET /codes/TABLE lists the table, no token needed', async () => {
    const response = await fetch(`${server.url}/codes/country`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { success: boolean; data: { code: number; key: string; name: string }[] };
    expect(body.success).toBe(true);
    expect(body.data).toContainEqual(expect.objectContaining({ code: 348, key: 'HU', name: 'Hungary' }));
    const category = (await (await fetch(`${server.url}/codes/category`)).json()) as { data: { code: number; key: string }[] };
    expect(category.data).toContainEqual(expect.objectContaining({ code: 8, key: 'hr' }));
    // The declared response schema must not strip a table's extra fields (a state's country).
    const states = (await (await fetch(`${server.url}/codes/state`)).json()) as { data: Record<string, unknown>[] };
    expect(states.data).toContainEqual({ code: 40001, key: 'AT-1', name: 'Burgenland', name_en: 'Burgenland', country: 40 });
    const unknown = await fetch(`${server.url}/codes/planets`);
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { message: string } }).error.message).toContain('country');
  });
});
