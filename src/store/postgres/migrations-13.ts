// PostgreSQL migration 13, as SQLite's (src/store/migrations/013-import-receipts.ts): the
// answers of bulk import requests sent with an Idempotency-Key, written in the request's
// own transaction so that a chunk sent again after a restart is answered, not imported twice.
export const importReceipts = `
CREATE TABLE import_receipts (
  actor     text NOT NULL,
  resource  text NOT NULL,
  key       text NOT NULL,
  answer    text NOT NULL,
  created   text NOT NULL,
  PRIMARY KEY (actor, resource, key)
);
CREATE INDEX import_receipts_created ON import_receipts (created);
`;
