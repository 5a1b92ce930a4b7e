// LinkedIn's export wraps a profile link in its narrow column: the tail of the link, an id of digits and letters, stands
// alone before "(LinkedIn)" and is no phone (site-labels.ts). Every value is invented.
import { describe, it, expect } from 'vitest';
import type { CountryCode } from 'libphonenumber-js';
import { extractPhones } from '../../../src/parser/fields/phone.js';
import { endsWithSiteKind } from '../../../src/parser/fields/site-labels.js';
import { docOf } from './helpers.js';
import { expectLinearTime } from '../../helpers/linear-time.js';

const phones = (country: CountryCode, ...rows: string[]): string[] => extractPhones(docOf(...rows), { country }).value;

describe('a profile link\'s tail before its site\'s kind', () => {
  it.each<[string, CountryCode, string[]]>([
    ['digits alone (a Hungarian CV)', 'HU', ['www.linkedin.com/in/quorbit-zanthic-', '58204913 (LinkedIn)']],
    ['digits glued to a letter (a German CV)', 'DE', ['www.linkedin.com/in/quorbit-zanthic-', '0718264e (LinkedIn)']],
    ['a portfolio', 'GB', ['quorbit.example.org/work/', '07700913 (Portfolio)']],
  ])('%s is no phone', (_, country, rows) => {
    expect(phones(country, 'quorbit@example.org', ...rows)).toEqual([]);
  });

  it('keeps the person\'s number beside it', () => {
    expect(phones('DE', 'quorbit@example.org', '+49 170 5550182', 'www.linkedin.com/in/quorbit-', '0718264e (LinkedIn)')).toEqual(['+49 170 5550182']);
  });

  it.each<[string, boolean]>([
    ['e (LinkedIn)', true], [' (Portfolio)', true], ['(Company)', true],
    [' (mobile)', false], [' (LinkedIn) and more', false], ['x y (LinkedIn)', false], ['', false], [' (', false],
  ])('endsWithSiteKind(%j) is %s', (after, want) => expect(endsWithSiteKind(after)).toBe(want));

  it('reads a long run of brackets in linear time', () => {
    expectLinearTime((scale) => { endsWithSiteKind(`${'('.repeat(5_000 * scale)}${' '.repeat(12_500 * scale)})`); }, { what: 'brackets' });
  });
});
