// Address rules for layouts and countries nobody here has seen. Invented places.
import { describe, it, expect } from 'vitest';
import { extractAddress } from '../../../src/parser/fields/address.js';
import { parseAddressLine } from '../../../src/parser/fields/address-parts.js';
import { extractPhones } from '../../../src/parser/fields/phone.js';
import { docOf } from './helpers.js';

const address = (...rows: string[]) => extractAddress(docOf(...rows)).value;

describe('addresses on unseen CVs', () => {
  it.each<[string, string[], { street: string; city: string; zip: string }]>([
    ['city and postcode one sidebar line further down', ['41 Lantern Row\t555-201-3344', 'Mira Example', 'Greendale, USA-04120\tmira@example.org'], { street: '41 Lantern Row', city: 'Greendale', zip: '04120' }],
    ['street without a street word before a postcode, city below', ['mira@example.org', '100 Harbour Wave, 94016', 'Seatown', 'Skills'], { street: '100 Harbour Wave', city: 'Seatown', zip: '94016' }],
    ['"Route" is a street word', ['mira@example.org', 'Route 12', '60007 Millbrook'], { street: 'Route 12', city: 'Millbrook', zip: '60007' }],
    ['labelled place without postcode', ['Email: ana@example.com', 'Endereço: Jacarezinho, SP'], { street: '', city: 'Jacarezinho', zip: '' }],
    ['street-shaped line without a street word, postcode line below', ['Tel. 0151 2345678', 'Am Mühlbach 3', '80331 München'], { street: 'Am Mühlbach 3', city: 'München', zip: '80331' }],
    ['"Living place" label', ['Contact', 'Living place: Windmere', 'Age: 30'], { street: '', city: 'Windmere', zip: '' }],
    ['street without its number, then the place', ['Mira Example', '+595 981 000111', 'Barrio Alto, Avenida del Lago, Villanorte', 'mira@example.org'],
      { street: 'Avenida del Lago', city: 'Villanorte', zip: '' }],
    ['a Japanese address label before the postcode mark', ['hana@example.org', '現住所 〒150-0001', 'Skills'], { street: '', city: '', zip: '150-0001' }],
    ['a label word with a colon is a label', ['mira@example.org', 'Ciudad: Villanorte'], { street: '', city: 'Villanorte', zip: '' }],
  ])('%s', (_n, rows, want) => expect(address(...rows)).toEqual(want));

  it.each<[string, { city?: string; zip?: string; street?: string }]>([
    ['Greendale, USA-04120', { city: 'Greendale', zip: '04120' }],
    ['Lakeview, 61-758', { city: 'Lakeview', zip: '61-758' }],
    ['12 Birch Hollow, 30301', { street: '12 Birch Hollow', zip: '30301' }],
    ['Calle de Lado Cristóbal, 128, 7º B, 08001 Barcelona', { street: 'Calle de Lado Cristóbal, 128, 7º B', zip: '08001', city: 'Barcelona' }],
    ['Avenida del Puerto, 45, 46021 Vallnova', { street: 'Avenida del Puerto, 45', zip: '46021', city: 'Vallnova' }],
    ['Am Mühlbach 3, 80331 München', { street: 'Am Mühlbach 3', zip: '80331', city: 'München' }],
    ['Szent István körút 127., 6720 Szeged', { street: 'Szent István körút 127', zip: '6720', city: 'Szeged' }],
    ['ul. Słowackiego 32/10, 61-758 Poznań', { street: 'ul. Słowackiego 32/10', zip: '61-758', city: 'Poznań' }],
    ['Rua das Flores, Vila Serena', { street: 'Rua das Flores', city: 'Vila Serena' }],
    // A flattened one-line header: the address inside the run, after the name.
    ['PERSONAL DATA Ana Exemplo Rua das Flores 12 1234-567 - Vila Serena', { street: 'Rua das Flores 12', zip: '1234-567', city: 'Vila Serena' }],
    ['PERSONAL INFORMATION Ana Maria Exemplo Pinto Rua Nova do Largo N7 3E 2835-100 - Vila Serena',
      { street: 'Rua Nova do Largo N7 3E', zip: '2835-100', city: 'Vila Serena' }],
    ['Lebenslauf Ida Probe Lindenstraße 5 12345 Seestadt', { street: 'Lindenstraße 5', zip: '12345', city: 'Seestadt' }],
    ['Curriculum vitae Sanne Voorbeeld Lindelaan 12 5611 AB Zeestad', { street: 'Lindelaan 12', zip: '5611 AB', city: 'Zeestad' }],
    ['Rua das Flores 12, 1234-567 Vila Serena', { street: 'Rua das Flores 12', zip: '1234-567', city: 'Vila Serena' }],
    // Street, postcode alone, place (Romanian six-digit postcodes among them).
    ['Strada Lungă nr. 5, 400100, Dealu Mare, Romania', { street: 'Strada Lungă nr. 5', zip: '400100', city: 'Dealu Mare' }],
    ['Lindenweg 7, 12345, Seestadt', { street: 'Lindenweg 7', zip: '12345', city: 'Seestadt' }],
    // Only a word that names nothing but a street opens a street without a number.
    ['Senior Developer, Villanorte', {}],
    ['Ring Road, Villanorte', {}],
  ])('parseAddressLine(%j)', (line, want) => expect(parseAddressLine(line)).toEqual(want));
});

describe('a label word that starts a place name', () => {
  it('"Ciudad del Norte" is a place, not the label "Ciudad" and its value', () => {
    const found = extractAddress(docOf('Mira Example', 'mira@example.org', 'Ciudad del Norte, Avenida Sur 727'));
    expect(found.evidence).not.toContain('labelled+6');
  });
});

describe('phones on unseen CVs', () => {
  it('a Portuguese "Telefone:" label is a phone label', () => {
    expect(extractPhones(docOf('Telefone: (11) 98888-0000'), { country: 'PT' }).value.map((p) => p.replace(/\D/g, '').slice(-9))).toEqual(['988880000']);
  });
});
