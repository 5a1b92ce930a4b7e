// Codes that look like phone numbers: a US ZIP+4 code ending an address line, digits inside a DOI or arXiv identifier. Invented.
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

describe('digits inside a publication\'s identifier', () => {
  it('are no phone, in an English CV whose country is the language\'s guess', () => {
    const doc = docOf('Ada Quillfeather', 'ada.quillfeather@example.org', 'Publications', 'Sparse Routing at Scale', '10.5555/confx.2023.1234 (ConfX 2023)',
      'Pruning by Gradient Masks, arXiv:2301.12345');
    const languageCountries = ['GB', 'IE', 'AU', 'NZ', 'ZA', 'IN', 'SG'] as const;
    expect(extractPhones(doc, { country: 'US', northAmericanFirst: true, languageCountries: [...languageCountries] }).value).toEqual([]);
  });
});
