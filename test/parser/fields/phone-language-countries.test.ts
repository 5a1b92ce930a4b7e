// National numbers of the other countries of a CV's language, in a CV whose country is only the language's guess: the
// number is found, with its +CC when one country alone reads it as printed, else as printed. Invented people and numbers
// (the UK's 07700 900xxx and 020 7946 0xxx, Australia's 0491 570 xxx and the US 555-01xx are kept for fiction).
import { describe, it, expect } from 'vitest';
import { fileURLToPath } from 'node:url';
import type { CountryCode } from 'libphonenumber-js';
import { extractPhones } from '../../../src/parser/fields/phone.js';
import { detectLocale } from '../../../src/parser/fields/locale.js';
import { extractFields, loadVocabulary } from '../../../src/parser/fields/index.js';
import { docOf } from './helpers.js';

const ENGLISH: CountryCode[] = ['GB', 'IE', 'AU', 'NZ', 'ZA', 'IN', 'SG'];
const read = (country: CountryCode, languageCountries: CountryCode[], ...rows: string[]): string[] =>
  extractPhones(docOf(...rows), { country, northAmericanFirst: country === 'US', languageCountries }).value;

describe('a national number of another country of the language', () => {
  it('is found in an English CV guessed American, written as printed where several countries read it', () => {
    // Possible and grouped as Britain writes it (the fiction range is no valid number), valid in India: not settled.
    expect(read('US', ENGLISH, 'oliver.pembridge@example.com | 07700 900987')).toEqual(['07700 900987']);
    expect(read('US', ENGLISH, 'Mobile: 0491 570 156')).toEqual(['0491 570 156']);
    expect(read('US', ENGLISH, 'mira@example.org', '020 7946 0958')).toEqual(['020 7946 0958']);
    expect(read('US', ENGLISH, 'Phone: 98765 43210')).toEqual(['98765 43210']);
    expect(read('US', ENGLISH, 'mira@example.org • 9123 4567')).toEqual(['9123 4567']);
  });

  it('is lost, or given a made-up +1, without the countries of the language (the fault)', () => {
    expect(read('US', [], 'oliver.pembridge@example.com | 07700 900987')).toEqual([]);
    expect(read('US', [], 'Mobile: 0491 570 156')).toEqual(['+1 0491570156']);
  });

  it('gets the +CC of the one country that reads it, printed as that country writes its numbers', () => {
    expect(read('ES', ['MX', 'AR', 'CO', 'CL', 'PE'], 'lucia@example.org | 011 4123-4567')).toEqual(['+54 11 4123 4567']);
    expect(read('ES', ['MX', 'AR', 'CO', 'CL', 'PE'], 'Teléfono: 55 1234 5678')).toEqual(['+52 55 1234 5678']);
    expect(read('FR', ['BE', 'CH', 'LU', 'CA'], 'Tél. : 02 123 45 67')).toEqual(['+32 2 123 45 67']);
  });

  it('is written as printed when several countries read it, whichever one formats it so', () => {
    // Valid in Mexico (grouped so), Argentina and Colombia.
    expect(read('ES', ['MX', 'AR', 'CO', 'CL', 'PE'], 'Teléfono: 310 123 4567')).toEqual(['310 123 4567']);
  });

  it('is written as printed when its one reading groups the digits otherwise than printed', () => {
    // Valid in Brazil only as a number without its area code.
    expect(read('PT', ['BR'], 'Telefone: 0912 345 363')).toEqual(['0912 345 363']);
  });

  it('leaves a number valid in the guessed country as it was, unless another country of the language writes it as printed', () => {
    expect(read('FR', ['BE', 'CH', 'LU', 'CA'], 'Téléphone : 06 47 18 29 05')).toEqual(['+33 6 47 18 29 05']);
    // A Swiss mobile is valid in France too, where it is grouped otherwise: not settled.
    expect(read('FR', ['BE', 'CH', 'LU', 'CA'], 'Téléphone : 079 123 45 67')).toEqual(['079 123 45 67']);
    expect(read('FR', [], 'Téléphone : 079 123 45 67')).toEqual(['+33 7 91 23 45 67']);
    expect(read('DE', ['AT', 'CH'], 'Mobil: 0171 1234567')).toEqual(['+49 171 1234567']);
  });

  it('keeps a US number of an English CV as it was', () => {
    expect(read('US', ENGLISH, 'jake@example.com | (512) 555-0134')).toEqual(['+1 512 555 0134']);
    expect(read('US', ENGLISH, 'Phone: 512.555.0199')).toEqual(['+1 512 555 0199']);
    expect(read('US', ENGLISH, 'Cell: +44 7700 900123')).toEqual(['+44 7700 900123']);
  });

  it.each([
    ['Date of birth: 1990. 03. 15.'],
    ['Születési dátum: 1990. 03. 15.'],
    ['BSc Economics 2014 2017'],
    ['Marketing Manager, 2018 - 2020'],
    ['Student ID: 98765 43210'],
    ['Order number: 0491 570 156'],
    ['ORCID 0000-0002-1825-0097'],
    ['Born 15.03.1990 in Eastbrook'],
  ])('makes no phone of "%s"', (row) => {
    expect(read('US', ENGLISH, 'Mira Holt', row)).toEqual([]);
  });
});

describe('the countries of the language in the locale', () => {
  const cv = 'Oliver Pembridge\nMarketing Manager\noliver.pembridge@example.com | 07700 900987\n\nExperience\nMarketing Manager, Brightwell Foods Ltd, 2019 - present';

  it('are the other English-speaking countries when the country is only the language\'s guess', () => {
    const locale = detectLocale(cv);
    expect(locale.country).toBe('US');
    expect(locale.languageCountries).toEqual(ENGLISH);
  });

  it('are none when the text names the country', () => {
    expect(detectLocale(`${cv}\nEastbrook EB1 4DJ`).languageCountries).toEqual([]);
    expect(detectLocale(cv.replace('example.com', 'example.co.uk')).languageCountries).toEqual([]);
  });
});

describe('the phone of a CV that names no country', () => {
  const vocabulary = loadVocabulary(fileURLToPath(new URL('../../../data', import.meta.url)));
  const phoneOf = (text: string): string[] =>
    extractFields({ text, lines: text.split('\n').map((t) => ({ text: t, page: 1 })) }, vocabulary).phone;

  it('is found in an English CV with a British number, and a US number stays North American', () => {
    const cv = (phone: string): string => `Oliver Pembridge\nMarketing Manager\noliver.pembridge@example.com | ${phone}\n\nExperience\n`
      + 'Marketing Manager, Brightwell Foods Ltd, 2019 - present';
    expect(phoneOf(cv('07700 900987'))).toEqual(['07700 900987']);
    expect(phoneOf(cv('(512) 555-0134'))).toEqual(['+1 512 555 0134']);
    // With a British postcode the country is settled, as before.
    expect(phoneOf(`${cv('07700 900987')}\nEastbrook EB1 4DJ`)).toEqual(['+44 7700 900987']);
  });

  it('is read in Argentina in a Spanish CV', () => {
    const cv = 'Lucía Herrera\nGerente de Marketing\nlucia.herrera@example.com | 011 4123-4567\n\nExperiencia\n'
      + 'Gerente de Marketing en Alimentos Brisa del Valle, 2019 - actual\nFormación\nLicenciatura en Administración de las Empresas';
    expect(phoneOf(cv)).toEqual(['+54 11 4123 4567']);
  });
});
