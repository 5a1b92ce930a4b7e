// Addresses a narrow sidebar wraps inside the street, and one-line contact blocks whose phone follows the
// place without a gap the document split can see. Invented people, streets, places and numbers.
import { describe, it, expect } from 'vitest';
import { extractAddress } from '../../../src/parser/fields/address.js';
import { parseAddressLine, wrappedStreet } from '../../../src/parser/fields/address-parts.js';
import { addressPieces } from '../../../src/parser/fields/contact-segments.js';
import { docOf } from './helpers.js';

const address = (...rows: string[]) => extractAddress(docOf(...rows)).value;

describe('a street wrapped by a narrow column', () => {
  it.each<[string, string[], { street: string; city: string; zip: string }]>([
    ['lowercase abbreviation, the number alone below',
      ['Kontakt', 'ul. Jaskrawa', '41/2', '30-115 Brzozowiec', '601 555 101', 'ola@example.pl'],
      { street: 'ul. Jaskrawa 41/2', city: 'Brzozowiec', zip: '30-115' }],
    ['lowercase abbreviation, the second word of the name below',
      ['Kontakt', 'ul. Modra', 'Kalinowa 5/3', '90-101 Brzozowiec', 'ola@example.pl'],
      { street: 'ul. Modra Kalinowa 5/3', city: 'Brzozowiec', zip: '90-101' }],
    ['street word last, the number alone below', ['Elérhetőség', 'Napfényes köz', '17.', '1234 Tóváralja', 'eva@example.hu'],
      { street: 'Napfényes köz 17', city: 'Tóváralja', zip: '1234' }],
    ['street suffix last, the number alone below', ['Kontakt', 'Kastanienstraße', '12 b', '54321 Waldhausen', 'jo@example.de'],
      { street: 'Kastanienstraße 12 b', city: 'Waldhausen', zip: '54321' }],
    ['English street word last', ['Contact', 'Willowbrook Lane', '22', 'Ashford Vale AB1 2CD', 'jo@example.org'],
      { street: 'Willowbrook Lane 22', city: 'Ashford Vale', zip: 'AB1 2CD' }],
    ['a lead word alone above the rest of the street', ['Contacto', 'Avenida', 'Brisamarina, 12', '39123 Pinarejo', 'ana@example.es'],
      { street: 'Avenida Brisamarina, 12', city: 'Pinarejo', zip: '39123' }],
    ['a one-word line above, the street half of a label row',
      ['Név\tKardosvári', 'Lilla', 'Elérhetőség\tSzilvafa', 'köz 7.', '1234 Tóváralja', 'lilla@example.hu'],
      { street: 'Szilvafa köz 7', city: 'Tóváralja', zip: '1234' }],
    // Polish abbreviations of "aleja" and "plac" open a street as "ul." does; the house and flat wrapped below.
    ['"al." above the house and flat', ['Tomasz Jaworek', 'al. Jesionowa', '17/3', '90-991 Zielonka', 'tomasz@example.pl'],
      { street: 'al. Jesionowa 17/3', city: 'Zielonka', zip: '90-991' }],
    ['"pl." above the house number', ['Tomasz Jaworek', 'pl. Kasztanowy', '8', '90-991 Zielonka', 'tomasz@example.pl'],
      { street: 'pl. Kasztanowy 8', city: 'Zielonka', zip: '90-991' }],
  ])('%s', (_n, rows, want) => expect(address(...rows)).toEqual(want));

  it('joins only a house number, not a line of another kind, under a street-word line', () => {
    expect(wrappedStreet('Napfényes köz', '17.')).toBe('Napfényes köz 17.');
    expect(wrappedStreet('Project Lead', '2019')).toBeUndefined();
    expect(wrappedStreet('Napfényes köz', '17 years of experience')).toBeUndefined();
  });
});

describe('a street without a street word before a Dutch postcode', () => {
  it.each<[string, { street?: string; city?: string; zip?: string }]>([
    ['Eikenhof 12-B, 1234 AB Dorpveen', { street: 'Eikenhof 12-B', zip: '1234 AB', city: 'Dorpveen' }],
    ['Molenhoek 7A, 5678 CD Veldhoven-Noord', { street: 'Molenhoek 7A', zip: '5678 CD', city: 'Veldhoven-Noord' }],
    ['Am Kirchberg 4-C, 54321 Waldhausen', { street: 'Am Kirchberg 4-C', zip: '54321', city: 'Waldhausen' }],
  ])('%s', (line, want) => expect(parseAddressLine(line)).toEqual(want));
});

describe('the place before a phone number in one run', () => {
  it.each<[string, string[]]>([
    ['Calle Olmo, 2, 41001 Villaseca (+34) 91 555 42 09 ana@example.es', ['Calle Olmo, 2, 41001 Villaseca']],
    ['Via Olmo 3, 40121 Borgofranco 347 / 555 4750 lia@example.it', ['Via Olmo 3, 40121 Borgofranco']],
    ['Rua Nova, 5, 8000-079 Vila Serra 912 / 345 189 rui@example.pt', ['Rua Nova, 5, 8000-079 Vila Serra']],
    ['Waldhausen, Deutschland (+49) 30 5555 5913 jo@example.de', ['Waldhausen, Deutschland']],
  ])('%j', (segment, want) => expect(addressPieces(segment)).toEqual(want));

  it('keeps a date with slashes, which is no phone number', () => {
    expect(addressPieces('Kastanienweg 4, 54321 Waldhausen 09/2022')).toEqual(['Kastanienweg 4, 54321 Waldhausen 09/2022']);
  });

  it('reads the place of a one-line block', () => {
    expect(address('Mira Beispiel', 'Calle Olmo, 2, 41001 Villaseca (+34) 91 555 42 09 ana@example.es'))
      .toEqual({ street: 'Calle Olmo, 2', city: 'Villaseca', zip: '41001' });
    expect(address('Mira Beispiel', 'Waldhausen, Deutschland (+49) 30 5555 5913 jo@example.de'))
      .toEqual({ street: '', city: 'Waldhausen', zip: '' });
  });
});

describe('a sidebar contact block printed after the main column', () => {
  const body = ['Mira Beispiel', 'Berufserfahrung', 'Vertrieb, Quellbrunn GmbH', '2019 – 2024', 'Kundenbetreuung im Außendienst.',
    'Einkauf, Kornfeld AG', '2016 – 2019', 'Ausbildung', 'Bachelor Handel', '2016', 'Hochschule Beispielstadt'];
  it('reads the address under a contact heading that follows the body sections', () => {
    expect(address(...body, 'Kontakt', 'ul. Jaskrawa', '41/2', '30-115 Brzozowiec', 'Führerschein B', 'ola@example.pl'))
      .toEqual({ street: 'ul. Jaskrawa 41/2', city: 'Brzozowiec', zip: '30-115' });
  });
  it('counts a national number without a label as contact data beside the address', () => {
    expect(address(...body, 'Kenntnisse', 'Via del Gelso', 'Antico 85', '80133 Borgofranco', '02.5555.5451', '', '', 'lia@example.it'))
      .toEqual({ street: 'Via del Gelso Antico 85', city: 'Borgofranco', zip: '80133' });
  });
});

describe('a headline cell run into the contact cell on one line', () => {
  it.each<[string, string[], { street: string; city: string; zip: string }]>([
    ['German compound street, the headline printed again as a job title',
      ['Mira Beispiel', 'Vertriebsleiterin Kastanienallee 14, 54321 Waldhausen, Deutschland', 'mira@example.de',
        'Berufserfahrung', 'Vertriebsleiterin', '2019 – 2024'],
      { street: 'Kastanienallee 14', city: 'Waldhausen', zip: '54321' }],
    ['Hungarian street word, the headline printed after an employer',
      ['Minta Éva', 'Pénzügyi elemző Napfényes tér 12., 1234 Tóváralja', 'eva@example.hu',
        'Szakmai tapasztalat', 'Minta Kft., Pénzügyi elemző'],
      { street: 'Napfényes tér 12', city: 'Tóváralja', zip: '1234' }],
    ['the headline printed again after the dates of an entry',
      ['Mira Beispiel', 'Vertriebsleiterin Kastanienallee 14, 54321 Waldhausen, Deutschland', 'mira@example.de',
        'Berufserfahrung', '03/2019 – 05/2024 Vertriebsleiterin, Quellbrunn GmbH'],
      { street: 'Kastanienallee 14', city: 'Waldhausen', zip: '54321' }],
    ['a label after the headline', ['Mira Beispiel', 'Boekhouder Adres: Eikenhof 48', '1234 AB Dorpveen', 'E-mail: mira@example.nl'],
      { street: 'Eikenhof 48', city: 'Dorpveen', zip: '1234 AB' }],
    ['a place-only label after the headline', ['Minta Éva', 'Könyvelő Cím: Tóváralja, Magyarország', 'E-mail: eva@example.hu'],
      { street: '', city: 'Tóváralja', zip: '' }],
    ['a label with a full-width colon after the headline',
      ['Mira Beispiel', 'Boekhouder Adres： Eikenhof 48', '1234 AB Dorpveen', 'E-mail: mira@example.nl'],
      { street: 'Eikenhof 48', city: 'Dorpveen', zip: '1234 AB' }],
    ['the Portuguese address label',
      ['Contactos:', 'Morada: Avenida dos', 'Loureiros, 60', '1100-148 Vila Serra', 'E-mail: rui@example.pt'],
      { street: 'Avenida dos Loureiros, 60', city: 'Vila Serra', zip: '1100-148' }],
  ])('%s', (_n, rows, want) => expect(address(...rows)).toEqual(want));

  it('keeps words before the street that the CV prints nowhere else', () => {
    expect(address('Minta Éva', 'Kis Napfényes tér 12., 1234 Tóváralja', 'eva@example.hu', 'Szakmai tapasztalat', 'Minta Kft., Elemző'))
      .toEqual({ street: 'Kis Napfényes tér 12', city: 'Tóváralja', zip: '1234' });
  });
});

describe('a labelled street wrapped past a line of the other column', () => {
  it('joins the street across the name printed beside it', () => {
    expect(address('Morada: Avenida dos', 'Beispiel', 'Loureiros 90, 8º Esq.', '3000-214 Vila Serra', 'Mira\tTelefone: +351 21 555 4163'))
      .toEqual({ street: 'Avenida dos Loureiros 90, 8º Esq', city: 'Vila Serra', zip: '3000-214' });
  });
  it('never takes the first half of a street name for the place', () => {
    expect(address('Morada: Avenida dos', 'Beispiel', 'Mira', 'E-mail: mira@example.pt').city).toBe('');
  });
});

describe('a form label cell before its value', () => {
  it.each<[string, string[], { street: string; city: string; zip: string }]>([
    ['the label alone in its cell',
      ['Nome\tMINTA Rui', 'Morada\tVila Serra, Portugal', 'E-mail\trui@example.pt'], { street: '', city: 'Vila Serra', zip: '' }],
    ['the label run into a place with its country', ['Imię i nazwisko Jan Przykład', 'Adres Brzozowiec, Polska', 'E-mail jan@example.pl'],
      { street: '', city: 'Brzozowiec', zip: '' }],
  ])('%s', (_n, rows, want) => expect(address(...rows)).toEqual(want));

  it('takes no job title that opens with a label word for a label', () => {
    expect(address('Mira Beispiel', 'City Manager', 'mira@example.org').city).toBe('');
    expect(address('Mira Beispiel', 'City Manager\tQuellbrunn GmbH', 'mira@example.org').city).toBe('');
  });
});

describe('a street without a street word over its postcode and town on lines of their own', () => {
  it.each<[string, string[], { street: string; city: string; zip: string }]>([
    ['the postcode, then the town', ['Ilka Dornwaldt', 'Analist', 'Berkenhof 125', '9711 LM', 'Zandhoorn', 'NL', 'ilka@example.nl'],
      { street: 'Berkenhof 125', city: 'Zandhoorn', zip: '9711 LM' }],
    ['the town, then the postcode, under the label', ['Ilka Dornwaldt', 'Phone\t+31 20 555 4081', 'Address\tBerkenhof 125', 'Zandhoorn', '9711 LM', 'Experience'],
      { street: 'Berkenhof 125', city: 'Zandhoorn', zip: '9711 LM' }],
    // The town line whole under the street, as before.
    ['the town line whole', ['Ilka Dornwaldt', 'Phone\t+49 30 555 4081', 'Address\tAm Anger 5', '80331 Kellbach', 'Experience'],
      { street: 'Am Anger 5', city: 'Kellbach', zip: '80331' }],
  ])('%s', (_, rows, want) => expect(address(...rows)).toEqual(want));
});
