// A photo or scan of a page (JPEG, PNG, TIFF) is read by OCR like a scanned
// PDF page. The pages are drawn by the test (SVG text rendered by sharp), with fictitious data.
import { afterAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { UnprocessableError } from '../../../src/domain/errors.js';
import { detectFormat } from '../../../src/parser/extract/detect.js';
import { parseDocument } from '../../../src/parser/pipeline.js';
import { stopOcr } from '../../../src/parser/extract/ocr.js';

afterAll(stopOcr);

const PAGE_SVG = `<svg width="1240" height="1754" xmlns="http://www.w3.org/2000/svg"><rect width="100%" height="100%" fill="white"/>
<g font-family="DejaVu Sans" fill="black"><text x="120" y="200" font-size="64">Greta Beispiel</text>
<text x="120" y="300" font-size="36">greta.beispiel@example.com</text><text x="120" y="360" font-size="36">+44 20 7946 0777</text>
<text x="120" y="480" font-size="40">Experience</text><text x="120" y="540" font-size="32">Accountant at Example Audit since 2016</text></g></svg>`;

const page = () => sharp(Buffer.from(PAGE_SVG)).flatten({ background: '#ffffff' });
const bytesOf = (buffer: Buffer) => new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);

describe('page pictures', () => {
  it('detects JPEG, PNG and TIFF by content', async () => {
    expect(await detectFormat(bytesOf(await page().jpeg().toBuffer()))).toBe('jpeg');
    expect(await detectFormat(bytesOf(await page().png().toBuffer()))).toBe('png');
    expect(await detectFormat(bytesOf(await page().tiff().toBuffer()))).toBe('tiff');
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).gif().toBuffer();
    await expect(detectFormat(bytesOf(gif))).rejects.toThrow(/image\/gif/);
  });

  it('a phone photo of a page (JPEG, turned by its EXIF orientation) is read by OCR', async () => {
    // Stored sideways with orientation 6, as phone cameras do: upright only after autoOrient.
    const sideways = await sharp(await page().png().toBuffer()).rotate(-90).jpeg({ quality: 85 }).withMetadata({ orientation: 6 }).toBuffer();
    const doc = await parseDocument({ bytes: bytesOf(sideways), fileName: 'photo.jpg' });
    expect(doc.format).toBe('jpeg');
    expect(doc.ocr).toBe(true);
    expect(doc.fields).toMatchObject({ first: 'Greta', last: 'Beispiel', email: ['greta.beispiel@example.com'] });
    expect(doc.images).toHaveLength(1);
    expect(doc.images[0]!.height).toBeGreaterThan(doc.images[0]!.width);
  }, 90_000);

  it('a TIFF scan is read by OCR', async () => {
    const doc = await parseDocument({ bytes: bytesOf(await page().greyscale().tiff({ compression: 'lzw' }).toBuffer()), fileName: 'scan.tif' });
    expect(doc.format).toBe('tiff');
    expect(doc.fields.email).toEqual(['greta.beispiel@example.com']);
    expect(doc.content).toContain('Accountant');
    expect(doc.unread).toBeUndefined();
  }, 90_000);

  it('a TIFF of five pages: the first three are read, and the result says two were not', async () => {
    const small = await page().resize(620).greyscale().png().toBuffer();
    const tiff = await sharp([small, small, small, small, small], { join: { animated: true } }).tiff().toBuffer();
    expect((await sharp(tiff).metadata()).pages).toBe(5);
    const doc = await parseDocument({ bytes: bytesOf(tiff), fileName: 'five.tif' }, { ocrBudgetMs: 600_000, face: false });
    expect(doc.content).toContain('Greta Beispiel');
    expect(doc.unread).toEqual({ pages: 2, reason: 'ocr_page_limit' });
  }, 120_000);

  it('a picture without text, a broken one or OCR switched off → UnprocessableError with the reason', async () => {
    const blank = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#3366aa' } }).png().toBuffer();
    await expect(parseDocument({ bytes: bytesOf(blank), fileName: 'blank.png' })).rejects.toThrow(/no text could be read in the image\/png picture/);
    const cut = (await page().jpeg().toBuffer()).subarray(0, 2000);
    const broken = await parseDocument({ bytes: bytesOf(cut), fileName: 'cut.jpg' }).catch((e: unknown) => e);
    expect(broken).toBeInstanceOf(UnprocessableError);
    await expect(parseDocument({ bytes: bytesOf(await page().png().toBuffer()), fileName: 'p.png' }, { ocr: false })).rejects.toThrow(/OCR, which is off/);
  }, 90_000);

  it('a decompression bomb (a PNG claiming 100 000 × 100 000 pixels) is refused before decoding', async () => {
    const png = Buffer.from(await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } }).png().toBuffer());
    png.writeUInt32BE(100_000, 16); // IHDR width
    png.writeUInt32BE(100_000, 20); // IHDR height
    const error = await parseDocument({ bytes: bytesOf(png), fileName: 'bomb.png' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnprocessableError);
    expect((error as Error).message).toMatch(/cannot be decoded/);
  });
});
