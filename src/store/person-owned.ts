// Every kind of data a person owns, one entry each. Erasure deletes every
// kind, the access export writes every kind, a merge moves every kind from DROP to KEEP:
// a table added for people (skills, search text, application history…) is one line here
// and erasure, export and merge cover it. Order matters: a kind whose rows hang off
// another kind's rows (history of an application) comes before that kind, so its rows are
// still reachable when it is deleted. Each dialect runs the list its own way
// (sqlite/person-owned.ts, postgres/person-owned.ts).
import { survivingApplication, type ApplicationStatus } from '../domain/application-status.js';

/** KEEP's and DROP's applications to the same job, as a merge finds them. */
export interface SameJobPair {
  keep_id: number;
  keep_status: ApplicationStatus;
  drop_id: number;
  drop_status: ApplicationStatus;
}

/**
 * A merge keeps both people's applications: where both applied to one job (one application per
 * person and job), the one further along survives — a hired application is never discarded —
 * and takes the other's history and the earlier application date; the other row goes. Both
 * stores run this before moving DROP's rows, so the move finds no clash.
 */
export function combinedApplication(pair: SameJobPair): { survivor: number; other: number } {
  return survivingApplication(pair.keep_status, pair.drop_status) === 'drop'
    ? { survivor: pair.drop_id, other: pair.keep_id }
    : { survivor: pair.keep_id, other: pair.drop_id };
}

export interface PersonOwnedKind {
  /** The name in receipts (`counts`, `moved`) and in the export (`<kind>.json`). */
  kind: string;
  table: string;
  /** The column that holds the person id: what a merge rewrites. */
  personColumn: string;
  /**
   * Which rows belong to the person (one `?` = the person id); default `<personColumn> = ?`.
   * A kind reached through another table says so: `application_id IN (SELECT id FROM …)`.
   */
  where?: string;
  /**
   * How a merge treats DROP's rows: `move` rewrites the person column (UPDATE OR IGNORE: a
   * row that would clash with KEEP's — the same job applied to, a second photo, a skill
   * KEEP has — stays with DROP and is discarded with it); `follows` means the rows move
   * with the rows they hang off and need nothing of their own.
   */
  merge: 'move' | 'follows';
  /**
   * How the access export holds the rows: `rows` as JSON (`select` chooses the columns,
   * default every one), `files` for kinds written as files of their own (photo, documents),
   * `none` for derived data (an index) that adds nothing the other kinds do not show.
   * The default `select` is every column in insertion (rowid) order.
   */
  export: 'rows' | 'files' | 'none';
  select?: string;
}

export const PERSON_OWNED_KINDS: readonly PersonOwnedKind[] = [
  {
    // Migration 5: each status change of an application; it hangs off the application.
    kind: 'application_history', table: 'subscription_history', personColumn: 'subscription_id',
    where: 'subscription_id IN (SELECT id FROM subscriptions WHERE person_id = ?)', merge: 'follows', export: 'rows',
    select: `SELECT h.* FROM subscription_history h JOIN subscriptions s ON s.id = h.subscription_id WHERE s.person_id = ? ORDER BY h.id`,
  },
  {
    kind: 'applications', table: 'subscriptions', personColumn: 'person_id', merge: 'move', export: 'rows',
    select: `SELECT s.*, j.title AS job_title FROM subscriptions s JOIN jobs j ON j.id = s.job_id WHERE s.person_id = ? ORDER BY s.id`,
  },
  // Migration 6: skills (a merge moves those KEEP lacks), and the text extracted from each
  // document for search — it hangs off its document and is derived, so the export leaves it out.
  {
    kind: 'skills', table: 'person_skills', personColumn: 'person_id', merge: 'move', export: 'rows',
    select: 'SELECT skill FROM person_skills WHERE person_id = ? ORDER BY skill_key',
  },
  {
    kind: 'document_text', table: 'document_text', personColumn: 'document_id',
    where: 'document_id IN (SELECT id FROM documents WHERE person_id = ?)', merge: 'follows', export: 'none',
  },
  { kind: 'documents', table: 'documents', personColumn: 'person_id', merge: 'move', export: 'files' },
  { kind: 'photo', table: 'photos', personColumn: 'person_id', merge: 'move', export: 'files' },
];
