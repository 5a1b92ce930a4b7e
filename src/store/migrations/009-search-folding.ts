// Migration 9: search folds letters as the PostgreSQL store does (DESIGN.md §8), in
// TypeScript through the connection's functions (../fold-functions.ts), instead of FTS5's
// remove_diacritics, which left ł ø æ œ đ ß þ ı as they were (`lodz` did not find Łódź).
//
// - person_fts rows hold folded text (domain/search-fold.ts: transliterated, lower case, the
//   spelled-out forms of ä ö ü ø å, words joined at apostrophes): every trigger of migrations
//   6 and 8 is made again with the folding, and every person is indexed again.
// - `--city` compares folded keys: people_city (lower case only) becomes two expression
//   indexes, the key of the city and the key of its spelled-out form (NULL for most cities).
import type { SqliteDatabase } from '../sqlite/better-sqlite.js';
import { FTS_COLUMNS, personFtsInsertSql, personFtsValues } from '../sqlite/fts-rows.js';

/** The e-mail column as this migration folded it (migration 15 folds it without digits). */
const EMAIL_FOLD = 'recruit_fold';

/** The statements that rewrite the FTS row of one person; `id` is an SQL expression. */
export function refreshPersonSql(id: string): string {
  return `DELETE FROM person_fts WHERE rowid = ${id}; ${personFtsInsertSql(`p.id = ${id}`, EMAIL_FOLD)};`;
}

const DOCUMENT_OWNER = '(SELECT person_id FROM documents WHERE id = new.document_id)';

export const sql = `
DROP TRIGGER people_fts_insert;
DROP TRIGGER people_fts_update;
DROP TRIGGER person_skills_fts_insert;
DROP TRIGGER person_skills_fts_delete;
DROP TRIGGER person_skills_fts_update;
DROP TRIGGER document_text_fts_insert;
DROP TRIGGER document_text_fts_update;
DROP TRIGGER documents_fts_delete;
DROP TRIGGER documents_fts_move;

CREATE TRIGGER people_fts_insert AFTER INSERT ON people WHEN (SELECT defer_people FROM search_state WHERE id = 1) = 0 BEGIN
  INSERT INTO person_fts (${FTS_COLUMNS}) SELECT ${personFtsValues("''", "''", EMAIL_FOLD)} FROM (SELECT new.id AS id, new.first AS first, new.last AS last,
    new.girl_name AS girl_name, new.email AS email, new.email2 AS email2, new.city AS city, new.phone_mobile AS phone_mobile,
    new.phone_land AS phone_land) AS p;
END;
CREATE TRIGGER people_fts_update AFTER UPDATE OF first, last, girl_name, email, email2, city, phone_mobile, phone_land ON people
  WHEN (SELECT defer_people FROM search_state WHERE id = 1) = 0
  BEGIN ${refreshPersonSql('new.id')} END;

CREATE TRIGGER person_skills_fts_insert AFTER INSERT ON person_skills BEGIN ${refreshPersonSql('new.person_id')} END;
CREATE TRIGGER person_skills_fts_delete AFTER DELETE ON person_skills BEGIN ${refreshPersonSql('old.person_id')} END;
CREATE TRIGGER person_skills_fts_update AFTER UPDATE ON person_skills BEGIN ${refreshPersonSql('old.person_id')} ${refreshPersonSql('new.person_id')} END;

CREATE TRIGGER document_text_fts_insert AFTER INSERT ON document_text BEGIN ${refreshPersonSql(DOCUMENT_OWNER)} END;
CREATE TRIGGER document_text_fts_update AFTER UPDATE ON document_text BEGIN ${refreshPersonSql(DOCUMENT_OWNER)} END;
CREATE TRIGGER documents_fts_delete AFTER DELETE ON documents BEGIN ${refreshPersonSql('old.person_id')} END;
CREATE TRIGGER documents_fts_move AFTER UPDATE OF person_id ON documents BEGIN ${refreshPersonSql('old.person_id')} ${refreshPersonSql('new.person_id')} END;

DROP INDEX IF EXISTS people_city;
CREATE INDEX people_city_key ON people (recruit_fold_key(city)) WHERE city <> '';
CREATE INDEX people_city_key_other ON people (recruit_fold_key_other(city)) WHERE city <> '';

INSERT INTO person_fts (person_fts) VALUES ('delete-all');
${personFtsInsertSql('1', EMAIL_FOLD)};
`;

/** An import killed half-way remembers people_city to re-create it: it is gone now. */
export function run(db: SqliteDatabase): void {
  if (db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'deferred_indexes'").get()) {
    db.prepare("DELETE FROM deferred_indexes WHERE name = 'people_city'").run();
  }
}
