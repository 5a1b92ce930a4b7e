// Numbered migrations, applied in order inside one transaction each; the schema
// version is PRAGMA user_version (STYLE.md practice 10). Append, never edit, a released one.
import { sql as initial } from './001-initial.js';
import { sql as auditAppendOnlyIndexes } from './002-audit-append-only-indexes.js';
import { sql as emailKeyTokenVersion, run as emailKeyBackfill } from './003-email-key-token-version.js';
import { sql as documentSha256PhoneKey, run as documentSha256Backfill } from './004-document-sha256-phone-key.js';
import type { SqliteDatabase } from '../database.js';

export interface Migration {
  version: number;
  name: string;
  sql: string;
  /** A step in code after `sql`, in the same transaction (for what SQL cannot compute). */
  run?: (db: SqliteDatabase) => void;
}

export const migrations: readonly Migration[] = [
  { version: 1, name: 'initial', sql: initial },
  { version: 2, name: 'audit-append-only-indexes', sql: auditAppendOnlyIndexes },
  { version: 3, name: 'email-key-token-version', sql: emailKeyTokenVersion, run: emailKeyBackfill },
  { version: 4, name: 'document-sha256-phone-key', sql: documentSha256PhoneKey, run: documentSha256Backfill },
];

export const LATEST_VERSION = migrations.at(-1)?.version ?? 0;
