// One postal address out of a contact block printed on one or two lines, in the order of its
// country. Invented people, streets, postcodes and numbers.
import { describe, it, expect } from 'vitest';
import { extractAddress } from '../../../src/parser/fields/address.js';
import { parseAddressLine } from '../../../src/parser/fields/address-parts.js';
import { docOf } from './helpers.js';

const address = (...rows: string[]) => extractAddress(docOf(...rows)).value;

describe('one-line and two-line contact blocks', () => {
  it.each<[string, string[], { street: string; city: string; zip: string }]>([
    ['DE: phone glued after the city without a separator',
      ['Jonas Berg', 'Lindenallee 9, 04109 Leipzig Telefon 0341 5556677', 'E-Mail jonas@example.org', 'Berufserfahrung'],
      { street: 'Lindenallee 9', city: 'Leipzig', zip: '04109' }],
    ['HU: birth date printed beside the address, postcode and city first',
      ['Nagy Éva', '1985. 03. 14.   1138 Szeged, Tiszavirág utca 4/A 2/7', 'eva@example.org   +36 20 555 1234', 'Szakmai tapasztalat'],
      { street: 'Tiszavirág utca 4/A 2/7', city: 'Szeged', zip: '1138' }],
    ['HU: postcode and city on one line, the street on the next',
      ['Kiss Péter', '1052 Budapest,', 'Petőfi utca 12.', 'peter@example.org', 'Tapasztalat'],
      { street: 'Petőfi utca 12', city: 'Budapest', zip: '1052' }],
    ['ES: floor and door, the line broken before the postcode',
      ['Marta Vidal', 'marta@example.org • +34 699 123 456 • C/ Sol 14, 3º 2ª,', '46001 València • linkedin.com/in/mv', 'Experiencia'],
      { street: 'C/ Sol 14, 3º 2ª', city: 'València', zip: '46001' }],
    ['PT: a four-and-three-digit postcode',
      ['Rui Costa', 'rui@example.org • +351 912 345 678 • Rua das Flores 21, 4050-262 Porto', 'Experiência'],
      { street: 'Rua das Flores 21', city: 'Porto', zip: '4050-262' }],
    ['IT: the province in brackets after the city',
      ['Luca Neri', 'luca@example.org | +39 333 1234567 | Via dei Tigli 12, 20121 Borgoverde (MI)', 'Esperienza'],
      { street: 'Via dei Tigli 12', city: 'Borgoverde', zip: '20121' }],
    // Guards the run split: with contact data simply removed, "Data Analyst" would be read as the city.
    ['US: a job title, an e-mail and "City, ST" on one line',
      ['Jane Roe', 'Data Analyst   jane@example.org   Springfield, IL', 'Experience'],
      { street: '', city: 'Springfield', zip: '' }],
    ['US: street and town without a postcode',
      ['Tom Reed', 'tom@example.org • 88 Elm Street, Oakridge', 'Experience'],
      { street: '88 Elm Street', city: 'Oakridge', zip: '' }],
    ['PL: a phone label glued after the city',
      ['Ola Lis', 'ul. Polna 7/2, 00-950 Warszawa Tel. 22 555 01 02', 'Doświadczenie zawodowe'],
      { street: 'ul. Polna 7/2', city: 'Warszawa', zip: '00-950' }],
    ['NL: an e-mail glued after the city',
      ['Ruud Bos', 'Kerkstraat 12, 1017 GH Amsterdam ruud@example.org', 'Werkervaring'],
      { street: 'Kerkstraat 12', city: 'Amsterdam', zip: '1017 GH' }],
    ['UK: a mobile number glued after the postcode',
      ['Lucy Hart', '9 Oak Road, Leeds LS6 2AB Mobile 07700 900456', 'Experience'],
      { street: '9 Oak Road', city: 'Leeds', zip: 'LS6 2AB' }],
    ['ES: a long job title before city and country',
      ['Irene Lago', 'Senior Cloud Platform Engineer, Zaragoza, España', 'Experiencia'],
      { street: '', city: 'Zaragoza', zip: '' }],
  ])('%s', (_n, rows, want) => expect(address(...rows)).toEqual(want));
});

describe('address parts of more countries', () => {
  it.each<[string, { city?: string; zip?: string; street?: string; country?: string; state?: string }]>([
    ['Rua do Sol 4, 4000-100 Porto', { street: 'Rua do Sol 4', zip: '4000-100', city: 'Porto' }],
    ['Via Po 3, 10121 Torino (TO)', { street: 'Via Po 3', zip: '10121', city: 'Torino' }],
    ['12 rue Pasteur, 31000 Toulouse (31)', { street: '12 rue Pasteur', zip: '31000', city: 'Toulouse' }],
    ['Calle Luna 3, 1º B, 28004 Madrid', { street: 'Calle Luna 3, 1º B', zip: '28004', city: 'Madrid' }],
    ['C/ Mar 2, 03001 Alicante', { street: 'C/ Mar 2', zip: '03001', city: 'Alicante' }],
    ['Birkenweg 7, Köln', { street: 'Birkenweg 7', city: 'Köln' }],
    ['1200 Pine Ave, Apt 4B, Fairview, TX 75001', { street: '1200 Pine Ave, Apt 4B', city: 'Fairview', zip: '75001', state: 'TX' }],
    ['77 Harbor Blvd, Suite 210, Bayport, ME 04001', { street: '77 Harbor Blvd, Suite 210', city: 'Bayport', zip: '04001', state: 'ME' }],
    ['Senior Cloud Platform Engineer, Zaragoza, España', { city: 'Zaragoza', country: 'España' }],
    ['現住所 〒150-0002', { zip: '150-0002' }],
    // A spaced slash or dash between the street and its town line; a short number after a slash is the flat, not the town.
    ['Lindenweg 5 / 12345 Tannbach', { street: 'Lindenweg 5', zip: '12345', city: 'Tannbach' }],
    ['ul. Brzozowa 4/2 / 61-001 Lesznowo', { street: 'ul. Brzozowa 4/2', zip: '61-001', city: 'Lesznowo' }],
    ['Travessa da Eira, 7 / 3000-100 Vila Serena', { street: 'Travessa da Eira, 7', zip: '3000-100', city: 'Vila Serena' }],
    ['Via Roma 5 / 3B', { street: 'Via Roma 5 / 3B' }],
    ['Ostring 5 – 12345 Tannbach', { street: 'Ostring 5', zip: '12345', city: 'Tannbach' }],
  ])('parseAddressLine(%j)', (line, want) => expect(parseAddressLine(line)).toEqual(want));

  it('a street followed by more than a place name gets no city', () => {
    expect(parseAddressLine('Birkenweg 7, Köln, Dozent für Mathematik')).toEqual({ street: 'Birkenweg 7' });
  });
});
