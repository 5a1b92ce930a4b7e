// Contract: job advertisements and projects (SPEC.md §4.2, §4.3; DESIGN.md §3 "active").
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError, UnprocessableError, ValidationError } from '../../src/domain/errors.js';
import { JobSchema, type JobCreate } from '../../src/domain/job.js';
import { ProjectSchema, type ProjectCreate } from '../../src/domain/project.js';
import { MODES, type ContractFixture } from './modes.js';
import { expectError, issuePaths } from './expect-error.js';
import { TODAY } from '../helpers/local.js';

const YESTERDAY = '2026-11-21';
const TOMORROW = '2026-11-23';

describe.each(MODES)('service contract: jobs and projects ($name)', (mode) => {
  let f: ContractFixture;
  beforeEach(async () => {
    f = await mode.create();
  });
  afterEach(async () => {
    await f.cleanup();
  });

  const job = (title: string, extra: Partial<JobCreate> = {}): JobCreate => ({ position_data_id: 5001, title, ...extra });

  describe('jobs (endpoints 12–16)', () => {
    it('applies the defaults: from today, no end, open, api_web', async () => {
      const { id } = await f.service.createJob(job('Fictional Data Clerk'));
      const [created] = await f.service.getJob(id);
      expect(created).toMatchObject({
        id, position_data_id: 5001, title: 'Fictional Data Clerk', marked: 'N', date_from: TODAY, date_till: null,
        status: 'open', channels: ['api_web'], category: [], language: [], regio: [], position_data: {},
        reference_number: '', default_alias_str: '',
      });
      expect(Object.keys(created!)).toEqual(Object.keys(JobSchema.properties));
      expect(created?.last_modified).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    });

    it('stores every job field given', async () => {
      const input = job('Senior Example Engineer', {
        reference_number: 'REF-X-1', category: [1], language: [1, 3], regio: [348001], experience: 4, preparation: 6,
        marked: 'Y', date_from: YESTERDAY, date_till: '2027-06-30', default_alias_str: 'senior-example',
        position_data: { description: 'Build fictional things.', salary_min: 10, salary_max: 20, currency: 'EUR' },
      });
      const { id } = await f.service.createJob(input);
      const [stored] = await f.service.getJob(id);
      const { position_data_id, ...rest } = input;
      expect(stored).toMatchObject({ position_data_id, ...rest });
    });

    it('lists only active jobs in api_web; the full listing flags activity', async () => {
      const open = await f.service.createJob(job('Open now'));
      const closed = await f.service.createJob(job('Closed', { status: 'closed' }));
      const future = await f.service.createJob(job('Starts tomorrow', { date_from: TOMORROW }));
      const expired = await f.service.createJob(job('Ended yesterday', { date_from: '2026-01-01', date_till: YESTERDAY }));
      const elsewhere = await f.service.createJob(job('Print only', { channels: ['print'] }));
      const lastDay = await f.service.createJob(job('Ends today', { date_from: YESTERDAY, date_till: TODAY }));

      expect((await f.service.listJobs()).map((j) => j.id)).toEqual([open.id, lastDay.id]);
      for (const hidden of [closed, future, expired, elsewhere]) expect(await f.service.getJob(hidden.id)).toEqual([]);
      // An id no job has is not found; an existing hidden job is [] and its record says why
      await expectError(f.service.getJob(987_654), NotFoundError);
      await expectError(f.service.getJobRecord(987_654), NotFoundError);
      expect(await f.service.getJobRecord(closed.id)).toMatchObject({ id: closed.id, status: 'closed', channels: ['api_web'] });
      expect(await f.service.getJobRecord(elsewhere.id)).toMatchObject({ status: 'open', channels: ['print'] });
      expect(await f.service.getJobRecord(expired.id)).toMatchObject({ date_till: YESTERDAY });
      const full = await f.service.listJobsFull();
      expect(full.map(({ id, active }) => [id, active])).toEqual([
        [open.id, true], [closed.id, false], [future.id, false], [expired.id, false], [elsewhere.id, true], [lastDay.id, true],
      ]);
      expect(full.every((j) => Object.keys(j).sort().join() === 'active,id,last_modified')).toBe(true);
    });

    it('delete takes a job out of every listing; deleting again or an unknown id is not found', async () => {
      const { id } = await f.service.createJob(job('To be deleted'));
      const kept = await f.service.createJob(job('Kept'));
      await f.service.deleteJob(id);
      expect((await f.service.listJobs()).map((j) => j.id)).toEqual([kept.id]);
      expect((await f.service.listJobsFull()).map((j) => j.id)).toEqual([kept.id]);
      expect(await f.service.getJob(id)).toEqual([]);
      expect(await f.service.getJobRecord(id)).toMatchObject({ id, status: 'deleted' });
      await expectError(f.service.deleteJob(id), NotFoundError);
      await expectError(f.service.deleteJob(555_555), NotFoundError);
    });

    it('keeps reference numbers unique among jobs that are not deleted', async () => {
      const first = await f.service.createJob(job('Payroll', { reference_number: 'REF-7' }));
      const clash = await expectError(f.service.createJob(job('Payroll again', { reference_number: 'REF-7' })), ConflictError);
      expect(clash.details).toEqual({ id: first.id });
      await f.service.createJob(job('No reference'));
      await f.service.createJob(job('No reference either'));
      await f.service.deleteJob(first.id);
      const reused = await f.service.createJob(job('Payroll, new', { reference_number: 'REF-7' }));
      expect(reused.id).toBeGreaterThan(first.id);
      expect((await f.service.listJobsFull()).length).toBe(3);
    });

    it('validates the input', async () => {
      await expectError(f.service.createJob({ position_data_id: 5001 } as JobCreate), ValidationError);
      await expectError(f.service.createJob(job('   ')), ValidationError);
      expect(issuePaths(await expectError(f.service.createJob(job('X', { category: [999] })), ValidationError))).toEqual(['/category/0']);
      expect(issuePaths(await expectError(f.service.createJob(job('X', { date_from: TODAY, date_till: YESTERDAY })), ValidationError))).toEqual(['/date_till']);
      await expectError(f.service.createJob(job('X', { status: 'deleted' } as unknown as Partial<JobCreate>)), ValidationError);
      await expectError(f.service.createJob(job('X', { salary: 1 } as unknown as Partial<JobCreate>)), ValidationError);
      await expectError(f.service.createJob(job('X', { position_data: { salary_min: 20, salary_max: 10 } })), ValidationError);
      expect(await f.service.listJobsFull()).toEqual([]);
    });
  });

  describe('projects (endpoints 17–21)', () => {
    const project = (title: string, extra: Partial<ProjectCreate> = {}): ProjectCreate => ({ title, ...extra });

    it('creates with every field and shows active projects', async () => {
      const j = await f.service.createJob(job('Grouped job'));
      const { id } = await f.service.createProject(project('Spring hiring', {
        date_from: YESTERDAY, date_till: TOMORROW, category: [1], language: [3], jobs: [j.id],
      }));
      const [stored] = await f.service.getProject(id);
      expect(Object.keys(stored!)).toEqual(Object.keys(ProjectSchema.properties)); // SPEC.md 2.5 order in both modes
      expect(stored).toMatchObject({ id, title: 'Spring hiring', date_from: YESTERDAY, date_till: TOMORROW, category: [1], language: [3], jobs: [j.id] });
      expect((await f.service.listProjects()).map((p) => p.id)).toEqual([id]);
    });

    it('active ⇔ within the dates (missing = unbounded); the full listing flags it', async () => {
      const always = await f.service.createProject(project('No dates'));
      const future = await f.service.createProject(project('Future', { date_from: TOMORROW }));
      const past = await f.service.createProject(project('Past', { date_till: YESTERDAY }));
      expect((await f.service.listProjects()).map((p) => p.id)).toEqual([always.id]);
      expect(await f.service.getProject(future.id)).toEqual([]);
      expect(await f.service.getProject(past.id)).toEqual([]);
      await expectError(f.service.getProject(123_456), NotFoundError);
      await expectError(f.service.getProjectRecord(123_456), NotFoundError);
      expect(await f.service.getProjectRecord(past.id)).toMatchObject({ id: past.id, title: 'Past', date_till: YESTERDAY });
      const full = await f.service.listProjectsFull();
      expect(full.map(({ id, active, jobs }) => [id, active, jobs])).toEqual([
        [always.id, true, []], [future.id, false, []], [past.id, false, []],
      ]);
    });

    it('updates partially; unknown id is not found', async () => {
      const j = await f.service.createJob(job('Grouped job'));
      const { id } = await f.service.createProject(project('Autumn', { jobs: [j.id], category: [2] }));
      await f.service.updateProject({ id, title: 'Autumn 2026' });
      const [stored] = await f.service.getProject(id);
      expect(stored).toMatchObject({ title: 'Autumn 2026', jobs: [j.id], category: [2] });
      await f.service.updateProject({ id, date_from: TOMORROW });
      expect(await f.service.getProject(id)).toEqual([]);
      await expectError(f.service.updateProject({ id: 404_404, title: 'Nobody' }), NotFoundError);
    });

    it('needs a title and jobs that exist and are not deleted', async () => {
      await expectError(f.service.createProject(project('  ')), ValidationError);
      await expectError(f.service.createProject({} as ProjectCreate), ValidationError);
      expect(issuePaths(await expectError(f.service.createProject(project('X', { jobs: [31_337] })), ValidationError))).toEqual(['/jobs/0']);
      const j = await f.service.createJob(job('Soon deleted'));
      await f.service.deleteJob(j.id);
      await expectError(f.service.createProject(project('X', { jobs: [j.id] })), ValidationError);
      const { id } = await f.service.createProject(project('Valid'));
      await expectError(f.service.updateProject({ id, title: '' }), ValidationError);
      await expectError(f.service.updateProject({ id, date_from: TODAY, date_till: YESTERDAY }), ValidationError);
      await expectError(f.service.updateProject({ id, owner: 'x' } as unknown as ProjectCreate & { id: number }), ValidationError);
    });
  });

  describe('parser (endpoint 22)', () => {
    it('refuses bytes that are no résumé as unprocessable, never a crash', async () => {
      const garbage = new Uint8Array([0, 1, 2, 3, 255, 254, 0, 0, 7]);
      await expectError(f.service.parseResume({ file_name: 'noise.bin', data: garbage }), UnprocessableError);
    });

    it('returns the SPEC.md 2.6 members for a plain-text résumé, and recruit\'s sections', async () => {
      const text = 'Anna Kovács\nanna.kovacs@example.com\n+36 30 123 4567\nSoftware engineer: TypeScript, Node.js and SQL.\n';
      const parsed = await f.service.parseResume({ file_name: 'cv.txt', data: new TextEncoder().encode(text) });
      expect(Object.keys(parsed).sort()).toEqual(['content', 'images', 'jobs', 'keywords', 'person', 'sections']);
      expect(Object.keys(parsed.sections!).sort()).toEqual(['certificates', 'education', 'languages', 'work']);
      expect(Object.keys(parsed.person).sort()).toEqual(['address', 'birth_date', 'category', 'email', 'face', 'first', 'last', 'phone', 'tags']);
      expect(parsed.person.email).toEqual(['anna.kovacs@example.com']);
      expect(parsed.person.phone).toEqual(['+36 30 123 4567']);
      expect(Object.keys(parsed.person.address).sort()).toEqual(['city', 'street', 'zip']);
      expect(parsed.content).toContain('Software engineer');
      expect(parsed.images).toEqual([]);
      expect(parsed.person.face).toBe('');
    });
  });
});
