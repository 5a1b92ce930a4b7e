// Name rules that must hold on CVs nobody here has seen: labels without a colon,
// Spanish double family names, name statistics against company lines, right-to-left rows.
// All people are invented.
import { describe, it, expect } from 'vitest';
import { fileURLToPath } from 'node:url';
import { extractName } from '../../../src/parser/fields/name.js';
import { extractFields, loadVocabulary } from '../../../src/parser/fields/index.js';
import { cleanLineText } from '../../../src/parser/fields/document.js';
import { docOf, linesOf } from './helpers.js';

const vocabulary = loadVocabulary(fileURLToPath(new URL('../../../data', import.meta.url)));
const name = (rows: string[], language?: string): [string, string] => {
  const r = extractName(docOf(...rows), { emails: [], familyFirst: false, ...(language ? { language } : {}) });
  return [r.first, r.last];
};
const fields = (...rows: string[]) => { const lines = linesOf(...rows); return extractFields({ text: lines.map((l) => l.text).join('\n'), lines }, vocabulary); };

describe('names on unseen CVs', () => {
  it.each<[string, string[], [string, string]]>([
    ['label in its own cell', ['Personal Information', 'Name\tTobias Quellmann', 'Phone\t+49 30 1234567'], ['Tobias', 'Quellmann']],
    ['Italian label glued, no colon', ['Curriculum', 'Nome Isidora Vantaggi', 'Telefono 333 1234567'], ['Isidora', 'Vantaggi']],
    ['Croatian-style label glued', ['Name Luka Perišić', 'Zagreb'], ['Luka', 'Perišić']],
  ])('%s', (_n, rows, want) => expect(name(rows)).toEqual(want));

  it.each<[string, [string, string]]>([
    ['Raquel Serrano Pérez', ['Raquel', 'Serrano Pérez']],
    ['José Luis Ortega Llamas', ['José Luis', 'Ortega Llamas']],
    ['Lucía Fernández Ruiz', ['Lucía', 'Fernández Ruiz']],
  ])('Spanish CV: %s keeps both family names', (full, want) => {
    expect(name([`24|${full}`, '10|Desarrolladora de software'], 'es')).toEqual(want);
  });

  it('outside Spanish, the last word is the family name', () => {
    expect(name(['24|Raquel Serrano Pérez', '10|Software developer'], 'en')).toEqual(['Raquel Serrano', 'Pérez']);
  });

  it('a Spanish CV end to end: language detected, double family name kept', () => {
    const f = fields('24|Raquel Serrano Pérez', '10|Calle de Lado Cristóbal, 128, 7º B', '10|28005 Madrid',
      '10|raquel.serrano@example.es', '10|Experiencia', '10|Desarrolladora con experiencia en el desarrollo de aplicaciones para los clientes del banco');
    expect([f.first, f.last]).toEqual(['Raquel', 'Serrano Pérez']);
  });

  it('a known given name lifts a person over a product line of the same shape', () => {
    expect(name(['12|Quantum Ledger Suite', '12|Konrad Ockelbach', '10|Consultant'])).toEqual(['Konrad', 'Ockelbach']);
  });

  it('Arabic presentation forms become plain letters', () => {
    expect(cleanLineText('\uFE91\uFEEC\uFEAE\uFE8D\uFEE1')).toBe('بهرام');
  });
});

// A wrong name costs more than none: "--create" would file the CV under "Skills Excel".
describe('no name rather than a wrong one', () => {
  it.each<[string, string[]]>([
    ['a labelled skills line', ['Skills: Excel, Word', 'quentin.probe@example.org', '+36 30 123 4567']],
    ['a labelled line of any label', ['Hobbies: Chess, Hiking', 'Berlin']],
    ['a Spanish languages line', ['Español, Inglés, Alemán', 'correo@example.org']],
    ['a German languages line', ['Deutsch, Englisch', 'kontakt@example.org']],
    ['an unlabelled list', ['Excel, Word, PowerPoint', 'Berlin']],
  ])('%s gives no name', (_n, rows) => {
    const f = fields(...rows);
    expect([f.first, f.last]).toEqual(['', '']);
  });

  it('such a line gives way to the name below it, and degrees after a name are no list', () => {
    const f = fields('Skills: Excel, Word', 'Tel: +36 30 123 4567');
    // The line's items are listed as printed ("Word" is the vocabulary's Microsoft Word: one tag).
    expect([f.first, f.last, f.tags]).toEqual(['', '', ['Excel', 'Word']]);
    expect(name(['Skills: Excel, Word', 'Quentin Probe', 'quentin@example.org'])).toEqual(['Quentin', 'Probe']);
    expect(name(['24|Jane Examplova, M.Sc., MBA', '10|Berlin'])).toEqual(['Jane', 'Examplova']);
  });

  it('a name set large over two lines in a sidebar is one name', () => {
    expect(name(['26|Mirela', '26|Quendova', '10|Software developer', '10|mirela@example.org', '10|Berlin', '10|Skills'])).toEqual(['Mirela', 'Quendova']);
    expect(name(['26|TOMÁŠ', '26|VÝMLUVA', '10|Praha', '10|Zkušenosti', '10|Programátor'])).toEqual(['Tomáš', 'Výmluva']);
    // Sidebar and main column share lines: each half of the name shares its line with other text.
    const body = Array.from({ length: 6 }, (_, i) => `11|Pracuji jako vývojář na projektech číslo ${i}.`);
    expect(name(['10|Praha', '34|Mirela   +420 777 123 456', '10|mirela@example.org', '34|Quendova   mirela-quendova', '17|Životopis', ...body]))
      .toEqual(['Mirela', 'Quendova']);
  });

  it('given name and two family names in Portuguese, and in an English CV from Spain or Portugal', () => {
    expect(name(['24|Tiago Ramos de Abreu', '10|Engenheiro de software'], 'pt')).toEqual(['Tiago', 'Ramos de Abreu']);
    expect(name(['24|TIAGO RAMOS DE ABREU', '10|Engenheiro de software'], 'pt')).toEqual(['Tiago', 'Ramos de Abreu']);
    const r = extractName(docOf('24|Lucía Fernández Ortega', '10|Software developer'), { emails: [], familyFirst: false, language: 'en', country: 'ES' });
    expect([r.first, r.last]).toEqual(['Lucía', 'Fernández Ortega']);
  });

  it('a Hungarian name printed family name first where nothing else says Hungarian', () => {
    expect(name(['24|Kovács Ágnes', '10|Software developer'], 'en')).toEqual(['Ágnes', 'Kovács']);
    expect(name(['24|Vera Zsombor', '10|Budapest'], 'en')).toEqual(['Vera', 'Zsombor']);
    // Letters only Hungarian writes tell the order where the first word is a given name elsewhere too.
    expect([fields('24|Vera Zsombor', '10|ELÉRHETŐSÉG', '10|Budapest').first, fields('24|Vera Zsombor', '10|ELÉRHETŐSÉG', '10|Budapest').last]).toEqual(['Zsombor', 'Vera']);
    expect(name(['24|Lukas Márton', '10|Brno'], 'es')).toEqual(['Lukas', 'Márton']);
    expect(name(['24|Kovács Márton', '10|Brno'], 'es')).toEqual(['Márton', 'Kovács']); // the contrast: Kovács is no given name
    expect(name(['24|Ágnes Kovács', '10|Software developer'], 'en')).toEqual(['Ágnes', 'Kovács']);
    expect(name(['24|John Milan', '10|Software developer'], 'en')).toEqual(['John', 'Milan']);
  });
});

describe('the e-mail against impostors', () => {
  const withEmail = (rows: string[], email: string): [string, string] => {
    const r = extractName(docOf(...rows), { emails: [email], familyFirst: false, language: 'en', country: 'PT' });
    return [r.first, r.last];
  };

  it('a quoted author near the top is not the person when their own e-mail names someone else', () => {
    const rows = ['Curriculum Vitae', 'PERSONAL INFORMATION Ada Quill Vane Rua Nova 12 1000-001 Lisboa ada.quill.vane@example.org',
      '“Nothing is so bad as it seems.”', 'Marcus Tullius Cicero', 'SUMMARY I like building things.'];
    expect(withEmail(rows, 'ada.quill.vane@example.org')).toEqual(['Ada', 'Quill Vane']);
    expect(withEmail(rows.filter((r) => !r.startsWith('PERSONAL')), 'ada.quill.vane@example.org')).toEqual(['', '']);
  });

  it('a German form: "Name:" beside "Vorname:" is the family name', () => {
    expect(name(['Lebenslauf', 'Persönliche Daten', 'Name: Quendelmann', 'Vorname: Ottokar', 'Geburtsdatum: 04.09.1970'])).toEqual(['Ottokar', 'Quendelmann']);
    expect(name(['Name: Ottokar Quendelmann', 'Vorname: Ottokar'])).toEqual(['Ottokar', 'Quendelmann']);
  });
});
