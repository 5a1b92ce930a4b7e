// Migration 10: the `privacy` token scope (erasure, access export and purge need it; a read
// token could export everything about a person). The scope's CHECK lives in the column, and
// SQLite cannot change a CHECK in place: the table is rebuilt (nothing references it) and its
// version triggers, dropped with it, made again. The version is bumped so a running server
// reloads its tokens.
export const sql = `
CREATE TABLE tokens_new (
  name       TEXT PRIMARY KEY,
  scope      TEXT NOT NULL CHECK (scope IN ('read', 'write', 'privacy')),
  hash       TEXT NOT NULL UNIQUE,
  created    TEXT NOT NULL,
  last_used  TEXT
);
INSERT INTO tokens_new (name, scope, hash, created, last_used) SELECT name, scope, hash, created, last_used FROM tokens;
DROP TABLE tokens;
ALTER TABLE tokens_new RENAME TO tokens;
CREATE TRIGGER tokens_version_insert AFTER INSERT ON tokens
  BEGIN UPDATE change_versions SET version = version + 1 WHERE name = 'tokens'; END;
CREATE TRIGGER tokens_version_delete AFTER DELETE ON tokens
  BEGIN UPDATE change_versions SET version = version + 1 WHERE name = 'tokens'; END;
CREATE TRIGGER tokens_version_update AFTER UPDATE OF name, scope, hash ON tokens
  BEGIN UPDATE change_versions SET version = version + 1 WHERE name = 'tokens'; END;
UPDATE change_versions SET version = version + 1 WHERE name = 'tokens';
`;
