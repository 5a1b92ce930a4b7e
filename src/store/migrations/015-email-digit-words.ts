// Migration 15, `email-digit-words`, as PostgreSQL's (src/store/postgres/migrations-15.ts): the
// digits of an e-mail are no longer part of the full-text index's words (domain/search-email.ts):
// ana.ruiz84@example.org gives ana, ruiz, example, org. A search word with a digit finds the
// address through the e-mail indexes instead, as a prefix of it (../sqlite/person-search-sql.ts).
//
// The e-mail column of person_fts is made by recruit_fold_email (../sqlite/fold-functions.ts:
// the folded text with every run of digits a space) instead of recruit_fold. Every trigger that
// writes a person's row names the fold in its text (migration 9 made them from
// ../sqlite/fts-rows.ts), so each is made again with the new one — from its own stored text,
// so nothing else about it changes. Then the rows of the people whose e-mails had such words
// are written again; the others' rows are already what the new fold gives.
import type { SqliteDatabase } from '../sqlite/better-sqlite.js';
import { personFtsInsertSql } from '../sqlite/fts-rows.js';

export const sql = '';

const OLD_FOLD = "recruit_fold(p.email || ' ' || p.email2)";
const NEW_FOLD = "recruit_fold_email(p.email || ' ' || p.email2)";

/** The people whose e-mails' indexed text changes under the new fold. */
const CHANGED = `${OLD_FOLD} <> ${NEW_FOLD}`;

export function run(db: SqliteDatabase): void {
  const triggers = db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND instr(sql, ?) > 0")
    .all(OLD_FOLD) as { name: string; sql: string }[];
  for (const trigger of triggers) {
    db.exec(`DROP TRIGGER "${trigger.name}"`);
    db.exec(trigger.sql.replaceAll(OLD_FOLD, NEW_FOLD));
  }
  db.exec(`DELETE FROM person_fts WHERE rowid IN (SELECT p.id FROM people p WHERE ${CHANGED})`);
  db.exec(personFtsInsertSql(`p.id IN (SELECT p.id FROM people p WHERE ${CHANGED})`));
}
