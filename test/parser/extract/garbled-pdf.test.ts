// A PDF whose fonts read their codes as other characters than the glyphs they draw (./garbled-text.ts): the page looks
// right, its text layer is garbage. The page is read by OCR; with OCR off its garbage is left out and the result says
// why. Generated CVs with a sound text layer never go to OCR. All CVs invented.
import { describe, expect, it } from 'vitest';
import { extractPdf } from '../../../src/parser/extract/pdf.js';
import { parseDocument } from '../../../src/parser/pipeline.js';
import { makePdf, type PdfText } from '../../fixtures/parser/pdf-writer.mjs';
import { cvToPdf, generateSet } from '../generator/index.mjs';

const ROWS: [string, number, boolean?][] = [
  ['Helena Marsden', 22, true],
  ['hmarsden@example.com   +44 20 7946 0321', 12],
  ['14 Larkspur Road, Bristol BS6 7QT', 12],
  ['Experience', 15, true],
  ['2019 - 2023   Senior Accountant, Harwick Consulting, Bristol', 12],
  ['Prepared monthly management accounts and quarterly forecasts.', 12],
  ['2015 - 2019   Assistant Accountant, Fennimore Logistics, Swindon', 12],
  ['Education', 15, true],
  ['2011 - 2014   BSc Accounting and Finance, University of Greyhaven', 12],
];
const texts: PdfText[] = ROWS.map(([text, size, bold], i) => ({ x: 60, y: 80 + 26 * i, size, text, ...(bold ? { bold } : {}) }));
const misread = () => ({ bytes: makePdf([{ texts }], { misreadFont: true }), fileName: 'cv.pdf' });

describe('a PDF whose text layer is garbage', () => {
  it('is read by OCR: the name, the e-mail and the jobs come from the page as drawn', async () => {
    const doc = await parseDocument(misread(), { ocrBudgetMs: 600_000, face: false });
    expect(doc.ocr).toBe(true);
    expect([doc.fields.first, doc.fields.last]).toEqual(['Helena', 'Marsden']);
    expect(doc.fields.email).toEqual(['hmarsden@example.com']);
    expect(doc.content).toContain('Harwick Consulting');
    expect(doc.unread).toBeUndefined();
  }, 60_000);

  it('with OCR off, is left out and said unread: no made-up name or e-mail', async () => {
    const doc = await parseDocument(misread(), { ocr: false, face: false });
    expect(doc.ocr).toBe(false);
    expect(doc.content).toBe('');
    expect([doc.fields.first, doc.fields.last, doc.fields.email]).toEqual(['', '', []]);
    expect(doc.unread).toEqual({ pages: 1, reason: 'garbled_text' });
  });

  it('is read alone in a PDF whose other pages are sound: their text layer stays, only the garbled page goes to OCR', async () => {
    const letter = ['Dear hiring team,', 'I am applying for the position of Senior Accountant advertised on your website.',
      'Over the last four years I have prepared management accounts for eleven subsidiaries.', 'Kind regards, Helena Marsden']
      .map((text, i) => ({ x: 60, y: 80 + 20 * i, size: 11, text }));
    const bytes = makePdf([{ texts: letter }, { texts, misread: true }]);
    const off = await extractPdf(bytes, { ocr: false });
    expect(off.text).toBe(letter.map((t) => t.text).join('\n'));
    expect(off.unread).toEqual({ pages: 1, reason: 'garbled_text' });
    const on = await extractPdf(bytes, { ocr: true, ocrBudgetMs: 600_000 });
    expect(on.ocr).toBe(true);
    expect(on.lines.filter((l) => l.page === 1).map((l) => l.text)).toEqual(letter.map((t) => t.text));
    expect(on.lines.filter((l) => l.page === 2).map((l) => l.text).join('\n')).toContain('hmarsden@example.com');
  }, 60_000);

  it('reads as garbage without the OCR step: the fixture is what the detector sees', async () => {
    // The same page's text layer, read as the extraction benchmark reads it (text only): nothing of it is kept.
    const content = await extractPdf(misread().bytes, { ocr: true, textOnly: true });
    expect(content.text).toBe('');
    expect(content.unread).toEqual({ pages: 1, reason: 'garbled_text' });
  });
});

describe('PDFs with a sound text layer', () => {
  it('never go to OCR: generated CVs in every layout and language, plain and wild', async () => {
    const cvs = [...generateSet(24, 11), ...generateSet(24, 12, { wild: true })];
    for (const cv of cvs) {
      const content = await extractPdf(new Uint8Array(cvToPdf(cv)), { ocr: true });
      expect([cv.seed, content.ocr, content.unread]).toEqual([cv.seed, false, undefined]);
      expect(content.text.length).toBeGreaterThan(200);
    }
  }, 60_000);

  it('a CV set in the same font without the misread codes is parsed from its text layer', async () => {
    const doc = await parseDocument({ bytes: makePdf([{ texts }]), fileName: 'cv.pdf' }, { face: false });
    expect(doc.ocr).toBe(false);
    expect(doc.fields.email).toEqual(['hmarsden@example.com']);
  });
});
