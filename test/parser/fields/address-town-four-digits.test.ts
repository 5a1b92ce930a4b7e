// A town and a four-digit postcode with only a space between, after the street (New Zealand, South Africa, Australia
// without its state): "12 Harbour Road, Portview 4051". Before, the town and the postcode were both lost (the part held
// digits, so it was no town; four digits after a town were no postcode form). Invented streets and towns.
import { describe, it, expect, vi } from 'vitest';
import { extractAddress } from '../../../src/parser/fields/address.js';
import { parseAddressLine } from '../../../src/parser/fields/address-parts.js';
import { docOf } from './helpers.js';
import { expectLinearTime } from '../../helpers/linear-time.js';

// The readers remember their answer per text (src/parser/remembered.ts), so the linear-time guard below would time a
// remembered answer from its second call on: here each call reads its text anew.
vi.mock('../../../src/parser/remembered.js', () => ({ rememberedByText: <T>(read: (text: string) => T) => read }));

const address = (...rows: string[]) => extractAddress(docOf(...rows)).value;

describe('parseAddressLine: a town and four digits after the street', () => {
  it.each<[string, { street?: string; city?: string; zip?: string }]>([
    ['12 Harbour Road, Portview 4051', { street: '12 Harbour Road', city: 'Portview', zip: '4051' }],
    ['12 Harbour Road, Seacliff, Portview 4051', { street: '12 Harbour Road', city: 'Portview', zip: '4051' }],
    ['7 Kowhai Street, Lower Brookvale 5011', { street: '7 Kowhai Street', city: 'Lower Brookvale', zip: '5011' }],
  ])('%s', (line, want) => expect(parseAddressLine(line)).toEqual(want));

  it('with the country after it', () => {
    expect(parseAddressLine('12 Harbour Road, Portview 4051, New Zealand')).toMatchObject({ street: '12 Harbour Road', city: 'Portview', zip: '4051' });
  });

  it('not without a street before it: "Windows 2000" alone is no town', () => {
    expect(parseAddressLine('Windows 2000')).toEqual({});
  });

  it('alone, with the country\'s code after it: the code says the digits are a postcode', () => {
    expect(parseAddressLine('Kisvárkony 4611 HU')).toEqual({ city: 'Kisvárkony', zip: '4611', region: 'HU' });
    expect(parseAddressLine('Kalavasos 6021 CY')).toEqual({ city: 'Kalavasos', zip: '6021', region: 'CY' });
    // Letters a Dutch postcode may end in: no sure country, left as it was.
    expect(parseAddressLine('Portview 4051 NZ')).toEqual({});
    expect(parseAddressLine('Windows 2000 Server')).toEqual({});
  });

  it('not three parts after the street', () => {
    expect(parseAddressLine('12 Harbour Road, Seacliff, Hillcrest, Portview 4051').zip).toBeUndefined();
  });

  it('stays linear on hostile parts', () => {
    // A quarter of each part × scale: scale 4 is 20,000 letters, 50,000 spaces.
    expectLinearTime((scale) => parseAddressLine(`12 Harbour Road, ${'a'.repeat(5_000 * scale)} 4051`), { what: 'letters' });
    expectLinearTime((scale) => parseAddressLine(`12 Harbour Road, P${' '.repeat(12_500 * scale)}4051`), { what: 'spaces' });
    expectLinearTime((scale) => parseAddressLine(`12 Harbour Road, ${'P '.repeat(5_000 * scale)}4051`), { what: 'one-letter words' });
  });
});

describe('extractAddress: the town line with four digits under the street', () => {
  it('under the street', () => {
    expect(address('Tamsin Okorley', 'tamsin@example.org', '12 Harbour Road', 'Portview 4051'))
      .toMatchObject({ street: '12 Harbour Road', city: 'Portview', zip: '4051' });
  });

  it('with the country, under the street', () => {
    expect(address('Tamsin Okorley', 'tamsin@example.org', '12 Harbour Road', 'Portview 4051, New Zealand'))
      .toMatchObject({ street: '12 Harbour Road', city: 'Portview', zip: '4051' });
  });

  it('under the street and its suburb', () => {
    expect(address('Tamsin Okorley', 'tamsin@example.org', '12 Harbour Road, Seacliff', 'Portview 4051'))
      .toMatchObject({ street: '12 Harbour Road', city: 'Portview', zip: '4051' });
  });

  it('with the country\'s code, under the street', () => {
    expect(address('Réka Bodzafás', 'reka@example.hu', 'Contact', 'Hársfa sor 17.', 'Kisvárkony 4611 HU', '+36 20 555 0101'))
      .toMatchObject({ street: 'Hársfa sor 17', city: 'Kisvárkony', zip: '4611' });
  });

  it('the town and the four digits on lines of their own, under the labelled street', () => {
    expect(address('Réka Bodzafás', 'Phone\t+36 20 555 0101', 'Address\tHársfa sor 17.', 'Kisvárkony', '4611', 'Experience'))
      .toMatchObject({ street: 'Hársfa sor 17', city: 'Kisvárkony', zip: '4611' });
  });

  it('on the street\'s line', () => {
    expect(address('Tamsin Okorley', 'tamsin@example.org', '12 Harbour Road, Portview 4051'))
      .toMatchObject({ street: '12 Harbour Road', city: 'Portview', zip: '4051' });
  });
});
