// Addresses a web theme printed to PDF breaks where a cell, not a line, goes on: a contact cell that ends in a comma
// beside the e-mail, a street whose house number a narrow column wrapped after a comma the phone beside it ran into.
// Invented people, streets, towns and numbers.
import { describe, it, expect } from 'vitest';
import { extractAddress } from '../../../src/parser/fields/address.js';
import { docOf } from './helpers.js';

const address = (...rows: string[]) => extractAddress(docOf(...rows), ['Ilka Dornwaldt']).value;

describe('an address cell that ends in a comma goes on below', () => {
  it.each<[string, string[], { street: string; city: string; zip: string }]>([
    ['a US state, country and ZIP code below the street and town',
      ['Ilka Dornwaldt', 'Sales Coordinator', '733 Heron Close, Millbrook,\tilka@example.com', 'NC, US, 27601', 'Background'],
      { street: '733 Heron Close', city: 'Millbrook', zip: '27601' }],
    ['a country code and postcode below',
      ['Ilka Dornwaldt', 'Księgowa', 'ul. Jaskrawa 41/2, Brzozowiec,\tilka@example.pl', 'PL, 30-115', 'Background'],
      { street: 'ul. Jaskrawa 41/2', city: 'Brzozowiec', zip: '30-115' }],
    ['a postcode alone below the street, town and country',
      ['Ilka Dornwaldt', 'Analist', 'Berkenhof 125, Zandhoorn, NL,\tilka@example.nl', '9711 LM', 'Background'],
      { street: 'Berkenhof 125', city: 'Zandhoorn', zip: '9711 LM' }],
  ])('%s', (_n, rows, want) => expect(address(...rows)).toEqual(want));

  it('a street wrapped before its number, a phone run into its cell after the comma, under the town and its code', () => {
    expect(address('Ilka Dornwaldt', 'Contable', 'Skills', 'ES, Valdemora\tilka@example.es', 'Calle de los Almendros, 612 34 55 52', '14',
      'Work', 'Almendral S.L.'))
      .toEqual({ street: 'Calle de los Almendros, 14', city: 'Valdemora', zip: '' });
  });
});

describe('a town line broken by a narrow column', () => {
  it.each<[string, string[], { street: string; city: string; zip: string }]>([
    ['the postcode and country code below the street and town',
      ['Ilka Dornwaldt', 'Datenanalystin', 'About', 'Quellenweg 20 Kellbach', '10115 DE', 'ilka@example.de', '+49 30 5550 1234'],
      { street: 'Quellenweg 20', city: 'Kellbach', zip: '10115' }],
    ['a British postcode and country code below',
      ['Ilka Dornwaldt', 'Sales Coordinator', 'About', '9 Elm Lane Townley', 'AB1 2CD GB', 'ilka@example.co.uk', '07700 900123'],
      { street: '9 Elm Lane', city: 'Townley', zip: 'AB1 2CD' }],
  ])('%s', (_n, rows, want) => expect(address(...rows)).toEqual(want));
});

describe('a sentence of the column beside the address on its line', () => {
  it('is no part of the address', () => {
    expect(address('Ilka Dornwaldt', 'Projektvezető', 'About\tSummary', 'Szilvafa sor 7. Kisvár 9021\tVezette a raktár kis csapatát.', 'HU',
      'ilka@example.hu', '+36 20 555 6235'))
      .toEqual({ street: 'Szilvafa sor 7', city: 'Kisvár', zip: '9021' });
  });
});

describe("a country's long name wrapped after the town", () => {
  it('is read with the line below', () => {
    expect(address('Ilka Dornwaldt', 'Sales Coordinator', 'Experience', 'Brackwell Supplies Ltd', '07700 900123', 'ilka@example.co.uk',
      'Townley, United Kingdom of Great', 'Britain and Northern Ireland', 'Skills', 'Rota Planning'))
      .toEqual({ street: '', city: 'Townley', zip: '' });
  });

  it('is read past a line of the column beside, set in other type', () => {
    expect(address('28|Ilka Dornwaldt', '9|07700 900123', '9|ilka@example.co.uk', '9|Townley, United Kingdom of Great', '20|Data Analyst',
      '9|Britain and Northern Ireland', '14|Experience', '9|Brackwell Supplies Ltd'))
      .toEqual({ street: '', city: 'Townley', zip: '' });
  });

  it('not where the line below does not finish a country\'s name', () => {
    expect(address('Ilka Dornwaldt', 'Sales Coordinator', 'Experience', 'Brackwell Supplies Ltd', '07700 900123', 'ilka@example.co.uk',
      'Townley, United Kingdom of Great', 'Stock Control', 'Skills', 'Rota Planning').city).not.toBe('Townley');
  });
});

describe('a town line broken inside a word (a column that breaks words anywhere)', () => {
  const block = (...lines: string[]) => address('Ilka Dornwaldt', 'Contact', 'ilka@example.org', '+33 6 41 72 58 93', ...lines, 'Skills', 'Reporting');
  it.each<[string, string[], { street: string; city: string; zip: string }]>([
    ['the town broken, its country code after it', ['12 rue Haute 44000 Valr', 'ouge FR'], { street: '12 rue Haute', city: 'Valrouge', zip: '44000' }],
    ['one letter of the town above', ['Rua Nova, 22 4000-322 P', 'ortela PT'], { street: 'Rua Nova, 22', city: 'Portela', zip: '4000-322' }],
    ['the country code broken', ['9 Elm Lane AB1 2CD Townley G', 'B'], { street: '9 Elm Lane', city: 'Townley', zip: 'AB1 2CD' }],
  ])('%s', (_n, lines, want) => expect(block(...lines)).toEqual(want));

  it('not where the line below opens a word of its own', () => {
    expect(block('12 rue Haute 44000 Valrouge', 'Skills and tools').city).toBe('Valrouge');
    expect(block('9 Elm Lane AB1 2CD Townley G', 'Stock Control').city).not.toContain('GStock');
  });
});

describe('a labelled street over the town and the postcode on lines of their own', () => {
  it('keeps the town of its own line: the postcode two lines down is not wrapped after the street', () => {
    expect(address('Ilka Dornwaldt', 'Contact', 'Email\tilka@example.fr', 'Phone\t06 41 72 58 93', 'Address\t12 rue du Vieux Pressoir',
      'Valrouge', '44000', 'Highlights'))
      .toEqual({ street: '12 rue du Vieux Pressoir', city: 'Valrouge', zip: '44000' });
  });
});

describe('a street, its postcode and its town stacked on lines of their own', () => {
  it('reads the town of the third line, not the street\'s last word before a postcode wrapped', () => {
    expect(address('Ilka Dornwaldt', 'Comptable', '50 rue du Marché Neuf', '44000', 'Valrouge', 'FR', 'ilka@example.fr', 'Profil'))
      .toEqual({ street: '50 rue du Marché Neuf', city: 'Valrouge', zip: '44000' });
  });

  it('still reads a postcode wrapped after the town where no town line follows it', () => {
    expect(address('Ilka Dornwaldt', 'Comptable', 'Quellenweg 20 Kellbach', '10115 DE', 'ilka@example.de', 'Profil'))
      .toEqual({ street: 'Quellenweg 20', city: 'Kellbach', zip: '10115' });
  });
});
