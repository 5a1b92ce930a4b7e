// The whole pipeline in-process on the generated fixtures: exact fields for the CVs the
// issue names (two-column, photo, Hungarian, German) and the typed error for hostile files.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PayloadTooLargeError, UnprocessableError } from '../../src/domain/errors.js';
import { makePdf } from '../fixtures/parser/pdf-writer.mjs';
import { parseDocument } from '../../src/parser/pipeline.js';
import { fixture } from './extract/fixtures.js';

const parse = (name: string, options = {}) => parseDocument({ bytes: fixture(name), fileName: name }, options);

describe('parseDocument', () => {
  it('two-column English CV', async () => {
    const doc = await parse('two-column.pdf');
    expect(doc.format).toBe('pdf');
    expect(doc.fields).toMatchObject({
      first: 'Olivia', last: 'Bennett', email: ['olivia.bennett@example.com'], phone: ['+44 20 7946 0958'], birth_date: '',
    });
    expect(doc.fields.tags).toEqual(expect.arrayContaining(['Python', 'Docker', 'Kubernetes', 'PostgreSQL']));
    expect(doc.content.startsWith('Olivia Bennett\nSenior Data Engineer\nCONTACT')).toBe(true);
  });

  it('German CV with a picture that is not a face', async () => {
    const doc = await parse('german-photo.pdf');
    expect(doc.fields).toMatchObject({
      first: 'Lukas', last: 'Schneider', birth_date: '1988-03-14', email: ['lukas.schneider@example.de'],
      phone: ['+49 30 1234567'], address: { street: 'Hauptstraße 12', city: 'Berlin', zip: '10115' },
    });
    expect(doc.images).toHaveLength(1);
    expect(doc.face).toBeNull();
  });

  it('Hungarian CV: family name printed first', async () => {
    const doc = await parse('hungarian.pdf');
    expect(doc.fields).toMatchObject({
      first: 'Eszter', last: 'Kovács', birth_date: '1990-05-12', email: ['kovacs.eszter@example.hu'],
      phone: ['+36 30 123 4567'], address: { city: 'Budapest', zip: '1052' },
    });
  });

  it.each([
    ['resume.docx', 'docx', 'Anna', 'Novak', '1985-07-02'],
    ['resume.odt', 'odt', 'Pablo', 'García', '1992-11-23'],
    ['resume.doc', 'doc', 'Pablo', 'García', '1992-11-23'],
    ['resume.rtf', 'rtf', 'Sophie', 'Lefèvre', ''],
    ['resume.html', 'html', 'Marco', 'Rossi', ''],
    ['latin1.txt', 'txt', 'Jürgen', 'Groß', ''],
  ])('%s → %s, %s %s', async (name, format, first, last, birthDate) => {
    const doc = await parse(name);
    expect(doc.format).toBe(format);
    expect(doc.fields).toMatchObject({ first, last, birth_date: birthDate });
    expect(doc.fields.email).toHaveLength(1);
  });

  it('reads a scanned page by OCR', async () => {
    const doc = await parse('scanned.pdf');
    expect(doc.fields.email).toEqual(['daniel.fischer@example.com']);
    expect(doc.content).toContain('Daniel Fischer');
    expect(doc.unread).toBeUndefined();
  }, 60_000);

  it('says how many scanned pages were left unread past the cap of pages read', async () => {
    // Five small scanned pages and all the time in the world: OCR reads the first three.
    const page = await sharp(Buffer.from('<svg width="620" height="877" xmlns="http://www.w3.org/2000/svg"><rect width="100%" ' +
      'height="100%" fill="white"/><text x="60" y="120" font-family="DejaVu Sans" font-size="36">Wenzel Apfelbaum</text></svg>'))
      .jpeg({ quality: 80 }).toBuffer();
    const scan = { images: [{ x: 0, y: 0, w: 595, h: 842, jpeg: page, width: 620, height: 877 }] };
    const bytes = new Uint8Array(makePdf([scan, scan, scan, scan, scan]));
    const doc = await parseDocument({ bytes, fileName: 'five-pages.pdf' }, { ocrBudgetMs: 600_000, face: false });
    expect(doc.content).toContain('Wenzel Apfelbaum');
    expect(doc.unread).toEqual({ pages: 2, reason: 'ocr_page_limit' });
  }, 120_000);

  it('abandons OCR past its time budget and returns the rest of the document', async () => {
    // A dense page takes seconds to read, never 300 ms: the first page is abandoned, so none of the three pages' text is
    // there. Not a bound on the parse's time, which a busy machine stretches (the test's time-out catches a hang).
    const doc = await parse('scanned-long.pdf', { ocrBudgetMs: 300 });
    expect(doc.ocr).toBe(true);
    expect(doc.content).not.toMatch(/Maintained network services/);
    expect(doc.images.length).toBeGreaterThan(0);
    // Said, so that an empty result does not read as a picture without text.
    expect(doc.unread).toEqual({ pages: 3, reason: 'ocr_time_limit' });
  }, 60_000);

  it('skips OCR when asked', async () => {
    expect((await parse('scanned.pdf', { ocr: false })).content).toBe('');
  });

  it.each([
    ['truncated.pdf', /truncated/],
    ['encrypted.pdf', /encrypted/],
    ['zip-bomb.docx', /zip bomb/],
    ['png-renamed.pdf', /image\/png/],
  ])('%s → UnprocessableError', async (name, message) => {
    const error = await parse(name).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnprocessableError);
    expect((error as Error).message).toMatch(message);
  });

  it('an empty file → UnprocessableError', async () => {
    await expect(parseDocument({ bytes: new Uint8Array(0), fileName: 'empty.pdf' })).rejects.toThrow(UnprocessableError);
  });

  it('a file over the size limit → PayloadTooLargeError, before any parsing', async () => {
    await expect(parse('two-column.pdf', { maxBytes: 1000 })).rejects.toThrow(PayloadTooLargeError);
  });

  it('corrupt content behind a valid header → UnprocessableError, not a crash', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> garbage garbage\n%%EOF\n');
    await expect(parseDocument({ bytes, fileName: 'junk.pdf' })).rejects.toThrow(UnprocessableError);
  });
});
