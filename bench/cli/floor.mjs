// The floor for `recruit job list --json`: the least a Node program can do to print the
// same bytes — load better-sqlite3, open the database, select the listed jobs (open, inside
// their dates, on the api_web channel; DESIGN.md §3), decode their JSON columns,
// JSON.stringify them pretty and write them out. No CLI, no service, no checks. It is an
// ES module like recruit, and takes the shortcuts recruit takes (src/store/sqlite/better-sqlite.ts:
// require rather than import, and the nativeBinding option), so it stays a floor.
//
//   node bench/cli/floor.mjs DB
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const Database = require('better-sqlite3');
const nativeBinding = require.resolve('better-sqlite3/build/Release/better_sqlite3.node');
const db = new Database(process.argv[2], { fileMustExist: true, nativeBinding });
const rows = db.prepare(`
  SELECT * FROM jobs
  WHERE status = 'open'
    AND (date_from IS NULL OR date_from <= date('now'))
    AND (date_till IS NULL OR date('now') <= date_till)
    AND EXISTS (SELECT 1 FROM json_each(jobs.channels) WHERE value = 'api_web')
  ORDER BY id`).all();
for (const row of rows) {
  for (const column of ['category', 'language', 'regio', 'position_data', 'channels']) row[column] = JSON.parse(row[column]);
}
process.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
