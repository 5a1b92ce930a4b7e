// A town's name with the typographic apostrophe (’) that TeX, word processors and web fonts print for "'" is read as the
// same name typed with "'": "Saint-Marc-d’Olbière", "Moulins-l’Évêque". Towns, streets and postcodes invented.
import { describe, expect, it } from 'vitest';
import { parseAddressLine } from '../../../src/parser/fields/address-parts.js';

describe('parseAddressLine: a town with a typographic apostrophe', () => {
  it.each<[string, { city: string; zip: string }]>([
    ['80412 Saint-Marc-d’Olbière', { city: 'Saint-Marc-d’Olbière', zip: '80412' }],
    ['80412 Saint-Marc-d\'Olbière', { city: 'Saint-Marc-d\'Olbière', zip: '80412' }],
    ['2417 KX Oud’s Heerwolde', { city: 'Oud’s Heerwolde', zip: '2417 KX' }],
  ])('%j', (line, want) => {
    expect(parseAddressLine(line)).toMatchObject(want);
  });
});
