// The month names of many languages (./dates.ts), several times over, made the period patterns
// the costliest regular expressions of a cold parse to compile (~2–7 ms each). A pattern built
// for a text with only the month names that text holds where a month could stand matches exactly
// as the one with every name: an alternative whose word is not there never matches, and the others
// keep their order (longest first). A line holds a few such names or none, so its pattern is small.
import { MONTH_NAMES_PATTERN } from './dates.js';

const NAMES = MONTH_NAMES_PATTERN.split('|');
const NAME_SET = new Set(NAMES);
const LONGEST = Math.max(...NAMES.map((name) => name.length));
/** The letters of the month names: a name stands inside a run of them. */
const LETTERS = [...new Set(NAMES.join(''))];
const RUN = new RegExp(`[${LETTERS.map((c) => (/[\\\]^-]/.test(c) ? `\\${c}` : c)).join('')}]+`, 'g');
/** What stands for the month names in a text without any: a class that matches nothing, so the group stays. */
const NO_NAME = String.raw`[^\s\S]`;

/**
 * The alternation of the month names (longest first) that open or close a run of their letters
 * in the text: "2019 märz" → "marz"… as folded. A pattern's month group must touch a character
 * outside those letters on one side — a year, a dot, a space, a slash or a dash before or after
 * it — for its matches to stay the same: such a name is a prefix or a suffix of its run.
 */
export function monthNamesAtRunEdges(text: string): string {
  const found = new Set<string>();
  for (const [run] of text.matchAll(RUN)) {
    for (let k = Math.min(LONGEST, run.length); k >= 1; k--) {
      const head = run.slice(0, k);
      const tail = run.slice(run.length - k);
      if (NAME_SET.has(head)) found.add(head);
      if (NAME_SET.has(tail)) found.add(tail);
    }
  }
  return found.size === 0 ? NO_NAME : NAMES.filter((name) => found.has(name)).join('|');
}

/** Patterns kept per builder: a CV's lines bring a few sets of names; a server parses many CVs. */
const KEPT = 64;

/**
 * `build` (given the month alternation) for each text, built once per set of names
 * (see monthNamesAtRunEdges for what `build`'s month groups must be next to).
 */
export function monthPattern(build: (monthNames: string) => RegExp): (text: string) => RegExp {
  const built = new Map<string, RegExp>();
  return (text) => {
    const names = monthNamesAtRunEdges(text);
    let pattern = built.get(names);
    if (pattern === undefined) {
      if (built.size >= KEPT) built.delete(built.keys().next().value!);
      pattern = build(names);
      built.set(names, pattern);
    }
    return pattern;
  };
}
