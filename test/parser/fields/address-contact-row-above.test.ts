// A labelled address row under a row of contact labels and values (CV builders' personal-information block): the label of
// the row above is no first half of a street broken over two lines. Names, streets and towns are invented.
import { describe, expect, it } from 'vitest';
import { extractAddress } from '../../../src/parser/fields/address.js';
import { docOf } from './helpers.js';

const addressOf = (...rows: string[]) => extractAddress(docOf(...rows)).value;

describe('an address row under a contact row', () => {
  it('reads the street without the label of the phone or e-mail above', () => {
    expect(addressOf('Jorinde Quastel', 'Telefonnummer: 0151 2345 0000\tE-Mail-Adresse: jq@example.com',
      'Wohnanschrift: Quellbachtal 41b, 69014, Ober Wendel, Deutschland', 'BERUFSERFAHRUNG'))
      .toMatchObject({ street: 'Quellbachtal 41b', zip: '69014', city: 'Ober Wendel' });
    expect(addressOf('Jorinde Quastel', 'Telefon: 0151 2345 0000\tE-Mail-Adresse: jq@example.com',
      'Zuhause: Quellbachtal 41b, 69014, Ober Wendel, Deutschland', 'BERUFSERFAHRUNG'))
      .toMatchObject({ street: 'Quellbachtal 41b', zip: '69014', city: 'Ober Wendel' });
  });
});
