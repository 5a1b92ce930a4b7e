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
