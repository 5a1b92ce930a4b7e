import { describe, expect, it } from 'vitest';
import { contentTypeFor, safeFileName } from '../../src/domain/file-name.js';

describe('safeFileName', () => {
  it.each([
    ['cv.pdf', 'cv.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['..\\..\\windows\\win.ini', 'win.ini'],
    ['/abs/path/cv.docx', 'cv.docx'],
    ['.hidden', 'hidden'],
    ['', 'file'],
    ['dir/', 'file'],
    ['a\u0000b\u001fc.txt', 'abc.txt'],
    ['what?<>.pdf', 'what___.pdf'],
    ['  spaced name.pdf  ', 'spaced name.pdf'],
    // Bidirectional overrides, isolates and line/paragraph separators
    ['cv\u202Efdp.exe', 'cvfdp.exe'],
    ['a\u202Ab\u202Bc\u202Cd\u202De.txt', 'abcde.txt'],
    ['\u2066x\u2067y\u2068z\u2069.pdf', 'xyz.pdf'],
    ['line\u2028para\u2029.txt', 'linepara.txt'],
    ['mark\u200E\u200F\u061C.txt', 'mark.txt'],
  ])('%j → %j', (raw, expected) => expect(safeFileName(raw)).toBe(expected));

  it('keeps names within 255 bytes of UTF-8 and keeps the extension', () => {
    const name = safeFileName(`${'ő'.repeat(300)}.docx`);
    expect(Buffer.byteLength(name)).toBeLessThanOrEqual(255);
    expect(name.endsWith('.docx')).toBe(true);
  });
});

describe('contentTypeFor', () => {
  it.each([
    ['cv.PDF', 'application/pdf'],
    ['cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['notes.txt', 'text/plain; charset=utf-8'],
    ['blob', 'application/octet-stream'],
    ['x.exe', 'application/octet-stream'],
  ])('%s → %s', (name, type) => expect(contentTypeFor(name)).toBe(type));
});
