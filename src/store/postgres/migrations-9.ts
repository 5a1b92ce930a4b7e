// PostgreSQL migration 9, as SQLite's (src/store/migrations/009-search-folding.ts): search
// folds letters in TypeScript on both stores (domain/search-fold.ts), so one query answers
// the same on both. `unaccent` folded some letters (ł, ø) that FTS5 did not, and neither
// folded ß → ss or ü → ue, nor joined O'Brien.
//
// PostgreSQL cannot call the folding, so the store writes the folded text beside its source
// (search-folds.ts): people.search_name / search_email / search_city (people.search_own, the
// generated tsvector, is now built from them), the city's keys for `--city` (city_key, and
// city_key_other for a city with a spelled-out form: München → muenchen), a skill's
// skill_folded and a document text's text_folded (person_search is built from those). The
// text search configuration no longer unaccents: the words it gets are folded already.
// Queries fold their words the same way, and a word with two spellings asks for either
// (recruit_search_query's groups).
//
// Existing rows are folded here, in batches read by key (memory stays flat on a million
// people); the row triggers that would rebuild a person's search row for each folded skill
// or document are off meanwhile, and every search row is rebuilt once at the end.
import type { PoolClient } from 'pg';
import { PG_INDEXED_DOCUMENT_CHARS } from './migrations-4-8.js';
import { foldPeopleRows, foldSkillAndTextRows } from './search-folds.js';

const WORD_TYPES = 'asciiword, word, numword, asciihword, hword, numhword, hword_asciipart, hword_part, hword_numpart';

export const searchFolding = `
ALTER TABLE people
  ADD COLUMN search_name text NOT NULL DEFAULT '',
  ADD COLUMN search_email text NOT NULL DEFAULT '',
  ADD COLUMN search_city text NOT NULL DEFAULT '',
  ADD COLUMN city_key text NOT NULL DEFAULT '',
  ADD COLUMN city_key_other text;
ALTER TABLE person_skills ADD COLUMN skill_folded text NOT NULL DEFAULT '';
ALTER TABLE document_text ADD COLUMN text_folded text NOT NULL DEFAULT '';

ALTER TEXT SEARCH CONFIGURATION recruit_search ALTER MAPPING FOR ${WORD_TYPES} WITH simple;

DROP TRIGGER people_search_update ON people;
ALTER TABLE people DROP COLUMN search_own;
DROP INDEX IF EXISTS people_city;
DELETE FROM person_search;
-- An import killed half-way remembers the indexes it dropped: these two are made anew below.
DO $do$ BEGIN
  IF to_regclass('recruit_deferred_indexes') IS NOT NULL THEN
    DELETE FROM recruit_deferred_indexes WHERE name IN ('people_city', 'people_search_own');
  END IF;
END $do$;
`;

const AFTER_BACKFILL = `
ALTER TABLE people ADD COLUMN search_own tsvector GENERATED ALWAYS AS (
  recruit_search_vector(search_name, 'A') || recruit_search_vector(search_email, 'B') || recruit_search_vector(search_city, 'C')) STORED;
CREATE INDEX people_search_own ON people USING gin (search_own);
CREATE TRIGGER people_search_update AFTER UPDATE ON people FOR EACH ROW
  WHEN (OLD.search_own IS DISTINCT FROM NEW.search_own) EXECUTE FUNCTION recruit_people_search_row_update();

CREATE INDEX people_city_key ON people (city_key) WHERE city <> '';
CREATE INDEX people_city_key_other ON people (city_key_other) WHERE city_key_other IS NOT NULL;

CREATE OR REPLACE FUNCTION recruit_refresh_person_search(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM person_search WHERE person_id = ANY (ids);
  INSERT INTO person_search (person_id, document)
  SELECT id, search_own || recruit_search_vector(left(rest, ${PG_INDEXED_DOCUMENT_CHARS}), 'D')
    FROM (SELECT p.id, p.search_own,
                 coalesce((SELECT string_agg(s.skill_folded, ' ; ' ORDER BY s.skill_key COLLATE "C") FROM person_skills s WHERE s.person_id = p.id), '')
                   || E'\\n'
                   || coalesce((SELECT string_agg(t.text_folded, E'\\n' ORDER BY d.id)
                                  FROM documents d JOIN document_text t ON t.document_id = d.id WHERE d.person_id = p.id), '')
                   AS rest
            FROM people p WHERE p.id = ANY (ids)) extra
   WHERE rest <> E'\\n';
END $$;

-- The words of a search, folded by the store: each word a phrase of its tokens, its last token
-- a prefix when asked, restricted to the weights given ('' = all). Words of the same group are
-- the spellings of one word of the search (either may match); every group must match. NULL
-- when no group has a token (then nobody matches).
DROP FUNCTION recruit_search_query(text[], boolean[], text[]);
CREATE FUNCTION recruit_search_query(words text[], prefixes boolean[], weights text[], groups integer[]) RETURNS tsquery
  LANGUAGE plpgsql STABLE AS $$
DECLARE
  result tsquery;
  alternatives tsquery;
  part text;
BEGIN
  FOR i IN 1 .. coalesce(array_length(words, 1), 0) LOOP
    SELECT string_agg(
             '''' || replace(replace(l.lexeme, '\\', '\\\\'), '''', '''''') || ''''
               || CASE WHEN (prefixes[i] AND l.pos = l.last) OR weights[i] <> ''
                       THEN ':' || CASE WHEN prefixes[i] AND l.pos = l.last THEN '*' ELSE '' END || weights[i]
                       ELSE '' END,
             ' <-> ' ORDER BY l.pos)
      INTO part
      FROM (SELECT u.lexeme, p AS pos, max(p) OVER () AS last
              FROM unnest(to_tsvector('recruit_search', recruit_search_text(words[i]))) u, unnest(u.positions) p) l;
    IF part IS NOT NULL THEN
      alternatives := CASE WHEN alternatives IS NULL THEN part::tsquery ELSE alternatives || part::tsquery END;
    END IF;
    IF i = array_length(words, 1) OR groups[i + 1] IS DISTINCT FROM groups[i] THEN
      IF alternatives IS NOT NULL THEN
        result := CASE WHEN result IS NULL THEN alternatives ELSE result && alternatives END;
      END IF;
      alternatives := NULL;
    END IF;
  END LOOP;
  RETURN result;
END $$;
`;

export async function foldExistingRows(client: PoolClient): Promise<void> {
  await foldPeopleRows(client);
  // The skills' and texts' per-row search triggers are off while every row is folded: one rebuild at the end.
  await client.query('ALTER TABLE person_skills DISABLE TRIGGER person_skills_search_update');
  await client.query('ALTER TABLE document_text DISABLE TRIGGER document_text_search_update');
  await foldSkillAndTextRows(client);
  await client.query('ALTER TABLE person_skills ENABLE TRIGGER person_skills_search_update');
  await client.query('ALTER TABLE document_text ENABLE TRIGGER document_text_search_update');
  await client.query(AFTER_BACKFILL);
  await client.query(`SELECT recruit_refresh_person_search(ARRAY(
    SELECT person_id FROM person_skills UNION SELECT d.person_id FROM documents d JOIN document_text t ON t.document_id = d.id))`);
}
