// The country names of src/parser/fields/country-names.ts (the generated CLDR table) and what the address reader makes of
// a town and its country alone on a line. Towns are invented; the countries are real, as the table holds them.
import { describe, expect, it } from 'vitest';
import { isListedCountryName } from '../../../src/parser/fields/country-names.js';
import { isCountry, parseAddressLine } from '../../../src/parser/fields/address-parts.js';

describe('isListedCountryName', () => {
  it.each(['Vietnam', 'Việt Nam', 'Frankrijk', 'Polen', 'Kenya', 'Kenia', 'Colombia', 'Česko', 'Türkiye', 'Vereinigte Staaten',
    'Slovensko', 'Norge', 'Danmark', 'Suomi', 'Hrvatska', 'Sverige'])(
    '%s is a country', (name) => expect(isListedCountryName(name)).toBe(true));

  it.each(['Python', 'Lebenslauf', 'Engineer', 'Man', 'Street 5', 'Europäische Union', 'Vereinte Nationen', ''])(
    '%s is none', (name) => expect(isListedCountryName(name)).toBe(false));
});

describe('a town and its country alone on a line', () => {
  it.each([
    ['Dong Hoa, Việt Nam', 'Dong Hoa', 'Việt Nam'],
    ['Riverbend, Kenya', 'Riverbend', 'Kenya'],
    ['Zandvoorde, Frankrijk', 'Zandvoorde', 'Frankrijk'],
    ['Hrabovec, Česko', 'Hrabovec', 'Česko'],
  ])('%s', (line, city, country) => expect(parseAddressLine(line)).toEqual({ city, country }));

  it('a country in a script without letter case is still read from ICU at once', () => {
    expect(isCountry('ベトナム')).toBe(true);
  });

  it('a country\'s name that does not end the line is no country: towns share such names', () => {
    expect(parseAddressLine('Rua das Flores 12, Jardim Novo, Salvador – BA, 40020-010').city).toBe('Salvador');
  });

  it('two words that name no country are no town and country', () => {
    expect(parseAddressLine('Python, Kotlin')).toEqual({});
  });
});

describe('the ISO 3166 names pages print from a country-code list', () => {
  it.each([
    ['Elmbury, United Kingdom of Great Britain and Northern Ireland', 'Elmbury'],
    ['Marlow Hill, United States of America', 'Marlow Hill'],
    ['Kellbach, Federal Republic of Germany', 'Kellbach'],
  ])('%s', (line, city) => {
    expect(isCountry(line.slice(line.indexOf(', ') + 2))).toBe(true);
    expect(parseAddressLine(line)).toMatchObject({ city });
  });
});
