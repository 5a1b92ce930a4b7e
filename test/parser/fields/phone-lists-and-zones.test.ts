// Several numbers listed after one phone label, and a number inside the body's sections (a referee's), which is kept after
// the person's own and never in place of one. Invented numbers and people.
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
  it('keeps a referee\'s number after the person\'s own, and never in place of one', () => {
    const rows = ['24|Mira Quellwood', 'Mobile: +44 7700 900321', 'mira.q@example.org', 'Experience', 'Dispatcher, Harbour Freight Ltd',
      'References', 'Tom Vale, tel. 01632 960777'];
    expect(phones('GB', ...rows)).toEqual(['+44 7700 900321', '+44 1632 960777']);
    expect(phones('GB', ...rows.filter((r) => !r.startsWith('Mobile')))).toEqual([]);
  });
});
