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
    ['a number alone, the e-mail beside the line', ['Sara Vellutini', 'Via Lentisco 4, Firenze, IT,\tsara.vellutini@example.org', '50123', 'About'],
      { street: 'Via Lentisco 4', city: 'Firenze', zip: '50123' }],
    ['four digits alone', ['Anna Kerekes', 'Hársfa utca 4, Budapest, HU,\tanna.kerekes@example.org', '1052', 'About'],
      { street: 'Hársfa utca 4', city: 'Budapest', zip: '1052' }],
  ])('%s', (_n, rows, want) => expect(address(rows)).toEqual(want));
});
