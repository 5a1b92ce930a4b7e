// Streets named without a street word (bare-street.ts): the shapes, then the addresses they make next to a town line
// (address-parts.ts on one line, address.ts over lines). Invented people, streets, towns and numbers.
import { describe, it, expect } from 'vitest';
import { houseNumberOf, isBareStreetName, isBareStreetShaped, isHouseName } from '../../../src/parser/fields/bare-street.js';
import { parseAddressLine } from '../../../src/parser/fields/address-parts.js';
import { extractAddress } from '../../../src/parser/fields/address.js';
import { docOf } from './helpers.js';

describe('isBareStreetShaped', () => {
  it.each([
    'Kvisthave 14', 'Furuhøgda 3', 'Molenvliet 12', 'Am Weidenhang 5', 'Hohe Heide 5 B', 'Fenyves liget 93.', 'Calçada do Moinho 110',
    'Salita dei Gelsi 21', 'Mirador del Olmo, 83', 'Beco das Urzes nº 95', 'Im Wiesengrund Nr. 7', 'Kaprysowa 12/3', '72 Parvis des Lilas',
    '23 The Hollies', '12 bis Clos des Ormes',
  ])('"%s" is street-shaped', (text) => {
    expect(isBareStreetShaped(text)).toBe(true);
  });

  it.each([
    // No number, a sentence, a year's range, a date, a number first over a lowercase tail, a joining word last.
    'Kvisthave', 'Managed a team of 12', '2019 – 2023', '12.05.1990', '5 sites across', 'Salita dei 21', 'Phone: 0612 345',
  ])('"%s" is not', (text) => {
    expect(isBareStreetShaped(text)).toBe(false);
  });

  it('names, numbers and house names', () => {
    expect(isBareStreetName('Oude Vliet')).toBe(true);
    expect(isBareStreetName('Fenyves sétány')).toBe(true);
    expect(isBareStreetName('managed the team')).toBe(false);
    // A lowercase last word ends a Hungarian name, never one with a joining word (a job title).
    expect(isBareStreetName('Jefa de proyecto')).toBe(false);
    expect(isBareStreetName('Example Road Data Analyst Lead')).toBe(false);
    expect(houseNumberOf('Nr. 5')).toBe('Nr. 5');
    expect(houseNumberOf('4.')).toBe('4.');
    expect(houseNumberOf('2/3')).toBe('2/3');
    expect(houseNumberOf('2019 – 2023')).toBeUndefined();
    expect(isHouseName('Bramble Cottage')).toBe(true);
    expect(isHouseName('The Old Granary Barn')).toBe(true);
    expect(isHouseName('Data Analyst')).toBe(false);
  });
});

describe('a bare street on the town line', () => {
  it.each<[string, { street?: string; city?: string; zip?: string }]>([
    ['72 Parvis des Lilas, 69003 Valrouge', { street: '72 Parvis des Lilas', zip: '69003', city: 'Valrouge' }],
    ['23 The Hollies, Harwick HW2 9QT', { street: '23 The Hollies', zip: 'HW2 9QT', city: 'Harwick' }],
    ['Molenvliet 12, Zeestad 1012 AB', { street: 'Molenvliet 12', zip: '1012 AB', city: 'Zeestad' }],
    ['6720 Tóváros, Fenyves liget 93.', { street: 'Fenyves liget 93', zip: '6720', city: 'Tóváros' }],
    ['Mirador del Olmo, 83, 28013 Villaseca', { street: 'Mirador del Olmo, 83', zip: '28013', city: 'Villaseca' }],
    ['Calçada do Moinho 110, 1100-148 Vila Serena', { street: 'Calçada do Moinho 110', zip: '1100-148', city: 'Vila Serena' }],
    ['Bramble Cottage, 7 Foxley Rise, Harwick HW2 9QT', { street: 'Bramble Cottage, 7 Foxley Rise', zip: 'HW2 9QT', city: 'Harwick' }],
    // A house's name with its street and no town line: the street, no town before it.
    ['Bramble Cottage, 7 Foxley Rise', { street: 'Bramble Cottage, 7 Foxley Rise' }],
  ])('"%s"', (line, want) => {
    expect(parseAddressLine(line)).toEqual(want);
  });

  it('a town, a postcode alone and a country after it are no bare street', () => {
    expect(parseAddressLine('Villaseca, 28013, Spain').street).toBeUndefined();
    // A job title before the town line is no street name without its number.
    expect(parseAddressLine('Data Analyst, 10115 Talheim').street).toBeUndefined();
  });
});

const address = (...rows: string[]) => extractAddress(docOf(...rows), ['Mira', 'Example']).value;
const block = (...lines: string[]) => address('24|Mira Example', 'Data Analyst', ...lines, '+49 151 2345 6789', 'mira@example.org', 'Experience');

describe('a bare street over lines', () => {
  it.each<[string, string[], { street: string; city: string; zip: string }]>([
    ['over the town line', ['Kvisthave 14', '8000 Aarby'], { street: 'Kvisthave 14', city: 'Aarby', zip: '8000' }],
    ['with a comma over the town line', ['Mirador del Olmo, 30', '28013 Villaseca'], { street: 'Mirador del Olmo, 30', city: 'Villaseca', zip: '28013' }],
    ['the name over its number', ['Oude Vliet', '70', '3011 AD Zeestad'], { street: 'Oude Vliet 70', city: 'Zeestad', zip: '3011 AD' }],
    ['the name over its number with its mark', ['Im Wiesengrund', 'Nr. 7', '12345 Talheim'], { street: 'Im Wiesengrund Nr. 7', city: 'Talheim', zip: '12345' }],
    ['a Hungarian number with its dot', ['Fenyves sétány', '4.', '6720 Tóváros'], { street: 'Fenyves sétány 4', city: 'Tóváros', zip: '6720' }],
    ['an abbreviated Hungarian kind over its number', ['Fenyves Imre u.', '112.', '6720 Tóváros'], { street: 'Fenyves Imre u. 112', city: 'Tóváros', zip: '6720' }],
    ['a house name over its street', ['Bramble Cottage', '7 Foxley Rise', 'Harwick HW2 9QT'], { street: 'Bramble Cottage, 7 Foxley Rise', city: 'Harwick', zip: 'HW2 9QT' }],
  ])('%s', (_label, lines, want) => {
    expect(block(...lines)).toEqual(want);
  });

  it('under a label, the name over its number', () => {
    expect(address('Mira Example', 'Adres: Oude Vliet', '70', '3011 AD Zeestad', 'Telefoon: 06 1234 5678'))
      .toEqual({ street: 'Oude Vliet 70', city: 'Zeestad', zip: '3011 AD' });
  });

  it('the name in large type between the street name and its number (a header table) is passed over', () => {
    expect(address('10|Adres: Oude Vliet', '24|Mira Example', '10|2/3', '10|3011 AD Zeestad', '10|Telefoon: 06 1234 5678'))
      .toEqual({ street: 'Oude Vliet 2/3', city: 'Zeestad', zip: '3011 AD' });
  });

  it('a headline over the street name is no street', () => {
    // The headline and the street's name in the same type: the headline is not read over the street's number.
    expect(address('24|Mira Example', '11|Data Analyst', '11|Oude Vliet', '11|70', '11|3011 AD Zeestad', '11|+31 6 1234 5678').street)
      .toBe('Oude Vliet 70');
  });

  it('a job title over the number that ends a one-line block is no street', () => {
    expect(address('24|Mira Example', 'Cheffe de projet', 'mira@example.org · Tél. : 06 12 34 56 78 · 7,', 'avenue des Saules, 31000 Valrouge').street)
      .not.toContain('projet');
  });

  it("the person's name beside a street's name broken before its number is no street", () => {
    expect(address('24|Mira Example\tIm Wiesengrund', '23', '12345 Talheim', '+49 151 2345 6789').street).toBe('Im Wiesengrund 23');
  });
});

describe("a school's address row in the body", () => {
  it("beside the school's website is no rival of the person's address (a link in the body is no contact data of the person's)", () => {
    const doc = docOf('24|Mira Example', 'Phone: +49 151 2345 6789', 'Email: mira@example.org', 'Address: Lindenweg 5, 12345 Talheim',
      'WORK EXPERIENCE', '03/2019 – 05/2024 Talheim, Germany', 'DATA ANALYST Example Analytics GmbH', 'Built monthly reports for the board.',
      '01/2017 – 02/2019 Talheim, Germany', 'JUNIOR ANALYST Example Foods GmbH', 'Ran supplier reviews across three sites.',
      'EDUCATION AND TRAINING', '09/2015 – 06/2017 Seestadt, Croatia', 'MASTER DEGREE IN MARINE BIOLOGY University of Seestadt',
      'Address Obala Pinija nr. 4, 20000, Seestadt, Croatia\tWebsite https://www.example.edu/');
    const read = extractAddress(doc, ['Mira', 'Example']);
    expect(read.value).toEqual({ street: 'Lindenweg 5', city: 'Talheim', zip: '12345' });
    // The school's row scores well below the person's address: no close rival.
    expect((read.rival ?? 0)).toBeLessThan(13);
  });
});
