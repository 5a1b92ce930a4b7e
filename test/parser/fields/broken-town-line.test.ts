// A town line a narrow column broke, read whole again with the line below (broken-town-line.ts), one line per case.
// Invented streets and towns.
import { describe, it, expect } from 'vitest';
import { countryNameWrapped, postcodeWrapped, townWordBroken, withUkPostcodesJoined } from '../../../src/parser/fields/broken-town-line.js';
import { extractAddress } from '../../../src/parser/fields/address.js';
import { buildDocument } from '../../../src/parser/fields/document.js';
import { parseAddressLine } from '../../../src/parser/fields/address-parts.js';

const parts = (p: ReturnType<typeof parseAddressLine> | undefined) => (p ? { street: p.street, city: p.city, zip: p.zip } : undefined);

describe('postcodeWrapped', () => {
  it.each<[string, string, { street?: string; city?: string; zip?: string } | undefined]>([
    ['Quellenweg 20 Kellbach', '10115 DE', { street: 'Quellenweg 20', city: 'Kellbach', zip: '10115' }],
    ['9 Elm Lane Townley', 'AB1 2CD GB', { street: '9 Elm Lane', city: 'Townley', zip: 'AB1 2CD' }],
    ['Largo das Tílias, 107 1100-148', 'Portela PT', { street: 'Largo das Tílias, 107', city: 'Portela', zip: '1100-148' }],
    ['Quellenweg 20 Kellbach', 'Stock Control', undefined], // no postcode below
    ['Quellenweg 20', '10115 Kellbach', undefined], // the town is below: a town line of its own, read elsewhere
  ])('%s ↵ %s', (text, below, want) => expect(parts(postcodeWrapped(text, below, parseAddressLine))).toEqual(want));
});

describe('townWordBroken', () => {
  it.each<[string, string, { street?: string; city?: string; zip?: string } | undefined]>([
    ['12 rue Haute 44000 Valr', 'ouge FR', { street: '12 rue Haute', city: 'Valrouge', zip: '44000' }],
    ['9 Elm Lane AB1 2CD Townley G', 'B', { street: '9 Elm Lane', city: 'Townley', zip: 'AB1 2CD' }],
    ['9 Elm Lane AB1 2CD Townley G', 'Stock Control', undefined], // a word of its own below
    ['12 rue Haute 44000 Valrouge', 'Skills', undefined],
    // A small word of a town's name before a capitalised word opens a word of its own (town-joiner-break.ts reads it).
    ['Rua das Tílias 302, 9760-411 Praia', 'da Vitória', undefined],
    ['Hauptstraße 12, 60311 Frankfurt', 'am Main', undefined],
  ])('%s ↵ %s', (text, below, want) => expect(parts(townWordBroken(text, below, parseAddressLine))).toEqual(want));
});

describe('countryNameWrapped', () => {
  it('reads the town before a country name wrapped inside it', () => {
    expect(countryNameWrapped('Townley, United Kingdom of Great', 'Britain and Northern Ireland', parseAddressLine)?.city).toBe('Townley');
  });
  it.each([['Townley, United Kingdom of Great', 'Stock Control'], ['Townley, Portugal', 'Lisbon Road']])('not %s ↵ %s', (text, below) => {
    expect(countryNameWrapped(text, below, parseAddressLine)).toBeUndefined();
  });
});

describe('withUkPostcodesJoined', () => {
  const docOfRows = (rows: string[]) => buildDocument({ text: rows.join('\n'), lines: rows.map((text) => ({ text, page: 1 })) });
  it.each<[string, string, string | undefined]>([
    ['Pellow End ET8', '7RG', 'Pellow End ET8 7RG'],
    ['Quarry Marsh QM12', '4DN\tData Analyst', 'Quarry Marsh QM12 4DN'],
    ['Pellow End ET8', 'Data Analyst', undefined], // no inward code below
    ['Pellow End', '7RG', undefined], // no outward code above
  ])('%s ↵ %s', (line, below, want) => {
    const doc = docOfRows(['Anwen Pellow', line, below]);
    expect(withUkPostcodesJoined(doc).lines[1]?.text).toBe(want ?? line);
  });

  it('reads the address whose postcode a narrow column broke, the other column\'s headline beside the inward code', () => {
    const doc = docOfRows(['1 Quarry Road\tAnwen Pellow', 'Pellow End ET8', '7RG\tData Analyst', 'United Kingdom',
      '+44 20 7946 0437', 'anwen.pellow@example.org', 'Experience', '2019 – 2023 Analyst, Ostmark Traders Ltd']);
    expect(extractAddress(doc, ['Anwen Pellow']).value).toEqual({ street: '1 Quarry Road', city: 'Pellow End', zip: 'ET8 7RG' });
  });
});
