// The country guess with the address's evidence (src/parser/fields/locale.ts countryFromAddress, the order of the steps in
// src/parser/fields/index.ts): a postcode shape only one country writes, or the country named after the town, reaches the
// guess before the phone is read. Invented people, streets, towns and numbers.
import { describe, it, expect } from 'vitest';
import { fileURLToPath } from 'node:url';
import { countryFromAddress, detectLocale } from '../../../src/parser/fields/locale.js';
import { extractFields, loadVocabulary } from '../../../src/parser/fields/index.js';
import { linesOf } from './helpers.js';

const vocabulary = loadVocabulary(fileURLToPath(new URL('../../../data', import.meta.url)));
const content = (...rows: string[]) => { const lines = linesOf(...rows); return { text: lines.map((l) => l.text).join('\n'), lines }; };

describe('countryFromAddress', () => {
  it.each<[{ zip?: string; country?: string }, string | undefined]>([
    [{ zip: '61-758' }, 'PL'], [{ zip: '4000-322' }, 'PT'], [{ zip: '18035-060' }, 'BR'], [{ zip: '5611 EM' }, 'NL'], [{ zip: '5611EM' }, 'NL'],
    [{ zip: 'LS2 8JS' }, 'GB'], [{ zip: '43215-0042' }, 'US'],
    // Four and five digits are written by many countries: no guess.
    [{ zip: '80331' }, undefined], [{ zip: '6720' }, undefined], [{}, undefined],
    // A country named on the address's line wins over the shape.
    [{ zip: '6720', country: 'Hungary' }, 'HU'], [{ country: 'Polska' }, 'PL'],
  ])('%j → %s', (address, want) => expect(countryFromAddress(address)).toBe(want));
});

describe('detectLocale with the address read', () => {
  it('the address\'s country votes like a postcode shape in the text', () => {
    const text = 'Mira Example\nData Analyst\nmira@example.com\nExperience\nAnalyst at Example Ltd, 2019 – 2023';
    expect(detectLocale(text, { language: 'en' }).country).toBe('US');
    const hinted = detectLocale(text, { language: 'en', addressCountry: 'PL' });
    expect(hinted.country).toBe('PL');
    expect(hinted.countryFromText).toBe(true);
    expect(hinted.evidence).toContain('address-country:PL');
  });

  it('keeps the language it is given', () => {
    expect(detectLocale('Mira Example\nData Analyst', { language: 'pl' }).language).toBe('pl');
  });

  it('an ID number of one run of digits that starts with 00 is no international call', () => {
    expect(detectLocale('Mira Example\nPESEL: 00187918705\nmira@example.pl').countryFromPhone).toBe(false);
    // Written in groups, the "00" form is still a country code.
    expect(detectLocale('Mira Example\nTel. 0048 601 234 433').country).toBe('PL');
  });
});

describe('the phone read in the country of the address', () => {
  it('a national number in an English CV whose address is Polish', () => {
    const f = extractFields(content('22|Tomasz Example', '10|Project Manager',
      '10|ul. Lipowa 36/1, 80-827 Borówki · 601 234 433 · tomasz.example@example.com', '10|Experience',
      '10|2019 – 2023 Project Manager, Example Logistics Ltd', '10|Led a team of twelve and cut picking errors by a third.',
      '10|Skills', '10|Planning, SQL, Python'), vocabulary);
    expect(f.phone).toEqual(['+48 601 234 433']);
    expect(f.address).toEqual({ street: 'ul. Lipowa 36/1', city: 'Borówki', zip: '80-827' });
  });
});

describe('a national number of the address\'s country, where the e-mail\'s domain names another', () => {
  it('an Indian address (six digits after the town) and a .co.uk e-mail: the number is read as Indian', () => {
    const f = extractFields(content('22|Meera Example', '10|Data Analyst',
      '10|Flat No. 4B, Example Towers, Banyan Street, Chennai 600041', '10|09955 500123 · meera.example@example.co.uk', '10|Experience',
      '10|2019 – 2023 Data Analyst, Example Logistics Ltd', '10|Skills', '10|Planning, SQL, Python'), vocabulary);
    expect(f.phone).toEqual(['+91 99555 00123']);
    expect(f.address).toMatchObject({ city: 'Chennai', zip: '600041' });
  });
  it('a number valid in the chosen country stays that country\'s', () => {
    const f = extractFields(content('22|Meera Example', '10|Data Analyst',
      '10|Flat No. 4B, Example Towers, Banyan Street, Chennai 600041', '10|020 7946 0123 · meera.example@example.co.uk', '10|Experience',
      '10|2019 – 2023 Data Analyst, Example Logistics Ltd'), vocabulary);
    expect(f.phone).toEqual(['+44 20 7946 0123']);
  });
});
