// Finding vocabulary terms in CV text: whole-term, case- and accent-insensitive matching
// that understands "C++", "Node.js" and ".NET", and a stricter "inside a list" mode for
// terms that are also everyday words ("Go", "R", "Excel").
import { normalizeText, escapeRegExp } from './text.js';

// A term may not touch a letter or digit, nor continue as "+", "#" or ".word" (linkedin.com).
// The text is lowercased, so [a-z0-9] plus everything from U+00C0 up stands for "letter or
// digit": V8 compiles that class ~40× faster than \p{L}, and there are ~2,000 terms.
const ALNUM = String.raw`a-z0-9\u00c0-\uffff`;
const BEFORE = String.raw`(?<![${ALNUM}+#.])`;
const AFTER = String.raw`(?![${ALNUM}+#]|\.[${ALNUM}])`;
// List items are bordered by separators, bullets, a "Label:" colon, "and"/"und"/"és"/"et", or the line ends.
const LIST_BEFORE = String.raw`(?:^|[,;|/•·:(&]|\band\b|\bund\b|\bet\b|(?<![a-z])és(?![a-z])|\bor\b)[ \t]*`;
const LIST_AFTER = String.raw`(?=[ \t]*(?:$|[,;|/•·)&]|\band\b|\bund\b|\bet\b|(?<![a-z])és(?![a-z])|\bor\b|\(\w))`;

export interface TermMatcher {
  term: string;
  /** The words the term is made of; a text lacking any of them cannot match (cheap pre-check). */
  words: string[];
  /** Returns the offset of the first match in normalised text, or -1. */
  firstIndex(normalized: string): number;
  /** How many times the term occurs, up to `max`. */
  count(normalized: string, max: number): number;
}

/** The set of words of a normalised text, for TermMatcher.words pre-checks. */
export function wordSet(normalized: string): Set<string> {
  return new Set(normalized.split(/[^\p{L}\p{N}]+/u).filter(Boolean));
}

/** True when every word of the term occurs in the text's word set. */
export function mayMatch(matcher: TermMatcher, words: ReadonlySet<string>): boolean {
  return matcher.words.every((w) => words.has(w));
}

export function createTermMatcher(term: string, listOnly: boolean): TermMatcher {
  const normalizedTerm = normalizeText(term);
  // The expressions are made when the term is first looked for: the word pre-check rules out
  // most of the ~2,000 terms for any one CV, and making them all cost a cold parse ~15 ms.
  let re: RegExp | undefined;
  let global: RegExp | undefined;
  const expression = (): RegExp => {
    const t = escapeRegExp(normalizedTerm).replace(/ /g, '[ \\t]+');
    return listOnly ? new RegExp(`${LIST_BEFORE}(${t})${LIST_AFTER}`, 'm') : new RegExp(`${BEFORE}(${t})${AFTER}`);
  };
  return {
    term,
    words: normalizedTerm.split(/[^\p{L}\p{N}]+/u).filter(Boolean),
    firstIndex(normalized: string): number {
      re ??= expression();
      const m = re.exec(normalized);
      return m ? m.index + m[0].length - (m[1]?.length ?? 0) : -1;
    },
    count(normalized: string, max: number): number {
      re ??= expression();
      global ??= new RegExp(re.source, `${re.flags}g`);
      let n = 0;
      global.lastIndex = 0;
      while (n < max && global.exec(normalized)) n++;
      return n;
    },
  };
}

/** Lowercased, accent-folded, one line per line: what matchers run on. */
export function normalizeLines(text: string): string {
  return text.split(/\r?\n/).map(normalizeText).join('\n');
}
