// A two-letter code beside five digits: a US state's, or a country's ISO code (src/parser/fields/us-zip-states.ts,
// country-codes.ts, address-parts.ts). Before, "Macon, GA, 31201" named Gabon and "62704 Springfield, IL" Israel: the
// phone was read in that country. Invented streets and towns; real states and ZIP ranges.
import { describe, expect, it } from 'vitest';
import { isUsStateBesideZip } from '../../../src/parser/fields/us-zip-states.js';
import { withoutCountryCode } from '../../../src/parser/fields/country-codes.js';
import { parseAddressLine } from '../../../src/parser/fields/address-parts.js';

describe('isUsStateBesideZip', () => {
  it.each([
    // A country of the code prints no five digits (Gabon, Israel, Malta, Tunisia): any ZIP makes it the state.
    ['GA', '31201', true], ['IL', '62704', true], ['IL', '90210', true], ['MT', '59601', true], ['TN', '37201-1234', true],
    // A country of the code prints five digits: only a ZIP of the state's own ranges is the state's.
    ['DE', '19901', true], ['DE', '10115', false], ['MA', '02139', true], ['MA', '20000', false], ['ID', '83702', true],
    ['ID', '10110', false], ['NC', '27601', true], ['NC', '98800', false],
    // No state's code, or no ZIP.
    ['FR', '75011', false], ['GB', '12345', false], ['GA', '3120', false], ['GA', 'AB12', false],
  ])('%s beside %s → %s', (code, zip, want) => expect(isUsStateBesideZip(code, zip)).toBe(want));
});

describe('a state code beside a ZIP stays on the address line', () => {
  it.each([
    'Macon, GA, 31201', 'Dover, DE, 19901', 'Helena, MT, 59601', '4417 Quillon Knoll, Marrowfield, NC, 27601',
    '62704 Springfield, IL', '31201 Macon, GA', '27601 Raleigh NC',
  ])('%s', (line) => expect(withoutCountryCode(line)).toEqual({ text: line }));

  it.each([
    // The country's code where the ZIP is none of the state's, or no state's code at all.
    ['Kellbach, DE, 10115', 'Kellbach, 10115', 'DE'],
    ['10115 Kellbach, DE', '10115 Kellbach', 'DE'],
    ['20250 Darbaya, MA', '20250 Darbaya', 'MA'],
    ['75011 Valrouge, FR', '75011 Valrouge', 'FR'],
  ])('%s → %s (%s)', (line, text, code) => expect(withoutCountryCode(line)).toEqual({ text, code }));
});

describe('parseAddressLine: the town, the state and the ZIP', () => {
  it.each([
    ['Macon, GA, 31201', { city: 'Macon', state: 'GA', zip: '31201' }],
    ['Dover, DE, 19901', { city: 'Dover', state: 'DE', zip: '19901' }],
    ['4417 Quillon Knoll, Marrowfield, NC, 27601', { street: '4417 Quillon Knoll', city: 'Marrowfield', state: 'NC', zip: '27601' }],
    ['27601 Raleigh NC', { city: 'Raleigh', state: 'NC', zip: '27601' }],
  ])('%s', (line, want) => expect(parseAddressLine(line)).toEqual(want));

  it('names no country for a state beside a ZIP', () => {
    expect(parseAddressLine('62704 Springfield, IL').region).toBeUndefined();
    expect(parseAddressLine('31201 Macon, GA').region).toBeUndefined();
    expect(parseAddressLine('Kellbach, DE, 10115')).toMatchObject({ city: 'Kellbach', zip: '10115', region: 'DE' });
  });
});
