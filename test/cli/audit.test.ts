// Issue 10 item 3 through the CLI: audit rows carry the real outcome of a read, and
// `audit list --since` takes dates, ISO 8601 timestamps with offsets and ages.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCliSandbox, type CliSandbox } from '../helpers/cli.js';

let cli: CliSandbox;
beforeEach(() => (cli = createCliSandbox()));
afterEach(() => cli.cleanup());

interface Row { action: string; person_id: number | null; outcome: string; at: string }

describe('audit rows tell the truth', () => {
  it('a download of a document the person does not have exits 3 and is audited as not_found', async () => {
    expect((await cli.run(['person', 'create', '--first', 'Nóra', '--last', 'Próba'])).code).toBe(0);
    writeFileSync(join(cli.dir, 'cv.txt'), 'curriculum');
    expect((await cli.run(['person', 'document', 'add', '1', join(cli.dir, 'cv.txt')])).code).toBe(0);
    const ok = await cli.run(['person', 'document', 'download', '1', '1', '--out', join(cli.dir, 'copy.txt')]);
    expect(ok.code).toBe(0);
    const missing = await cli.run(['person', 'document', 'download', '1', '4', '--out', join(cli.dir, 'x.txt')]);
    expect(missing.code).toBe(3);
    const rows = (await cli.run(['audit', 'list', '--json'])).json<Row[]>();
    expect(rows.map((r) => [r.action, r.person_id, r.outcome])).toEqual([
      ['person.document.download', 1, 'not_found'],
      ['person.document.download', 1, 'ok'],
    ]);
  });
});

describe('audit list --since', () => {
  beforeEach(async () => {
    await cli.run(['person', 'create', '--first', 'Olga', '--last', 'Minta']);
    await cli.run(['person', 'get', '1']);
  });

  it.each(['1h', '7d', '2020-01-01', '2020-01-01T00:00:00Z', '2020-01-01T01:00:00+01:00'])('%s includes a read made just now', async (since) => {
    const run = await cli.run(['audit', 'list', '--since', since, '--json']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.json<Row[]>().map((r) => r.action)).toEqual(['person.get']);
  });

  it('a bound in the future lists nothing', async () => {
    const run = await cli.run(['audit', 'list', '--since', '2999-01-01T00:00:00+01:00', '--json']);
    expect(run.code).toBe(0);
    expect(run.json()).toEqual([]);
  });

  it.each(['yesterday', '11/24/2026', '2026-11-24T25:00Z'])('%s exits 2 naming the accepted forms', async (since) => {
    const run = await cli.run(['audit', 'list', '--since', since]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/not a date, timestamp or age/);
    expect(run.stderr).toMatch(/24h/);
  });
});
