// Text drawn twice: PDF producers fake a bold face for a font without one by drawing each run again a fraction of a point
// off, and a web page's text shadow prints as a second copy of its text. The text layer then holds every such run twice
// ("ContactContact", "George QuillstoneGeorge Quillstone" once the row is read). The copy is the same string in the same
// size, its start within a fifth of its size of the first's: dropped.
import type { PositionedText } from './pdf-layout.js';

/** How far apart, in the run's type size, a copy may start and still be the same run drawn again. */
const SAME_PLACE_EM = 0.2;

export function withoutDoubleStrikes<T extends Pick<PositionedText, 'str' | 'x' | 'y' | 'fontSize'>>(items: readonly T[]): T[] {
  // Keyed by the string: a page holds few repeats of one string, so each item is compared with a handful at most.
  const kept = new Map<string, T[]>();
  const out: T[] = [];
  for (const item of items) {
    const same = kept.get(item.str);
    const near = (other: T): boolean => other.fontSize === item.fontSize
      && Math.abs(other.x - item.x) <= SAME_PLACE_EM * item.fontSize && Math.abs(other.y - item.y) <= SAME_PLACE_EM * item.fontSize;
    if (same?.some(near)) continue;
    if (same) same.push(item);
    else kept.set(item.str, [item]);
    out.push(item);
  }
  return out;
}
