// Applications: a person's subscriptions to jobs and their pipeline (status changes,
// withdrawal, a job's applicants). The transition rules run inside the store's transaction.
import type { PersonApplication, Subscription, SubscriptionRequest } from '../domain/subscription.js';
import type { Applicant, Application, ApplicationStatusRequest, WithdrawRequest } from '../domain/application.js';
import type { ApplicationStatus } from '../domain/application-status.js';
import type { IdResult } from '../domain/primitives.js';
import { NotFoundError } from '../domain/errors.js';
import { auditedRead, onFirstCall, validator, type ServiceDeps } from './service-deps.js';

const applicationRules = onFirstCall(() => import('./application-rules.js'));

export class ApplicationsService {
  constructor(private readonly deps: ServiceDeps) {}

  async subscribe(request: SubscriptionRequest): Promise<IdResult> {
    const { person_data_id: personId, job_data_id: jobId } = (await validator()).subscription(request);
    return { id: await this.deps.store.subscriptions.create(personId, jobId, this.deps.now()) };
  }

  async listSubscriptions(personId: number): Promise<Subscription[]> {
    return (await this.listApplications(personId)).map(({ status: _status, ...subscription }) => subscription);
  }

  async listApplications(personId: number): Promise<PersonApplication[]> {
    const read = await auditedRead(this.deps, 'person.subscriptions', { kind: 'subscriptions', personId });
    if (!read.found) throw new NotFoundError(`person ${personId} not found`);
    return read.value;
  }

  async changeApplicationStatus(request: ApplicationStatusRequest): Promise<Application> {
    const { id, status, note } = (await validator()).applicationStatus(request);
    const { decideTransition } = await applicationRules();
    const changed = await this.deps.store.subscriptions.changeStatus(
      { id }, (current) => decideTransition(current, status, note), this.deps.now(),
    );
    return this.auditedApplication(changed);
  }

  async withdrawApplication(request: WithdrawRequest): Promise<Application> {
    const { person_data_id: personId, job_data_id: jobId, note } = (await validator()).withdrawal(request);
    const { decideTransition } = await applicationRules();
    const changed = await this.deps.store.subscriptions.changeStatus(
      { personId, jobId }, (current) => decideTransition(current, 'withdrawn', note), this.deps.now(),
    );
    return this.auditedApplication(changed);
  }

  /**
   * A changed application is answered with its history and notes: person data, so the answer
   * waits for an audit row (a read of that person's applications) like any other read of it.
   */
  private async auditedApplication(application: Application): Promise<Application> {
    await auditedRead(this.deps, 'person.application', { kind: 'subscriptions', personId: application.person_data_id });
    return application;
  }

  async listApplicants(jobId: number, status?: ApplicationStatus): Promise<Applicant[]> {
    // Checked before the read: a bad filter reads nobody, so it leaves no audit row.
    (await applicationRules()).checkStatusFilter(status);
    const read = await auditedRead(this.deps, 'job.applicants', { kind: 'applicants', jobId, status });
    if (!read.found) throw new NotFoundError(`job ${jobId} not found`);
    return read.value;
  }
}
