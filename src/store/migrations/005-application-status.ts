// Migration 5: applications as a pipeline. Each application (subscription)
// gets a status and the time of its last change; every change is a row of its history,
// with an optional note. Existing applications start as `applied`, with one history row
// at their creation time, so every application has a history that begins with `applied`.
// The history goes with its application (ON DELETE CASCADE), which goes with its person:
// an erasure removes both.
export const sql = `
ALTER TABLE subscriptions ADD COLUMN status TEXT NOT NULL DEFAULT 'applied'
  CHECK (status IN ('applied', 'screening', 'interview', 'offer', 'hired', 'rejected', 'withdrawn'));
ALTER TABLE subscriptions ADD COLUMN last_modified TEXT NOT NULL DEFAULT '';
UPDATE subscriptions SET last_modified = created;
CREATE INDEX subscriptions_job ON subscriptions (job_id, status);

CREATE TABLE subscription_history (
  id              INTEGER PRIMARY KEY,
  subscription_id INTEGER NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
  status          TEXT NOT NULL,
  at              TEXT NOT NULL,
  note            TEXT
);
CREATE INDEX subscription_history_subscription ON subscription_history (subscription_id, id);
INSERT INTO subscription_history (subscription_id, status, at, note)
  SELECT id, 'applied', created, NULL FROM subscriptions ORDER BY id;
`;
