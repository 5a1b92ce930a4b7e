// "Example Ltd<tab>April 2022 — Now<tab>Skills": a sidebar's heading printed at the height of the first job's header and
// read onto its row. Read as part of the header, the heading becomes the job's title (the cell after the period is where
// a template puts it). A cell that ends a dated row after its period and is a section heading, nothing else, is another
// column's heading: it is taken off the row, where its own section's lines (read elsewhere) do not miss it. Pure.
import { findPeriod } from './periods.js';
import { headingKindOf } from './vocabulary.js';

/** The rows with a section heading that ends a dated row after its period taken off; the very array when none does. */
export function withoutHeadingCellsAfterPeriods(rows: readonly string[]): readonly string[] {
  let out: string[] | undefined;
  rows.forEach((row, i) => {
    const cells = row.split('\t');
    if (cells.length < 3) return;
    const last = cells.at(-1)!.trim();
    if (headingKindOf(last) === undefined) return;
    const periodAt = cells.findIndex((c) => findPeriod(c) !== undefined);
    // The period stands in a cell of its own before the heading, and some header text (not a heading) before it.
    if (periodAt <= 0 || periodAt !== cells.length - 2 || cells.slice(0, periodAt).some((c) => headingKindOf(c.trim()) !== undefined)) return;
    out ??= [...rows];
    out[i] = cells.slice(0, -1).join('\t');
  });
  return out ?? rows;
}
