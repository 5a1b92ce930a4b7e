// Applications of people to jobs. The (person, job) pair is unique (DESIGN.md §3 → 409).
// Each application has a status and a history of its changes (migration 5):
// the row holds the current status, subscription_history every change with its note.
import type { SqliteDatabase } from './database.js';
import type { PersonApplication } from '../../domain/subscription.js';
import type { Applicant, Application, ApplicationEvent, ApplicationStatus } from '../../domain/application.js';

type ApplicationRow = Omit<Application, 'history'>;

export function createSubscriptionsStore(db: SqliteDatabase) {
  const insert = db.prepare(
    "INSERT INTO subscriptions (person_id, job_id, created, status, last_modified) VALUES (?, ?, ?, 'applied', ?)",
  );
  const insertEvent = db.prepare('INSERT INTO subscription_history (subscription_id, status, at, note) VALUES (?, ?, ?, ?)');
  const find = db.prepare('SELECT id FROM subscriptions WHERE person_id = ? AND job_id = ?').pluck();
  // A deleted job keeps its history: the join has no status filter.
  const list = db.prepare(
    `SELECT s.id, s.job_id AS job_data_id, j.title, s.created, s.status
       FROM subscriptions s JOIN jobs j ON j.id = s.job_id
      WHERE s.person_id = ? ORDER BY s.id`,
  );
  const byId = db.prepare(
    `SELECT id, person_id AS person_data_id, job_id AS job_data_id, status, created, last_modified
       FROM subscriptions WHERE id = ?`,
  );
  const setStatus = db.prepare('UPDATE subscriptions SET status = ?, last_modified = ? WHERE id = ?');
  const history = db.prepare('SELECT status, at, note FROM subscription_history WHERE subscription_id = ? ORDER BY id');
  // Applicants in application order; the history of all of them in one query, not one per row.
  const applicantColumns = `s.id, s.person_id AS person_data_id, p.first, p.last, p.email, s.status, s.created, s.last_modified
       FROM subscriptions s JOIN people p ON p.id = s.person_id`;
  const applicants = db.prepare(`SELECT ${applicantColumns} WHERE s.job_id = ? ORDER BY s.id`);
  const applicantsByStatus = db.prepare(`SELECT ${applicantColumns} WHERE s.job_id = ? AND s.status = ? ORDER BY s.id`);
  const jobHistory = db.prepare(
    `SELECT h.subscription_id AS id, h.status, h.at, h.note
       FROM subscription_history h JOIN subscriptions s ON s.id = h.subscription_id
      WHERE s.job_id = ? ORDER BY h.id`,
  );
  const count = db.prepare('SELECT count(*) FROM subscriptions').pluck();

  return {
    /** A new application, status applied, with the first row of its history. */
    insert(personId: number, jobId: number, timestamp: string): number {
      const id = Number(insert.run(personId, jobId, timestamp, timestamp).lastInsertRowid);
      insertEvent.run(id, 'applied', timestamp, null);
      return id;
    },
    find(personId: number, jobId: number): number | undefined {
      return find.get(personId, jobId) as number | undefined;
    },
    list(personId: number): PersonApplication[] {
      return list.all(personId) as PersonApplication[];
    },
    get(id: number): Application | undefined {
      const row = byId.get(id) as ApplicationRow | undefined;
      return row && { ...row, history: history.all(id) as ApplicationEvent[] };
    },
    /** Sets the status and appends the change to the history (the caller checked the transition). */
    changeStatus(id: number, status: ApplicationStatus, note: string | null, timestamp: string): void {
      setStatus.run(status, timestamp, id);
      insertEvent.run(id, status, timestamp, note);
    },
    applicants(jobId: number, status: ApplicationStatus | undefined): Applicant[] {
      const rows = (status === undefined ? applicants.all(jobId) : applicantsByStatus.all(jobId, status)) as Omit<Applicant, 'history'>[];
      if (rows.length === 0) return [];
      const histories = new Map<number, ApplicationEvent[]>(rows.map((row) => [row.id, []]));
      for (const { id, ...event } of jobHistory.all(jobId) as (ApplicationEvent & { id: number })[]) histories.get(id)?.push(event);
      return rows.map((row) => ({ ...row, history: histories.get(row.id) ?? [] }));
    },
    count(): number {
      return count.get() as number;
    },
  };
}

export type SubscriptionsStore = ReturnType<typeof createSubscriptionsStore>;
