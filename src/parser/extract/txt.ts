// Plain text: UTF-8 and UTF-16 are recognised by their BOM (or by decoding cleanly as
// UTF-8); anything else is most likely a Windows/ISO-8859 export, decoded as cp1252
// (a superset of latin1's printable range) so "é" does not come out as "Ã©".
//
// Decoded here, without iconv-lite: its half a megabyte of code-page tables no longer sits in
// the parse thread's bundle (scripts/bundle-threads.mjs, PARSE_EXTERNAL), which every cold parse
// reads. Node's TextDecoder is no help for Windows-1252: Node 20–24 decode it as Latin-1 (the
// bytes 0x80–0x9F as control characters, so "€" and "—" were lost).
import type { ExtractedContent } from '../types.js';
import { contentFromText } from './text-lines.js';
import { withAlignedColumns } from './text-columns.js';

export function decodeText(bytes: Uint8Array): string {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) return buf.subarray(3).toString('utf8');
  if (buf[0] === 0xff && buf[1] === 0xfe) return decodeAs('utf-16le', buf.subarray(2));
  if (buf[0] === 0xfe && buf[1] === 0xff) return decodeAs('utf-16be', buf.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buf);
  } catch {
    return decodeWindows1252(buf);
  }
}

/** UTF-16 in either byte order; an odd last byte is dropped. */
function decodeAs(encoding: 'utf-16le' | 'utf-16be', buf: Buffer): string {
  if (encoding === 'utf-16le') return buf.toString('utf16le');
  const swapped = Buffer.from(buf.subarray(0, buf.length - (buf.length % 2)));
  return swapped.swap16().toString('utf16le');
}

/**
 * Windows-1252: Latin-1 but for 0x80–0x9F, which hold € ‚ ƒ „ … † ‡ ˆ ‰ Š ‹ Œ Ž ‘ ’ “ ” • – — ˜ ™ š › œ ž Ÿ;
 * the five bytes it leaves undefined read as U+FFFD (as iconv-lite read them).
 */
const CP1252_HIGH = [
  0x20ac, 0xfffd, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0xfffd, 0x017d, 0xfffd,
  0xfffd, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0xfffd, 0x017e, 0x0178,
];

function decodeWindows1252(buf: Buffer): string {
  return buf.toString('latin1').replace(/[\u0080-\u009f]/g, (c) => String.fromCharCode(CP1252_HIGH[c.charCodeAt(0) - 0x80]!));
}

export function extractTxt(bytes: Uint8Array): ExtractedContent {
  // The gaps of aligned columns are cell borders, as a word processor's tab stops are; other gaps and tabs are spaces.
  return contentFromText('txt', withAlignedColumns(decodeText(bytes)), [], { keepTabs: true });
}
