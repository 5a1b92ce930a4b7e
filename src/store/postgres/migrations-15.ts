// PostgreSQL migration 15, `email-digit-words`, as SQLite's (src/store/migrations/015-email-digit-words.ts):
// the digits of an e-mail are no longer part of a person's search words (domain/search-email.ts):
// ana.ruiz84@example.org gives ana, ruiz, example, org. A search word with a digit finds the
// address through the e-mail indexes instead, as a prefix of it (search-sql.ts).
//
// What it saves: a word with a number in an e-mail is nearly always one person's own, and each
// is a key of the GIN index with one entry. A bulk import of people whose e-mails carry a number
// (bench/import) cost about a fifth less of PostgreSQL's CPU: 200,000 people 3.7–3.9 s against
// 4.6–5.4 s (its GIN build 0.3 s against 1.1 s), 1,000,000 people 23.3 s against 30.1 s.
//
// recruit_email_search_text turns every run of digits of the folded e-mail text into a space
// before the text search parser reads it, so the words are numbered as SQLite's FTS5 numbers
// the same text, and as search-vector.ts writes them for a bulk import.
// The people whose e-mails have a digit get their vector again here (and, through the row
// trigger of migration 8, their combined search row).
export const emailDigitWords = `
CREATE OR REPLACE FUNCTION recruit_email_search_text(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT pg_catalog.regexp_replace(t, '[0-9]+', ' ', 'g') $$;

CREATE OR REPLACE FUNCTION recruit_people_search_vector(search_name text, search_email text, search_city text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT recruit_search_vector(search_name, 'A') || recruit_search_vector(recruit_email_search_text(search_email), 'B')
               || recruit_search_vector(search_city, 'C') $$;

UPDATE people SET search_own = recruit_people_search_vector(search_name, search_email, search_city) WHERE search_email ~ '[0-9]';
`;
