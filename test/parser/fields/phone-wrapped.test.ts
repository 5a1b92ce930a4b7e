// A phone number whose last digit group a narrow column wrapped onto a line of its own.
import { describe, expect, it } from 'vitest';
import type { CountryCode } from 'libphonenumber-js';
import { extractPhones } from '../../../src/parser/fields/phone.js';
import { withWrappedGroup } from '../../../src/parser/fields/phone-wrapped.js';
import { docOf } from './helpers.js';

const phones = (country: CountryCode, ...rows: string[]): string[] => extractPhones(docOf(...rows), { country }).value;

describe('a phone number wrapped in a narrow column', () => {
  it.each<[string, CountryCode, string[], string[]]>([
    ['international, the trunk prefix in brackets', 'DE', ['Ahornweg 31', '80999 Kellbach', 'I +49 (0)30 9876', '5412', 'mail@example.de'], ['+49 30 98765412']],
    ['international, no trunk prefix', 'GB', ['14 Quillon Row', '+44 20 7946', '0321', 'mail@example.co.uk'], ['+44 20 7946 0321']],
    ['a three-digit country code', 'PT', ['Rua das Acácias 19', '+351 912 345', '604', 'mail@example.pt'], ['+351 912 345 604']],
    ['national, as before', 'PL', ['tel. 601 234', '567', 'jan@example.pl'], ['+48 601 234 567']],
    // A whole number keeps the line below apart: a year, a postcode.
    ['a whole international number over a year', 'DE', ['+49 30 98765412', '2019', 'mail@example.de'], ['+49 30 98765412']],
    ['a whole national number over a postcode', 'FR', ['06 47 18 29 05', '44990', 'mail@example.fr'], ['+33 6 47 18 29 05']],
  ])('%s', (_, country, rows, want) => {
    expect(phones(country, ...rows)).toEqual(want);
  });
});

describe('withWrappedGroup', () => {
  it.each<[string, string, string | undefined]>([
    ['+49 (0)30 9876', '5412', '+49 (0)30 9876 5412'],
    ['Tel. 601 234', '567', 'Tel. 601 234 567'],
    // Counted after the +CC, the number is long enough to be whole: the group below is something else.
    ['+49 30 98765412', '2019', undefined],
    // With a +CC the two must read as a number.
    ['+44 20 7946', '12', undefined],
    ['Tel. 601 234', 'Kellbach', undefined],
  ])('%s ↵ %s', (segment, below, want) => {
    expect(withWrappedGroup(segment, below)).toBe(want);
  });
});
