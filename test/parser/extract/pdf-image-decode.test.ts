// PDF pictures decoded natively (sharp, node:zlib) instead of by pdfjs.
// Each supported kind must give what the pdfjs route gives (same size and type, nearly the
// same pixels); everything else must still give its picture through pdfjs; damaged or
// hostile pictures are dropped without failing the parse.
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { planImages, unfilterPng } from '../../../src/parser/extract/pdf-image-decode.js';
import { extractPdf } from '../../../src/parser/extract/pdf.js';
import { scanImageXObjects } from '../../../src/parser/extract/pdf-xobjects.js';
import type { PdfXObject } from '../../fixtures/parser/pdf-writer.mjs';
import { fixture } from './fixtures.js';
import { alphaPixels, flate, grayPixels, jpeg, meanDifference, pdfWith, pngFiltered, rgbPixels } from './pdf-images-helpers.js';

const W = 180;
const H = 220;
const noOcr = { ocr: false };

const CMYK_JPEG = await jpeg(rgbPixels(W, H), W, H, 3, 'cmyk');

const plan = (pdf: Uint8Array) => planImages(pdf, scanImageXObjects(pdf));

/** The kinds decoded natively, each as the XObject a PDF writer would produce. */
const SUPPORTED: [string, () => Promise<PdfXObject>, number][] = [
  ['DCTDecode RGB', async () => ({
    dict: `/Width ${W} /Height ${H} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode`,
    data: await jpeg(rgbPixels(W, H), W, H, 3),
  }), 2],
  ['DCTDecode gray', async () => ({
    dict: `/Width ${W} /Height ${H} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /DCTDecode`,
    data: await jpeg(grayPixels(W, H), W, H, 1),
  }), 2],
  ['FlateDecode RGB, no predictor', async () => ({
    dict: `/Width ${W} /Height ${H} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /FlateDecode`,
    data: flate(rgbPixels(W, H)),
  }), 2],
  ['FlateDecode gray, PNG predictor', async () => ({
    dict: `/Width ${W} /Height ${H} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode /DecodeParms << /Predictor 15 /Colors 1 /Columns ${W} >>`,
    data: flate(pngFiltered(grayPixels(W, H), H, W, 1)),
  }), 2],
  ['FlateDecode RGB, PNG predictor, ICCBased by reference, indirect /Length', async () => ({
    dict: (add) => {
      const profile = add({ dict: '<< /N 3 /Alternate /DeviceRGB /Filter /FlateDecode', data: flate(Buffer.from('not a real profile')) });
      return `/Width ${W} /Height ${H} /ColorSpace [/ICCBased ${profile} 0 R] /BitsPerComponent 8 /Filter [/FlateDecode] /DecodeParms [<< /Predictor 12 /Colors 3 /Columns ${W} /BitsPerComponent 8 >>]`;
    },
    data: flate(pngFiltered(rgbPixels(W, H), H, W * 3, 3)),
    length: 'indirect',
  }), 2],
  ['DCTDecode RGB with a FlateDecode SMask', async () => ({
    dict: (add) => {
      const smask = add({ dict: `<< /Type /XObject /Subtype /Image /Width ${W} /Height ${H} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode`, data: flate(alphaPixels(W, H)) });
      return `/Width ${W} /Height ${H} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /SMask ${smask} 0 R`;
    },
    data: await jpeg(rgbPixels(W, H), W, H, 3),
  }), 2],
  ['FlateDecode gray with a larger, inverted (/Decode [1 0]) SMask', async () => ({
    dict: (add) => {
      const inverted = Buffer.from(alphaPixels(W * 2, H * 2).map((a) => 255 - a));
      const smask = add({ dict: `<< /Type /XObject /Subtype /Image /Width ${W * 2} /Height ${H * 2} /ColorSpace /DeviceGray /BitsPerComponent 8 /Decode [1 0] /Filter /FlateDecode`, data: flate(inverted) });
      return `/Width ${W} /Height ${H} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode /SMask ${smask} 0 R`;
    },
    data: flate(grayPixels(W, H)),
  }), 2],
];

describe('PDF pictures decoded natively', () => {
  it.each(SUPPORTED)('%s: the same picture as pdfjs gives', async (_, make, maxDifference) => {
    const pdf = pdfWith([await make()]);
    const planned = await plan(pdf);
    expect(planned).toMatchObject({ native: true, pictures: [expect.anything()] });
    const native = await extractPdf(pdf, noOcr);
    const pdfjs = await extractPdf(pdf, { ...noOcr, nativeImages: false });
    expect(pdfjs.images).toHaveLength(1);
    expect(native.images).toHaveLength(1);
    const [a, b] = [native.images[0]!, pdfjs.images[0]!];
    expect({ width: a.width, height: a.height, mime: a.mime }).toEqual({ width: b.width, height: b.height, mime: b.mime });
    expect(await meanDifference(a.bytes, b.bytes)).toBeLessThan(maxDifference);
    // The text and its places are the same; only pdfjs's own way read the operator list, which names the fonts
    // (their weight, and which font a line is set in).
    const withoutWeight = (lines: typeof native.lines) => lines.map(({ bold: _weight, font: _font, ...rest }) => rest);
    expect(withoutWeight(native.lines)).toEqual(withoutWeight(pdfjs.lines));
    expect(native.lines.every((line) => line.bold === undefined)).toBe(true);
    expect(pdfjs.lines.every((line) => line.bold === false)).toBe(true);
  });

  it('an SMask gives a PNG with alpha; an opaque picture a JPEG', async () => {
    const masked = SUPPORTED.find(([name]) => name.includes('with a FlateDecode SMask'))!;
    const withMask = pdfWith([await masked[1](), await SUPPORTED[0]![1]()]);
    const { images } = await extractPdf(withMask, noOcr);
    expect(images.map((i) => i.mime)).toEqual(['image/png', 'image/jpeg']);
  });

  it('the same picture on two pages is returned once', async () => {
    const { makePdf } = await import('../../fixtures/parser/pdf-writer.mjs');
    const xobject = await SUPPORTED[0]![1]();
    const page = { texts: [{ x: 60, y: 60, text: 'A page with enough text on it to count' }], images: [{ x: 60, y: 100, w: 100, h: 120, xobject }] };
    const { images } = await extractPdf(makePdf([page, page]), noOcr);
    expect(images).toHaveLength(1);
  });

  it('the photo fixture takes the native way, without the operator list (only pictures pdfjs decodes need it)', async () => {
    const pdf = fixture('german-photo.pdf');
    expect((await plan(pdf)).native).toBe(true);
    const c = await extractPdf(pdf, noOcr);
    expect(c.images).toEqual([expect.objectContaining({ mime: 'image/jpeg', width: 240, height: 300 })]);
    expect(c.lines[1]).toMatchObject({ text: 'Lukas Schneider' });
    // Bold is known only from the operator list's fonts: unknown weights show the list was not read.
    expect(c.lines.every((line) => line.bold === undefined)).toBe(true);
    // pdfjs's own way still reads it (and so knows the bold name line).
    const viaPdfjs = await extractPdf(pdf, { ...noOcr, nativeImages: false });
    expect(viaPdfjs.lines[1]).toMatchObject({ text: 'Lukas Schneider', bold: true });
    expect(viaPdfjs.text).toBe(c.text);
  });
});

describe('PDF pictures of other kinds go through pdfjs', () => {
  const palette = Buffer.from('ff000000ff000000ff', 'hex');
  const indices = Buffer.from(Array.from({ length: W * H }, (_, i) => i % 3));
  const cmyk = CMYK_JPEG;
  it.each<[string, PdfXObject, RegExp]>([
    ['Indexed', { dict: `/Width ${W} /Height ${H} /ColorSpace [/Indexed /DeviceRGB 2 <${palette.toString('hex')}>] /BitsPerComponent 8 /Filter /FlateDecode`, data: flate(indices) }, /Indexed/],
    ['1 bit per component', { dict: `/Width ${W} /Height ${H} /ColorSpace /DeviceGray /BitsPerComponent 1 /Filter /FlateDecode`, data: flate(Buffer.alloc(Math.ceil(W / 8) * H, 0xaa)) }, /1 bits/],
    ['a /Decode array', { dict: `/Width ${W} /Height ${H} /ColorSpace /DeviceGray /BitsPerComponent 8 /Decode [1 0] /Filter /FlateDecode`, data: flate(grayPixels(W, H)) }, /Decode/],
    ['CMYK (a JPEG)', { dict: `/Width ${W} /Height ${H} /ColorSpace /DeviceCMYK /BitsPerComponent 8 /Filter /DCTDecode`, data: cmyk }, /CMYK/],
    ['a TIFF predictor', { dict: `/Width ${W} /Height ${H} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode /DecodeParms << /Predictor 2 /Columns ${W} >>`, data: flate(grayPixels(W, H)) }, /predictor 2/],
  ])('%s: not native, the picture still extracted', async (_, xobject, why) => {
    const pdf = pdfWith([xobject]);
    const planned = await plan(pdf);
    expect(planned.native).toBe(false);
    expect(planned.native ? '' : planned.why).toMatch(why);
    const c = await extractPdf(pdf, noOcr);
    expect(c.images).toEqual([expect.objectContaining({ width: W, height: H })]);
  });

  it.each(['JPXDecode', 'JBIG2Decode', 'CCITTFaxDecode', 'RunLengthDecode'])('%s is left to pdfjs', async (filter) => {
    const pdf = pdfWith([{ dict: `/Width ${W} /Height ${H} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /${filter}`, data: Buffer.from('data') }]);
    expect(await plan(pdf)).toEqual({ native: false, why: `5 0: filter ${filter}` });
    await expect(extractPdf(pdf, noOcr)).resolves.toMatchObject({ text: expect.stringContaining('Jamie Example') });
  });

  it('a JPEG whose header disagrees with its dictionary is left to pdfjs', async () => {
    const pdf = pdfWith([{ dict: `/Width ${W + 10} /Height ${H} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode`, data: await jpeg(rgbPixels(W, H), W, H, 3) }]);
    const planned = await plan(pdf);
    expect(planned.native ? '' : planned.why).toMatch(/JPEG drawn as/);
  });

  it('an encrypted file is never read natively', async () => {
    const { makePdf } = await import('../../fixtures/parser/pdf-writer.mjs');
    const xobject = await SUPPORTED[0]![1]();
    const pdf = makePdf([{ texts: [{ x: 60, y: 60, text: 'Secret' }], images: [{ x: 0, y: 0, w: 10, h: 10, xobject }] }], { encrypt: true });
    expect(await plan(pdf)).toEqual({ native: false, why: 'encrypted' });
  });
});

describe('damaged and hostile pictures', () => {
  const rgbFlate = (data: Buffer, width = W, height = H): PdfXObject => ({
    dict: `/Width ${width} /Height ${height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /FlateDecode`, data,
  });

  it.each<[string, PdfXObject]>([
    ['a truncated stream', rgbFlate(flate(rgbPixels(W, H)).subarray(0, 400))],
    ['a corrupt stream', rgbFlate(Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 7919) % 256)))],
    ['a stream inflating far beyond the picture (inflate bomb)', rgbFlate(deflateSync(Buffer.alloc(20 * 1024 * 1024)))],
    ['a PNG predictor row with an unknown filter type', { ...rgbFlate(flate(Buffer.alloc(H * (W * 3 + 1), 9))), dict: `/Width ${W} /Height ${H} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /FlateDecode /DecodeParms << /Predictor 15 /Colors 3 /Columns ${W} >>` }],
  ])('%s: the picture is dropped, the text kept', async (_, xobject) => {
    const good = await SUPPORTED[0]![1]();
    const pdf = pdfWith([xobject, good]);
    expect((await plan(pdf)).native).toBe(true);
    const c = await extractPdf(pdf, noOcr);
    expect(c.text).toContain('jamie.example@example.com');
    expect(c.images).toEqual([expect.objectContaining({ width: W, height: H, mime: 'image/jpeg' })]); // the good one only
  });

  it('a JPEG cut in half keeps what it has, as pdfjs does (the top of a photo holds the face)', async () => {
    const whole = await jpeg(rgbPixels(W, H), W, H, 3);
    const pdf = pdfWith([{ dict: `/Width ${W} /Height ${H} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode`, data: whole.subarray(0, whole.length >> 1) }]);
    expect((await plan(pdf)).native).toBe(true);
    const native = await extractPdf(pdf, noOcr);
    const pdfjs = await extractPdf(pdf, { ...noOcr, nativeImages: false });
    expect(native.images).toEqual([expect.objectContaining({ width: W, height: H, mime: 'image/jpeg' })]);
    expect(pdfjs.images).toEqual([expect.objectContaining({ width: W, height: H, mime: 'image/jpeg' })]);
  });

  it('a JPEG whose data after the header is noise: the parse goes on', async () => {
    const whole = await jpeg(rgbPixels(W, H), W, H, 3);
    const noisy = Buffer.from(whole);
    for (let i = 700; i < noisy.length - 2; i++) noisy[i] = (i * 131) % 251;
    const pdf = pdfWith([{ dict: `/Width ${W} /Height ${H} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode`, data: noisy }]);
    const c = await extractPdf(pdf, noOcr);
    expect(c.text).toContain('Jamie Example');
    expect(c.images.length).toBeLessThanOrEqual(1);
  });

  it('a huge /Width is refused without decoding (no gigabytes allocated)', async () => {
    const pdf = pdfWith([rgbFlate(flate(Buffer.alloc(1000)), 200_000, 150_000)]);
    expect(await plan(pdf)).toEqual({ native: true, pictures: [] });
    const before = process.memoryUsage().arrayBuffers;
    const c = await extractPdf(pdf, noOcr);
    expect(c.images).toEqual([]);
    expect(c.text).toContain('Jamie Example');
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(500 * 1024 * 1024);
  });

  it('pictures too small to keep are not decoded at all', async () => {
    const icon = rgbFlate(Buffer.from('not deflate data at all'), 40, 40);
    expect(await plan(pdfWith([icon]))).toEqual({ native: true, pictures: [] });
  });
});

describe('unfilterPng', () => {
  it('undoes each of the five row filters', () => {
    const raw = rgbPixels(7, 10);
    expect(Buffer.from(unfilterPng(pngFiltered(raw, 10, 21, 3), 10, 21, 3)!)).toEqual(raw);
  });

  it('refuses an unknown filter type', () => {
    expect(unfilterPng(Buffer.from([5, 1, 2, 3]), 1, 3, 1)).toBeNull();
  });
});
