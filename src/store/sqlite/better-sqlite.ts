// better-sqlite3, loaded the fast way: every CLI command opens the database, and start-up
// counts (DESIGN.md §7: `recruit job list` within 2.5× `node -e 0`).
// - require, not import: the package is CommonJS, and importing it from ESM first scans its
//   sources for named exports (cjs-module-lexer) we never use — ~4 ms of CPU per start.
// - nativeBinding: without it better-sqlite3 asks the `bindings` package to find the addon,
//   which probes a list of candidate paths; we name the file npm's build put in place.
import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

const require = createRequire(import.meta.url);

export const Database = require('better-sqlite3') as typeof BetterSqlite3;

const ADDON = 'better-sqlite3/build/Release/better_sqlite3.node';

/**
 * The compiled addon's path, for the `nativeBinding` option; undefined when it is not there
 * (a debug or otherwise relocated build), and better-sqlite3 then searches as it always does.
 */
export function addonPath(resolve: (request: string) => string = require.resolve): string | undefined {
  try {
    return resolve(ADDON);
  } catch {
    return undefined;
  }
}
