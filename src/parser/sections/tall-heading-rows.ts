// A section heading set much larger than its section's lines and printed beside them, its top level with theirs (a web
// template's side heading: "Education" in 18 pt on the left, the school in 11 pt to its right). The school's baseline
// then stands a few points above the heading's, and a reader that orders lines by baseline puts it before the heading:
// the section's first line falls into the section above. Where the line just before a heading stands to the heading's
// right, in smaller type, with its baseline inside the heading's letters (below their top), it is on the heading's row
// and is read after the heading, before the other cells read onto the heading's row. Pure.
import { headingKindOf } from './vocabulary.js';
import { isPlaced } from './positioned.js';
import type { TextLine } from '../types.js';

/** The top of a heading's capitals above its baseline, as a share of its font size. */
const CAP_HEIGHT = 0.7;
/** Smaller type: the line's font is at most this share of the heading's. */
const SMALLER = 0.8;
/** To the right: the line starts at least this many of the heading's font sizes after the heading starts. */
const RIGHT_EM = 2;

function isBesideTallHeading(line: TextLine, heading: TextLine): boolean {
  if (!isPlaced(line) || !isPlaced(heading) || line.page !== heading.page || line.column !== heading.column) return false;
  const size = heading.fontSize ?? 10;
  const first = heading.text.split('\t')[0]!.trim();
  if (headingKindOf(first) === undefined || headingKindOf(line.text.split('\t')[0]!.trim()) !== undefined) return false;
  const above = heading.y - line.y;
  return above > 0 && above < CAP_HEIGHT * size && (line.fontSize ?? 10) <= SMALLER * size && line.x >= heading.x + RIGHT_EM * size;
}

/** The lines with each line printed beside a tall heading's top read after it; the very array when there is none. */
export function withLinesBesideTallHeadingsAfter(lines: readonly TextLine[]): readonly TextLine[] {
  let out: TextLine[] | undefined;
  for (let i = 1; i < lines.length; i++) {
    if (!isBesideTallHeading(lines[i - 1]!, lines[i]!)) continue;
    out ??= [...lines];
    // The heading alone first: the cells read onto its row beside it ("Education<tab>2015": a date box's first line on
    // the heading's baseline) stand lower than the line beside its top, and read after that line.
    const [heading, ...cells] = lines[i]!.text.split('\t');
    const rest: TextLine[] = cells.length > 0 ? [{ ...lines[i]!, text: cells.join('\t') }] : [];
    out.splice(i - 1 + (out.length - lines.length), 2, { ...lines[i]!, text: heading! }, lines[i - 1]!, ...rest);
    i++;
  }
  return out ?? lines;
}
