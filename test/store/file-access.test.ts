// How a database file this user may not write is opened (file-access.ts), decided from the
// file system: here with a probe that states the permissions, as the tests may run as root
// (who may write everything); test/cli/read-only-database.test.ts runs the real thing.
import { describe, expect, it } from 'vitest';
import { openModeFor, type FileProbe } from '../../src/store/sqlite/file-access.js';

interface Files {
  /** Paths that exist, with their sizes. */
  sizes: Record<string, number>;
  writable: string[];
  wal: boolean;
}

const probe = (files: Files): FileProbe => ({
  size: (path) => files.sizes[path],
  writable: (path) => files.writable.includes(path),
  isWal: () => files.wal,
});

const db = '/data/recruit.sqlite';

describe('openModeFor', () => {
  it.each<[string, Files, string]>([
    ['a file not there yet (it is created)', { sizes: {}, writable: ['/data'], wal: false }, 'read-write'],
    ['file and directory writable', { sizes: { [db]: 4096 }, writable: [db, '/data'], wal: true }, 'read-write'],
    ['the file read-only, the directory writable (SQLite makes the -shm)', { sizes: { [db]: 4096 }, writable: ['/data'], wal: true }, 'read-only'],
    ['the file writable, the directory not, not in WAL mode', { sizes: { [db]: 4096 }, writable: [db], wal: false }, 'read-only'],
    ['both read-only, WAL mode, -wal and -shm there',
      { sizes: { [db]: 4096, [`${db}-wal`]: 8192, [`${db}-shm`]: 32768 }, writable: [], wal: true }, 'read-only'],
    ['both read-only, WAL mode, no -wal or -shm', { sizes: { [db]: 4096 }, writable: [], wal: true }, 'snapshot'],
    ['both read-only, WAL mode, an empty -wal without -shm', { sizes: { [db]: 4096, [`${db}-wal`]: 0 }, writable: [], wal: true }, 'snapshot'],
    ['both read-only, WAL mode, commits in -wal without -shm', { sizes: { [db]: 4096, [`${db}-wal`]: 8192 }, writable: [], wal: true }, 'unreadable'],
  ])('%s → %s', (_case, files, mode) => {
    expect(openModeFor(db, probe(files))).toBe(mode);
  });
});
