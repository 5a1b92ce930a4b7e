// A form's label column read apart from its values. A PDF page that holds only a form's rows ("Institution   Example
// University", "Degree title   BSc Geology"; a contact form's "Email   mira@example.org", "City   Köln") has a gap
// between labels and values from its top to its bottom, and the layout reader takes that gap for a gutter: the labels
// are read as a column of their own, then the values, and no value stays beside its label (a heading among the labels,
// "Languages", then takes the values that follow). The positioned lines still show the rows: each label at the height
// of a value across the gap. Where a page's left column is such a label column, the page is read again row by row, each
// row's lines joined by a tab, as a page without the gutter is read. Pure.
import { isRoleLabel } from './entry-labels.js';
import { hasEmailOrPhone, isContactLabelAlone } from '../fields/contact-segments.js';
import { studyLabelKind } from './study-labels.js';
import { isPlaced, rowTolerance, rowsOf, type Placed } from './positioned.js';
import type { TextLine } from '../types.js';

/** Labels of roles or periods alone on their lines, each beside a value: fewer may be a sidebar's words. */
const MIN_LABELS = 2;
/** The share of the left column's lines that stand on a row of the right column: a label column's lines all but do. */
const MIN_ROWED = 0.6;

type InColumn = Placed & { column: number };
const inColumn = (line: TextLine): line is InColumn => isPlaced(line) && line.column !== undefined;

const onRowOf = (line: Placed, others: readonly Placed[]): boolean => others.some((o) => Math.abs(o.y - line.y) <= rowTolerance(line));

/**
 * A label of a job's or a study's row: a study's long Europass label ("Title of qualification awarded", "Name and type
 * of organisation") counts, so a form of one study (one "Dates" label) is a label column still.
 */
const isFormLabel = (text: string): boolean => isRoleLabel(text) || studyLabelKind(text) !== undefined;

/**
 * A contact form's label ("Email", "Phone") beside its value: a sidebar's label over its value has a line of the main
 * column beside it, which holds no e-mail or phone number.
 */
const isContactLabelBesideValue = (line: Placed, right: readonly Placed[]): boolean =>
  isContactLabelAlone(line.text) && right.some((o) => Math.abs(o.y - line.y) <= rowTolerance(line) && hasEmailOrPhone(o.text));

/** What a label column may hold besides the labels of jobs and studies. */
export interface LabelColumnOptions {
  /**
   * A contact form's labels beside their values count too. The field extractors ask for them; the section step does not:
   * the rows take the place of the page's first column line, and a section's heading read in a column below the form
   * would move up with them, out of its place between the sections.
   */
  contactForms?: boolean;
}

/** Whether the page's left column is the label column of the right one. */
function isLabelColumn(left: readonly InColumn[], right: readonly InColumn[], options: LabelColumnOptions): boolean {
  const rowed = left.filter((line) => onRowOf(line, right));
  const labels = rowed.filter((line) => isFormLabel(line.text) || (options.contactForms === true && isContactLabelBesideValue(line, right)));
  return labels.length >= MIN_LABELS && rowed.length >= MIN_ROWED * left.length;
}

/** The page's lines as rows, top to bottom, each row's lines left to right joined by a tab. */
function rowLines(page: readonly InColumn[]): TextLine[] {
  return rowsOf(page).map((cells) => {
    const { column: _column, ...first } = cells[0]!;
    return { ...first, text: cells.map((l) => l.text.trim()).join('\t') };
  });
}

/** The lines with each page whose left column labels the right one read row by row; the very array when none does. */
export function withLabelColumnsOnRows(lines: readonly TextLine[], options: LabelColumnOptions = {}): readonly TextLine[] {
  const pages = new Map<number, number[]>();
  lines.forEach((line, i) => {
    if (!inColumn(line)) return;
    const page = pages.get(line.page);
    if (page) page.push(i);
    else pages.set(line.page, [i]);
  });
  const replaced = new Map<number, TextLine[]>();
  for (const indices of pages.values()) {
    const page = indices.map((i) => lines[i]! as InColumn);
    const left = page.filter((l) => l.column === 1);
    const right = page.filter((l) => l.column === 2);
    if (left.length === 0 || right.length === 0 || !isLabelColumn(left, right, options)) continue;
    // The page's rows fill its first place in the reading order; its other places are left empty.
    replaced.set(indices[0]!, rowLines(page));
    for (const i of indices.slice(1)) replaced.set(i, []);
  }
  if (replaced.size === 0) return lines;
  return lines.flatMap((line, i) => replaced.get(i) ?? [line]);
}
