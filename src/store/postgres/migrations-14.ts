// PostgreSQL migration 14, `one-email-index`: the unique e-mail index and the e-mail prefix
// index of GET /person were two btrees over the same column with the same condition — one in
// the database's collation (equality, and the import's clash test), one in "C" (prefixes
// compare code points, as SQLite does). A bulk import builds every index it keeps over the
// whole table once more (200,000 people: 0.3 s of PostgreSQL's CPU for the prefix index
// alone), so one index now serves both: the unique one, in "C".
//
// Uniqueness does not change: every collation a database can have as its default is
// deterministic, and under a deterministic collation two strings are equal only when their
// bytes are, as under "C". `ON CONFLICT (email)` names no collation, so it still finds this
// index. What does change is who may use it: PostgreSQL uses an index for a comparison only
// when both are in the same collation, so every e-mail look-up now says `email COLLATE "C"`
// (repositories.ts, bulk.ts); one that does not still answers right, from a scan of the table.
//
// An import killed half-way may have listed the prefix index to re-create: it is gone for good.
export const oneEmailIndex = `
DROP INDEX IF EXISTS people_email_prefix;
DROP INDEX people_email;
CREATE UNIQUE INDEX people_email ON people (email COLLATE "C") WHERE email <> '';
DO $do$ BEGIN
  IF to_regclass('recruit_deferred_indexes') IS NOT NULL THEN
    DELETE FROM recruit_deferred_indexes WHERE name = 'people_email_prefix';
  END IF;
END $do$;
`;
