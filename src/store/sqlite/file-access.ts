// How to open a SQLite file this user may not write (a shared read-only copy, a mounted
// backup): opened read-write, SQLite falls back to reading, and the first statement that
// writes (our `journal_mode = WAL`) fails with "attempt to write a readonly database", so
// even `job list` broke. Writing needs the file AND its directory (the -wal and -shm files
// live beside it). A WAL-mode file can be read without writing only if its -wal and -shm
// files are there already, or can be created; otherwise SQLite would need the `immutable`
// URI parameter, which better-sqlite3 (built without URI filenames) cannot pass, so such a
// file is read from a copy in memory.
import { accessSync, closeSync, constants, openSync, readSync, statSync } from 'node:fs';
import { dirname } from 'node:path';

export type OpenMode =
  /** The usual connection. */
  | 'read-write'
  /** better-sqlite3's `readonly`: reads see the file (and its WAL) as it is; writes fail. */
  | 'read-only'
  /** A WAL file in a directory we cannot write, without its -shm: read from a copy in memory. */
  | 'snapshot'
  /** As 'snapshot', but the -wal file holds commits a copy of the main file would miss. */
  | 'unreadable';

export interface FileProbe {
  /** Size in bytes, or undefined when there is no such file. */
  size(path: string): number | undefined;
  writable(path: string): boolean;
  /** The header says WAL mode (file format bytes 18 and 19 are 2). */
  isWal(path: string): boolean;
}

export const fileProbe: FileProbe = {
  size: (path) => statSync(path, { throwIfNoEntry: false })?.size,
  writable(path) {
    try {
      accessSync(path, constants.W_OK);
      return true;
    } catch {
      return false;
    }
  },
  isWal(path) {
    const header = Buffer.alloc(20);
    let fd: number | undefined;
    try {
      fd = openSync(path, 'r');
      return readSync(fd, header, 0, 20, 0) === 20 && header[18] === 2 && header[19] === 2;
    } catch {
      return false;
    } finally {
      if (fd !== undefined) closeSync(fd);
    }
  },
};

/** How to open the database file at `path` for this user (a missing file is created: read-write). */
export function openModeFor(path: string, probe: FileProbe = fileProbe): OpenMode {
  if (probe.size(path) === undefined) return 'read-write';
  const directoryWritable = probe.writable(dirname(path));
  if (directoryWritable && probe.writable(path)) return 'read-write';
  if (directoryWritable || !probe.isWal(path)) return 'read-only';
  const wal = probe.size(`${path}-wal`);
  if (wal !== undefined && probe.size(`${path}-shm`) !== undefined) return 'read-only';
  return wal !== undefined && wal > 0 ? 'unreadable' : 'snapshot';
}
