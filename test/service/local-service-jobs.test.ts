// DESIGN.md §3 job, application and project rules on LocalService.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalFixture, type LocalFixture } from '../helpers/local.js';
import { ConflictError, NotFoundError, ValidationError } from '../../src/domain/errors.js';

let f: LocalFixture;
beforeEach(() => (f = createLocalFixture()));
afterEach(() => f.cleanup());

const job = (fields: Record<string, unknown> = {}) =>
  f.service.createJob({ position_data_id: 100, title: 'Test Engineer', ...fields } as never).then((r) => r.id);

describe('jobs', () => {
  it('applies defaults: today, no end, open, api_web', async () => {
    const id = await job();
    const stored = f.store.sqlite.jobs.get(id)!;
    expect(stored).toMatchObject({ date_from: '2026-11-22', date_till: null, status: 'open', channels: ['api_web'], marked: 'N', position_data: {} });
  });

  it('lists only active jobs in the api_web channel (12, 13)', async () => {
    const active = await job();
    const expired = await job({ date_from: '2025-01-01', date_till: '2025-12-31' });
    const future = await job({ date_from: '2027-01-01' });
    const closed = await job({ status: 'closed' });
    const intranet = await job({ channels: ['intranet'] });
    expect((await f.service.listJobs()).map((j) => j.id)).toEqual([active]);
    expect(await f.service.getJob(active)).toHaveLength(1);
    for (const hidden of [expired, future, closed, intranet]) expect(await f.service.getJob(hidden)).toEqual([]);
    await expect(f.service.getJob(999)).rejects.toBeInstanceOf(NotFoundError); // issue 10 item 5
    const full = await f.service.listJobsFull();
    expect(full.map((j) => [j.id, j.active])).toEqual([
      [active, true], [expired, false], [future, false], [closed, false], [intranet, true],
    ]);
  });

  it('the last day of the window is still active', async () => {
    const id = await job({ date_from: '2026-11-01', date_till: '2026-11-22' });
    expect(await f.service.getJob(id)).toHaveLength(1);
    f.clock.set('2026-11-23T00:00:01Z');
    expect(await f.service.getJob(id)).toEqual([]);
  });

  it('soft delete: the job leaves every listing, applications keep their history', async () => {
    const id = await job();
    const { id: personId } = await f.service.createPerson({ first: 'A', last: 'B' });
    await f.service.subscribe({ person_data_id: personId, job_data_id: id });
    await f.service.deleteJob(id);
    expect(await f.service.listJobs()).toEqual([]);
    expect(await f.service.listJobsFull()).toEqual([]);
    expect((await f.service.listSubscriptions(personId)).map((s) => [s.job_data_id, s.title])).toEqual([[id, 'Test Engineer']]);
    await expect(f.service.deleteJob(id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(f.service.subscribe({ person_data_id: personId, job_data_id: id })).rejects.toBeInstanceOf(NotFoundError);
  });

  it.each([
    ['title missing', { title: undefined }, ValidationError],
    ['unknown language code', { language: [12345] }, ValidationError],
    ['end before start', { date_from: '2026-12-01', date_till: '2026-11-01' }, ValidationError],
    ['impossible date', { date_till: '2026-13-01' }, ValidationError],
    ['status deleted cannot be created', { status: 'deleted' }, ValidationError],
    ['unknown position_data member', { position_data: { perks: 'x' } }, ValidationError],
  ])('rejects %s', async (_name, fields, type) => {
    await expect(job(fields)).rejects.toBeInstanceOf(type);
    expect(f.store.sqlite.jobs.listNotDeleted()).toEqual([]);
  });
});

describe('applications', () => {
  it('needs an existing person and job, and rejects a duplicate with the existing id', async () => {
    const jobId = await job();
    const { id: personId } = await f.service.createPerson({ first: 'A', last: 'B' });
    await expect(f.service.subscribe({ person_data_id: 999, job_data_id: jobId })).rejects.toBeInstanceOf(NotFoundError);
    await expect(f.service.subscribe({ person_data_id: personId, job_data_id: 999 })).rejects.toBeInstanceOf(NotFoundError);
    const { id } = await f.service.subscribe({ person_data_id: personId, job_data_id: jobId });
    const duplicate = await f.service.subscribe({ person_data_id: personId, job_data_id: jobId }).catch((e: unknown) => e);
    expect(duplicate).toBeInstanceOf(ConflictError);
    expect((duplicate as ConflictError).details).toEqual({ id });
    expect(await f.service.listSubscriptions(personId)).toEqual([
      { id, job_data_id: jobId, title: 'Test Engineer', created: '2026-11-22 10:00:00' },
    ]);
  });
});

describe('projects', () => {
  it('active ⇔ within dates; /project lists active, /project/full lists all with jobs', async () => {
    const jobId = await job();
    const open = (await f.service.createProject({ title: 'Open', jobs: [jobId] })).id;
    const past = (await f.service.createProject({ title: 'Past', date_till: '2026-01-01' })).id;
    expect((await f.service.listProjects()).map((p) => p.id)).toEqual([open]);
    expect(await f.service.getProject(past)).toEqual([]);
    expect((await f.service.getProject(open))[0]).toMatchObject({ title: 'Open', jobs: [jobId] });
    expect((await f.service.listProjectsFull()).map((p) => [p.id, p.active, p.jobs])).toEqual([
      [open, true, [jobId]], [past, false, []],
    ]);
  });

  it('update is partial, checks jobs exist and date order against stored values', async () => {
    const a = await job();
    const b = await job();
    const { id } = await f.service.createProject({ title: 'P', jobs: [a], date_from: '2026-01-01' });
    await f.service.updateProject({ id, jobs: [b, a] });
    expect((await f.service.getProject(id))[0]).toMatchObject({ title: 'P', jobs: [b, a], date_from: '2026-01-01' });
    await expect(f.service.updateProject({ id, jobs: [999] })).rejects.toThrow(/job 999/);
    await expect(f.service.updateProject({ id, date_till: '2025-01-01' })).rejects.toBeInstanceOf(ValidationError);
    await expect(f.service.updateProject({ id: 999, title: 'x' })).rejects.toBeInstanceOf(NotFoundError);
    await expect(f.service.createProject({ title: ' ' })).rejects.toBeInstanceOf(ValidationError);
    expect((await f.service.getProject(id))[0]?.jobs).toEqual([b, a]);
  });
});
