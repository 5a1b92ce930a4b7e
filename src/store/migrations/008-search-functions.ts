// Migration 8: nothing to do on SQLite. PostgreSQL's migration 8 reworks two of its search
// functions (src/store/postgres/migrations-4-8.ts); both stores keep one version list, so a
// database's version means the same schema on either.
export const sql = '';
