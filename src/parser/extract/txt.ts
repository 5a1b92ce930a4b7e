// Plain text: UTF-8 and UTF-16 are recognised by their BOM (or by decoding cleanly as
// UTF-8); anything else is most likely a Windows/ISO-8859 export, decoded as cp1252
// (a superset of latin1's printable range) so "é" does not come out as "Ã©".
import iconv from 'iconv-lite';
import type { ExtractedContent } from '../types.js';
import { contentFromText } from './text-lines.js';

export function decodeText(bytes: Uint8Array): string {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) return buf.subarray(3).toString('utf8');
  if (buf[0] === 0xff && buf[1] === 0xfe) return iconv.decode(buf.subarray(2), 'utf-16le');
  if (buf[0] === 0xfe && buf[1] === 0xff) return iconv.decode(buf.subarray(2), 'utf-16be');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buf);
  } catch {
    return iconv.decode(buf, 'cp1252');
  }
}

export function extractTxt(bytes: Uint8Array): ExtractedContent {
  return contentFromText('txt', decodeText(bytes));
}
