// A street with its postcode and no town: the town is not taken from below a section's heading, nor from a firm's name.
// Invented people, streets and firms.
import { describe, it, expect } from 'vitest';
import { extractAddress } from '../../../src/parser/fields/address.js';
import { docOf } from './helpers.js';

const city = (...rows: string[]) => extractAddress(docOf(...rows)).value?.city ?? '';

describe('the town after a street and its postcode', () => {
  it('is never the employer under the next section\'s heading', () => {
    expect(city('Hollis Vantreeve', 'hollis@example.org 07700 900123', '14 Ashgrove Road, LS6 2AB', 'Experience', 'Brackenford Freight Ltd',
      'Transport Planner\tApr 2021 - Nov 2024')).toBe('');
  });

  it('is never a firm\'s name on the line below', () => {
    expect(city('Hollis Vantreeve', 'hollis@example.org 07700 900123', '14 Ashgrove Road, LS6 2AB', 'Brackenford Freight Ltd')).toBe('');
  });

  it('is still a lone place-name line below', () => {
    expect(city('Hollis Vantreeve', 'hollis@example.org 07700 900123', '14 Ashgrove Road, LS6 2AB', 'Elmbury', 'Experience')).toBe('Elmbury');
  });
});
