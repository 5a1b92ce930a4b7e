// E-mail, phone and birth-date rules for layouts nobody here has seen. Invented data.
import { describe, it, expect } from 'vitest';
import { extractEmails } from '../../../src/parser/fields/email.js';
import { extractPhones, unspaceDigits } from '../../../src/parser/fields/phone.js';
import { extractBirthDate } from '../../../src/parser/fields/birth-date.js';
import { docOf } from './helpers.js';

describe('contacts on unseen CVs', () => {
  it('joins an e-mail wrapped before its top-level domain in a narrow sidebar', () => {
    expect(extractEmails('\tm.quell@brightwork\n.com\nSkills')).toEqual(['m.quell@brightwork.com']);
  });

  it('does not join a sentence that starts with a dot-word under an address', () => {
    expect(extractEmails('mail: m.quell@brightwork.de\n.NET developer')).toEqual(['m.quell@brightwork.de']);
  });

  it('letter-spaced year ranges are not phone numbers', () => {
    expect(unspaceDigits('2 0 0 8 – 2 0 1 2')).toBe('2008 – 2012');
    expect(unspaceDigits('+49 30 1234567')).toBe('+49 30 1234567');
    const phones = extractPhones(docOf('Tel.: +49 30 2947 6183', '2 0 0 8 – 2 0 1 2 Techniker', '1 9 9 7 – 2 0 0 1'), { country: 'DE' }).value;
    expect(phones).toEqual(['+49 30 29476183']);
  });

  it('"Age:" next to a date gives the birth date', () => {
    expect(extractBirthDate(docOf('Ilse Probe', 'Age: 31 y.o. (1993-02-11)', 'Experience: 9 years')).value).toBe('1993-02-11');
  });

  it('joins a digit group wrapped onto the next line', () => {
    expect(extractPhones(docOf('ul. Długa 5/7', 'tel. 601 234', '567', 'jan@example.pl'), { country: 'PL' }).value).toEqual(['+48 601 234 567']);
  });

  it('a lone number under a full phone number is not glued to it', () => {
    expect(extractPhones(docOf('Tel.: +49 30 2947 6183', '2019'), { country: 'DE' }).value).toEqual(['+49 30 29476183']);
    expect(extractPhones(docOf('Phone: (503) 555-0187', '2019'), { country: 'US' }).value).toEqual(['+1 503 555 0187']);
  });

  it('a bare date in a sidebar repeated on every page is still the birth date', () => {
    const sidebar = ['ÜBER MICH', 'b\t07/03/1988', 'm\tdeutsch', 'KONTAKT', 'T\t+49 30 1234567'];
    const page = (n: number) => [...sidebar, `Berufserfahrung ${n}`, '2010 – 2014 Sachbearbeiterin, Beispiel GmbH', '2014 – 2018 Teamleiterin, Probe AG'];
    expect(extractBirthDate(docOf('Lene Probe', ...page(1), ...page(2), ...page(3))).value).toBe('1988-03-07');
  });

  it('a date repeated inside page footers is not', () => {
    const page = (n: number) => ['Berufserfahrung', '2010 – 2014 Sachbearbeiterin', `Lene Probe – Lebenslauf – 01.03.1996 – Seite ${n}`];
    expect(extractBirthDate(docOf('Lene Probe', ...page(1), ...page(2))).value).toBe('');
  });
});
