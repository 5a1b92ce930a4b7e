// 4 from the command line, locally and with --remote: application status,
// unsubscribe, job applicants, job update/close/reopen, job get --any, job list --all and
// --full, project delete, person photo delete. Exit codes of the "Bad input" section, and a
// rejected command changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { systemClock } from '../../src/domain/clock.js';
import { runRecruit, type CliRun } from '../helpers/cli.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { pngImage } from '../helpers/images.js';

type Mode = 'local' | 'remote';

describe.each<Mode>(['local', 'remote'])('issue 12 §3–4 commands (%s)', (mode) => {
  let server: TestServer | undefined;
  let dir: string;
  let run: (...args: string[]) => Promise<CliRun>;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'recruit-pipeline-'));
    const env = { RECRUIT_CONFIG: '/dev/null' };
    if (mode === 'remote') {
      server = await startTestServer({ clock: systemClock, rateLimit: 100_000 });
      const target = ['--remote', server.url, '--token', server.token];
      run = (...args) => runRecruit([...target, ...args], { env, cwd: dir });
    } else {
      const db = join(dir, 'recruit.sqlite');
      run = (...args) => runRecruit(['--db', db, ...args], { env, cwd: dir });
      expect((await run('db', 'migrate')).code).toBe(0);
    }
    writeFileSync(join(dir, 'photo.png'), await pngImage());
    for (const args of [
      ['person', 'create', '--first', 'Anna', '--last', 'Példa', '--email', 'anna.pelda@example.com'],
      ['person', 'create', '--first', 'Béla', '--last', 'Minta'],
      ['job', 'create', '--position', '1', '--title', 'Fictional Analyst', '--description', 'Analyse.', '--salary-min', '100'],
      ['job', 'create', '--position', '2', '--title', 'Ended Role', '--date-from', '2020-01-01', '--date-till', '2020-12-31'],
      ['person', 'subscribe', '1', '1'],
      ['person', 'subscribe', '2', '1'],
      ['project', 'create', '--title', 'Autumn', '--jobs', '1'],
      ['person', 'photo', 'set', '1', join(dir, 'photo.png')],
    ]) {
      const result = await run(...args);
      expect(result.code, `${args.join(' ')}: ${result.stderr}`).toBe(0);
    }
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const applicants = async () => (await run('job', 'applicants', '1', '--json')).json<{ id: number; status: string; history: unknown[] }[]>();

  it('application status moves an application on and says from where to where', async () => {
    const moved = await run('application', 'status', '1', 'interview', '--note', 'strong CV');
    expect(moved.code, moved.stderr).toBe(0);
    expect(moved.stdout).toContain('application 1 (person 1, job 1): applied → interview');
    expect((await applicants())[0]).toMatchObject({ id: 1, status: 'interview' });
  });

  it('refuses a move back with exit 4 naming the allowed next states; unknown ids exit 3; bad values exit 2; nothing changes', async () => {
    const before = await applicants();
    const back = await run('application', 'status', '1', 'screening');
    expect(back.code).toBe(4);
    expect(back.stderr).toMatch(/^error: application 1 cannot move from interview to screening \(allowed next: offer, hired, rejected, withdrawn\)/);
    expect((await run('application', 'status', '999', 'offer')).code).toBe(3);
    const bad = await run('application', 'status', '1', 'promoted');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('applied, screening, interview, offer, hired, rejected, withdrawn');
    expect((await run('application', 'status', 'one', 'offer')).code).toBe(2);
    expect((await run('person', 'unsubscribe', '1', '999')).code).toBe(3);
    expect((await run('person', 'unsubscribe', '999', '1')).code).toBe(3);
    expect(await applicants()).toEqual(before);
  });

  it('unsubscribe withdraws and keeps the history; a second time exits 4', async () => {
    const first = await run('person', 'unsubscribe', '2', '1', '--note', 'took another offer');
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain('person 2 withdrew from job 1');
    const again = await run('person', 'unsubscribe', '2', '1');
    expect(again.code).toBe(4);
    expect(again.stderr).toContain('already withdrawn');
    const withdrawn = (await applicants()).find((a) => a.id === 2);
    expect(withdrawn).toMatchObject({ status: 'withdrawn', history: [{ status: 'applied' }, { status: 'withdrawn', note: 'took another offer' }] });
    // Endpoint 6 (person subscriptions) still lists it, in its own shape.
    expect((await run('person', 'subscriptions', '2', '--json')).json()).toEqual([
      { id: 2, job_data_id: 1, title: 'Fictional Analyst', created: expect.any(String) },
    ]);
  });

  it('job applicants shows people with status and dates, filters by --status, refuses a bad one (2) and an unknown job (3)', async () => {
    const table = await run('job', 'applicants', '1');
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(/│ 1 +│ 1 +│ Példa +│ Anna +│ anna\.pelda@example\.com +│ interview +│/);
    expect(table.stdout).toMatch(/│ Minta +│ Béla +│ +│ withdrawn +│/);
    const filtered = await run('job', 'applicants', '1', '--status', 'withdrawn', '--json');
    expect(filtered.json<{ person_data_id: number }[]>().map((a) => a.person_data_id)).toEqual([2]);
    expect((await run('job', 'applicants', '1', '--status', 'offer')).stdout).toContain('no applicants in status offer');
    const bad = await run('job', 'applicants', '1', '--status', 'later');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--status');
    expect((await run('job', 'applicants', '999')).code).toBe(3);
  });

  it('job update keeps the other fields; close, reopen; deleted or unknown jobs and bad values are refused', async () => {
    expect((await run('job', 'update', '1', '--title', 'Senior Fictional Analyst', '--salary-max', '200')).stdout).toContain('updated job 1');
    const [updated] = (await run('job', 'get', '1', '--json')).json<{ title: string; position_data: object }[]>();
    expect(updated).toMatchObject({ title: 'Senior Fictional Analyst', position_data: { description: 'Analyse.', salary_min: 100, salary_max: 200 } });

    const refused = await run('job', 'update', '1', '--salary-max', '5');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('salary_max');
    expect((await run('job', 'update', '1')).code).toBe(2);
    expect((await run('job', 'update', '999', '--title', 'x')).code).toBe(3);
    expect((await run('job', 'get', '1', '--json')).json()).toEqual([updated]);

    expect((await run('job', 'close', '1')).stdout).toContain('closed job 1');
    expect((await run('job', 'close', '1')).stdout).toContain('job 1 is already closed');
    expect((await run('job', 'list', '--json')).json()).toEqual([]);
    const any = await run('job', 'get', '1', '--any');
    expect(any.stdout).toMatch(/status +closed/);
    expect(any.stdout).toMatch(/listed +no \(closed\)/);
    expect((await run('job', 'reopen', '1')).stdout).toContain('reopened job 1');
    expect((await run('job', 'list', '--json')).json<{ id: number }[]>().map((j) => j.id)).toEqual([1]);

    await run('job', 'create', '--position', '3', '--title', 'Gone Role');
    expect((await run('job', 'delete', '3', '--yes')).code).toBe(0);
    const deleted = await run('job', 'reopen', '3');
    expect(deleted.code).toBe(4);
    expect(deleted.stderr).toContain('deleted');
    expect((await run('job', 'close', '999')).code).toBe(3);
    // Reopening a job whose dates are over opens it but does not list it: the message says why.
    expect((await run('job', 'close', '2')).code).toBe(0);
    expect((await run('job', 'reopen', '2')).stdout).toContain('reopened job 2; it is still not listed (expired)');
  });

  it('job list --all shows every job with why it is not listed; --full shows titles; get --any --json is the whole record', async () => {
    const all = await run('job', 'list', '--all');
    expect(all.code).toBe(0);
    expect(all.stdout).toMatch(/│ 1 +│ Senior Fictional Analyst +│ open +│.*│ true +│ +│/);
    expect(all.stdout).toMatch(/│ 2 +│ Ended Role +│ open +│.*│ false +│ expired +│/);
    expect(all.stdout).toMatch(/│ 3 +│ Gone Role +│ deleted +│.*│ false +│ deleted +│/);
    const full = await run('job', 'list', '--full');
    expect(full.stdout).toMatch(/│ 2 +│ Ended Role +│ false +│/);
    expect(full.stdout).not.toContain('Gone Role');
    expect((await run('job', 'list', '--all', '--json')).json<{ id: number; status: string }[]>().map((j) => [j.id, j.status]))
      .toEqual([[1, 'open'], [2, 'open'], [3, 'deleted']]);
    expect((await run('job', 'get', '3', '--any', '--json')).json()).toEqual([expect.objectContaining({ id: 3, status: 'deleted' })]);
    expect((await run('job', 'get', '999', '--any')).code).toBe(3);
  });

  it('project delete asks for --yes without a TTY, deletes, then exits 3', async () => {
    const refused = await run('project', 'delete', '1');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('--yes');
    expect((await run('project', 'list', '--full', '--json')).json<unknown[]>()).toHaveLength(1);
    const deleted = await run('project', 'delete', '1', '--yes', '--json');
    expect(deleted.json()).toEqual({ success: true, type: 'project' });
    expect((await run('project', 'list', '--full', '--json')).json()).toEqual([]);
    expect((await run('project', 'delete', '1', '--yes')).code).toBe(3);
    expect((await run('job', 'get', '1', '--json')).json<unknown[]>()).toHaveLength(1);
  });

  it('person photo delete sets is_photo back to N; no photo or no person exits 3', async () => {
    expect((await run('person', 'get', '1', '--json')).json()).toMatchObject({ is_photo: 'Y' });
    expect((await run('person', 'photo', 'delete', '1')).code).toBe(2);
    const deleted = await run('person', 'photo', 'delete', '1', '--yes');
    expect(deleted.stdout).toContain('deleted the photo of person 1');
    expect((await run('person', 'get', '1', '--json')).json()).toMatchObject({ is_photo: 'N', photo_url: '' });
    expect((await run('person', 'photo', 'get', '1', '--out', '-')).code).toBe(3);
    const again = await run('person', 'photo', 'delete', '1', '--yes');
    expect(again.code).toBe(3);
    expect(again.stderr).toContain('has no photo');
    expect((await run('person', 'photo', 'delete', '999', '--yes')).code).toBe(3);
  });
});
