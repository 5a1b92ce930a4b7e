// A phone label and the number's "+" with no space between ("Phone+44 7700 900773"): a web template's label and number in
// two elements that touch, or a text layer that lost the gap. Before, the letter before the "+" kept the number from being
// read at all. And two years parted by a space alone ("2014 2017", a period without its dash) are no phone. Invented
// numbers.
import { describe, it, expect } from 'vitest';
import type { CountryCode } from 'libphonenumber-js';
import { extractPhones } from '../../../src/parser/fields/phone.js';
import { docOf } from './helpers.js';

const phones = (country: CountryCode, ...rows: string[]): string[] => extractPhones(docOf(...rows), { country }).value;

describe('a phone label glued to the number\'s +', () => {
  it.each<[CountryCode, string, string]>([
    ['GB', 'Phone+44 7700 900773', '+44 7700 900773'],
    ['DE', 'Tel+49 30 5550123', '+49 30 5550123'],
    ['HU', 'Mobil+36 20 555 0101', '+36 20 555 0101'],
  ])('%s %s', (country, line, want) => expect(phones(country, 'Email⇥mira@example.org'.replace('⇥', '\t'), line)).toEqual([want]));

  it.each([
    'Note A+ 2019 - 2021', // a grade before a period
    'Microphone+12345678', // a word that only ends in a label's letters
    'ABC+12345678',
  ])('not after any other word: %s', (line) => expect(phones('GB', 'mira@example.org', line)).toEqual([]));
});

describe('two years parted by a space alone', () => {
  it('are a period printed without its dash, no phone', () => {
    expect(phones('HU', 'mira@example.hu', '+36 20 555 0101', 'Kisvárkonyi Egyetem', '2014 2017')).toEqual(['+36 20 555 0101']);
  });

  it('under a phone label they are still a number', () => {
    expect(phones('DK', 'mira@example.dk', 'Tel. 2014 2017')).toEqual(['+45 20 14 20 17']);
  });
});
