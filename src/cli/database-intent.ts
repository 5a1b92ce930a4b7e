// What a command may do about a database file that is not there yet.
// A mistyped --db must not silently create an empty database and answer from it: only the
// commands that add data (or migrate, or serve) create the file, and say so on stderr; a
// read refuses with "no database at PATH"; the parser only matches jobs, so without a
// database it simply has none to match.
export type DatabaseIntent = 'create' | 'existing' | 'optional';

const CREATES = new Set([
  'person create', 'person import', 'job create', 'job import', 'project create',
  'token create', 'db migrate', 'db restore', 'serve',
]);

/** The intent of a command, by its path below `recruit` (e.g. "person create") and options. */
export function databaseIntentOf(commandPath: string, options: Record<string, unknown>): DatabaseIntent {
  if (CREATES.has(commandPath)) return 'create';
  if (commandPath === 'parser parse') return options['create'] === true ? 'create' : 'optional';
  return 'existing';
}
