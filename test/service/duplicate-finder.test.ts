// The duplicate finder: edit distance and name similarity as pure functions;
// the blocks, their limits, folding and the noisy-or score over a real SQLite store (the
// store groups the people, the finder pairs and scores them).
import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDuplicateFinder, DUPLICATE_BLOCK_LIMITS, editDistance, isSimilarName } from '../../src/service/duplicate-finder.js';
import { openSqliteStore } from '../../src/store/index.js';
import type { PersonFields } from '../../src/domain/person.js';

interface Row {
  id: number;
  first?: string;
  last?: string;
  emails?: [string, string];
  phones?: [string, string];
  city?: string;
  birth_date?: string | null;
}
const row = (id: number, fields: Omit<Row, 'id'>): Row => ({ id, ...fields });

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/** The people stored (ids 1…n in order), grouped by the store, paired and scored by the finder. */
async function find(rows: Row[], minScore = 0, limit = 100) {
  const dir = mkdtempSync(join(tmpdir(), 'recruit-dups-'));
  dirs.push(dir);
  const store = openSqliteStore(join(dir, 'db.sqlite'));
  for (const r of rows) {
    const fields: PersonFields = {
      first: r.first ?? `Given${r.id}`, last: r.last ?? `Family${r.id}`, email: r.emails?.[0] ?? '', email2: r.emails?.[1] ?? '',
      phone_mobile: r.phones?.[0] ?? '', phone_land: r.phones?.[1] ?? '', city: r.city ?? '', birth_date: r.birth_date ?? null,
    };
    expect(await store.people.create(fields, '2026-11-22 10:00:00')).toBe(r.id);
  }
  const finder = createDuplicateFinder();
  await store.duplicates.blocks(DUPLICATE_BLOCK_LIMITS, (block) => finder.add(block));
  await store.close();
  return finder.result(minScore, limit);
}

describe('editDistance', () => {
  it.each([
    ['', '', 2, 0],
    ['anna', 'anna', 1, 0],
    ['anna', 'ana', 1, 1],
    ['kovacs', 'kovach', 2, 1],
    ['peter', 'petra', 2, 2],
    ['abc', 'xyz', 1, 2], // gives up: max + 1
    ['a', 'abcdef', 2, 3],
  ])('%s → %s (max %i) = %i', (a, b, max, expected) => {
    expect(editDistance(a, b, max)).toBe(expected);
  });
});

describe('isSimilarName', () => {
  it.each([
    ['anna', 'ana', true],
    ['anna', 'anna', true],
    ['peter', 'petra', false],
    ['katalin', 'katalyn', true],
    ['krisztina', 'kristina', true],
    ['bela', 'bea', true],
    ['', 'anna', false],
    ['elemer', 'zoltan', false],
  ])('%s ~ %s: %s', (a, b, expected) => {
    expect(isSimilarName(a, b)).toBe(expected);
  });
});

describe('createDuplicateFinder', () => {
  it('scores each reason, combines reasons as independent evidence and sorts best first', async () => {
    const pairs = await find([
      row(1, { emails: ['a@example.com', ''], phones: ['+36 1 234 5678', ''] }),
      row(2, { emails: ['', 'a@example.com'], phones: ['', '+3612345678'] }),
      row(3, { first: 'Béla', last: 'Vártó', birth_date: '1985-03-04' }),
      row(4, { first: 'VARTO', last: 'bela', birth_date: '1985-03-04' }),
      row(5, { first: 'Anna', last: 'Kovács', city: 'Pécs' }),
      row(6, { first: 'Ana', last: 'Kovacs', city: 'PECS' }),
      row(7, { first: 'Éva', last: 'Tóth', city: 'Győr', birth_date: '1970-01-01' }),
      row(8, { first: 'Eva', last: 'Toth', city: 'gyor', birth_date: '1970-01-01' }),
    ]);
    expect(pairs).toEqual([
      { ids: [1, 2], score: 85, reasons: ['same_email', 'same_phone'] },
      { ids: [7, 8], score: 74, reasons: ['same_name_birth_date', 'similar_name_same_city'] },
      { ids: [3, 4], score: 60, reasons: ['same_name_birth_date'] },
      { ids: [5, 6], score: 25, reasons: ['similar_name_same_city'] },
    ]);
    expect(await find([row(1, { emails: ['a@example.com', ''] }), row(2, { emails: ['', 'a@example.com'] })], 71)).toEqual([]);
  });

  it('needs a shared city for names alone, and ignores empty values and short phone numbers', async () => {
    expect(await find([
      row(1, { first: 'Anna', last: 'Kovács', city: 'Pécs' }),
      row(2, { first: 'Anna', last: 'Kovács', city: 'Szeged' }),
      row(3, { first: 'Anna', last: 'Kovács' }),
      row(4, { phones: ['12', ''] }),
      row(5, { phones: ['12', ''] }),
    ])).toEqual([]);
  });

  it('an e-mail shared by more than 6 people is no evidence (a shared mailbox)', async () => {
    const many = Array.from({ length: 7 }, (_, i) => row(i + 1, { emails: ['', 'jobs@example.com'] }));
    expect(await find(many)).toEqual([]);
    expect(await find(many.slice(0, 6))).toHaveLength(15);
    expect((await find(many.slice(0, 3))).map((p) => p.ids)).toEqual([[1, 2], [1, 3], [2, 3]]);
  });

  it('the same name in one city counts 35, a similar one 25, and more than 8 namesakes in a city nothing', async () => {
    const same = (n: number) => Array.from({ length: n }, (_, i) => row(i + 1, { first: 'Anna', last: 'Nagy', city: 'Budapest' }));
    const eight = await find(same(8));
    expect(eight).toHaveLength(28);
    expect(eight.every((p) => p.score === 35)).toBe(true);
    expect(await find(same(9))).toEqual([]);
    expect(await find([row(1, { first: 'Anna', last: 'Nagy', city: 'Eger' }), row(2, { first: 'Nagy', last: 'Anna', city: 'EGER' })]))
      .toEqual([{ ids: [1, 2], score: 35, reasons: ['similar_name_same_city'] }]);
  });

  it('keeps at most `limit` pairs', async () => {
    const rows = Array.from({ length: 6 }, (_, i) => row(i + 1, { emails: ['', `p${Math.floor(i / 2)}@example.com`] }));
    expect((await find(rows, 0, 2)).map((p) => p.ids)).toEqual([[1, 2], [3, 4]]);
  });
});
