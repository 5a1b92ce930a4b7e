// Projects: active ones (endpoints 20–21), the full listing, writes.
import type { CodeBook } from '../domain/codes.js';
import type { Project, ProjectCreate, ProjectSummary, ProjectUpdate } from '../domain/project.js';
import type { IdResult } from '../domain/primitives.js';
import { isWithinDates } from '../domain/clock.js';
import { NotFoundError, ValidationError } from '../domain/errors.js';
import { checkCodeList, checkDateWindow } from './job-rules.js';
import { validator, type ServiceDeps } from './service-deps.js';

export class ProjectsService {
  constructor(private readonly deps: ServiceDeps) {}

  async listProjectsFull(): Promise<ProjectSummary[]> {
    const today = this.deps.today();
    return (await this.deps.store.projects.list()).map((project) => ({
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
    checkProjectFields(await this.deps.codes(), input.date_from, input.date_till, input);
    return { id: await this.deps.store.projects.create({ ...input, title }, this.deps.now()) };
  }

  async updateProject(update: ProjectUpdate): Promise<void> {
    const { id, ...input } = (await validator()).projectUpdate(update);
    if (input.title !== undefined && input.title.trim() === '') throw ValidationError.field('/title', 'is required');
    const codes = await this.deps.codes();
    await this.deps.store.projects.update(id, (existing) => {
      const from = input.date_from === undefined ? existing.date_from : input.date_from;
      const till = input.date_till === undefined ? existing.date_till : input.date_till;
      checkProjectFields(codes, from, till, input);
      return input.title === undefined ? input : { ...input, title: input.title.trim() };
    }, this.deps.now());
  }

  async listProjects(): Promise<Project[]> {
    const today = this.deps.today();
    return (await this.deps.store.projects.list()).filter((p) => isWithinDates(today, p.date_from, p.date_till));
  }

  async getProject(id: number): Promise<Project[]> {
    const project = await this.getProjectRecord(id);
    return isWithinDates(this.deps.today(), project.date_from, project.date_till) ? [project] : [];
  }

  async getProjectRecord(id: number): Promise<Project> {
    const project = await this.deps.store.projects.get(id);
    if (!project) throw new NotFoundError(`project ${id} not found`);
    return project;
  }

  async deleteProject(id: number): Promise<void> {
    await this.deps.store.projects.delete(id);
  }
}

function checkProjectFields(
  codes: CodeBook,
  from: string | null | undefined,
  till: string | null | undefined,
  input: { category?: number[]; language?: number[] },
): void {
  checkDateWindow(from, till);
  checkCodeList(codes, 'category', input.category);
  checkCodeList(codes, 'language', input.language);
}
