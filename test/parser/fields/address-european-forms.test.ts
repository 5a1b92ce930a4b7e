// European address forms the reader lost: a house without a number ("s/n", no-number.ts), a Dutch postcode whose letters
// read as a street word over its street, a town glued to its street before ", postcode" (street-town-line.ts), a town's
// qualifier in brackets (town-qualifier.ts), and a town of four names with its street and postcode (address.ts's long-city).
// Invented people, streets, towns and firms.
import { describe, it, expect } from 'vitest';
import { isStreet, isStreetShaped, parseAddressLine } from '../../../src/parser/fields/address-parts.js';
import { extractAddress } from '../../../src/parser/fields/address.js';
import { buildDocument } from '../../../src/parser/fields/document.js';
import { withNumberForNone } from '../../../src/parser/fields/no-number.js';
import { withTownQualifier } from '../../../src/parser/fields/town-qualifier.js';
import type { TextLine } from '../../../src/parser/types.js';
import { docOf } from './helpers.js';

type Parts = { street?: string; city?: string; zip?: string; region?: string };

describe('a house without a number: "s/n" where the number stands', () => {
  it.each([
    ['Camino del Brezo s/n', 'Camino del Brezo 1'], ['Travessa da Fonte Velha, s/n.', 'Travessa da Fonte Velha, 1'],
    ['Calle Alondra S/N', 'Calle Alondra 1'], ['Paseo del Roble sn', 'Paseo del Roble 1'], ['Rua do Poço s/nº', 'Rua do Poço 1'],
    ['Avenida Sol s.n.', 'Avenida Sol 1'],
  ])('"%s" is judged as "%s"', (text, judged) => expect(withNumberForNone(text)).toBe(judged));

  it.each(['Snow', 'Design', 'Calle Alondrasn', 'Team of 12', 'Mariposa s/n Gerente'])('"%s" is left as it is', (text) => {
    expect(withNumberForNone(text)).toBe(text);
  });

  it('judges "s/n" before a comma and the floor and door after it', () => {
    expect(withNumberForNone('Calle Alondra s/n, 3º dcha.')).toBe('Calle Alondra 1, 3º dcha.');
    expect(isStreet('Calle Alondra s/n, 3º dcha.')).toBe(true);
    expect(parseAddressLine('Calle Alondra s/n, 3º dcha., 41530 Valdemora')).toMatchObject({ zip: '41530', city: 'Valdemora' });
    expect(parseAddressLine('Calle Alondra s/n, 3º dcha., 41530 Valdemora').street).toMatch(/^Calle Alondra s\/n, 3º dcha/u);
    // "sn" alone before a comma stays a word ("Paseo del Roble sn" ends its text; before a comma it is left as it is).
    expect(withNumberForNone('Paseo sn, Valdemora')).toBe('Paseo sn, Valdemora');
  });

  it('makes a street of a street word and "s/n", and a street shape of a name and "s/n"', () => {
    expect(isStreet('Camino del Brezo s/n')).toBe(true);
    expect(isStreetShaped('Mirador Lucía Arrieta s/n.')).toBe(true);
    // A name alone is still none.
    expect(isStreetShaped('Mirador Lucía Arrieta')).toBe(false);
  });

  it.each<[string, Parts]>([
    ['Camino del Brezo s/n, 24117 Villaseca', { street: 'Camino del Brezo s/n', zip: '24117', city: 'Villaseca' }],
    ['Calle Alondra, s/n, 41530 Valdemora', { street: 'Calle Alondra, s/n', zip: '41530', city: 'Valdemora' }],
    ['Mirador Lucía Arrieta s/n., 33150 Torrevieja del Monte', { street: 'Mirador Lucía Arrieta s/n.', zip: '33150', city: 'Torrevieja del Monte' }],
  ])('%s', (line, want) => expect(parseAddressLine(line)).toEqual(want));

  it('reads a street without its kind and "s/n." over its town line', () => {
    const doc = docOf('Aitana Robledo Sanz', 'Mirador Lucía Arrieta s/n.', '33150 Valdemora', '+34 611 222 333 · aitana.robledo@example.es',
      'Experiencia laboral', 'Almacenes Brezo S.L.\t2021 – actualidad');
    expect(extractAddress(doc).value).toEqual({ street: 'Mirador Lucía Arrieta s/n', zip: '33150', city: 'Valdemora' });
  });

  it.each([' · ', ' | '])('reads the street with "s/n" as a piece of a line cut by "%s" before its postcode and town', (sep) => {
    const doc = docOf('Aitana Robledo Sanz', 'Técnica de logística',
      ['Camino del Brezo s/n', '33150 Valdemora', '+34 611 222 333', 'aitana.robledo@example.es'].join(sep),
      'Experiencia laboral', 'Almacenes Brezo S.L.\t2021 – actualidad');
    expect(extractAddress(doc).value).toEqual({ street: 'Camino del Brezo s/n', zip: '33150', city: 'Valdemora' });
    const unkinded = docOf('Aitana Robledo Sanz', ['Mirador Lucía Arrieta s/n.', '33150 Valdemora', 'aitana.robledo@example.es'].join(sep));
    expect(extractAddress(unkinded).value).toEqual({ street: 'Mirador Lucía Arrieta s/n.', zip: '33150', city: 'Valdemora' });
  });

  it.each(['s/n.', 'S/N', 's/n'])('reads "%s" alone under the street\'s name, wrapped by a narrow column', (mark) => {
    const doc = docOf('Aitana Robledo Sanz', 'Contacto', 'Mirador Lucía Arrieta', mark, '33150 Valdemora', '+34 611 222 333',
      'aitana.robledo@example.es');
    expect(extractAddress(doc).value).toEqual({ street: `Mirador Lucía Arrieta ${mark.replace(/\.$/u, '')}`, zip: '33150', city: 'Valdemora' });
  });
});

describe('a Dutch town line whose postcode letters read as a street word', () => {
  it.each<[string, Parts]>([
    ['5821 UT Hoorndam', { zip: '5821 UT', city: 'Hoorndam' }],
    ['1622 AV Kleidijk', { zip: '1622 AV', city: 'Kleidijk' }],
  ])('"%s" is a town line, no street', (line, want) => expect(parseAddressLine(line)).toEqual(want));

  it('is read under the street', () => {
    const doc = docOf('Sanne Verhoef', 'Kievitlaan 31b', '5821 UT Hoorndam', '+31 6 1122 3344 · sanne.verhoef@example.nl', 'Werkervaring',
      'Boomgaard Logistiek\t2020 – heden');
    expect(extractAddress(doc).value).toEqual({ street: 'Kievitlaan 31b', zip: '5821 UT', city: 'Hoorndam' });
  });

  it('leaves a number-first street with its street word as it was', () => {
    expect(parseAddressLine('12 Ut Lane').street).toBe('12 Ut Lane');
    expect(parseAddressLine('0412 UT Hoorndam').street).toBe('0412 UT Hoorndam');
  });
});

describe('a town glued to its street before ", postcode"', () => {
  it.each<[string, Parts]>([
    ['Travessa Clara Mendes 41 Ponte da Várzea, 4410-218', { street: 'Travessa Clara Mendes 41', city: 'Ponte da Várzea', zip: '4410-218' }],
    ['Largo Rui Falcão 7 Vila dos Moinhos, 3050-120', { street: 'Largo Rui Falcão 7', city: 'Vila dos Moinhos', zip: '3050-120' }],
    ['Kerkpad 12 Bergen op Zoomdal, 9251 KL', { street: 'Kerkpad 12', city: 'Bergen op Zoomdal', zip: '9251 KL' }],
  ])('%s', (line, want) => expect(parseAddressLine(line)).toEqual(want));

  it.each<[string, Parts]>([
    // A Dutch floor or ground floor after the house number is the street's, not the town's first word.
    ['Kerkpad 12 III Zandhoorn 9251 KL', { street: 'Kerkpad 12 III', city: 'Zandhoorn', zip: '9251 KL' }],
    ['Wilgenlaan 31 hs Oosterlaar, 9712 LM', { street: 'Wilgenlaan 31 hs', city: 'Oosterlaar', zip: '9712 LM' }],
  ])('%s', (line, want) => expect(parseAddressLine(line)).toEqual(want));
});

describe('a town\'s qualifier in brackets', () => {
  it.each<[string, Parts]>([
    ['Lindenweg 4, 15230 Krähenfeld (Oder)', { street: 'Lindenweg 4', zip: '15230', city: 'Krähenfeld (Oder)' }],
    ['06108 Hallstedt (Saale)', { zip: '06108', city: 'Hallstedt (Saale)' }],
    ['Am Anger 9, 92637 Weidach (Oberpfalz)', { street: 'Am Anger 9', zip: '92637', city: 'Weidach (Oberpfalz)' }],
    ['Am Anger 9, 92637 Weidach (Oberpfalz), Deutschland', { street: 'Am Anger 9', zip: '92637', city: 'Weidach (Oberpfalz)' }],
  ])('%s keeps it', (line, want) => expect(parseAddressLine(line)).toMatchObject(want));

  it.each<[string, Parts]>([
    // The town, its qualifier, then the postcode (a web template's `city postalCode`).
    ['Krähenfeld (Oder) 15230', { city: 'Krähenfeld (Oder)', zip: '15230' }],
    ['Krähenfeld (Oder) 15230 DE', { city: 'Krähenfeld (Oder)', zip: '15230', region: 'DE' }],
    ['Borgoverde (TV) 31100', { city: 'Borgoverde', zip: '31100' }],
  ])('%s, the postcode after the town', (line, want) => expect(parseAddressLine(line)).toEqual(want));

  it.each<[string, string]>([
    // A province's code, a department's number and a country are no part of the town's name.
    ['Via dei Gelsi 5, 31100 Borgoverde (TV)', 'Borgoverde'], ['12 rue des Lilas, 69003 Valrouge (69)', 'Valrouge'],
    ['Ahornweg 31, 80999 Kellbach (Deutschland)', 'Kellbach'],
    // A Spanish province's name, as a Spanish address prints it after the town.
    ['Calle Alondra 5, 44123 Valdemora (Teruel)', 'Valdemora'], ['Calle Alondra 5, 28801 Villaseca del Henar (Madrid)', 'Villaseca del Henar'],
    ['Calle Alondra 5, 29001 Rincón Alto (Málaga)', 'Rincón Alto'],
  ])('%s drops it', (line, city) => expect(parseAddressLine(line).city).toBe(city));

  it('only right after the town, with nothing but a separator after the bracket', () => {
    expect(withTownQualifier('15230 Krähenfeld (Oder)', { city: 'Krähenfeld' }).city).toBe('Krähenfeld (Oder)');
    expect(withTownQualifier('15230 Krähenfeld, (Oder)', { city: 'Krähenfeld' }).city).toBe('Krähenfeld');
    expect(withTownQualifier('15230 Krähenfeld (Oder) Lindenweg 4', { city: 'Krähenfeld' }).city).toBe('Krähenfeld');
    expect(withTownQualifier('15230 Krähenfeld Mitte (Oder)', { city: 'Krähenfeld' }).city).toBe('Krähenfeld');
  });

  it('is read from the line under the town line, where a narrow column wrapped it', () => {
    const doc = docOf('Jonas Wendholt', 'Kontakt', 'Lindenweg 4', '15230 Krähenfeld', '(Oder)', '0171 2345678', 'jonas.wendholt@example.de');
    expect(extractAddress(doc).value).toEqual({ street: 'Lindenweg 4', zip: '15230', city: 'Krähenfeld (Oder)' });
    // A province's code there is none.
    const coded = docOf('Giulia Ferrandi', 'Contatti', 'Via dei Gelsi 5', '31100 Borgoverde', '(TV)', '347 123 4567', 'giulia.ferrandi@example.it');
    expect(extractAddress(coded).value.city).toBe('Borgoverde');
    const province = docOf('Aitana Robledo', 'Contacto', 'Calle Alondra 5', '44123 Valdemora', '(Teruel)', '611 222 333', 'aitana.robledo@example.es');
    expect(extractAddress(province).value.city).toBe('Valdemora');
  });

  it('is read with the address', () => {
    const doc = docOf('Jonas Wendholt', 'Lindenweg 4, 15230 Krähenfeld (Oder)', '0171 2345678 · jonas.wendholt@example.de', 'Berufserfahrung',
      'Lagerist, Nordkai GmbH\t2019 – heute');
    expect(extractAddress(doc).value).toEqual({ street: 'Lindenweg 4', zip: '15230', city: 'Krähenfeld (Oder)' });
  });
});

describe('a town of four names with its street and postcode', () => {
  // A two-page CV's footer: the address alone, far from the contact line in the header.
  const BODY = ['Inês Valadares', 'Responsável de armazém', 'ines.valadares@example.pt · +351 912 000 111', 'Experiência profissional',
    'Gestora de stocks, Armazéns Serrado\t2021 – 2024', 'Coordenação de uma equipa de oito pessoas.', 'Elaboração de relatórios mensais.',
    'Técnica de logística, Transportes Lagoa\t2018 – 2021', 'Implementação de um novo sistema de armazém.', 'Formação académica',
    'Curso Técnico de Logística, Escola Profissional do Vale\t2015 – 2018', 'Competências', 'Planeamento, Excel, SQL'];
  const withFooter = (footer: string): TextLine[] => [...BODY.map((text) => ({ text, page: 1 })), { text: footer, page: 1, margin: true }];

  it('is the address, though the town has more than three words', () => {
    const lines = withFooter('Rua Clara Nunes 7, 7540-112 Vila Nova de São Bento');
    expect(extractAddress(buildDocument({ text: '', lines })).value)
      .toEqual({ street: 'Rua Clara Nunes 7', zip: '7540-112', city: 'Vila Nova de São Bento' });
  });

  it('is read before its postcode, where the postcode\'s hyphen says what it is', () => {
    expect(parseAddressLine('Vila Nova de São Bento 7540-112')).toEqual({ city: 'Vila Nova de São Bento', zip: '7540-112' });
    const doc = docOf('Inês Valadares', 'Rua Clara Nunes 7', 'Vila Nova de São Bento 7540-112', 'ines.valadares@example.pt · +351 912 000 111');
    expect(extractAddress(doc).value).toEqual({ street: 'Rua Clara Nunes 7', zip: '7540-112', city: 'Vila Nova de São Bento' });
    // Five digits after four words may be anything's.
    expect(parseAddressLine('Senior Stock Control Lead 20195')).toEqual({});
  });

  it('still keeps a long run without a street or postcode out', () => {
    const lines = withFooter('Senior Warehouse Operations Team Lead');
    expect(extractAddress(buildDocument({ text: '', lines })).value).toEqual({ street: '', zip: '', city: '' });
  });
});
