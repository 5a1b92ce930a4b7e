// DOCX → text and images: the body, and also what mammoth leaves out — headers
// and footers (where many CVs put the name and contact line, PLATFORM.md §5), text boxes
// and table rows — read from the document's own XML; pictures from word/media.
import JSZip from 'jszip';
import { UnprocessableError } from '../../domain/errors.js';
import { normaliseImage } from '../images/encode.js';
import type { ExtractedContent, ExtractedImage } from '../types.js';
import { contentFromStyledLines } from './text-lines.js';
import { xmlToStyledLines, type StyledLine, type XmlTextRules } from './xml-text.js';
import { parseWordStyles, wordRunReader, type WordStyles } from './docx-styles.js';
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

  const styles = await wordStyles(zip);
  // The page margins' lines are marked: a footer's address is the person's, though it is read after the whole body.
  const headers = (await partsLines(zip, /^word\/header\d*\.xml$/, styles)).map((l) => ({ ...l, margin: true }));
  const footers = (await partsLines(zip, /^word\/footer\d*\.xml$/, styles)).map((l) => ({ ...l, margin: true }));
  const main = xmlToStyledLines(withoutPlaceholderControls(await body.async('string')), WORD_RULES, wordRunReader(styles));
  // Footnotes rarely matter on a CV; headers first because they carry name and contacts.
  const lines = withoutRepeatedMarginLines(headers, main, footers);
  return contentFromStyledLines('docx', lines, await mediaImages(zip, /^word\/media\//), { keepTabs: true });
}

/**
 * The document without the content of its content controls that show their placeholder (`w:showingPlcHdr`): a template's
 * field left unfilled ("[Company Name]", "Klicken oder tippen Sie hier, um Text einzugeben."), in any language. A scan
 * from one marker to the next: linear in the document's size.
 */
export function withoutPlaceholderControls(xml: string): string {
  const MARK = '<w:showingPlcHdr';
  if (!xml.includes(MARK)) return xml;
  let out = '';
  let from = 0;
  for (let at = xml.indexOf(MARK); at >= 0; at = xml.indexOf(MARK, from)) {
    // The marker is the control's property: its content follows the properties' end.
    const propsEnd = xml.indexOf('</w:sdtPr>', at);
    const open = propsEnd < 0 ? -1 : xml.indexOf('<w:sdtContent', propsEnd);
    const close = open < 0 ? -1 : xml.indexOf('</w:sdtContent>', open);
    // Another control opening before this one's content (its end properties, w:sdtEndPr, may stand between): no such pair.
    if (close < 0 || /<w:sdt[\s>]/u.test(xml.slice(propsEnd, open))) break;
    const contentStart = xml.indexOf('>', open) + 1;
    out += xml.slice(from, contentStart);
    from = close;
  }
  return out + xml.slice(from);
}

/** Styles only add the look of the text: a document without (or with unreadable) styles.xml reads as before. */
async function wordStyles(zip: JSZip): Promise<WordStyles | null> {
  const part = zip.file('word/styles.xml');
  if (!part) return null;
  try {
    return parseWordStyles(await part.async('string'));
  } catch {
    return null;
  }
}

export async function openZip(bytes: Uint8Array): Promise<JSZip> {
  try {
    return await JSZip.loadAsync(bytes, { checkCRC32: false });
  } catch (err) {
    throw new UnprocessableError(`the document is damaged or not a valid ZIP file: ${(err as Error).message}`, { cause: err });
  }
}

async function partsLines(zip: JSZip, pattern: RegExp, styles: WordStyles | null): Promise<StyledLine[]> {
  const names = Object.keys(zip.files).filter((n) => pattern.test(n)).sort(naturalOrder);
  const lines: StyledLine[] = [];
  for (const name of names) lines.push(...xmlToStyledLines(await zip.file(name)!.async('string'), WORD_RULES, wordRunReader(styles)));
  return lines;
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
  const lines = (text: string): StyledLine[] => text.split('\n').map((line) => ({ text: line }));
  return withoutRepeatedMarginLines(lines(headers), lines(main), lines(footers)).map((l) => l.text).join('\n').replace(/^\n+|\n+$/gu, '');
}

/** withoutRepeatedMargins over lines that carry their look. */
function withoutRepeatedMarginLines(headers: StyledLine[], main: StyledLine[], footers: StyledLine[]): StyledLine[] {
  const seen = new Set<string>();
  const keep = (line: StyledLine): boolean => {
    const key = line.text.trim();
    if (key.length < 12) return true; // short lines ("Skills", "2019") legitimately repeat
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  };
  const top = headers.filter(keep);
  // A body line that repeats a header's line goes; the body adds nothing to what is compared.
  const body = main.filter((line) => !seen.has(line.text.trim()) || line.text.trim().length < 12);
  for (const line of main) seen.add(line.text.trim());
  const bottom = footers.filter(keep);
  return [...top, ...body, ...bottom];
}

const naturalOrder = (a: string, b: string): number => a.localeCompare(b, 'en', { numeric: true });
