// Text encodings of import files. A Windows-1250 CSV read as UTF-8 turned
// "Kővári" into "K�v�ri" without a word, and --on-conflict update then overwrote good
// records with it. So: UTF-8 is checked, not assumed (invalid → the file is refused before
// anything is written, naming --encoding); other encodings are decoded when asked for; a
// UTF-16 byte order mark is honoured whatever was asked. Pure: bytes in, text or a finding out.
import { isUtf8 } from 'node:buffer';
import { StringDecoder } from 'node:string_decoder';

export const IMPORT_ENCODINGS = ['utf8', 'utf16le', 'cp1250', 'cp1252', 'latin1', 'latin2'] as const;
export type ImportEncoding = (typeof IMPORT_ENCODINGS)[number];
/** What a file is decoded as: a chosen encoding, or UTF-16 big-endian by its byte order mark. */
export type Decoding = ImportEncoding | 'utf16be';

export const ENCODING_HINT =
  'give the file\'s encoding, e.g. --encoding cp1250 (Windows Central European, usual for Hungarian Excel), ' +
  '--encoding cp1252 (Windows Western) or latin2; or save the file as "CSV UTF-8"';

/** The byte order mark at the start of a file, if any. */
export function byteOrderMark(bytes: Uint8Array): { decoding: Decoding; length: number } | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { decoding: 'utf8', length: 3 };
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe) return { decoding: 'utf16le', length: 2 };
  if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff) return { decoding: 'utf16be', length: 2 };
  return undefined;
}

/**
 * What a file is read as: a UTF-16 byte order mark wins (a cp1250 file cannot sensibly start
 * with "˙ţ"); otherwise the encoding asked for, UTF-8 by default.
 */
export function chooseDecoding(asked: ImportEncoding | undefined, firstBytes: Uint8Array): Decoding {
  const bom = byteOrderMark(firstBytes);
  if (bom && bom.decoding !== 'utf8') return bom.decoding;
  return asked ?? 'utf8';
}

export interface TextDecoderLike {
  write(bytes: Buffer): string;
  end(): string;
}

type IconvModule = { getDecoder(encoding: string): { write(bytes: Buffer): string; end(): string | undefined } };

/** A streaming decoder; iconv-lite is loaded only for the single-byte and big-endian encodings. */
export async function createTextDecoder(decoding: Decoding): Promise<TextDecoderLike> {
  if (decoding === 'utf8' || decoding === 'utf16le' || decoding === 'latin1') {
    // Node's own decoders: UTF-8 and UTF-16LE keep characters split across chunks; latin1 is one byte a character.
    const decoder = new StringDecoder(decoding);
    return { write: (bytes) => decoder.write(bytes), end: () => decoder.end() };
  }
  const iconv = ((await import('iconv-lite')) as unknown as { default: IconvModule }).default;
  const decoder = iconv.getDecoder(decoding);
  return { write: (bytes) => decoder.write(bytes), end: () => decoder.end() ?? '' };
}

/** Where the first invalid UTF-8 sequence is: its byte offset, 1-based line, and the byte itself. */
export interface InvalidUtf8 {
  offset: number;
  line: number;
  byte: number;
}

/**
 * Checks UTF-8 chunk by chunk (simdutf through buffer.isUtf8: ~50 ms for 150 MB). A character
 * split across chunks is carried over. Lines are counted only if asked (stdin, read once);
 * a file's checker leaves them at 0 and the caller counts them after a finding.
 */
export class Utf8Checker {
  private carry: Buffer | undefined;
  private offset = 0;
  private lines = 1;

  constructor(private readonly countLines: boolean) {}

  /** Undefined while the bytes so far are valid. */
  push(chunk: Buffer): InvalidUtf8 | undefined {
    const bytes = this.carry ? Buffer.concat([this.carry, chunk]) : chunk;
    const end = completeEnd(bytes);
    const whole = end === bytes.length ? bytes : bytes.subarray(0, end);
    if (!isUtf8(whole)) return this.finding(whole, firstInvalidUtf8(whole));
    if (this.countLines) this.lines += countNewlines(whole, whole.length);
    this.offset += end;
    this.carry = end === bytes.length ? undefined : Buffer.from(bytes.subarray(end));
    return undefined;
  }

  /** A character cut off by the end of the input is invalid too. */
  end(): InvalidUtf8 | undefined {
    const carry = this.carry;
    this.carry = undefined;
    return carry ? this.finding(carry, 0) : undefined;
  }

  private finding(bytes: Buffer, at: number): InvalidUtf8 {
    const line = this.countLines ? this.lines + countNewlines(bytes, at) : 0;
    return { offset: this.offset + at, line, byte: bytes[at] ?? 0 };
  }
}

/** Newlines among the first `limit` bytes. */
export function countNewlines(bytes: Uint8Array, limit: number): number {
  let count = 0;
  for (let i = bytes.indexOf(10); i !== -1 && i < limit; i = bytes.indexOf(10, i + 1)) count++;
  return count;
}

/** The end of the last complete character: a multi-byte lead in the last 3 bytes without all its continuation bytes is cut. */
function completeEnd(bytes: Uint8Array): number {
  const n = bytes.length;
  for (let back = 1; back <= Math.min(3, n); back++) {
    const b = bytes[n - back] as number;
    if (b < 0x80) return n; // ASCII: complete
    if (b >= 0xc0) {
      const need = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : 2;
      return need > back ? n - back : n;
    }
    // a continuation byte: look further back
  }
  return n;
}

/** Byte offset of the first byte that is not part of a valid UTF-8 sequence (RFC 3629: no overlongs, surrogates or > U+10FFFF). */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  const n = bytes.length;
  let i = 0;
  while (i < n) {
    const b = bytes[i] as number;
    if (b < 0x80) {
      i++;
      continue;
    }
    let need: number;
    let min: number;
    if (b >= 0xc2 && b <= 0xdf) {
      need = 1;
      min = 0x80;
    } else if (b >= 0xe0 && b <= 0xef) {
      need = 2;
      min = 0x800;
    } else if (b >= 0xf0 && b <= 0xf4) {
      need = 3;
      min = 0x10000;
    } else {
      return i;
    }
    if (i + need > n - 1) return i; // cut off by the end
    let code = b & (0x3f >> need);
    for (let k = 1; k <= need; k++) {
      const c = bytes[i + k] as number;
      if ((c & 0xc0) !== 0x80) return i;
      code = (code << 6) | (c & 0x3f);
    }
    if (code < min || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return i;
    i += need + 1;
  }
  return n;
}
