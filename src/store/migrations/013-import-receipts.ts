// Migration 13, `import-receipts`: the answer of each bulk import request sent with an
// Idempotency-Key (POST /person/import, /job/import), written in the request's own
// transaction. A chunk whose answer was lost is sent again with the same key; the server
// finds the receipt and answers it again instead of importing the chunk a second time, also
// after it restarted. Keyed by the token's name, the resource and the key; `created` lets
// old receipts expire (a retry comes within minutes). The answer holds the counts and each
// rejected row's line and reason, not the rows themselves.
export const sql = `
CREATE TABLE import_receipts (
  actor     TEXT NOT NULL,
  resource  TEXT NOT NULL,
  key       TEXT NOT NULL,
  answer    TEXT NOT NULL,
  created   TEXT NOT NULL,
  PRIMARY KEY (actor, resource, key)
) WITHOUT ROWID;
CREATE INDEX import_receipts_created ON import_receipts (created);
`;
