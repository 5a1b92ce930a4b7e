// Postcodes printed after their town, in the shapes only their countries use: Dutch ("Zeestad 1012 AB", "Zeestad,
// 1012 AB"), Irish Eircodes ("Dublin D02 X285") and Canadian ones after the province ("Lakeview, ON M5V 2T6"). Before, the
// town and postcode were lost, or the postcode's two letters were read as the town. Invented streets and towns.
import { describe, it, expect } from 'vitest';
import { extractAddress } from '../../../src/parser/fields/address.js';
import { parseAddressLine } from '../../../src/parser/fields/address-parts.js';
import { docOf } from './helpers.js';

const address = (...rows: string[]) => extractAddress(docOf(...rows)).value;

describe('parseAddressLine: a postcode after its town', () => {
  it.each<[string, { street?: string; city?: string; zip?: string }]>([
    ['Zeestad 1012 AB', { city: 'Zeestad', zip: '1012 AB' }],
    ['Zeestad, 3511 LX', { city: 'Zeestad', zip: '3511 LX' }],
    ['Brinkgracht 14, Zeestad 1012AB', { street: 'Brinkgracht 14', city: 'Zeestad', zip: '1012AB' }],
    ['Dublin D02 X285', { city: 'Dublin', zip: 'D02 X285' }],
    ['Glenmore, Co. Kerry, V92 X2Y3', { city: 'Glenmore', zip: 'V92 X2Y3' }],
    ['Lakeview, ON M5V 2T6', { city: 'Lakeview', zip: 'M5V 2T6' }],
    ['Harbourton NS B3H 1A1', { city: 'Harbourton', zip: 'B3H 1A1' }],
  ])('%s', (line, want) => expect(parseAddressLine(line)).toEqual(want));

  it('reads no town from a Dutch postcode\'s letters', () => {
    expect(parseAddressLine('Brinkgracht 14, 3511 LX').city).toBeUndefined();
  });

  it('takes a year and a degree for no postcode', () => {
    expect(parseAddressLine('Hogeschool Zeestad, 2019 BA').zip).toBeUndefined();
  });

  it('keeps British postcodes after the town as they were', () => {
    expect(parseAddressLine('Millbrook LS2 8JS')).toEqual({ city: 'Millbrook', zip: 'LS2 8JS' });
  });
});

describe('extractAddress: the town line with its postcode last', () => {
  it('under a Dutch street', () => {
    expect(address('Femke Zandwijk', 'femke@example.nl', 'Brinkgracht 14', 'Zeestad 1012 AB')).toMatchObject({ street: 'Brinkgracht 14', city: 'Zeestad', zip: '1012 AB' });
  });

  it('a Canadian town line under its street', () => {
    expect(address('Mira Quell', 'mira@example.org', '14 Tamarack Street', 'Lakeview, ON M5V 2T6')).toMatchObject({ street: '14 Tamarack Street', city: 'Lakeview', zip: 'M5V 2T6' });
  });
});
