// Code tables (DESIGN.md §5) and resolving user input to codes.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { codeBookFor, CODE_TABLES } from '../../src/domain/codes.js';
import { ValidationError } from '../../src/domain/errors.js';

const codes = codeBookFor(join(import.meta.dirname, '../../data'));

describe('code tables', () => {
  it('hold unique codes and keys in every table', () => {
    for (const name of CODE_TABLES) {
      const table = codes.tables[name];
      expect(table.length, name).toBeGreaterThan(0);
      expect(new Set(table.map((e) => e.code)).size, name).toBe(table.length);
      expect(new Set(table.map((e) => e.key.toLowerCase())).size, name).toBe(table.length);
    }
  });

  it('have the full ISO 3166-1 list, ISCED 0–8, ≥ 20 categories with keywords, §5 family states', () => {
    expect(codes.tables.country).toHaveLength(249);
    expect(codes.tables.preparation.map((e) => e.code)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(codes.tables.category.length).toBeGreaterThanOrEqual(20);
    expect(codes.tables.category.every((e) => Array.isArray(e['keywords']) && (e['keywords'] as unknown[]).length > 0)).toBe(true);
    expect(codes.tables.family_state.map((e) => [e.code, e.key])).toEqual([
      [1, 'single'], [2, 'married'], [3, 'divorced'], [4, 'widowed'], [5, 'partnership'],
    ]);
    const countriesWithRegions = new Set(codes.tables.state.map((e) => e['country']));
    for (const country of [348, 276, 40, 826, 840]) expect(countriesWithRegions.has(country), String(country)).toBe(true);
  });
});

describe('CodeBook.resolve', () => {
  it.each([
    ['country', '348', 348],
    ['country', 'HU', 348],
    ['country', 'hu', 348],
    ['country', 'HUN', 348],
    ['country', 'Hungary', 348],
    ['country', 276, 276],
    ['language', 'en', 1],
    ['family_state', 'married', 2],
  ] as const)('%s %j → %d', (table, input, expected) => {
    expect(codes.resolve(table, input)).toBe(expected);
  });

  it.each([
    ['country', 'XX'],
    ['country', '999'],
    ['category', 'astronaut-farming'],
  ] as const)('rejects %s %j with a hint', (table, input) => {
    const error = (() => {
      try {
        codes.resolve(table, input);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).hint).toContain(`recruit codes ${table}`);
  });

  it('gives the alpha-2 region of a country code for phone numbers', () => {
    expect(codes.countryAlpha2(276)).toBe('DE');
    expect(codes.countryAlpha2(null)).toBeUndefined();
  });
});
