// A sidebar beyond the entries' detail column (./entry-meta.ts) on a PDF page. Pure; used by ./pdf-layout.ts.
//
// Two-line templates set each entry's place and period flush against the entries' own edge; a sidebar of skills,
// languages or contact beside the entries then stands past that column, across a narrow gap:
//
//     Employer                    Hamburg    |  Skills
//     Title                 Mar 2019 – 2021  |  Excel, SQL
//
// The page's widest gap is then the one before the detail column, and the column and the sidebar fall on one side
// of it: read as one column, a place and a skill on one baseline make one line ("Hamburg ⇥ Excel, SQL"), or the
// sidebar's short lines pass for more detail cells and are lifted onto the entries' rows. The sidebar is the text
// past the first clear band beyond the gutter whose near side is a detail column of the entries; it is read apart.
import type { CellRow } from './date-cells.js';
import { entryMetaSide, type Side } from './entry-meta.js';
import type { PositionedText } from './pdf-layout.js';
import { center } from './item-edges.js';

/** A band clear of text at least this many font sizes wide parts the detail column from a sidebar. */
const BAND_EM = 1;
/** A sidebar holds text on at least this many rows (a heading over one line of skills). */
const MIN_SIDEBAR_ROWS = 2;
/** Clear bands tried, nearest the gutter first: a sidebar's own cells (a rating beside a skill) lie further out. */
const MAX_BANDS = 3;


/**
 * The band before a sidebar standing beyond the entries' detail column, on `gutter`'s side away from the entries (the
 * sidebar's text from row `top`, where both columns start), or null: the page's gutter, its x and the first row where
 * text stands on both sides of it. The items between the gutter and the band must be a detail column of the entries
 * (./entry-meta.ts), the items past it no such column of the rest and on two rows or more.
 */
export function sidebarBeyondMeta(
  rows: readonly CellRow<PositionedText>[], gutter: number, top: number,
): { x: number; top: number } | null {
  const region = rows.slice(top);
  for (const side of ['right', 'left'] as const) {
    const outward = side === 'right' ? 1 : -1;
    const onSide = (i: PositionedText): boolean => (center(i) >= gutter) === (side === 'right');
    // Each item's extent measured outward from the gutter, nearest first.
    const spans = region.flatMap((r) => r.items.filter(onSide)).map((item) => {
      const [a, b] = [outward * item.x, outward * (item.x + item.width)];
      return { item, near: Math.min(a, b), far: Math.max(a, b) };
    }).sort((p, q) => p.near - q.near);
    let reach = -Infinity;
    let reachFont = 0;
    let bands = 0;
    for (let k = 0; k < spans.length && bands < MAX_BANDS; k++) {
      const span = spans[k]!;
      // In the smaller type of the two sides: a name set large at the sidebar's top widens no gap.
      if (k > 0 && span.near - reach >= BAND_EM * Math.min(span.item.fontSize, reachFont)) {
        bands++;
        const band = ((reach + span.near) / 2) * outward;
        const column = new Set(spans.slice(0, k).map((s) => s.item));
        if (isSidebar(region, gutter, side, column, band)) return { x: band, top: bothFrom(rows, band) };
      }
      if (span.far > reach) [reach, reachFont] = [span.far, span.item.fontSize];
    }
  }
  return null;
}

/** The items past the band (at x `band`) are a sidebar: `column`, the text before it, is a detail column of the entries; they are none. */
function isSidebar(
  region: readonly CellRow<PositionedText>[], gutter: number, side: Side, column: Set<PositionedText>, band: number,
): boolean {
  const beyond = (i: PositionedText): boolean => (center(i) >= gutter) === (side === 'right') && !column.has(i);
  if (region.filter((r) => r.items.some(beyond)).length < MIN_SIDEBAR_ROWS) return false;
  const rest = region.map((r) => ({ y: r.y, items: r.items.filter((i) => !beyond(i)) })).filter((r) => r.items.length > 0);
  if (entryMetaSide(rest, gutter) !== side) return false;
  // A detail column of its own past the entries' text (places and periods at the page's edge) is no sidebar.
  return entryMetaSide([...region], band) !== side;
}

/** The first row from which both sides of x hold text (a contact line across both columns above it is the header). */
function bothFrom(rows: readonly CellRow<PositionedText>[], x: number): number {
  const before = rows.findIndex((r) => r.items.some((i) => i.x + i.width <= x));
  const after = rows.findIndex((r) => r.items.some((i) => i.x >= x));
  return Math.max(before, after, 0);
}
