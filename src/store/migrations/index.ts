// Numbered migrations, applied in order inside one transaction each; the schema
// version is PRAGMA user_version (STYLE.md practice 10). Append, never edit, a released one.
import { sql as initial } from './001-initial.js';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const migrations: readonly Migration[] = [{ version: 1, name: 'initial', sql: initial }];

export const LATEST_VERSION = migrations.at(-1)?.version ?? 0;
