// Plain-text decoding (src/parser/extract/txt.ts): by BOM, as UTF-8 when the bytes are valid
// UTF-8, else as Windows-1252, with Node's TextDecoder (iconv-lite only where Node has no ICU).
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { decodeText, extractTxt } from '../../../src/parser/extract/txt.js';

const TEXT = 'Zoé Marchetti — Ingénieure « R&D », 5 € de l’heure; Łódź, Straße';

describe('decodeText', () => {
  it('reads UTF-8 with and without its BOM', () => {
    expect(decodeText(Buffer.from(TEXT, 'utf8'))).toBe(TEXT);
    expect(decodeText(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(TEXT, 'utf8')]))).toBe(TEXT);
  });

  it('reads UTF-16 in either byte order after its BOM', () => {
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), iconv.encode(TEXT, 'utf-16le')]);
    const be = Buffer.concat([Buffer.from([0xfe, 0xff]), iconv.encode(TEXT, 'utf-16be')]);
    expect(decodeText(le)).toBe(TEXT);
    expect(decodeText(be)).toBe(TEXT);
  });

  it('reads bytes that are not UTF-8 as Windows-1252, as iconv-lite did, byte for byte', () => {
    const western = 'Zoé Marchetti — « R&D », 5 € l’heure, Straße';
    expect(decodeText(iconv.encode(western, 'cp1252'))).toBe(western);
    // Every byte Windows-1252 defines (0x81, 0x8D, 0x8F, 0x90 and 0x9D are not): one invalid
    // UTF-8 lead byte first, so that the whole run is read as Windows-1252.
    const bytes = [];
    for (let b = 0x20; b <= 0xff; b++) if (![0x7f, 0x81, 0x8d, 0x8f, 0x90, 0x9d].includes(b)) bytes.push(b);
    const all = Buffer.from([0xff, ...bytes]);
    expect(decodeText(all)).toBe(iconv.decode(all, 'cp1252'));
  });

  it('gives the lines of the text to the parser', () => {
    const content = extractTxt(Buffer.from('Ada Quill\nData Analyst\n', 'utf8'));
    expect(content.text).toContain('Ada Quill');
    expect(content.text).toContain('Data Analyst');
  });
});
