// Build step of the parse thread's bundle (./bundle-threads.mjs): the parser's regular expressions
// that name Unicode letters, marks or digits (\p{L}, \p{Lu}, \p{N} …) match them within the Basic
// Multilingual Plane only.
//
// Why: V8 compiles a /u pattern's class for every plane. For the planes above the first it builds
// code that reads a surrogate pair and compares it against each range of the class, and \p{L} has
// some 300 ranges there. A cold parse compiles some 700 patterns once each; that compilation was a
// quarter of its thread's CPU, and a class of \p{L} cost up to six times as much as the same class
// limited to the first plane (an e-mail pattern: 760 against 130 µs).
//
// What changes: a letter, mark or digit outside the first plane (historic scripts, mathematical
// alphanumerics, the rarer CJK ideographs of the supplementary planes) no longer counts as one.
// Every script a CV is written in has its letters in the first plane. Left as written:
//   - patterns with the i flag (case folding; V8's v flag folds complements differently),
//   - negated classes and \P{…} (an emoji, above the first plane, must stay a non-letter),
//   - script and other properties (\p{Script=Han} keeps its rarer ideographs; \p{So} its emoji),
//   - a pattern whose .source the module reuses to build another pattern.
// A pattern rewritten this way takes the v flag (set subtraction needs it) and its classes are
// written with escapes only, which both flags read alike.
import * as acorn from 'acorn';
import { RegExpParser, visitRegExpAST } from '@eslint-community/regexpp';

/** General categories whose members above the first plane are dropped. */
const BMP_CATEGORIES = new Set(['L', 'Letter', 'Lu', 'Ll', 'Lt', 'Lm', 'Lo', 'M', 'Mark', 'Mn', 'Mc', 'Me', 'N', 'Number', 'Nd', 'Nl', 'No']);

const parser = new RegExpParser({ ecmaVersion: 2024 });
const hex = (cp) => `\\u{${cp.toString(16)}}`;
const inFirstPlane = (property) => `[${property}--[\\u{10000}-\\u{10FFFF}]]`;

const isCategory = (node) =>
  node.type === 'CharacterSet' && node.kind === 'property' && !node.negate && node.key === 'General_Category' && BMP_CATEGORIES.has(node.value);

function classElement(node) {
  if (node.type === 'Character') return hex(node.value);
  if (node.type === 'CharacterClassRange') return `${hex(node.min.value)}-${hex(node.max.value)}`;
  if (node.type === 'CharacterSet') return isCategory(node) ? inFirstPlane(node.raw) : node.raw;
  throw new Error(`unexpected class element ${node.type}`);
}

/**
 * The pattern with its letter, mark and digit categories limited to the first plane, and its
 * flags ('u' → 'v'); undefined when it has none to limit or is left as written (see above).
 */
export function firstPlanePattern(pattern, flags) {
  if (!flags.includes('u') || flags.includes('i')) return undefined;
  const ast = parser.parsePattern(pattern, 0, pattern.length, { unicode: true });
  let limited = false;
  const edits = [];
  visitRegExpAST(ast, {
    // Every class is written again with escapes only, which the v flag reads as the u flag did
    // ("[-–]" or "[(]" are errors under v); a negated one keeps its categories whole.
    onCharacterClassEnter(node) {
      if (!node.negate && node.elements.some(isCategory)) limited = true;
      const elements = node.elements.map((e) => (node.negate && e.type === 'CharacterSet' ? e.raw : classElement(e)));
      edits.push([node.start, node.end, `[${node.negate ? '^' : ''}${elements.join('')}]`]);
    },
    onCharacterSetEnter(node) {
      if (node.parent.type === 'CharacterClass' || !isCategory(node)) return;
      limited = true;
      edits.push([node.start, node.end, inFirstPlane(node.raw)]);
    },
  });
  if (!limited) return undefined;
  let out = pattern;
  for (const [start, end, text] of edits.sort((a, b) => b[0] - a[0])) out = out.slice(0, start) + text + out.slice(end);
  return { pattern: out, flags: flags.replace('u', 'v') };
}

/** A module's source with its regular-expression literals rewritten by firstPlanePattern. */
export function withFirstPlaneLetters(source) {
  return withPatternLiterals(source, firstPlanePattern);
}

/**
 * A module's source with each regular-expression literal rewritten by `rewrite(pattern, flags)`
 * (undefined: left as written). A literal whose .source the module builds into another is left.
 */
export function withPatternLiterals(source, rewrite) {
  const ast = acorn.parse(source, { ecmaVersion: 'latest', sourceType: 'module' });
  const literals = [];
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (node.type === 'Literal' && node.regex) literals.push(node);
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value.type === 'string') visit(value);
    }
  };
  visit(ast);
  let out = source;
  for (const node of literals.sort((a, b) => b.start - a.start)) {
    if (reusesSource(source, node)) continue;
    const rewritten = rewrite(node.regex.pattern, node.regex.flags);
    if (rewritten) out = `${out.slice(0, node.start)}/${rewritten.pattern}/${rewritten.flags}${out.slice(node.end)}`;
  }
  return out;
}

/** `const NAME = /…/u` where the module reads NAME.source: the pattern is built into another one. */
function reusesSource(source, node) {
  const before = source.slice(Math.max(0, node.start - 120), node.start);
  const name = /(?:const|let|var)\s+([\w$]+)\s*=\s*$/.exec(before)?.[1];
  return name !== undefined && source.includes(`${name}.source`);
}
