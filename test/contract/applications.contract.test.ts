// Contract: applications as a pipeline — status changes with history and
// notes, withdrawal, a job's applicants (an audited person read), and the bad input of the
// issue: unknown ids → not found, invalid transitions → conflict naming the allowed next
// states, bad values → validation; a rejected call changes nothing (counts are checked).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError, ValidationError } from '../../src/domain/errors.js';
import type { ApplicationStatus } from '../../src/domain/application.js';
import { SubscriptionSchema } from '../../src/domain/subscription.js';
import { MODES, type ContractFixture } from './modes.js';
import { expectError, issuePaths } from './expect-error.js';
import { TODAY } from '../helpers/local.js';

describe.each(MODES)('service contract: applications as a pipeline ($name)', (mode) => {
  let f: ContractFixture;
  let anna: number;
  let bela: number;
  let jobId: number;
  beforeEach(async () => {
    f = await mode.create();
    anna = (await f.service.createPerson({ first: 'Anna', last: 'Példa', email: 'anna.pelda@example.com' })).id;
    bela = (await f.service.createPerson({ first: 'Béla', last: 'Minta' })).id;
    jobId = (await f.service.createJob({ position_data_id: 1, title: 'Fictional Analyst' })).id;
  });
  afterEach(async () => {
    await f.cleanup();
  });

  const auditRows = async () => (await f.store.audit.list({ limit: 1000 })).reverse();
  /** Everything a rejected call must leave as it was. */
  const snapshot = async () => ({
    applications: await f.sql('SELECT id, status, last_modified FROM subscriptions ORDER BY id'),
    history: Number((await f.sql('SELECT count(*) AS n FROM subscription_history'))[0]!['n']),
    audit: await f.store.audit.count(),
  });

  it('a new application is applied, with a history that starts there; endpoint 6 keeps its shape', async () => {
    const { id } = await f.service.subscribe({ person_data_id: anna, job_data_id: jobId });
    const [applicant] = await f.service.listApplicants(jobId);
    expect(applicant).toEqual({
      id, person_data_id: anna, first: 'Anna', last: 'Példa', email: 'anna.pelda@example.com', status: 'applied',
      created: expect.stringMatching(new RegExp(`^${TODAY} \\d{2}:\\d{2}:\\d{2}$`)),
      last_modified: applicant!.created,
      history: [{ status: 'applied', at: applicant!.created, note: null }],
    });
    const subscriptions = await f.service.listSubscriptions(anna);
    expect(subscriptions.map((s) => Object.keys(s))).toEqual([Object.keys(SubscriptionSchema.properties)]);
  });

  it('moves forward through the stages, keeping every change with its note', async () => {
    const { id } = await f.service.subscribe({ person_data_id: anna, job_data_id: jobId });
    const steps: [ApplicationStatus, string | undefined][] = [['screening', undefined], ['interview', 'strong portfolio'], ['offer', '  '], ['hired', 'starts in March']];
    for (const [status, note] of steps) {
      const changed = await f.service.changeApplicationStatus({ id, status, ...(note === undefined ? {} : { note }) });
      expect(changed).toMatchObject({ id, person_data_id: anna, job_data_id: jobId, status });
    }
    const [applicant] = await f.service.listApplicants(jobId);
    expect(applicant?.status).toBe('hired');
    expect(applicant?.history.map((e) => [e.status, e.note])).toEqual([
      ['applied', null], ['screening', null], ['interview', 'strong portfolio'], ['offer', null], ['hired', 'starts in March'],
    ]);
  });

  it('may skip stages forward, and reject from any stage before hired', async () => {
    const a = await f.service.subscribe({ person_data_id: anna, job_data_id: jobId });
    const b = await f.service.subscribe({ person_data_id: bela, job_data_id: jobId });
    expect((await f.service.changeApplicationStatus({ id: a.id, status: 'interview' })).status).toBe('interview');
    expect((await f.service.changeApplicationStatus({ id: b.id, status: 'rejected', note: 'no work permit' })).history.at(-1))
      .toMatchObject({ status: 'rejected', note: 'no work permit' });
  });

  it('refuses a move back or out of a final status with 409 naming the allowed next states, and changes nothing', async () => {
    const { id } = await f.service.subscribe({ person_data_id: anna, job_data_id: jobId });
    await f.service.changeApplicationStatus({ id, status: 'interview' });
    const before = await snapshot();
    const back = await expectError(f.service.changeApplicationStatus({ id, status: 'screening' }), ConflictError);
    expect(back.message).toContain('interview');
    expect(back.message).toContain('offer, hired, rejected, withdrawn');
    expect(await snapshot()).toEqual(before);

    await f.service.changeApplicationStatus({ id, status: 'hired' });
    const after = await snapshot();
    const final = await expectError(f.service.changeApplicationStatus({ id, status: 'screening' }), ConflictError);
    expect(final.message).toMatch(/hired .*final/);
    await expectError(f.service.changeApplicationStatus({ id, status: 'hired' }), ConflictError);
    await expectError(f.service.withdrawApplication({ person_data_id: anna, job_data_id: jobId }), ConflictError);
    expect(await snapshot()).toEqual(after);
  });

  it('unknown application → not found; an unknown status, a long note or an extra member → validation; nothing changes', async () => {
    const { id } = await f.service.subscribe({ person_data_id: anna, job_data_id: jobId });
    const before = await snapshot();
    await expectError(f.service.changeApplicationStatus({ id: 987_654, status: 'screening' }), NotFoundError);
    const bad = await expectError(f.service.changeApplicationStatus({ id, status: 'promoted' as ApplicationStatus }), ValidationError);
    expect(issuePaths(bad)).toEqual(['/status']);
    const long = await expectError(f.service.changeApplicationStatus({ id, status: 'screening', note: 'x'.repeat(2001) }), ValidationError);
    expect(issuePaths(long)).toEqual(['/note']);
    const extra = await expectError(f.service.changeApplicationStatus({ id, status: 'screening', by: 'me' } as never), ValidationError);
    expect(issuePaths(extra)).toEqual(['/by']);
    expect(await snapshot()).toEqual(before);
  });

  it('withdrawal sets withdrawn and keeps the application and its history; unknown person, job or application → not found', async () => {
    const { id } = await f.service.subscribe({ person_data_id: anna, job_data_id: jobId });
    await f.service.changeApplicationStatus({ id, status: 'screening' });
    const withdrawn = await f.service.withdrawApplication({ person_data_id: anna, job_data_id: jobId, note: 'took another offer' });
    expect(withdrawn).toMatchObject({ id, status: 'withdrawn' });
    expect(withdrawn.history.map((e) => e.status)).toEqual(['applied', 'screening', 'withdrawn']);
    expect(withdrawn.history.at(-1)?.note).toBe('took another offer');
    expect((await f.service.listSubscriptions(anna)).map((s) => s.id)).toEqual([id]);

    const before = await snapshot();
    await expectError(f.service.withdrawApplication({ person_data_id: anna, job_data_id: jobId }), ConflictError);
    await expectError(f.service.withdrawApplication({ person_data_id: 987_654, job_data_id: jobId }), NotFoundError);
    await expectError(f.service.withdrawApplication({ person_data_id: anna, job_data_id: 987_654 }), NotFoundError);
    await expectError(f.service.withdrawApplication({ person_data_id: bela, job_data_id: jobId }), NotFoundError);
    // A withdrawn application is still the person's application to that job.
    await expectError(f.service.subscribe({ person_data_id: anna, job_data_id: jobId }), ConflictError);
    expect(await snapshot()).toEqual(before);
  });

  it("a deleted job's applications keep their history and can still be withdrawn and listed", async () => {
    const { id } = await f.service.subscribe({ person_data_id: anna, job_data_id: jobId });
    await f.service.deleteJob(jobId);
    expect((await f.service.withdrawApplication({ person_data_id: anna, job_data_id: jobId })).status).toBe('withdrawn');
    expect((await f.service.listApplicants(jobId)).map((a) => [a.id, a.status])).toEqual([[id, 'withdrawn']]);
  });

  it('applying to a closed job is a conflict naming it, and changes nothing; a deleted job is not found', async () => {
    await f.service.updateJob({ id: jobId, status: 'closed' });
    const before = await snapshot();
    const refused = await expectError(f.service.subscribe({ person_data_id: anna, job_data_id: jobId }), ConflictError);
    expect(refused.message).toBe(`job ${jobId} is closed`);
    expect(await snapshot()).toEqual(before);
    // Reopened, it takes applications again.
    await f.service.updateJob({ id: jobId, status: 'open' });
    await f.service.subscribe({ person_data_id: anna, job_data_id: jobId });
    await f.service.deleteJob(jobId);
    await expectError(f.service.subscribe({ person_data_id: bela, job_data_id: jobId }), NotFoundError);
  });

  it("a person's applications with their status (GET /person/{id}/application), audited; endpoint 6 keeps its shape", async () => {
    const other = (await f.service.createJob({ position_data_id: 2, title: 'Fictional Curator' })).id;
    const first = await f.service.subscribe({ person_data_id: anna, job_data_id: jobId });
    const second = await f.service.subscribe({ person_data_id: anna, job_data_id: other });
    await f.service.changeApplicationStatus({ id: second.id, status: 'interview' });
    const before = (await auditRows()).length;
    expect(await f.service.listApplications(anna)).toEqual([
      { id: first.id, job_data_id: jobId, title: 'Fictional Analyst', created: expect.any(String), status: 'applied' },
      { id: second.id, job_data_id: other, title: 'Fictional Curator', created: expect.any(String), status: 'interview' },
    ]);
    const rows = (await auditRows()).slice(before);
    expect(rows.map((r) => [r.action, r.person_id])).toEqual([['person.subscriptions', anna]]);
    const endpoint6 = ['id', 'job_data_id', 'title', 'created'];
    expect((await f.service.listSubscriptions(anna)).map((s) => Object.keys(s))).toEqual([endpoint6, endpoint6]);
    await expectError(f.service.listApplications(987_654), NotFoundError);
  });

  describe('applicants of a job (GET /job/{id}/subscription)', () => {
    it('lists people with status and dates, filters by status, and writes one audit row per person returned', async () => {
      const a = await f.service.subscribe({ person_data_id: anna, job_data_id: jobId });
      const b = await f.service.subscribe({ person_data_id: bela, job_data_id: jobId });
      const other = (await f.service.createJob({ position_data_id: 2, title: 'Other' })).id;
      await f.service.subscribe({ person_data_id: bela, job_data_id: other });
      await f.service.changeApplicationStatus({ id: b.id, status: 'interview' });

      const start = (await auditRows()).length;
      expect((await f.service.listApplicants(jobId)).map((x) => [x.id, x.person_data_id, x.status])).toEqual([
        [a.id, anna, 'applied'], [b.id, bela, 'interview'],
      ]);
      expect((await f.service.listApplicants(jobId, 'interview')).map((x) => x.person_data_id)).toEqual([bela]);
      const rows = (await auditRows()).slice(start);
      expect(rows.map((r) => [r.action, r.person_id, r.outcome, r.actor])).toEqual([
        ['job.applicants', anna, 'ok', f.actor], ['job.applicants', bela, 'ok', f.actor], ['job.applicants', bela, 'ok', f.actor],
      ]);
      // The rows of one read share its request id.
      expect(rows[0]?.request_id).toBe(rows[1]?.request_id);
    });

    it('no applicants → [] and one row without a person; unknown job → not found with a not_found row', async () => {
      const start = (await auditRows()).length;
      expect(await f.service.listApplicants(jobId)).toEqual([]);
      await expectError(f.service.listApplicants(987_654), NotFoundError);
      expect((await auditRows()).slice(start).map((r) => [r.action, r.person_id, r.outcome])).toEqual([
        ['job.applicants', null, 'ok'], ['job.applicants', null, 'not_found'],
      ]);
    });

    it('a status filter that is not a status → validation naming it, and reads nobody (no audit row)', async () => {
      await f.service.subscribe({ person_data_id: anna, job_data_id: jobId });
      const before = (await auditRows()).length;
      const error = await expectError(f.service.listApplicants(jobId, 'promoted' as ApplicationStatus), ValidationError);
      expect(issuePaths(error)).toEqual(['/status']);
      expect((await auditRows()).length).toBe(before);
    });
  });
});
