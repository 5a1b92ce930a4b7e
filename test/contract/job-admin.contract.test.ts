// Contract: jobs, projects, photos — job update (partial, position_data
// merged), close and reopen, the admins' list of every job, project delete, photo delete.
// Bad input: unknown ids → not found, a deleted job → conflict, bad values → validation;
// a rejected call changes nothing.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError, ValidationError } from '../../src/domain/errors.js';
import type { JobCreate, JobUpdate } from '../../src/domain/job.js';
import { MODES, type ContractFixture } from './modes.js';
import { expectError, issuePaths } from './expect-error.js';
import { pngImage } from '../helpers/images.js';
import { TODAY } from '../helpers/local.js';

describe.each(MODES)('service contract: job update, admin reads, project and photo delete ($name)', (mode) => {
  let f: ContractFixture;
  beforeEach(async () => {
    f = await mode.create();
  });
  afterEach(async () => {
    await f.cleanup();
  });

  const job = (title: string, extra: Partial<JobCreate> = {}): JobCreate => ({ position_data_id: 5001, title, ...extra });
  const jobsTable = () => f.sql('SELECT * FROM jobs ORDER BY id');

  describe('job update (PUT /job)', () => {
    it('overwrites the given fields, keeps the others, merges position_data member by member', async () => {
      const { id } = await f.service.createJob(job('Fictional Analyst', {
        reference_number: 'REF-1', category: [1], date_till: '2027-01-31',
        position_data: { description: 'Analyse fictional data.', salary_min: 100, currency: 'EUR' },
      }));
      await f.service.updateJob({ id, title: 'Senior Fictional Analyst', position_data: { salary_max: 200 }, date_till: null });
      const stored = await f.service.getJobRecord(id);
      expect(stored).toMatchObject({
        id, title: 'Senior Fictional Analyst', reference_number: 'REF-1', category: [1], date_from: TODAY, date_till: null,
        status: 'open', channels: ['api_web'],
        position_data: { description: 'Analyse fictional data.', salary_min: 100, salary_max: 200, currency: 'EUR' },
      });
      expect(await f.service.getJob(id)).toEqual([stored]);
    });

    it('close and reopen are status changes: the job leaves the listing and comes back', async () => {
      const { id } = await f.service.createJob(job('Seasonal Role'));
      await f.service.updateJob({ id, status: 'closed' });
      expect(await f.service.listJobs()).toEqual([]);
      expect((await f.service.listJobsFull()).map((j) => [j.id, j.active])).toEqual([[id, false]]);
      expect((await f.service.getJobRecord(id)).status).toBe('closed');
      await f.service.updateJob({ id, status: 'open' });
      expect((await f.service.listJobs()).map((j) => j.id)).toEqual([id]);
    });

    it('unknown id → not found; deleted job → conflict; bad values → validation naming the field; nothing changes', async () => {
      const { id } = await f.service.createJob(job('Kept As Is', { date_from: '2026-11-01', position_data: { salary_min: 50 } }));
      const gone = await f.service.createJob(job('Deleted'));
      await f.service.deleteJob(gone.id);
      await f.service.createJob(job('Other', { reference_number: 'REF-TAKEN' }));
      const before = await jobsTable();

      await expectError(f.service.updateJob({ id: 987_654, title: 'x' }), NotFoundError);
      await expectError(f.service.updateJob({ id: gone.id, status: 'open' }), ConflictError);
      const clash = await expectError(f.service.updateJob({ id, reference_number: 'REF-TAKEN' }), ConflictError);
      expect(clash.message).toContain('REF-TAKEN');
      const cases: [JobUpdate, string][] = [
        [{ id, date_till: '2026-10-01' }, '/date_till'], // before the stored date_from
        [{ id, category: [999_999] }, '/category/0'],
        [{ id, position_data: { salary_max: 10 } }, '/position_data/salary_max'], // below the stored salary_min
        [{ id, status: 'deleted' as 'open' }, '/status'],
        [{ id, title: '' }, '/title'],
        [{ id, colour: 'red' } as JobUpdate, '/colour'],
      ];
      for (const [update, path] of cases) {
        const error = await expectError(f.service.updateJob(update), ValidationError);
        expect(issuePaths(error), JSON.stringify(update)).toEqual([path]);
      }
      expect(await jobsTable()).toEqual(before);
    });
  });

  it('every job for admins (GET /job/all): deleted and inactive ones too, with status and channels', async () => {
    const open = await f.service.createJob(job('Open'));
    const closed = await f.service.createJob(job('Closed', { status: 'closed' }));
    const print = await f.service.createJob(job('Print', { channels: ['print'] }));
    const deleted = await f.service.createJob(job('Deleted'));
    await f.service.deleteJob(deleted.id);
    const all = await f.service.listAllJobs();
    expect(all.map((j) => [j.id, j.title, j.status, j.channels])).toEqual([
      [open.id, 'Open', 'open', ['api_web']], [closed.id, 'Closed', 'closed', ['api_web']],
      [print.id, 'Print', 'open', ['print']], [deleted.id, 'Deleted', 'deleted', ['api_web']],
    ]);
    expect(all[0]).toEqual(await f.service.getJobRecord(open.id));
  });

  describe('project delete (DELETE /project)', () => {
    it('removes the project and leaves its jobs; deleting again or an unknown id is not found', async () => {
      const kept = await f.service.createJob(job('In a project'));
      const { id } = await f.service.createProject({ title: 'Autumn', jobs: [kept.id] });
      const other = await f.service.createProject({ title: 'Spring' });
      await f.service.deleteProject(id);
      expect((await f.service.listProjectsFull()).map((p) => p.id)).toEqual([other.id]);
      await expectError(f.service.getProjectRecord(id), NotFoundError);
      expect((await f.service.getJobRecord(kept.id)).status).toBe('open');
      const before = await f.store.projects.count();
      await expectError(f.service.deleteProject(id), NotFoundError);
      await expectError(f.service.deleteProject(987_654), NotFoundError);
      expect(await f.store.projects.count()).toBe(before);
    });
  });

  describe('photo delete (DELETE /person/photo)', () => {
    it('removes the photo and sets is_photo back to N; a person without one, or an unknown person, is not found', async () => {
      const { id } = await f.service.createPerson({ first: 'Anna', last: 'Példa' });
      const other = await f.service.createPerson({ first: 'Béla', last: 'Minta' });
      await f.service.setPhoto({ person_data_id: id, file_name: 'p.png', data: await pngImage() });
      await f.service.setPhoto({ person_data_id: other.id, file_name: 'p.png', data: await pngImage() });
      await f.service.deletePhoto(id);
      expect(await f.service.getPerson(id)).toMatchObject({ is_photo: 'N', photo_url: '' });
      await expectError(f.service.getPhoto(id), NotFoundError);
      expect((await f.service.getPerson(other.id)).is_photo).toBe('Y');

      const before = await f.store.photos.count();
      await expectError(f.service.deletePhoto(id), NotFoundError);
      await expectError(f.service.deletePhoto(987_654), NotFoundError);
      expect(await f.store.photos.count()).toBe(before);
      expect(before).toBe(1);
    });
  });
});
