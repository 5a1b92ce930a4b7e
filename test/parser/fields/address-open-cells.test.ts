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
