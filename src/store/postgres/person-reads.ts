// The reads of person data on PostgreSQL that audited reads are made of (../audited-reads.ts
// says which a query makes and in what order; audit.ts runs them in the transaction that
// writes the audit rows). The person-owned reads that the store's other repositories share
// live here too, so audit.ts and search.ts both import from this module and not each other.
import type { Applicant, ApplicationEvent } from '../../domain/application.js';
import type { PersonApplication } from '../../domain/subscription.js';
import type { PersonDocument } from '../../domain/document.js';
import type { AsyncAuditedLookups } from '../audited-reads.js';
import type { Queryable } from './pool.js';
import { inRange, personById, personExists, personIdByEmail } from './repositories.js';
import { PHONE_KEY_SQL } from '../match-keys.js';

/** A person's skills in key order (code points, as SQLite's BINARY orders them). */
export async function skillsOf(client: Queryable, personId: number): Promise<string[]> {
  const { rows } = await client.query({
    name: 'skills-of',
    text: 'SELECT skill FROM person_skills WHERE person_id = $1 ORDER BY skill_key COLLATE "C"',
    values: [personId],
  });
  return rows.map((row) => row.skill as string);
}

/** The people holding this phone (E.164) as mobile or land line, oldest first (people-store.ts's idByPhone). */
export async function personIdByPhone(client: Queryable, phone: string): Promise<number | undefined> {
  const { rows } = await client.query({
    name: 'person-by-phone',
    text: `SELECT id FROM people WHERE phone_mobile <> '' AND (${PHONE_KEY_SQL('phone_mobile')}) COLLATE "C" = $1
           UNION SELECT id FROM people WHERE phone_land <> '' AND (${PHONE_KEY_SQL('phone_land')}) COLLATE "C" = $1 ORDER BY id LIMIT 1`,
    values: [phone],
  });
  return rows[0]?.id as number | undefined;
}

/** The applicants of a job in application order, each with its history (subscriptions-store.ts's applicants). */
export async function applicants(client: Queryable, jobId: number, status: string | undefined): Promise<Applicant[]> {
  const { rows } = await client.query(
    `SELECT s.id, s.person_id AS person_data_id, p.first, p.last, p.email, s.status, s.created, s.last_modified
       FROM subscriptions s JOIN people p ON p.id = s.person_id
      WHERE s.job_id = $1 ${status === undefined ? '' : 'AND s.status = $2'} ORDER BY s.id`,
    status === undefined ? [jobId] : [jobId, status]);
  if (rows.length === 0) return [];
  const histories = new Map<number, ApplicationEvent[]>(rows.map((row) => [row.id as number, []]));
  const history = await client.query(
    `SELECT h.subscription_id AS id, h.status, h.at, h.note FROM subscription_history h JOIN subscriptions s ON s.id = h.subscription_id
      WHERE s.job_id = $1 ORDER BY h.id`, [jobId]);
  for (const { id, ...event } of history.rows) histories.get(id as number)?.push(event as ApplicationEvent);
  return rows.map((row) => ({ ...row, history: histories.get(row.id as number) ?? [] }) as Applicant);
}

/** The audited-read lookups on one connection (inside the read's transaction). */
export function personReads(client: Queryable): AsyncAuditedLookups {
  return {
    person: (personId) => personById(client, personId),
    personExists: (personId) => personExists(client, personId),
    personIdByEmail: (email) => personIdByEmail(client, email),
    personIdByPhone: (phone) => personIdByPhone(client, phone),
    async documentBySha256(sha256) {
      const { rows } = await client.query(
        "SELECT id, person_id FROM documents WHERE sha256 = $1 AND sha256 <> '' ORDER BY id LIMIT 1", [sha256]);
      const row = rows[0];
      return row === undefined ? undefined : { id: row.id as number, personId: row.person_id as number };
    },
    jobExists: async (jobId) => inRange(jobId) && ((await client.query('SELECT 1 FROM jobs WHERE id = $1', [jobId])).rowCount ?? 0) > 0,
    applicants: (jobId, status) => applicants(client, jobId, status),
    async applications(personId) {
      const { rows } = await client.query(
        `SELECT s.id, s.job_id AS job_data_id, j.title, s.created, s.status
           FROM subscriptions s JOIN jobs j ON j.id = s.job_id WHERE s.person_id = $1 ORDER BY s.id`, [personId]);
      return rows as PersonApplication[];
    },
    async documents(personId) {
      const { rows } = await client.query('SELECT id, file_name, size FROM documents WHERE person_id = $1 ORDER BY id', [personId]);
      return rows as PersonDocument[];
    },
    async document(personId, documentId) {
      if (!inRange(documentId)) return undefined;
      const { rows } = await client.query(
        'SELECT id, person_id, file_name, mime, bytes FROM documents WHERE id = $1 AND person_id = $2',
        [documentId, personId],
      );
      const row = rows[0];
      return row && { id: row.id, personId: row.person_id, fileName: row.file_name, mime: row.mime, bytes: row.bytes as Buffer };
    },
    async photo(personId) {
      const { rows } = await client.query('SELECT photo_id, mime, bytes FROM photos WHERE person_id = $1', [personId]);
      const row = rows[0];
      return row && { photoId: row.photo_id, mime: row.mime, bytes: row.bytes as Buffer };
    },
    skills: (personId) => skillsOf(client, personId),
  };
}
