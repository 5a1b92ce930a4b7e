// Projects and their ordered job lists.
import type { SqliteDatabase } from './database.js';
import type { Project } from '../../domain/project.js';
import { fromJsonArray, toJsonColumn } from '../json-columns.js';

export interface ProjectFields {
  title?: string;
  date_from?: string | null;
  date_till?: string | null;
  category?: number[];
  language?: number[];
  jobs?: number[];
}

interface ProjectRow {
  id: number;
  title: string;
  date_from: string | null;
  date_till: string | null;
  category: string;
  language: string;
  last_modified: string;
}

export function createProjectsStore(db: SqliteDatabase) {
  const insert = db.prepare(
    `INSERT INTO projects (title, date_from, date_till, category, language, last_modified)
     VALUES (@title, @date_from, @date_till, @category, @language, @last_modified)`,
  );
  const all = db.prepare('SELECT * FROM projects ORDER BY id');
  const byId = db.prepare('SELECT * FROM projects WHERE id = ?');
  // A deleted job leaves the project's listings (as it leaves every job listing), but its link
  // stays stored: deleting a job keeps its history, and no migration is needed for old links.
  const jobsOf = db.prepare(
    "SELECT pj.job_id FROM project_jobs pj JOIN jobs j ON j.id = pj.job_id WHERE pj.project_id = ? AND j.status <> 'deleted' ORDER BY pj.position",
  ).pluck();
  const allJobs = db.prepare(
    `SELECT pj.project_id, pj.job_id FROM project_jobs pj JOIN jobs j ON j.id = pj.job_id
      WHERE j.status <> 'deleted' ORDER BY pj.project_id, pj.position`,
  );
  const clearJobs = db.prepare('DELETE FROM project_jobs WHERE project_id = ?');
  const addJob = db.prepare('INSERT INTO project_jobs (project_id, job_id, position) VALUES (?, ?, ?)');
  const remove = db.prepare('DELETE FROM projects WHERE id = ?');
  const count = db.prepare('SELECT count(*) FROM projects').pluck();
  const updateCache = new Map<string, ReturnType<SqliteDatabase['prepare']>>();

  const replaceJobs = (projectId: number, jobs: number[]) => {
    clearJobs.run(projectId);
    jobs.forEach((jobId, position) => addJob.run(projectId, jobId, position));
  };

  // Members in SPEC.md 2.5 order (jobs before last_modified), as the server sends them.
  const toProject = ({ last_modified, ...row }: ProjectRow, jobs: number[]): Project => ({
    ...row,
    category: fromJsonArray(row.category),
    language: fromJsonArray(row.language),
    jobs,
    last_modified,
  });

  return {
    /** Callers run this inside a transaction: the row and its job list are one write. */
    insert(fields: ProjectFields & { title: string }, timestamp: string): number {
      const id = Number(
        insert.run({
          title: fields.title,
          date_from: fields.date_from ?? null,
          date_till: fields.date_till ?? null,
          category: toJsonColumn(fields.category ?? []),
          language: toJsonColumn(fields.language ?? []),
          last_modified: timestamp,
        }).lastInsertRowid,
      );
      replaceJobs(id, fields.jobs ?? []);
      return id;
    },
    update(id: number, fields: ProjectFields, timestamp: string): boolean {
      const { jobs, ...columns } = fields;
      const keys = Object.keys(columns).sort();
      let statement = updateCache.get(keys.join(','));
      if (!statement) {
        const sets = [...keys.map((k) => `${k} = @${k}`), 'last_modified = @last_modified'];
        statement = db.prepare(`UPDATE projects SET ${sets.join(', ')} WHERE id = @id`);
        updateCache.set(keys.join(','), statement);
      }
      const row: Record<string, unknown> = { id, last_modified: timestamp };
      for (const key of keys) {
        const value = columns[key as keyof typeof columns];
        row[key] = Array.isArray(value) ? toJsonColumn(value) : value;
      }
      const changed = statement.run(row).changes > 0;
      if (changed && jobs) replaceJobs(id, jobs);
      return changed;
    },
    get(id: number): Project | undefined {
      const row = byId.get(id) as ProjectRow | undefined;
      return row && toProject(row, jobsOf.all(id) as number[]);
    },
    list(): Project[] {
      const jobsByProject = new Map<number, number[]>();
      for (const { project_id, job_id } of allJobs.all() as { project_id: number; job_id: number }[]) {
        const list = jobsByProject.get(project_id) ?? [];
        list.push(job_id);
        jobsByProject.set(project_id, list);
      }
      return (all.all() as ProjectRow[]).map((row) => toProject(row, jobsByProject.get(row.id) ?? []));
    },
    /** False for an unknown id. The project's job list goes with it (ON DELETE CASCADE); the jobs stay. */
    delete(id: number): boolean {
      return remove.run(id).changes > 0;
    },
    count(): number {
      return count.get() as number;
    },
  };
}

export type ProjectsStore = ReturnType<typeof createProjectsStore>;
