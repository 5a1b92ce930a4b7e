// A town printed in small letters after its postcode (OCR, hand-typed CVs): read where a street stands right before it, on
// its line or on the line above (src/parser/fields/address-parts.ts, address.ts). Invented people and streets; real towns.
import { describe, expect, it } from 'vitest';
import { parseAddressLine } from '../../../src/parser/fields/address-parts.js';
import { extractAddress } from '../../../src/parser/fields/address.js';
import { docOf } from './helpers.js';

describe('a postcode and a town in small letters after the street', () => {
  it.each([
    ['Hauptstr. 5, 80331 münchen', { street: 'Hauptstr. 5', zip: '80331', city: 'münchen' }],
    ['hauptstr. 5, 93047 regensburg', { street: 'hauptstr. 5', zip: '93047', city: 'regensburg' }],
    ['Rue des Lilas 12, 75011 paris', { street: 'Rue des Lilas 12', zip: '75011', city: 'paris' }],
    ['via roma 12, 20121 milano', { street: 'via roma 12', zip: '20121', city: 'milano' }],
    ['ul. Lipowa 7, 30-001 kraków', { street: 'ul. Lipowa 7', zip: '30-001', city: 'kraków' }],
    ['Rua das Flores 12, 4050-262 porto', { street: 'Rua das Flores 12', zip: '4050-262', city: 'porto' }],
    ['Lindenweg 4, 3011 AB rotterdam', { street: 'Lindenweg 4', zip: '3011 AB', city: 'rotterdam' }],
    ['Calle Mayor 5, 11500 jerez de la frontera', { street: 'Calle Mayor 5', zip: '11500', city: 'jerez de la frontera' }],
  ])('%s', (line, want) => expect(parseAddressLine(line)).toEqual(want));

  it('on the line under the street', () => {
    expect(extractAddress(docOf('Mira Kellner', 'Hauptstr. 5', '80331 münchen', 'mira.kellner@example.com', 'Berufserfahrung')).value)
      .toEqual({ street: 'Hauptstr. 5', zip: '80331', city: 'münchen' });
    expect(extractAddress(docOf('Anouk Verbeek', 'Lindenweg 4', '3011 AB rotterdam', 'anouk@example.nl', 'Werkervaring')).value)
      .toEqual({ street: 'Lindenweg 4', zip: '3011 AB', city: 'rotterdam' });
  });

  it('reads no town in small letters without a street before it, nor a year and words', () => {
    expect(parseAddressLine('80331 münchen')).toEqual({});
    expect(parseAddressLine('Hauptstr. 5, 2019 present').city).toBeUndefined();
    expect(parseAddressLine('Data Analyst, 12000 employees').city).toBeUndefined();
    expect(extractAddress(docOf('Mira Kellner', '80331 münchen', 'mira.kellner@example.com', 'Berufserfahrung')).value.city).toBe('');
  });
});
