// RemoteService: RecruitService over HTTP using only SPEC.md endpoints (plus the
// DESIGN.md photo read), so it works against any conforming server.
import type { Person, PersonCreate, PersonUpdate } from '../domain/person.js';
import type { PersonApplication, Subscription, SubscriptionRequest } from '../domain/subscription.js';
import type { DownloadedFile, PersonDocument, StreamedExport, StreamedFile } from '../domain/document.js';
import { collectFile, streamedFile } from './streamed-file.js';
import type { Job, JobCreate, JobSummary, JobUpdate } from '../domain/job.js';
import type { Applicant, Application, ApplicationStatus, ApplicationStatusRequest, WithdrawRequest } from '../domain/application.js';
import type { Project, ProjectCreate, ProjectSummary, ProjectUpdate } from '../domain/project.js';
import type { ParsedResume } from '../domain/parsed-resume.js';
import type { IdResult } from '../domain/primitives.js';
import type { PersonPage, PersonSearchRequest, SkillsChange } from '../domain/person-search.js';
import { UnavailableError } from '../domain/errors.js';
import type { DocumentOwner, FileUploadRequest, RecruitService, ResumeFile } from './recruit-service.js';
import { HttpClient, type HttpClientOptions, type HttpResponse } from './http-client.js';
import { encodeBase64 } from './base64.js';
import type { ErasureReceipt, ErasureRequest, PurgeRequest, PurgeResult } from '../domain/data-protection.js';
import type { DuplicatePair, DuplicatesQuery, MergeReceipt, MergeRequest } from '../domain/duplicates.js';
import { matchableListing, scoreJobMatches, type JobMatch, type MatchableListing } from './job-matches.js';
import type { CreateReport, ResumeIntakeRequest, WriteQueue } from './resume-create.js';

/** The one record of a `data: [record]` answer (the envelope of endpoints 13 and 21). */
function firstOf<T>(data: T[], request: string): T {
  const first = Array.isArray(data) ? data[0] : undefined;
  if (first === undefined) throw new UnavailableError(`the server's answer to ${request} holds no record`);
  return first;
}

interface Envelope<T> {
  success: boolean;
  type?: string;
  data: T;
}

export class RemoteService implements RecruitService {
  private readonly http: HttpClient;
  /** The job list matches are scored against: read once, on the first résumé with matches. */
  private matchListing: Promise<MatchableListing> | undefined;
  private intakeQueue: WriteQueue | undefined;

  constructor(private readonly options: HttpClientOptions) {
    this.http = new HttpClient(options);
  }

  private async data<T>(method: string, path: string, body?: unknown): Promise<T> {
    const envelope = await this.http.json<Envelope<T>>(method, path, body);
    if (!envelope || typeof envelope !== 'object' || !('data' in envelope)) {
      throw new UnavailableError(`the server's answer to ${method} ${path} has no data member`);
    }
    return envelope.data;
  }

  /** Endpoints 15 and 18 return `data` as an array holding one {id}. */
  private async firstId(method: string, path: string, body: unknown): Promise<IdResult> {
    const data = await this.data<IdResult[] | IdResult>(method, path, body);
    const first = Array.isArray(data) ? data[0] : data;
    if (!first || typeof first.id !== 'number') throw new UnavailableError(`the server's answer to ${method} ${path} has no id`);
    return { id: first.id };
  }

  getPerson(id: number): Promise<Person> {
    // Endpoint 1 returns the Person object itself, not an envelope.
    return this.http.json<Person>('GET', `person/${id}`);
  }

  findPersonByEmail(email: string): Promise<IdResult> {
    return this.http.json<IdResult>('GET', `person/exists?email=${encodeURIComponent(email)}`);
  }

  findPersonByPhone(phone: string): Promise<IdResult> {
    return this.http.json<IdResult>('GET', `person/exists/phone?phone=${encodeURIComponent(phone)}`);
  }

  findDocumentBySha256(sha256: string): Promise<DocumentOwner> {
    return this.http.json<DocumentOwner>('GET', `person/document/exists?sha256=${encodeURIComponent(sha256)}`);
  }

  async updatePerson(update: PersonUpdate): Promise<void> {
    await this.http.json('PUT', 'person', update);
  }

  /**
   * POST /person/import or /job/import: one chunk of a bulk import (rows as CSV or NDJSON),
   * answered with NDJSON rejects and a summary (service/import/chunked-import.ts). A server
   * without the endpoint answers 404 or 405: NotFoundError.
   */
  async importChunk(resource: 'person' | 'job', query: string, body: Uint8Array, headers: Record<string, string>): Promise<string> {
    const response = await this.http.upload(`${resource}/import?${query}`, body, headers);
    return Buffer.from(response.body).toString('utf8');
  }

  createPerson(person: PersonCreate): Promise<IdResult> {
    return this.data<IdResult>('POST', 'person', person);
  }

  subscribe(request: SubscriptionRequest): Promise<IdResult> {
    return this.data<IdResult>('POST', 'person/subscription', request);
  }

  listSubscriptions(personId: number): Promise<Subscription[]> {
    return this.data<Subscription[]>('GET', `person/${personId}/subscription`);
  }

  listApplications(personId: number): Promise<PersonApplication[]> {
    return this.data<PersonApplication[]>('GET', `person/${personId}/application`);
  }

  async setPhoto(upload: FileUploadRequest): Promise<void> {
    await this.http.json('POST', 'person/photo', toUploadBody(upload));
  }

  async getPhoto(personId: number): Promise<DownloadedFile> {
    return toDownload(await this.http.request('GET', `person/${personId}/photo`), `photo-${personId}`);
  }

  streamPhoto(personId: number): Promise<StreamedFile> {
    return this.streamed(`person/${personId}/photo`, `photo-${personId}`);
  }

  addDocument(upload: FileUploadRequest): Promise<IdResult> {
    return this.data<IdResult>('POST', 'person/document', toUploadBody(upload));
  }

  listDocuments(personId: number): Promise<PersonDocument[]> {
    return this.data<PersonDocument[]>('GET', `person/${personId}/document`);
  }

  async downloadDocument(personId: number, documentId: number): Promise<DownloadedFile> {
    const response = await this.http.request('GET', `person/${personId}/document/${documentId}/download`);
    return toDownload(response, `document-${documentId}`);
  }

  streamDocument(personId: number, documentId: number): Promise<StreamedFile> {
    return this.streamed(`person/${personId}/document/${documentId}/download`, `document-${documentId}`);
  }

  /** A file read from the server as it arrives (the size from Content-Length; read whole when there is none). */
  private async streamed(path: string, fallbackName: string): Promise<StreamedFile> {
    const response = await this.http.download(path);
    const meta = {
      fileName: fileNameFromDisposition(response.headers.get('content-disposition')) ?? fallbackName,
      contentType: response.headers.get('content-type') ?? 'application/octet-stream',
    };
    const length = Number(response.headers.get('content-length') ?? Number.NaN);
    if (Number.isSafeInteger(length) && length >= 0) return { ...meta, size: length, stream: response.body };
    return streamedFile(await collectFile({ ...meta, size: 0, stream: response.body }));
  }

  async deleteDocument(personId: number, documentId: number): Promise<void> {
    await this.http.json('DELETE', 'person/document', { person_data_id: personId, document_data_id: documentId });
  }

  listJobs(): Promise<Job[]> {
    return this.data<Job[]>('GET', 'job');
  }

  getJob(id: number): Promise<Job[]> {
    return this.data<Job[]>('GET', `job/${id}`);
  }

  async getJobRecord(id: number): Promise<Job> {
    return firstOf(await this.data<Job[]>('GET', `job/full/${id}`), `GET job/full/${id}`);
  }

  listJobsFull(): Promise<JobSummary[]> {
    return this.data<JobSummary[]>('GET', 'job/full');
  }

  createJob(job: JobCreate): Promise<IdResult> {
    return this.firstId('POST', 'job', job);
  }

  async deleteJob(id: number): Promise<void> {
    await this.http.json('DELETE', 'job', { id });
  }

  listProjectsFull(): Promise<ProjectSummary[]> {
    return this.data<ProjectSummary[]>('GET', 'project/full');
  }

  createProject(project: ProjectCreate): Promise<IdResult> {
    return this.firstId('POST', 'project', project);
  }

  async updateProject(update: ProjectUpdate): Promise<void> {
    await this.http.json('PUT', 'project', update);
  }

  listProjects(): Promise<Project[]> {
    return this.data<Project[]>('GET', 'project');
  }

  getProject(id: number): Promise<Project[]> {
    return this.data<Project[]>('GET', `project/${id}`);
  }

  async getProjectRecord(id: number): Promise<Project> {
    return firstOf(await this.data<Project[]>('GET', `project/full/${id}`), `GET project/full/${id}`);
  }

  // The added paths of DESIGN.md §3 "Additions beyond SPEC.md".

  changeApplicationStatus(request: ApplicationStatusRequest): Promise<Application> {
    return this.data<Application>('PUT', 'person/subscription', request);
  }

  withdrawApplication(request: WithdrawRequest): Promise<Application> {
    return this.data<Application>('DELETE', 'person/subscription', request);
  }

  listApplicants(jobId: number, status?: ApplicationStatus): Promise<Applicant[]> {
    const query = status === undefined ? '' : `?status=${encodeURIComponent(status)}`;
    return this.data<Applicant[]>('GET', `job/${jobId}/subscription${query}`);
  }

  async updateJob(update: JobUpdate): Promise<void> {
    await this.http.json('PUT', 'job', update);
  }

  listAllJobs(): Promise<Job[]> {
    return this.data<Job[]>('GET', 'job/all');
  }

  async deleteProject(id: number): Promise<void> {
    await this.http.json('DELETE', 'project', { id });
  }

  async deletePhoto(personId: number): Promise<void> {
    await this.http.json('DELETE', 'person/photo', { person_data_id: personId });
  }

  parseResume(file: ResumeFile): Promise<ParsedResume> {
    return this.data<ParsedResume>('POST', file.explain ? 'parser?explain=1' : 'parser', { file_name: file.file_name, data: encodeBase64(file.data) });
  }

  /** Scored here against GET /job, with the matcher the server's parse used (no endpoint of its own). */
  scoreJobMatches(resume: ParsedResume): Promise<JobMatch[]> {
    return scoreJobMatches(resume, () => (this.matchListing ??= this.listJobs().then(matchableListing)));
  }

  /** The same orchestration as LocalService's, over this service's endpoints; the face is read from the server. */
  async createPersonFromResume(request: ResumeIntakeRequest): Promise<CreateReport> {
    const { intakeResume, oneAtATime } = await import('./resume-create.js');
    return intakeResume(this, (url) => this.parsedImage(url), request, (this.intakeQueue ??= oneAtATime()));
  }

  /** An image a parse returned (GET /parser/image/…). The token goes only to the server it is for: a URL elsewhere is not fetched. */
  private async parsedImage(url: string): Promise<Uint8Array | undefined> {
    if (!/^https?:/.test(url) || new URL(url).origin !== new URL(this.options.baseUrl).origin) return undefined;
    const { token } = this.options;
    const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    return response.ok ? new Uint8Array(await response.arrayBuffer()) : undefined;
  }

  // ── data protection and duplicates ────────────────────────

  erasePerson(request: ErasureRequest): Promise<ErasureReceipt> {
    return this.data<ErasureReceipt>('DELETE', 'person', request);
  }

  /** Read as it arrives; the server records whether it delivered the export, so `finish` only stops reading. */
  async exportPersonData(personId: number): Promise<StreamedExport> {
    const response = await this.http.download(`person/${personId}/export`);
    return {
      fileName: fileNameFromDisposition(response.headers.get('content-disposition')) ?? `person-${personId}-export.zip`,
      contentType: response.headers.get('content-type') ?? 'application/zip',
      stream: response.body,
      finish: async (outcome) => {
        if (outcome !== 'ok') response.body.destroy();
      },
    };
  }

  purgePeople(request: PurgeRequest): Promise<PurgeResult> {
    return this.data<PurgeResult>('POST', 'person/purge', request);
  }

  findDuplicates(query: DuplicatesQuery): Promise<DuplicatePair[]> {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, String(value));
    const search = params.size > 0 ? `?${params.toString()}` : '';
    return this.data<DuplicatePair[]>('GET', `person/duplicates${search}`);
  }

  mergePeople(request: MergeRequest): Promise<MergeReceipt> {
    return this.data<MergeReceipt>('POST', 'person/merge', request);
  }

  // ── finding people, skills ───────────────────────────────

  async searchPeople(request: PersonSearchRequest): Promise<PersonPage> {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(request)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) query.append(key, String(one));
    }
    const text = query.toString();
    const body = await this.http.json<Envelope<PersonPage['data']> & { next_cursor?: string | null }>('GET', text ? `person?${text}` : 'person');
    if (!body || !Array.isArray(body.data)) throw new UnavailableError("the server's answer to GET person has no data array");
    return { data: body.data, next_cursor: body.next_cursor ?? null };
  }

  getSkills(personId: number): Promise<string[]> {
    return this.data<string[]>('GET', `person/${personId}/skills`);
  }

  changeSkills(personId: number, change: SkillsChange): Promise<string[]> {
    return this.data<string[]>('PUT', `person/${personId}/skills`, change);
  }

  async close(): Promise<void> {
    // fetch keeps no state of ours to release
  }
}

function toUploadBody(upload: FileUploadRequest) {
  return { person_data_id: upload.person_data_id, file_name: upload.file_name, data: encodeBase64(upload.data) };
}

/** File name from Content-Disposition (RFC 6266: filename* wins over filename). */
export function fileNameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // malformed percent-encoding: fall back to the plain parameter
    }
  }
  const plain = /filename\s*=\s*"((?:[^"\\]|\\.)*)"|filename\s*=\s*([^;]+)/i.exec(header);
  return plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
}

function toDownload(response: HttpResponse, fallbackName: string): DownloadedFile {
  return {
    fileName: fileNameFromDisposition(response.headers.get('content-disposition')) ?? fallbackName,
    contentType: response.headers.get('content-type') ?? 'application/octet-stream',
    bytes: response.body,
  };
}
