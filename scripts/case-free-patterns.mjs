// Build step of the parse thread's bundle (./bundle-threads.mjs, before ./bmp-letter-classes.mjs):
// the parser's case-insensitive regular expressions are written without the i flag, each letter as
// the class of its case variants ("[sSſ]"), each class widened by the variants of its members.
//
// Why: V8 compiles a pattern with the i flag by closing every class and letter over case folding
// at compile time, and a cold parse compiles each of its ~700 patterns once. With \p{L} under
// /iu that took 1.5 ms against 0.35 ms for the same words written case-free and limited to the
// first plane (a legal-form alternation, `node --no-regexp-tier-up`), and the parser had some
// 80 patterns with i. src/parser/classify/any-case.ts does the same by hand for a few patterns.
//
// Exact: a rewritten pattern matches what the original matched, character for character. The
// variants of a character are those the i flag itself matches (Unicode's simple case folding);
// V8 itself says which they are (each class tested with and without i against every character
// that has a case mapping). Only u patterns: without u, V8 made the i flag's code for a word list
// as fast as the case classes, or faster. \w, \W, \b and \B take the word characters i adds (the
// long s, the Kelvin sign). Left as written: patterns with a back reference, \W inside a class, a
// property other than a general category (a script), a negated property, or a category that gains
// many characters under i (\p{Lu} gains every lower-case letter).
import { RegExpParser, visitRegExpAST } from '@eslint-community/regexpp';

const parser = new RegExpParser({ ecmaVersion: 2024 });
const hex = (cp) => `\\u{${cp.toString(16)}}`;

/** Thrown inside the rewrite: the pattern is left as written. */
class LeaveAsWritten extends Error {}

/**
 * The code points that take part in case folding: those whose lower or upper case differs from them. Any
 * character that folds to or from another has a case mapping (U+0345 upper-cases to Ι), so what the i flag
 * adds to any class is among these. Made once.
 */
let universe;
function casedCodePoints() {
  if (universe) return universe;
  universe = [];
  for (let cp = 0; cp <= 0x10ffff; cp++) {
    if (cp >= 0xd800 && cp <= 0xdfff) continue;
    const ch = String.fromCodePoint(cp);
    if (ch.toLowerCase() !== ch || ch.toUpperCase() !== ch) universe.push(cp);
  }
  return universe;
}

/**
 * What the i flag adds to a class element (`raw`, as written in a class): the code points V8 matches with
 * `[raw]` under i and not without it, as class elements; '' when none.
 */
const addedCache = new Map();
function addedByCase(raw) {
  let added = addedCache.get(raw);
  if (added !== undefined) return added;
  const plain = new RegExp(`[${raw}]`, 'u');
  const folded = new RegExp(`[${raw}]`, 'iu');
  const extra = casedCodePoints().filter((cp) => {
    const ch = String.fromCodePoint(cp);
    return folded.test(ch) && !plain.test(ch);
  });
  // A category that gains many (\p{Lu} gains every lower-case letter) is left to the i flag.
  if (extra.length > 64) throw new LeaveAsWritten(`${raw} gains ${extra.length} code points under i`);
  added = asClassElements(extra);
  addedCache.set(raw, added);
  return added;
}

/** Sorted code points as class elements (ranges where they run on). */
function asClassElements(codePoints) {
  const sorted = [...codePoints].sort((a, b) => a - b);
  let out = '';
  for (let i = 0; i < sorted.length; i++) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    out += j > i ? `${hex(sorted[i])}-${hex(sorted[j])}` : hex(sorted[i]);
    i = j;
  }
  return out;
}

/** A general category (\\p{L}, \\p{N} …): what the i flag adds to it is computed and added, when it is little. */
const isCategory = (node) => node.kind === 'property' && !node.negate && node.key === 'General_Category';

/** A class element as written (escapes only) followed by what the i flag adds to it. */
function classElement(node) {
  if (node.type === 'Character') return hex(node.value) + addedByCase(hex(node.value));
  if (node.type === 'CharacterClassRange') {
    const raw = `${hex(node.min.value)}-${hex(node.max.value)}`;
    return raw + addedByCase(raw);
  }
  if (node.type === 'CharacterSet') {
    if (node.kind === 'digit' || node.kind === 'space') return node.raw;
    if (isCategory(node) || (node.kind === 'word' && !node.negate)) return node.raw + addedByCase(node.raw);
  }
  throw new LeaveAsWritten(`class element ${node.raw}`);
}

/**
 * The pattern written without the i flag, matching the same; undefined when it has no i flag or is
 * left as written (see above). Classes come out in escapes only (which u and v read alike).
 */
export function caseFreePattern(pattern, flags) {
  // Only u patterns: without u, V8's i-flag code for a word list was as fast to make as the case classes, or faster.
  if (!flags.includes('i') || !flags.includes('u')) return undefined;
  try {
    const ast = parser.parsePattern(pattern, 0, pattern.length, { unicode: true });
    const edits = [];
    visitRegExpAST(ast, {
      onBackreferenceEnter() { throw new LeaveAsWritten('back reference'); },
      // \b and \B look at word characters, which under i include the long s and the Kelvin sign (\w's added
      // characters): written as the lookarounds they stand for, over that wider class.
      onAssertionEnter(node) {
        if (node.kind !== 'word') return;
        const word = `[\\w${addedByCase('\\w')}]`;
        const boundary = `(?:(?<=${word})(?!${word})|(?<!${word})(?=${word}))`;
        const inside = `(?:(?<=${word})(?=${word})|(?<!${word})(?!${word}))`;
        edits.push([node.start, node.end, node.negate ? inside : boundary]);
      },
      onCharacterClassEnter(node) {
        const elements = node.elements.map(classElement);
        edits.push([node.start, node.end, `[${node.negate ? '^' : ''}${elements.join('')}]`]);
      },
      onCharacterSetEnter(node) {
        if (node.parent.type === 'CharacterClass') return;
        if (node.kind === 'any' || node.kind === 'digit' || node.kind === 'space') return;
        if (node.kind === 'word') {
          edits.push([node.start, node.end, `[${node.negate ? '^' : ''}\\w${addedByCase('\\w')}]`]);
          return;
        }
        if (isCategory(node)) {
          const extras = addedByCase(node.raw);
          if (extras) edits.push([node.start, node.end, `[${node.raw}${extras}]`]);
          return;
        }
        throw new LeaveAsWritten(`set ${node.raw}`);
      },
      onCharacterEnter(node) {
        if (node.parent.type === 'CharacterClass' || node.parent.type === 'CharacterClassRange') return;
        const extras = addedByCase(hex(node.value));
        if (extras) edits.push([node.start, node.end, `[${hex(node.value)}${extras}]`]);
      },
    });
    let out = pattern;
    for (const [start, end, text] of edits.sort((a, b) => b[0] - a[0])) out = out.slice(0, start) + text + out.slice(end);
    return { pattern: out, flags: flags.replace('i', '') };
  } catch (err) {
    if (err instanceof LeaveAsWritten) return undefined;
    throw err;
  }
}
