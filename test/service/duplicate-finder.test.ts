// The duplicate finder's pure parts (issue 12 §6): edit distance, name similarity, the
// blocks and the noisy-or score, each table-driven.
import { describe, expect, it } from 'vitest';
import { createDuplicateFinder, editDistance, isSimilarName } from '../../src/service/duplicate-finder.js';
import type { DuplicateScanRow } from '../../src/store/index.js';

const row = (id: number, fields: Partial<DuplicateScanRow>): DuplicateScanRow => ({
  id, first: `Given${id}`, last: `Family${id}`, emails: ['', ''], phones: ['', ''], city: '', birth_date: null, ...fields,
});

function find(rows: DuplicateScanRow[], minScore = 0, limit = 100) {
  const finder = createDuplicateFinder();
  rows.forEach((r) => finder.add(r));
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
  it('scores each reason, combines reasons as independent evidence and sorts best first', () => {
    const pairs = find([
      row(1, { emails: ['a@example.com', ''], phones: ['+36 1 234 5678', ''] }),
      row(2, { emails: ['', 'a@example.com'], phones: ['', '+3612345678'] }),
      row(3, { first: 'Béla', last: 'Szabó', birth_date: '1985-03-04' }),
      row(4, { first: 'SZABO', last: 'bela', birth_date: '1985-03-04' }),
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
    expect(find([row(1, { emails: ['a@example.com', ''] }), row(2, { emails: ['a@example.com', ''] })], 71)).toEqual([]);
  });

  it('needs a shared city for names alone, and ignores empty values and short phone numbers', () => {
    expect(find([
      row(1, { first: 'Anna', last: 'Kovács', city: 'Pécs' }),
      row(2, { first: 'Anna', last: 'Kovács', city: 'Szeged' }),
      row(3, { first: 'Anna', last: 'Kovács' }),
      row(4, { phones: ['12', ''] }),
      row(5, { phones: ['12', ''] }),
    ])).toEqual([]);
  });

  it('an e-mail shared by more than 20 people is no evidence (a shared mailbox)', () => {
    const many = Array.from({ length: 21 }, (_, i) => row(i + 1, { emails: ['jobs@example.com', ''] }));
    expect(find(many)).toEqual([]);
    expect(find(many.slice(0, 3)).map((p) => p.ids)).toEqual([[1, 2], [1, 3], [2, 3]]);
  });

  it('keeps at most `limit` pairs', () => {
    const rows = Array.from({ length: 6 }, (_, i) => row(i + 1, { emails: [`p${Math.floor(i / 2)}@example.com`, ''] }));
    expect(find(rows, 0, 2).map((p) => p.ids)).toEqual([[1, 2], [3, 4]]);
  });
});
