import { describe, it, expect } from 'vitest';
import type { CountryCode } from 'libphonenumber-js';
import { extractPhones, gluedYears, isHouseNumberAndPostcode } from '../../../src/parser/fields/phone.js';
import { docOf } from './helpers.js';

const phones = (country: CountryCode, ...rows: string[]): string[] => extractPhones(docOf(...rows), { country }).value;

describe('extractPhones', () => {
  it.each<[string, CountryCode, string[], string[]]>([
    ['Hungarian mobile, national', 'HU', ['Telefon: 06 30 123 4567'], ['+36 30 123 4567']],
    ['Hungarian with slash', 'HU', ['Tel.: 06-30/123-4567'], ['+36 30 123 4567']],
    ['German landline with (0)', 'DE', ['Tel. +49 (0)30 1234567'], ['+49 30 1234567']],
    ['German mobile, national', 'DE', ['Mobil: 0171 1234567'], ['+49 171 1234567']],
    ['US format', 'US', ['(212) 555-0147 | ana@example.com'], ['+1 212 555 0147']],
    ['US dots', 'US', ['607.555.0199'], ['+1 607 555 0199']],
    ['French', 'FR', ['Téléphone : 06 47 18 29 05'], ['+33 6 47 18 29 05']],
    ['UK', 'GB', ['Mobile: +44 7700 900123'], ['+44 7700 900123']],
    ['other country wins over default', 'DE', ['+39 02 1234 5678'], ['+39 02 1234 5678']],
    ['two numbers, one line', 'DE', ['+49 30 1234567 • +49 171 7654321'], ['+49 30 1234567', '+49 171 7654321']],
    ['duplicates by digits', 'HU', ['+36 30 123 4567', '06 30 123 4567'], ['+36 30 123 4567']],
    ['unparseable kept as printed', 'US', ['Phone: +2 (345) 987 654'], ['+234 5987654']],
    ['German slash style', 'DE', ['Tel.: 0171 / 1234567'], ['+49 171 1234567']],
    ['two numbers split by slash', 'HU', ['+36 30 123 4567 / +36 20 765 4321'], ['+36 30 123 4567', '+36 20 765 4321']],
    ['two numbers split by comma', 'DE', ['Tel: 030 1234567, 0171 7654321'], ['+49 30 1234567', '+49 171 7654321']],
    ['date is not a phone', 'DE', ['Geburtsdatum: 12.03.1985'], []],
    ['area code in brackets, number of another country', 'ES', ['mira@example.org | (31) 4455-6677'], ['(31) 4455-6677']],
    ['a year in brackets before a range is no area code', 'ES', ['Proyecto (2019) 2018-2020'], []],
    // Bare digits of a number the default country cannot read: a phone only alone beside the e-mail.
    ['bare foreign number beside the e-mail', 'US', ['Contact', '77012345678', 'mira@example.org'], ['77012345678']],
    ['bare digits away from the e-mail', 'US', ['mira@example.org', 'Experience', 'Order number', '77012345678'], []],
    ['bare digits with text beside the e-mail', 'US', ['Customer id 77012345678', 'mira@example.org'], []],
    ['year range is not a phone', 'US', ['2015 - 2019 Developer', '2015-2019'], []],
    ['month range is not a phone', 'DE', ['03/2015 - 12/2019'], []],
    ['zip is not a phone', 'DE', ['Lindenstraße 12, 12345 Berlin'], []],
    ['ORCID is not a phone', 'DE', ['ORCID 0000-0002-1825-0097'], []],
    ['masked number skipped', 'DE', ['+49 176 313 *** **'], []],
    ['masked with letters glued', 'DE', ['Mobil: 0171 123xxxx'], []],
    ['masked with bullets', 'DE', ['+49 176 313 •• ••'], []],
    // A bullet after a space parts the items of a one-line contact row, last on the row too.
    ['a bullet after the number parts the row', 'PT', ['I +351 912 345 604 • mail@example.pt'], ['+351 912 345 604']],
    ['a bullet last on the row', 'PT', ['I +351 912 345 604 •', 'mail@example.pt'], ['+351 912 345 604']],
    ['a city ending in "id" is no ID label', 'ES', ['Madrid +34 912 345 678'], ['+34 912 34 56 78']],
    ['ID is not a phone', 'US', ['Employee ID: 12345678'], []],
    ['Hungarian date with spaces is not a phone', 'HU', ['Születési dátum: 1990. 03. 15.', 'Telefon: +36 30 123 4567'], ['+36 30 123 4567']],
    ['Hungarian date, unlabelled', 'HU', ['1990. 03. 15.'], []],
    ['German date with spaces is not a phone', 'DE', ['15. 03. 1990'], []],
    ['a date label keeps any date out', 'HU', ['Date of birth: 1990 03 15'], []],
    ['UK mobile printed nationally', 'GB', ['07700 900987'], ['+44 7700 900987']],
    ['UK mobile beside the e-mail', 'GB', ['London | 07700 900987 | ana@example.org'], ['+44 7700 900987']],
    // Groups of three digits are no day, month or year: a Norwegian number with dashes or dots is a number.
    ['Norwegian mobile with dashes', 'NO', ['ola@example.no | 412-34-957'], ['+47 41 23 49 57']],
    ['Norwegian mobile with dots', 'NO', ['Mobil: 901.23.213'], ['+47 90 12 32 13']],
    ['a dotted date is still none', 'NO', ['12.03.1990'], []],
    ['a two-digit-year date is still none', 'NO', ['12-03-90'], []],
  ])('%s', (_title, country, rows, want) => expect(phones(country, ...rows)).toEqual(want));
});

describe('house number and postcode of a one-line address', () => {
  it.each<[string, CountryCode, string[], string[]]>([
    ['German street, no comma', 'DE', ['Finkenweg 102 80331 Neustadt'], []],
    ['Italian street, postcode with a leading zero', 'IT', ['Via Lunga 118 00184 Borgoverde'], []],
    ['Dutch postcode with its letters after the town digits', 'NL', ['Beukenlaan 120 1234 AB Veldhoven'], []],
    ['Polish house and flat number', 'PL', ['ul. Jaworowa 15/3 00-950 Lipnik'], []],
    ['in a one-line block with the e-mail', 'DE', ['mira@example.org | Finkenweg 102 80331 Neustadt'], []],
    ['after an address label, a street without a street word', 'DE', ['Adresse: Am Erlenhof 120 50667 Neustadt'], []],
    // Every real number beside the address is kept.
    ['number after the town, international', 'DE', ['Finkenweg 102 80331 Neustadt +49 151 23456789'], ['+49 1512 3456789']],
    ['number after the town, a separator between', 'DE', ['Finkenweg 102 80331 Neustadt · Tel. 0151 2345678'], ['+49 1512345678']],
    ['number after the address with a comma', 'DE', ['Finkenweg 102, 80331 Neustadt, Mobil: 0171 1234567'], ['+49 171 1234567']],
    // A labelled run is a number whatever follows it.
    ['labelled number before a town word', 'DE', ['Tel. 030 98765432 Neustadt'], ['+49 30 98765432']],
  ])('%s', (_title, country, rows, want) => expect(phones(country, ...rows)).toEqual(want));

  it('is told by the address reader, not by the digits alone', () => {
    const at = (before: string, raw: string, after: string): boolean => isHouseNumberAndPostcode({ before, raw, after });
    expect(at('Finkenweg ', '102 80331', ' Neustadt')).toBe(true);
    // No town after the postcode, or a lowercase word: no address on the line.
    expect(at('Finkenweg ', '102 80331', '')).toBe(false);
    expect(at('Finkenweg ', '102 80331', ' bis heute')).toBe(false);
    // A name before the run is no street.
    expect(at('Mira Holt ', '0151 2345678', ' Neustadt')).toBe(false);
    expect(at('Finkenweg ', '+49 151 23456789', ' Neustadt')).toBe(false);
    // A street with a comma before its number, the postcode after a spaced dash or slash.
    expect(at('Rua das Amoras, ', '98 - 8000-079', ' Vila Serena')).toBe(true);
    expect(at('Tel.: 912 000 111 • Rua das Amoras, ', '98 / 8000-079', ' Vila Serena')).toBe(true);
  });
});

describe('a country guessed from a short text', () => {
  const read = (country: CountryCode, otherCountries: CountryCode[], row: string): string[] => extractPhones(docOf(row), { country, otherCountries }).value;

  it('reads a number possible but not valid in the guess in the one other candidate where it is valid', () => {
    expect(read('NL', ['DE'], 'Telefon: 030 / 9876 5432')).toEqual(['+49 30 98765432']);
  });

  it('writes a number neither valid nor possible in the guess as printed, whatever another candidate would make of it', () => {
    expect(read('PT', ['DE'], 'Telefone: (21) 98888-7777')).toEqual(['(21) 98888-7777']);
  });

  it('keeps a +CC as printed and a number grouped as the guessed country writes it', () => {
    expect(read('NL', ['DE'], 'Tel. +49 30 1234567')).toEqual(['+49 30 1234567']);
    expect(read('US', ['DE'], 'Phone: (512) 555-0134')).toEqual(['+1 512 555 0134']);
  });
});

describe('North American reading', () => {
  it('reads 3-3-4 numbers as US in an English CV whose country is only guessed', () => {
    expect(extractPhones(docOf('607.555.0199'), { country: 'IN', northAmericanFirst: true }).value).toEqual(['+1 607 555 0199']);
    expect(extractPhones(docOf('347 123 4567'), { country: 'IT' }).value).toEqual(['+39 347 123 4567']);
  });
});

// A dates column whose periods run together in the text layer: the end year of one glued to the start year of the next.
describe('two periods glued into eight digits', () => {
  it.each([
    ['2015 – 20182012 –\tInstitute of Example Studies, BSc', 'DE'],
    ['2015 – 20182012 – 2015', 'DE'],
    ['20182012 – 2015\tExample Academy', 'DE'],
    ['2009 – 20132005', 'DE'],
    ['19982002 – 2006', 'DE'],
  ])('%s (%s) is no phone', (row, country) => {
    expect(phones(country as CountryCode, row, 'Example Trading Ltd')).toEqual([]);
  });

  it.each([
    ['Tlf. 20182012', 'DK', '+45 20 18 20 12'],
    ['20182012', 'DK', '+45 20 18 20 12'],
    ['Mobil – 20182012', 'NO', '+47 20 18 20 12'],
    ['20182012 – privat', 'DK', '+45 20 18 20 12'],
    ['030-20182012', 'DE', '+49 30 20182012'],
  ])('%s (%s) stays a phone', (row, country, want) => {
    expect(phones(country as CountryCode, row)).toEqual([want]);
  });

  it('gluedYears needs two years and a range dash beside them', () => {
    expect(gluedYears({ raw: '2015 – 20182012', before: '', after: ' –' })).toBe(true);
    expect(gluedYears({ raw: '20182012', before: '2014 – ', after: '' })).toBe(true);
    expect(gluedYears({ raw: '20182012', before: '', after: '' })).toBe(false);
    // Eight digits that are no two years ("31415926") beside a dash.
    expect(gluedYears({ raw: '31415926', before: '', after: ' – 2015' })).toBe(false);
  });
});

describe('national numbers of Chinese, Japanese and Korean CVs', () => {
  it.each<[string, CountryCode, string[], string[]]>([
    ['Chinese mobile, grouped 3-4-4', 'CN', ['电话 138 0013 8000'], ['+86 138 0013 8000']],
    ['Chinese mobile, one run', 'CN', ['手机：13800138000'], ['+86 138 0013 8000']],
    ['Chinese mobile, hyphenated', 'CN', ['138-0013-8000 | zhou@example.cn'], ['+86 138 0013 8000']],
    ['Japanese mobile', 'JP', ['携帯電話 090-0000-1111'], ['+81 90 0000 1111']],
    ['Japanese landline', 'JP', ['電話 03-5555-0123'], ['+81 3 5555 0123']],
    ['Korean mobile', 'KR', ['연락처 010-0000-1111'], ['+82 10 0000 1111']],
    ['Korean landline', 'KR', ['02-555-0123'], ['+82 2 555 0123']],
    ['Taiwanese mobile', 'TW', ['電話 0912-345-678'], ['+886 912 345 678']],
    // What else a CJK CV prints in digits: periods, dates, postcodes and ID numbers are no phones.
    ['Chinese period of year and month', 'CN', ['2019.09-2023.06 软件工程师'], []],
    ['Chinese period with spaces', 'CN', ['2019.09 - 2023.06'], []],
    ['Chinese birth date', 'CN', ['出生日期 1990-03-15'], []],
    ['date in one run', 'CN', ['20190901'], []],
    ['Chinese postcode', 'CN', ['邮编 100086'], []],
    ['Chinese resident ID', 'CN', ['身份证号 11010519900307123X'], []],
    ['a local number without its area code', 'CN', ['QQ 12345678'], []],
    ['Japanese postcode', 'JP', ['〒150-0041 東京都'], []],
    ['Korean resident number', 'KR', ['900307-1234567'], []],
  ])('%s', (_title, country, rows, want) => expect(phones(country, ...rows)).toEqual(want));
});
