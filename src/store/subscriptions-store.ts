// Applications of people to jobs. The (person, job) pair is unique (DESIGN.md §3 → 409).
import type { SqliteDatabase } from './database.js';
import type { Subscription } from '../domain/subscription.js';

export function createSubscriptionsStore(db: SqliteDatabase) {
  const insert = db.prepare('INSERT INTO subscriptions (person_id, job_id, created) VALUES (?, ?, ?)');
  const find = db.prepare('SELECT id FROM subscriptions WHERE person_id = ? AND job_id = ?').pluck();
  // A deleted job keeps its history: the join has no status filter.
  const list = db.prepare(
    `SELECT s.id, s.job_id AS job_data_id, j.title, s.created
       FROM subscriptions s JOIN jobs j ON j.id = s.job_id
      WHERE s.person_id = ? ORDER BY s.id`,
  );
  const count = db.prepare('SELECT count(*) FROM subscriptions').pluck();

  return {
    insert(personId: number, jobId: number, timestamp: string): number {
      return Number(insert.run(personId, jobId, timestamp).lastInsertRowid);
    },
    find(personId: number, jobId: number): number | undefined {
      return find.get(personId, jobId) as number | undefined;
    },
    list(personId: number): Subscription[] {
      return list.all(personId) as Subscription[];
    },
    count(): number {
      return count.get() as number;
    },
  };
}

export type SubscriptionsStore = ReturnType<typeof createSubscriptionsStore>;
