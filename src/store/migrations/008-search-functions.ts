// Migration 8. PostgreSQL's migration 8 reworks two of its search functions
// (src/store/postgres/migrations-4-8.ts); here, the FTS row of an updated person follows the
// bulk import's deferral like a new person's does (migration 6's search_state flag).
//
// Why: FTS5 writes its pending terms out as a new segment whenever a statement that can write
// to it begins while terms are pending. An import with --on-conflict update alternated an
// INSERT (refused: the e-mail is known) and an UPDATE whose trigger rewrote the FTS row, so
// every row wrote a segment and set off merges: ~200 µs a row for what costs ~15 µs without
// the trigger. With the flag set inside a batch's transaction, the batch rewrites the FTS
// rows of the people it updated in one statement at its end (search-store.ts).
import { refreshPersonSql } from './006-person-search.js';

export const sql = `
DROP TRIGGER people_fts_update;
CREATE TRIGGER people_fts_update AFTER UPDATE OF first, last, girl_name, email, email2, city, phone_mobile, phone_land ON people
  WHEN (SELECT defer_people FROM search_state WHERE id = 1) = 0
  BEGIN ${refreshPersonSql('new.id')} END;
`;
