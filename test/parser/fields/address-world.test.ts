// Addresses of countries many English, Spanish and Portuguese CVs come from (India, Singapore, Australia, Ireland, Canada,
// South Africa, Kenya, Nigeria, Mexico, Argentina, Angola): house labels and flats before the road, landmarks and parents
// around it, postcodes of world-postcodes.ts after their labels, towns or states. Before, the street, the town or the postcode
// was lost (test/parser/generator/world-addresses.mjs: street 40, city 14, zip 41 % of those CVs). Invented streets,
// buildings and localities; real big cities.
import { describe, it, expect, vi } from 'vitest';
import { extractAddress } from '../../../src/parser/fields/address.js';
import { parseAddressLine } from '../../../src/parser/fields/address-parts.js';
import { isStatePart } from '../../../src/parser/fields/world-postcodes.js';
import { countryFromAddress } from '../../../src/parser/fields/locale.js';
import { docOf } from './helpers.js';
import { expectLinearTime } from '../../helpers/linear-time.js';

// The readers remember their answer per text (src/parser/remembered.ts), so the linear-time guard below would time a
// remembered answer from its second call on: here each call reads its text anew.
vi.mock('../../../src/parser/remembered.js', () => ({ rememberedByText: <T>(read: (text: string) => T) => read }));

const address = (...rows: string[]) => extractAddress(docOf(...rows)).value;

describe('parseAddressLine: Indian addresses', () => {
  it.each<[string, { street?: string; city?: string; zip?: string; region?: string }]>([
    // A labelled house number, the road, the locality (no part of the street), the town, its PIN after a dash and the state.
    ['H.No. 3-7-118, Neem Tree Road, Sunflower Colony, Hyderabad - 500072, Telangana',
      { street: 'H.No. 3-7-118, Neem Tree Road', city: 'Hyderabad', zip: '500072', region: 'IN' }],
    ['D.No. 12-4, Lily Lane, Chennai - 600028', { street: 'D.No. 12-4, Lily Lane', city: 'Chennai', zip: '600028', region: 'IN' }],
    // A flat in a named building, the road (an ordinal is no house number), the town and the PIN after a space.
    ['Flat 7C, Moonstone Residency, 3rd Cross Road, Pebble Layout, Bengaluru 560041',
      { street: 'Flat 7C, Moonstone Residency, 3rd Cross Road', city: 'Bengaluru', zip: '560041', region: 'IN' }],
    ['Flat No. 204, Orchid Heights, Saffron Marg, Jaipur 302021', { street: 'Flat No. 204, Orchid Heights, Saffron Marg', city: 'Jaipur', zip: '302021', region: 'IN' }],
    // A parent before the address, a landmark after the road, the district's mark and the PIN under its label.
    ['S/O Oliver Quillby, #58, Mango Grove Street, Near Water Tank, Dist. Pune, Maharashtra, PIN: 411038',
      { street: '#58, Mango Grove Street', city: 'Pune', zip: '411038', region: 'IN' }],
    ['No. 9, Jasper Road, Opp. Town Library, Kolkata Dist., West Bengal, Pin Code - 700029',
      { street: 'No. 9, Jasper Road', city: 'Kolkata', zip: '700029', region: 'IN' }],
  ])('%s', (line, want) => expect(parseAddressLine(line)).toEqual(want));
});

describe('parseAddressLine: other English-speaking countries', () => {
  it.each<[string, { street?: string; city?: string; zip?: string; region?: string }]>([
    // Australia: a unit before the house, the state's code between the town and the postcode.
    ['Unit 8/21 Bottlebrush Parade, Sydney NSW 2000', { street: 'Unit 8/21 Bottlebrush Parade', city: 'Sydney', zip: '2000', region: 'AU' }],
    ['3/40 Quandong Street, Brisbane QLD 4000', { street: '3/40 Quandong Street', city: 'Brisbane', zip: '4000', region: 'AU' }],
    // Canada: the flat before the street, after a comma.
    ['Apt 1507, 88 Tamarack Crescent, Toronto, ON M4W 1A8', { street: 'Apt 1507, 88 Tamarack Crescent', city: 'Toronto', zip: 'M4W 1A8' }],
    // Ireland: an apartment before a street without a street word, Dublin's postal district before its Eircode.
    ['Apartment 12, 9 Willowbrook View, Dublin 6, D06 F2K8', { street: 'Apartment 12, 9 Willowbrook View', city: 'Dublin', zip: 'D06 F2K8' }],
    // An estate's name after the house number, no street word: a street before the town and the Eircode.
    ['14 Hazelwood Park, Dublin 4, D04 K7T2', { street: '14 Hazelwood Park', city: 'Dublin', zip: 'D04 K7T2' }],
    ['3 Example Lawn, Galway, H91 E2K3', { street: '3 Example Lawn', city: 'Galway', zip: 'H91 E2K3' }],
    // Singapore: a block before its number, the floor and unit after the street.
    ['Blk 417 Casuarina Walk Avenue 2, #07-112, Singapore 540417',
      { street: 'Blk 417 Casuarina Walk Avenue 2, #07-112', city: 'Singapore', zip: '540417', region: 'SG' }],
    // South Africa: the suburb between the street and the town, four digits after a comma.
    ['27 Aloe Ridge Road, Greenpoint Heights, Durban, 4051', { street: '27 Aloe Ridge Road', city: 'Durban', zip: '4051' }],
    // Kenya: a post-office box with its post office's postcode after a dash.
    ['P.O. Box 30417-00100, Nairobi', { street: 'P.O. Box 30417', city: 'Nairobi', zip: '00100', region: 'KE' }],
    // Nigeria: no postcode, the town before its state.
    ['No. 15 Iroko Close, Ikeja, Lagos State', { street: 'No. 15 Iroko Close', city: 'Ikeja', region: 'NG' }],
  ])('%s', (line, want) => expect(parseAddressLine(line)).toEqual(want));
});

describe('parseAddressLine: Latin America and Lusophone Africa', () => {
  it.each<[string, { street?: string; city?: string; zip?: string; region?: string }]>([
    // Mexico: the colonia after the street, "C.P." before the postcode, the town and its state's short form.
    ['Calle Tejocote 48, Col. Huertas Altas, C.P. 06720, Ciudad de México, CDMX', { street: 'Calle Tejocote 48', city: 'Ciudad de México', zip: '06720', region: 'MX' }],
    // Argentina: floor and flat after the street; the CPA before the town (in brackets or not) or after "CP".
    ['Calle Los Sauces 2140, Piso 3, Dpto. C, (C1414) Buenos Aires', { street: 'Calle Los Sauces 2140, Piso 3, Dpto. C', city: 'Buenos Aires', zip: 'C1414' }],
    ['Calle Los Sauces 2140, X5000 Córdoba', { street: 'Calle Los Sauces 2140', city: 'Córdoba', zip: 'X5000' }],
    ['Calle Los Sauces 2140, Rosario, CP S2000', { street: 'Calle Los Sauces 2140', city: 'Rosario', zip: 'S2000' }],
    // Angola: "nº" before the house number, the bairro between the street and the town.
    ['Rua das Palmeiras Altas, nº 31, Bairro Novo Horizonte, Luanda', { street: 'Rua das Palmeiras Altas, nº 31', city: 'Luanda' }],
  ])('%s', (line, want) => expect(parseAddressLine(line)).toEqual(want));
});

describe('parseAddressLine: what the new rules leave alone', () => {
  it('takes a year after a town for no postcode', () => {
    expect(parseAddressLine('Durban, 2019').zip).toBeUndefined();
  });

  it('reads no street from a landmark or a parent alone', () => {
    expect(parseAddressLine('Near Water Tank')).toEqual({});
    expect(parseAddressLine('S/O Oliver Quillby')).toEqual({});
  });

  it('keeps the European forms as they were', () => {
    expect(parseAddressLine('Calle Mayor, 12, 3º B, 28013 Madrid')).toEqual({ street: 'Calle Mayor, 12, 3º B', zip: '28013', city: 'Madrid' });
    expect(parseAddressLine('12, rue des Lilas, 69003 Lyon')).toEqual({ street: '12, rue des Lilas', zip: '69003', city: 'Lyon' });
    expect(parseAddressLine('Flat 2, 10 Lantern Row, Leeds LS2 8JS')).toEqual({ street: 'Flat 2, 10 Lantern Row', zip: 'LS2 8JS', city: 'Leeds' });
  });

  it('names states from the table and "… State"', () => {
    expect(isStatePart('Telangana')).toBe(true);
    expect(isStatePart('Lagos State')).toBe(true);
    expect(isStatePart('NSW')).toBe(true);
    expect(isStatePart('Ikeja')).toBe(false);
    expect(isStatePart('Head of State')).toBe(false);
  });

  it('tells the country a state or postcode form names, for national phone numbers', () => {
    expect(countryFromAddress({ zip: '2000', region: 'AU' })).toBe('AU');
    // A country named on the line comes first.
    expect(countryFromAddress({ zip: '560041', country: 'India', region: 'IN' })).toBe('IN');
    expect(countryFromAddress({ zip: '06720' })).toBeUndefined();
  });

  // (Long runs of digits, or of spaces before a letter, were slow in parseAddressLine before these rules, in older patterns:
  // not tried here.)
  it('stays linear on hostile text', () => {
    // A quarter of each line × scale: scale 4 is 20,000 letters, 50,000 dots or spaces, 5,000 words.
    const hostile: Record<string, (scale: number) => string> = {
      letters: (scale) => 'a'.repeat(5_000 * scale),
      dots: (scale) => '.'.repeat(12_500 * scale),
      spaces: (scale) => ' '.repeat(12_500 * scale),
      'S/O x x': (scale) => `S/O ${'x '.repeat(5_000 * scale)}`,
      'Near Aa Aa': (scale) => `Near ${'Aa '.repeat(5_000 * scale)}`,
      'Dist. AAA': (scale) => `Dist. ${'A'.repeat(5_000 * scale)}`,
      'AAA Dist.': (scale) => `${'A'.repeat(5_000 * scale)} Dist.`,
      'PIN: xxx': (scale) => `PIN: ${'x'.repeat(5_000 * scale)}`,
      'PIN::::': (scale) => `PIN:${':'.repeat(5_000 * scale)}`,
      'Blk Avenue Avenue': (scale) => `Blk ${'Avenue '.repeat(1_250 * scale)}`,
      'Lagos Lagos State': (scale) => `${'Lagos '.repeat(1_250 * scale)}State`,
      'Col. ...': (scale) => `Col. ${'.'.repeat(12_500 * scale)}`,
    };
    for (const [what, build] of Object.entries(hostile)) expectLinearTime((scale) => parseAddressLine(build(scale)), { what });
  });
});

describe('extractAddress: world addresses over lines of a contact block', () => {
  it('an Indian address over three lines, the locality on the middle one', () => {
    expect(address('Hannah Quillby', 'hannah@example.com', '+91 98450 12345', 'H.No. 3-7-118, Neem Tree Road', 'Sunflower Colony',
      'Hyderabad - 500072, Telangana')).toMatchObject({ street: 'H.No. 3-7-118, Neem Tree Road', city: 'Hyderabad', zip: '500072' });
  });

  it('a parent over the address, the district and the PIN on lines of their own', () => {
    expect(address('Hannah Quillby', 'hannah@example.com', 'S/O Oliver Quillby', '#58, Mango Grove Street, Near Water Tank',
      'Dist. Pune, Maharashtra', 'PIN: 411038')).toMatchObject({ street: '#58, Mango Grove Street', city: 'Pune', zip: '411038' });
  });

  it('a Mexican address with the colonia on the street line', () => {
    expect(address('Lucía Tejeda', 'lucia@example.mx', 'Calle Tejocote 48, Col. Huertas Altas', 'C.P. 06720, Ciudad de México, CDMX'))
      .toMatchObject({ street: 'Calle Tejocote 48', city: 'Ciudad de México', zip: '06720' });
  });
});
