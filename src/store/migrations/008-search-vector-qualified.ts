// Migration 8: nothing to do on SQLite. PostgreSQL's migration 8 qualifies the names its search
// function uses (src/store/postgres/migrations-4-7.ts); both stores keep one version list, so a
// database's version means the same schema on either.
export const sql = '';
