// Scanned pages after a typed CV are attachments (certificates, references): OCR leaves them unread, and says so.
// Scans that may be the CV (a scanned first page, a scan behind a typed cover sheet, a scan-only CV) are read as before.
// The documents are built here: a generated CV's printed lines on text pages (test/parser/generator), scans drawn as
// SVG text rendered by sharp; every person, employer and place is invented. The tests observe whether OCR ran
// (the result's `ocr` flag and `unread`), never how long it took.
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { countLetters, holdsPeriod, MIN_CV_TEXT_LETTERS } from '../../../src/parser/extract/pdf-attachments.js';
import { extractPdf } from '../../../src/parser/extract/pdf.js';
import { stopOcr } from '../../../src/parser/extract/ocr.js';
import { parseDocument } from '../../../src/parser/pipeline.js';
import { makePdf, type PdfPage } from '../../fixtures/parser/pdf-writer.mjs';
import { generateCv, printedStrings } from '../generator/index.mjs';

afterAll(stopOcr);

/** A scanned page: one big picture of a few lines of text, as a scanner gives a certificate or a CV. */
async function scanPage(lines: string[]): Promise<PdfPage> {
  const texts = lines.map((text, i) => `<text x="60" y="${120 + i * 60}" font-size="${i === 0 ? 36 : 28}">${text}</text>`).join('');
  const svg = `<svg width="620" height="877" xmlns="http://www.w3.org/2000/svg"><rect width="100%" height="100%" fill="white"/>`
    + `<g font-family="DejaVu Sans" fill="black">${texts}</g></svg>`;
  const jpeg = await sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).jpeg({ quality: 80 }).toBuffer();
  return { images: [{ x: 0, y: 0, w: 595, h: 842, jpeg, width: 620, height: 877 }] };
}

/** Lines of type, one under the other, on as many pages as they need. */
function textPages(lines: string[]): PdfPage[] {
  const pages: PdfPage[] = [];
  let texts: NonNullable<PdfPage['texts']> = [];
  let y = 60;
  for (const text of lines) {
    if (y > 790) {
      pages.push({ texts });
      texts = [];
      y = 60;
    }
    texts.push({ x: 50, y, size: 10, text });
    y += 15;
  }
  pages.push({ texts });
  return pages;
}

const CERTIFICATE = ['Certificate of Attendance', 'Course in Warehouse Safety', 'Held at Example Training Hall'];
const pdf = (pages: PdfPage[]): Uint8Array => new Uint8Array(makePdf(pages));

describe('countLetters', () => {
  it.each([
    ['', 0],
    ['Ana Ruiz', 7],
    ['a \t b\u00a0c', 3],
    [' '.repeat(50_000), 0],
  ])('%j → %d', (text, letters) => {
    expect(countLetters([text])).toBe(letters);
  });
});

describe('holdsPeriod', () => {
  it.each([
    ['2019 – 2021', true],
    ['Example Freight Ltd, 03/2019 – heute', true],
    ['Mar 2019 – Present', true],
    ['2017-2019 Example College', true],
    ['2019年4月～2021年3月 株式会社サンプル', true],
    ['09.2015 –', true],
    ['Elmbury, 2026-12-01', false],
    ['Date of birth: 1990-03-15', false],
    ['Phone +36 20 1990-123', false],
    ['Dear hiring team, I am writing to apply for the post advertised in 2026.', false],
  ])('%j → %s', (text, period) => {
    expect(holdsPeriod([text])).toBe(period);
  });
});

describe('scans after a typed CV', () => {
  it('leaves trailing scans unread as attachments and reads the CV from its text layer', async () => {
    const cv = generateCv(7, { layout: 'one-column', lang: 'en' });
    const typed = textPages(printedStrings(cv));
    const bytes = pdf([...typed, await scanPage(CERTIFICATE), await scanPage(['Reference', 'To whom it may concern'])]);
    const doc = await parseDocument({ bytes, fileName: 'cv-with-certificates.pdf' }, { face: false });
    expect(doc.ocr).toBe(false);
    expect(doc.unread).toEqual({ pages: 2, reason: 'attachment' });
    expect(doc.content).not.toMatch(/Warehouse Safety/);
    expect(doc.fields).toMatchObject({ first: cv.first, last: cv.last, email: [cv.email] });
  });

  it('decides from the whole document: a short first page, a scan, then the rest of the CV typed', async () => {
    const [top, ...rest] = printedStrings(generateCv(9, { layout: 'one-column', lang: 'de' }));
    const opening = [top!, 'Lebenslauf'];
    expect(countLetters(opening)).toBeLessThan(MIN_CV_TEXT_LETTERS);
    const bytes = pdf([...textPages(opening), await scanPage(CERTIFICATE), ...textPages(rest)]);
    const content = await extractPdf(bytes, { ocr: true });
    expect(content.ocr).toBe(false);
    expect(content.unread).toEqual({ pages: 1, reason: 'attachment' });
    // The pages keep their order: the first page's lines, then the later text pages'.
    expect(content.text.startsWith(`${top}\nLebenslauf\n${rest[0]}`)).toBe(true);
  });

  it('says nothing of attachments when OCR is off', async () => {
    const typed = textPages(printedStrings(generateCv(11, { layout: 'one-column', lang: 'fr' })));
    const content = await extractPdf(pdf([...typed, await scanPage(CERTIFICATE)]), { ocr: false });
    expect(content.unread).toBeUndefined();
  });
});

describe('scans that may be the CV are read', () => {
  const SCANNED_CV = ['Ottilie Brandhuber', 'ottilie.brandhuber@example.org', 'Experience', 'Dispatcher at Example Freight'];

  it('a scanned first page with a short typed page after it', async () => {
    const bytes = pdf([await scanPage(SCANNED_CV), ...textPages(['Attachments: certificates and references'])]);
    const content = await extractPdf(bytes, { ocr: true, ocrBudgetMs: 600_000 });
    expect(content.ocr).toBe(true);
    expect(content.unread).toBeUndefined();
    expect(content.text).toMatch(/ottilie\.brandhuber@example\.org/);
  }, 120_000);

  it('a scan behind a typed cover sheet too short to be a CV', async () => {
    const sheet = ['Application', 'Ottilie Brandhuber', 'Enclosed: curriculum vitae'];
    expect(countLetters(sheet)).toBeLessThan(MIN_CV_TEXT_LETTERS);
    const content = await extractPdf(pdf([...textPages(sheet), await scanPage(SCANNED_CV)]), { ocr: true, ocrBudgetMs: 600_000 });
    expect(content.ocr).toBe(true);
    expect(content.unread).toBeUndefined();
    expect(content.text).toMatch(/ottilie\.brandhuber@example\.org/);
  }, 120_000);

  it('a scan behind a typed cover letter as long as a CV: prose without a period', async () => {
    const letter = [
      'Ottilie Brandhuber, Example Lane 4, Elmbury', 'Elmbury, 2026-11-30', 'Dear hiring team,',
      'I am writing to apply for the dispatcher post advertised on your website. For several years I have planned',
      'routes and loads for a regional freight firm, and I would welcome the chance to bring that experience to your team.',
      'My curriculum vitae follows this letter. I look forward to hearing from you.', 'Yours sincerely, Ottilie Brandhuber',
    ];
    expect(countLetters(letter)).toBeGreaterThanOrEqual(MIN_CV_TEXT_LETTERS);
    const content = await extractPdf(pdf([...textPages(letter), await scanPage(SCANNED_CV)]), { ocr: true, ocrBudgetMs: 600_000 });
    expect(content.ocr).toBe(true);
    expect(content.unread).toBeUndefined();
    expect(content.text).toMatch(/ottilie\.brandhuber@example\.org/);
  }, 120_000);

  it('a scan-only CV, every page', async () => {
    const bytes = pdf([await scanPage(SCANNED_CV), await scanPage(['Education', 'Diploma in Logistics, Example College'])]);
    const content = await extractPdf(bytes, { ocr: true, ocrBudgetMs: 600_000 });
    expect(content.ocr).toBe(true);
    expect(content.unread).toBeUndefined();
    expect(content.text).toMatch(/ottilie\.brandhuber@example\.org[\s\S]*Logistics/);
  }, 180_000);
});
