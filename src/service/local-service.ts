// LocalService: RecruitService over a store (the Store interface: SQLite or PostgreSQL). A
// façade: every rule lives in the service of its aggregate, all made over one ServiceDeps
// (service-deps.ts). The server is a thin HTTP skin over this class; the CLI uses it directly
// in local mode. Rule modules load on first use, inside each service, so a read such as
// `recruit job list` loads only what it runs (DESIGN.md §7 start-up target).
import type { Person, PersonCreate, PersonUpdate } from '../domain/person.js';
import type { PersonApplication, Subscription, SubscriptionRequest } from '../domain/subscription.js';
import type { DownloadedFile, PersonDocument, StreamedExport, StreamedFile } from '../domain/document.js';
import type { Job, JobCreate, JobSummary, JobUpdate } from '../domain/job.js';
import type { Applicant, Application, ApplicationStatusRequest, WithdrawRequest } from '../domain/application.js';
import type { ApplicationStatus } from '../domain/application-status.js';
import type { Project, ProjectCreate, ProjectSummary, ProjectUpdate } from '../domain/project.js';
import type { ParsedResume } from '../domain/parsed-resume.js';
import type { IdResult } from '../domain/primitives.js';
import type { ErasureReceipt, ErasureRequest, PurgeRequest, PurgeResult } from '../domain/data-protection.js';
import type { DuplicatePair, DuplicatesQuery, MergeReceipt, MergeRequest } from '../domain/duplicates.js';
import type { PersonPage, PersonSearchRequest, SkillsChange } from '../domain/person-search.js';
import type { Actor } from './audit.js';
import type { DocumentOwner, FileUploadRequest, RecruitService, ResumeFile } from './recruit-service.js';
import type { JobMatch } from './job-matches.js';
import type { CreateReport, ResumeIntakeRequest } from './resume-create.js';
import { actorScopedStore } from './actor-scoped-store.js';
import { createServiceDeps, newServiceState, type LocalServiceDeps, type ServiceDeps, type ServiceState } from './service-deps.js';
import { PeopleService } from './people-service.js';
import { FilesService } from './files-service.js';
import { JobsService } from './jobs-service.js';
import { ProjectsService } from './projects-service.js';
import { ApplicationsService } from './applications-service.js';
import { SearchService } from './search-service.js';
import { DataProtectionService } from './data-protection-service.js';
import { ParserIntakeService } from './parser-intake-service.js';

export type { LocalServiceDeps } from './service-deps.js';

export class LocalService implements RecruitService {
  private readonly deps: ServiceDeps;
  // Each aggregate's service is made on first use: the server makes a LocalService per request
  // (withActor), and a request uses one or two of the eight.
  private peopleService: PeopleService | undefined;
  private filesService: FilesService | undefined;
  private jobsService: JobsService | undefined;
  private projectsService: ProjectsService | undefined;
  private applicationsService: ApplicationsService | undefined;
  private searchService: SearchService | undefined;
  private dataProtectionService: DataProtectionService | undefined;
  private parserIntakeService: ParserIntakeService | undefined;

  constructor(private readonly options: LocalServiceDeps, state: ServiceState = newServiceState(), deps?: ServiceDeps) {
    this.deps = deps ?? createServiceDeps(options, state);
  }

  private get people(): PeopleService { return (this.peopleService ??= new PeopleService(this.deps)); }
  private get files(): FilesService { return (this.filesService ??= new FilesService(this.deps)); }
  private get jobs(): JobsService { return (this.jobsService ??= new JobsService(this.deps)); }
  private get projects(): ProjectsService { return (this.projectsService ??= new ProjectsService(this.deps)); }
  private get applications(): ApplicationsService { return (this.applicationsService ??= new ApplicationsService(this.deps)); }
  private get search(): SearchService { return (this.searchService ??= new SearchService(this.deps)); }
  private get dataProtection(): DataProtectionService {
    return (this.dataProtectionService ??= new DataProtectionService(this.deps));
  }
  private get parserIntake(): ParserIntakeService {
    return (this.parserIntakeService ??= new ParserIntakeService(this.deps, this.jobs, this));
  }

  /** The same service acting for another caller (the server makes one per request): state and parser shared. */
  withActor(actor: Actor): LocalService {
    // Its store calls name the caller as the event actor, and are retried as the options say
    // (actor-scoped-store.ts): one wrapper per caller, made on the caller's first request.
    const store = actorScopedStore(this.options.store, actor.name, this.options.retryStoreCall);
    // The same deps but for who acts and the store they act through: their parts (the code
    // tables, the clock, the parser) are shared, not made again for every request.
    // The options stay the root's (their store unscoped): only withActor reads them, and a copy
    // of them per request was garbage on every request.
    return new LocalService(this.options, this.deps.state, { ...this.deps, actor, store });
  }

  // people
  getPerson(id: number): Promise<Person> { return this.people.getPerson(id); }
  findPersonByEmail(email: string): Promise<IdResult> { return this.people.findPersonByEmail(email); }
  findPersonByPhone(phone: string): Promise<IdResult> { return this.people.findPersonByPhone(phone); }
  createPerson(person: PersonCreate): Promise<IdResult> { return this.people.createPerson(person); }
  updatePerson(update: PersonUpdate): Promise<void> { return this.people.updatePerson(update); }
  getSkills(personId: number): Promise<string[]> { return this.people.getSkills(personId); }
  changeSkills(personId: number, change: SkillsChange): Promise<string[]> { return this.people.changeSkills(personId, change); }

  // files: photo and documents
  setPhoto(upload: FileUploadRequest): Promise<void> { return this.files.setPhoto(upload); }
  getPhoto(personId: number): Promise<DownloadedFile> { return this.files.getPhoto(personId); }
  streamPhoto(personId: number): Promise<StreamedFile> { return this.files.streamPhoto(personId); }
  deletePhoto(personId: number): Promise<void> { return this.files.deletePhoto(personId); }
  findDocumentBySha256(sha256: string): Promise<DocumentOwner> { return this.files.findDocumentBySha256(sha256); }
  addDocument(upload: FileUploadRequest): Promise<IdResult> { return this.files.addDocument(upload); }
  listDocuments(personId: number): Promise<PersonDocument[]> { return this.files.listDocuments(personId); }
  downloadDocument(personId: number, documentId: number): Promise<DownloadedFile> {
    return this.files.downloadDocument(personId, documentId);
  }
  streamDocument(personId: number, documentId: number): Promise<StreamedFile> { return this.files.streamDocument(personId, documentId); }
  deleteDocument(personId: number, documentId: number): Promise<void> { return this.files.deleteDocument(personId, documentId); }
  /** A stored document's text extracted and kept for search (`recruit db reindex` too). */
  indexDocumentText(documentId: number, fileName: string, bytes: Uint8Array): Promise<void> {
    return this.files.indexDocumentText(documentId, fileName, bytes);
  }

  // jobs
  listJobs(): Promise<Job[]> { return this.jobs.listJobs(); }
  getJob(id: number): Promise<Job[]> { return this.jobs.getJob(id); }
  getJobRecord(id: number): Promise<Job> { return this.jobs.getJobRecord(id); }
  listJobsFull(): Promise<JobSummary[]> { return this.jobs.listJobsFull(); }
  listAllJobs(): Promise<Job[]> { return this.jobs.listAllJobs(); }
  createJob(job: JobCreate): Promise<IdResult> { return this.jobs.createJob(job); }
  updateJob(update: JobUpdate): Promise<void> { return this.jobs.updateJob(update); }
  deleteJob(id: number): Promise<void> { return this.jobs.deleteJob(id); }

  // projects
  listProjectsFull(): Promise<ProjectSummary[]> { return this.projects.listProjectsFull(); }
  createProject(project: ProjectCreate): Promise<IdResult> { return this.projects.createProject(project); }
  updateProject(update: ProjectUpdate): Promise<void> { return this.projects.updateProject(update); }
  listProjects(): Promise<Project[]> { return this.projects.listProjects(); }
  getProject(id: number): Promise<Project[]> { return this.projects.getProject(id); }
  getProjectRecord(id: number): Promise<Project> { return this.projects.getProjectRecord(id); }
  deleteProject(id: number): Promise<void> { return this.projects.deleteProject(id); }

  // applications
  subscribe(request: SubscriptionRequest): Promise<IdResult> { return this.applications.subscribe(request); }
  listSubscriptions(personId: number): Promise<Subscription[]> { return this.applications.listSubscriptions(personId); }
  listApplications(personId: number): Promise<PersonApplication[]> { return this.applications.listApplications(personId); }
  changeApplicationStatus(request: ApplicationStatusRequest): Promise<Application> {
    return this.applications.changeApplicationStatus(request);
  }
  withdrawApplication(request: WithdrawRequest): Promise<Application> { return this.applications.withdrawApplication(request); }
  listApplicants(jobId: number, status?: ApplicationStatus): Promise<Applicant[]> {
    return this.applications.listApplicants(jobId, status);
  }

  // search
  searchPeople(request: PersonSearchRequest): Promise<PersonPage> { return this.search.searchPeople(request); }

  // data protection and duplicates
  erasePerson(request: ErasureRequest): Promise<ErasureReceipt> { return this.dataProtection.erasePerson(request); }
  exportPersonData(personId: number): Promise<StreamedExport> { return this.dataProtection.exportPersonData(personId); }
  purgePeople(request: PurgeRequest): Promise<PurgeResult> { return this.dataProtection.purgePeople(request); }
  findDuplicates(query: DuplicatesQuery): Promise<DuplicatePair[]> { return this.dataProtection.findDuplicates(query); }
  mergePeople(request: MergeRequest): Promise<MergeReceipt> { return this.dataProtection.mergePeople(request); }

  // parser intake
  parseResume(file: ResumeFile): Promise<ParsedResume> { return this.parserIntake.parseResume(file); }
  scoreJobMatches(resume: ParsedResume): Promise<JobMatch[]> { return this.parserIntake.scoreJobMatches(resume); }
  createPersonFromResume(request: ResumeIntakeRequest): Promise<CreateReport> { return this.parserIntake.createPersonFromResume(request); }

  /** Closes the parser's worker threads (if something started them) and the database. */
  async close(): Promise<void> {
    await this.parserIntake.close();
    await this.deps.store.close();
  }
}
