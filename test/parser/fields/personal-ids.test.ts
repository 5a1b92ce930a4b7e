// National ID and tax numbers printed beside the phone in a personal block: none of them is a phone,
// and the real number next to them is still found. All numbers are invented.
import { describe, it, expect } from 'vitest';
import type { CountryCode } from 'libphonenumber-js';
import { extractPhones } from '../../../src/parser/fields/phone.js';
import { docOf } from './helpers.js';

const phones = (country: CountryCode, ...rows: string[]): string[] => extractPhones(docOf(...rows), { country }).value;

describe('ID numbers are no phones', () => {
  it.each<[string, CountryCode, string]>([
    ['Dutch citizen number', 'NL', 'BSN: 281734465'],
    ['Italian VAT number', 'IT', 'Partita IVA: 60375808098'],
    ['Hungarian social security number', 'HU', 'TAJ szám: 318 604 927'],
    ['Hungarian tax number', 'HU', 'Adóazonosító jel: 8471903625'],
    ['Portuguese tax number', 'PT', 'NIF: 276 913 048'],
    ['French social security number', 'FR', 'N° de sécurité sociale : 2 90 03 75 318 604 27'],
    ['German tax ID', 'DE', 'Steuer-ID: 47 902 318 645'],
    ['Polish PESEL', 'PL', 'PESEL: 90031574028'],
  ])('%s', (_, country, line) => {
    expect(phones(country, 'mira@example.org', line)).toEqual([]);
  });

  it('keeps the phone printed above the ID line', () => {
    expect(phones('NL', 'mira@example.org', '+31 6 4809 1736', 'BSN: 281734465')).toEqual(['+31 6 48091736']);
  });

  it('an unlabelled number of the same shape is still a phone', () => {
    expect(phones('NL', 'mira@example.org', 'Tel: 020 480 9173')).toEqual(['+31 20 480 9173']);
  });
});
