// Step 1 of the pipeline (src/parser/types.ts): which format is this file, judged by
// its content and never by its name ("a PNG renamed .pdf" must be refused).
// Magic bytes via file-type; text formats (TXT, HTML, RTF) have no magic, so they are
// sniffed; ZIP containers are told apart by their entries (DOCX has word/document.xml,
// ODT a `mimetype` entry), OLE2 compound files are legacy Word. JPEG, PNG and TIFF are
// photos or scans of a page, read by OCR; other images are refused.
import { UnprocessableError } from '../../domain/errors.js';
import type { ImageFormat, ResumeFormat } from '../types.js';

const SUPPORTED = 'PDF, DOCX, DOC, ODT, RTF, HTML, TXT, or a JPEG, PNG or TIFF picture of a page';
const PAGE_PICTURES: Record<string, ImageFormat> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/tiff': 'tiff' };
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

export async function detectFormat(bytes: Uint8Array): Promise<ResumeFormat> {
  if (bytes.length === 0) throw new UnprocessableError('the file is empty');
  const head = latin1(bytes.subarray(0, 1024));
  // A PDF header may sit after some junk (the spec allows up to 1024 bytes).
  if (head.includes('%PDF-')) return 'pdf';
  if (OLE_MAGIC.every((b, i) => bytes[i] === b)) return 'doc';
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) return zipFormat(bytes);

  // Unicode text first: a UTF-16 BOM can look like an MPEG frame header to file-type.
  const bom = unicodeBom(bytes);
  if (bom) return textFormat(bom === 'utf8' ? head.slice(3) : Buffer.from(bytes.subarray(2, 2050)).toString(bom === 'utf16le' ? 'utf16le' : 'latin1').replace(/\0/g, ''));

  // Loaded only here: file-type and its tokenizer are ~30 modules, and PDF, Word and ODF
  // are known above by their first bytes (cold start).
  const { fileTypeFromBuffer } = await import('file-type');
  const sniffed = await fileTypeFromBuffer(bytes);
  const picture = sniffed && PAGE_PICTURES[sniffed.mime];
  if (picture) return picture;
  if (sniffed && !isTextual(sniffed.mime)) {
    throw new UnprocessableError(`unsupported file type ${sniffed.mime} (.${sniffed.ext}); expected ${SUPPORTED}`);
  }
  if (!looksLikeText(bytes)) throw new UnprocessableError(`unrecognised file content; expected ${SUPPORTED}`);
  return textFormat(head);
}

function textFormat(head: string): ResumeFormat {
  const start = head.trimStart();
  if (start.startsWith('{\\rtf')) return 'rtf';
  if (/^(<!doctype html|<html|<\?xml[^>]*>\s*<html|<head|<body|<meta|<!--)/i.test(start) || /<(html|body)[\s>]/i.test(head)) return 'html';
  return 'txt';
}

function unicodeBom(bytes: Uint8Array): 'utf8' | 'utf16le' | 'utf16be' | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf16be';
  return null;
}

/** DOCX and ODT are both ZIP; only the central directory tells them apart. */
function zipFormat(bytes: Uint8Array): ResumeFormat {
  // Names in the central directory are stored uncompressed, so a byte scan is enough
  // and avoids inflating anything before the zip-bomb guard has looked at the sizes.
  const text = latin1(bytes.subarray(Math.max(0, bytes.length - 256 * 1024)));
  const all = text.includes('PK\x01\x02') ? text : latin1(bytes);
  if (all.includes('word/document.xml')) return 'docx';
  if (all.includes('application/vnd.oasis.opendocument.text') || (all.includes('content.xml') && all.includes('mimetype'))) {
    return 'odt';
  }
  throw new UnprocessableError(`unsupported ZIP-based file (not a DOCX or ODT résumé); expected ${SUPPORTED}`);
}

function isTextual(mime: string): boolean {
  return mime.startsWith('text/') || mime === 'application/xml' || mime === 'application/rtf';
}

/** Text: no NUL bytes and few control characters in the first 4 KB. */
function looksLikeText(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, 4096);
  let control = 0;
  for (const b of sample) {
    if (b === 0) return false;
    if (b < 9 || (b > 13 && b < 32)) control++;
  }
  return control <= sample.length * 0.02;
}

function latin1(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
}
