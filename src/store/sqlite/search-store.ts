// Person search, skills and indexed document text on SQLite, behind the
// store interface's SearchRepository and SkillsRepository. The full-text rows are kept
// current by migration 6's triggers; here are the reads, the writes of skills and text,
// and the rebuild that `recruit db reindex` runs.
import type { SqliteDatabase } from './database.js';
import type { SqliteInternals } from './sqlite-internals.js';
import type { AuditEntry } from '../contract/index.js';
import type {
  AuditStamp, DocumentToIndex, PersonSearchQuery, PersonSearchResult, SearchRepository, SkillsRepository,
} from '../contract/index.js';
import { PERSON_COLUMNS_IN_OUTPUT_ORDER, personFromRawRow } from './people-store.js';
import { personSearchSql, prefixCountSql, type BroadPrefixes } from './person-search-sql.js';
import { words as ftsWords } from './fts-query.js';
import { emailPrefixOfWord } from '../../domain/search-email.js';
import { personFtsInsertSql } from './fts-rows.js';
import { ValidationError } from '../../domain/errors.js';
import { cleanSkill, skillKey } from '../../domain/skill.js';
import { SKILLS_MAX_PER_PERSON } from '../../domain/person-search.js';
import { mapped, type MapError } from '../mapped-errors.js';
import { personNotFound, auditUnwritable } from '../invariants.js';
import { appendEvent } from './events-store.js';
import { personEvent } from '../../domain/events.js';

const COLUMNS = PERSON_COLUMNS_IN_OUTPUT_ORDER.map((column) => `p.${column}`).join(', ');
const COLUMN_COUNT = PERSON_COLUMNS_IN_OUTPUT_ORDER.length;

/**
 * A prefix matching at least this many people is "broad": a page sorted by id is then found
 * fastest by walking people in id order (1 in 500 or more match on a million people, so
 * 50 turn up within ~25,000 rows) than by listing every match first (bench/search).
 */
const BROAD_PREFIX = 2000;

/**
 * Removes a person's skills, indexed document text and full-text row. For the erasure and
 * merge, inside their own transaction. Deleting the person's row does the
 * same through the foreign keys and migration 6's triggers; this is for when the row stays.
 */
export function deletePersonSearchData(db: SqliteDatabase, personId: number): void {
  db.prepare('DELETE FROM person_skills WHERE person_id = ?').run(personId);
  db.prepare('DELETE FROM document_text WHERE document_id IN (SELECT id FROM documents WHERE person_id = ?)').run(personId);
  db.prepare('DELETE FROM person_fts WHERE rowid = ?').run(personId);
}

/**
 * Rewrites the full-text index as one segment without the rows deleted so far. person_fts is
 * contentless_delete: a DELETE only marks the row deleted (a tombstone), and its terms — the
 * erased person's name, e-mail, city, skills and document words — stay in the segments until
 * a merge rewrites them; secure_delete then zeroes the old segments' pages. A targeted merge
 * is not possible (FTS5 cannot tell which segments hold a row), so every segment is merged:
 * cost grows with the index: 0.3–0.5 s at 50,000 people (then the TRUNCATE checkpoint, 10–20 ms),
 * paid once per erasure, per purge call and per merge, not per person.
 */
export function dropDeletedSearchTerms(db: SqliteDatabase): void {
  db.prepare("INSERT INTO person_fts (person_fts) VALUES ('optimize')").run();
}

/** FTS5's own default, and the value used while a bulk import's batches arrive. */
const DEFAULT_AUTOMERGE = 4;
const BULK_AUTOMERGE = 16;
/** The trigger that writes a new person's search row (migration 9). */
const INSERT_TRIGGER = 'people_fts_insert';

/**
 * Bulk import (DESIGN.md §7's import target): inside one batch's transaction,
 * `pause()` stops the index triggers of people (insert, and update since migration 8) and
 * returns where the new ids start; `resume()` indexes every person inserted since, and
 * rewrites the rows of the people the batch updated, each in one statement, and restarts
 * the triggers. About half the import's cost of row-by-row indexing, and far less with
 * --on-conflict update; the flag never leaves the transaction.
 */
export function createDeferredIndexing(db: SqliteDatabase) {
  const setDefer = db.prepare('UPDATE search_state SET defer_people = ? WHERE id = 1');
  const maxId = db.prepare('SELECT coalesce(max(id), 0) FROM people').pluck();
  const indexAfter = db.prepare(personFtsInsertSql('p.id > ?'));
  const dropRows = db.prepare('DELETE FROM person_fts WHERE rowid IN (SELECT value FROM json_each(?))');
  const indexListed = db.prepare(personFtsInsertSql('p.id IN (SELECT value FROM json_each(?))'));
  // A literal: FTS5 refuses the setting as a bound parameter (better-sqlite3 binds numbers as REAL).
  const setAutomerge = (merge: number) => db.exec(`INSERT INTO person_fts (person_fts, rank) VALUES ('automerge', ${merge})`);
  const triggerSql = db.prepare("SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = ?").pluck();
  /** The insert trigger's definition while a batch runs without it (pause). */
  let droppedTrigger: string | undefined;
  const restoreTrigger = () => {
    if (droppedTrigger !== undefined) db.exec(droppedTrigger);
    droppedTrigger = undefined;
  };
  return {
    /**
     * FTS5 writes each batch's terms as a new segment and, by default, merges every 4
     * segments of a level into one: a 300,000-row import rewrote its index about five times
     * (2.2 s, 139 MB of WAL). Merging 16 at a time while batches arrive writes it about
     * half as often (1.3–1.5 s, 85 MB); searches read at most 16 segments a level
     * meanwhile, which costs them little (measured: the same query times at 300,000 rows).
     * The setting is stored in the index; a run killed in between leaves 16, which only
     * defers merging.
     */
    beginBulk(): void {
      setAutomerge(BULK_AUTOMERGE);
    },
    endBulk(): void {
      setAutomerge(DEFAULT_AUTOMERGE);
    },
    /**
     * Inside a batch's transaction: its people are indexed at its end (resume) or apart.
     * `withoutInsertTrigger` (a bulk import's large batches): the trigger that indexes a new person
     * is also dropped until resume, in the same transaction, so nobody else ever sees it missing and
     * a batch rolled back or killed puts it back with everything else. Kept, the trigger ran for
     * every inserted row only to find that it should do nothing: a fifth of the insert's CPU
     * (1.5 s at 1,000,000 rows). The drop and re-creation cost a schema change per batch, which is
     * why small batches (grouped writes of a server) keep it.
     */
    pause({ withoutInsertTrigger = false }: { withoutInsertTrigger?: boolean } = {}): number {
      setDefer.run(1);
      droppedTrigger = withoutInsertTrigger ? (triggerSql.get(INSERT_TRIGGER) as string | undefined) : undefined;
      if (droppedTrigger !== undefined) db.exec(`DROP TRIGGER ${INSERT_TRIGGER}`);
      return maxId.get() as number;
    },
    /** `updated`: ids of people the batch changed (the new ones, above afterId, are indexed anyway). */
    resume(afterId: number, updated: ReadonlySet<number> = new Set()): void {
      const existing = JSON.stringify([...updated].filter((id) => id <= afterId));
      if (existing !== '[]') {
        dropRows.run(existing);
        indexListed.run(existing);
      }
      restoreTrigger();
      indexAfter.run(afterId);
      setDefer.run(0);
    },
    /** Restarts the triggers without indexing the batch: its search rows are made apart (search-build.ts). */
    resumeUnindexed(): void {
      restoreTrigger();
      setDefer.run(0);
    },
  };
}

/** A person's skills in key order (the synchronous read behind audited reads and changes). */
export function createSkillsReader(db: SqliteDatabase) {
  const list = db.prepare('SELECT skill FROM person_skills WHERE person_id = ? ORDER BY skill_key').pluck();
  return (personId: number): string[] => list.all(personId) as string[];
}

export function createSqliteSearch(store: SqliteInternals, mapError: MapError): SearchRepository {
  const { db } = store;
  const statements = new Map<string, ReturnType<SqliteDatabase['prepare']>>();
  const prepared = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      // Bounded: the SQL varies only with which filters are given (a few hundred shapes at most).
      if (statements.size > 500) statements.clear();
      statement = db.prepare(sql).raw();
      statements.set(sql, statement);
    }
    return statement;
  };

  /** Whether the e-mail prefix is broad (counted through its indexes, up to BROAD_PREFIX); only id order cares. */
  const broadPrefixes = (query: PersonSearchQuery): BroadPrefixes => {
    const broad = new Set<'email'>();
    const { emailPrefix } = query.filters;
    if ((query.sort !== 'id' && query.sort !== '-id') || emailPrefix === undefined) return broad;
    const { sql, params } = prefixCountSql('email', emailPrefix, BROAD_PREFIX);
    if ((db.prepare(sql).pluck().get(params) as number) >= BROAD_PREFIX) broad.add('email');
    return broad;
  };

  /**
   * The e-mail prefixes of `q`'s words with a digit that no e-mail or second e-mail begins with
   * (one probe of the e-mail indexes each): such a word is a full-text word only, so the full
   * text can walk the page in id order (person-search-sql.ts).
   */
  const unmatchedEmailPrefixes = (query: PersonSearchQuery): ReadonlySet<string> => {
    const unmatched = new Set<string>();
    for (const word of ftsWords(query.filters.q ?? '')) {
      const prefix = emailPrefixOfWord(word);
      if (prefix === undefined || unmatched.has(prefix)) continue;
      const { sql, params } = prefixCountSql('email', prefix, 1);
      if ((db.prepare(sql).pluck().get(params) as number) === 0) unmatched.add(prefix);
    }
    return unmatched;
  };

  const runSearch = (query: PersonSearchQuery): PersonSearchResult => {
    const { sql, params, empty } = personSearchSql(query, COLUMNS, broadPrefixes(query), unmatchedEmailPrefixes(query));
    if (empty) return { people: [] };
    const rows = prepared(sql).all(params) as unknown[][];
    const more = rows.length > query.limit;
    const page = more ? rows.slice(0, query.limit) : rows;
    const people = page.map(personFromRawRow);
    const last = page.at(-1);
    return more && last ? { people, next: { value: last[COLUMN_COUNT] as string | number, id: last[0] as number } } : { people };
  };

  return mapped<SearchRepository>({
    async people(query, stamp) {
      const entries = (result: PersonSearchResult): AuditEntry[] =>
        result.people.length === 0
          ? [{ ...stamp, person_id: null, outcome: 'not_found' }]
          : result.people.map((person) => ({ ...stamp, person_id: person.id, outcome: 'ok' }));
      let outcome;
      try {
        outcome = await store.audit.readAndAppend(() => runSearch(query), entries, () => ({ ...stamp, person_id: null, outcome: 'error' }));
      } catch (error) {
        throw auditUnwritable(error);
      }
      if (!outcome.ok) throw outcome.error;
      return outcome.value;
    },

    async cursorSecret() {
      const secret = db.prepare('SELECT secret FROM search_secret WHERE id = 1').pluck().get() as Buffer;
      return new Uint8Array(secret);
    },

    async setDocumentText(documentId, text) {
      return store.transaction(() => {
        if (db.prepare('SELECT 1 FROM documents WHERE id = ?').pluck().get(documentId) === undefined) return false;
        db.prepare('INSERT INTO document_text (document_id, text) VALUES (?, ?) ON CONFLICT (document_id) DO UPDATE SET text = excluded.text')
          .run(documentId, text);
        return true;
      });
    },

    async documentsToIndex(afterId, limit, all) {
      const rows = db.prepare(
        `SELECT d.id, d.file_name, d.bytes FROM documents d
         WHERE d.id > ? ${all ? '' : 'AND NOT EXISTS (SELECT 1 FROM document_text t WHERE t.document_id = d.id)'}
         ORDER BY d.id LIMIT ?`,
      ).all(afterId, limit) as { id: number; file_name: string; bytes: Buffer }[];
      return rows.map((row): DocumentToIndex => ({ id: row.id, fileName: row.file_name, bytes: new Uint8Array(row.bytes) }));
    },

    async rebuildIndex() {
      return store.transaction(() => {
        db.exec('DELETE FROM person_fts');
        db.exec(personFtsInsertSql('1'));
        return db.prepare('SELECT count(*) FROM people').pluck().get() as number;
      });
    },
  }, mapError);
}

export function createSqliteSkills(store: SqliteInternals, mapError: MapError): SkillsRepository {
  const { db } = store;
  let statements: ReturnType<typeof prepare> | undefined;
  function prepare() {
    return {
      exists: db.prepare('SELECT 1 FROM people WHERE id = ?').pluck(),
      clear: db.prepare('DELETE FROM person_skills WHERE person_id = ?'),
      add: db.prepare('INSERT INTO person_skills (person_id, skill_key, skill) VALUES (?, ?, ?) ON CONFLICT DO NOTHING'),
      remove: db.prepare('DELETE FROM person_skills WHERE person_id = ? AND skill_key = ?'),
      count: db.prepare('SELECT count(*) FROM person_skills WHERE person_id = ?').pluck(),
      touch: db.prepare('UPDATE people SET last_modified = ? WHERE id = ?'),
      list: createSkillsReader(db),
    };
  }
  return mapped<SkillsRepository>({
    async change(personId, change, stamp: AuditStamp, timestamp) {
      const s = (statements ??= prepare());
      return store.transaction(() => {
        if (s.exists.get(personId) === undefined) throw personNotFound(personId);
        const before = s.list(personId);
        if (change.set !== undefined) s.clear.run(personId);
        for (const skill of [...(change.set ?? []), ...(change.add ?? [])]) {
          const clean = cleanSkill(skill);
          if (clean !== '') s.add.run(personId, skillKey(clean), clean);
        }
        for (const skill of change.remove ?? []) s.remove.run(personId, skillKey(skill));
        const total = s.count.get(personId) as number;
        if (total > SKILLS_MAX_PER_PERSON) {
          throw ValidationError.field('/skills', `a person may have at most ${SKILLS_MAX_PER_PERSON} skills (this change would make ${total})`);
        }
        const after = s.list(personId);
        if (after.join('\n') !== before.join('\n')) {
          s.touch.run(timestamp, personId);
          appendEvent(db, personEvent('skills.changed', personId, { fields: ['skills'] }), stamp.actor);
        }
        store.audit.append({ ...stamp, person_id: personId, outcome: 'ok' });
        return after;
      });
    },
  }, mapError);
}
