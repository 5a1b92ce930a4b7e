// A number under a label that names something else (a reference, a customer, tax or staff number) or inside an IBAN is
// no phone, whatever its digits look like; a phone under a label of its own, or with its +CC, still is. All numbers
// and labels' values are invented.
import { describe, it, expect } from 'vitest';
import type { CountryCode } from 'libphonenumber-js';
import { extractPhones, isInsideIban, labelledAsOther } from '../../../src/parser/fields/phone.js';
import { docOf } from './helpers.js';

const phones = (country: CountryCode, ...rows: string[]): string[] => extractPhones(docOf(...rows), { country }).value;

describe('numbers under another label are no phones', () => {
  it.each<[string, CountryCode, string]>([
    ['a German reference code', 'DE', 'Kennziffer: 2031-0457-66'],
    ['a German tax number written as one word', 'DE', 'Steuernummer: 217/604/33918'],
    ['a Dutch customer number', 'NL', 'Klantnummer: 4172 638 905'],
    ['a Hungarian customer number', 'HU', 'Ügyfélszám: 340 612 8097'],
    ['a Polish card number', 'PL', 'Numer legitymacji: 334 618 4097'],
    ['an English job reference shaped like a US number', 'GB', 'Job reference: 415 662 7301'],
    ['a French reference', 'FR', 'Référence annonce : 0472 118 560'],
    ['a customer number without its colon', 'DE', 'Kundennummer 0457 118 229'],
    ['an English customer number without its colon', 'GB', 'Customer no. 0207 946 0321'],
  ])('%s', (_, country, line) => {
    expect(phones(country, 'mira@example.org', line)).toEqual([]);
  });

  it.each<[CountryCode, string]>([
    ['NL', 'IBAN: NL27 QXRT 0613 5528 9041 17'],
    ['DE', 'IBAN: DE61 5017 2231 0048 6692 05'],
    ['GB', 'IBAN: GB08 BVKM 4022 7135 6690 81'],
  ])('an IBAN (%s)', (country, line) => {
    expect(phones(country, 'mira@example.org', line)).toEqual([]);
  });

  // isInsideIban looks for a country code's two characters and two digits before its pattern, and must agree with it.
  const ibanBefore = /(?:^|[^\p{L}\d])\p{Lu}{2}\d{2}(?:\s?[\p{Lu}\d]{4})*\s?$/u;
  it.each([
    'DE61 ', 'NL27 QXRT ', 'Bankrekening • NL27 QXRT 0613 ', 'GB08BVKM4022', 'xDE61 ', 'DE6 ', 'D61 ', '+49 ', 'Tel: ', '',
    'Konto: AT48 3200 0000 1234 ', 'de61 ', 'ÄÖ12 ', '\u{1d400}\u{1d401}12 ', 'A\u{1d401}12 3456', 'DE 61 ', 'DE61  ',
  ])('an IBAN before the number: %j', (before) => expect(isInsideIban(before)).toBe(ibanBefore.test(before)));

  it('keeps the phone above a customer number, and only it', () => {
    expect(phones('DE', 'mira@example.org', 'Telefon: 0151 2345 6017', 'Kundennummer: 0457 118 2290')).toEqual(['+49 1512 3456017']);
  });
});

describe('phones under their own labels stay phones', () => {
  it.each<[string, CountryCode, string, string]>([
    ['a compound phone label', 'DE', 'Telefonnummer: 030 9081 7263', '+49 30 90817263'],
    ['an accented short label', 'FR', 'Tél. : 04 72 00 54 68', '+33 4 72 00 54 68'],
    ['a Hungarian contact label', 'HU', 'Elérhetőség: 06 30 123 4567', '+36 30 123 4567'],
    ['a Dutch mobile label', 'NL', 'Mobiel: 06 4809 1736', '+31 6 48091736'],
    ['a label no list holds, with the country code', 'DE', 'WhatsApp: +49 151 2345 6017', '+49 1512 3456017'],
    ['a number word alone', 'NL', 'Nummer: 06 4809 1736', '+31 6 48091736'],
  ])('%s', (_, country, line, want) => {
    expect(phones(country, 'mira@example.org', line)).toEqual([want]);
  });
  // A label that says which phone it is, not what else the number is, however few lists hold it.
  it.each<[CountryCode, string]>([
    ['GB', 'Private: 07700 900987'], ['GB', 'Direct: 020 7946 0321'], ['NL', 'Prive: 06 12345678'],
    ['FR', 'Perso : 06 12 34 56 78'], ['ES', 'Particular: 912 345 678'], ['GB', 'Daytime: 020 7946 0321'],
    ['GB', 'Evening: 020 7946 0321'], ['US', 'Primary: (415) 555-0132'],
  ])('a label naming the kind of phone (%s %s)', (country, line) => {
    expect(phones(country, 'mira@example.org', line)).toHaveLength(1);
  });
});

describe('labelledAsOther', () => {
  it('is the label right before the number, a phone label, number word or second line aside', () => {
    expect(labelledAsOther('Kundennummer: ')).toBe(true);
    expect(labelledAsOther('mira@example.org | Referentie: ')).toBe(true);
    expect(labelledAsOther('USt-IdNr.: DE ')).toBe(true);
    expect(labelledAsOther('Mobil: ')).toBe(false);
    expect(labelledAsOther('Festnetz: ')).toBe(false);
    expect(labelledAsOther('Nr.: ')).toBe(false);
    expect(labelledAsOther('Private: ')).toBe(false);
    // Without a colon the label must end on its number word: other words before a number may be a street.
    expect(labelledAsOther('Kundennummer ')).toBe(true);
    expect(labelledAsOther('Telefonnummer ')).toBe(false);
    expect(labelledAsOther('Kundennummer bei Anfrage ')).toBe(false);
    expect(labelledAsOther('Codice cliente: ')).toBe(true);
    // No label right before the number: the words before it are a street or a sentence.
    expect(labelledAsOther('Referentie: zie bijlage, ')).toBe(false);
    expect(labelledAsOther('')).toBe(false);
  });
});
