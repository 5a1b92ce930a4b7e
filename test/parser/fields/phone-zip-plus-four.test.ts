// A US ZIP+4 code at the end of an address line is no phone number. The address and numbers are invented.
import { describe, expect, it } from 'vitest';
import { extractPhones } from '../../../src/parser/fields/phone.js';
import { docOf } from './helpers.js';

describe('a ZIP+4 code', () => {
  it('is no phone, the number under it is', () => {
    const doc = docOf('Lorna Hatchet', '78470 Juniper Court, North Ashby, SD, US, 57120-1868', '(605) 555-0106', 'lorna.hatchet@example.com');
    // The countries of English CVs besides the US (locale.ts): in one of them the nine digits make a valid number.
    const languageCountries = ['GB', 'IE', 'AU', 'NZ', 'ZA', 'IN', 'SG'] as const;
    expect(extractPhones(doc, { country: 'US', northAmericanFirst: true, languageCountries: [...languageCountries] }).value).toEqual(['+1 605 555 0106']);
  });
  it('a number so grouped under a phone label stays a phone', () => {
    const doc = docOf('Lorna Hatchet', 'Tel.: 57120-1868', 'lorna.hatchet@example.com');
    expect(extractPhones(doc, { country: 'DE' }).value).toHaveLength(1);
  });
});
