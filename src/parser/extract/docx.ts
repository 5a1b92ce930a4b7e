// DOCX → text and images: the body, and also what mammoth leaves out — headers
// and footers (where many CVs put the name and contact line, PLATFORM.md §5), text boxes
// and table rows — read from the document's own XML; pictures from word/media.
import JSZip from 'jszip';
import { UnprocessableError } from '../../domain/errors.js';
import { normaliseImage } from '../images/encode.js';
import type { ExtractedContent, ExtractedImage } from '../types.js';
import { contentFromText } from './text-lines.js';
import { xmlToText, type XmlTextRules } from './xml-text.js';
import { assertSafeZip } from './zip-guard.js';

const WORD_RULES: XmlTextRules = {
  block: new Set(['w:p', 'w:tr']),
  cell: new Set(['w:tc']),
  row: new Set(['w:tr']),
  tab: new Set(['w:tab', 'w:ptab']),
  lineBreak: new Set(['w:br', 'w:cr']),
  // mc:Fallback repeats the mc:Choice content (text boxes twice, PLATFORM.md §5);
  // w:del/w:delText is tracked-deleted text; w:instrText holds field codes (HYPERLINK "…").
  skip: new Set(['mc:Fallback', 'w:del', 'w:delText', 'w:instrText', 'w:fldData', 'w:rPr', 'w:pPr']),
  textElements: new Set(['w:t']),
  literal: new Map([['w:noBreakHyphen', '-'], ['w:softHyphen', '']]),
};

/** Media images beyond this many are ignored: a CV has a photo and a few logos. */
const MAX_IMAGES = 30;

export async function extractDocx(bytes: Uint8Array): Promise<ExtractedContent> {
  assertSafeZip(bytes);
  const zip = await openZip(bytes);
  const body = zip.file('word/document.xml');
  if (!body) throw new UnprocessableError('the DOCX has no word/document.xml');

  const headers = await partsText(zip, /^word\/header\d*\.xml$/);
  const footers = await partsText(zip, /^word\/footer\d*\.xml$/);
  const main = xmlToText(await body.async('string'), WORD_RULES);
  // Footnotes rarely matter on a CV; headers first because they carry name and contacts.
  const text = withoutRepeatedMargins(headers, main, footers);
  return contentFromText('docx', text, await mediaImages(zip, /^word\/media\//), { keepTabs: true });
}

export async function openZip(bytes: Uint8Array): Promise<JSZip> {
  try {
    return await JSZip.loadAsync(bytes, { checkCRC32: false });
  } catch (err) {
    throw new UnprocessableError(`the document is damaged or not a valid ZIP file: ${(err as Error).message}`, { cause: err });
  }
}

async function partsText(zip: JSZip, pattern: RegExp): Promise<string> {
  const names = Object.keys(zip.files).filter((n) => pattern.test(n)).sort(naturalOrder);
  const texts: string[] = [];
  for (const name of names) texts.push(xmlToText(await zip.file(name)!.async('string'), WORD_RULES));
  return texts.join('\n');
}

export async function mediaImages(zip: JSZip, pattern: RegExp): Promise<ExtractedImage[]> {
  const names = Object.keys(zip.files).filter((n) => pattern.test(n) && !zip.files[n]!.dir).sort(naturalOrder);
  const images: ExtractedImage[] = [];
  for (const name of names.slice(0, MAX_IMAGES)) {
    const image = await normaliseImage(await zip.file(name)!.async('nodebuffer'));
    if (image) images.push(image);
  }
  return images;
}

/**
 * header1/2/3 (first page, odd, even) usually repeat the same line, and the body often repeats a
 * header's line (the name): each such line is kept once, where it first stands. Only lines of the
 * page margins are compared: a line of the body that repeats another line of the body is content
 * (the headline under the name is often the title of the current job, which its entry repeats).
 */
export function withoutRepeatedMargins(headers: string, main: string, footers: string): string {
  const seen = new Set<string>();
  const keep = (line: string): boolean => {
    const key = line.trim();
    if (key.length < 12) return true; // short lines ("Skills", "2019") legitimately repeat
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  };
  const margin = (text: string): string[] => text.split('\n').filter(keep);
  const top = margin(headers);
  const bodyLines = main.split('\n');
  // A body line that repeats a header's line goes; the body adds nothing to what is compared.
  const body = bodyLines.filter((line) => !seen.has(line.trim()) || line.trim().length < 12);
  for (const line of bodyLines) seen.add(line.trim());
  const bottom = margin(footers);
  return [...top, ...body, ...bottom].join('\n').replace(/^\n+|\n+$/gu, '');
}

const naturalOrder = (a: string, b: string): number => a.localeCompare(b, 'en', { numeric: true });
