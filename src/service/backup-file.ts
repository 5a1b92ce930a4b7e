// The portable backup file (`recruit db backup --portable`, `recruit db restore`): gzipped
// NDJSON, written and read as a stream (one document's bytes in memory at a time).
//   line 1   {"format":"recruit-backup","version":1,"schema_version":N,"store":"sqlite","created":"…"}
//   rows     {"table":"people","row":{…}}          bytes as {"$bytes":"<base64>"}
//   last     {"sequences":{…},"end":true,"rows":{"people":3,…}}
// The last line's counts let a restore tell a complete file from a cut one before it commits.
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { ValidationError } from '../domain/errors.js';
import type { AuditStamp, Store } from '../store/index.js';
import { isDumpedTable, type DumpEvent, type LoadReport, type TableRow } from '../store/table-dump.js';

export const BACKUP_FORMAT = 'recruit-backup';
export const BACKUP_FORMAT_VERSION = 1;

export interface PortableBackupReport {
  file: string;
  format: typeof BACKUP_FORMAT;
  schema_version: number;
  rows: Record<string, number>;
}

function encodeRow(row: TableRow): TableRow {
  const out: TableRow = {};
  for (const [key, value] of Object.entries(row)) out[key] = value instanceof Uint8Array ? { $bytes: Buffer.from(value).toString('base64') } : value;
  return out;
}

function decodeRow(row: TableRow): TableRow {
  for (const [key, value] of Object.entries(row)) {
    if (value !== null && typeof value === 'object' && typeof (value as { $bytes?: unknown }).$bytes === 'string') {
      row[key] = Buffer.from((value as { $bytes: string }).$bytes, 'base64');
    }
  }
  return row;
}

/** Writes the store's snapshot to `destination` (via a `.partial` file renamed at the end). */
export async function writePortableBackup(store: Store, destination: string, stamp: AuditStamp, now: string): Promise<PortableBackupReport> {
  const partial = `${destination}.partial`;
  const gzip = createGzip();
  const done = pipeline(gzip, createWriteStream(partial, { mode: 0o600 }));
  const write = async (value: unknown) => {
    if (!gzip.write(`${JSON.stringify(value)}\n`)) await Promise.race([once(gzip, 'drain'), done]);
  };
  const rows: Record<string, number> = {};
  let schemaVersion = 0;
  try {
    await store.admin.dumpTables(async (event) => {
      if (event.kind === 'header') {
        schemaVersion = event.schemaVersion;
        await write({ format: BACKUP_FORMAT, version: BACKUP_FORMAT_VERSION, schema_version: event.schemaVersion, store: event.store, created: now });
      } else if (event.kind === 'row') {
        rows[event.table] = (rows[event.table] ?? 0) + 1;
        await write({ table: event.table, row: encodeRow(event.row) });
      } else {
        await write({ sequences: event.values, end: true, rows });
      }
    }, stamp);
    gzip.end();
    await done;
    await rename(partial, destination);
  } catch (error) {
    gzip.destroy();
    await done.catch(() => undefined);
    await rm(partial, { force: true });
    throw error;
  }
  return { file: destination, format: BACKUP_FORMAT, schema_version: schemaVersion, rows };
}

const notABackup = (file: string, why: string) =>
  new ValidationError(`${file} is not a recruit backup (${why})`, [], 'make one with `recruit db backup --portable FILE`');

/** The file's events, checked as they are read: a header first, rows of known tables, and a closing line whose counts match. */
async function* readBackup(file: string): AsyncGenerator<DumpEvent> {
  const input = createReadStream(file).pipe(createGunzip());
  const lines = createInterface({ input, crlfDelay: Infinity });
  const counts: Record<string, number> = {};
  let lineNo = 0;
  try {
    for await (const line of lines) {
      lineNo++;
      let value: Record<string, unknown>;
      try {
        value = JSON.parse(line) as Record<string, unknown>;
      } catch {
        throw notABackup(file, `line ${lineNo} is not JSON`);
      }
      if (lineNo === 1) {
        if (value['format'] !== BACKUP_FORMAT) throw notABackup(file, 'no recruit-backup header');
        if (value['version'] !== BACKUP_FORMAT_VERSION) {
          const version = String(value['version']);
          throw new ValidationError(`${file} is a recruit backup of format version ${version}; this recruit reads version ${BACKUP_FORMAT_VERSION}`);
        }
        yield { kind: 'header', schemaVersion: Number(value['schema_version']), store: value['store'] === 'postgres' ? 'postgres' : 'sqlite' };
      } else if (typeof value['table'] === 'string') {
        if (!isDumpedTable(value['table'])) throw notABackup(file, `line ${lineNo} names an unknown table "${value['table']}"`);
        counts[value['table']] = (counts[value['table']] ?? 0) + 1;
        yield { kind: 'row', table: value['table'], row: decodeRow(value['row'] as TableRow) };
      } else if (value['end'] === true) {
        const expected = JSON.stringify(Object.entries(value['rows'] as Record<string, number>).sort());
        if (expected !== JSON.stringify(Object.entries(counts).sort())) throw notABackup(file, 'its row counts do not match its closing line');
        yield { kind: 'sequences', values: value['sequences'] as Record<string, number> };
        return;
      } else {
        throw notABackup(file, `line ${lineNo} is neither a row nor the closing line`);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'Z_DATA_ERROR' || code === 'Z_BUF_ERROR') throw notABackup(file, 'not gzip, or cut short');
    if (code === 'ENOENT') throw new ValidationError(`${file} does not exist`);
    throw error;
  } finally {
    input.destroy();
  }
}

/** Loads a portable backup into the store (all or nothing); no audit rows are written for it. */
export function restorePortableBackup(store: Store, file: string, replace: boolean): Promise<LoadReport> {
  return store.admin.loadTables(readBackup(file), { replace });
}
