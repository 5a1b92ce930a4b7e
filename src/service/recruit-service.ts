// The seam of the architecture (DESIGN.md §1): every CLI command calls this interface and
// never knows whether it runs on LocalService (SQLite in process) or RemoteService (HTTP).
// One method per SPEC.md endpoint (numbers in the comments), plus the photo read that
// DESIGN.md §3 adds as GET /person/{id}/photo. Files cross this seam as bytes, not base64.
import type { Person, PersonCreate, PersonUpdate } from '../domain/person.js';
import type { PersonApplication, Subscription, SubscriptionRequest } from '../domain/subscription.js';
import type { DownloadedFile, PersonDocument, StreamedExport, StreamedFile } from '../domain/document.js';
import type { Job, JobCreate, JobSummary, JobUpdate } from '../domain/job.js';
import type { Applicant, Application, ApplicationStatus, ApplicationStatusRequest, WithdrawRequest } from '../domain/application.js';
import type { Project, ProjectCreate, ProjectSummary, ProjectUpdate } from '../domain/project.js';
import type { ParsedResume } from '../domain/parsed-resume.js';
import type { IdResult } from '../domain/primitives.js';
import type { ErasureReceipt, ErasureRequest, PurgeRequest, PurgeResult } from '../domain/data-protection.js';
import type { DuplicatePair, DuplicatesQuery, MergeReceipt, MergeRequest } from '../domain/duplicates.js';
import type { PersonPage, PersonSearchRequest, SkillsChange } from '../domain/person-search.js';
import type { JobMatch } from './job-matches.js';
import type { CreateReport, ResumeIntakeRequest } from './resume-create.js';

export interface FileUploadRequest {
  person_data_id: number;
  file_name: string;
  data: Uint8Array;
}

/** A stored document found by the SHA-256 of its bytes. */
export interface DocumentOwner {
  /** The document's id. */
  id: number;
  person_data_id: number;
}

export interface ResumeFile {
  file_name: string;
  data: Uint8Array;
  /** The caller gave up (its request was answered or timed out): stop parsing. */
  signal?: AbortSignal | undefined;
  /** Add `explain` (per-field evidence and confidence) to the result. */
  explain?: boolean | undefined;
}

export interface RecruitService {
  /** 1 — audited. */
  getPerson(id: number): Promise<Person>;
  /** 2 — audited; unknown e-mail → NotFoundError. */
  findPersonByEmail(email: string): Promise<IdResult>;
  /** GET /person/exists/phone — audited; the person with this phone (any format, E.164 compared) or NotFoundError. */
  findPersonByPhone(phone: string): Promise<IdResult>;
  /** GET /person/document/exists — audited; which person already has a document with these bytes, or NotFoundError. */
  findDocumentBySha256(sha256: string): Promise<DocumentOwner>;
  /** 3 — partial update. */
  updatePerson(update: PersonUpdate): Promise<void>;
  /** 4 */
  createPerson(person: PersonCreate): Promise<IdResult>;
  /** 5 */
  subscribe(request: SubscriptionRequest): Promise<IdResult>;
  /** 6 — audited. */
  listSubscriptions(personId: number): Promise<Subscription[]>;
  /** GET /person/{id}/application (addition) — endpoint 6 with each application's status; audited. */
  listApplications(personId: number): Promise<PersonApplication[]>;
  /** 7 */
  setPhoto(upload: FileUploadRequest): Promise<void>;
  /** GET /person/{id}/photo (DESIGN.md addition) — audited. */
  getPhoto(personId: number): Promise<DownloadedFile>;
  /** getPhoto with the bytes as a stream (the server's and the CLI's way: never whole in memory on PostgreSQL). */
  streamPhoto(personId: number): Promise<StreamedFile>;
  /** 8 */
  addDocument(upload: FileUploadRequest): Promise<IdResult>;
  /** 9 — audited. */
  listDocuments(personId: number): Promise<PersonDocument[]>;
  /** 10 — audited. */
  downloadDocument(personId: number, documentId: number): Promise<DownloadedFile>;
  /** downloadDocument with the bytes as a stream: the same one audited read. */
  streamDocument(personId: number, documentId: number): Promise<StreamedFile>;
  /** 11 */
  deleteDocument(personId: number, documentId: number): Promise<void>;

  /** 12 — active jobs in the api_web channel. */
  listJobs(): Promise<Job[]>;
  /** 13 — [] when the job exists but is not shown by 12; NotFoundError when no job has that id. */
  getJob(id: number): Promise<Job[]>;
  /** GET /job/full/{id} (addition) — the whole job, shown or not, so a client can say why it is not listed. */
  getJobRecord(id: number): Promise<Job>;
  /** 14 — every job but deleted ones, with `active`. */
  listJobsFull(): Promise<JobSummary[]>;
  /** 15 */
  createJob(job: JobCreate): Promise<IdResult>;
  /** 16 — soft delete. */
  deleteJob(id: number): Promise<void>;

  /** 17 */
  listProjectsFull(): Promise<ProjectSummary[]>;
  /** 18 */
  createProject(project: ProjectCreate): Promise<IdResult>;
  /** 19 — partial update. */
  updateProject(update: ProjectUpdate): Promise<void>;
  /** 20 — active projects. */
  listProjects(): Promise<Project[]>;
  /** 21 — [] when the project exists but is not active; NotFoundError when no project has that id. */
  getProject(id: number): Promise<Project[]>;
  /** GET /project/full/{id} (addition) — the whole project, active or not. */
  getProjectRecord(id: number): Promise<Project>;

  /** 22 */
  parseResume(file: ResumeFile): Promise<ParsedResume>;
  /**
   * The titles and match scores of a parsed résumé's `jobs`, in its order, scored against the
   * listed jobs (endpoint 12) as the parse was. Remotely computed from GET /job: no endpoint of its own.
   */
  scoreJobMatches(resume: ParsedResume): Promise<JobMatch[]>;
  /**
   * `parser parse --create`: the person of a parsed file created, updated or left unchanged
   * (re-runnable), the file attached once, the face taken as the photo. Runs over this
   * interface's own calls (remotely: their endpoints). A file that cannot become a person is
   * the report's `error`, never a thrown RecruitError.
   */
  createPersonFromResume(request: ResumeIntakeRequest): Promise<CreateReport>;

  // ── (additions: new paths and methods, SPEC shapes unchanged) ──

  /** PUT /person/subscription — move an application along the pipeline; ConflictError naming the allowed next states. */
  changeApplicationStatus(request: ApplicationStatusRequest): Promise<Application>;
  /** DELETE /person/subscription — the person withdraws: status withdrawn, history kept. */
  withdrawApplication(request: WithdrawRequest): Promise<Application>;
  /** GET /job/{id}/subscription — a job's applicants with status and dates; audited, one row per person. */
  listApplicants(jobId: number, status?: ApplicationStatus): Promise<Applicant[]>;
  /** PUT /job — partial update (close and reopen are status changes). */
  updateJob(update: JobUpdate): Promise<void>;
  /** GET /job/all — every job, deleted ones included, for admins to see why one is not listed. */
  listAllJobs(): Promise<Job[]>;
  /** DELETE /project — removes the project; its jobs stay. */
  deleteProject(id: number): Promise<void>;
  /** DELETE /person/photo — removes the photo; is_photo back to N. */
  deletePhoto(personId: number): Promise<void>;
  // ── data protection and duplicates (additions) ─────────────
  /** DELETE /person — erases the person and all they own; the receipt. Again → NotFoundError. */
  erasePerson(request: ErasureRequest): Promise<ErasureReceipt>;
  /**
   * GET /person/{id}/export — the access export as a zip, streamed as it is made; audited. The
   * reader calls `finish` at the end: the audit row says whether the export was delivered.
   */
  exportPersonData(personId: number): Promise<StreamedExport>;
  /** POST /person/purge — retention: lists (dry run) or erases people not modified since a bound. */
  purgePeople(request: PurgeRequest): Promise<PurgeResult>;
  /** GET /person/duplicates — likely duplicate pairs, best first; every person shown is audited. */
  findDuplicates(query: DuplicatesQuery): Promise<DuplicatePair[]>;
  /** POST /person/merge — DROP into KEEP; the receipt (a dry run changes nothing). */
  mergePeople(request: MergeRequest): Promise<MergeReceipt>;
  // ── (additions: GET /person, GET/PUT /person/{id}/skills) ──────

  /** GET /person — one page of people matching every filter; one audit row per person returned. */
  searchPeople(request: PersonSearchRequest): Promise<PersonPage>;
  /** GET /person/{id}/skills — audited. */
  getSkills(personId: number): Promise<string[]>;
  /** PUT /person/{id}/skills — replace (`skills`), add, remove; returns the new list. */
  changeSkills(personId: number, change: SkillsChange): Promise<string[]>;

  /** Releases connections, worker threads and the database. */
  close(): Promise<void>;
}
