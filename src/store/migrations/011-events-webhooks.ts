// Migration 11: the event outbox, webhooks and their deliveries, and two token scopes that
// are capabilities of their own: `events` (read the event feed) and `metrics` (scrape the
// server's metrics). Neither reads person data. The outbox is written in the transaction of
// each change, so an event exists exactly when its change does. Events hold ids, the type,
// the actor and the names of changed fields — never the values. The tokens table is rebuilt
// for its CHECK as in migration 10, and its version triggers made again.
export const sql = `
CREATE TABLE events (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  type       TEXT NOT NULL,
  at         TEXT NOT NULL,
  actor      TEXT NOT NULL,
  subject    TEXT NOT NULL,
  person_id  INTEGER,
  ids        TEXT NOT NULL DEFAULT '{}',
  fields     TEXT NOT NULL DEFAULT '[]'
);
CREATE INDEX events_person ON events (person_id) WHERE person_id IS NOT NULL;
CREATE INDEX events_type ON events (type, id);

CREATE TABLE webhooks (
  id             INTEGER PRIMARY KEY AUTOINCREMENT,
  url            TEXT NOT NULL,
  types          TEXT NOT NULL,
  secret         TEXT NOT NULL,
  enabled        INTEGER NOT NULL DEFAULT 1,
  created        TEXT NOT NULL,
  after_event    INTEGER NOT NULL,
  failing_since  TEXT,
  disabled_at    TEXT
);

CREATE TABLE webhook_deliveries (
  id               INTEGER PRIMARY KEY AUTOINCREMENT,
  webhook_id       INTEGER NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
  event_id         INTEGER NOT NULL,
  subject          TEXT NOT NULL,
  state            TEXT NOT NULL CHECK (state IN ('pending', 'delivered', 'failed')),
  attempts         INTEGER NOT NULL DEFAULT 0,
  next_attempt_ms  INTEGER NOT NULL,
  first_failure    TEXT,
  last_status      INTEGER,
  last_error       TEXT,
  created          TEXT NOT NULL,
  delivered_at     TEXT,
  UNIQUE (webhook_id, event_id)
);
CREATE INDEX webhook_deliveries_pending ON webhook_deliveries (id, next_attempt_ms) WHERE state = 'pending';
CREATE INDEX webhook_deliveries_subject ON webhook_deliveries (webhook_id, subject, id) WHERE state = 'pending';

CREATE TABLE tokens_new (
  name       TEXT PRIMARY KEY,
  scope      TEXT NOT NULL CHECK (scope IN ('read', 'write', 'privacy', 'events', 'metrics')),
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
