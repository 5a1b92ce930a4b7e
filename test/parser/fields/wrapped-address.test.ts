// An address a narrow column wrapped over two or three lines, wherever the breaks fall. Invented people and streets; real
// towns and countries.
import { describe, it, expect } from 'vitest';
import { extractAddress } from '../../../src/parser/fields/address.js';
import { parseAddressLine } from '../../../src/parser/fields/address-parts.js';
import { addressOverLines } from '../../../src/parser/fields/wrapped-address.js';
import { docOf } from './helpers.js';

const address = (...rows: string[]) => extractAddress(docOf('Mira Example', 'mira@example.org', '+44 7700 900123', ...rows, 'Experience')).value;

describe('an address wrapped over three lines', () => {
  it.each<[string[], { street: string; city: string; zip: string }]>([
    [['95 impasse des', 'Acacias Toulouse', '31000 FR'], { street: '95 impasse des Acacias', city: 'Toulouse', zip: '31000' }],
    [['14 chemin des', 'Vignes Bordeaux', '33000 FR'], { street: '14 chemin des Vignes', city: 'Bordeaux', zip: '33000' }],
    [['8 rue de la', 'Gare 67000', 'Strasbourg FR'], { street: '8 rue de la Gare', city: 'Strasbourg', zip: '67000' }],
    [['Calle de la', 'Rosa 12 Sevilla', '41001 ES'], { street: 'Calle de la Rosa 12', city: 'Sevilla', zip: '41001' }],
  ])('%j', (rows, want) => expect(address(...rows)).toEqual(want));
});

describe('a street and its postcode over the town and its country', () => {
  it.each<[string[], { street: string; city: string; zip: string }]>([
    [['61 avenue des Glycines 69003', 'Lyon FR'], { street: '61 avenue des Glycines', city: 'Lyon', zip: '69003' }],
    [['12 rue du Moulin 31000', 'Toulouse FR'], { street: '12 rue du Moulin', city: 'Toulouse', zip: '31000' }],
    [['3 place des Tilleuls 44000', 'Nantes FR'], { street: '3 place des Tilleuls', city: 'Nantes', zip: '44000' }],
  ])('%j: the street\'s last word is no town', (rows, want) => expect(address(...rows)).toEqual(want));
});

describe('a town and its country\'s long name broken over lines', () => {
  it.each([
    [['Manchester, United Kingdom of', 'Great Britain and Northern', 'Ireland'], 'Manchester'],
    [['Leeds, United Kingdom of Great', 'Britain and Northern Ireland'], 'Leeds'],
    [['Austin, United States of', 'America'], 'Austin'],
  ])('%j', (rows, city) => expect(address(...rows).city).toBe(city));
});

describe('a street broken before its name\'s end beside a phone cell, under the town', () => {
  it.each<[string[], string]>([
    [['FR, Lyon', '61 avenue des\t06 12 34 16 29', 'Glycines'], '61 avenue des Glycines'],
    [['FR, Rennes', '7 allée des\t06 98 76 54 32', 'Mimosas'], '7 allée des Mimosas'],
  ])('%j', (rows, street) => expect(address(...rows).street).toBe(street));
});

describe('what the joined reading leaves alone', () => {
  const read = (text: string) => parseAddressLine(text);
  const options = { read, isTown: () => true };
  it('a line below that is no part of the address', () => {
    expect(addressOverLines('12 rue du Moulin, 31000 Toulouse', ['Data Analyst'], read('12 rue du Moulin, 31000 Toulouse'), options)).toBeUndefined();
    expect(address('12 rue du Moulin, 31000 Toulouse', 'Data Analyst')).toEqual({ street: '12 rue du Moulin', city: 'Toulouse', zip: '31000' });
  });

  it('an address whole on its line, its country below', () => {
    const own = read('Lindenweg 5, 10115 Berlin');
    expect(addressOverLines('Lindenweg 5, 10115 Berlin', ['Germany'], own, options)).toBeUndefined();
  });

  it('a whole street whose line ends on no small word: a name line below is no part of it', () => {
    expect(addressOverLines('52 impasse des Acacias', ['Lina Example', '75011 Paris FR'], {}, options)).toBeUndefined();
  });

  it('lines that open no address of their own', () => {
    expect(addressOverLines('Data Analyst', ['Acacias Toulouse', '31000 FR'], {}, options)).toBeUndefined();
  });
});
