// Migration 12, `bulk-search`: nothing to change on SQLite. PostgreSQL's migration 12
// (src/store/postgres/migrations-12.ts) turns its generated search column into one a bulk
// import fills in; SQLite keeps its search rows in FTS5 and needs no such change. The entry
// exists so both dialects keep the same schema versions.
export const sql = '';
