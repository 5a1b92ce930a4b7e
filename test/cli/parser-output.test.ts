// `parser parse` output: a card per CV on the human format with
// sections and matched job titles and scores, one line per file for several files, and one
// --json rule (one input → its data object; several → NDJSON {file,data} / {file,error}).
// Run locally and with --remote against the same server; all CVs and jobs are invented.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { systemClock } from '../../src/domain/clock.js';
import { api, startTestServer, type TestServer } from '../helpers/server.js';
import { runRecruit, type CliRun } from '../helpers/cli.js';

let server: TestServer;
let dir: string;
type Mode = 'local' | 'remote';
const MODES: Mode[] = ['local', 'remote'];

function cli(mode: Mode, args: string[]): Promise<CliRun> {
  const target = mode === 'local' ? ['--db', server.storePath] : ['--remote', server.url, '--token', server.token];
  return runRecruit([...target, ...args], { env: { RECRUIT_CONFIG: '/dev/null', XDG_CACHE_HOME: join(dir, 'cache') } });
}

const DEVELOPER_CV = `Tamsin Quarrell
Software Developer
tamsin.quarrell@example.com
Skills
Python, Django, PostgreSQL, Docker, Git
Work experience
Software Engineer | Brightwave Ltd | Leeds | Jan 2020 – Present
• Built Django services.
Junior Developer | Northgate Systems Inc. | 2016 – 2019
Education
2012 – 2016 University of Exampleshire, BSc in Computer Science
Languages
English – native, German – B2
`;

const NURSE_CV = `Oriel Vantongeren
Registered Nurse
oriel.v@example.com
Experience
Staff Nurse | Exampleshire General Hospital | 2017 – Present
Skills
Patient care, wound care, medication administration, first aid
`;

beforeAll(async () => {
  server = await startTestServer({ clock: systemClock });
  dir = join(server.storePath, '..');
  const post = async (body: unknown) => expect((await api(server, 'POST', '/job', body)).status).toBe(200);
  await post({ position_data_id: 1, title: 'Primary School Teacher', date_from: '2020-01-01', position_data: { description: 'Teach children; lesson planning' } });
  await post({ position_data_id: 2, title: 'Senior Python Developer', category: [1], date_from: '2020-01-01', position_data: { description: 'Django, PostgreSQL, Docker' } });
  await post({ position_data_id: 3, title: 'Registered Nurse', date_from: '2020-01-01', position_data: { description: 'Patient care, wound care, medication administration' } });
  writeFileSync(join(dir, 'developer.txt'), DEVELOPER_CV);
  mkdirSync(join(dir, 'inbox'));
  writeFileSync(join(dir, 'inbox', 'developer.txt'), DEVELOPER_CV);
  writeFileSync(join(dir, 'inbox', 'nurse.txt'), NURSE_CV);
  writeFileSync(join(dir, 'inbox', 'broken.pdf'), '%PDF-1.7 this is not a real PDF');
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe.each(MODES)('parser parse (%s)', (mode) => {
  it('prints a card for one CV: contact, skills, sections, jobs with titles and scores, no JSON', async () => {
    const run = await cli(mode, ['parser', 'parse', join(dir, 'developer.txt')]);
    expect(run.code, run.stderr).toBe(0);
    const out = run.stdout;
    expect(out).toMatch(/^name\s+Tamsin Quarrell$/m);
    expect(out).toMatch(/^e-mail\s+tamsin\.quarrell@example\.com$/m);
    expect(out).toMatch(/^skills\s+.*Python.*Django/m);
    expect(out).toMatch(/^experience\s+2020-01 – now\s+Software Engineer, Brightwave Ltd \(Leeds\)$/m);
    expect(out).toMatch(/^\s+2016 – 2019\s+Junior Developer, Northgate Systems Inc\.$/m);
    expect(out).toMatch(/^education\s+2012 – 2016\s+BSc – Computer Science, University of Exampleshire$/m);
    expect(out).toMatch(/^languages\s+English \(Native\), German \(B2\)$/m);
    expect(out).toMatch(/^jobs\s+2\s+Senior Python Developer\s+\(score \d+\.\d\)$/m);
    expect(out).not.toMatch(/Teacher|Registered Nurse/);
    expect(out).not.toMatch(/[{}[\]"]/);
  });

  it('--json of one file is exactly the parsed résumé object; jsonresume has the sections', async () => {
    const run = await cli(mode, ['parser', 'parse', join(dir, 'developer.txt'), '--json']);
    expect(run.code, run.stderr).toBe(0);
    const data = run.json<{ person: { first: string }; jobs: number[]; sections: { work: { employer: string }[] } }>();
    expect(Object.keys(data).sort()).toEqual(['content', 'images', 'jobs', 'keywords', 'person', 'sections']);
    expect(data.jobs).toEqual([2]);
    expect(data.sections.work.map((w) => w.employer)).toEqual(['Brightwave Ltd', 'Northgate Systems Inc.']);
    const resume = (await cli(mode, ['parser', 'parse', join(dir, 'developer.txt'), '--format', 'jsonresume'])).json<Record<string, unknown>>();
    expect(resume['work']).toEqual([
      { name: 'Brightwave Ltd', position: 'Software Engineer', location: 'Leeds', startDate: '2020-01' },
      { name: 'Northgate Systems Inc.', position: 'Junior Developer', startDate: '2016', endDate: '2019' },
    ]);
    expect(resume['education']).toEqual([{ institution: 'University of Exampleshire', studyType: 'BSc', area: 'Computer Science', startDate: '2012', endDate: '2016' }]);
    expect(resume['languages']).toEqual([{ language: 'English', fluency: 'Native' }, { language: 'German', fluency: 'B2' }]);
    // The label is the headline under the name, not the latest position (Software Engineer).
    expect(resume['basics']).toMatchObject({ name: 'Tamsin Quarrell', label: 'Software Developer', email: 'tamsin.quarrell@example.com' });
  });

  it('prints one line per file and a summary for a directory; exit 1 when one failed', async () => {
    const run = await cli(mode, ['parser', 'parse', join(dir, 'inbox')]);
    expect(run.code).toBe(1);
    const lines = run.stdout.trim().split('\n').sort();
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^✓ .*developer\.txt {2}Tamsin Quarrell <tamsin\.quarrell@example\.com> {2}1 job, best: Senior Python Developer \(\d+\.\d\)$/);
    expect(lines[1]).toMatch(/^✓ .*nurse\.txt {2}Oriel Vantongeren <oriel\.v@example\.com> {2}1 job, best: Registered Nurse \(\d+\.\d\)$/);
    expect(lines[2]).toMatch(/^✗ .*broken\.pdf: /);
    expect(run.stderr).toMatch(/parsed 2 of 3 files in .*; 1 failed/);
  });

  it('--json of several files is NDJSON {file, data} or {file, error}', async () => {
    const run = await cli(mode, ['parser', 'parse', join(dir, 'inbox'), '--json']);
    expect(run.code).toBe(1);
    const rows = run.stdout.trim().split('\n').map((l) => JSON.parse(l) as { file: string; data?: { jobs: number[] }; error?: { code: string; message: string } });
    expect(rows).toHaveLength(3);
    const byName = Object.fromEntries(rows.map((r) => [r.file.split(/[\\/]/).pop(), r]));
    expect(Object.keys(byName['developer.txt']!).sort()).toEqual(['data', 'file']);
    expect(byName['nurse.txt']!.data!.jobs).toEqual([3]);
    expect(Object.keys(byName['broken.pdf']!).sort()).toEqual(['error', 'file']);
    expect(byName['broken.pdf']!.error!.code).toBe('unprocessable');
  });
});

it('the help shows jq examples for one file and for several', async () => {
  const run = await runRecruit(['parser', 'parse', '--help']);
  expect(run.stdout).toMatch(/parser parse cv\.docx --json \| jq \.person\.email/);
  expect(run.stdout).toMatch(/parser parse inbox\/ --json \| jq .*select\(\.error\)/);
});
