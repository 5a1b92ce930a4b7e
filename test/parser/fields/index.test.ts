import { describe, it, expect } from 'vitest';
import { fileURLToPath } from 'node:url';
import { extractFields, extractFieldsWithEvidence, loadVocabulary, emptyFields } from '../../../src/parser/fields/index.js';
import { linesOf } from './helpers.js';

const vocabulary = loadVocabulary(fileURLToPath(new URL('../../../data', import.meta.url)));
const content = (...rows: string[]) => { const lines = linesOf(...rows); return { text: lines.map((l) => l.text).join('\n'), lines }; };

describe('extractFields', () => {
  it('reads a Hungarian CV (family name first, HU phone, HU date)', () => {
    const f = extractFields(content(
      '22|Példa Kata', '10|Önéletrajz', '10|Születési dátum: 1992. április 7.', '10|Lakcím: 1137 Budapest, Minta utca 12.',
      '10|Telefon: 06 20 555 1234', '10|E-mail: Kata.Pelda@Example.hu', '10|Tapasztalat', '10|2018 - 2023 Könyvelő, Minta Kft.',
      '10|Készségek', '10|Excel, SAP, könyvelés, bérszámfejtés',
    ), vocabulary);
    expect(f).toMatchObject({
      first: 'Kata', last: 'Példa', birth_date: '1992-04-07', email: ['kata.pelda@example.hu'], phone: ['+36 20 555 1234'],
      address: { street: 'Minta utca 12', city: 'Budapest', zip: '1137' },
    });
    expect(f.tags).toEqual(expect.arrayContaining(['Excel', 'SAP']));
    expect(f.category).toBe(4);
  });

  it('reads a slashed birth date month first only where the CV is placed in the US, not for English alone', () => {
    const rows = ['24|Lena Probe', '10|Date of birth: 04/09/1991', '10|lena.probe@example.org', '10|Experience', '10|Analyst at Example Ltd'];
    expect(extractFields(content(...rows), vocabulary).birth_date).toBe('1991-09-04');
    expect(extractFields(content(...rows, '10|Phone: (512) 555-0134'), vocabulary).birth_date).toBe('1991-04-09');
  });

  it('reads no guessed +CC into a short German CV whose language reads as Dutch', () => {
    // Four lines: franc's trigrams lean Dutch, the word vote German; the number is valid in Germany only.
    const rows = ['24|Till Amsel', '10|Telefon: 030 / 9876 5432', '10|Finkenweg 4', '10|Ingenieur bei der Stadtwerke'];
    const f = extractFieldsWithEvidence(content(...rows), vocabulary);
    expect(f.evidence.locale).toEqual(expect.arrayContaining(['language:nl', 'country-guess-also:DE']));
    expect(f.fields.phone).toEqual(['+49 30 98765432']);
  });

  it('writes a national number valid in several candidate countries as printed', () => {
    // Valid in the Netherlands (the guess) and in Germany, and grouped as neither writes it.
    const rows = ['24|Till Amsel', '10|Telefon: 0301234567', '10|Finkenweg 4', '10|Ingenieur bei der Stadtwerke'];
    expect(extractFields(content(...rows), vocabulary).phone).toEqual(['0301234567']);
  });

  it('keeps the country a +CC in the text settles, however short the text', () => {
    const rows = ['24|Till Amsel', '10|Telefon: 030 123 4567', '10|Mobil: +49 171 1234567', '10|Ingenieur bei der Stadtwerke'];
    expect(extractFields(content(...rows), vocabulary).phone).toEqual(['+49 30 1234567', '+49 171 1234567']);
  });

  it('reads a national number as Hungarian in a CV with Hungarian letters whose text names no country', () => {
    const f = extractFields(content('24|Vártó Réka', '10|ELÉRHETŐSÉG', '10|reka@example.org', '10|06 70 555 1234', '10|Skills', '10|Excel and Word for the team'), vocabulary);
    expect(f.phone).toEqual(['+36 70 555 1234']);
  });

  it('reads an English two-column-style header', () => {
    const f = extractFields(content(
      '30|SAM EXAMPLE', '14|Senior Software Engineer', '10|Austin, TX | (512) 555-0134 | sam.example@example.com',
      '12|Experience', '10|Example Inc. | Jan 2019 - Present | Dallas, TX', '10|Built services in Go, TypeScript and Node.js on AWS',
      '12|Skills', '10|Languages: TypeScript, Go, Python', '10|Attention to detail, Mentoring, Public speaking',
    ), vocabulary);
    expect(f).toMatchObject({ first: 'Sam', last: 'Example', birth_date: '', phone: ['+1 512 555 0134'], address: { street: '', city: 'Austin', zip: '' }, category: 1 });
    // The skills block as printed first, then vocabulary skills found elsewhere.
    expect(f.tags.slice(0, 6)).toEqual(['TypeScript', 'Go', 'Python', 'Attention to detail', 'Mentoring', 'Public speaking']);
    expect(f.tags).toEqual(expect.arrayContaining(['Node.js', 'AWS']));
    expect(f.keywords.split(', ')).toEqual(expect.arrayContaining(['TypeScript', 'Attention to detail', 'Public speaking']));
  });

  it('is total: empty input, no vocabulary, odd text', () => {
    expect(extractFields({ text: '', lines: [] }, { categories: [], skills: [] })).toEqual(emptyFields());
    expect(extractFields({ text: '\u0000\uFFFF'.repeat(1000), lines: [] }, vocabulary).email).toEqual([]);
  });

  it.each([
    ['a long blank run', ' '.repeat(200_000) + 'x'],
    ['a wall of brackets', '((((((((((('.repeat(10_000)],
    ['one huge list line', 'a,'.repeat(100_000)],
    ['many phone-like runs', '+1 '.repeat(60_000)],
  ])('finishes on hostile text: %s', (_name, text) => {
    // A regular expression that backtracks catastrophically on such input runs for hours, so
    // this test's time-out catches it; how fast it really is belongs to bench/parse, not here
    // (a loaded machine must not fail the suite).
    const fields = extractFields({ text, lines: [] }, vocabulary);
    expect(fields.email).toEqual([]);
    expect(fields.first).toBe('');
  }, 60_000);

  it('reads the skills of a DOCX table row whose label cell is a skills heading', () => {
    // Word's text joins a row's cells by one space; the cells tell the label from the items.
    const lines = [{ text: 'Pia Beispiel', page: 1 }, { text: 'Berufserfahrung', page: 1 },
      { text: 'Kenntnisse Warenannahme, Kommissionierung, Gabelstapler', page: 1, cells: ['Kenntnisse', 'Warenannahme, Kommissionierung, Gabelstapler'] }];
    const f = extractFields({ text: lines.map((l) => l.text).join('\n'), lines }, vocabulary);
    expect(f.tags.slice(0, 3)).toEqual(['Warenannahme', 'Kommissionierung', 'Gabelstapler']);
  });

  it('keeps tags + keywords a list, not a dump of the text', () => {
    const words = Array.from({ length: 300 }, (_, i) => `Skill${String.fromCharCode(65 + (i % 26))}${i}`);
    const f = extractFields(content('Skills', ...words.map((w, i) => (i % 3 === 0 ? `${w}, x${w}, y${w}` : w))), vocabulary);
    expect(new Set([...f.tags, ...f.keywords.split(', ')]).size).toBeLessThanOrEqual(60);
  });

  it('explains its choices', () => {
    const r = extractFieldsWithEvidence(content('24|Ann Probe', '10|Date of birth: 01.02.1990', '10|ann@example.org'), vocabulary);
    expect(r.evidence.name?.join(' ')).toContain('largest-font');
    expect(r.evidence.birth_date).toContain('labelled+10');
  });
});

describe('OCR text', () => {
  it('drops icons read as letters and fixes a misread name letter from the e-mail', () => {
    const lines = linesOf('JokN DOE', 'Q Berlin, Deutschland | % +49 30 1234567 | © john.doe@example.org', 'Erfahrung');
    const f = extractFields({ text: lines.map((l) => l.text).join('\n'), lines, ocr: true }, vocabulary);
    expect(f).toMatchObject({ first: 'John', last: 'Doe', address: { city: 'Berlin' }, phone: ['+49 30 1234567'] });
  });
  it('leaves text alone when it is not OCR', () => {
    const lines = linesOf('Jon Doe', 'john.doe@example.org');
    expect(extractFields({ text: '', lines }, vocabulary).first).toBe('Jon');
  });
});
