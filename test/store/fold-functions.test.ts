// The SQL fold functions of a connection (src/store/sqlite/fold-functions.ts) remember recent
// answers for the city keys: a remembered answer must be the fold's answer, for every value, also
// after the memo filled up and started again. Invented city names only.
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../src/store/sqlite/database.js';
import { memoised } from '../../src/store/sqlite/fold-functions.js';
import { foldKey, spelledOutKey } from '../../src/domain/search-fold.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const CITIES = ['Brokvale', 'Übelholm', 'Fjørvangen', 'Åsgrend', 'Łąkowice-Dolne', 'Новоградск', "Quill's End", '', 'Lower  Brokvale', 'Mu\u0308hlbrokk'];

describe('fold functions', () => {
  it('memoised gives the fold\'s answer on first and repeated calls, null answers included, past its limit', () => {
    let calls = 0;
    const other = memoised((value: string) => {
      calls++;
      return spelledOutKey(value) ?? null;
    });
    for (const city of CITIES) expect(other(city)).toBe(spelledOutKey(city) ?? null);
    const first = calls;
    for (const city of CITIES) expect(other(city)).toBe(spelledOutKey(city) ?? null);
    expect(calls).toBe(first); // answered from the memo, "no other spelling" (null) too
    // Far more distinct values than it keeps: answers stay right while it starts again.
    const key = memoised(foldKey);
    for (let i = 0; i < 25_000; i++) {
      const city = `${CITIES[i % CITIES.length]} ${i % 12_000}`;
      expect(key(city)).toBe(foldKey(city));
    }
    const long = `Ünter${'x'.repeat(200)}`;
    expect(key(long)).toBe(foldKey(long));
  });

  it('the SQL functions give the folds\' keys, repeated calls included', () => {
    const dir = mkdtempSync(join(tmpdir(), 'recruit-fold-'));
    dirs.push(dir);
    const db = openDatabase(join(dir, 'r.sqlite'));
    const keys = db.prepare('SELECT recruit_fold_key(?) AS key, recruit_fold_key_other(?) AS other');
    for (let round = 0; round < 2; round++) {
      for (const city of CITIES) expect(keys.get(city, city)).toEqual({ key: foldKey(city), other: spelledOutKey(city) ?? null });
    }
    expect(keys.get(null, null)).toEqual({ key: '', other: null });
    db.close();
  });
});
