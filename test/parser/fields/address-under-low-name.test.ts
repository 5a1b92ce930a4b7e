// The town line under a name that the text reads low: a sidebar read first (LinkedIn's "Save to PDF" export, a Word CV
// built as a table of two cells) puts its headings before the name, the headline and "Town, Region, Country". Invented
// people, firms and certificates; real big cities.
import { describe, it, expect } from 'vitest';
import { extractAddress } from '../../../src/parser/fields/address.js';
import { buildDocument } from '../../../src/parser/fields/document.js';

const address = (lines: string[], names: string[]) =>
  extractAddress(buildDocument({ text: lines.join('\n'), lines: lines.map((text) => ({ text, page: 1 })) }), names).value;

const sidebar = ['Contact', 'ilse.marrowfen@example.org', 'www.linkedin.com/in/ilse-marrowfen-', '4f1c9a2b (LinkedIn)', 'Top Skills', 'Forklift',
  'Route Planning', 'Excel', 'Languages', 'English (Native or Bilingual)', 'German (Professional Working)', 'Certifications',
  'Night Shift Safety Level 2'];
const body = ['Summary', 'I like calm, measurable warehouses.', 'Experience', 'Harbour Freight Ltd', 'Dispatcher',
  'January 2021 - Present (3 years 11 months)', 'Leeds, United Kingdom', 'Education', 'Lakeside College', 'BSc Logistics · (2015 - 2018)'];

describe('the town line under a name read after a sidebar', () => {
  it('is the town, though headings stand above it', () => {
    expect(address([...sidebar, 'Ilse Marrowfen', 'Dispatcher', 'Manchester, England, United Kingdom', ...body], ['Ilse', 'Marrowfen']))
      .toEqual({ street: '', city: 'Manchester', zip: '' });
    expect(address([...sidebar, 'Ilse Marrowfen', 'Dispatcher', 'Bristol, United Kingdom', ...body], ['Ilse', 'Marrowfen']))
      .toEqual({ street: '', city: 'Bristol', zip: '' });
  });

  it('is not read where no name was read, and a job place in the body is no town', () => {
    expect(address([...sidebar, 'Ilse Marrowfen', 'Dispatcher', 'Manchester, England, United Kingdom', ...body], [])).toEqual({ street: '', city: '', zip: '' });
    expect(address([...sidebar, 'Ilse Marrowfen', 'Dispatcher', ...body], ['Ilse', 'Marrowfen'])).toEqual({ street: '', city: '', zip: '' });
  });
});
