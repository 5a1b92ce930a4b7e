// The street suffix rule of src/parser/fields/address-parts.ts: a suffix word ("…gracht", "…vej") counts only
// after at least three letters and when no letter follows. Written as a lookbehind (cheap to compile for a
// two-byte subject); these pin the answers the `{3,}` form gave. Street names are invented.
import { describe, expect, it, vi } from 'vitest';
import { isFloorDoor, isStreet, parseAddressLine, wrappedStreet } from '../../../src/parser/fields/address-parts.js';
import { twoByte } from '../../../src/parser/two-byte.js';
import { expectLinearTime } from '../../helpers/linear-time.js';

// The readers remember their answer per text (src/parser/remembered.ts), so the linear-time guard below would time a
// remembered answer from its second call on: here each call reads its text anew.
vi.mock('../../../src/parser/remembered.js', () => ({ rememberedByText: <T>(read: (text: string) => T) => read }));

describe('isStreet: a suffix word after three letters or more', () => {
  it.each([
    ['Brinkgracht 14', true],
    ['Ailgracht 14', true], // three letters before the suffix
    ['Algracht 14', false], // two
    ['Ogracht 14', false], // one
    ['Tolvej 3', true],
    ['Tolvejen 3', false], // a letter after the suffix
    ['Mellangatan 7', true],
    ['BRINKGRACHT 14', true], // any case
    ['Ørskade 2', true], // letters outside ASCII count
    ['Brinkgracht', false], // no house number
  ])('%j → %s', (part, want) => {
    expect(isStreet(part)).toBe(want);
    expect(isStreet(twoByte(part))).toBe(want);
  });
});

describe('wrappedStreet: the whole name above, the house number below', () => {
  it('joins a name that ends in a suffix word after three letters', () => {
    expect(wrappedStreet('Brinkgracht', '14')).toBe('Brinkgracht 14');
  });

  it('joins a street named after a person, opening on the name\'s particle, and a Dutch floor after the number', () => {
    expect(wrappedStreet('van Aalstkade', '84 III')).toBe('van Aalstkade 84 III');
    expect(wrappedStreet('ter Horstplantsoen', '7')).toBe('ter Horstplantsoen 7');
    // A lower-case line that opens on no particle is no street's name.
    expect(wrappedStreet('led the Aalstkade', '84')).toBeUndefined();
  });

  it('leaves a name with fewer letters before the suffix', () => {
    expect(wrappedStreet('Algracht', '14')).toBeUndefined();
  });
});

describe('isFloorDoor', () => {
  it.each(['3º B', 'bajo', 'Apt 4B', '#12'])('%j is a floor or a door', (part) => {
    expect(isFloorDoor(part)).toBe(true);
  });

  it.each(['', 'Fernvale', '12'])('%j is not', (part) => {
    expect(isFloorDoor(part)).toBe(false);
  });

  // The later languages' flats: Czech and Slovak "byt", Swedish "lgh", Romanian block, staircase and flat, Turkish "Daire"/"D:".
  it.each(['byt 10', 'lgh 1105', 'bl. A3', 'sc. 2', 'ap. 14', 'Daire 3', 'D: 7'])('%j is a flat', (part) => {
    expect(isFloorDoor(part)).toBe(true);
  });

  // A unit's mark holds a digit or is a letter or two set apart; a town that starts with a unit word is none.
  it.each(['Flat C', 'Suite 200', 'Apt4B', 'bl. A', 'D.5', 'Unit 12-B'])('%j is a unit', (part) => expect(isFloorDoor(part)).toBe(true));
  it.each(['Dunmore', 'Interval', 'Blanford', 'Apsley', 'Stevan', 'Scarby', 'Durnford'])('%j, a town that starts with a unit word, is none', (part) => {
    expect(isFloorDoor(part)).toBe(false);
  });
  it('the town after a street and before its postcode alone is the town, not a flat', () => {
    expect(parseAddressLine('14 Quarry Lane, Dunmore, 4051')).toMatchObject({ street: '14 Quarry Lane', city: 'Dunmore', zip: '4051' });
  });
});

describe('streets of the later languages with their flats (invented streets)', () => {
  it.each<[string, Record<string, string>]>([
    // A Czech street is often an adjective with no street word: the flat after it no longer hides it.
    ['Kalinová 812/14, byt 6, 602 00 Brno', { street: 'Kalinová 812/14, byt 6', zip: '602 00', city: 'Brno' }],
    ['Str. Zorelelor nr. 9, bl. B2, sc. 1, ap. 23, 550003 Sibiu', { street: 'Str. Zorelelor nr. 9, bl. B2, sc. 1, ap. 23', zip: '550003', city: 'Sibiu' }],
    ['Blåklintsvägen 4, lgh 1203, 411 05 Göteborg', { street: 'Blåklintsvägen 4, lgh 1203', zip: '411 05', city: 'Göteborg' }],
    ['Menekşe Sok. No: 8, Daire 3, 35210 İzmir', { street: 'Menekşe Sok. No: 8, Daire 3', zip: '35210', city: 'İzmir' }],
    // A Turkish neighbourhood before the street belongs to it; the town line names the district, then the province.
    ['Kavaklı Mahallesi, Servi Sokak No: 12 Daire 4, 34710 Kadıköy/İstanbul',
      { street: 'Kavaklı Mahallesi, Servi Sokak No: 12 Daire 4', zip: '34710', city: 'İstanbul' }],
    ['Ilgın Mah., Sedir Cad. No: 3, 06690 Çankaya/Ankara', { street: 'Ilgın Mah., Sedir Cad. No: 3', zip: '06690', city: 'Ankara' }],
  ])('%j', (line, want) => expect(parseAddressLine(line)).toMatchObject(want));

  it('a Brazilian town and state after a slash are read as before', () => {
    expect(parseAddressLine('Rua Nova 12, 13015-904 Recanto/SP')).toMatchObject({ zip: '13015-904', city: 'Recanto' });
  });

  it('stays linear on hostile text: a long run of letters with a slash, of spaces, of dots', () => {
    // A quarter of each run × scale: scale 4 is 20,000 letters, 50,000 spaces or dots, 2,000 parts.
    expectLinearTime((scale) => parseAddressLine(`34710 ${'a'.repeat(5_000 * scale)}/İstanbul`), { what: 'letters' });
    expectLinearTime((scale) => parseAddressLine(`34710 K${' '.repeat(12_500 * scale)}/ İstanbul`), { what: 'spaces' });
    expectLinearTime((scale) => parseAddressLine(`${'x Mahallesi, '.repeat(500 * scale)}Servi Sokak No: 1`), { what: 'parts' });
    expectLinearTime((scale) => parseAddressLine(`Kalinová 812/14, ${'.'.repeat(12_500 * scale)}, byt 6`), { what: 'dots' });
  });

  it('stays linear on long runs of digits, alone or before a space and digits (each was tried from every digit)', () => {
    // A quarter of each run × scale: scale 4 is 20,000 digits.
    const digits: Record<string, (scale: number) => string> = {
      digits: (scale) => '1'.repeat(5_000 * scale),
      'digits, a letter': (scale) => `${'1'.repeat(5_000 * scale)} x`,
      'digits, two digits': (scale) => `${'1'.repeat(5_000 * scale)} 12`,
      'a digit, letters': (scale) => `1${'x'.repeat(5_000 * scale)}`,
      'digits apart by commas': (scale) => `${'1,'.repeat(2_500 * scale)} 12`,
    };
    for (const [what, build] of Object.entries(digits)) expectLinearTime((scale) => parseAddressLine(build(scale)), { what });
    // Still read: a street and its town line glued, and a street with its postcode and town in one part.
    expect(parseAddressLine('Am Mühlbach 126 04109 Leipzig')).toMatchObject({ zip: '04109', city: 'Leipzig' });
    expect(parseAddressLine('Calle Ejemplo 7, 28013 Madrid')).toMatchObject({ zip: '28013', city: 'Madrid' });
    // Long runs of white space: each `\s+…` pattern was tried from every space of the run (4 s and more).
    expectLinearTime((scale) => parseAddressLine(`${'1'.repeat(5_000 * scale)}${' '.repeat(5_000 * scale)}1`), { what: 'digits, spaces' });
    expectLinearTime((scale) => parseAddressLine(`${'1'.repeat(5_000 * scale)}${'\u00a0'.repeat(5_000 * scale)}Town`), { what: 'digits, no-break spaces' });
    // A wide gap still parts a line's pieces as before.
    expect(parseAddressLine(`Beukenlaan 18${' '.repeat(30)}1234 AB Veldhoven`)).toMatchObject({ zip: '1234 AB', city: 'Veldhoven' });
    // The number is a run of its own after the street's word: the check must not pass it over with that word.
    expect(parseAddressLine('Profiel Kees Proef Beukenlaan 18 1234 AB Veldhoven')).toMatchObject({ street: 'Beukenlaan 18', zip: '1234 AB' });
  });
});

describe('parseAddressLine on a short line', () => {
  // A line of two letters is stored one-byte by V8 (the line is made two-byte inside: same characters, same reading).
  it('reads the same as the two-byte copy of the line', () => {
    for (const line of ['NY', 'Calle Mayor, 12, 3º B', 'Orchard Lane 4, 12345 Fernvale']) {
      expect(parseAddressLine(line)).toEqual(parseAddressLine(twoByte(line)));
    }
    expect(parseAddressLine('Calle Mayor, 12, 3º B').street).toBe('Calle Mayor, 12, 3º B');
  });
});

describe('parseAddressLine on Brazilian district lines, glued CEPs and post-office boxes', () => {
  it.each<[string, Record<string, string>]>([
    // A district and its town with nothing between them, then the state's code (one that is also a US state's too).
    ['Vila Brava Campo das Flores – GO', { city: 'Campo das Flores', state: 'GO' }],
    ['Jardim Aurora Belo Horizonte - MG', { city: 'Belo Horizonte', state: 'MG' }],
    ['Parque Ipêzal Campo Grande – MS', { city: 'Campo Grande', state: 'MS' }],
    ['Vila Serenita Sorocaba/SP', { city: 'Sorocaba', state: 'SP' }],
    ['Vila Velha – ES', { city: 'Vila Velha', state: 'ES' }],
    // A CEP glued to its town (a text layer lost the space between two runs), with or without the state's code.
    ['01310-100Pedra Funda', { zip: '01310-100', city: 'Pedra Funda' }],
    ['Rua Pedra Azul, 1200, 18035-060Sorocaba/SP', { street: 'Rua Pedra Azul, 1200', zip: '18035-060', city: 'Sorocaba', state: 'SP' }],
    ['18035-060 Jardim Aurora Sorocaba/SP', { zip: '18035-060', city: 'Sorocaba', state: 'SP' }],
    ['13015-904 Campo Liso', { zip: '13015-904', city: 'Campo Liso' }],
    // A post-office box where the street would be.
    ['PO Box 4521, Springfield, IL 62701', { street: 'PO Box 4521', city: 'Springfield', zip: '62701', state: 'IL' }],
    ['Postfach 12 34, 80331 München', { street: 'Postfach 12 34', zip: '80331', city: 'München' }],
    ['BP 318, 69003 Lyon', { street: 'BP 318', zip: '69003', city: 'Lyon' }],
    ['Caixa Postal 318', { street: 'Caixa Postal 318' }],
  ])('%s', (line, want) => expect(parseAddressLine(line)).toEqual(want));

  it.each(['PO Box', 'Postfach Ordnung 12', 'BPM 120'])('%s is no post-office box', (line) => {
    expect(parseAddressLine(line).street).toBeUndefined();
  });
});

describe('parseAddressLine: postcodes of three digits and two (Czechia, Slovakia, Sweden), town after them', () => {
  it.each([
    ['Jabloňová 1187/14, 118 00 Hrabovec 3', { street: 'Jabloňová 1187/14', zip: '118 00', city: 'Hrabovec' }],
    ['Dlhá 25, 047 11 Kamenica nad Lúkou', { street: 'Dlhá 25', zip: '047 11', city: 'Kamenica nad Lúkou' }],
    ['Björkslingan 12, 184 63 Sjöbacka', { street: 'Björkslingan 12', zip: '184 63', city: 'Sjöbacka' }],
    // The district after a spaced dash is no part of the town; its postal number neither.
    ['Krátká 8, 149 02 Hrabovec 4 – Lesany', { street: 'Krátká 8', zip: '149 02', city: 'Hrabovec' }],
  ])('%j', (line, want) => expect(parseAddressLine(line)).toMatchObject(want));

  it('keeps a number after the town of a postcode of another shape, and a hyphen joining two names', () => {
    expect(parseAddressLine('Lindenweg 5, 12345 Quellstadt 2').city).toBe('Quellstadt 2');
    expect(parseAddressLine('Polní 3, 738 01 Hradek-Lipany').city).toBe('Hradek-Lipany');
  });

  it('a phone in groups of three and two is no postcode and town', () => {
    expect(parseAddressLine('Tel. 731 22 33 44').zip ?? '').toBe('');
  });
});

describe('parseAddressLine: the town, its district and the postcode after them', () => {
  it.each([
    // The district after a spaced dash, the postcode after both: the town is the part before the dash.
    ['Krátká 8, Hrabovec 4 – Lesany, 149 02', { street: 'Krátká 8', zip: '149 02', city: 'Hrabovec' }],
    ['Hrabovec – Lesany, 149 02', { zip: '149 02', city: 'Hrabovec' }],
    ['Lindenweg 5, Quellstadt – Nordhang 80331', { street: 'Lindenweg 5', zip: '80331', city: 'Quellstadt' }],
    // A hyphen without spaces joins the names of towns of their own: the joined word is kept.
    ['Polní 3, Hradek-Lipany, 738 01', { street: 'Polní 3', zip: '738 01', city: 'Hradek-Lipany' }],
    ['Hradek-Lipany, 738 01', { zip: '738 01', city: 'Hradek-Lipany' }],
  ])('%j', (line, want) => expect(parseAddressLine(line)).toMatchObject(want));

  it('reads a street (by its street word) before a dash as the street, not as the town', () => {
    expect(parseAddressLine('Lindenstraße 5 – Quellstadt, 80331')).toMatchObject({ street: 'Lindenstraße 5', city: 'Quellstadt' });
  });

  it('a town alone before a spaced postcode is the town, its postal district\'s number left out', () => {
    expect(parseAddressLine('Krátká 8, Hrabovec 4, 149 02')).toMatchObject({ zip: '149 02' });
    expect(parseAddressLine('Lesany, 149 02')).toMatchObject({ zip: '149 02', city: 'Lesany' });
  });
});

describe('isStreet: Romanian, Turkish, Czech and Scandinavian street words', () => {
  it.each([
    ['Calea Morilor nr. 14', true],
    ['Aleea Brazilor nr. 3', true],
    ['Bd. Unirii nr. 27', true],
    ['Papatya Sok. No: 12', true],
    ['Yeşilvadi Mah. Lale Cad. No: 8', true],
    ['nám. Míru 15', true],
    ['Lindbacken 66', true],
    ['Ekbacken 66', false], // two letters before the suffix: too few
    ['Kirkebakken 116', true],
    ['Rönnbärsgränd 4', true],
    ['Nørregade 21', true],
    ['Granstigen 9', true],
    ['Ekbacken', false], // no house number
  ])('%j → %s', (part, want) => {
    expect(isStreet(part)).toBe(want);
    expect(isStreet(twoByte(part))).toBe(want);
  });
});

describe('a floor and door after the house number, parted by spaces alone', () => {
  it.each<[string, { street: string; city?: string; zip?: string; region?: string }]>([
    ['Rua das Acácias 14 3º Esq 4050-262 Vilarinho', { street: 'Rua das Acácias 14 3º Esq', zip: '4050-262', city: 'Vilarinho' }],
    ['Avenida del Pinar 7 4º B 28013 Valdemora', { street: 'Avenida del Pinar 7 4º B', zip: '28013', city: 'Valdemora' }],
    ['Rua das Acácias, 14 2.º Dto 4050-262 Vilarinho PT', { street: 'Rua das Acácias, 14 2.º Dto', zip: '4050-262', city: 'Vilarinho', region: 'PT' }],
    ['Calle del Olmo 3 2º 1ª 08001 Valdemora', { street: 'Calle del Olmo 3 2º 1ª', zip: '08001', city: 'Valdemora' }],
    // As before: the comma-parted form, and a street with no floor.
    ['Avenida del Pinar 7, 4º B, 28013 Valdemora', { street: 'Avenida del Pinar 7, 4º B', zip: '28013', city: 'Valdemora' }],
  ])('%s', (line, want) => expect(parseAddressLine(line)).toEqual(want));

  it('stays linear on a run of numbers and marks', () => {
    expectLinearTime((scale) => parseAddressLine(`Rua Nova ${'1 2º '.repeat(2_000 * scale)}4050-262 Vilarinho`), { what: 'floors' });
  });
});

// Polish streets of the kinds the national register names besides "ul.", "al." and "pl.", the kind written first in lower case.
describe('Polish street kinds', () => {
  it.each(['szosa Brzozowa 14b', 'droga Leśników 3', 'os. Słoneczne 12/4', 'osiedle Przylesie 7', 'rondo Wędrowców 2', 'skwer Tkaczy 5',
    'bulw. Nadrzeczny 9', 'wyb. Rybackie 11', 'Rynek Dolny 8', 'ogród Jaśminowy 4'])('%s is a street', (street) => {
    expect(isStreet(street)).toBe(true);
    expect(parseAddressLine(`${street}, 98-549 Brzozów Mały`)).toMatchObject({ street, zip: '98-549', city: 'Brzozów Mały' });
  });
});

// Dutch streets named with the suffixes besides "straat", "laan" and "gracht", and a floor after the house number.
describe('Dutch street suffixes and additions', () => {
  it.each(['Wolkendijk 84', 'Brandsmaplantsoen 3', 'Eikendreef 17', 'Kaarsensteeg 2', 'Ooievaarsmarkt 9', 'Lindenwal 40', 'Spoorbaan 6',
    'Heidepad 11', 'Wolkendijk 843 III', 'Brandsmaplantsoen 12-hs', 'Eikendreef 5 2hg', 'Lindenwal 7 bg'])('%s is a street', (street) => {
    expect(isStreet(street)).toBe(true);
  });
  it('reads the town line after such a street', () => {
    expect(parseAddressLine('Wolkendijk 843 III, 6559 KA Stegeren')).toMatchObject({ street: 'Wolkendijk 843 III', zip: '6559 KA', city: 'Stegeren' });
  });
});

// A second house at one number: the Latin ordinal after it ("12 bis", "112-bis", "8ter").
describe('a house number with bis, ter or quater', () => {
  it.each(['Wolkendijk 112-bis', 'Via dei Mirti 12 bis', 'Rue des Glycines 8ter', 'Lindenwal 40 quater'])('%s is a street', (street) => {
    expect(isStreet(street)).toBe(true);
  });
  it('reads the street in a one-line block', () => {
    expect(parseAddressLine('Wolkendijk 112-bis, 6559 KA Stegeren')).toMatchObject({ street: 'Wolkendijk 112-bis', zip: '6559 KA', city: 'Stegeren' });
  });
  it('a word that only ends so is no ordinal', () => expect(isStreet('Wolkendijk Hotelbis')).toBe(false));
});

describe('Italian street kinds', () => {
  it.each(['Rotonda Brenta 8', 'Contrada Sorbello 14', 'Lungomare Ortensi 3', 'Piazzale Verdi 2', 'Località Poggiolo 5', 'Traversa Mirti 9',
    'Salita Castagni 11'])('%s is a street', (street) => {
    expect(isStreet(street)).toBe(true);
    expect(parseAddressLine(`${street}, 71260 Borgovalle`)).toMatchObject({ street, zip: '71260', city: 'Borgovalle' });
  });
});
