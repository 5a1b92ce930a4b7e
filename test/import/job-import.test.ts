// Local job import: validated like `job create`, de-duplicated by reference_number, the
// sample file imports completely.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLocalFixture, type LocalFixture } from '../helpers/local.js';
import { importText } from './import-helpers.js';

let fx: LocalFixture;
beforeEach(() => (fx = createLocalFixture()));
afterEach(() => fx.cleanup());

const jobs = (f: LocalFixture) => f.store.sqlite.jobs.listNotDeleted();

describe('job import', () => {
  it('imports data/sample/jobs.ndjson completely, and a second run skips every job', async () => {
    const text = readFileSync(join(import.meta.dirname, '../../data/sample/jobs.ndjson'), 'utf8');
    expect(await importText(fx, text, { resource: 'job', name: 'jobs.ndjson' })).toMatchObject({ rows: 25, created: 25, rejected: 0 });
    expect(await importText(fx, text, { resource: 'job', name: 'jobs.ndjson' })).toMatchObject({ created: 0, skipped: 25 });
    expect(jobs(fx)).toHaveLength(25);
    const first = JSON.parse(text.split('\n')[0] as string) as Record<string, unknown>;
    expect(jobs(fx)[0]).toMatchObject({ ...first, status: 'open' });
  });

  it('reads CSV with flat position_data columns, code keys and defaults for empty cells', async () => {
    const text = 'position,title,reference,language,channels,location,salary_min,currency,date_from\n'
      + '5001,Fictional Developer,REF-1,en;de,api_web;intranet,Budapest,1000,huf,\n'
      + '5002,Second Ad,REF-1,,,,,,\n'
      + ',No Position,REF-3,,,,,,\n'
      + '5004,Bad Dates,REF-4,,,,,,2026-02-30\n';
    const summary = await importText(fx, text, { resource: 'job', rejects: 'r.ndjson' });
    expect(summary).toMatchObject({ rows: 4, created: 1, skipped: 1, rejected: 2 });
    expect(jobs(fx)[0]).toMatchObject({
      position_data_id: 5001, title: 'Fictional Developer', reference_number: 'REF-1', channels: ['api_web', 'intranet'],
      position_data: { location: 'Budapest', salary_min: 1000, currency: 'HUF' }, date_from: '2026-11-22', status: 'open',
    });
    const reasons = readFileSync(join(fx.dir, 'r.ndjson'), 'utf8').trim().split('\n').map((l) => (JSON.parse(l) as { line: number; reason: string }));
    expect(reasons.map((r) => r.line)).toEqual([4, 5]);
    expect(reasons[0]?.reason).toMatch(/position_data_id/);
    expect(reasons[1]?.reason).toMatch(/not a real date/);
  });

  it('--on-conflict fail rejects a repeated reference number', async () => {
    const text = '[{"position_data_id":1,"title":"A","reference_number":"R"},{"position_data_id":2,"title":"B","reference_number":"R"}]';
    expect(await importText(fx, text, { resource: 'job', name: 'j.json', onConflict: 'fail' })).toMatchObject({ created: 1, conflicts: 1, rejected: 1 });
  });
});
