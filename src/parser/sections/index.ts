// Sections of a résumé: work history, education, languages and certificates.
// `readSections` is step 3 of the parse (../pipeline.ts): it reads the extracted lines, whose
// layout (page, position, font) the text alone has lost, and its result travels on the parse
// result as `sections`. `extractSections` reads the plain text in reading order (SPEC 2.6
// `content`): the CLI's fallback when a server that implements only SPEC 2.6 sends no `sections`.
// Both are pure and total.
import { linesOf, splitSections, type Section } from './split.js';
import { readWorkAndEducation } from './work-and-education.js';
import { readLanguages } from './languages.js';
import { readCertificates } from './certificates.js';
import { findHeadline } from './headline.js';
import { employersAboveRows } from './layout-rows.js';
import { withDateCellsOnRows } from './date-rows.js';
import { withGutterCutsJoined } from './gutter-cuts.js';
import { withLabelColumnsOnRows } from './label-columns.js';
import { withHeadingDateColumnsOnRows } from './heading-date-columns.js';
import { withRtlCellColumnsOnRows } from './rtl-cell-columns.js';
import { withStudyCellsJoined } from './study-cells.js';
import { withoutRunningLines, withRunOnColumnsLast } from './running-lines.js';
import { withLinesBesideTallHeadingsAfter } from './tall-heading-rows.js';
import { joinWrappedLabels } from './study-labels.js';
import { joinHyphenBreaks } from './hyphen-breaks.js';
import { withoutLetterheads } from '../fields/letterhead.js';
import { foldDigits } from './digits.js';
import { hasPersianLetters, withRtlDates } from './rtl-dates.js';
import { withCjkDates } from './cjk-dates.js';
import { withCjkEntries } from './cjk-rows.js';
import { withHeadlessSections } from './headless.js';
import { lineFonts, type LineFonts } from './line-fonts.js';
import type { ResumeSections } from '../../domain/resume-sections.js';
import type { ExtractedContent } from '../types.js';

export type { ResumeSections, EducationEntry, WorkEntry, LanguageEntry, CertificateEntry } from '../../domain/resume-sections.js';


export function emptySections(): ResumeSections {
  return { work: [], education: [], languages: [], certificates: [] };
}

/** Column gaps join two cells of a two-column page; each cell is read as a line of its own. */
function cellsOf(text: string): string[] {
  return text.split(/\r?\n/).flatMap((line) => line.split(/\t+|\s{4,}/)).map((l) => l.trim()).filter(Boolean);
}

/** What the section step reads of the extracted content. */
export type SectionsInput = Pick<ExtractedContent, 'text' | 'lines'>;

/** Step 3 of the parse: the sections of the extracted content. */
export function readSections(content: SectionsInput): ResumeSections {
  // A date column read apart from its entries is put back on their rows first (the positions tell which row).
  // So is a header line cut in two by a gutter found through it, a form's labels read in a column apart from their values,
  // and a study row whose last cell was read across the gutter. Running headers and footers of a CV of several pages
  // (the name, page numbers, the e-mail and phone on every page) go first: read between two pages they split a job. Last,
  // a page's column that runs on to the next page is read after the column that stops short (a sidebar on the right).
  // A narrow left column of headings and periods beside the entries is read row by row too; so are the leftmost cells of a
  // right-to-left page's rows. A section's first line printed beside its heading set much larger reads after the heading
  // (last: the steps before would put the heading's row back together by its baseline).
  const rowed = withLinesBesideTallHeadingsAfter(withRunOnColumnsLast(withDateCellsOnRows(withGutterCutsJoined(withStudyCellsJoined(
    withRtlCellColumnsOnRows(withHeadingDateColumnsOnRows(withLabelColumnsOnRows(withoutRunningLines(content.lines)))))))));
  // The fonts of the lines (size, weight) go along: the work reader tells an employer's line from a title's by them.
  return extractSections(rowed === content.lines ? content.text : rowed.map((l) => l.text).join('\n'), lineFonts(rowed));
}

/** The sections step 3 read, while the field extractors run (which ask for the same text's sections for keywords). */
let known: { text: string; sections: ResumeSections } | undefined;

/**
 * Runs `extract` (synchronous) with `sections` known to be those of `text`: a call of extractSections
 * on that very text answers them instead of reading them again. Forgotten when `extract` returns, so
 * no CV's text outlives its parse in a long-lived parse thread.
 */
export function withSectionsKnown<T>(text: string, sections: ResumeSections, extract: () => T): T {
  known = { text, sections };
  try {
    return extract();
  } finally {
    known = undefined;
  }
}

/** The lines above the CV's first heading (the name, the headline, contact lines). */
function topLinesOf(sections: readonly Section[]): string[] {
  const first = sections[0];
  return first && first.heading === '' ? first.lines : [];
}

export function extractSections(text: string, fonts?: LineFonts): ResumeSections {
  if (known !== undefined && known.text === text) return known.sections;
  try {
    // A form's label wrapped over lines of its own is put back together first: a piece of it may read as a heading.
    // Persian and Arabic digits are read as ASCII ones, and Solar Hijri or Arabic-script dates as Gregorian ones:
    // the period readers know only those; so are the year-month dates of Chinese, Japanese and Korean CVs.
    const persian = hasPersianLetters(text);
    // A word broken at a line's end by a hyphen ("Co-" ↵ "founder") is one line again.
    const lines = joinWrappedLabels(joinHyphenBreaks(text.split(/\r?\n/).map((l) => withCjkDates(withRtlDates(foldDigits(l.trim()), persian)))
      .filter(Boolean)));
    // An organisation's letterhead after the CV (a letter's head) is no entry of the section it falls in; the lines above
    // the first heading (the person's own contact block) keep theirs.
    // Entries whose heading left no text (a picture, an icon font) are set apart from the section they ran on in.
    const sections = withHeadlessSections(splitSections(lines).map((s) => (s.heading === '' ? s : { ...s, lines: withoutLetterheads(s.lines) })));
    const headline = findHeadline(lines);
    return {
      ...(headline === undefined ? {} : { headline }),
      ...withCjkEntries(readWorkAndEducation(
        employersAboveRows(linesOf(sections, 'work')), linesOf(sections, 'education'), linesOf(sections, 'certificates'),
        topLinesOf(sections), fonts === undefined ? {} : { fonts },
      ), linesOf(sections, 'work'), linesOf(sections, 'education'), lines),
      languages: readLanguages(linesOf(sections, 'languages').flatMap(cellsOf), lines),
      certificates: readCertificates(linesOf(sections, 'certificates')),
    };
  } catch {
    // Defensive only, as in fields/index.ts: a regex on hostile text must not sink a parse.
    return emptySections();
  }
}
