// A printed page wraps the address line of a narrow header: "Street, Town, CC," over "CC, Postcode", or the postcode
// alone on the line under "Street, Town". The postcode belongs to the address above; a country's code before it is no
// town. Invented people and streets.
import { describe, it, expect } from 'vitest';
import { extractAddress } from '../../../src/parser/fields/address.js';
import { docOf } from './helpers.js';

const address = (rows: string[]) => extractAddress(docOf(...rows), [rows[0]!]).value;

describe('the postcode on the line under street and town', () => {
  it.each([
    ['after a comma, with the country first', ['Tomasz Brzeziński', 'ul. Lipowa 4/2, Gdańsk,', 'PL, 80-432', 'About', 'Ran a warehouse.'],
      { street: 'ul. Lipowa 4/2', city: 'Gdańsk', zip: '80-432' }],
    ['alone, the e-mail beside the line', ['Ada Quillmere', '14 Foxbury Road, Leeds, GB,\tada.quillmere@example.org', 'LS6 2AB', 'About'],
      { street: '14 Foxbury Road', city: 'Leeds', zip: 'LS6 2AB' }],
    ['alone, after a comma', ['Jonas Feldkamp', 'Birkenweg 12, Köln, DE,', '50667', 'Profile'],
      { street: 'Birkenweg 12', city: 'Köln', zip: '50667' }],
  ])('%s', (_n, rows, want) => expect(address(rows)).toEqual(want));
});
