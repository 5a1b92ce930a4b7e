// Dated sections that are neither jobs nor studies, met under the contact block: a publication that cites the person as
// "Family, G." and two dated certificate rows read as a house number and a postcode with a town. Invented people, firms,
// courses and places.
import { describe, it, expect } from 'vitest';
import { extractName } from '../../../src/parser/fields/name.js';
import { extractAddress } from '../../../src/parser/fields/address.js';
import { docOf } from './helpers.js';

const name = (rows: string[], emails: string[]): [string, string] => {
  const r = extractName(docOf(...rows), { emails, familyFirst: false });
  return [r.first, r.last];
};

describe('a publication that cites the person', () => {
  const top = ['14|Naam: Femke', '14|Dorrestein', '10|f.dorrestein@example.nl'];
  it('keeps a labelled name whose family name wrapped onto the next line', () => {
    expect(name([...top, '12|Publicaties', '10|Dorrestein, F., Okonjo, T. (2024). Sorting parcels by hand. Example Review of Logistics.',
      '12|Werkervaring', '10|2019 – 2023\tVoorraadplanner, Kwelder Handel B.V.'], ['f.dorrestein'])).toEqual(['Femke', 'Dorrestein']);
  });

  it('a line the family name opens as a job title still says it is a headline', () => {
    expect(name(['12|Naam: Lena Marit', '12|Voorraadplanner', '10|l.marit@example.nl', '12|Werkervaring:',
      '10|Voorraadplanner, Kwelder Handel B.V.', '10|2019 – 2023'], ['l.marit'])).toEqual(['Lena', 'Marit']);
  });
});

describe('dated certificate rows under the contact block', () => {
  it('are no house number and postcode: the town of the contact block stays the address', () => {
    const found = extractAddress(docOf('Mira Example', 'Software Developer', 'Zaragoza, España', '612 34 50 03, mira.example@example.es',
      'Certificaciones:', '2025\tExamplewave Certified Cloud Associate', 'Examplewave Academy', '2021\tCertified Data Steward, Level 2',
      'Norrland Data Council', 'Experiencia laboral:')).value;
    expect(found.city).toBe('Zaragoza');
    expect(found.street).toBe('');
  });
});
