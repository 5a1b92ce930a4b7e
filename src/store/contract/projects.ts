// Projects: named groups of jobs.
import type { Project } from '../../domain/project.js';

/** A project's writable fields; `jobs` must name live jobs. */
export interface ProjectFields {
  title?: string;
  date_from?: string | null;
  date_till?: string | null;
  category?: number[];
  language?: number[];
  jobs?: number[];
}

export interface ProjectsRepository {
  list(): Promise<Project[]>;
  get(id: number): Promise<Project | undefined>;
  /** ValidationError (/jobs/N) when a listed job does not exist or is deleted. */
  create(fields: ProjectFields & { title: string }, timestamp: string): Promise<number>;
  /** `change` as for people; NotFoundError for an unknown id, ValidationError for unknown jobs. */
  update(id: number, change: (existing: Project) => ProjectFields, timestamp: string): Promise<void>;
  /** Removes the project (its jobs stay); NotFoundError for an unknown id. */
  delete(id: number): Promise<void>;
  count(): Promise<number>;
}
