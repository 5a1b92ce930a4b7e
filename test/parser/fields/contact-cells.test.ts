// One-line contact blocks in form cells and the numbers beside them, as the invented-CV generator found them wrong:
// DOCX cells read as one run of text, a headline or contact-heading cell read as the town, a landline listed before
// the mobile, an ID number's leading "00" read as a call to North America. People, places and numbers are invented.
import { describe, it, expect } from 'vitest';
import { buildDocument } from '../../../src/parser/fields/document.js';
import { extractAddress } from '../../../src/parser/fields/address.js';
import { extractPhones, isSecondLineLabel } from '../../../src/parser/fields/phone.js';
import { detectLocale } from '../../../src/parser/fields/locale.js';
import { extractName } from '../../../src/parser/fields/name.js';
import type { TextLine } from '../../../src/parser/types.js';
import { docOf } from './helpers.js';

/** A DOCX line: the cells joined by a space in `text`, as the DOCX reader gives them. */
const cellLine = (...cells: string[]): TextLine => ({ text: cells.join(' '), cells, page: 1 });
const docOfLines = (...lines: TextLine[]) => buildDocument({ text: lines.map((l) => l.text).join('\n'), lines });

describe('DOCX cells', () => {
  it('keep the gap between them as segments', () => {
    const doc = docOfLines(cellLine('Grain Buyer', 'Quintavale, Portugal'));
    expect(doc.lines[0]?.segments).toEqual(['Grain Buyer', 'Quintavale, Portugal']);
  });

  it('read a number in its own cell after a house number', () => {
    const doc = docOfLines(cellLine('7311 Dombvár, Fenyves utca 18.', '0620 / 555 0147', 'kerti.lilla@example.hu'));
    expect(extractPhones(doc, { country: 'HU' }).value).toEqual(['+36 20 555 0147']);
  });

  it('leave a line without cells as it was', () => {
    const doc = docOfLines({ text: 'Grain Buyer Quintavale, Portugal', page: 1 });
    expect(doc.lines[0]?.segments).toEqual(['Grain Buyer Quintavale, Portugal']);
  });
});

describe('a cell before the place', () => {
  it('a headline cell before "Town, Country" is not the town', () => {
    const doc = docOfLines(cellLine('Grain Buyer', 'Quintavale, Portugal'), { text: 'ines.prado@example.pt', page: 1 });
    expect(extractAddress(doc).value.city).toBe('Quintavale');
  });

  it.each(['Contatti', 'Contactos', 'Kontakt'])('a contact heading %s before the place is not the town', (heading) => {
    const doc = docOf(`${heading}\tQuintavale, Portugal, +351 912 555 014, ines.prado@example.pt`);
    expect(extractAddress(doc).value.city).toBe('Quintavale');
  });

  it('a street cell before the postcode and town stays the street', () => {
    const doc = docOfLines(cellLine('Rua das Amoras 14', '4410-117 Quintavale'), { text: 'ines.prado@example.pt', page: 1 });
    expect(extractAddress(doc).value).toEqual({ street: 'Rua das Amoras 14', city: 'Quintavale', zip: '4410-117' });
  });
});

describe('a second line (home, landline, fax)', () => {
  it.each(['Home:', 'Festnetz:', 'Fijo:', 'Vezetékes:', 'Fax'])('%s labels a second line', (label) => {
    expect(isSecondLineLabel(`${label} `)).toBe(true);
  });

  it('a mobile number is not a second line', () => {
    expect(isSecondLineLabel('Mobile: ')).toBe(false);
    expect(isSecondLineLabel('')).toBe(false);
  });

  it('is listed after the number without such a label, wherever it is printed', () => {
    const doc = docOf('Festnetz: 030 5550 1234', 'Hanna Weisshaupt', '0151 5550 6789 • hanna.w@example.de');
    expect(extractPhones(doc, { country: 'DE' }).value).toEqual(['+49 1515 5506789', '+49 30 55501234']);
  });
});

describe('the country of the phone numbers', () => {
  it('is not North America for an ID number that starts with "00 1"', () => {
    const locale = detectLocale('Hanna Weisshaupt\nTelefon 0151 5550 6789\nSteuer-ID: 00 194 555 333\nBerufserfahrung\nLeitung');
    expect(locale.country).toBe('DE');
  });

  it('still reads a "00" prefix written against its country code', () => {
    const locale = detectLocale('Hanna Weisshaupt\nTelefon 0049 151 5550 6789\nBerufserfahrung\nLeitung');
    expect(locale.country).toBe('DE');
    expect(locale.countryFromPhone).toBe(true);
  });
});

describe('a firm at the top of a CV without a printed name', () => {
  const name = (rows: string[], emails: string[]): [string, string] => {
    const r = extractName(docOf(...rows), { emails, familyFirst: false });
    return [r.first, r.last];
  };

  it.each(['SAS', 'SARL', 'EURL'])('a firm ending in %s is no name', (form) => {
    const rows = ['12|Cheffe de rayon', '10|12 rue des Aubépines, 69003 Lyon, 04.72.00.55.01, cv8.jobs@example.fr',
      '10|Date de naissance: 24/12/1983', '12|Expérience professionnelle\tCompétences', `10|Vernoux Négoce ${form}, Cheffe de rayon\t• Excel`,
      '9|03/2021 – 06/2025\t• Planification'];
    expect(name(rows, ['cv8.jobs'])).toEqual(['', '']);
  });

  it('a name in capitals is still a name', () => {
    expect(name(['Odile SASSERAND', 'odile.sasserand@example.fr', 'Expérience professionnelle'], ['odile.sasserand'])).toEqual(['Odile', 'Sasserand']);
  });
});

describe('a labelled place inside a work entry', () => {
  const header = [cellLine('Brona Keelty'), { text: 'brona.keelty@example.ie', page: 1 }];
  const filler = Array.from({ length: 1 }, (_, k) => ({ text: `Ran the quarterly stock count number ${k + 1}.`, page: 1 }));
  const entry = (place: TextLine) => docOfLines(...header, { text: 'Work experience', page: 1 }, ...filler,
    cellLine('Client', 'Harrowfield Foods'), cellLine('Period', '03/2018 – 06/2018'), place, cellLine('Role', 'Planner'));

  it('is the place of the job, not the home address', () => {
    expect(extractAddress(entry(cellLine('Location', 'Quarrybank'))).value).toEqual({ street: '', city: '', zip: '' });
  });

  it('a whole labelled address there is still read', () => {
    expect(extractAddress(entry(cellLine('Address', 'Mill Row 4, 4410-117 Quarrybank'))).value.city).toBe('Quarrybank');
  });
});
