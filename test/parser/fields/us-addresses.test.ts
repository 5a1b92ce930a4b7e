// US addresses (src/parser/fields/us-street-suffixes.ts, address-parts.ts, address.ts): a street named with a suffix of the
// US Postal Service's Publication 28 ("4417 Quillon Knoll"), its secondary unit ("Bldg 4"), and the order "Street, Town, ST
// 12345-6789" whose state's code and ZIP end the address. Before, the house number before a name the parser did not know
// as a street was read as a postcode and the street's name as the town ("4417 Quillon Knoll" → zip 4417, town "Quillon
// Knoll"). Invented streets, towns and people.
import { describe, expect, it } from 'vitest';
import { isFloorDoor, isStreet, parseAddressLine } from '../../../src/parser/fields/address-parts.js';
import { extractAddress } from '../../../src/parser/fields/address.js';
import { withoutCountryCode } from '../../../src/parser/fields/country-codes.js';
import { isUsStreetSuffix, isUsUnit, withoutUsUnit } from '../../../src/parser/fields/us-street-suffixes.js';
import { docOf } from './helpers.js';

type Parts = { street?: string; city?: string; state?: string; zip?: string; region?: string };

describe('the suffixes and units of Publication 28', () => {
  it.each([
    ['Knoll', true], ['KNLS', true], ['Pt.', true], ['prairie', true], ['Xing', true], ['Stravenue', true],
    ['Quarry', false], ['Engineer', false], ['', false],
  ])('isUsStreetSuffix(%j) → %s', (word, want) => expect(isUsStreetSuffix(word)).toBe(want));

  it.each([
    ['Apt 4B', true], ['Ste. 210', true], ['Bldg C', true], ['Rm 12', true], ['Fl 3', true], ['#12', true], ['Bsmt', true],
    // A designator that takes a number is none without one; words of other things alone are none.
    ['Lot', false], ['Key Accounts', false], ['Suite', false], ['Front', false], ['Unit Manager', false],
  ])('isUsUnit(%j) → %s', (piece, want) => expect(isUsUnit(piece)).toBe(want));

  it('takes the unit off the end of a street', () => {
    expect(withoutUsUnit('12 Harlow Bend Apt 4')).toBe('12 Harlow Bend');
    expect(withoutUsUnit('12 Harlow Bend Ste. 210')).toBe('12 Harlow Bend');
    expect(withoutUsUnit('12 Harlow Bend')).toBe('12 Harlow Bend');
    // Too few words before it for a street: left as it is.
    expect(withoutUsUnit('Harlow Apt 4')).toBe('Harlow Apt 4');
  });
});

describe('isStreet: a house number, a capitalised name and a US suffix', () => {
  it.each([
    ['4417 Quillon Knoll', true],
    ['1136 Ardent Prairie', true],
    ['77 Corvel Pt.', true],
    ['920 Amberly Crossing Apt 4', true],
    // The suffix alone, or without the number, is no street; nor a count of time before a course's name.
    ['4417 Knoll', false],
    ['Quillon Knoll', false],
    ['40 Hour Course', false],
    // A Dutch postcode and a town named as a suffix ("Wells") is no street.
    ['6559 KA Wells', false],
    ['12 N Corvel Pt', true],
    ['2019 Quality Center', false],
    // All in capitals, as a theme's contact column prints it; a Dutch postcode's two letters and a count of time stay none.
    ['1136 ARDENT PRAIRIE', true],
    ['4417 N QUILLON KNOLL', true],
    ['6559 KA WELLS', false],
    ['40 HOUR COURSE', false],
    ['2019 QUALITY CENTER', false],
  ])('%j → %s', (part, want) => expect(isStreet(part)).toBe(want));

  it('a US unit after a street and a comma is part of it', () => {
    expect(isFloorDoor('Bldg 4')).toBe(true);
    expect(isFloorDoor('Rm 210')).toBe(true);
    expect(parseAddressLine('4417 Quillon Knoll, Rm 210, Marrowfield, OR 97411')).toEqual(
      { street: '4417 Quillon Knoll, Rm 210', city: 'Marrowfield', state: 'OR', zip: '97411' });
  });
});

describe('parseAddressLine: "Street, Town, ST 12345-6789"', () => {
  it.each<[string, Parts]>([
    ['4417 Quillon Knoll, Marrowfield, OR 97411-2233', { street: '4417 Quillon Knoll', city: 'Marrowfield', state: 'OR', zip: '97411-2233' }],
    // A street whose name ends in no suffix: the town and the state's code with its ZIP after it say it is the street, and its
    // number no postcode (read before as "3185" and the town "Tamsin Quarry").
    ['3185 Tamsin Quarry, Ellbrook, VT 05601', { street: '3185 Tamsin Quarry', city: 'Ellbrook', state: 'VT', zip: '05601' }],
    ["3185 Tamsin Quarry, O'Dellmouth, PR 00901-1234", { street: '3185 Tamsin Quarry', city: "O'Dellmouth", state: 'PR', zip: '00901-1234' }],
    // The town and the state in one part; the unit apart between the street and the town.
    ['3185 Tamsin Quarry, Ellbrook VT 05601', { street: '3185 Tamsin Quarry', city: 'Ellbrook', zip: '05601' }],
    ['3185 Tamsin Quarry, Ste 210, Ellbrook VT 05601', { street: '3185 Tamsin Quarry, Ste 210', city: 'Ellbrook', zip: '05601' }],
    // The state's code and the ZIP as parts of their own; a ZIP+4 alone after the town.
    ['3185 Tamsin Quarry, Ellbrook, VT, 05601-2211', { street: '3185 Tamsin Quarry', city: 'Ellbrook', state: 'VT', zip: '05601-2211' }],
    ['3185 Tamsin Quarry, Ellbrook, 05601-2211', { street: '3185 Tamsin Quarry', city: 'Ellbrook', zip: '05601-2211' }],
    // The ZIP+4 before the town, as templates print a résumé's fields in their own order.
    ['4417 Quillon Knoll, 97411-2233, Marrowfield, OR', { street: '4417 Quillon Knoll', zip: '97411-2233', city: 'Marrowfield' }],
    ['4417 Quillon Knoll 97411-2233 Marrowfield OR', { street: '4417 Quillon Knoll', zip: '97411-2233', city: 'Marrowfield', state: 'OR' }],
    ['97411-2233 Marrowfield OR', { zip: '97411-2233', city: 'Marrowfield', state: 'OR' }],
  ])('%s', (line, want) => expect(parseAddressLine(line)).toEqual(want));

  it('a state\'s code before a ZIP+4 is the state\'s, not a country\'s of the same letters', () => {
    // (GA is Gabon's code too; "Kellbach, DE, 10115" still names Germany: five digits are many countries' postcode.)
    expect(withoutCountryCode('Ellbrook, GA, 30301-2211')).toEqual({ text: 'Ellbrook, GA, 30301-2211' });
    expect(parseAddressLine('Ellbrook, GA, 30301-2211')).toEqual({ city: 'Ellbrook', state: 'GA', zip: '30301-2211' });
    expect(withoutCountryCode('Kellbach, DE, 10115')).toEqual({ text: 'Kellbach, 10115', code: 'DE' });
  });
});

const address = (rows: string[]) => extractAddress(docOf(...rows), [rows[0]!]).value;

describe('a US address in a CV', () => {
  it.each([
    ['on the name\'s line, among contact pieces', ['Wren Halvorsen', 'Wren Halvorsen  4417 Quillon Knoll, Marrowfield, OR 97411-2233 | (541) 555-0142 | wren.h@example.org', 'Profile'],
      { street: '4417 Quillon Knoll', city: 'Marrowfield', zip: '97411-2233' }],
    ['parted by bullets', ['Wren Halvorsen', '3185 Tamsin Quarry, Ellbrook, VT 05601 • (802) 555-0199 • wren.h@example.org', 'Profile'],
      { street: '3185 Tamsin Quarry', city: 'Ellbrook', zip: '05601' }],
    ['over two lines, a suffix the street ends in', ['Wren Halvorsen', '4417 Quillon Knoll', 'Marrowfield, OR 97411-2233', 'wren.h@example.org', 'Profile'],
      { street: '4417 Quillon Knoll', city: 'Marrowfield', zip: '97411-2233' }],
    ['over two lines, no suffix', ['Wren Halvorsen', '3185 Tamsin Quarry', 'Ellbrook, VT 05601', 'wren.h@example.org', 'Profile'],
      { street: '3185 Tamsin Quarry', city: 'Ellbrook', zip: '05601' }],
    // The town and the ZIP+4 on lines of their own under the street, in either order.
    ['the town over the ZIP+4', ['Wren Halvorsen', 'Address\t4417 Quillon Knoll', 'Marrowfield', '97411-2233', 'wren.h@example.org', 'Profile'],
      { street: '4417 Quillon Knoll', city: 'Marrowfield', zip: '97411-2233' }],
    ['the ZIP+4 over the town', ['Wren Halvorsen', '4417 Quillon Knoll', '97411-2233', 'Marrowfield', 'OR', 'wren.h@example.org', 'Profile'],
      { street: '4417 Quillon Knoll', city: 'Marrowfield', zip: '97411-2233' }],
    // A narrow column broke the ZIP+4 after its dash.
    ['the ZIP+4 broken after its dash', ['Wren Halvorsen', 'Marrowfield, OR 97411-', '2233', 'wren.h@example.org', 'Profile'],
      { street: '', city: 'Marrowfield', zip: '97411-2233' }],
    ['the ZIP+4 broken under the street', ['Wren Halvorsen', '4417 Quillon Knoll', 'Marrowfield, OR 97411-', '2233', 'wren.h@example.org', 'Profile'],
      { street: '4417 Quillon Knoll', city: 'Marrowfield', zip: '97411-2233' }],
    // The country's code after the last four digits ("2233 US", a theme's countryCode).
    ['the ZIP+4 broken before the country\'s code', ['Wren Halvorsen', '4417 Quillon Knoll', 'Marrowfield, OR 97411-', '2233 US', 'wren.h@example.org', 'Profile'],
      { street: '4417 Quillon Knoll', city: 'Marrowfield', zip: '97411-2233' }],
    // Two capitals that name no country are no code: the four digits are not the ZIP's.
    ['four digits before two capitals that name no country', ['Wren Halvorsen', '4417 Quillon Knoll', 'Marrowfield, OR 97411-', '2233 XQ', 'wren.h@example.org', 'Profile'],
      { street: '4417 Quillon Knoll', city: 'Marrowfield', zip: '97411' }],
    // Each line of the address ends in a comma, the ZIP+4 on a third line.
    ['over three lines, each ending in a comma', ['Wren Halvorsen', '(541) 555-0142', '4417 Quillon Knoll,', 'Marrowfield, OR, US,', '97411-2233', 'wren.h@example.org', 'Profile'],
      { street: '4417 Quillon Knoll', city: 'Marrowfield', zip: '97411-2233' }],
    // The same in capitals: the street was read as a postcode and a town ("1136" / "ARDENT PRAIRIE"), and the ZIP+4 cut.
    ['in capitals, the ZIP+4 broken under the street', ['WREN HALVORSEN', '1136 ARDENT PRAIRIE', 'MARROWFIELD, OR 97411-', '2233', 'WREN.H@EXAMPLE.ORG', 'PROFILE'],
      { street: '1136 ARDENT PRAIRIE', city: 'MARROWFIELD', zip: '97411-2233' }],
  ])('%s', (_n, rows, want) => expect(address(rows)).toEqual(want));
});
