// Migration 6 (issue 12 §1–2): finding people, and skills on the person.
//
// - person_skills: a person's skills as they were written (`skill`) and their match key
//   (`skill_key`: lower case, NFC) — the key is unique per person and indexed for
//   `--skill S`.
// - document_text: the text extracted from each document when it was added (or by
//   `recruit db reindex`); '' when the file has no readable text. Keyed by the document, so
//   a document moved to another person (merge) carries its text along.
// - person_fts: one FTS5 row per person (rowid = person id) over names, e-mails, city,
//   skills and document text, tokenised by unicode61 with remove_diacritics 2 so `Kovacs`
//   finds `Kovács`. Contentless (the text lives once, in the tables above) with
//   contentless_delete, so a row can be replaced. Triggers keep it current whoever writes
//   — person store, bulk import, erasure or merge: deleting a person (its skills and
//   documents cascade) leaves no indexed text behind.
// - Expression and column indexes for the prefix and equality filters of GET /person.
// - audit.query: the filters of a search, in each of its rows (DESIGN.md §3).
// - search_secret: the key cursors are signed with, so a tampered cursor is refused.
//
// Existing people are indexed here (SQL only); document text needs the parser and is
// built by `recruit db reindex`.

/** INSERT of the FTS rows of the people `where` selects (alias p), from the tables. */
export function personFtsInsertSql(where: string): string {
  return `INSERT INTO person_fts (rowid, name, email, city, skills, documents)
      SELECT p.id,
             p.first || ' ' || p.last || ' ' || p.girl_name,
             p.email || ' ' || p.email2,
             p.city,
             coalesce((SELECT group_concat(s.skill, ' ; ') FROM person_skills s WHERE s.person_id = p.id), ''),
             coalesce((SELECT group_concat(t.text, char(10)) FROM documents d JOIN document_text t ON t.document_id = d.id WHERE d.person_id = p.id), '')
        FROM people p WHERE ${where}`;
}

/** The statements that rewrite the FTS row of one person; `id` is an SQL expression. */
export function refreshPersonSql(id: string): string {
  return `DELETE FROM person_fts WHERE rowid = ${id}; ${personFtsInsertSql(`p.id = ${id}`)};`;
}

export const sql = `
CREATE TABLE person_skills (
  person_id  INTEGER NOT NULL REFERENCES people (id) ON DELETE CASCADE,
  skill_key  TEXT NOT NULL,
  skill      TEXT NOT NULL,
  PRIMARY KEY (person_id, skill_key)
) WITHOUT ROWID;
CREATE INDEX person_skills_key ON person_skills (skill_key, person_id);

CREATE TABLE document_text (
  document_id INTEGER PRIMARY KEY REFERENCES documents (id) ON DELETE CASCADE,
  text        TEXT NOT NULL
);

CREATE TABLE search_secret (
  id     INTEGER PRIMARY KEY CHECK (id = 1),
  secret BLOB NOT NULL
);
INSERT INTO search_secret (id, secret) VALUES (1, randomblob(32));

ALTER TABLE audit ADD COLUMN query TEXT NOT NULL DEFAULT '';

CREATE VIRTUAL TABLE person_fts USING fts5 (
  name, email, city, skills, documents,
  content = '', contentless_delete = 1,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);

CREATE INDEX people_email2 ON people (email2) WHERE email2 <> '';
CREATE INDEX people_city ON people (city COLLATE NOCASE) WHERE city <> '';
CREATE INDEX people_country ON people (country) WHERE country IS NOT NULL;
CREATE INDEX people_phone_mobile_e164 ON people (replace(replace(phone_mobile, ' ', ''), '-', '')) WHERE phone_mobile <> '';
CREATE INDEX people_phone_land_e164 ON people (replace(replace(phone_land, ' ', ''), '-', '')) WHERE phone_land <> '';
CREATE INDEX people_last_modified ON people (last_modified);

-- A new person has no skills or documents yet: a plain insert keeps bulk import fast.
CREATE TRIGGER people_fts_insert AFTER INSERT ON people BEGIN
  INSERT INTO person_fts (rowid, name, email, city, skills, documents)
    VALUES (new.id, new.first || ' ' || new.last || ' ' || new.girl_name, new.email || ' ' || new.email2, new.city, '', '');
END;
CREATE TRIGGER people_fts_update AFTER UPDATE OF first, last, girl_name, email, email2, city ON people BEGIN ${refreshPersonSql('new.id')} END;
CREATE TRIGGER people_fts_delete AFTER DELETE ON people BEGIN DELETE FROM person_fts WHERE rowid = old.id; END;

CREATE TRIGGER person_skills_fts_insert AFTER INSERT ON person_skills BEGIN ${refreshPersonSql('new.person_id')} END;
CREATE TRIGGER person_skills_fts_delete AFTER DELETE ON person_skills BEGIN ${refreshPersonSql('old.person_id')} END;
CREATE TRIGGER person_skills_fts_update AFTER UPDATE ON person_skills BEGIN ${refreshPersonSql('old.person_id')} ${refreshPersonSql('new.person_id')} END;

CREATE TRIGGER document_text_fts_insert AFTER INSERT ON document_text BEGIN ${refreshPersonSql('(SELECT person_id FROM documents WHERE id = new.document_id)')} END;
CREATE TRIGGER document_text_fts_update AFTER UPDATE ON document_text BEGIN ${refreshPersonSql('(SELECT person_id FROM documents WHERE id = new.document_id)')} END;
CREATE TRIGGER documents_fts_delete AFTER DELETE ON documents BEGIN ${refreshPersonSql('old.person_id')} END;
CREATE TRIGGER documents_fts_move AFTER UPDATE OF person_id ON documents BEGIN ${refreshPersonSql('old.person_id')} ${refreshPersonSql('new.person_id')} END;

INSERT INTO person_fts (rowid, name, email, city, skills, documents)
  SELECT id, first || ' ' || last || ' ' || girl_name, email || ' ' || email2, city, '', '' FROM people;
`;
