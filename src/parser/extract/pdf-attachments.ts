// Scanned pages attached to a typed CV (certificates, references, diplomas) are not the CV: when the
// document's text layer already holds a CV (a CV's worth of text with a period in it), OCR of those pictures costs seconds a page (9–10 s of
// CPU for one page) and adds nothing the fields read. Which scans are attachments is decided from
// the whole document, so the text layer of every page is counted before the first such scan is
// skipped; the pages keep their order either way (a skipped page contributes no lines).
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextLine } from '../types.js';

/**
 * Letters (characters other than spaces) of a text layer that can be a CV on its own. The shortest
 * real one-page CV of the labelled corpus holds 221 (a sparse Europass form), the shortest of the
 * invented CVs (test/parser/generator, 600 CVs plain, hard and wild) 367: 180 leaves a fifth below
 * the shortest. A typed cover sheet before a scanned CV holds fewer, and its scans are read anyway
 * when they come first (see createAttachmentRule).
 */
export const MIN_CV_TEXT_LETTERS = 180;

/** Characters other than spaces and tabs: a count that does not depend on how a layout spaced the words. */
export function countLetters(texts: Iterable<string>): number {
  let letters = 0;
  for (const text of texts) {
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code !== 32 && code !== 9 && code !== 0xa0) letters++;
    }
  }
  return letters;
}

/**
 * A period as CVs print them: a year (or a month and year, or a CJK year and month), a dash or a tilde, then the line's
 * end, a year, a month and year or a word ("2019 – 2021", "03/2019 – heute", "Mar 2019 – Present", "2019年4月～"). A
 * typed cover letter is prose with its own date and rarely a range; a CV without any period is rarer still. A date
 * ("2026-12-01", "1990-03-15") and a phone's digits ("1990-123") are no period.
 */
const PERIOD = /(?<!\d)(?:19|20)\d\d(?:\s*年\s*\d{1,2}\s*月)?\s*[-–—~～〜]\s*(?:$|(?:\d{1,2}[./])?(?:19|20)\d\d(?!\d)|\p{L})/u;

/** Whether any of the texts holds a period (PERIOD). */
export function holdsPeriod(texts: Iterable<string>): boolean {
  for (const text of texts) if (PERIOD.test(text)) return true;
  return false;
}

/** What a text layer holds of a CV: its letters and whether a period is among them. */
interface CvEvidence { letters: number; period: boolean }

const isCvText = (evidence: CvEvidence): boolean => evidence.letters >= MIN_CV_TEXT_LETTERS && evidence.period;

export interface AttachmentRuleOptions {
  /** The last page the document's reading covers (its page cap). */
  lastPage: number;
  /** A page with fewer characters than this has no usable text layer (pdf.ts MIN_TEXT_CHARS). */
  minPageChars: number;
}

/**
 * Whether a scanned page is an attachment: a page with a text layer comes before it and the text
 * layers of the whole document (up to its page cap) hold a CV's worth of text with a period in it.
 * A scan before every text page is read: a photographed CV's first page, a scanned CV behind which
 * a short letter was typed; so is a scan after a typed cover letter of any length (no period). The
 * rest of the document's text is counted once, when the first scan after a text page is met
 * (getTextContent of the later pages: milliseconds, against seconds of OCR), and only then.
 */
export function createAttachmentRule(doc: PDFDocumentProxy, { lastPage, minPageChars }: AttachmentRuleOptions) {
  const typed: CvEvidence = { letters: 0, period: false };
  let textPages = 0;
  let readUpTo = 0;
  let verdict: boolean | undefined;
  return {
    /** A page read from its text layer, in page order. */
    addTextPage(page: number, lines: readonly TextLine[]): void {
      textPages++;
      const texts = lines.map((l) => l.text);
      typed.letters += countLetters(texts);
      typed.period ||= holdsPeriod(texts);
      readUpTo = page;
    },
    /** Called for a scanned page, in page order; the answer holds for every later scan of the document. */
    async isAttachment(page: number): Promise<boolean> {
      if (textPages === 0) return false;
      if (verdict === undefined) {
        const later = await laterEvidence(doc, Math.max(page, readUpTo) + 1, lastPage, minPageChars);
        verdict = isCvText({ letters: typed.letters + later.letters, period: typed.period || later.period });
      }
      return verdict;
    },
  };
}

/** What the text layers of pages from..to hold of a CV (pages with fewer characters count as none). */
async function laterEvidence(doc: PDFDocumentProxy, from: number, to: number, minPageChars: number): Promise<CvEvidence> {
  const evidence: CvEvidence = { letters: 0, period: false };
  for (let n = from; n <= to; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    const texts = content.items.map((item) => ('str' in item ? item.str : ''));
    if (texts.reduce((s, t) => s + t.length, 0) >= minPageChars) {
      evidence.letters += countLetters(texts);
      // The items are a line's runs ("2019", " – ", "2021"): joined into lines, a period is one text.
      evidence.period ||= holdsPeriod(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('').split('\n'));
    }
    page.cleanup();
  }
  return evidence;
}
