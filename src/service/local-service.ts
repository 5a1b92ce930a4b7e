// LocalService: RecruitService over the SQLite store, enforcing every rule of DESIGN.md §3.
// The server is a thin HTTP skin over this class; the CLI uses it directly in local mode.
import type { Store } from '../store/index.js';
import type { CodeBook } from '../domain/codes.js';
import type { Clock } from '../domain/clock.js';
import { isoDate, isoTimestamp } from '../domain/clock.js';
import type { Person, PersonCreate, PersonFields, PersonUpdate } from '../domain/person.js';
import type { Subscription, SubscriptionRequest } from '../domain/subscription.js';
import type { DownloadedFile, PersonDocument } from '../domain/document.js';
import { MAX_DOCUMENT_BYTES } from '../domain/limits.js';
import type { Job, JobCreate, JobSummary } from '../domain/job.js';
import type { Project, ProjectCreate, ProjectSummary, ProjectUpdate } from '../domain/project.js';
import type { ParsedResume } from '../domain/parsed-resume.js';
import type { IdResult } from '../domain/primitives.js';
import { ConflictError, NotFoundError, PayloadTooLargeError, UnavailableError, ValidationError } from '../domain/errors.js';
import type { FileUploadRequest, RecruitService, ResumeFile } from './recruit-service.js';
import { checkCodeList, checkDateWindow, isJobActive, isJobPublished, normalizeNewJob } from './job-rules.js';
import { isWithinDates } from '../domain/clock.js';
import { readAudited, type Actor, type AuditAction } from './audit.js';
import type { ImageSink, ResumeParser } from './resume-parser.js';
import type { RequestValidation } from './request-validation.js';

/** Runs load once, on the first call, and hands every caller the same promise. */
function onFirstCall<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}

/** Write requests are schema-checked by a module loaded on first use (fast read-only start-up). */
const validator = onFirstCall((): Promise<RequestValidation> => import('./request-validation.js').then((m) => m.validate));
// Likewise the rules only some calls need: `recruit job list` should load neither person,
// photo, file-name nor parser-mapping rules (DESIGN.md §7: start-up within 2.5× `node -e 0`).
const personRules = onFirstCall(() => import('./person-rules.js'));
const photoRules = onFirstCall(() => import('./photo.js'));
const fileNameRules = onFirstCall(() => import('../domain/file-name.js'));
const resumeMapping = onFirstCall(() => import('./parsed-resume-mapper.js'));

// The job listings are derived from the store's job list (cached and frozen from its second
// read on) and today's date; while both stay the same the same frozen answer is handed out,
// so the server can also reuse its serialized body (issue 6 benchmark: GET /job was
// serialization-bound).
const publishedJobs = new WeakMap<readonly Job[], { today: string; jobs: Job[] }>();
const jobSummaries = new WeakMap<readonly Job[], { today: string; jobs: JobSummary[] }>();

export interface LocalServiceDeps {
  store: Store;
  /** The code tables, or their loader: the CLI reads them only when a write needs them. */
  codes: CodeBook | (() => Promise<CodeBook>);
  clock: Clock;
  actor: Actor;
  /** Absent until a résumé is parsed: the parser loads lazily. */
  parser?: (() => Promise<{ parser: ResumeParser; images: ImageSink }>) | undefined;
}

export class LocalService implements RecruitService {
  private parserHandle: Promise<{ parser: ResumeParser; images: ImageSink }> | undefined;

  constructor(private readonly deps: LocalServiceDeps) {}

  /** The same service acting for another caller (the server makes one per request). */
  withActor(actor: Actor): LocalService {
    return new LocalService({ ...this.deps, actor });
  }

  private get store(): Store {
    return this.deps.store;
  }

  private async codes(): Promise<CodeBook> {
    const { codes } = this.deps;
    return typeof codes === 'function' ? codes() : codes;
  }

  private now(): string {
    return isoTimestamp(this.deps.clock.now());
  }

  private today(): string {
    return isoDate(this.deps.clock.now());
  }

  /** A read of person data and its audit row, in one group commit (DESIGN.md §3). */
  private audited<T>(action: AuditAction, read: () => T, describe: (value: T) => { personId: number | null; outcome: 'ok' | 'not_found' }): Promise<T> {
    return readAudited(this.store, this.deps.clock, this.deps.actor, action, read, describe);
  }

  /** Audits the read attempt, then throws NotFound for an unknown person. */
  private async requireReadablePerson(action: AuditAction, personId: number): Promise<void> {
    const found = await this.audited(action, () => this.store.people.exists(personId), (exists) => ({ personId, outcome: exists ? 'ok' : 'not_found' }));
    if (!found) throw new NotFoundError(`person ${personId} not found`);
  }

  private requirePerson(personId: number): void {
    if (!this.store.people.exists(personId)) throw new NotFoundError(`person ${personId} not found`);
  }

  // ── people ────────────────────────────────────────────────────────────────

  async getPerson(id: number): Promise<Person> {
    const person = await this.audited('person.get', () => this.store.people.get(id), (found) => ({ personId: id, outcome: found ? 'ok' : 'not_found' }));
    if (!person) throw new NotFoundError(`person ${id} not found`);
    return person;
  }

  async findPersonByEmail(email: string): Promise<IdResult> {
    const trimmed = email.trim();
    const { isValidEmail } = await personRules();
    if (!isValidEmail(trimmed)) throw ValidationError.field('/email', `"${email}" is not a valid e-mail address`);
    const id = await this.audited('person.exists', () => this.store.people.idByEmail(trimmed), (found) => ({ personId: found ?? null, outcome: found === undefined ? 'not_found' : 'ok' }));
    if (id === undefined) throw new NotFoundError('no person is registered under that e-mail');
    return { id };
  }

  async createPerson(person: PersonCreate): Promise<IdResult> {
    const input = (await validator()).personCreate(person);
    const { normalizePersonFields } = await personRules();
    const fields = normalizePersonFields(input as PersonFields, { codes: await this.codes(), today: this.today() }, true);
    return this.store.transaction(() => {
      this.assertEmailFree(fields.email, undefined);
      return { id: this.store.people.insert(fields, this.now()) };
    });
  }

  async updatePerson(update: PersonUpdate): Promise<void> {
    const { id, ...input } = (await validator()).personUpdate(update);
    const { normalizePersonFields } = await personRules();
    const codes = await this.codes();
    this.store.transaction(() => {
      const existing = this.store.people.get(id);
      if (!existing) throw new NotFoundError(`person ${id} not found`);
      const fields = normalizePersonFields(
        input as PersonFields,
        { codes, today: this.today(), existingCountry: existing.country },
        false,
      );
      this.assertEmailFree(fields.email, id);
      this.store.people.update(id, fields, this.now());
    });
  }

  private assertEmailFree(email: string | undefined, selfId: number | undefined): void {
    if (!email) return;
    const owner = selfId === undefined ? this.store.people.idByEmail(email) : this.store.people.emailOwnerOtherThan(email, selfId);
    if (owner !== undefined) {
      // No id of the other person (issue 15 item 4): it made an unaudited e-mail → id oracle.
      // Callers find the owner through the audited, rate-limited GET /person/exists.
      throw new ConflictError('a person with this e-mail already exists', { hint: 'look the person up with `recruit person exists EMAIL`' });
    }
  }

  async subscribe(request: SubscriptionRequest): Promise<IdResult> {
    const { person_data_id: personId, job_data_id: jobId } = (await validator()).subscription(request);
    return this.store.transaction(() => {
      this.requirePerson(personId);
      const status = this.store.jobs.status(jobId);
      if (status === undefined || status === 'deleted') throw new NotFoundError(`job ${jobId} not found`);
      const existing = this.store.subscriptions.find(personId, jobId);
      if (existing !== undefined) {
        throw new ConflictError(`person ${personId} has already applied to job ${jobId}`, { details: { id: existing } });
      }
      return { id: this.store.subscriptions.insert(personId, jobId, this.now()) };
    });
  }

  async listSubscriptions(personId: number): Promise<Subscription[]> {
    await this.requireReadablePerson('person.subscriptions', personId);
    return this.store.subscriptions.list(personId);
  }

  async setPhoto(upload: FileUploadRequest): Promise<void> {
    this.requirePerson(upload.person_data_id);
    const { cleanPhoto } = await photoRules();
    const photo = await cleanPhoto(upload.data);
    this.store.transaction(() => {
      this.requirePerson(upload.person_data_id);
      const timestamp = this.now();
      this.store.photos.put(upload.person_data_id, photo, timestamp);
      this.store.people.setPhotoFlag(upload.person_data_id, photo.photoId, timestamp);
    });
  }

  async getPhoto(personId: number): Promise<DownloadedFile> {
    await this.requireReadablePerson('person.photo', personId);
    const photo = this.store.photos.get(personId);
    if (!photo) throw new NotFoundError(`person ${personId} has no photo`);
    const extension = photo.mime === 'image/png' ? 'png' : photo.mime === 'image/webp' ? 'webp' : 'jpg';
    return { fileName: `${photo.photoId}.${extension}`, contentType: photo.mime, bytes: photo.bytes };
  }

  async addDocument(upload: FileUploadRequest): Promise<IdResult> {
    if (upload.data.byteLength > MAX_DOCUMENT_BYTES) {
      throw new PayloadTooLargeError(`the document is ${upload.data.byteLength} bytes; the limit is ${MAX_DOCUMENT_BYTES} bytes`);
    }
    const { contentTypeFor, safeFileName } = await fileNameRules();
    const fileName = safeFileName(upload.file_name);
    return this.store.transaction(() => {
      this.requirePerson(upload.person_data_id);
      const id = this.store.documents.insert(upload.person_data_id, fileName, contentTypeFor(fileName), upload.data, this.now());
      return { id };
    });
  }

  async listDocuments(personId: number): Promise<PersonDocument[]> {
    await this.requireReadablePerson('person.documents', personId);
    return this.store.documents.list(personId);
  }

  async downloadDocument(personId: number, documentId: number): Promise<DownloadedFile> {
    await this.requireReadablePerson('person.document.download', personId);
    const document = this.store.documents.get(personId, documentId);
    if (!document) throw new NotFoundError(`person ${personId} has no document ${documentId}`);
    return { fileName: document.fileName, contentType: document.mime, bytes: document.bytes };
  }

  async deleteDocument(personId: number, documentId: number): Promise<void> {
    this.store.transaction(() => {
      this.requirePerson(personId);
      if (!this.store.documents.delete(personId, documentId)) {
        throw new NotFoundError(`person ${personId} has no document ${documentId}`);
      }
    });
  }

  // ── jobs ──────────────────────────────────────────────────────────────────

  async listJobs(): Promise<Job[]> {
    const today = this.today();
    const all = this.store.jobs.listNotDeleted();
    const memo = publishedJobs.get(all);
    if (memo?.today === today) return memo.jobs;
    const jobs = Object.freeze(all.filter((job) => isJobPublished(job, today))) as Job[];
    publishedJobs.set(all, { today, jobs });
    return jobs;
  }

  async getJob(id: number): Promise<Job[]> {
    const job = this.store.jobs.get(id);
    return job && isJobPublished(job, this.today()) ? [job] : [];
  }

  async listJobsFull(): Promise<JobSummary[]> {
    const today = this.today();
    const all = this.store.jobs.listNotDeleted();
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

  async createJob(job: JobCreate): Promise<IdResult> {
    const input = (await validator()).jobCreate(job);
    const fields = normalizeNewJob(input, await this.codes(), this.today());
    return { id: this.store.transaction(() => this.store.jobs.insert(fields, this.now())) };
  }

  async deleteJob(id: number): Promise<void> {
    if (!this.store.transaction(() => this.store.jobs.markDeleted(id, this.now()))) {
      throw new NotFoundError(`job ${id} not found`);
    }
  }

  // ── projects ──────────────────────────────────────────────────────────────

  async listProjectsFull(): Promise<ProjectSummary[]> {
    const today = this.today();
    return this.store.projects.list().map((project) => ({
      id: project.id,
      active: isWithinDates(today, project.date_from, project.date_till),
      jobs: project.jobs,
      last_modified: project.last_modified,
    }));
  }

  async createProject(project: ProjectCreate): Promise<IdResult> {
    const input = (await validator()).projectCreate(project);
    const title = input.title.trim();
    if (title === '') throw ValidationError.field('/title', 'is required');
    this.checkProjectFields(await this.codes(), input.date_from, input.date_till, input);
    return this.store.transaction(() => {
      this.assertJobsExist(input.jobs);
      return { id: this.store.projects.insert({ ...input, title }, this.now()) };
    });
  }

  async updateProject(update: ProjectUpdate): Promise<void> {
    const { id, ...input } = (await validator()).projectUpdate(update);
    if (input.title !== undefined && input.title.trim() === '') throw ValidationError.field('/title', 'is required');
    const codes = await this.codes();
    this.store.transaction(() => {
      const existing = this.store.projects.get(id);
      if (!existing) throw new NotFoundError(`project ${id} not found`);
      const from = input.date_from === undefined ? existing.date_from : input.date_from;
      const till = input.date_till === undefined ? existing.date_till : input.date_till;
      this.checkProjectFields(codes, from, till, input);
      this.assertJobsExist(input.jobs);
      const fields = input.title === undefined ? input : { ...input, title: input.title.trim() };
      this.store.projects.update(id, fields, this.now());
    });
  }

  private checkProjectFields(
    codes: CodeBook,
    from: string | null | undefined,
    till: string | null | undefined,
    input: { category?: number[]; language?: number[] },
  ): void {
    checkDateWindow(from, till);
    checkCodeList(codes, 'category', input.category);
    checkCodeList(codes, 'language', input.language);
  }

  private assertJobsExist(jobs: number[] | undefined): void {
    (jobs ?? []).forEach((jobId, index) => {
      const status = this.store.jobs.status(jobId);
      if (status === undefined || status === 'deleted') throw ValidationError.field(`/jobs/${index}`, `job ${jobId} does not exist`);
    });
  }

  async listProjects(): Promise<Project[]> {
    const today = this.today();
    return this.store.projects.list().filter((p) => isWithinDates(today, p.date_from, p.date_till));
  }

  async getProject(id: number): Promise<Project[]> {
    const project = this.store.projects.get(id);
    return project && isWithinDates(this.today(), project.date_from, project.date_till) ? [project] : [];
  }

  // ── parser ────────────────────────────────────────────────────────────────

  async parseResume(file: ResumeFile): Promise<ParsedResume> {
    if (!this.deps.parser) throw new UnavailableError('the résumé parser is not available in this build');
    const { parser, images } = await (this.parserHandle ??= this.deps.parser());
    const document = await parser.parse(file);
    const { toParsedResume, toMatchableJob } = await resumeMapping();
    const activeJobs = (await this.listJobs()).map(toMatchableJob);
    return toParsedResume(document, parser.matchJobs(document, activeJobs), images);
  }

  /** Closes the parser's worker threads (if this instance started them) and the database. */
  async close(): Promise<void> {
    if (this.parserHandle) await (await this.parserHandle).parser.close().catch(() => undefined);
    this.store.close();
  }
}
