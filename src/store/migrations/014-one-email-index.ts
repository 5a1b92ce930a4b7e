// Migration 14, `one-email-index`: nothing to do on SQLite. On PostgreSQL
// (src/store/postgres/migrations-14.ts) the unique e-mail index and a second index over the
// same e-mail column for GET /person's prefix filter became one. SQLite never had the second:
// its unique index on e-mail already compares bytes (BINARY), so it serves the prefix filter
// itself. The entry keeps the two stores' schema versions the same.
export const sql = '';
