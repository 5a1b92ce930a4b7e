import { describe, expect, it } from 'vitest';
import { UnprocessableError } from '../../../src/domain/errors.js';
import { detectFormat } from '../../../src/parser/extract/detect.js';
import { fixture } from './fixtures.js';

describe('detectFormat', () => {
  it.each([
    ['two-column.pdf', 'pdf'],
    ['resume.docx', 'docx'],
    ['resume.odt', 'odt'],
    ['resume.doc', 'doc'],
    ['resume.rtf', 'rtf'],
    ['resume.html', 'html'],
    ['latin1.txt', 'txt'],
    ['utf16.txt', 'txt'],
    ['zip-bomb.docx', 'docx'],
  ])('%s → %s (by content)', async (name, format) => {
    expect(await detectFormat(fixture(name))).toBe(format);
  });

  it('takes a PNG renamed .pdf for what it is: a picture, read by OCR', async () => {
    expect(await detectFormat(fixture('png-renamed.pdf'))).toBe('png');
  });

  it('recognises legacy Word by its OLE header', async () => {
    const ole = new Uint8Array(512);
    ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(await detectFormat(ole)).toBe('doc');
  });

  it.each([
    ['an empty file', new Uint8Array(0), /empty/],
    ['a GIF', Uint8Array.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0, 0, 0, 0, 0x3b]), /image\/gif/],
    ['binary noise', Uint8Array.from({ length: 400 }, (_, i) => (i * 37) % 256), /unrecognised|unsupported/],
    ['a ZIP that is no document', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]), /ZIP/],
  ])('refuses %s with UnprocessableError', async (_what, bytes, message) => {
    const error = await detectFormat(bytes).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnprocessableError);
    expect((error as Error).message).toMatch(message);
  });
});
