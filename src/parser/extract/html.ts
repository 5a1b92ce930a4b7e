// HTML résumés (saved web pages, HTML exports, JSON Resume themes): text only. Scripts, styles and comments
// go; whitespace collapses and block elements become line breaks so the field extractors see the same lines
// a reader does; entities are decoded. Images referenced by URL are not fetched (no I/O
// beyond the file); inline data: images are kept.
import type { ExtractedContent, ExtractedImage } from '../types.js';
import { normaliseImage } from '../images/encode.js';
import { contentFromText } from './text-lines.js';
import { decodeText } from './txt.js';

const BLOCK = /^(p|div|br|li|ul|ol|tr|table|h[1-6]|section|article|header|footer|aside|nav|main|dt|dd|dl|address|blockquote|pre|hr|title|form|fieldset|figure|figcaption)$/i;
const CELL = /^(td|th)$/i;

// The named entities pages print in running text (HTML5's names, by their lower-case spelling; the accented letters are
// made below): signs between a period's dates ("2019 &rarr; 2021"), spaces, dashes, quotes, bullets and symbols.
const NAMED: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', ndash: '–', mdash: '—', bull: '•', bullet: '•',
  middot: '·', centerdot: '·', copy: '©', reg: '®', trade: '™', euro: '€', pound: '£', yen: '¥', cent: '¢', curren: '¤',
  hellip: '…', mldr: '…', laquo: '«', raquo: '»', lsaquo: '‹', rsaquo: '›', rsquo: '’', lsquo: '‘', rdquo: '”', ldquo: '“',
  sbquo: '‚', bdquo: '„', prime: '′', shy: '', zwnj: '', zwj: '', zwsp: '', ensp: ' ', emsp: ' ', thinsp: ' ',
  hairsp: ' ', numsp: ' ', puncsp: ' ', minus: '−', dash: '‐', hyphen: '‐', horbar: '―', rarr: '→', larr: '←',
  harr: '↔', uarr: '↑', darr: '↓', rightarrow: '→', leftarrow: '←', longrightarrow: '⟶', map: '↦', srarr: '→',
  deg: '°', plusmn: '±', times: '×', divide: '÷', frac12: '½', frac14: '¼', frac34: '¾', sup1: '¹', sup2: '²',
  sup3: '³', micro: 'µ', para: '¶', sect: '§', dagger: '†', ordf: 'ª', ordm: 'º', iexcl: '¡', iquest: '¿',
  star: '☆', starf: '★', check: '✓', cross: '✗', phone: '☎', diams: '♦', loz: '◊', sdot: '⋅', verbar: '|', vert: '|',
  sol: '/', bsol: '\\', colon: ':', comma: ',', period: '.', semi: ';', excl: '!', quest: '?', num: '#', commat: '@',
  percnt: '%', lpar: '(', rpar: ')', lsqb: '[', rsqb: ']', lcub: '{', rcub: '}', plus: '+', equals: '=', ast: '*',
  aelig: 'æ', oelig: 'œ', oslash: 'ø', eth: 'ð', thorn: 'þ', dstrok: 'đ', lstrok: 'ł', inodot: 'ı', imath: 'ı',
};
// Names whose capital spelling is another letter ("&AElig;" is Æ, "&aelig;" æ).
const CAPITAL_OF = new Set(['aelig', 'oelig', 'oslash', 'eth', 'thorn', 'dstrok', 'lstrok']);

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);?/gi, (all, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : all;
    }
    const lower = name.toLowerCase();
    // Own names only: "&constructor;" is no entity.
    if (Object.hasOwn(NAMED, lower)) {
      const sign = NAMED[lower] ?? all;
      return CAPITAL_OF.has(lower) && name !== lower ? sign.toUpperCase() : sign;
    }
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

// What a browser shows between two texts where the markup sets them apart without a character: an icon (an
// <i class="fa …">, an <svg>, an <img>) between contact items, or two elements that touch ("<span>Name</span><span>Label</span>",
// styled apart by the page's CSS). Read as a cell border (a tab), as a wide gap in a PDF row is, so that "e-mail phone" or
// a name and the label beside it stay apart. Private-use characters while the text is built (no page prints them alone).
const GAP = '\uE0FF';
// Two elements that touch part their texts only where these would run into one word ("QuillstoneSales"): a comma or a
// bracket in the second element ("<span>Title</span><span>, Firm</span>") is read on as a browser shows it.
const TOUCH = '\uE0FE';
// A header part's element (ENTRY_PART_CLASS) parts its text from the text before it where no sign does already:
// "Analyst Example Ltd" becomes two cells, "Example Ltd | Analyst" stays as printed.
const PART = '\uE0FD';
// An element that draws an icon rather than text: by its class (Font Awesome, Bootstrap's and Material's icon sets,
// "icon-…" of the theme's own font).
const ICON_CLASS = /\bclass\s*=\s*["'][^"']*\b(?:fa[srlbdk]?|fa-[\w-]+|icon[\w-]*|glyphicon[\w-]*|bi-[\w-]+|material-icons[\w-]*)\b/i;
// An element that holds a period or a date, set apart by the page's CSS (floated to the right of a job's header, in a
// column of its own): a <time>, or an inline element whose class names it so. Its text is a cell of the line, as a date
// cell in a PDF row is, so "Firm | Title⇥Apr 2022" reads as a header and its start, not as one run of words.
const DATE_CLASS = /\bclass\s*=\s*["'](?:[^"']*\s)?(?:dates?|period|duration|(?:start|end)-?date|date-?range)(?=["'\s])/i;
// An inline element whose class names a part of a job's or a study's header (JSON Resume's fields, hResume's): the page's
// CSS sets it apart ("<span class=\"position\">Analyst</span> <span class=\"name\">Example Ltd</span>" shows the two on
// lines or sides of their own), so it is a cell of its line, not words run into the text before it.
const ENTRY_PART_CLASS = new RegExp('\\bclass\\s*=\\s*["\'](?:[^"\']*\\s)?(?:position|job-?title|company|employer|organi[sz]ation|org'
  + '|institution|school|degree|study-?type|area|name)(?=["\'\\s])', 'i');
// Elements without an end tag: nothing inside them to hide.
const VOID = /^(area|base|br|col|embed|hr|img|input|link|meta|source|track|wbr)$/i;

/**
 * An element the page does not show whatever its CSS: the `hidden` attribute, or an inline style of `display: none` or
 * `visibility: hidden`. Pages hide text there that no reader sees ("0770<span hidden>1337</span>0 900001" keeps a
 * phone number from scrapers), so it is no text of the CV.
 */
function isHiddenTag(tag: string): boolean {
  if (/\sstyle\s*=\s*(?:"[^"]*|'[^']*)(?:display\s*:\s*none|visibility\s*:\s*hidden)/i.test(tag)) return true;
  // Attribute values out of the way: "class=\"visually hidden\"" or "aria-hidden" is no `hidden` attribute.
  return /\shidden(?=[\s=/]|$)/i.test(tag.replace(/"[^"]*"|'[^']*'/g, '""'));
}

// Elements that do not show a text of their own but stand where one is seen: pictures and form controls.
const REPLACED = /^(img|svg|input|button|select|object|embed|canvas|video|audio|iframe)$/i;

/**
 * The page's text as a browser lays it out, without its CSS: runs of whitespace in the source (indentation, a newline
 * inside a <span>) are one space; only block elements and <br> start a line; table cells are apart by a tab, and so are
 * texts parted by an icon or by two elements that touch; <pre> keeps its whitespace. Tags are found by a linear scan
 * (a tag left open ends the text), entities are decoded.
 */
export function htmlToText(html: string): string {
  const source = dropElements(html);
  const out: string[] = [];
  let pre = 0;
  let pos = 0;
  let close = 0;
  // Inside an element the page hides (hiddenTag): its name, and how many of that name are open.
  let hiddenTag = '';
  let hiddenDepth = 0;
  const text = (t: string): void => {
    if (t !== '' && hiddenDepth === 0) out.push(decodeEntities(pre > 0 ? t : t.replace(/[ \t\n\r\f]+/g, ' ')));
  };
  while (pos < source.length) {
    const open = source.indexOf('<', pos);
    if (open < 0) break;
    // The next ">" is looked for again only once the scan has passed it: a page of "<" without ">" stays linear.
    if (close !== -1 && close <= open) close = source.indexOf('>', open + 1);
    const tag = /^<(\/?)([a-z][a-z0-9-]*)/i.exec(source.slice(open, open + 40));
    // A declaration or processing instruction ("<!DOCTYPE html>", "<?xml …?>") shows nothing.
    if (/^<[!?]/.test(source.slice(open, open + 2)) && close > 0) {
      text(source.slice(pos, open));
      pos = close + 1;
      continue;
    }
    if (!tag || close < 0) {
      // A "<" that opens no tag is text ("a < b"); one left open at the end hides the rest, as in a browser.
      text(source.slice(pos, tag ? open : open + 1));
      pos = tag ? source.length : open + 1;
      continue;
    }
    text(source.slice(pos, open));
    pos = close + 1;
    const [, slash, name = ''] = tag;
    if (hiddenDepth > 0) {
      if (name.toLowerCase() === hiddenTag && !VOID.test(name) && source[close - 1] !== '/') hiddenDepth += slash ? -1 : 1;
      continue;
    }
    if (!slash && !VOID.test(name) && source[close - 1] !== '/' && isHiddenTag(source.slice(open, close))) {
      hiddenTag = name.toLowerCase();
      hiddenDepth = 1;
      continue;
    }
    if (/^pre$/i.test(name)) pre = Math.max(0, pre + (slash ? -1 : 1));
    if (BLOCK.test(name)) out.push('\n');
    else if (CELL.test(name)) out.push('\t');
    else if (REPLACED.test(name)) out.push(GAP);
    else if (!slash && ICON_CLASS.test(source.slice(open, close))) out.push(GAP);
    else if (!slash && (/^time$/i.test(name) || DATE_CLASS.test(source.slice(open, close)))) out.push(GAP);
    else if (!slash && ENTRY_PART_CLASS.test(source.slice(open, close))) out.push(PART);
    // "</span><span": two elements side by side with no space between them.
    else if (slash && source[pos] === '<' && /^<[a-z]/i.test(source.slice(pos, pos + 2))) out.push(TOUCH);
  }
  text(source.slice(pos));
  return gapsAsCells(out.join(''));
}

/**
 * A gap between two texts is a cell border; one at a line's edge, or beside a border already, is nothing more; two
 * touching elements, and a header part's element, are a border only between a letter or digit and another.
 */
function gapsAsCells(text: string): string {
  // Split at each run of marks (spaces inside it); a run starts with a mark, so a long run of spaces is not tried again and again.
  const pieces = text.split(/([\uE0FD-\uE0FF]+(?: +[\uE0FD-\uE0FF]+)*)/u);
  for (let k = 1; k < pieces.length; k += 2) {
    const left = pieces[k - 1]!.replace(/ +$/, '');
    const right = pieces[k + 1]!.replace(/^ +/, '');
    const space = left !== pieces[k - 1] || right !== pieces[k + 1] || pieces[k]!.includes(' ') ? ' ' : '';
    const before = left.at(-1);
    const after = right[0];
    let border = space;
    if (before !== undefined && after !== undefined && !'\n\t'.includes(before) && !'\n\t'.includes(after)) {
      const betweenWords = /[\p{L}\p{N}]/u.test(before) && /[\p{L}\p{N}]/u.test(after);
      if (pieces[k]!.includes(GAP)) border = '\t';
      else if (betweenWords && (space === '' || pieces[k]!.includes(PART))) border = '\t';
    }
    pieces[k - 1] = left;
    pieces[k] = border;
    pieces[k + 1] = right;
  }
  return pieces.join('');
}

const DROPPED = /<!--|<(script|style|noscript|template|svg|head)\b/gi;

/**
 * Comments and non-text elements, removed by a linear scan: a lazy regex over unclosed
 * `<script` tags would be quadratic, and a hostile page could use that to stall a worker.
 * A comment leaves nothing (a framework's markers split one word: "Jul<!---->&nbsp;2025"); an <svg> is an icon's gap.
 */
function dropElements(html: string): string {
  const lower = html.toLowerCase();
  const parts: string[] = [];
  let pos = 0;
  DROPPED.lastIndex = 0;
  for (let m = DROPPED.exec(html); m; m = DROPPED.exec(html)) {
    if (m.index < pos) continue;
    parts.push(html.slice(pos, m.index), m[1] === undefined ? '' : m[1].toLowerCase() === 'svg' ? '<svg>' : ' ');
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
  // Table cells and gaps stay cells (a tab), as DOCX keeps its cells: the section step reads a tab as a cell border.
  return contentFromText('html', htmlToText(html), images, { keepTabs: true });
}
