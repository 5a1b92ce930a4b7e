// Each extractor on its generated fixture: the text a reader sees, in order, and nothing else.
import { describe, expect, it } from 'vitest';
import { UnprocessableError } from '../../../src/domain/errors.js';
import { extractContent } from '../../../src/parser/extract/index.js';
import { htmlToText } from '../../../src/parser/extract/html.js';
import { assertSafeZip } from '../../../src/parser/extract/zip-guard.js';
import { fixture } from './fixtures.js';

const noOcr = { ocr: false };

describe('extractors', () => {
  it('DOCX: header first, table rows as one line of cells, text box once, no deleted text or field codes', async () => {
    const c = await extractContent(fixture('resume.docx'), 'docx', noOcr);
    expect(c.text.split('\n')).toEqual([
      'anna.novak@example.pl | Warsaw', '', 'Anna Novak', 'Project Manager', 'Date of birth\t02/07/1985',
      'Phone\t+48 22 123 45 67', 'Skills: Scrum, Jira & Confluence', '', 'Deleted: kept',
    ]);
    // The person-field rules read the cells run together.
    expect(c.lines.map((l) => l.text)).toContain('Date of birth 02/07/1985');
    expect(c.lines.find((l) => l.text.startsWith('Phone'))?.cells).toEqual(['Phone', '+48 22 123 45 67']);
    // The page header's line is the margin's (an address there is the person's, wherever it is read).
    expect(c.lines.filter((l) => l.margin).map((l) => l.text)).toEqual(['anna.novak@example.pl | Warsaw']);
    expect(c.images).toHaveLength(1);
    expect(c.images[0]).toMatchObject({ mime: 'image/jpeg', width: 160, height: 120 });
  });

  it('ODT: header from styles.xml, spaces, line breaks, tabs and table cells', async () => {
    const c = await extractContent(fixture('resume.odt'), 'odt', noOcr);
    expect(c.text).toBe([
      'Curriculum vitae – Madrid', '', 'Pablo García', 'Correo: pablo.garcia@example.es', 'Teléfono: +34 912 345 678',
      'Fecha de nacimiento\t23/11/1992', 'Habilidades:\tGo, Rust',
    ].join('\n'));
    expect(c.lines.map((l) => l.text)).toContain('Habilidades: Go, Rust');
    expect(c.lines.filter((l) => l.margin).map((l) => l.text)).toEqual(['Curriculum vitae – Madrid']);
    expect(c.images).toHaveLength(1);
  });

  it('DOC (made by LibreOffice): header, body and table row', async () => {
    const c = await extractContent(fixture('resume.doc'), 'doc', noOcr);
    expect(c.lines.map((l) => l.text)).toEqual([
      'Curriculum vitae - Madrid', 'Pablo García', 'Correo: pablo.garcia@example.es', 'Teléfono: +34 912 345 678',
      'Fecha de nacimiento 23/11/1992', 'Habilidades: Go, Rust',
    ]);
    // A table row's cells apart, as the DOCX reader gives them; the page header's line the margin's.
    expect(c.lines.find((l) => l.text.startsWith('Fecha'))?.cells).toEqual(['Fecha de nacimiento', '23/11/1992']);
    expect(c.lines.filter((l) => l.margin).map((l) => l.text)).toEqual(['Curriculum vitae - Madrid']);
  });

  it('RTF: code-page escapes decoded; the page header read, info and picture groups dropped', async () => {
    const c = await extractContent(fixture('resume.rtf'), 'rtf', noOcr);
    expect(c.text).toBe('Page header text\nSophie Lefèvre\nE-mail: sophie.lefevre@example.fr\nTéléphone : +33 6 47 18 29 05\n'
      + 'Compétences : React, Node.js, TypeScript');
  });

  it('RTF: table cells as tabs and rows as lines, a text box\'s text once, its shape properties not', async () => {
    // As LibreOffice and Word write them: a row of two cells (a period beside its entry), a shape whose text is in \shptxt
    // and whose drawn fallback (\shprslt) repeats it.
    const rtf = ['{\\rtf1\\ansi\\ansicpg1252\\deff0{\\fonttbl{\\f0 Arial;}}',
      '{\\footer {\\pard 18 Lantern Row, Elmbury EL4 7QT\\par}}',
      '{\\shp{\\*\\shpinst\\shpleft0\\shptop0{\\sp{\\sn shapeType}{\\sv 202}}{\\shptxt \\pard Wilma Quarrendon\\par w.q@example.org\\par}}',
      '{\\shprslt{\\*\\do\\dobxcolumn{\\dptxbxtext \\pard Wilma Quarrendon\\par}}}}',
      // A layout row: the name over the headline in one cell, the contact lines (broken by \\line) in the next.
      '\\trowd\\cellx5000\\cellx9000\\pard\\intbl Ida Fenner\\par\\pard\\intbl Hedgewright\\cell\\pard\\intbl 12 Mill Lane\\line Exton EX1 2AB\\cell\\row',
      '\\pard Work Experience\\par',
      '\\trowd\\cellx2000\\cellx9000\\pard\\intbl 2021 \\endash  present\\cell\\pard\\intbl Stock Planner, Brisket & Vale Ltd\\cell\\row',
      '\\trowd\\cellx2000\\cellx9000\\pard\\intbl 2017 \\endash  2021\\cell\\pard\\intbl Store Assistant, Oakhurst Grocers\\cell\\row',
      '\\pard Skills\\par}'].join('\n');
    const c = await extractContent(new TextEncoder().encode(rtf), 'rtf', noOcr);
    expect(c.text.split('\n')).toEqual(['18 Lantern Row, Elmbury EL4 7QT', 'Wilma Quarrendon', 'w.q@example.org',
      'Ida Fenner', 'Hedgewright', '12 Mill Lane', 'Exton EX1 2AB', 'Work Experience',
      '2021 – present\tStock Planner, Brisket & Vale Ltd', '2017 – 2021\tStore Assistant, Oakhurst Grocers', 'Skills']);
  });

  it('HTML: no scripts, styles or comments; entities decoded; blocks on their own lines', async () => {
    const c = await extractContent(fixture('resume.html'), 'html', noOcr);
    expect(c.lines.map((l) => l.text)).toEqual([
      'Marco Rossi', 'Email: marco.rossi@example.it', 'Tel: +39 02 1234 5678', 'Java', 'Kotlin & Android', 'Città: Milano – Italia',
    ]);
    expect(htmlToText('a&eacute;&#233;&#xE9;&uuml;&szlig;&unknown;')).toBe('aéééüß&unknown;');
  });

  it.each(['latin1.txt', 'utf16.txt'])('TXT: %s decodes to the same text', async (name) => {
    const c = await extractContent(fixture(name), 'txt', noOcr);
    expect(c.lines[0]?.text).toBe('Jürgen Groß');
    expect(c.text).toContain('Kenntnisse: C++, Qt, Linux');
  });

  it('PDF: two columns in reading order, with font sizes for the name heading', async () => {
    const c = await extractContent(fixture('two-column.pdf'), 'pdf', noOcr);
    const lines = c.lines.map((l) => l.text);
    expect(lines.slice(0, 4)).toEqual(['Olivia Bennett', 'Senior Data Engineer', 'CONTACT', 'olivia.bennett@example.com']);
    expect(lines.indexOf('PostgreSQL')).toBeLessThan(lines.indexOf('PROFILE'));
    expect(lines.indexOf('EXPERIENCE')).toBeLessThan(lines.indexOf('EDUCATION'));
    expect(c.lines[0]).toMatchObject({ fontSize: 26, page: 1 });
    expect(c.ocr).toBe(false);
  });

  it('PDF: Hungarian ő/ű and German ß survive; embedded JPEG extracted', async () => {
    const hu = await extractContent(fixture('hungarian.pdf'), 'pdf', noOcr);
    expect(hu.text).toContain('Cím: 1052 Budapest, Petőfi Sándor utca 5.');
    const de = await extractContent(fixture('german-photo.pdf'), 'pdf', noOcr);
    expect(de.text).toContain('Anschrift: Hauptstraße 12, 10115 Berlin');
    expect(de.images).toEqual([expect.objectContaining({ mime: 'image/jpeg', width: 240, height: 300 })]);
    expect(de.lines[1]).toMatchObject({ text: 'Lukas Schneider', fontSize: 16 });
  });

  it('PDF without a text layer and OCR off: no text, the page image still extracted', async () => {
    const c = await extractContent(fixture('scanned.pdf'), 'pdf', noOcr);
    expect(c.text).toBe('');
    expect(c.images).toHaveLength(1);
  });
});

describe('zip-bomb guard', () => {
  it('refuses an entry that declares a huge expanded size, before inflating', () => {
    expect(() => assertSafeZip(fixture('zip-bomb.docx'))).toThrow(/zip bomb/);
  });

  it('accepts an ordinary DOCX and lists its entries', () => {
    expect(assertSafeZip(fixture('resume.docx')).map((e) => e.name)).toContain('word/document.xml');
  });

  it('refuses a ZIP without a central directory', () => {
    expect(() => assertSafeZip(fixture('resume.docx').subarray(0, 500))).toThrow(UnprocessableError);
  });
});
