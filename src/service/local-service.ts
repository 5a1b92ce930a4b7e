// LocalService: RecruitService over a store (the Store interface: SQLite or PostgreSQL),
// enforcing every rule of DESIGN.md §3. The server is a thin HTTP skin over this class; the
// CLI uses it directly in local mode.
import type { Store } from '../store/index.js';
import type { CodeBook } from '../domain/codes.js';
import type { Clock } from '../domain/clock.js';
import { isoDate, isoTimestamp } from '../domain/clock.js';
import type { Person, PersonCreate, PersonFields, PersonUpdate } from '../domain/person.js';
import type { PersonApplication, Subscription, SubscriptionRequest } from '../domain/subscription.js';
import type { DownloadedFile, PersonDocument, StreamedExport, StreamedFile } from '../domain/document.js';
import { MAX_DOCUMENT_BYTES } from '../domain/limits.js';
import type { Job, JobCreate, JobSummary, JobUpdate } from '../domain/job.js';
import type { Applicant, Application, ApplicationStatusRequest, WithdrawRequest } from '../domain/application.js';
import type { ApplicationStatus } from '../domain/application-status.js';
import type { Project, ProjectCreate, ProjectSummary, ProjectUpdate } from '../domain/project.js';
import type { ParsedResume } from '../domain/parsed-resume.js';
import type { IdResult } from '../domain/primitives.js';
import { ConflictError, NotFoundError, PayloadTooLargeError, UnavailableError, ValidationError } from '../domain/errors.js';
import { hasControlCharacters, hasHiddenOrDirectionalCharacters } from '../domain/text.js';
import type { DocumentOwner, FileUploadRequest, RecruitService, ResumeFile } from './recruit-service.js';
import { checkCodeList, checkDateWindow, isJobActive, isJobPublished, normalizeNewJob } from './job-rules.js';
import { isWithinDates } from '../domain/clock.js';
import { auditStamp, type Actor, type AuditAction } from './audit.js';
import type { AuditedQuery, AuditedResult, StreamedResult, StreamedValues } from '../store/index.js';
import { collectFile, streamedResult } from './streamed-file.js';
import type { ImageSink, ResumeParser } from './resume-parser.js';
import type { MatchableJob } from '../parser/types.js';
import type { RequestValidation } from './request-validation.js';
import type { ErasureReceipt, ErasureRequest, PurgeRequest, PurgeResult } from '../domain/data-protection.js';
import type { DuplicatePair, DuplicatesQuery, MergeReceipt, MergeRequest } from '../domain/duplicates.js';
import {
  DEFAULT_DOCUMENT_BYTES_PER_PERSON, DEFAULT_DOCUMENTS_PER_PERSON, DEFAULT_DUPLICATES_LIMIT, DEFAULT_PURGE_LIMIT,
} from '../domain/limits.js';
import type { DocumentQuota } from './document-quota.js';
import type { PersonPage, PersonSearchRequest, SkillsChange } from '../domain/person-search.js';

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
const applicationRules = onFirstCall(() => import('./application-rules.js'));
const dataProtectionRules = onFirstCall(() => import('./data-protection.js'));
const accessExport = onFirstCall(() => import('./access-export.js'));
const documentQuota = onFirstCall(() => import('./document-quota.js'));
const duplicateFinder = onFirstCall(() => import('./duplicate-finder.js'));
const retentionRules = onFirstCall(() => import('../domain/retention.js'));
/** People erased per transaction by a retention purge. */
const PURGE_BATCH = 200;
const searchRules = onFirstCall(async () => ({
  ...(await import('./person-search.js')),
  ...(await import('./search-cursor.js')),
  ...(await import('../domain/validate.js')),
  ...(await import('../domain/person-search.js')),
}));

/** How long adding a document waits for its text (issue 12 §1); longer extractions are left to `recruit db reindex`. */
const DOCUMENT_TEXT_TIMEOUT_MS = 10_000;

/** Each database's cursor key, read once (it never changes). */
const cursorSecrets = new WeakMap<Store, Promise<Uint8Array>>();

// The job listings are derived from the store's job list (cached and frozen from its second
// read on) and today's date; while both stay the same the same frozen answer is handed out,
// so the server can also reuse its serialized body (issue 6 benchmark: GET /job was
// serialization-bound).
const publishedJobs = new WeakMap<readonly Job[], { today: string; jobs: Job[] }>();
const matchableJobs = new WeakMap<readonly Job[], MatchableJob[]>();
const jobSummaries = new WeakMap<readonly Job[], { today: string; jobs: JobSummary[] }>();

export interface LocalServiceDeps {
  store: Store;
  /** The code tables, or their loader: the CLI reads them only when a write needs them. */
  codes: CodeBook | (() => Promise<CodeBook>);
  clock: Clock;
  actor: Actor;
  /** Absent until a résumé is parsed: the parser loads lazily. */
  parser?: (() => Promise<{ parser: ResumeParser; images: ImageSink }>) | undefined;
  /** Documents one person may hold (default 200 documents, 500 MB). */
  documentQuota?: DocumentQuota | undefined;
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

  /** A read of person data and its audit row: one store operation (DESIGN.md §3). */
  private audited<K extends AuditedQuery['kind']>(action: AuditAction, query: Extract<AuditedQuery, { kind: K }>): Promise<AuditedResult<K>> {
    return this.store.audit.read(query, auditStamp(this.deps.clock, this.deps.actor, action));
  }

  /**
   * The audited read of a document or photo with its bytes as a stream: the store's own
   * (PostgreSQL reads in chunks) or, for a store without one, the whole read as one chunk.
   */
  private async auditedStream<K extends keyof StreamedValues>(action: AuditAction, query: Extract<AuditedQuery, { kind: K }>): Promise<StreamedResult<K>> {
    const stamp = auditStamp(this.deps.clock, this.deps.actor, action);
    const { audit } = this.store;
    return audit.readStreamed ? audit.readStreamed(query, stamp) : streamedResult(await audit.read(query, stamp));
  }

  private async requirePerson(personId: number): Promise<void> {
    if (!(await this.store.people.exists(personId))) throw new NotFoundError(`person ${personId} not found`);
  }

  // ── people ────────────────────────────────────────────────────────────────

  async getPerson(id: number): Promise<Person> {
    const read = await this.audited('person.get', { kind: 'person', personId: id });
    if (!read.found) throw new NotFoundError(`person ${id} not found`);
    return read.value;
  }

  async findPersonByEmail(email: string): Promise<IdResult> {
    const trimmed = email.trim();
    const { isValidEmail } = await personRules();
    if (hasControlCharacters(email)) throw ValidationError.field('/email', 'contains control characters');
    if (!isValidEmail(trimmed)) throw ValidationError.field('/email', `"${email}" is not a valid e-mail address`);
    const read = await this.audited('person.exists', { kind: 'person-by-email', email: trimmed });
    if (!read.found) throw new NotFoundError('no person is registered under that e-mail');
    return { id: read.value };
  }

  async findPersonByPhone(phone: string): Promise<IdResult> {
    const { e164Phone } = await import('./phone.js');
    const read = await this.audited('person.exists.phone', { kind: 'person-by-phone', phone: e164Phone(phone, 'phone') });
    if (!read.found) throw new NotFoundError('no person is registered under that phone number');
    return { id: read.value };
  }

  async findDocumentBySha256(sha256: string): Promise<DocumentOwner> {
    const hash = sha256.trim().toLowerCase();
    if (!/^[0-9a-f]{64}$/.test(hash)) throw ValidationError.field('/sha256', 'sha256 must be 64 hexadecimal digits');
    const read = await this.audited('person.document.find', { kind: 'document-by-sha256', sha256: hash });
    if (!read.found) throw new NotFoundError('no document with that SHA-256 is stored');
    return { id: read.value.id, person_data_id: read.value.personId };
  }

  async createPerson(person: PersonCreate): Promise<IdResult> {
    const input = (await validator()).personCreate(person);
    const { normalizePersonFields } = await personRules();
    const fields = normalizePersonFields(input as PersonFields, { codes: await this.codes(), today: this.today() }, true);
    try {
      return { id: await this.store.people.create(fields, this.now()) };
    } catch (error) {
      throw await this.auditedEmailConflict(error, fields.email);
    }
  }

  /**
   * A 409 on a taken e-mail tells the caller that someone is registered under it: the answer
   * GET /person/exists gives, so it leaves the same audit row (the owner found, or not).
   */
  private async auditedEmailConflict(error: unknown, email: string | null | undefined): Promise<unknown> {
    if (!(error instanceof ConflictError) || typeof email !== 'string' || email.trim() === '') return error;
    await this.audited('person.exists', { kind: 'person-by-email', email: email.trim() });
    return error;
  }

  async updatePerson(update: PersonUpdate): Promise<void> {
    const { id, ...input } = (await validator()).personUpdate(update);
    const { normalizePersonFields } = await personRules();
    const codes = await this.codes();
    const today = this.today();
    // The rules run against the stored person inside the store's transaction (country → phone region, state).
    await this.store.people.update(id, (existing) => normalizePersonFields(
      input as PersonFields,
      { codes, today, existingCountry: existing.country, existingState: existing.state },
      false,
    ), this.now()).catch(async (error: unknown) => {
      throw await this.auditedEmailConflict(error, (input as PersonFields).email);
    });
  }

  async subscribe(request: SubscriptionRequest): Promise<IdResult> {
    const { person_data_id: personId, job_data_id: jobId } = (await validator()).subscription(request);
    return { id: await this.store.subscriptions.create(personId, jobId, this.now()) };
  }

  async listSubscriptions(personId: number): Promise<Subscription[]> {
    return (await this.listApplications(personId)).map(({ status: _status, ...subscription }) => subscription);
  }

  async listApplications(personId: number): Promise<PersonApplication[]> {
    const read = await this.audited('person.subscriptions', { kind: 'subscriptions', personId });
    if (!read.found) throw new NotFoundError(`person ${personId} not found`);
    return read.value;
  }

  async setPhoto(upload: FileUploadRequest): Promise<void> {
    // Checked first so a photo of nobody is not decoded (cheap 404 before the image work).
    await this.requirePerson(upload.person_data_id);
    const { cleanPhoto } = await photoRules();
    const photo = await cleanPhoto(upload.data);
    await this.store.photos.put(upload.person_data_id, photo, this.now());
  }

  async getPhoto(personId: number): Promise<DownloadedFile> {
    return collectFile(await this.streamPhoto(personId));
  }

  async streamPhoto(personId: number): Promise<StreamedFile> {
    // Person and photo are read under one audit row, whose outcome is the read's (issue 10 item 3).
    const read = await this.auditedStream('person.photo', { kind: 'photo', personId });
    if (!read.found) throw new NotFoundError(read.missing === 'person' ? `person ${personId} not found` : `person ${personId} has no photo`);
    const photo = read.value;
    const extension = photo.mime === 'image/png' ? 'png' : photo.mime === 'image/webp' ? 'webp' : 'jpg';
    return { fileName: `${photo.photoId}.${extension}`, contentType: photo.mime, size: photo.size, stream: photo.stream };
  }

  async addDocument(upload: FileUploadRequest): Promise<IdResult> {
    if (upload.data.byteLength > MAX_DOCUMENT_BYTES) {
      throw new PayloadTooLargeError(`the document is ${upload.data.byteLength} bytes; the limit is ${MAX_DOCUMENT_BYTES} bytes`);
    }
    const { contentTypeFor, safeFileName } = await fileNameRules();
    const fileName = safeFileName(upload.file_name);
    const { admitDocument } = await documentQuota();
    const quota = this.deps.documentQuota ?? { documents: DEFAULT_DOCUMENTS_PER_PERSON, bytes: DEFAULT_DOCUMENT_BYTES_PER_PERSON };
    const id = await this.store.documents.add(
      upload.person_data_id, fileName, contentTypeFor(fileName), upload.data, this.now(),
      admitDocument(quota, upload.person_data_id, upload.data.byteLength),
    );
    // Issue 12 §1: the document's text is indexed for search as it is added.
    await this.indexDocumentText(id, fileName, upload.data);
    return { id };
  }

  /**
   * Extracts a document's text with the parser's extractors (its worker pool and limits) and
   * keeps it for search; a file the parser cannot read (an image, a damaged PDF) is indexed
   * as having no text. Without a parser (some tests) nothing is extracted: `recruit db
   * reindex` does it later.
   */
  async indexDocumentText(documentId: number, fileName: string, bytes: Uint8Array): Promise<void> {
    if (!this.deps.parser) return;
    const { parser } = await (this.parserHandle ??= this.deps.parser());
    if (!parser.extractText) return;
    let text: string;
    try {
      // Bounded well inside a request's time limit: the upload is answered in time even for a
      // scan that needs OCR, and a document left without text is what `db reindex` picks up.
      text = await parser.extractText({ file_name: fileName, data: bytes, signal: AbortSignal.timeout(DOCUMENT_TEXT_TIMEOUT_MS) });
    } catch (error) {
      // Unreadable or too large for the parser: indexed as having no text. Anything else (a
      // cancelled or crashed extraction) leaves the text missing, for `recruit db reindex`;
      // the document itself is stored either way.
      const code = (error as { code?: unknown }).code;
      if (code !== 'unprocessable' && code !== 'payload_too_large') return;
      text = '';
    }
    await this.store.search.setDocumentText(documentId, text);
  }

  async listDocuments(personId: number): Promise<PersonDocument[]> {
    const read = await this.audited('person.documents', { kind: 'documents', personId });
    if (!read.found) throw new NotFoundError(`person ${personId} not found`);
    return read.value;
  }

  async downloadDocument(personId: number, documentId: number): Promise<DownloadedFile> {
    return collectFile(await this.streamDocument(personId, documentId));
  }

  async streamDocument(personId: number, documentId: number): Promise<StreamedFile> {
    const read = await this.auditedStream('person.document.download', { kind: 'document', personId, documentId });
    if (!read.found) {
      throw new NotFoundError(read.missing === 'person' ? `person ${personId} not found` : `person ${personId} has no document ${documentId}`);
    }
    const document = read.value;
    return { fileName: document.fileName, contentType: document.mime, size: document.size, stream: document.stream };
  }

  async deleteDocument(personId: number, documentId: number): Promise<void> {
    await this.store.documents.delete(personId, documentId);
  }

  // ── jobs ──────────────────────────────────────────────────────────────────

  async listJobs(): Promise<Job[]> {
    const today = this.today();
    const all = await this.store.jobs.listNotDeleted();
    const memo = publishedJobs.get(all);
    if (memo?.today === today) return memo.jobs;
    const jobs = Object.freeze(all.filter((job) => isJobPublished(job, today))) as Job[];
    publishedJobs.set(all, { today, jobs });
    return jobs;
  }

  async getJob(id: number): Promise<Job[]> {
    const job = await this.getJobRecord(id);
    return isJobPublished(job, this.today()) ? [job] : [];
  }

  /**
   * Issue 10 item 5: an id no job ever had is not found (404 / exit 3); a job that exists
   * but is not listed — closed, out of its dates, not in api_web, or deleted (status
   * deleted, history kept) — is found, and endpoint 13 shows it as data: [].
   */
  async getJobRecord(id: number): Promise<Job> {
    const job = await this.store.jobs.get(id);
    if (!job) throw new NotFoundError(`job ${id} not found`);
    return job;
  }

  async listJobsFull(): Promise<JobSummary[]> {
    const today = this.today();
    const all = await this.store.jobs.listNotDeleted();
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
    return { id: await this.store.jobs.create(fields, this.now()) };
  }

  async deleteJob(id: number): Promise<void> {
    if (!(await this.store.jobs.markDeleted(id, this.now()))) throw new NotFoundError(`job ${id} not found`);
  }

  // ── projects ──────────────────────────────────────────────────────────────

  async listProjectsFull(): Promise<ProjectSummary[]> {
    const today = this.today();
    return (await this.store.projects.list()).map((project) => ({
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
    return { id: await this.store.projects.create({ ...input, title }, this.now()) };
  }

  async updateProject(update: ProjectUpdate): Promise<void> {
    const { id, ...input } = (await validator()).projectUpdate(update);
    if (input.title !== undefined && input.title.trim() === '') throw ValidationError.field('/title', 'is required');
    const codes = await this.codes();
    await this.store.projects.update(id, (existing) => {
      const from = input.date_from === undefined ? existing.date_from : input.date_from;
      const till = input.date_till === undefined ? existing.date_till : input.date_till;
      this.checkProjectFields(codes, from, till, input);
      return input.title === undefined ? input : { ...input, title: input.title.trim() };
    }, this.now());
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

  async listProjects(): Promise<Project[]> {
    const today = this.today();
    return (await this.store.projects.list()).filter((p) => isWithinDates(today, p.date_from, p.date_till));
  }

  async getProject(id: number): Promise<Project[]> {
    const project = await this.getProjectRecord(id);
    return isWithinDates(this.today(), project.date_from, project.date_till) ? [project] : [];
  }

  async getProjectRecord(id: number): Promise<Project> {
    const project = await this.store.projects.get(id);
    if (!project) throw new NotFoundError(`project ${id} not found`);
    return project;
  }

  // ── applications as a pipeline; job update, admin reads, deletes (issue 12 §3–4) ──

  async changeApplicationStatus(request: ApplicationStatusRequest): Promise<Application> {
    const { id, status, note } = (await validator()).applicationStatus(request);
    const { decideTransition } = await applicationRules();
    return this.auditedApplication(await this.store.subscriptions.changeStatus({ id }, (current) => decideTransition(current, status, note), this.now()));
  }

  /**
   * A changed application is answered with its history and notes: person data, so the answer
   * waits for an audit row (a read of that person's applications) like any other read of it.
   */
  private async auditedApplication(application: Application): Promise<Application> {
    await this.audited('person.application', { kind: 'subscriptions', personId: application.person_data_id });
    return application;
  }

  async withdrawApplication(request: WithdrawRequest): Promise<Application> {
    const { person_data_id: personId, job_data_id: jobId, note } = (await validator()).withdrawal(request);
    const { decideTransition } = await applicationRules();
    return this.auditedApplication(await this.store.subscriptions.changeStatus({ personId, jobId }, (current) => decideTransition(current, 'withdrawn', note), this.now()));
  }

  async listApplicants(jobId: number, status?: ApplicationStatus): Promise<Applicant[]> {
    // Checked before the read: a bad filter reads nobody, so it leaves no audit row.
    (await applicationRules()).checkStatusFilter(status);
    const read = await this.audited('job.applicants', { kind: 'applicants', jobId, status });
    if (!read.found) throw new NotFoundError(`job ${jobId} not found`);
    return read.value;
  }

  async updateJob(update: JobUpdate): Promise<void> {
    const { id, ...input } = (await validator()).jobUpdate(update);
    const codes = await this.codes();
    const today = this.today();
    // The stored job with the given fields over it is checked as a whole, as a new job would be
    // (dates in order, codes known, salary range); position_data members merge one by one.
    await this.store.jobs.update(id, (existing) => {
      const { id: _id, last_modified: _modified, status, ...stored } = existing;
      const merged: JobCreate = {
        ...stored,
        status: status === 'closed' ? 'closed' : 'open',
        ...input,
        position_data: { ...existing.position_data, ...(input.position_data ?? {}) },
      };
      return normalizeNewJob(merged, codes, today);
    }, this.now());
  }

  async listAllJobs(): Promise<Job[]> {
    return this.store.jobs.listAll();
  }

  async deleteProject(id: number): Promise<void> {
    await this.store.projects.delete(id);
  }

  async deletePhoto(personId: number): Promise<void> {
    await this.store.photos.delete(personId, this.now());
  }

  // ── parser ────────────────────────────────────────────────────────────────

  async parseResume(file: ResumeFile): Promise<ParsedResume> {
    if (!this.deps.parser) throw new UnavailableError('the résumé parser is not available in this build');
    const { parser, images } = await (this.parserHandle ??= this.deps.parser());
    const document = await parser.parse(file);
    const { toParsedResume, toMatchableJob } = await resumeMapping();
    // The same MatchableJob objects while the job list is unchanged: matching caches per job (issue 14 item 4).
    const jobs = await this.listJobs();
    let activeJobs = matchableJobs.get(jobs);
    if (!activeJobs) matchableJobs.set(jobs, (activeJobs = jobs.map(toMatchableJob)));
    return toParsedResume(document, parser.matchJobs(document, activeJobs), images, file.explain === true);
  }

  // ── data protection and duplicates (issue 12 §5–6) ────────────────────────

  async erasePerson(request: ErasureRequest): Promise<ErasureReceipt> {
    const { id, reason } = (await validator()).erasure(request);
    if (reason.trim() === '') throw ValidationError.field('/reason', 'must say why the person is erased');
    const { erasureReceipt } = await dataProtectionRules();
    const stamp = auditStamp(this.deps.clock, this.deps.actor, 'person.erase');
    // The receipt is made inside the store's transaction, from the record as it was erased.
    const { physicalRemoval } = this.store.dataProtection;
    const receipt = await this.store.dataProtection.erase(
      id,
      (person, counts) => erasureReceipt(person, counts, { reason: reason.trim(), actor: stamp.actor, at: stamp.at, physical: physicalRemoval }),
      stamp,
    );
    // After the commit, before the answer: the deleted rows' bytes must not outlive the request.
    await this.store.dataProtection.removeTraces();
    return receipt!;
  }

  /**
   * The access export, streamed: its audited read writes a row (outcome `started`) before any
   * byte goes out, and `finish` appends how it ended — `ok` only when the reader got the last
   * byte, `aborted` when it went away, `error` when the export itself failed.
   */
  async exportPersonData(personId: number): Promise<StreamedExport> {
    const stamp = auditStamp(this.deps.clock, this.deps.actor, 'person.export-data');
    const data = await this.store.dataProtection.exportData(personId, stamp);
    const { streamAccessExport } = await accessExport();
    const zip = streamAccessExport(data, stamp.at);
    let finished: Promise<void> | undefined;
    return {
      fileName: `person-${personId}-export.zip`,
      contentType: 'application/zip',
      stream: zip.stream,
      finish: (outcome) => (finished ??= (async () => {
        if (!zip.stream.destroyed && outcome !== 'ok') zip.stream.destroy();
        const ended = zip.failure() ? 'error' : outcome;
        await this.store.audit.append({ ...stamp, at: this.now(), person_id: personId, outcome: ended });
      })()),
    };
  }

  async purgePeople(request: PurgeRequest): Promise<PurgeResult> {
    const input = (await validator()).purge(request);
    const { parseRetentionBound } = await retentionRules();
    const before = parseRetentionBound(input.not_modified_since, this.deps.clock.now(), { label: '/not_modified_since', force: input.force === true });
    const withoutApplications = input.without_applications ?? false;
    const { matched, people } = await this.store.dataProtection.purgeCandidates(before, withoutApplications, input.limit ?? DEFAULT_PURGE_LIMIT);
    if (input.dry_run) {
      // The listing names people (ids and dates): one audit row per person listed, committed
      // before it is returned, through the store's audited read of listed people.
      await this.store.duplicates.people(people.map((p) => p.id), auditStamp(this.deps.clock, this.deps.actor, 'person.purge.dry-run'));
      return { dry_run: true, not_modified_before: before, matched, people, receipts: [] };
    }
    const reason = input.reason?.trim() || `retention: not modified since ${before}${withoutApplications ? ', no applications' : ''}`;
    // Re-checked in the erasure's transaction: someone edited or applied since the listing → kept;
    // erased by someone else meanwhile → skipped.
    const still = (person: Person, counts: Record<string, number>) =>
      person.last_modified < before && (!withoutApplications || counts['applications'] === 0);
    const { erasureReceipt } = await dataProtectionRules();
    const stamp = auditStamp(this.deps.clock, this.deps.actor, 'person.purge');
    const { physicalRemoval } = this.store.dataProtection;
    const receipts: ErasureReceipt[] = [];
    // A transaction per PURGE_BATCH people: one disk sync per batch (5 ms each per person
    // made 100,000 people a matter of minutes), and writers elsewhere wait one batch at most.
    for (let i = 0; i < people.length; i += PURGE_BATCH) {
      const ids = people.slice(i, i + PURGE_BATCH).map((p) => p.id);
      receipts.push(...(await this.store.dataProtection.eraseMany(
        ids,
        (person, counts) => erasureReceipt(person, counts, { reason, actor: stamp.actor, at: stamp.at, physical: physicalRemoval }),
        stamp,
        still,
      )));
    }
    // Once for the whole purge (it rewrites index segments: per batch it would cost that many times).
    if (receipts.length > 0) await this.store.dataProtection.removeTraces();
    return { dry_run: false, not_modified_before: before, matched, people, receipts };
  }

  async findDuplicates(query: DuplicatesQuery): Promise<DuplicatePair[]> {
    const input = (await validator()).duplicatesQuery(query);
    const { createDuplicateFinder, DUPLICATE_BLOCK_LIMITS } = await duplicateFinder();
    const finder = createDuplicateFinder();
    await this.store.duplicates.blocks(DUPLICATE_BLOCK_LIMITS, (block) => finder.add(block));
    const candidates = finder.result(input.min_score ?? 0, input.limit ?? DEFAULT_DUPLICATES_LIMIT);
    const ids = [...new Set(candidates.flatMap((c) => c.ids))];
    const stamp = auditStamp(this.deps.clock, this.deps.actor, 'person.duplicates');
    const people = new Map((await this.store.duplicates.people(ids, stamp)).map((p) => [p.id, p]));
    // A person erased between the scan and the read takes their pairs along.
    return candidates.flatMap(({ ids: [a, b], score, reasons }) => {
      const first = people.get(a);
      const second = people.get(b);
      return first && second ? [{ score, reasons, people: [first, second] }] : [];
    });
  }

  async mergePeople(request: MergeRequest): Promise<MergeReceipt> {
    const { keep, drop, dry_run: dryRun = false } = (await validator()).merge(request);
    const { mergePlan, recordHash } = await dataProtectionRules();
    const stamp = auditStamp(this.deps.clock, this.deps.actor, dryRun ? 'person.merge.dry-run' : 'person.merge');
    const outcome = await this.store.duplicates.merge(keep, drop, mergePlan, stamp, dryRun);
    // DROP's record and what was discarded with it are erased: as physically as an erasure.
    if (!dryRun) await this.store.dataProtection.removeTraces();
    return {
      keep,
      drop,
      merged_at: stamp.at,
      actor: stamp.actor,
      dry_run: dryRun,
      moved: outcome.moved,
      discarded: outcome.discarded,
      filled: outcome.filled,
      sha256: recordHash(outcome.drop),
    };
  }

  // ── finding people, skills (issue 12 §1–2) ───────────────────────────────

  async searchPeople(request: PersonSearchRequest): Promise<PersonPage> {
    const rules = await searchRules();
    // The one text rule holds for filters too: FTS5 refuses a NUL inside a phrase (a 500 before).
    const input = rules.assertWriteRequest(rules.PersonSearchQuerySchema, request, 'person search');
    const plan = rules.planSearch(input, await this.codes());
    const fingerprint = rules.searchFingerprint(plan.identity);
    let secret = cursorSecrets.get(this.store);
    if (!secret) cursorSecrets.set(this.store, (secret = this.store.search.cursorSecret()));
    const key = await secret;
    const after = input.cursor === undefined ? undefined : rules.decodeCursor(key, fingerprint, input.cursor);
    const stamp = { ...auditStamp(this.deps.clock, this.deps.actor, 'person.search'), query: plan.description };
    const result = await this.store.search.people({ ...plan.query, after }, stamp);
    return { data: result.people, next_cursor: result.next ? rules.encodeCursor(key, fingerprint, result.next) : null };
  }

  async getSkills(personId: number): Promise<string[]> {
    const read = await this.audited('person.skills', { kind: 'skills', personId });
    if (!read.found) throw new NotFoundError(`person ${personId} not found`);
    return read.value;
  }

  async changeSkills(personId: number, change: SkillsChange): Promise<string[]> {
    const rules = await searchRules();
    const input = rules.assertWriteRequest(rules.SkillsChangeSchema, change, 'skills change');
    if (input.skills === undefined && input.add === undefined && input.remove === undefined) {
      throw new ValidationError('nothing to change', [], 'give skills (the whole list), add or remove');
    }
    for (const [field, list] of Object.entries(input)) {
      (list as string[]).forEach((skill, index) => {
        if (skill.trim() === '') throw ValidationError.field(`/${field}/${index}`, 'is empty');
        // Stored skills only: a remove still matches one stored before this rule existed.
        if (field !== 'remove' && hasHiddenOrDirectionalCharacters(skill)) {
          throw ValidationError.field(`/${field}/${index}`, 'contains invisible or text-direction characters (such as U+202E or U+200B)');
        }
      });
    }
    const stamp = auditStamp(this.deps.clock, this.deps.actor, 'person.skills');
    return this.store.skills.change(personId, { set: input.skills, add: input.add, remove: input.remove }, stamp, this.now());
  }

  /** Closes the parser's worker threads (if this instance started them) and the database. */
  async close(): Promise<void> {
    if (this.parserHandle) await (await this.parserHandle).parser.close().catch(() => undefined);
    await this.store.close();
  }
}
