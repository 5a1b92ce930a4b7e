// Initial schema. Arrays (category, regio, language, channels) are JSON text: they are
// always read and written whole, never queried inside. Emails are unique case-insensitively
// (DESIGN.md §3) through a NOCASE unique index; '' means "no e-mail" and is not unique.
export const sql = `
CREATE TABLE people (
  id            INTEGER PRIMARY KEY,
  title         TEXT NOT NULL DEFAULT '',
  last          TEXT NOT NULL,
  first         TEXT NOT NULL,
  email         TEXT NOT NULL DEFAULT '',
  email2        TEXT NOT NULL DEFAULT '',
  category      TEXT NOT NULL DEFAULT '[]',
  regio         TEXT NOT NULL DEFAULT '[]',
  country       INTEGER,
  state         INTEGER,
  city          TEXT NOT NULL DEFAULT '',
  street        TEXT NOT NULL DEFAULT '',
  zip           TEXT NOT NULL DEFAULT '',
  birth_place   TEXT NOT NULL DEFAULT '',
  birth_date    TEXT,
  phone_land    TEXT NOT NULL DEFAULT '',
  phone_mobile  TEXT NOT NULL DEFAULT '',
  sex           TEXT NOT NULL DEFAULT '',
  move_ok       TEXT NOT NULL DEFAULT '',
  girl_name     TEXT NOT NULL DEFAULT '',
  mother_name   TEXT NOT NULL DEFAULT '',
  family_state  INTEGER,
  nationality   TEXT NOT NULL DEFAULT '',
  nationality2  TEXT NOT NULL DEFAULT '',
  experience    TEXT NOT NULL DEFAULT '',
  is_photo      TEXT NOT NULL DEFAULT 'N',
  photo_url     TEXT NOT NULL DEFAULT '',
  created       TEXT NOT NULL,
  last_modified TEXT NOT NULL
);
CREATE UNIQUE INDEX people_email ON people (email COLLATE NOCASE) WHERE email <> '';

CREATE TABLE photos (
  person_id  INTEGER PRIMARY KEY REFERENCES people (id) ON DELETE CASCADE,
  photo_id   TEXT NOT NULL UNIQUE,
  mime       TEXT NOT NULL,
  bytes      BLOB NOT NULL,
  created    TEXT NOT NULL
);

CREATE TABLE documents (
  -- AUTOINCREMENT: a deleted document's id is never handed out again, so a retried
  -- DELETE /person/document cannot remove a newer upload.
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  person_id  INTEGER NOT NULL REFERENCES people (id) ON DELETE CASCADE,
  file_name  TEXT NOT NULL,
  mime       TEXT NOT NULL,
  size       INTEGER NOT NULL,
  bytes      BLOB NOT NULL,
  created    TEXT NOT NULL
);
CREATE INDEX documents_person ON documents (person_id);

CREATE TABLE jobs (
  id                INTEGER PRIMARY KEY,
  position_data_id  INTEGER NOT NULL,
  marked            TEXT NOT NULL DEFAULT 'N',
  date_from         TEXT,
  date_till         TEXT,
  title             TEXT NOT NULL,
  reference_number  TEXT NOT NULL DEFAULT '',
  category          TEXT NOT NULL DEFAULT '[]',
  language          TEXT NOT NULL DEFAULT '[]',
  regio             TEXT NOT NULL DEFAULT '[]',
  experience        INTEGER,
  preparation       INTEGER,
  default_alias_str TEXT NOT NULL DEFAULT '',
  position_data     TEXT NOT NULL DEFAULT '{}',
  status            TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed', 'deleted')),
  channels          TEXT NOT NULL DEFAULT '["api_web"]',
  last_modified     TEXT NOT NULL
);
CREATE INDEX jobs_status ON jobs (status);
CREATE INDEX jobs_reference ON jobs (reference_number) WHERE reference_number <> '';

CREATE TABLE subscriptions (
  id         INTEGER PRIMARY KEY,
  person_id  INTEGER NOT NULL REFERENCES people (id) ON DELETE CASCADE,
  job_id     INTEGER NOT NULL REFERENCES jobs (id),
  created    TEXT NOT NULL,
  UNIQUE (person_id, job_id)
);

CREATE TABLE projects (
  id            INTEGER PRIMARY KEY,
  title         TEXT NOT NULL,
  date_from     TEXT,
  date_till     TEXT,
  category      TEXT NOT NULL DEFAULT '[]',
  language      TEXT NOT NULL DEFAULT '[]',
  last_modified TEXT NOT NULL
);

CREATE TABLE project_jobs (
  project_id INTEGER NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  job_id     INTEGER NOT NULL REFERENCES jobs (id),
  position   INTEGER NOT NULL,
  PRIMARY KEY (project_id, job_id)
);

CREATE TABLE tokens (
  name       TEXT PRIMARY KEY,
  scope      TEXT NOT NULL CHECK (scope IN ('read', 'write')),
  hash       TEXT NOT NULL UNIQUE,
  created    TEXT NOT NULL,
  last_used  TEXT
);

CREATE TABLE audit (
  id          INTEGER PRIMARY KEY,
  at          TEXT NOT NULL,
  actor       TEXT NOT NULL,
  action      TEXT NOT NULL,
  person_id   INTEGER,
  request_id  TEXT NOT NULL DEFAULT '',
  outcome     TEXT NOT NULL
);
CREATE INDEX audit_person ON audit (person_id);
CREATE INDEX audit_at ON audit (at);
`;
