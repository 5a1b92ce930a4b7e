// An organisation's letterhead inside the CV's body: the head of a reference letter or an employer's certificate printed
// after the CV, with the organisation's name, address, phone, fax and web address. None of it is the person's: their
// phone and address stand in the contact block, before the body.
import type { CvDocument } from './document.js';
import { inBodyByLine } from './body-zone.js';
import { HAS_YEAR } from '../classify/text.js';

// A fax number under its label ("Fax: 030 …", "Fax:0264-…"), and a web address, as an organisation's letterhead prints them.
const FAX_LINE = /(?:^|[^\p{L}])(?:fax|telefax)\s*[.:]?\s*[+(]?\d/iu;
const WEB_LINE = /(?:https?:\/\/|www\.)\S+/iu;
// How far from the fax line the letterhead's other lines stand.
const LETTERHEAD_REACH = 3;
// A year as CV entries print them: a letterhead's lines carry none, so a line with one above the fax is the CV's own.
// Worked out once per document: the phone and the address readers both ask.
const byDocument = new WeakMap<CvDocument, Set<number>>();

/**
 * The lines of an organisation's letterhead inside the CV's body: a fax number with a web address near it, as the head of a
 * reference letter or an employer's certificate prints them under its name and address; every line within reach of the fax
 * line belongs to it. A person's own contact block stands before the body, so a fax there stays the person's.
 */
export function letterheadLines(doc: CvDocument): Set<number> {
  const known = byDocument.get(doc);
  if (known) return known;
  const out = new Set<number>();
  byDocument.set(doc, out);
  if (!/fax/iu.test(doc.text)) return out;
  const inBody = inBodyByLine(doc);
  const texts = doc.lines.map((l) => l.text);
  texts.forEach((_, i) => {
    if (!inBody[i] || !isLetterheadFax(texts, i)) return;
    for (const l of doc.lines.slice(Math.max(0, i - LETTERHEAD_REACH), i + LETTERHEAD_REACH + 1)) out.add(l.index);
  });
  return out;
}

/** Line `i` is a fax number with a web address within reach: the middle of an organisation's letterhead. */
function isLetterheadFax(texts: readonly string[], i: number): boolean {
  return FAX_LINE.test(texts[i]!) && texts.slice(Math.max(0, i - LETTERHEAD_REACH), i + LETTERHEAD_REACH + 1).some((t) => WEB_LINE.test(t));
}

/**
 * `texts` (one section's lines) without the organisations' letterheads in them: the lines within reach below a letterhead's fax
 * line, the numbers and address above it, and the organisation's name above those. A letterhead heads a letter after the
 * CV, so none of its lines is a job or a study; walking up stops at a line with a year, which is the CV's own entry.
 */
export function withoutLetterheads(texts: readonly string[]): string[] {
  if (!texts.some((t) => /fax/iu.test(t))) return [...texts];
  const drop = new Set<number>();
  texts.forEach((_, i) => {
    if (!isLetterheadFax(texts, i)) return;
    for (let k = i; k <= Math.min(texts.length - 1, i + LETTERHEAD_REACH); k += 1) drop.add(k);
    // Up over the organisation's numbers and address (lines with digits, no year), then its name over them.
    const top = Math.max(0, i - LETTERHEAD_REACH - 1);
    let k = i - 1;
    for (; k >= top && /\d/u.test(texts[k]!) && !HAS_YEAR.test(texts[k]!); k -= 1) drop.add(k);
    if (k < i - 1 && k >= top && !HAS_YEAR.test(texts[k]!)) drop.add(k);
  });
  return texts.filter((_, i) => !drop.has(i));
}
