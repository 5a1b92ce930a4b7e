// Numbered migrations, applied in order inside one transaction each; the schema
// version is PRAGMA user_version (STYLE.md practice 10). Append, never edit, a released one.
import { sql as initial } from './001-initial.js';
import { sql as auditAppendOnlyIndexes } from './002-audit-append-only-indexes.js';
import { sql as emailKeyTokenVersion, run as emailKeyBackfill } from './003-email-key-token-version.js';
import { sql as documentSha256PhoneKey, run as documentSha256Backfill } from './004-document-sha256-phone-key.js';
import { sql as applicationStatus } from './005-application-status.js';
import { sql as personSearch } from './006-person-search.js';
import { sql as erasures, run as peopleIdsOnce } from './007-erasures.js';
import { sql as searchFunctions } from './008-search-functions.js';
import { sql as searchFolding, run as forgetUnfoldedCityIndex } from './009-search-folding.js';
import { sql as privacyScope } from './010-privacy-scope.js';
import { sql as eventsWebhooks } from './011-events-webhooks.js';
import { sql as bulkSearch } from './012-bulk-search.js';
import { sql as importReceipts } from './013-import-receipts.js';
import { sql as oneEmailIndex } from './014-one-email-index.js';
import { sql as emailDigitWords, run as emailDigitWordsReindex } from './015-email-digit-words.js';
import { sql as countryCityIndex } from './016-country-city-index.js';
import type { SqliteDatabase } from '../sqlite/better-sqlite.js';

export interface Migration {
  version: number;
  name: string;
  sql: string;
  /** A step in code after `sql`, in the same transaction (for what SQL cannot compute). */
  run?: (db: SqliteDatabase) => void;
  /**
   * Rebuilds a table others reference: foreign keys are off while it runs (they cannot be
   * switched inside a transaction) and checked with foreign_key_check before it commits.
   */
  rebuildsTables?: boolean;
}

export const migrations: readonly Migration[] = [
  { version: 1, name: 'initial', sql: initial },
  { version: 2, name: 'audit-append-only-indexes', sql: auditAppendOnlyIndexes },
  { version: 3, name: 'email-key-token-version', sql: emailKeyTokenVersion, run: emailKeyBackfill },
  { version: 4, name: 'document-sha256-phone-key', sql: documentSha256PhoneKey, run: documentSha256Backfill },
  { version: 5, name: 'application-status', sql: applicationStatus },
  { version: 6, name: 'person-search', sql: personSearch },
  { version: 7, name: 'erasures', sql: erasures, run: peopleIdsOnce, rebuildsTables: true },
  { version: 8, name: 'search-functions', sql: searchFunctions },
  { version: 9, name: 'search-folding', sql: searchFolding, run: forgetUnfoldedCityIndex },
  { version: 10, name: 'privacy-scope', sql: privacyScope },
  { version: 11, name: 'events-webhooks', sql: eventsWebhooks },
  { version: 12, name: 'bulk-search', sql: bulkSearch },
  { version: 13, name: 'import-receipts', sql: importReceipts },
  { version: 14, name: 'one-email-index', sql: oneEmailIndex },
  { version: 15, name: 'email-digit-words', sql: emailDigitWords, run: emailDigitWordsReindex },
  { version: 16, name: 'country-city-index', sql: countryCityIndex },
];

export const LATEST_VERSION = migrations.at(-1)?.version ?? 0;
