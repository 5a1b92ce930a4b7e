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
    ['Hungarian social security number', 'HU', 'TAJ szám: 123 456 789'],
    ['Hungarian tax number', 'HU', 'Adóazonosító jel: 8412345678'],
    ['Portuguese tax number', 'PT', 'NIF: 212 345 678'],
    ['French social security number', 'FR', 'N° de sécurité sociale : 2 90 03 75 123 456 78'],
    ['German tax ID', 'DE', 'Steuer-ID: 12 345 678 901'],
    ['Polish PESEL', 'PL', 'PESEL: 90031512345'],
  ])('%s', (_, country, line) => {
    expect(phones(country, 'mira@example.org', line)).toEqual([]);
  });

  it('keeps the phone printed above the ID line', () => {
    expect(phones('NL', 'mira@example.org', '+31 6 1234 5678', 'BSN: 281734465')).toEqual(['+31 6 12345678']);
  });

  it('an unlabelled number of the same shape is still a phone', () => {
    expect(phones('NL', 'mira@example.org', 'Tel: 020 123 4567')).toEqual(['+31 20 123 4567']);
  });
});
