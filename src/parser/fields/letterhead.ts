// An organisation's letterhead inside the CV's body: the head of a reference letter or an employer's certificate printed
// after the CV, with the organisation's name, address, phone, fax and web address. None of it is the person's: their
// phone and address stand in the contact block, before the body.
import type { CvDocument } from './document.js';
import { inBodyByLine } from './body-zone.js';

// A fax number under its label ("Fax: 030 …", "Fax:0264-…"), and a web address, as an organisation's letterhead prints them.
const FAX_LINE = /(?:^|[^\p{L}])(?:fax|telefax)\s*[.:]?\s*[+(]?\d/iu;
const WEB_LINE = /(?:https?:\/\/|www\.)\S+/iu;
// How far from the fax line the letterhead's other lines stand.
const LETTERHEAD_REACH = 3;
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
  doc.lines.forEach((line, i) => {
    if (!inBody[i] || !FAX_LINE.test(line.text)) return;
    const near = doc.lines.slice(Math.max(0, i - LETTERHEAD_REACH), i + LETTERHEAD_REACH + 1);
    if (!near.some((l) => WEB_LINE.test(l.text))) return;
    for (const l of near) out.add(l.index);
  });
  return out;
}
