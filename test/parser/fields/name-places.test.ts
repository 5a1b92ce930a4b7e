// Where and how a name is printed, classes found with the generator's name classes (test/parser/generator/names.mjs):
// a name over three lines, a name in a small page header, titles before a name ("Dr.", "Ing.", "Ir.", "mgr inż."), a
// document title over the name, particles that keep their case ("Di", "Lo") and do not make a name too long, and a
// letter-spaced heading whose word gaps were lost, which is no name. All people, places and firms are invented.
import { describe, it, expect } from 'vitest';
import { extractName, type NameOptions } from '../../../src/parser/fields/name.js';
import { nameTokens, splitName } from '../../../src/parser/fields/name-parts.js';
import { docOf } from './helpers.js';

const name = (rows: string[], emails: string[] = [], options: Partial<NameOptions> = {}): [string, string] => {
  const r = extractName(docOf(...rows), { emails, familyFirst: false, ...options });
  return [r.first, r.last];
};
const body = (n: number): string[] => Array.from({ length: n }, (_, i) => `10|Body line number ${i + 1} of the example text.`);

describe('a name over three lines', () => {
  it('two given names over the family name, in the largest type', () => {
    const rows = ['12|Store Lead', '22|Anna', '22|Lena', '22|Quarnvik', '10|anna.quarnvik@example.org', ...body(6)];
    expect(name(rows, ['anna.quarnvik@example.org'])).toEqual(['Anna Lena', 'Quarnvik']);
  });

  it('a given name over two family names that the e-mail spells, in a Spanish CV', () => {
    const rows = ['22|Elvira', '22|Quintanar', '22|Robledillo', '12|Contable', '10|e.quintanarrobledillo@example.es', ...body(6)];
    expect(name(rows, ['e.quintanarrobledillo@example.es'], { language: 'es' })).toEqual(['Elvira', 'Quintanar Robledillo']);
  });

  it('family name first over two given names, in a Hungarian CV', () => {
    const rows = ['22|Tölgyvári', '22|Anna', '22|Réka', '12|Raktárvezető', '10|tolgyvari.anna@example.hu', ...body(6)];
    expect(name(rows, ['tolgyvari.anna@example.hu'], { familyFirst: true })).toEqual(['Anna Réka', 'Tölgyvári']);
  });

  it('without font sizes (a DOCX), the first three lines', () => {
    expect(name(['Anna', 'Lena', 'Quarnvik', 'anna.quarnvik@example.org', 'Berlin'], ['anna.quarnvik@example.org'])).toEqual(['Anna Lena', 'Quarnvik']);
  });

  it('a family name with a particle as the third line, set smaller to fit, in a sidebar read after the main column', () => {
    const rows = ['12|Projectleider', '10|femke.vanderquarnhoven@example.nl', ...body(45), '22|Femke', '22|Anouk', '15|van der Quarnhoven', ...body(3)];
    expect(name(rows, ['femke.vanderquarnhoven@example.nl'])).toEqual(['Femke Anouk', 'van der Quarnhoven']);
  });

  it('does not join a third line in the name\'s type that neither the e-mail nor the given names support (a headline)', () => {
    const rows = ['22|Anna', '22|Quarnvik', '22|Buchhalterin', '10|a.quarnvik@example.de', ...body(6)];
    expect(name(rows, ['a.quarnvik@example.de'])).toEqual(['Anna', 'Quarnvik']);
  });

  it('a labelled family name with two given names below it', () => {
    const rows = ['Név\tTölgyvári', 'Anna', 'Réka', 'Elérhetőség\t7621 Pécs, Fenyő utca 3.', 'Szakmai tapasztalat'];
    expect(name(rows, ['a.tolgyvari@example.hu'], { familyFirst: true })).toEqual(['Anna Réka', 'Tölgyvári']);
  });
});

describe('a name in a small page header', () => {
  it('given name over family name, the first lines of the page in one small size', () => {
    const rows = ['9|Orla', '9|Quennell', '12|Store Lead', '10|orla.quennell@example.org', ...body(6)];
    expect(name(rows, ['orla.quennell@example.org'])).toEqual(['Orla', 'Quennell']);
  });

  it('family name first, the e-mail spelling it with the given name\'s initial', () => {
    const rows = ['9|Tölgyvári', '9|Ádám', '12|Adatelemző', '10|a.tolgyvari@example.hu', ...body(6)];
    expect(name(rows, ['a.tolgyvari@example.hu'], { familyFirst: true })).toEqual(['Ádám', 'Tölgyvári']);
  });

  // A DOCX page header repeats the name over the body's own (running-lines.mjs of the generator): read once.
  it.each<[string, string[], string[], [string, string]]>([
    ['over the body\'s name in capitals, family name first', ['Orla Quennell', 'QUENNELL Orla', 'Store Lead', 'orla.quennell@example.org'],
      ['orla.quennell@example.org'], ['Orla', 'Quennell']],
    ['over the body\'s name over two lines', ['Orla Quennell', 'Orla', 'Quennell', 'Store Lead', 'orla.quennell@example.org'],
      ['orla.quennell@example.org'], ['Orla', 'Quennell']],
    ['family name first over the same over two lines', ['TÖLGYVÁRI Ádám', 'TÖLGYVÁRI', 'Ádám', 'Adatelemző', 'tolgyvari.adam@example.hu'],
      ['tolgyvari.adam@example.hu'], ['Ádám', 'Tölgyvári']],
  ])('a page header\'s name %s is not joined to it', (_title, rows, emails, want) => {
    expect(name(rows, emails, { familyFirst: rows[0]!.startsWith('TÖLGYVÁRI') })).toEqual(want);
  });

  it('two small words at the top that nothing confirms are not joined into a name', () => {
    const rows = ['9|Quellfeld', '9|Marktplatz', '12|Lagerist', '10|info.bewerbung@example.de', ...body(6)];
    expect(name(rows, ['info.bewerbung@example.de'])).toEqual(['', '']);
  });
});

describe('titles before a name', () => {
  it.each<[string, string[], string[], [string, string]]>([
    ['a title on the first of two lines', ['22|Dr. Ilka', '22|Quarnvik', '12|Ärztin', '10|i.quarnvik@example.de', ...body(4)], ['i.quarnvik@example.de'], ['Ilka', 'Quarnvik']],
    ['a label, then a title', ['Nome: Ing. Marco Quarnelli', 'Analista dati'], [], ['Marco', 'Quarnelli']],
    ['a label and a title, the family name below', ['Naam\tIr. Bram', 'Quarnhoven', 'Contact\tUtrecht'], ['b.quarnhoven@example.nl'], ['Bram', 'Quarnhoven']],
    ['a title in lower case after a label', ['Imię i nazwisko: mgr inż. Piotr Kwarnowski', 'Kraków'], [], ['Piotr', 'Kwarnowski']],
  ])('%s', (_title, rows, emails, want) => expect(name(rows, emails)).toEqual(want));

  it('drops "Ir." and "Eng." only with their dot: "Eng" is also a family name', () => {
    expect(nameTokens('Ir. Bram Quarnhoven')).toEqual(['Bram', 'Quarnhoven']);
    expect(nameTokens('Eng. Rui Quarteira')).toEqual(['Rui', 'Quarteira']);
    expect(nameTokens('Eng Quan')).toEqual(['Eng', 'Quan']);
    expect(nameTokens('Dra. Lucía Quintanar')).toEqual(['Lucía', 'Quintanar']);
  });
});

describe('a document title over the name', () => {
  it.each<[string, string[], string[], [string, string]]>([
    ['Polish title in capitals', ['18|ŻYCIORYS', '22|Ewa Kwarnowska', '12|Księgowa'], [], ['Ewa', 'Kwarnowska']],
    ['set larger than a name over two lines', ['26|Currículum', '22|Lucía', '22|Quintanar', '12|Contable', '10|lucia.quintanar@example.es', ...body(4)],
      ['lucia.quintanar@example.es'], ['Lucía', 'Quintanar']],
    ['glued before the name', ['Levensloop Bram Quarnhoven', 'Utrecht'], [], ['Bram', 'Quarnhoven']],
  ])('%s', (_title, rows, emails, want) => expect(name(rows, emails)).toEqual(want));

  it('a label before a title is no given name ("Nombre" ↵ a name in capitals)', () => {
    const rows = ['Nombre\tCURRICULUM VITAE', 'QUINTANAR Javier', 'Contacto\t28013 Madrid'];
    expect(name(rows, ['javier.quintanar@example.es'])).toEqual(['Javier', 'Quintanar']);
  });
});

describe('particles', () => {
  it.each<[string, string, string]>([
    ['Elisa Di Quarnelli', 'Elisa', 'Di Quarnelli'],
    ['Giulia Lo Quarnelli', 'Giulia', 'Lo Quarnelli'],
    ['Jan van der Quarnhoven', 'Jan', 'van der Quarnhoven'],
  ])('%j keeps the particle as printed', (text, first, last) => expect(splitName(text)).toEqual({ first, last }));

  it('do not count as words of a long name', () => {
    expect(name(['Anna Lena van der Quarnhoven', 'Utrecht', 'Projectleider'])).toEqual(['Anna Lena', 'van der Quarnhoven']);
  });
});

describe('Chinese, Japanese and Korean names printed without a space', () => {
  it.each<[string, string, string]>([
    // A family name of two characters from the tables (names/cjk-family.txt), not only the first character.
    ['高木美咲', '美咲', '高木'],
    ['上官静怡', '静怡', '上官'],
    ['石井大和', '大和', '石井'],
    // One character, as most Chinese and Korean family names are.
    ['何志强', '志强', '何'],
    ['박서연', '서연', '박'],
  ])('%j', (text, first, last) => expect(splitName(text)).toEqual({ first, last }));
});

describe('no name rather than a glued heading', () => {
  it('a district under a street line is no name, whatever follows it on its line', () => {
    const rows = ['12|Analista de dados', '12|Contactos:', '9|Rua das Acácias, 120', '9|Jardim das Flores – Sorocaba/SP', '9|CEP 18035-060',
      '9|cv.contato@example.com.br', ...body(6)];
    expect(name(rows, ['cv.contato@example.com.br'], { language: 'pt' })).toEqual(['', '']);
  });

  it('a letter-spaced heading whose word gaps were lost is not read as a name', () => {
    const rows = ['12|Analista dati', '10|cv12.info@example.it', '12|T I T O L I D I S T U D I O', '10|Laurea in Economia', '10|2019'];
    expect(name(rows, ['cv12.info@example.it'])).toEqual(['', '']);
  });
});

// No name printed, and an address line at the top of the page where the name would stand: a place, not a person.
describe('no name printed, a district line at the top', () => {
  it.each([
    ['Bairro Morro Claro – Pedra Funda/MG', 'pt'],
    ['Vila Serenita, Campo Liso-SP', 'pt'],
    ['Quartier de la Fontaine – Lyon', 'fr'],
    ['Stadtteil Rosenhang, 04109 Leipzig', 'de'],
    ['Osiedle Miralno – Łódź', 'pl'],
    ['Wijk Zuiderveld – Utrecht', 'nl'],
  ])('%s reads no name', (place, language) => {
    const rows = [place, 'Rua Exemplo 12 · +55 11 5555 0199 · cv.contato@example.com', ...body(6)];
    expect(name(rows, ['cv.contato@example.com'], { language })).toEqual(['', '']);
  });

  it('a name above the district line is still read', () => {
    const rows = ['22|Ida Quellberg', 'Stadtteil Rosenhang, 04109 Leipzig', '10|ida.quellberg@example.de', ...body(6)];
    expect(name(rows, ['ida.quellberg@example.de'], { language: 'de' })).toEqual(['Ida', 'Quellberg']);
  });

  it('a family name that is a district word is still a name', () => {
    const rows = ['22|Tomás Vila', '10|Rua Exemplo 12, Campo Liso-SP', '10|t.vila@example.com.br', ...body(6)];
    expect(name(rows, ['t.vila@example.com.br'], { language: 'pt' })).toEqual(['Tomás', 'Vila']);
  });
});

describe('no name printed, a district without its word before a town with its state', () => {
  it('the district before "Town/UF" in body type is no name', () => {
    const rows = ['Boa Ventura – Pedra Funda/MG', 'CEP 35500-120 · cv.contato@example.com.br', ...body(6)];
    expect(name(rows, ['cv.contato@example.com.br'], { language: 'pt' })).toEqual(['', '']);
  });

  it('a name in large type before its town and state is still read', () => {
    const rows = ['22|Tomás Ferreira – Pedra Funda/MG', '10|t.ferreira@example.com.br', ...body(6)];
    expect(name(rows, ['t.ferreira@example.com.br'], { language: 'pt' })).toEqual(['Tomás', 'Ferreira']);
  });
});
