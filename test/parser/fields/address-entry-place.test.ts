// A section's first entry a few lines under the contact block: its place ("Employer, Town, Country") is where the job was,
// also when its period ends on the word for "now" of the CV's language, and a town alone in the contact block is the address.
import { describe, it, expect } from 'vitest';
import { extractAddress } from '../../../src/parser/fields/address.js';
import { docOf } from './helpers.js';

const read = (rows: string[], names: string[]) => extractAddress(docOf(...rows), names);
const town = (city: string) => ({ street: '', city, zip: '' });

describe('the place of a section\'s first entry is no rival of the town in the contact block', () => {
  const contact = ['Ilona Révész', 'Projektvezető', '® Tóvárad\t© Tel.: 06 30 123 4567\t¬ ilona@example.hu', 'Születési dátum: 1985. 04. 12.',
    'SZAKMAI TAPASZTALAT'];
  it.each<[string, string[]]>([
    ['the period in the place\'s row, open with the language\'s "now"', ['Kékhegyi Kft.\tPécs, Magyarország\t01/2023 – folyamatban',
      'Projektvezető', '• Havi jelentések készítése.']],
    ['the period on the line under the place', ['Kékhegyi Kft. Pécs, Magyarország', 'Projektvezető 01/2023 – folyamatban',
      '• Havi jelentések készítése.']],
    ['the period on the line over the place (title first)', ['Projektvezető\t2019 – obecnie', 'Kékhegyi Kft., Pécs, Magyarország',
      '• Havi jelentések készítése.']],
  ])('%s', (_n, entry) => {
    const found = read([...contact, ...entry, 'TANULMÁNYOK', 'Pannon Egyetem\t2010 – 2015'], ['Ilona', 'Révész']);
    expect(found.value).toEqual(town('Tóvárad'));
    // No rival left near it: the town is read with its full confidence.
    expect(found.rival ?? -Infinity).toBeLessThan(4);
  });

  it('a town beside a birth date in a personal-details block after the jobs is still the address (a date is no period)', () => {
    const found = read(['Ilse Varnholt', 'Lagerleiterin', 'Berufserfahrung', 'Kestrel GmbH\t2019 – 2023', 'Persönliche Daten', '12.04.1991',
      'Quellbrunn', 'deutsch', 'Kenntnisse'], ['Ilse', 'Varnholt']);
    expect(found.value.city).toBe('Quellbrunn');
  });
});
