// Classes of name failure found with the generator of invented CVs: the family name set smaller to fit a column,
// capitals against the order a language expects, and texts at the top that only look like a name (a wrapped
// list, an employer under a dated line, a headline with a place, a title in the headings' type), where no name
// is better than a wrong one; an e-mail with an initial that names the given name. All people, places and firms are invented.
import { describe, it, expect } from 'vitest';
import { extractName } from '../../../src/parser/fields/name.js';
import { splitName } from '../../../src/parser/fields/name-parts.js';
import { docOf } from './helpers.js';

const name = (rows: string[], emails: string[] = [], familyFirst = false): [string, string] => {
  const r = extractName(docOf(...rows), { emails, familyFirst });
  return [r.first, r.last];
};
const body = (n: number): string[] => Array.from({ length: n }, (_, i) => `10|Body line number ${i + 1} of the example text.`);

describe('a labelled name with its family name in capitals is whole', () => {
  it('does not take the headline below as a wrapped family name', () => {
    // Both words would pass as given names of some table; the capitals say which one is the family name.
    const rows = ['12|Név: Dóra MARTA', '12|Raktárvezető', '10|dora.marta@example.hu', '10|Szakmai tapasztalat'];
    expect(name(rows, ['dora.marta@example.hu'], true)).toEqual(['Dóra', 'Marta']);
  });
});

describe('capitals mark the family name whatever order the language expects', () => {
  it.each<[string, boolean, string, string]>([
    ['Reika OSHIRANE', true, 'Reika', 'Oshirane'],
    ['OSHIRANE Reika', true, 'Reika', 'Oshirane'],
    ['Vilma Kerti TOLNAVÁRI', true, 'Vilma Kerti', 'Tolnavári'],
    // Without capitals the language's order still decides.
    ['Tolnavári Vilma', true, 'Vilma', 'Tolnavári'],
  ])('%j familyFirst=%j', (text, familyFirst, first, last) => expect(splitName(text, { familyFirst })).toEqual({ first, last }));

  it('in a Hungarian CV, "Given FAMILY" keeps the capitals as the family name', () => {
    expect(name(['Reika OSHIRANE', 'Önéletrajz', 'Születési dátum: 1991. 02. 03.'], [], true)).toEqual(['Reika', 'Oshirane']);
  });
});

describe('a name over two lines whose family name is set smaller to fit the column', () => {
  const rows = (family: string): string[] =>
    ['12|Store Lead', '10|tovelina.vanquarnbeck@example.org', '22|Tovelina', `18|${family}`, ...body(8)];

  it('joins the smaller line when the e-mail spells it', () => {
    expect(name(rows('van Quarnbeck'), ['tovelina.vanquarnbeck'])).toEqual(['Tovelina', 'van Quarnbeck']);
  });

  it('does not join a smaller line the e-mail does not spell (a headline)', () => {
    expect(name(rows('Gardener'), ['tovelina.vanquarnbeck'])).toEqual(['Tovelina', '']);
  });
});

describe('a label glued to a hyphenated family name in capitals', () => {
  it('drops the label ("Nom DUVANEL-ROCHAT Elise")', () => {
    expect(name(['Nom DUVANEL-ROCHAT Elise', 'Téléphone : 06 00 00 00 00'])).toEqual(['Elise', 'Duvanel-Rochat']);
  });
});

describe('no name rather than a wrong one', () => {
  it('a contact heading under a one-word headline is no family name', () => {
    const r = extractName(docOf('12|Ajudante', '12|Contactos', '9|Rua Inventada 4', '9|Telefone: +351 21 000 0000', '9|a', '9|b', '9|c'),
      { emails: [], familyFirst: false });
    expect(r.last).toBe('');
  });

  it('a list that wrapped onto the next line', () => {
    expect(name(['12|Responsable de rayon', 'Appt 4, 12 rue des Exemples, 75000 Exempleville 06.00.00.00.01 cv.jobs@example.fr',
      'Date de naissance: 01/02/1990', '12|Compétences:', '9|Gestion des stocks, Python,', '9|Inventaire, Facturation', '12|Langues:',
      '9|Anglais (C1)', '12|Expérience professionnelle:', '02/2024 – aujourd’hui Responsable de rayon', 'Brennholt Commerce SARL'],
    ['cv.jobs']))
      .toEqual(['', '']);
  });

  it('an employer under a dated line', () => {
    expect(name(['10|Berufserfahrung', '10|2020 – 2023\tEinkäufer', '10|Brennholt Handel SAS', '10|Verantwortlich für 12 Lieferanten.']))
      .toEqual(['', '']);
  });

  it('a headline with a place and its country', () => {
    expect(name(['12|Kasjerka Lindholm, Polska', '601-000-001, cv.info@example.pl', '12|DOŚWIADCZENIE ZAWODOWE',
      'Kasjerka, Brennholt Handel Sp. j. 2021 – obecnie', 'Obsługa kasy.', '12|UMIEJĘTNOŚCI', '• Excel'], ['cv.info'])).toEqual(['', '']);
  });

  it('a one-word headline in the type of the section headings', () => {
    expect(name(['12|Magazijnplanner', '10|Kerkpad 4, 1234 AB Voorbeeld\t06 0000 0001\tcv.jobs@example.nl', '12|Werkervaring',
      '8|04/2021 – 10/2024', '12|Opleiding', '10|2020', '12|Vaardigheden', '10|Magazijnplanner', '10|Kwelder Handel B.V.',
      '10|Planning van de voorraad.'], ['cv.jobs'])).toEqual(['', '']);
  });

  it('a headline under a labelled name is not its family name when it opens a job line', () => {
    expect(name(['12|Naam: Lena Marit', '12|Voorraadplanner', '10|l.marit@example.nl', '12|Werkervaring:',
      '10|Voorraadplanner, Kwelder Handel B.V.',
      '10|2019 – 2023'], ['l.marit'])).toEqual(['Lena', 'Marit']);
  });

  it('a headline that names a supervisor\'s job', () => {
    expect(name(['12|Depot Supervisor', '12|Work Experience', '10|2024 – present\tDepot Supervisor, Example Freight Ltd',
      '10|Ran the night shift.', '12|Education', '10|Example College', '12|Contact', '9|Address: 4 Example Road', '9|Phone: (303) 555-0100',
      '9|Email: cv.info@example.co.uk', '12|Skills', '9|• Forklift', '9|• Rota Planning', '9|• Stock Control', '9|• Budgeting',
      '12|Languages', '9|English (native)', '9|German (B2)'],
    ['cv.info'])).toEqual(['', '']);
  });
});

describe('an e-mail that shortens one word to its initial names the given name', () => {
  it.each<[string, string[], [string, string]]>([
    // A Hungarian CV expects the family name first; the e-mail says otherwise.
    ['Tavin Rhee', ['t.rhee'], ['Tavin', 'Rhee']],
    ['Tavin Rhee', ['trhee'], ['Tavin', 'Rhee']],
    // And agrees with it here.
    ['Rhee Tavin', ['t.rhee'], ['Tavin', 'Rhee']],
  ])('%s with %j in a Hungarian CV', (text, emails, want) => {
    const doc = docOf(text, 'Önéletrajz', 'Születési dátum: 1991. 02. 03.');
    const r = extractName(doc, { emails: emails.map((e) => `${e}@example.hu`), familyFirst: true });
    expect([r.first, r.last]).toEqual(want);
  });
});
