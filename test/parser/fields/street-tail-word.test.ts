// A street or quarter named before its number, on a line of its own where no name is printed (a Turkish address in a
// narrow cell): no name. All streets, quarters and people are invented.
import { describe, it, expect } from 'vitest';
import { endsWithStreetWord } from '../../../src/parser/fields/street-tail-word.js';
import { extractName } from '../../../src/parser/fields/name.js';
import { docOf } from './helpers.js';

describe('a street word at the end of a line', () => {
  it.each([
    ['Lalezar Sok.', true], ['Akdere Mahallesi,', true], ['Karanfilli Caddesi', true], ['Yeşiltepe Mah.', true], ['Ayva Sokağı', true],
    ['Ayla Korkmazer', false], ['Tom Grove', false], ['Sokak', false], ['Anna Court', false],
  ])('%s → %s', (text, expected) => {
    expect(endsWithStreetWord(text)).toBe(expected);
  });

  it('reads no name from a street over its number where none is printed', () => {
    const rows = ['Lalezar Sok.', 'No: 58', '34710 Kadıköy/İstanbul', '+90 (212) 123 45 04', 'basvuru.kutusu@example.com.tr'];
    const r = extractName(docOf(...rows), { emails: ['basvuru.kutusu@example.com.tr'], familyFirst: false });
    expect([r.first, r.last]).toEqual(['', '']);
  });

  it('still reads the name printed above such a street', () => {
    const rows = ['Ayla Korkmazer', 'Lalezar Sok.', 'No: 58', '34710 Kadıköy/İstanbul', 'ayla.korkmazer@example.com.tr'];
    const r = extractName(docOf(...rows), { emails: ['ayla.korkmazer@example.com.tr'], familyFirst: false });
    expect([r.first, r.last]).toEqual(['Ayla', 'Korkmazer']);
  });
});
