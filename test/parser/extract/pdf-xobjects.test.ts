// Image XObjects read from the raw bytes of a PDF: what each dictionary
// says, where its data is, and bounded work on hostile files.
import { describe, expect, it } from 'vitest';
import { MAX_IMAGES, scanImageXObjects } from '../../../src/parser/extract/pdf-xobjects.js';
import { unsupported } from '../../../src/parser/extract/pdf-image-decode.js';
import { makePdf } from '../../fixtures/parser/pdf-writer.mjs';
import { flate, pdfWith } from './pdf-images-helpers.js';

const slice = (pdf: Buffer, range: { start: number; end: number }): Buffer => pdf.subarray(range.start, range.end);

describe('scanImageXObjects', () => {
  it('describes a Flate image with predictor, ICCBased profile by reference, SMask and indirect /Length', () => {
    const data = flate(Buffer.alloc(100 * 3 * 90 + 90, 1));
    const mask = flate(Buffer.alloc(100 * 90, 200));
    let smaskNum = 0;
    const pdf = pdfWith([{
      dict: (add) => {
        const profile = add({ dict: '<< /N 3 /Filter /FlateDecode', data: flate(Buffer.from('profile')) });
        smaskNum = add({ dict: '<< /Type /XObject /Subtype /Image /Width 100 /Height 90 /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /FlateDecode', data: mask });
        return `/Width 100 /Height 90 /BitsPerComponent 8 /ColorSpace [/ICCBased ${profile} 0 R] /Filter [/FlateDecode] /DecodeParms << /Predictor 15 /Colors 3 /Columns 100 >> /SMask ${smaskNum} 0 R`;
      },
      data,
      length: 'indirect',
    }]);
    const scan = scanImageXObjects(pdf);
    expect(scan).toMatchObject({ encrypted: false, unreadable: 0, incomplete: false });
    expect(scan.pictures).toHaveLength(1); // the SMask is not a picture of its own
    const [image] = scan.pictures;
    expect(image).toMatchObject({
      width: 100, height: 90, bitsPerComponent: 8, filters: ['FlateDecode'], predictor: 15, colors: 3, columns: 100,
      colour: { family: 'DeviceRGB', components: 3 }, colourName: 'ICCBased', smask: `${smaskNum} 0`, mask: false, imageMask: false, decode: null,
    });
    expect(slice(pdf, image!.data)).toEqual(data);
    expect(slice(pdf, scan.byKey.get(`${smaskNum} 0`)!.data)).toEqual(mask);
  });

  it('reads compact dictionaries without spaces, and a wrong /Length by the endstream keyword', () => {
    const data = Buffer.from('0123456789abcdef');
    const body = `%PDF-1.7\n7 0 obj\n<</Type/XObject/Subtype/Image/Width 300/Height 200/ColorSpace/DeviceGray/BitsPerComponent 8/Decode[1 0]/ImageMask false/Length 999>>stream\r\n`;
    const pdf = Buffer.concat([Buffer.from(body, 'latin1'), data, Buffer.from('\r\nendstream\nendobj\n%%EOF\n')]);
    const [image] = scanImageXObjects(pdf).pictures;
    expect(image).toMatchObject({ key: '7 0', width: 300, height: 200, colour: { family: 'DeviceGray', components: 1 }, decode: [1, 0], filters: [] });
    expect(slice(pdf, image!.data).toString()).toBe('0123456789abcdef');
  });

  it('takes the last revision of an object updated incrementally', () => {
    const first = pdfWith([{ dict: '/Width 100 /Height 100 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode', data: Buffer.from('old') }]);
    const key = scanImageXObjects(first).pictures[0]!.key;
    const update = `${key} obj\n<< /Type /XObject /Subtype /Image /Width 120 /Height 130 /ColorSpace /DeviceGray /BitsPerComponent 8 /Length 3 >>\nstream\nnew\nendstream\nendobj\n%%EOF\n`;
    const pdf = Buffer.concat([first, Buffer.from(update)]);
    const scan = scanImageXObjects(pdf);
    expect(scan).toMatchObject({ unreadable: 0, incomplete: false });
    expect(scan.pictures).toHaveLength(1);
    expect(scan.pictures[0]).toMatchObject({ width: 120, height: 130 });
    expect(slice(pdf, scan.pictures[0]!.data).toString()).toBe('new');
  });

  it('page thumbnails are not pictures', () => {
    const pdf = Buffer.from(`%PDF-1.4\n1 0 obj\n<< /Type /Page /Thumb 2 0 R >>\nendobj\n2 0 obj\n<< /Subtype /Image /Width 100 /Height 140 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Length 1 >>\nstream\nx\nendstream\nendobj\n%%EOF\n`);
    const scan = scanImageXObjects(pdf);
    expect(scan.byKey.size).toBe(1);
    expect(scan.pictures).toEqual([]);
  });

  it('flags an encrypted file', () => {
    const pdf = makePdf([{ texts: [{ x: 10, y: 10, text: 'x' }], images: [{ x: 0, y: 0, w: 1, h: 1, xobject: { dict: '/Width 100 /Height 100 /BitsPerComponent 8 /ColorSpace /DeviceRGB', data: Buffer.alloc(4) } }] }], { encrypt: true });
    expect(scanImageXObjects(pdf).encrypted).toBe(true);
  });

  it('counts an image dictionary it cannot read (unterminated string, colour space in an unknown object) as unreadable or unknown', () => {
    const broken = Buffer.from('%PDF-1.4\n3 0 obj\n<< /Subtype /Image /Width 100 /Name (never closed >>\nstream\nxx\nendstream\nendobj\n%%EOF\n');
    expect(scanImageXObjects(broken)).toMatchObject({ unreadable: 1, pictures: [] });
    const elsewhere = Buffer.from('%PDF-1.5\n3 0 obj\n<< /Subtype /Image /Width 100 /Height 100 /BitsPerComponent 8 /ColorSpace 40 0 R /Length 2 >>\nstream\nxx\nendstream\nendobj\n%%EOF\n');
    const [image] = scanImageXObjects(elsewhere).pictures;
    expect(image).toMatchObject({ colour: null });
    expect(unsupported(image!, 'picture')).toMatch(/colour space/);
  });
});

describe('scanImageXObjects on hostile input: bounded work, no crash', () => {
  it('10 MB of image headers opening nested arrays', () => {
    const unit = (n: number): string => `${n} 0 obj << /Subtype /Image /Width [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[ `;
    const pdf = Buffer.from(Array.from({ length: 150_000 }, (_, n) => unit(n + 1)).join(''));
    expect(pdf.length).toBeGreaterThan(10 * 1024 * 1024);
    const scan = scanImageXObjects(pdf);
    expect(scan.pictures).toEqual([]);
    expect(scan.unreadable > 0 || scan.incomplete).toBe(true);
  });

  it('10 MB of one unterminated dictionary after an image header', () => {
    const pdf = Buffer.concat([Buffer.from('1 0 obj << /Subtype /Image /Width 100 '), Buffer.alloc(10 * 1024 * 1024, '/A 1 ')]);
    const scan = scanImageXObjects(pdf);
    expect(scan.pictures).toEqual([]);
    expect(scan.unreadable > 0 || scan.incomplete).toBe(true);
  });

  it('a few image headers each opening thousands of arrays: unreadable, no stack overflow', () => {
    const pdf = Buffer.from(Array.from({ length: 20 }, (_, n) => `${n + 1} 0 obj << /Subtype /Image /Width ${'['.repeat(100_000)}\n`).join(''));
    expect(scanImageXObjects(pdf)).toMatchObject({ unreadable: 20, pictures: [] });
  });

  it('more images than a CV holds: the scan says it is incomplete', () => {
    let body = '%PDF-1.4\n';
    for (let n = 1; n <= MAX_IMAGES + 5; n++) {
      body += `${n} 0 obj\n<< /Subtype /Image /Width 100 /Height 100 /BitsPerComponent 8 /ColorSpace /DeviceGray /Length 1 >>\nstream\nx\nendstream\nendobj\n`;
    }
    expect(scanImageXObjects(Buffer.from(body)).incomplete).toBe(true);
  });

  it('"obj" and "/Subtype /Image" inside stream data of other objects', () => {
    const noise = Buffer.from('endobj obj 1 obj 2 0 obj /Subtype /ImageB /Subtype/Image>> stream endstream '.repeat(2000));
    const scan = scanImageXObjects(noise);
    expect(scan.pictures).toEqual([]);
  });
});

describe('unsupported kinds', () => {
  const base = scanImageXObjects(pdfWith([{ dict: '/Width 100 /Height 100 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /FlateDecode', data: flate(Buffer.alloc(30000)) }])).pictures[0]!;
  it.each<[string, Partial<typeof base>, string | null]>([
    ['plain Flate RGB', {}, null],
    ['DCT', { filters: ['DCTDecode'] }, null],
    ['DCT with ColorTransform', { filters: ['DCTDecode'], colorTransform: true }, 'a DCT ColorTransform parameter'],
    ['Flate + DCT', { filters: ['FlateDecode', 'DCTDecode'] }, 'filters FlateDecode + DCTDecode'],
    ['16 bits', { bitsPerComponent: 16 }, '16 bits per component'],
    ['Indexed', { colour: null, colourName: 'Indexed' }, 'colour space Indexed'],
    ['CMYK', { colour: { family: 'DeviceCMYK', components: 4 } }, 'CMYK'],
    ['ImageMask', { imageMask: true }, 'an image mask'],
    ['/Mask', { mask: true }, 'a /Mask'],
    ['/Decode', { decode: [0, 1, 0, 1, 1, 0] }, 'a /Decode array'],
    ['identity /Decode', { decode: [0, 1, 0, 1, 0, 1] }, null],
    ['TIFF predictor', { predictor: 2 }, 'predictor 2'],
    ['PNG predictor with other Colors', { predictor: 15, colors: 1, columns: 100 }, 'predictor parameters that differ from the image'],
    ['no size', { width: 0 }, 'no valid size'],
  ])('%s', (_, change, why) => {
    expect(unsupported({ ...base, ...change }, 'picture')).toBe(why);
  });

  it('an SMask must be gray and not pre-multiplied; it may be inverted', () => {
    const gray = { ...base, colour: { family: 'DeviceGray' as const, components: 1 as const } };
    expect(unsupported({ ...gray, decode: [1, 0] }, 'smask')).toBeNull();
    expect(unsupported({ ...gray, decode: [1, 0] }, 'picture')).toBe('a /Decode array');
    expect(unsupported({ ...gray, matte: true }, 'smask')).toBe('a pre-multiplied SMask (/Matte)');
    expect(unsupported(base, 'smask')).toBe('colour space DeviceRGB');
  });
});
