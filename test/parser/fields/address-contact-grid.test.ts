// A contact block of two columns read row by row (LaTeX classes' and builders' contact grids): the phone of the column
// beside stands between the street and its town line. Streets, towns and people are invented.
import { describe, expect, it } from 'vitest';
import { extractAddress } from '../../../src/parser/fields/address.js';
import { docOf } from './helpers.js';

const addressOf = (...rows: string[]) => extractAddress(docOf(...rows)).value;

describe('a street, the phone beside it, then its town line', () => {
  it('reads the street with the town line past the phone', () => {
    expect(addressOf('Quellbachtal 41b', '0151 2345 0000', '69014 Ober Wendel', 'jq@example.com', 'Deutschland', 'Jorinde Quastel',
      'Datenanalystin', 'Berufserfahrung')).toMatchObject({ street: 'Quellbachtal 41b', zip: '69014', city: 'Ober Wendel' });
  });
});
