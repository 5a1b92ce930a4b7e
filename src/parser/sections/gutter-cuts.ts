// A line cut in two by a gutter found through it. A PDF page whose text runs are cut apart elsewhere can make the
// extractor find a column gutter through a header line: "Rope & Sail Main" is read in the left column and "tenance
// lead" in the right one, and the title comes back cut short. The positioned lines show the two halves: one
// row, one font, the left half ending in a letter and the right half going on in lower case. They are joined again,
// without a space when the word they make is printed elsewhere in the CV (the cut fell inside a word). Pure.
import { isPlaced, rowTolerance, type Placed as OnPage } from './positioned.js';
import type { TextLine } from '../types.js';

type Placed = OnPage & { column: number };
const placed = (line: TextLine): line is Placed => isPlaced(line) && line.column !== undefined;
/** A header's half: a few words, not a paragraph's line. */
const MAX_WORDS = 8;

const sameRow = (a: Placed, b: Placed): boolean =>
  a.page === b.page && Math.abs(a.y - b.y) <= rowTolerance(a);
// Bold on both sides: a header, not two columns' running text that happen to share a baseline.
const sameFont = (a: TextLine, b: TextLine): boolean =>
  a.fontSize !== undefined && a.fontSize === b.fontSize && a.bold === true && b.bold === true;
/** 0.6 em a character is wider than most fonts set a letter, 1.5 em more than a cut leaves: farther, the right half stands apart. */
const MAX_EMS_PER_CHAR = 0.6;
const MAX_GAP_EMS = 1.5;
const close = (left: Placed, right: Placed): boolean =>
  right.x - left.x <= (left.text.length * MAX_EMS_PER_CHAR + MAX_GAP_EMS) * (left.fontSize ?? 10);

/** The two halves joined: without a space when the word across the cut is printed elsewhere in the CV. */
function joined(left: string, right: string, words: ReadonlySet<string>): string {
  const across = `${/\p{L}+$/u.exec(left)![0]}${/^\p{L}+/u.exec(right)![0]}`.toLowerCase();
  return words.has(across) ? `${left}${right}` : `${left} ${right}`;
}

/** The lines with each header cut by a gutter joined again in its left half's place; the very array when none is. */
export function withGutterCutsJoined(lines: readonly TextLine[]): readonly TextLine[] {
  const halves: [number, number][] = [];
  lines.forEach((left, l) => {
    if (!placed(left) || left.column !== 1 || left.bold !== true || !/\p{L}$/u.test(left.text)) return;
    if (left.text.split(/\s+/).length > MAX_WORDS) return;
    const row = lines.flatMap((line, i) => (i !== l && placed(line) && sameRow(left, line) ? [i] : []));
    // The row holds the two halves and nothing else.
    if (row.length !== 1) return;
    const right = lines[row[0]!]! as Placed;
    if (right.column !== 2 || right.x <= left.x || !close(left, right)) return;
    if (!sameFont(left, right) || !/^\p{Ll}/u.test(right.text)) return;
    halves.push([l, row[0]!]);
  });
  if (halves.length === 0) return lines;
  const words = new Set(lines.flatMap((line) => line.text.toLowerCase().match(/\p{L}+/gu) ?? []));
  const out = new Map<number, TextLine[]>();
  for (const [l, r] of halves) {
    out.set(l, [{ ...lines[l]!, text: joined(lines[l]!.text, lines[r]!.text, words) }]);
    out.set(r, []);
  }
  return lines.flatMap((line, i) => out.get(i) ?? [line]);
}
