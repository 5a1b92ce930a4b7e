// Migration 6: finding people, and skills on the person.
//
// - person_skills: a person's skills as they were written (`skill`) and their match key
//   (`skill_key`: lower case, NFC) — the key is unique per person and indexed for
//   `--skill S`.
// - document_text: the text extracted from each document when it was added (or by
//   `recruit db reindex`); '' when the file has no readable text. Keyed by the document, so
//   a document moved to another person (merge) carries its text along.
// - person_fts: one FTS5 row per person (rowid = person id) over names, e-mails, city,
//   phones (E.164 digits, for `--phone` prefixes), skills and document text, tokenised by
//   unicode61 with remove_diacritics 2 so `Kovacs` finds `Kovács`. Contentless (the text lives once, in the tables above) with
//   contentless_delete, so a row can be replaced. Triggers keep it current whoever writes
//   — person store, bulk import, erasure or merge: deleting a person (its skills and
//   documents cascade) leaves no indexed text behind.
// - Column indexes for the e-mail prefix and equality filters of GET /person. Phones are
//   searched through the FTS rows: two B-tree indexes over random E.164 keys made a
//   1,000,000-row import page through its cache (bench/import).
// - audit.query: the filters of a search, in each of its rows (DESIGN.md §3).
// - search_secret: the key cursors are signed with, so a tampered cursor is refused.
// - search_state: lets a bulk import batch index its new people in one statement.
//
// Existing people are indexed here (SQL only); document text needs the parser and is
// built by `recruit db reindex`.

/** A stored phone as the digits of its E.164 form ("+36 30 123 4567" → "36301234567"). */
const phoneDigits = (column: string) => `replace(replace(replace(${column}, ' ', ''), '-', ''), '+', '')`;

/** The FTS columns of the person `p` (its skills and documents read from their tables). */
function personFtsValues(skills: string, documents: string): string {
  return `p.id,
             p.first || ' ' || p.last || ' ' || p.girl_name,
             p.email || ' ' || p.email2,
             p.city,
             ${phoneDigits('p.phone_mobile')} || ' ' || ${phoneDigits('p.phone_land')},
             ${skills},
             ${documents}`;
}

const FTS_COLUMNS = 'rowid, name, email, city, phones, skills, documents';

/** INSERT of the FTS rows of the people `where` selects (alias p), from the tables. */
export function personFtsInsertSql(where: string): string {
  return `INSERT INTO person_fts (${FTS_COLUMNS})
      SELECT ${personFtsValues(
    "coalesce((SELECT group_concat(s.skill, ' ; ') FROM person_skills s WHERE s.person_id = p.id), '')",
    "coalesce((SELECT group_concat(t.text, char(10)) FROM documents d JOIN document_text t ON t.document_id = d.id WHERE d.person_id = p.id), '')",
  )}
        FROM people p WHERE ${where}`;
}

/** The statements that rewrite the FTS row of one person; `id` is an SQL expression. */
export function refreshPersonSql(id: string): string {
  return `DELETE FROM person_fts WHERE rowid = ${id}; ${personFtsInsertSql(`p.id = ${id}`)};`;
}

const refreshNewPerson = refreshPersonSql('new.id');
const refreshDocumentPerson = refreshPersonSql('(SELECT person_id FROM documents WHERE id = new.document_id)');

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
  name, email, city, phones, skills, documents,
  content = '', contentless_delete = 1,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);

CREATE INDEX people_email2 ON people (email2) WHERE email2 <> '';
CREATE INDEX people_city ON people (city COLLATE NOCASE) WHERE city <> '';
CREATE INDEX people_country ON people (country) WHERE country IS NOT NULL;
CREATE INDEX people_last_modified ON people (last_modified);

-- While a bulk import batch runs (in its own transaction, so no one else ever sees the flag)
-- its rows are indexed in one INSERT … SELECT at the batch's end: row by row costs the
-- import about twice as much (bench/import). A new person has no skills or documents yet.
CREATE TABLE search_state (
  id             INTEGER PRIMARY KEY CHECK (id = 1),
  defer_people   INTEGER NOT NULL DEFAULT 0
);
INSERT INTO search_state (id, defer_people) VALUES (1, 0);
CREATE TRIGGER people_fts_insert AFTER INSERT ON people WHEN (SELECT defer_people FROM search_state WHERE id = 1) = 0 BEGIN
  INSERT INTO person_fts (${FTS_COLUMNS}) SELECT ${personFtsValues("''", "''")} FROM (SELECT new.id AS id, new.first AS first, new.last AS last,
    new.girl_name AS girl_name, new.email AS email, new.email2 AS email2, new.city AS city, new.phone_mobile AS phone_mobile,
    new.phone_land AS phone_land) AS p;
END;
CREATE TRIGGER people_fts_update AFTER UPDATE OF first, last, girl_name, email, email2, city, phone_mobile, phone_land ON people BEGIN ${refreshNewPerson} END;
CREATE TRIGGER people_fts_delete AFTER DELETE ON people BEGIN DELETE FROM person_fts WHERE rowid = old.id; END;

CREATE TRIGGER person_skills_fts_insert AFTER INSERT ON person_skills BEGIN ${refreshPersonSql('new.person_id')} END;
CREATE TRIGGER person_skills_fts_delete AFTER DELETE ON person_skills BEGIN ${refreshPersonSql('old.person_id')} END;
CREATE TRIGGER person_skills_fts_update AFTER UPDATE ON person_skills BEGIN ${refreshPersonSql('old.person_id')} ${refreshPersonSql('new.person_id')} END;

CREATE TRIGGER document_text_fts_insert AFTER INSERT ON document_text BEGIN ${refreshDocumentPerson} END;
CREATE TRIGGER document_text_fts_update AFTER UPDATE ON document_text BEGIN ${refreshDocumentPerson} END;
CREATE TRIGGER documents_fts_delete AFTER DELETE ON documents BEGIN ${refreshPersonSql('old.person_id')} END;
CREATE TRIGGER documents_fts_move AFTER UPDATE OF person_id ON documents BEGIN ${refreshPersonSql('old.person_id')} ${refreshPersonSql('new.person_id')} END;

${personFtsInsertSql('1')};
`;
