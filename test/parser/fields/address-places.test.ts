// Address forms of the place-forms class of the invented-CV generator: Brazilian addresses (district, state code, CEP) and
// labels that mean "place of residence" or name a postal address in other words. Invented streets, districts and towns.
import { describe, it, expect } from 'vitest';
import { extractAddress } from '../../../src/parser/fields/address.js';
import { parseAddressLine } from '../../../src/parser/fields/address-parts.js';
import { docOf } from './helpers.js';

const address = (...rows: string[]) => extractAddress(docOf(...rows)).value;

describe('Brazilian addresses', () => {
  it.each<[string, { street?: string; city?: string; zip?: string }]>([
    ['Rua das Corujas, 412, apto 31 – Jardim Aurora, Recanto Azul – SP, 13015-904',
      { street: 'Rua das Corujas, 412, apto 31', city: 'Recanto Azul', zip: '13015-904' }],
    ['Avenida dos Ipês, 88 – Vila Nova, Pedra Clara – PR, 80020-310', { street: 'Avenida dos Ipês, 88', city: 'Pedra Clara', zip: '80020-310' }],
    // "PA" is also a US state: the town is read all the same.
    ['Rua Sete, 15, Pedra Clara – PA, 66010-000', { street: 'Rua Sete, 15', city: 'Pedra Clara', zip: '66010-000' }],
    ['Jardim Aurora – Recanto Azul/SP', { city: 'Recanto Azul' }],
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
    ['Woonadres: Eikenhof 12, 5611 AB Zeestad', { street: 'Eikenhof 12', city: 'Zeestad', zip: '5611 AB' }],
    ['Wohnadresse: Birkenweg 7, 12345 Seestadt', { street: 'Birkenweg 7', city: 'Seestadt', zip: '12345' }],
    ['Adres zamieszkania: ul. Wrzosowa 5/7, 61-758 Brzozówka', { street: 'ul. Wrzosowa 5/7', city: 'Brzozówka', zip: '61-758' }],
  ])('%s', (line, want) => expect(address('Mira Example', 'mira@example.org', line, 'Experience')).toEqual(want));
});
