// The harder contact blocks and name layouts the invented-CV generator found wrong (its `hard`
// classes): one rule per case, each on invented people, streets and numbers.
import { describe, it, expect } from 'vitest';
import { addressPieces } from '../../../src/parser/fields/contact-segments.js';
import { parseAddressLine, repairGlyphs, streetTail } from '../../../src/parser/fields/address-parts.js';
import { extractAddress } from '../../../src/parser/fields/address.js';
import { extractPhones } from '../../../src/parser/fields/phone.js';
import { extractName } from '../../../src/parser/fields/name.js';
import { docOf } from './helpers.js';

const address = (...rows: string[]) => extractAddress(docOf(...rows)).value;
const name = (rows: string[], emails: string[] = [], language?: string): [string, string] => {
  const r = extractName(docOf(...rows), { emails, familyFirst: false, ...(language ? { language } : {}) });
  return [r.first, r.last];
};

describe('contact pieces: what ends an address when the gap before it was lost', () => {
  it.each<[string, string[]]>([
    // A national number in groups, with no label and no trunk prefix the older pattern knew.
    ['Brink 12, 7411 KT Deventer 06 4455 6677', ['Brink 12, 7411 KT Deventer']],
    ['Calle Olmo 3, 46001 Alicante 622 11 33 44', ['Calle Olmo 3, 46001 Alicante']],
    ['Via Corta 8, 40121 Bologna 341 555 1234 x@example.org', ['Via Corta 8, 40121 Bologna']],
    // A contact heading from a form's label cell, run into its value.
    ['Kontakt Tulpenweg 4, 04109 Leipzig', ['Tulpenweg 4, 04109 Leipzig']],
  ])('%j', (segment, want) => expect(addressPieces(segment)).toEqual(want));

  it('keeps postcodes, house numbers and flat numbers, which are fewer digits', () => {
    expect(addressPieces('ul. Brzozowa 12/3, 61-758 Poznań')).toEqual(['ul. Brzozowa 12/3, 61-758 Poznań']);
    expect(addressPieces('Rua Alta 45, 4000-322 Porto')).toEqual(['Rua Alta 45, 4000-322 Porto']);
    expect(addressPieces('Contacto')).toEqual(['Contacto']);
  });
});

describe('streets', () => {
  it('drops a headline glued before the street', () => {
    expect(streetTail('Quality Analyst 12 Mill Lane')).toBe('12 Mill Lane');
    expect(streetTail('Jefe de obra Plaza del Olmo, 9')).toBe('Plaza del Olmo, 9');
    expect(streetTail('Técnico 5 impasse des Lilas')).toBe('5 impasse des Lilas');
    // Prose with a number is no street; a street is left whole.
    expect(streetTail('Managed 5 sites across Mill Road')).toBe('Managed 5 sites across Mill Road');
    expect(streetTail('Calle de la Ronda 5')).toBe('Calle de la Ronda 5');
    expect(parseAddressLine('Chargé de projet 5 impasse des Lilas, 44000 Nantes')).toEqual({ street: '5 impasse des Lilas', zip: '44000', city: 'Nantes' });
  });

  it('reads Portuguese and Spanish street words (Largo, Praça, Ronda) with floor and door', () => {
    expect(parseAddressLine('Largo do Carmo 14, 3º Esq., 1200-092 Lisboa')).toEqual({ street: 'Largo do Carmo 14, 3º Esq', zip: '1200-092', city: 'Lisboa' });
    expect(parseAddressLine('Ronda Norte 7, 2º B, 28013 Madrid').street).toBe('Ronda Norte 7, 2º B');
  });

  it('reads US "City, ST 12345"', () => {
    expect(parseAddressLine('412 Maple Street, Boise, ID 83702')).toEqual({ street: '412 Maple Street', city: 'Boise', zip: '83702', state: 'ID' });
  });
});

describe('an address broken across lines with another column between', () => {
  it('finds the place two lines below a street when the line between is a stray headline', () => {
    expect(address('x@example.org • 0151 2345 6789 • Am Kiesgrund 7,', 'Buchhalter', '20095 Hamburg'))
      .toEqual({ street: 'Am Kiesgrund 7', city: 'Hamburg', zip: '20095' });
  });

  it('finds the street two lines below a postcode and place (Hungarian order)', () => {
    expect(address('y@example.hu | +36 30 123 4567 | 4025 Nyírbátor,', 'Raktárvezető', 'Kökény utca 12.'))
      .toEqual({ street: 'Kökény utca 12', city: 'Nyírbátor', zip: '4025' });
  });
});

describe('phones after a postcode in one run', () => {
  it('reads the number from its bracket when a postcode came right before it', () => {
    const found = extractPhones(docOf('88 Birch Street, Columbus, OH 43215 (614) 555-0142 cv@example.org'), { country: 'US' });
    expect(found.value).toEqual(['+1 614 555 0142']);
  });
});

describe('names', () => {
  it('joins a name set in large type over two lines (given, then family)', () => {
    const body = ['10|Experiencia', '10|Analista, Ejemplo S.L.', '10|Informes mensuales.'];
    expect(name(['22|José Luis', '10|Analista de datos', '22|Robleda Soto', '10|jl.robleda@example.es', ...body], ['jl.robleda'], 'es'))
      .toEqual(['José Luis', 'Robleda Soto']);
    expect(name(['10|Quality Analyst', '22|Mirela', '22|Quastwood', '10|m.quastwood@example.org', ...body], ['m.quastwood'])).toEqual(['Mirela', 'Quastwood']);
  });

  it('joins two top lines without font sizes when the e-mail spells the family line', () => {
    expect(name(['Mirela', 'Quastwood', 'Quality Analyst', 'm.quastwood@example.org'], ['m.quastwood'])).toEqual(['Mirela', 'Quastwood']);
    // The line below a whole name is its headline, not more of the name.
    expect(name(['Mirela Quastwood', 'Contabile', 'mirela.quastwood@example.org'], ['mirela.quastwood'])).toEqual(['Mirela', 'Quastwood']);
  });

  it('joins a labelled given name with the family name on the next line', () => {
    expect(name(['Naam\tLotte', 'Brinkhorst', 'Contact\tLindelaan 4'], ['l.brinkhorst'])).toEqual(['Lotte', 'Brinkhorst']);
    expect(name(['Name Lotte', 'Brinkhorst'], ['l.brinkhorst'])).toEqual(['Lotte', 'Brinkhorst']);
  });

  // A whole name of two words that could both be given names ("Ferenc Nagy": "Nagy" is one too) over a form's next row: the
  // row's label beside its value is no family name.
  it('takes no label of the next form row into a labelled name', () => {
    expect(name(['Név\tFerenc Nagy', 'Cím\tHársfa sor 19., 4025 Debrecen', 'Telefon\t+36 30 123 4567'], ['ferenc.nagy'], 'hu'))
      .toEqual(['Ferenc', 'Nagy']);
    expect(name(['Imię i nazwisko\tKornelia Augustyn', 'Adres\tul. Brzozowa 3, 98-549 Wielichowo'], ['k.augustyn'], 'pl'))
      .toEqual(['Kornelia', 'Augustyn']);
  });

  it('reads labels of several words glued to a family name in capitals', () => {
    expect(name(['Imię i nazwisko KRZEWIŃSKA Ewa', 'Kontakt ul. Brzozowa 3'], ['e.krzewinska'])).toEqual(['Ewa', 'Krzewińska']);
    expect(name(['Nombre: Inés Robleda Soto'], [], 'es')).toEqual(['Inés', 'Robleda Soto']);
  });

  it('matches an e-mail written without ł, ø or ß', () => {
    expect(name(['10|Kierownik', '22|Ewa', '22|Kołodziak', '10|e.kolodziak@example.pl', '10|Doświadczenie', '10|Raporty.'], ['e.kolodziak'], 'pl'))
      .toEqual(['Ewa', 'Kołodziak']);
  });

  it('takes no school, company, street, headline or skill list as the name when none is printed', () => {
    expect(name(['Rijksuniversiteit Groningen', 'cv1.jobs@example.nl'], ['cv1.jobs'])).toEqual(['', '']);
    expect(name(['Politechnika Gdańska', 'cv2@example.pl'], ['cv2'])).toEqual(['', '']);
    expect(name(['Zanverde Impianti S.p.A.', 'cv3@example.it'], ['cv3'])).toEqual(['', '']);
    expect(name(['Castelbrun Industries', 'cv4@example.fr'], ['cv4'])).toEqual(['', '']);
    expect(name(['cv5@example.es · 612 34 56 78 · Calle Mirador, 19'], ['cv5'])).toEqual(['', '']);
    expect(name(['Magazijnbeheerder', 'Lindelaan 4, 1012 AB Amsterdam', 'Werkervaring', 'Opslagbedrijf B.V., Magazijnbeheerder'], ['cv6']))
      .toEqual(['', '']);
    expect(name(['Werkervaring', 'Planning, Excel'], ['cv7'])).toEqual(['', '']);
  });
});

describe('places the corpus classes showed (invented values)', () => {
  it('reads "Place, M.O.": a place and its region abbreviated', () => {
    expect(parseAddressLine('Tóvároska, M.O.')).toEqual({ city: 'Tóvároska' });
    expect(parseAddressLine('Vila Serena, GO')).toEqual({ city: 'Vila Serena', state: 'GO' });
    // One capital is an initial, not a region: a name written family first.
    expect(parseAddressLine('Quastwood, M.')).toEqual({});
  });

  it('repairs ș and ț that a PDF font split into letter and comma, and reads six-digit postcodes', () => {
    expect(repairGlyphs('Pites,ti, Constant,a')).toBe('Pitești, Constanța');
    expect(repairGlyphs('Excel, SQL,Python')).toBe('Excel, SQL,Python');
    expect(parseAddressLine('110027 Pites,ti')).toEqual({ zip: '110027', city: 'Pitești' });
  });

  it('drops a province in brackets and ends the place at a lone icon glyph before a birth date', () => {
    expect(address('22|Ilda Quastoni', '+ Borgoverde (TV), Italy { 3 Maggio 1999', '# ilda.q@example.it  +39 388 555 0101'))
      .toEqual({ street: '', city: 'Borgoverde', zip: '' });
  });

  it('finds the place in a later cell of the line below the street', () => {
    expect(address('Str. Teiului nr. 7', '30|Ilie Quastan\t110027 Pites,ti', 'ilie@example.ro'))
      .toEqual({ street: 'Str. Teiului nr. 7', city: 'Pitești', zip: '110027' });
  });
});

describe('template placeholders', () => {
  it.each([['22|Your Full Name'], ['17|Surname, First name'], ['20|Nombre Apellido'], ['20|Vorname Nachname']])('%s is no name', (row) => {
    expect(name([row, '10|mail@example.org', '10|Experience', '10|Ran supplier reviews across three sites.'])).toEqual(['', '']);
  });
  it('a real name in the same place is still read', () => {
    expect(name(['22|Mirela Quastwood', '10|mail@example.org', '10|Experience', '10|Ran supplier reviews across three sites.'])).toEqual(['Mirela', 'Quastwood']);
  });
});

describe('right-to-left addresses', () => {
  it('reads country, Arabic comma, place (also from presentation forms, after a stray icon letter)', () => {
    expect(parseAddressLine('مصر، الإسكندرية')).toEqual({ city: 'الإسكندرية', country: 'مصر' });
    expect(parseAddressLine('Ȱ الإسكندرية، مصر')).toEqual({ city: 'الإسكندرية', country: 'مصر' });
    expect(parseAddressLine('ﻣﺼﺮ، ﺍﻟﺈﺳﻜﻨﺪﺭﻳﺔ').city).toBe('الإسكندرية');
    // Two words that are no country: not an address.
    expect(parseAddressLine('مهندس، داده')).toEqual({});
  });
});

describe('Europass and form labels run into the name (DOCX without tabs)', () => {
  it('strips a glued label before a name with a family-name particle', () => {
    expect(name(['Naam Lieke van Rooswijk', 'Contact Lindelaan 4, 1012 AB Amsterdam'], ['l.vanrooswijk'])).toEqual(['Lieke', 'van Rooswijk']);
  });

  it('joins two given names after a glued label with the family names on the next line', () => {
    expect(name(['Nombre Lucía Inés', 'Robleda Soto', 'Contacto Calle Olmo 3, 46001 Alicante'], ['robledasoto.luciaines'], 'es'))
      .toEqual(['Lucía Inés', 'Robleda Soto']);
  });

  it('takes no contact heading or university as the name', () => {
    expect(name(['12|Contatti', '10|Via Corta 8, 40121 Bologna', '10|Esperienza', '10|Contabile, Ditta Srl'], ['cv8'])).toEqual(['', '']);
    expect(name(['Universidad de Granada', 'cv9@example.es'], ['cv9'])).toEqual(['', '']);
  });

  it('a headline repeated in a dated work line is no name; a page footer does not count as a repeat', () => {
    const body = ['10|Werkervaring', '10|04/2022 – heden Opslag B.V., Magazijnmeester', '10|Planning.', '10|Rapportages.'];
    expect(name(['12|Magazijnmeester', '10|Lindelaan 4, 1012 AB Amsterdam', ...body], ['cv10'])).toEqual(['', '']);
    expect(name(['22|Lieke Rooswijk', '10|Lindelaan 4', ...body, '8|Lieke Rooswijk – CV – 1/2', '8|Lieke Rooswijk – CV – 2/2'], ['l.rooswijk']))
      .toEqual(['Lieke', 'Rooswijk']);
  });
});

describe('no name printed, headline right above its work line', () => {
  it('a headline repeated on the next line with its dates is no name; a vocational school is no name', () => {
    expect(name(['12|Sales Planner', '11|Work Experience', '10|Sales Planner\t12/2021 – 06/2025', '10|Quillfield Ltd', '10|Ran reviews.'], ['cv11']))
      .toEqual(['', '']);
    expect(name(['Berufsschule Halle', 'cv12@example.de'], ['cv12'])).toEqual(['', '']);
  });
});
