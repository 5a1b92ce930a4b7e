// Person search, skills and indexed document text on PostgreSQL, behind the
// store interface's SearchRepository and SkillsRepository, as ../sqlite/search-store.ts does them on
// SQLite. The tsvector rows are kept current by migration 6's triggers; here are the reads
// (a page and its audit rows in one transaction), the writes of skills and text, and the
// rebuild that `recruit db reindex` runs.
import type pg from 'pg';
import { ValidationError } from '../../domain/errors.js';
import { cleanSkill, skillKey } from '../../domain/skill.js';
import { foldForIndex } from '../../domain/search-fold.js';
import { SKILLS_MAX_PER_PERSON } from '../../domain/person-search.js';
import type { DocumentToIndex, PersonSearchResult, SearchRepository, SkillsRepository } from '../contract/index.js';
import { query, transaction } from './pool.js';
import { appendAudit, appendAuditForPeople, auditedTransaction } from './audit.js';
import { skillsOf } from './person-reads.js';
import { appendEvent } from './events.js';
import { personEvent } from '../../domain/events.js';
import { PERSON_COLUMNS, personFromRow } from './rows.js';
import { pgPersonSearchSql } from './search-sql.js';
import { inRange } from './repositories.js';
import { personNotFound } from '../invariants.js';

const COLUMNS = PERSON_COLUMNS.map((column) => `p.${column}`).join(', ');

/** PostgreSQL text cannot hold U+0000, which extracted text sometimes does; it separates nothing a search needs. */
const storable = (text: string) => (text.includes('\u0000') ? text.replaceAll('\u0000', ' ') : text);

export function createPostgresSearch(pool: pg.Pool): SearchRepository {
  return {
    async people(searchQuery, stamp) {
      const { sql, values, empty } = pgPersonSearchSql(searchQuery, COLUMNS);
      return auditedTransaction(pool, async (client): Promise<PersonSearchResult> => {
        let rows: Record<string, unknown>[] = [];
        if (!empty) ({ rows } = await client.query(sql, values));
        const more = rows.length > searchQuery.limit;
        const page = more ? rows.slice(0, searchQuery.limit) : rows;
        const people = page.map(({ sort_value: _sortValue, ...row }) => personFromRow(row));
        // One row per person returned (DESIGN.md §3), or one without a person when nobody matched.
        if (people.length === 0) await appendAudit(client, { ...stamp, person_id: null, outcome: 'not_found' });
        else await appendAuditForPeople(client, stamp, people.map((person) => person.id));
        const last = page.at(-1);
        return more && last ? { people, next: { value: last['sort_value'] as string | number, id: last['id'] as number } } : { people };
      }, { ...stamp, person_id: null, outcome: 'error' });
    },

    async cursorSecret() {
      const { rows } = await query<{ secret: Buffer }>(pool, 'SELECT secret FROM search_secret WHERE id = 1');
      return new Uint8Array(rows[0]!.secret);
    },

    setDocumentText: (documentId, text) => transaction(pool, async (client) => {
      if (!inRange(documentId)) return false;
      // FOR SHARE: the document cannot be deleted between the check and the insert.
      if ((await client.query('SELECT 1 FROM documents WHERE id = $1 FOR SHARE', [documentId])).rowCount === 0) return false;
      await client.query(
        `INSERT INTO document_text (document_id, text, text_folded) VALUES ($1, $2, $3)
           ON CONFLICT (document_id) DO UPDATE SET text = excluded.text, text_folded = excluded.text_folded`,
        [documentId, storable(text), foldForIndex(storable(text))],
      );
      return true;
    }),

    async documentsToIndex(afterId, limit, all) {
      const { rows } = await query<{ id: number; file_name: string; bytes: Buffer }>(pool,
        `SELECT d.id, d.file_name, d.bytes FROM documents d
          WHERE d.id > $1 ${all ? '' : 'AND NOT EXISTS (SELECT 1 FROM document_text t WHERE t.document_id = d.id)'}
          ORDER BY d.id LIMIT $2`, [afterId, limit]);
      return rows.map((row): DocumentToIndex => ({ id: row.id, fileName: row.file_name, bytes: new Uint8Array(row.bytes) }));
    },

    rebuildIndex: () => transaction(pool, async (client) => {
      // Own words are kept current by the people trigger (migration 12); a bulk import writes
      // them ready-made, so they are checked against the folded columns here and made again
      // where they differ. Then the combined rows are rebuilt.
      await client.query(`UPDATE people SET search_own = recruit_people_search_vector(search_name, search_email, search_city)
        WHERE search_own IS DISTINCT FROM recruit_people_search_vector(search_name, search_email, search_city)`);
      await client.query('DELETE FROM person_search');
      await client.query(`SELECT recruit_refresh_person_search(ARRAY(
        SELECT person_id FROM person_skills UNION SELECT d.person_id FROM documents d JOIN document_text t ON t.document_id = d.id))`);
      const { rows } = await client.query<{ n: number }>('SELECT count(*) AS n FROM people');
      return rows[0]?.n ?? 0;
    }),
  };
}

export function createPostgresSkills(pool: pg.Pool): SkillsRepository {
  return {
    change: (personId, change, stamp, timestamp) => transaction(pool, async (client) => {
      // FOR UPDATE: concurrent changes of one person's skills take turns, so the limit holds.
      if (!inRange(personId) || (await client.query('SELECT 1 FROM people WHERE id = $1 FOR UPDATE', [personId])).rowCount === 0) {
        throw personNotFound(personId);
      }
      const before = await skillsOf(client, personId);
      if (change.set !== undefined) await client.query('DELETE FROM person_skills WHERE person_id = $1', [personId]);
      const added = [...(change.set ?? []), ...(change.add ?? [])].map(cleanSkill).filter((skill) => skill !== '');
      if (added.length > 0) {
        // In order, the first spelling of a key wins (later ones conflict and are skipped), as in SQLite.
        await client.query(
          `INSERT INTO person_skills (person_id, skill_key, skill, skill_folded)
           SELECT $1, k, s, f FROM unnest($2::text[], $3::text[], $4::text[]) WITH ORDINALITY AS t(k, s, f, n) ORDER BY n ON CONFLICT DO NOTHING`,
          [personId, added.map(skillKey), added, added.map(foldForIndex)],
        );
      }
      const removed = (change.remove ?? []).map(skillKey);
      if (removed.length > 0) await client.query('DELETE FROM person_skills WHERE person_id = $1 AND skill_key = ANY($2::text[])', [personId, removed]);
      const after = await skillsOf(client, personId);
      if (after.length > SKILLS_MAX_PER_PERSON) {
        throw ValidationError.field('/skills', `a person may have at most ${SKILLS_MAX_PER_PERSON} skills (this change would make ${after.length})`);
      }
      await appendAudit(client, { ...stamp, person_id: personId, outcome: 'ok' });
      if (after.join('\n') !== before.join('\n')) {
        await client.query('UPDATE people SET last_modified = $1 WHERE id = $2', [timestamp, personId]);
        await appendEvent(client, personEvent('skills.changed', personId, { fields: ['skills'] }), stamp.actor);
      }
      return after;
    }),
  };
}
