// Address forms of the place-forms class of the invented-CV generator: Brazilian addresses (district, state code, CEP) and
// labels that mean "place of residence" or name a postal address in other words. Invented streets, districts and towns.
import { describe, it, expect } from 'vitest';
import { extractAddress } from '../../../src/parser/fields/address.js';
import { parseAddressLine } from '../../../src/parser/fields/address-parts.js';
import { docOf } from './helpers.js';

const address = (...rows: string[]) => extractAddress(docOf(...rows)).value;

describe('Brazilian addresses', () => {
  it.each<[string, { street?: string; city?: string; zip?: string; state?: string }]>([
    ['Rua das Corujas, 412, apto 31 – Jardim Aurora, Recanto Azul – SP, 13015-904',
      { street: 'Rua das Corujas, 412, apto 31', city: 'Recanto Azul', zip: '13015-904', state: 'SP' }],
    ['Avenida dos Ipês, 88 – Vila Nova, Pedra Clara – PR, 80020-310', { street: 'Avenida dos Ipês, 88', city: 'Pedra Clara', zip: '80020-310', state: 'PR' }],
    // "PA" is also a US state: the town is read all the same.
    ['Rua Sete, 15, Pedra Clara – PA, 66010-000', { street: 'Rua Sete, 15', city: 'Pedra Clara', zip: '66010-000', state: 'PA' }],
    ['Jardim Aurora – Recanto Azul/SP', { city: 'Recanto Azul', state: 'SP' }],
    ['CEP 13015-904', { zip: '13015-904' }],
  ])('%s', (line, want) => expect(parseAddressLine(line)).toEqual(want));

  it('a bare five-and-three-digit number alone is no postcode', () => {
    expect(parseAddressLine('13015-904')).toEqual({});
  });

  it('over three lines: street, district and town with its state, then the CEP', () => {
    expect(address('Lúcia Tavares', 'lucia@example.org', 'Rua das Corujas, 412, apto 31', 'Jardim Aurora – Recanto Azul/SP', 'CEP 13015-904',
      'Experiência')).toEqual({ street: 'Rua das Corujas, 412, apto 31', city: 'Recanto Azul', zip: '13015-904' });
  });
});

describe('other address labels', () => {
  it.each<[string, { street: string; city: string; zip: string }]>([
    ['Lieu de résidence : Valbrune', { street: '', city: 'Valbrune', zip: '' }],
    ['Lakóhely: Tóvároska', { street: '', city: 'Tóvároska', zip: '' }],
    ['Miejsce zamieszkania: Brzozówka', { street: '', city: 'Brzozówka', zip: '' }],
    ['Località: Borgoverde', { street: '', city: 'Borgoverde', zip: '' }],
    ['Residência: Recanto Azul', { street: '', city: 'Recanto Azul', zip: '' }],
    ['Wohnhaft in: Seestadt', { street: '', city: 'Seestadt', zip: '' }],
    ['Miejscowość: Brzozówka', { street: '', city: 'Brzozówka', zip: '' }],
    ['Lugar de residencia: Villaclara', { street: '', city: 'Villaclara', zip: '' }],
    ['Luogo di residenza: Borgoverde', { street: '', city: 'Borgoverde', zip: '' }],
    ['Local de residência: Recanto Azul', { street: '', city: 'Recanto Azul', zip: '' }],
    ['Woonadres: Eikenhof 12, 5611 AB Zeestad', { street: 'Eikenhof 12', city: 'Zeestad', zip: '5611 AB' }],
    ['Wohnadresse: Birkenweg 7, 12345 Seestadt', { street: 'Birkenweg 7', city: 'Seestadt', zip: '12345' }],
    ['Adres zamieszkania: ul. Wrzosowa 5/7, 61-758 Brzozówka', { street: 'ul. Wrzosowa 5/7', city: 'Brzozówka', zip: '61-758' }],
    // cs sk ro sv da nb tr
    ['Adress: Lindvik', { street: '', city: 'Lindvik', zip: '' }],
    ['Adress: Lindvik, Sverige', { street: '', city: 'Lindvik', zip: '' }],
    ['Bydliště: Horní Lhotka', { street: '', city: 'Horní Lhotka', zip: '' }],
    ['Bopæl: Fjordby', { street: '', city: 'Fjordby', zip: '' }],
    ['Bosted: Fjordvik', { street: '', city: 'Fjordvik', zip: '' }],
    ['Domiciliu: Valea Verde', { street: '', city: 'Valea Verde', zip: '' }],
    ['Adresa de domiciliu: Str. Teiului nr. 7, 550003 Valea Verde', { street: 'Str. Teiului nr. 7', city: 'Valea Verde', zip: '550003' }],
  ])('%s', (line, want) => expect(address('Mira Example', 'mira@example.org', line, 'Experience')).toEqual(want));
});

describe('street and town line without a comma, French number-comma streets, the town before the street', () => {
  it.each<[string, { street?: string; city?: string; zip?: string; cityBeforeStreet?: boolean }]>([
    ['Am Mühlbach 126 04109 Seestadt', { street: 'Am Mühlbach 126', zip: '04109', city: 'Seestadt' }],
    ['Eikenhof 22-C 1012AB Zeestad', { street: 'Eikenhof 22-C', zip: '1012AB', city: 'Zeestad' }],
    ['133 rue de la Source 44000 Valbrune', { street: '133 rue de la Source', zip: '44000', city: 'Valbrune' }],
    ['14 Lantern Row Millbrook LS2 8JS', { street: '14 Lantern Row', city: 'Millbrook', zip: 'LS2 8JS' }],
    ['221 Kingfisher Close Upper Marsh Town M4 5JD', { street: '221 Kingfisher Close', city: 'Upper Marsh Town', zip: 'M4 5JD' }],
    ['12, rue des Lilas, 69003 Valbrune', { street: '12, rue des Lilas', zip: '69003', city: 'Valbrune' }],
    ['8 bis, avenue des Glycines - 33000 Valbrune', { street: '8 bis, avenue des Glycines', zip: '33000', city: 'Valbrune' }],
    ['Brzozówka, ul. Wrzosowa 5/7', { street: 'ul. Wrzosowa 5/7', city: 'Brzozówka', cityBeforeStreet: true }],
    // A country before the street is no town.
    ['Polska, ul. Wrzosowa 5/7', { street: 'ul. Wrzosowa 5/7' }],
    // A four-digit house number is not taken for a postcode: the street keeps it.
    ['Lindenweg 5 80331 Seestadt', { street: 'Lindenweg 5', zip: '80331', city: 'Seestadt' }],
  ])('%s', (line, want) => expect(parseAddressLine(line)).toEqual(want));

  it('the town ends a line with a comma, the street is on the next', () => {
    expect(address('Mira Example', 'mira@example.org · +49 151 2345 6789 · Seestadt,', 'Ahornallee 97a', 'Berufserfahrung'))
      .toEqual({ street: 'Ahornallee 97a', city: 'Seestadt', zip: '' });
  });

  it('a cell glued before the street is no town when the town line stands below', () => {
    expect(address('Mira Example', 'Datenanalystin\tHolunderweg 109', '20095 Seestadt', '0151 2345 6789', 'mira@example.org', 'Berufserfahrung'))
      .toEqual({ street: 'Holunderweg 109', city: 'Seestadt', zip: '20095' });
  });

  it('a street-ended line does not take the next column\'s line as its town', () => {
    expect(address('mira@example.org • 0151-2345-6577 • Kastanienweg 27,', 'Mira Example', '04109 Seestadt', 'Berufserfahrung'))
      .toEqual({ street: 'Kastanienweg 27', city: 'Seestadt', zip: '04109' });
  });

  it('"Cell." labels the phone: it is no town after the street', () => {
    expect(address('Mira Example', 'Borgoverde, Via dei Tigli 13 | Cell. +39 347 123 4696 | mira@example.org', 'Esperienza'))
      .toEqual({ street: 'Via dei Tigli 13', city: 'Borgoverde', zip: '' });
  });
});
