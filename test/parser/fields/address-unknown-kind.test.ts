// Streets whose first (or last) word is a kind of way the parser did not know, or none: read whole where they stand as an
// address's street (before the postcode and town, on the same line or the line above), and the kinds of way of Spain,
// Portugal, Italy, Britain, Germany and the Netherlands the street lists now hold. Invented people, streets, towns, numbers.
import { describe, it, expect } from 'vitest';
import { extractAddress } from '../../../src/parser/fields/address.js';
import { isStreet, parseAddressLine } from '../../../src/parser/fields/address-parts.js';
import { docOf } from './helpers.js';

const address = (names: string[], ...rows: string[]) => extractAddress(docOf(...rows), names).value;

describe('a street broken inside its name before its last words and number', () => {
  it.each<[string, string[], { street: string; city: string; zip: string }]>([
    ['an unknown kind first, the comma before the number', ['Marta Olivar Ruiz', 'Contacto', 'Cerrillo Ramón', 'Estévez, 31', '28431 Valdepinos',
      'marta@example.es'], { street: 'Cerrillo Ramón Estévez, 31', city: 'Valdepinos', zip: '28431' }],
    ['a wide gap inside the first half', ['Marta Olivar Ruiz', 'Contacto', 'Cerrillo\tRamón', 'Estévez, 31', '28431 Valdepinos',
      'marta@example.es'], { street: 'Cerrillo Ramón Estévez, 31', city: 'Valdepinos', zip: '28431' }],
    ['the person\'s name beside the first half', ['Cerrillo Ramón\tMarta Olivar Ruiz', 'Estévez, 31', '28431 Valdepinos',
      'marta@example.es'], { street: 'Cerrillo Ramón Estévez, 31', city: 'Valdepinos', zip: '28431' }],
    ['no comma, the town on the same line', ['Contact', 'Hollin Bramble', 'Kestrelmoor 14, 10115 Ostwaldau', 'kai@example.de'],
      { street: 'Hollin Bramble Kestrelmoor 14', city: 'Ostwaldau', zip: '10115' }],
  ])('%s', (_n, [...rows], want) => expect(address(['Marta Olivar Ruiz', 'Kai Brenner'], ...rows)).toEqual(want));

  it('keeps the comma of a name broken before its house number alone', () => {
    expect(address([], 'Contacto', 'Mirador Ramón Estévez,', '31', '28431 Valdepinos', 'x@example.es'))
      .toEqual({ street: 'Mirador Ramón Estévez, 31', city: 'Valdepinos', zip: '28431' });
  });

  it('joins no name, title or heading over a street without its kind', () => {
    // The person's name as read over the street.
    expect(address(['Xandrine Ovelmar'], 'Xandrine Ovelmar', 'Estévez, 31', '28431 Valdepinos', 'x@example.es').street).toBe('Estévez, 31');
    // A name the parser did not read as the person's: a given name opens it.
    expect(address([], 'Lucía Campillo', 'Estévez, 31', '28431 Valdepinos', 'lucia@example.es').street).toBe('Estévez, 31');
    // A job title and a heading.
    expect(address([], 'Project Manager', 'Estévez, 31', '28431 Valdepinos', 'pm@example.es').street).toBe('Estévez, 31');
    expect(address([], 'Experience', 'Estévez, 31', '28431 Valdepinos', 'pm@example.es').street).toBe('Estévez, 31');
    // A headline in larger type over the contact block.
    expect(address([], '20|Cerrillo Ramón', '10|Estévez, 31', '10|28431 Valdepinos', '10|x@example.es').street).toBe('Estévez, 31');
    // A whole street of its own below (its kind word says it is complete).
    expect(address([], 'Contacto', 'Barrio Alto', 'Calle Mayor 5', '28431 Valdepinos', 'x@example.es').street).toBe('Calle Mayor 5');
  });
});

describe('a street without a known kind before a town line', () => {
  it.each<[string, { street?: string; city?: string; zip?: string; region?: string }]>([
    // A web template's "address city postalCode": the town before five digits.
    ['Hinter den Eichen 702 Kellbach 25342', { street: 'Hinter den Eichen 702', city: 'Kellbach', zip: '25342' }],
    // The house number after the comma, then the town and its postcode.
    ['Cerrillo Ramón Estévez, 31 Valdepinos 28431', { street: 'Cerrillo Ramón Estévez, 31', city: 'Valdepinos', zip: '28431' }],
    // "address, city, countryCode, postalCode".
    ['Cerrillo Ramón Estévez, 31, Valdepinos, ES, 28431', { street: 'Cerrillo Ramón Estévez, 31', city: 'Valdepinos', zip: '28431', region: 'ES' }],
    ['Cerrillo Ramón Estévez, 31, Valdepinos, 28431', { street: 'Cerrillo Ramón Estévez, 31', city: 'Valdepinos', zip: '28431' }],
  ])('%s', (line, want) => expect(parseAddressLine(line)).toEqual(want));

  it('reads a postcode alone that ends the line after a street with its kind', () => {
    expect(parseAddressLine('12 Elm Road, 30301')).toEqual({ street: '12 Elm Road', zip: '30301' });
  });

  it('keeps a year before a town and postcode a job\'s, not a street', () => {
    expect(parseAddressLine('Werkstudent 2018, Kellbach 20195').street).toBeUndefined();
  });

  it('reads a street over its town and postcode stacked on two lines', () => {
    expect(address([], 'Contact', 'Hinter den Eichen 702', 'Kellbach', '25342', 'kai@example.de'))
      .toEqual({ street: 'Hinter den Eichen 702', city: 'Kellbach', zip: '25342' });
    expect(address([], 'Contacto', 'Quelha Marcos Brito 30', '4321-008', 'Vila Serena', 'rui@example.pt'))
      .toEqual({ street: 'Quelha Marcos Brito 30', city: 'Vila Serena', zip: '4321-008' });
  });
});

describe('kinds of way the street lists hold', () => {
  it.each([
    // Spain, Catalonia, Portugal, Italy: the kind first.
    'Conjunto Prado Alto, 8', 'Cuesta del Olivar 14', 'Urbanización Los Almendros 3', 'Polígono Sierra Baja 12', 'Passeig Verdaguer 40',
    'Calçada do Moinho 12', 'Azinhaga das Hortas 5', 'Praceta Rui Lobo 3', 'Borgo Pinciano 2', 'Vico Sereno 9',
    // Britain: the kind last, after the number.
    '7 Kestrel Brae', '12 Orchard Rise', '3 Heron Chase', '41 Millbrook Approach', '9 Linnet Wynd',
    // Germany and the Netherlands: compounds.
    'Hafensteig 3', 'Birkenpfad 12', 'Nordring 5', 'Mühlentwiete 4', 'Lindenerf 8',
  ])('%s', (street) => expect(isStreet(street)).toBe(true));

  it.each([
    // A year is no house number of these kinds; a gerund ending in "ring" is no German ring road; a kind without a name.
    'Sector Público 2019', '2019 Morgan Chase', 'Engineering 2019', 'Monitoring 3', 'Mercado 12', 'Mercado central 12',
    'Project Bank 5',
  ])('not %s', (text) => expect(isStreet(text)).toBe(false));
});
