// Several numbers listed after one phone label, and numbers inside the body's sections (a referee's, an employer's
// switchboard, a certificate's letterhead) once the person's own number stands in the header. Invented numbers and people.
import { describe, it, expect } from 'vitest';
import type { CountryCode } from 'libphonenumber-js';
import { extractPhones } from '../../../src/parser/fields/phone.js';
import { docOf } from './helpers.js';

const phones = (country: CountryCode, ...rows: string[]): string[] => extractPhones(docOf(...rows), { country }).value;
// The last eight digits: a number printed without its area code is the same number whatever prefix it is given.
const digits = (xs: string[]): string[] => xs.map((x) => x.replace(/\D/g, '').slice(-8));

describe('numbers listed after a labelled one', () => {
  it('takes every number joined by "or" or a bare slash', () => {
    expect(digits(phones('BR', 'Tel. (47) 3321-5598 ou 93456712/976543218', 'lia@example.com'))).toEqual(
      ['33215598', '93456712', '76543218']);
    expect(digits(phones('GB', 'Phone: 01632 960123 or 07700 900456'))).toEqual(['32960123', '00900456']);
  });

  it('does not take a bare digit run without the label before the list', () => {
    expect(digits(phones('BR', 'Pedido 3321-5598 ou 93456712/976543218'))).not.toContain('76543218');
  });
});

describe('numbers inside the body', () => {
  const header = ['24|Mira Quellwood', 'Mobile: +44 7700 900321', 'mira.q@example.org'];
  it('drops a referee\'s number once the header holds the person\'s', () => {
    expect(phones('GB', ...header, 'Experience', 'Dispatcher, Harbour Freight Ltd', 'References', 'Tom Vale, tel. 01632 960777'))
      .toEqual(['+44 7700 900321']);
  });

  it('keeps a number in a contact block printed after the body (a sidebar read last)', () => {
    expect(phones('GB', ...header, 'Experience', 'Dispatcher, Harbour Freight Ltd', 'Contact', 'Home: 01632 960555'))
      .toEqual(['+44 7700 900321', '+44 1632 960555']);
  });

  it('keeps the body\'s number when the header holds none', () => {
    expect(phones('GB', '24|Mira Quellwood', 'Experience', 'Dispatcher, Harbour Freight Ltd', 'Details', 'Mobile: +44 7700 900321'))
      .toEqual(['+44 7700 900321']);
    expect(phones('GB', '24|Mira Quellwood', 'Experience', 'Dispatcher', 'Mobile: +44 7700 900321')).toEqual(['+44 7700 900321']);
  });
});
