// Migration 16, `country-city-index`: nothing to do on SQLite. On PostgreSQL
// (src/store/postgres/migrations-16.ts) the country filter's index and the city filter's
// index became one over both columns, so that a bulk import builds one index fewer at its
// end. SQLite's bulk import keeps its indexes as it goes and answers both filters as before.
// The entry keeps the two stores' schema versions the same.
export const sql = '';
