// HTML résumés (saved web pages, HTML exports): text only. Scripts, styles and comments
// go; block elements become line breaks so the field extractors see the same lines a
// reader does; entities are decoded. Images referenced by URL are not fetched (no I/O
// beyond the file); inline data: images are kept.
import type { ExtractedContent, ExtractedImage } from '../types.js';
import { normaliseImage } from '../images/encode.js';
import { contentFromText } from './text-lines.js';
import { decodeText } from './txt.js';

const BLOCK = /^(p|div|br|li|ul|ol|tr|table|h[1-6]|section|article|header|footer|aside|nav|main|dt|dd|dl|address|blockquote|pre|hr|title|form|fieldset|figure|figcaption)$/i;
const CELL = /^(td|th)$/i;

const NAMED: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', ndash: '–', mdash: '—', bull: '•',
  middot: '·', copy: '©', reg: '®', euro: '€', hellip: '…', laquo: '«', raquo: '»', rsquo: '’', lsquo: '‘',
  rdquo: '”', ldquo: '“', shy: '', zwnj: '', zwj: '',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);?/gi, (all, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : all;
    }
    const lower = name.toLowerCase();
    if (lower in NAMED) return NAMED[lower] ?? all;
    // Latin-1 letters with accents: &eacute; &ouml; &szlig; …
    const accented = /^([a-z])(acute|grave|circ|uml|tilde|cedil|ring|dblac)$/i.exec(name);
    if (accented) {
      const marks: Record<string, string> = {
        acute: '\u0301', grave: '\u0300', circ: '\u0302', uml: '\u0308', tilde: '\u0303', cedil: '\u0327', ring: '\u030a', dblac: '\u030b',
      };
      return (accented[1] + (marks[accented[2]!.toLowerCase()] ?? '')).normalize('NFC');
    }
    if (lower === 'szlig') return 'ß';
    return all;
  });
}

export function htmlToText(html: string): string {
  const stripped = dropElements(html);
  const text = stripped.replace(/<\/?([a-z][a-z0-9]*)\b[^>]*>/gi, (_tag, name: string) => {
    if (BLOCK.test(name)) return '\n';
    if (CELL.test(name)) return '\t';
    return '';
  });
  return decodeEntities(text.replace(/<[^>]*>/g, ''));
}

const DROPPED = /<!--|<(script|style|noscript|template|svg|head)\b/gi;

/**
 * Comments and non-text elements, removed by a linear scan: a lazy regex over unclosed
 * `<script` tags would be quadratic, and a hostile page could use that to stall a worker.
 */
function dropElements(html: string): string {
  const lower = html.toLowerCase();
  const parts: string[] = [];
  let pos = 0;
  DROPPED.lastIndex = 0;
  for (let m = DROPPED.exec(html); m; m = DROPPED.exec(html)) {
    if (m.index < pos) continue;
    parts.push(html.slice(pos, m.index), ' ');
    const close = m[1] ? `</${m[1].toLowerCase()}` : '-->';
    const end = lower.indexOf(close, m.index + m[0].length);
    if (end < 0) return parts.join(''); // unclosed: the rest is not text
    pos = m[1] ? lower.indexOf('>', end) + 1 || lower.length : end + 3;
    DROPPED.lastIndex = pos;
  }
  parts.push(html.slice(pos));
  return parts.join('');
}

export async function extractHtml(bytes: Uint8Array): Promise<ExtractedContent> {
  const html = decodeText(bytes);
  const images: ExtractedImage[] = [];
  for (const m of html.matchAll(/src\s*=\s*["']data:image\/[a-z+]+;base64,([A-Za-z0-9+/=\s]+)["']/gi)) {
    const image = await normaliseImage(Buffer.from(m[1]!, 'base64'));
    if (image) images.push(image);
  }
  return contentFromText('html', htmlToText(html), images);
}
