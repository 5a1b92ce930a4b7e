// Lines of a justified paragraph: TeX stretches every word space of such a line alike until the line meets the text
// block's right edge. In a narrow block (a moderncv entry's title beside its period) a line of a few long words is
// stretched to two font sizes a space and more, which the layout would take for the gaps between cells
// ("Programtervező ⇥ informatikus ⇥ BSc, ⇥ Mecsekaljai"). Such runs are put back together as one run of words.
// A row of cells seldom looks so: its gaps are rarely all alike, the cells of the row under it start under its own,
// and its last cell stops short of its neighbours' ends. Pure.
import type { PositionedText } from './pdf-layout.js';
import { right } from './item-edges.js';

/** Narrower than this many font sizes, a gap inside a line is no word space (a comma after its word, kerning). */
const TOUCH_EM = 0.15;
/** Only lines with a gap this wide (in font sizes) are looked at: narrower gaps read as word spaces anyway. */
const CELL_GAP_EM = 1;
/** A stretched space wider than this many font sizes is taken for a cell's gap all the same. */
const MAX_SPACE_EM = 3.5;
/** The word spaces of one justified line are alike: the widest within this ratio of the narrowest (after a comma TeX stretches a little more). */
const SAME_SPACE = 1.4;
/**
 * A narrow block's line holds a few words: a run is looked for among this many items at most (a line of many runs, a
 * heading drawn letter by letter, would cost the square of its length).
 */
const MAX_WORDS = 24;
/** A paragraph's next line stands one baseline pitch (1.2–1.5 font sizes) below. */
const MAX_PITCH_EM = 1.6;
/** How far, in points, a line's start or end may stand from another's and be at the same place. */
const SAME_X = 1;

/** Two items on one baseline in one type: words of one line. */
const sameLine = (a: PositionedText, b: PositionedText): boolean =>
  Math.abs(a.y - b.y) <= 0.05 * a.fontSize && Math.abs(a.fontSize - b.fontSize) <= 0.05 * a.fontSize;

/** The items as lines of one baseline and type, each sorted left to right. */
function linesOf(items: readonly PositionedText[]): PositionedText[][] {
  const lines: PositionedText[][] = [];
  for (const item of [...items].sort((a, b) => a.y - b.y || a.x - b.x)) {
    // Sorted by baseline: only the last lines, whose baselines are this close above, may be the item's.
    let line: PositionedText[] | undefined;
    for (let k = lines.length - 1; k >= 0 && item.y - lines[k]![0]!.y <= 0.06 * item.fontSize; k--) {
      if (sameLine(lines[k]![0]!, item)) {
        line = lines[k];
        break;
      }
    }
    if (line) line.push(item);
    else lines.push([item]);
  }
  for (const line of lines) line.sort((a, b) => a.x - b.x);
  return lines;
}

/**
 * The runs of the line (first and last index) whose word spaces are all alike and one at least a cell's gap wide: two
 * such spaces or more, each word a run of its own with no space inside (a run holding an unstretched space is no line
 * of a justified paragraph), set in one weight.
 */
function evenlySpacedRuns(line: readonly PositionedText[]): [number, number][] {
  const found: [number, number][] = [];
  // A run needs a space a cell's gap wide: most lines have none and are passed over at once (cold start). The line is in
  // one type (linesOf), so its items' sizes agree within 5 %.
  if (!line.some((item, k) => k > 0 && item.x - right(line[k - 1]!) > 0.95 * CELL_GAP_EM * item.fontSize)) return found;
  let start = 0;
  while (start < line.length - 1) {
    let spaces: number[] = [];
    let end = start;
    for (let k = start + 1; k < line.length && k - start < MAX_WORDS; k++) {
      const before = line[k - 1]!;
      const item = line[k]!;
      if (/\s/u.test(item.str.trim()) || /\s/u.test(line[start]!.str.trim()) || item.bold !== before.bold) break;
      const gap = item.x - right(before);
      if (gap < -0.5) break;
      if (gap > TOUCH_EM * item.fontSize) {
        const next = [...spaces, gap];
        if (gap > MAX_SPACE_EM * item.fontSize || Math.max(...next) > SAME_SPACE * Math.min(...next)) break;
        spaces = next;
      }
      end = k;
    }
    if (spaces.length >= 2 && Math.max(...spaces) > CELL_GAP_EM * line[start]!.fontSize) {
      // The run ends at its last word: a space after it that broke the likeness is not the run's.
      found.push([start, end]);
      start = end + 1;
    } else {
      start += 1;
    }
  }
  return found;
}

/** A justified run: line `l`'s items `first`…`last`; `widest` its widest word space. */
interface Run { l: number; first: number; last: number; widest: number }

/**
 * The evenly spaced run is a justified paragraph's line: the paragraph's next line starts under its first word one
 * pitch below; the lines right above and below in its type that start there end no further right than it does (it
 * reaches the block's edge); and none of their words starts under one of the run's words after the first (cells of a
 * table would). Gives the next line's index, where the paragraph goes on, or -1.
 */
function nextOfJustified(lines: readonly PositionedText[][], run: Run): number {
  const line = lines[run.l]!;
  const head = line[run.first]!;
  const words = line.slice(run.first + 1, run.last + 1);
  const end = right(line[run.last]!);
  const fontSize = head.fontSize;
  let next = -1;
  // The lines are in order of their baselines: the neighbours within a pitch are the few on either side.
  const near: number[] = [];
  for (let m = run.l - 1; m >= 0 && head.y - lines[m]![0]!.y <= MAX_PITCH_EM * fontSize; m--) near.push(m);
  for (let m = run.l + 1; m < lines.length && lines[m]![0]!.y - head.y <= MAX_PITCH_EM * fontSize; m++) near.push(m);
  for (const m of near) {
    const other = lines[m]!;
    const dy = other[0]!.y - head.y;
    if (Math.abs(other[0]!.fontSize - fontSize) > 0.05 * fontSize) continue;
    const start = other.findIndex((o) => Math.abs(o.x - head.x) <= SAME_X);
    if (start < 0) continue;
    if (dy > 0 && (next < 0 || other[0]!.y < lines[next]![0]!.y)) next = m;
    if (right(other[continuedTo(other, start, run.widest)]!) > end + SAME_X) return -1;
    if (other.some((o) => words.some((w) => Math.abs(o.x - w.x) <= SAME_X))) return -1;
  }
  return next;
}

/** The index of the line's last item of the text that starts at item `from` and runs on, space by space, up to a gap wider than `widest`. */
function continuedTo(line: readonly PositionedText[], from: number, widest: number): number {
  let last = from;
  while (last + 1 < line.length && line[last + 1]!.x - right(line[last]!) <= SAME_SPACE * widest) last += 1;
  return last;
}

/** The items as one run: its words with a space between those set apart or on lines of their own, none where they touch. */
function joined(items: readonly PositionedText[]): PositionedText {
  const head = items[0]!;
  let str = head.str.trimEnd();
  let end = right(head);
  for (let k = 1; k < items.length; k++) {
    const item = items[k]!;
    const before = items[k - 1]!;
    const touches = item.y === before.y && item.x - right(before) <= TOUCH_EM * item.fontSize;
    str += (touches ? '' : ' ') + item.str.trim();
    if (item.y === head.y) end = Math.max(end, right(item));
  }
  return { ...head, str, width: end - head.x };
}

/**
 * The items, the words of each justified line whose spaces are stretched to a cell's gap made one run, with the text of
 * the paragraph's lines under it: a justified line never ends its paragraph (TeX sets the last line ragged), so the
 * line under it that starts at its left edge goes on with its text ("BSc, Mecsekaljai" over "Tudományegyetem.").
 */
export function joinJustifiedLines(items: readonly PositionedText[]): PositionedText[] {
  const lines = linesOf(items);
  // Each justified run by the line it stands on; the line its paragraph goes on in.
  const runs = new Map<number, { run: Run; next: number }>();
  lines.forEach((line, l) => {
    for (const [first, last] of evenlySpacedRuns(line)) {
      let widest = 0;
      for (let k = first + 1; k <= last; k++) widest = Math.max(widest, line[k]!.x - right(line[k - 1]!));
      const run = { l, first, last, widest };
      const next = nextOfJustified(lines, run);
      if (next >= 0 && !runs.has(l)) runs.set(l, { run, next });
    }
  });
  if (runs.size === 0) return [...items];
  const merged = new Map<PositionedText, PositionedText | null>();
  const taken = new Set<number>();
  for (const [l, { run, next }] of runs) {
    if (taken.has(l)) continue;
    // The paragraph from its first justified line down: each justified line's run, then the line under it from its left edge.
    const words = lines[l]!.slice(run.first, run.last + 1);
    let at: { run: Run; next: number } | undefined = { run, next };
    while (at !== undefined) {
      const below = lines[at.next]!;
      const start = below.findIndex((o) => Math.abs(o.x - lines[at!.run.l]![at!.run.first]!.x) <= SAME_X);
      const further = runs.get(at.next);
      taken.add(at.next);
      if (further !== undefined && further.run.first === start) {
        words.push(...below.slice(start, further.run.last + 1));
        at = further;
      } else {
        words.push(...below.slice(start, continuedTo(below, start, at.run.widest) + 1));
        at = undefined;
      }
    }
    merged.set(words[0]!, joined(words));
    for (const item of words.slice(1)) merged.set(item, null);
  }
  return items.flatMap((item) => {
    const into = merged.get(item);
    return into === undefined ? [item] : into === null ? [] : [into];
  });
}
