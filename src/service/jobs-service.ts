// Jobs: the published listing (endpoint 12), the full listing with `active`, writes.
import type { Job, JobCreate, JobSummary, JobUpdate } from '../domain/job.js';
import type { IdResult } from '../domain/primitives.js';
import { NotFoundError } from '../domain/errors.js';
import { isJobActive, isJobPublished, normalizeNewJob } from './job-rules.js';
import { validator, type ServiceDeps } from './service-deps.js';

export class JobsService {
  constructor(private readonly deps: ServiceDeps) {}

  async listJobs(): Promise<Job[]> {
    const today = this.deps.today();
    const all = await this.deps.store.jobs.listNotDeleted();
    const { publishedJobs } = this.deps.state;
    const memo = publishedJobs.get(all);
    if (memo?.today === today) return memo.jobs;
    const jobs = Object.freeze(all.filter((job) => isJobPublished(job, today))) as Job[];
    publishedJobs.set(all, { today, jobs });
    return jobs;
  }

  async getJob(id: number): Promise<Job[]> {
    const job = await this.getJobRecord(id);
    return isJobPublished(job, this.deps.today()) ? [job] : [];
  }

  /**
   * An id no job ever had is not found (404 / exit 3); a job that exists but is not listed —
   * closed, out of its dates, not in api_web, or deleted (status deleted, history kept) — is
   * found, and endpoint 13 shows it as data: [].
   */
  async getJobRecord(id: number): Promise<Job> {
    const job = await this.deps.store.jobs.get(id);
    if (!job) throw new NotFoundError(`job ${id} not found`);
    return job;
  }

  async listJobsFull(): Promise<JobSummary[]> {
    const today = this.deps.today();
    const all = await this.deps.store.jobs.listNotDeleted();
    const { jobSummaries } = this.deps.state;
    const memo = jobSummaries.get(all);
    if (memo?.today === today) return memo.jobs;
    const jobs = Object.freeze(all.map((job) => Object.freeze({
      id: job.id,
      active: isJobActive(job, today),
      last_modified: job.last_modified,
    }))) as JobSummary[];
    jobSummaries.set(all, { today, jobs });
    return jobs;
  }

  async listAllJobs(): Promise<Job[]> {
    return this.deps.store.jobs.listAll();
  }

  async createJob(job: JobCreate): Promise<IdResult> {
    const input = (await validator()).jobCreate(job);
    const fields = normalizeNewJob(input, await this.deps.codes(), this.deps.today());
    return { id: await this.deps.store.jobs.create(fields, this.deps.now()) };
  }

  async updateJob(update: JobUpdate): Promise<void> {
    const { id, ...input } = (await validator()).jobUpdate(update);
    const codes = await this.deps.codes();
    const today = this.deps.today();
    // The stored job with the given fields over it is checked as a whole, as a new job would be
    // (dates in order, codes known, salary range); position_data members merge one by one.
    await this.deps.store.jobs.update(id, (existing) => {
      const { id: _id, last_modified: _modified, status, ...stored } = existing;
      const merged: JobCreate = {
        ...stored,
        status: status === 'closed' ? 'closed' : 'open',
        ...input,
        position_data: { ...existing.position_data, ...(input.position_data ?? {}) },
      };
      return normalizeNewJob(merged, codes, today);
    }, this.deps.now());
  }

  async deleteJob(id: number): Promise<void> {
    if (!(await this.deps.store.jobs.markDeleted(id, this.deps.now()))) throw new NotFoundError(`job ${id} not found`);
  }
}
