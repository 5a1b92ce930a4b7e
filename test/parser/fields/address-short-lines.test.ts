// A sidebar's address broken over short lines (the short-lines form of the invented-CV generator,
// test/parser/generator/country-addresses.mjs): the street's words, its number, the postcode and the town each on a line.
// Invented people, streets, towns and numbers.
import { describe, it, expect } from 'vitest';
import { extractAddress } from '../../../src/parser/fields/address.js';
import { wrappedStreet } from '../../../src/parser/fields/address-parts.js';
import { docOf } from './helpers.js';

const address = (...rows: string[]) => extractAddress(docOf(...rows)).value;
const block = (...lines: string[]) => address('Mira Example', 'Data Analyst', 'Contact', ...lines, '+49 151 2345 6789', 'mira@example.org', 'Experience');

describe('the postcode and the town on lines of their own', () => {
  it.each<[string, string[], { street: string; city: string; zip: string }]>([
    ['German, postcode first', ['Birkenallee', '65', '12345', 'Talheim'], { street: 'Birkenallee 65', city: 'Talheim', zip: '12345' }],
    ['Hungarian street word', ['Nyár utca', '17.', '6720', 'Tóváros'], { street: 'Nyár utca 17', city: 'Tóváros', zip: '6720' }],
    ['British, town before postcode', ['30 Pebble', 'Avenue', 'Harwick', 'HW2 9QT'], { street: '30 Pebble Avenue', city: 'Harwick', zip: 'HW2 9QT' }],
    ['French, the name broken after its kind word', ['2 Impasse', 'Tamarisquet', '62288 Valrouge', 'France'],
      { street: '2 Impasse Tamarisquet', city: 'Valrouge', zip: '62288' }],
    ['French, the name broken after its small word', ['104 boulevard des', 'Saules', '31000', 'Valrouge'],
      { street: '104 boulevard des Saules', city: 'Valrouge', zip: '31000' }],
    ['a one-digit house number alone', ['Corso delle Ginestre', '2', '40121', 'Borgoverde'],
      { street: 'Corso delle Ginestre 2', city: 'Borgoverde', zip: '40121' }],
    ['a long Spanish name with its comma', ['Calle de la Fuente Vieja,', '7', '28013', 'Villaseca'],
      { street: 'Calle de la Fuente Vieja, 7', city: 'Villaseca', zip: '28013' }],
  ])('%s', (_label, lines, want) => {
    expect(block(...lines)).toEqual(want);
  });

  it('a whole town line is not run on into the line under it', () => {
    expect(block('Birkenallee 65', '12345 Talheim', 'Driving licence B')).toEqual({ street: 'Birkenallee 65', city: 'Talheim', zip: '12345' });
  });
});

describe('wrappedStreet: number-first streets', () => {
  it.each<[string, string, string | undefined]>([
    ['30 Pebble', 'Avenue', '30 Pebble Avenue'],
    ['104 boulevard des', 'Saules', '104 boulevard des Saules'],
    // A whole street above and a town below: no second half of the street.
    ['12 Elm Road', 'Lakeport', undefined],
    // A number and a word over a word that is no street word: nothing says the street goes on.
    ['30 Pebble', 'Harwick', undefined],
    // The number and a street word that opens the name (French writes the kind first): the name wrapped below.
    ['2 Impasse', 'Tamarisquet', '2 Impasse Tamarisquet'],
    ['14 rue', 'Victor Quellec', '14 rue Victor Quellec'],
    // In small letters below, it is no name.
    ['2 Impasse', 'près de la gare', undefined],
  ])('"%s" ↵ "%s"', (above, below, want) => {
    expect(wrappedStreet(above, below)).toBe(want);
  });
});

describe('the town line above the street', () => {
  it('a street with no street word under a whole town line', () => {
    expect(block('12345 Talheim', 'Am Anger 5')).toEqual({ street: 'Am Anger 5', city: 'Talheim', zip: '12345' });
  });

  it('a street with its street word under a whole town line', () => {
    expect(block('12345 Talheim', 'Birkenallee 65')).toEqual({ street: 'Birkenallee 65', city: 'Talheim', zip: '12345' });
  });

  it('a phone under the town line is no street', () => {
    expect(address('Mira Example', '12345 Talheim', '0151 2345 6789', 'mira@example.org')).toEqual({ street: '', city: 'Talheim', zip: '12345' });
  });
});

describe('a street wrapped before its number mark, and Romanian street words that open a street (invented streets)', () => {
  it('"Sok. No: 132" under "… Mah. Lale": the street word and the number with its mark are the second half', () => {
    expect(wrappedStreet('Akasya Mah. Menekşe', 'Sok. No: 14')).toBe('Akasya Mah. Menekşe Sok. No: 14');
    expect(address('Deniz Örnekoğlu', 'Adres: Akasya Mah. Menekşe', 'Sok. No: 14', '35210 Bornova/İzmir', 'Telefon: 0532 000 11 22'))
      .toEqual({ street: 'Akasya Mah. Menekşe Sok. No: 14', city: 'İzmir', zip: '35210' });
  });
  it('"Calea …" ↵ "nr. 38" ↵ postcode and town: one address, whose first line opens a street', () => {
    expect(address('Contact', 'Calea Merilor', 'nr. 38', '010011 București', '+40 21 000 1122'))
      .toEqual({ street: 'Calea Merilor nr. 38', city: 'București', zip: '010011' });
    expect(address('Contact', 'Aleea Plopilor 7', '550003 Sibiu', '+40 21 000 1122'))
      .toEqual({ street: 'Aleea Plopilor 7', city: 'Sibiu', zip: '550003' });
  });
});

describe('world addresses over two lines (invented streets)', () => {
  it('"Avenida …, nº 14," ↵ "Bairro …, Town": the line that ends in a comma goes on to the locality and the town', () => {
    expect(address('Técnica de contabilidade', 'ana@example.pt • +258 82 000 1122 • Avenida das Flores, nº 14,', 'Bairro Verde, Beira',
      'EXPERIÊNCIA PROFISSIONAL')).toEqual({ street: 'Avenida das Flores, nº 14', city: 'Beira', zip: '' });
    // A line of the other column without a comma (a name, a headline) is no town; a postcode line further down completes it.
    expect(address('Técnica de contabilidade', 'ana@example.pt • +258 82 000 1122 • Avenida das Flores, nº 14,', 'Gestora de projetos',
      'EXPERIÊNCIA PROFISSIONAL')).toEqual({ street: 'Avenida das Flores, nº 14', city: '', zip: '' });
  });
  it('"Morada: Rua …, nº 7" ↵ "Bairro …, Town": a street alone over its district and town', () => {
    expect(address('Inês Example', 'Contactos:', 'Morada: Rua das Palmeiras, nº 7', 'Bairro Esperança, Lubango', 'Telefone: +244 923 000 111'))
      .toEqual({ street: 'Rua das Palmeiras, nº 7', city: 'Lubango', zip: '' });
    expect(address('Inês Example', 'Contactos\tRua das Palmeiras, nº 7', 'Bairro Esperança, Lubango', '+244 923 000 111'))
      .toEqual({ street: 'Rua das Palmeiras, nº 7', city: 'Lubango', zip: '' });
  });
  it('"29 … Avenue, Suburb" ↵ "Town, 2196": the suburb is no town when the town and its postcode stand below', () => {
    expect(address('Thandi Example', '29 Marula Avenue, Hillcrest Park', 'Johannesburg, 2196', '082 000 1122', 'Experience'))
      .toEqual({ street: '29 Marula Avenue', city: 'Johannesburg', zip: '2196' });
    // A street and its town, no postcode below: as before.
    expect(address('Thandi Example', '29 Marula Avenue, Hillcrest Park', '082 000 1122', 'Experience'))
      .toEqual({ street: '29 Marula Avenue', city: 'Hillcrest Park', zip: '' });
  });
});
