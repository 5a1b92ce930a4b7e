// The pure parts: the UTF-8 check (any chunking, exact position of the first
// bad byte), the choice of decoding (a UTF-16 BOM wins), the decoders across chunk boundaries,
// and the unambiguous local date forms of import files.
import { describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import { Utf8Checker, chooseDecoding, createTextDecoder, firstInvalidUtf8, type Decoding } from '../../src/service/import/encoding.js';
import { parseImportDate } from '../../src/service/import/local-date.js';
import { openImportSource } from '../../src/service/import/source.js';
import { ValidationError } from '../../src/domain/errors.js';

const NAMES = 'first,last,city\nKinga,Kővári,Győr\nÖdön,Szűcs,Pécs\nŐrs,Bőszné Újvári,Kőszeg\n';

function check(bytes: Buffer, size: number, countLines = true) {
  const checker = new Utf8Checker(countLines);
  for (let i = 0; i < bytes.length; i += size) {
    const finding = checker.push(bytes.subarray(i, i + size));
    if (finding) return finding;
  }
  return checker.end();
}

describe('Utf8Checker', () => {
  const valid = Buffer.from(`${NAMES}emoji 😀, CJK 漢字\n`, 'utf8');

  it.each([1, 2, 3, 5, 7, 64])('accepts valid UTF-8 cut into chunks of %i bytes', (size) => {
    expect(check(valid, size)).toBeUndefined();
  });

  it.each([1, 2, 3, 7, 1024])('finds the first byte of a Windows-1250 file, its line and offset (chunks of %i)', (size) => {
    const cp1250 = iconv.encode(NAMES, 'cp1250');
    const offset = cp1250.indexOf(0xf5); // ő in Kővári
    expect(check(cp1250, size)).toEqual({ offset, line: 2, byte: 0xf5 });
  });

  it('refuses a character cut off by the end of the input', () => {
    const cut = valid.subarray(0, valid.indexOf(Buffer.from('😀')) + 2);
    expect(check(cut, 1 << 20)).toMatchObject({ offset: cut.length - 2, byte: 0xf0 });
  });

  it.each([
    ['overlong', [0x41, 0xc0, 0xaf]],
    ['surrogate', [0x41, 0xed, 0xa0, 0x80]],
    ['beyond U+10FFFF', [0x41, 0xf4, 0x90, 0x80, 0x80]],
    ['lone continuation', [0x41, 0x80]],
  ])('refuses %s sequences at their first byte', (_, bytes) => {
    expect(firstInvalidUtf8(Uint8Array.from(bytes))).toBe(1);
    expect(check(Buffer.from(bytes), 1)).toMatchObject({ offset: 1 });
  });
});

describe('decoding', () => {
  it('a UTF-16 byte order mark wins over the encoding asked for; otherwise the encoding asked for, UTF-8 by default', () => {
    expect(chooseDecoding(undefined, Buffer.from([0xff, 0xfe, 0x41, 0]))).toBe('utf16le');
    expect(chooseDecoding('cp1250', Buffer.from([0xfe, 0xff, 0, 0x41]))).toBe('utf16be');
    expect(chooseDecoding('cp1250', Buffer.from([0xef, 0xbb, 0xbf]))).toBe('cp1250');
    expect(chooseDecoding(undefined, Buffer.from('abc'))).toBe('utf8');
  });

  it.each([
    ['cp1250', 'cp1250'], ['latin2', 'latin2'], ['utf16le', 'utf16le'], ['utf16be', 'utf16be'], ['utf8', 'utf8'],
  ] as [Decoding, string][])('%s decodes Hungarian names split across any chunk boundary', async (decoding, iconvName) => {
    const bytes = iconv.encode(NAMES, iconvName);
    for (const size of [1, 2, 3, 5]) {
      const decoder = await createTextDecoder(decoding);
      let text = '';
      for (let i = 0; i < bytes.length; i += size) text += decoder.write(bytes.subarray(i, i + size));
      text += decoder.end();
      expect(text).toBe(NAMES);
    }
  });

  it('cp1252 and latin1 decode Western names', async () => {
    const western = 'first,last\nRenée,Müller-Çelik\n';
    for (const decoding of ['cp1252', 'latin1'] as const) {
      const decoder = await createTextDecoder(decoding);
      expect(decoder.write(iconv.encode(western, decoding)) + decoder.end()).toBe(western);
    }
  });
});

describe('openImportSource', () => {
  async function rows(path: string, options: Parameters<typeof openImportSource>[1]) {
    const source = await openImportSource(path, options);
    const out: string[][] = [source.header ?? []];
    for await (const batch of source.records) for (const record of batch) if (record.kind === 'csv') out.push(record.cells);
    return out;
  }

  it('refuses a file that is not UTF-8 before the first record, naming --encoding; reads it with the encoding given', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'recruit-encoding-'));
    try {
      const file = join(dir, 'excel.csv');
      // Valid UTF-8 for the first 300 KiB (past the first read), the Windows-1250 row at the end.
      const filler = Array.from({ length: 6000 }, (_, i) => `Anna${i},Minta,Budapest`).join('\n');
      writeFileSync(file, Buffer.concat([Buffer.from(`first,last,city\n${filler}\n`), iconv.encode('Kinga,Kővári,Győr\n', 'cp1250')]));
      const error = await openImportSource(file, { stdin: Readable.from([]) }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).message).toBe(`${file} is not UTF-8 text: line 6002 has the byte 0xF5, which UTF-8 does not allow there; nothing was imported`);
      expect((error as ValidationError).hint).toContain('--encoding cp1250');
      const read = await rows(file, { encoding: 'cp1250', stdin: Readable.from([]) });
      expect(read.at(-1)).toEqual(['Kinga', 'Kővári', 'Győr']);
      expect(read).toHaveLength(6002);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a UTF-8 file with accented letters read as a single-byte encoding; takes a plain ASCII one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'recruit-encoding-'));
    try {
      const utf8 = join(dir, 'utf8.csv');
      writeFileSync(utf8, NAMES);
      for (const encoding of ['cp1250', 'cp1252', 'latin1', 'latin2'] as const) {
        const error = await openImportSource(utf8, { encoding, stdin: Readable.from([]) }).catch((e: unknown) => e);
        expect((error as ValidationError).message).toBe(`${utf8} is UTF-8 text with letters beyond ASCII, not ${encoding}: read as ${encoding} they would be garbled; nothing was imported`);
      }
      const ascii = join(dir, 'ascii.csv');
      writeFileSync(ascii, 'first,last\nAnna,Minta\n');
      expect(await rows(ascii, { encoding: 'cp1250', stdin: Readable.from([]) })).toEqual([['first', 'last'], ['Anna', 'Minta']]);
      const utf16 = join(dir, 'utf16.csv');
      writeFileSync(utf16, iconv.encode(NAMES, 'utf16le', { addBOM: true }));
      expect(await rows(utf16, { encoding: 'cp1250', stdin: Readable.from([]) })).toHaveLength(4);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('stdin: UTF-16LE with a BOM in tiny chunks; Windows-1250 refused', async () => {
    const utf16 = iconv.encode(NAMES, 'utf16le', { addBOM: true });
    const chunks = Array.from({ length: utf16.length }, (_, i) => utf16.subarray(i, i + 1));
    expect(await rows('-', { stdin: Readable.from(chunks) })).toEqual(NAMES.trim().split('\n').map((line) => line.split(',')));
    const error = await rows('-', { stdin: Readable.from([iconv.encode(NAMES, 'cp1250')]) }).catch((e: unknown) => e);
    expect((error as Error).message).toBe('stdin is not UTF-8 text: line 2 has the byte 0xF5, which UTF-8 does not allow there; nothing was imported');
  });
});

describe('parseImportDate', () => {
  it.each([
    ['1985-12-31', '1985-12-31'],
    ['31.12.1985', '1985-12-31'],
    ['1.2.1985', '1985-02-01'],
    ['1985.12.31.', '1985-12-31'],
    ['1985.12.31', '1985-12-31'],
    ['1985. 12. 31.', '1985-12-31'],
    [' 1985-12-31 ', '1985-12-31'],
    ['', null],
  ])('%j → %j', (cell, iso) => expect(parseImportDate(cell, 'birth_date')).toBe(iso));

  it.each(['12/31/1985', '31/12/1985', '1985/12/31'])('refuses %s with the accepted forms', (cell) => {
    expect(() => parseImportDate(cell, 'birth_date')).toThrow(
      `birth_date ${cell} is ambiguous (day or month first?): write it as 1985-12-31, 31.12.1985 or 1985.12.31.`,
    );
  });

  it.each(['Dec 31, 1985', '31-12-1985', '85.12.31'])('refuses %s as not a date, naming the accepted forms', (cell) => {
    expect(() => parseImportDate(cell, 'birth_date')).toThrow(/is not a date: write it as 1985-12-31, 31\.12\.1985 or 1985\.12\.31\.$/);
  });
});
