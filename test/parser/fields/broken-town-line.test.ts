// A town line a narrow column broke, read whole again with the line below (broken-town-line.ts), one line per case.
// Invented streets and towns.
import { describe, it, expect } from 'vitest';
import { countryNameWrapped, postcodeWrapped, townWordBroken } from '../../../src/parser/fields/broken-town-line.js';
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
