// The features of one header part of a work entry ("Data Analyst" in "Data Analyst, Example Ltd |
// Springfield"), for the learned role classifier: what the word lists say of it, its shape, and where
// it stands in the entry's header. Pure: the same part in the same header always gives the same names.
import { foldDiacritics } from '../classify/text.js';
import { isCompany, isDegree, isInstitution, isPlace, isTitle } from '../sections/roles.js';

/** The header an entry was read from, as the entry readers keep it (parts in reading order, lines as printed). */
export interface HeaderContext {
  parts: readonly string[];
  lines?: readonly { text: string; parts: readonly string[] }[];
  /** Which of `lines` is the period's own line, when it has header text of its own. */
  ownAt?: number;
}

/** Binary features by name (a present name counts 1); names sorted so a feature list prints the same every time. */
export type Features = string[];

// Small words inside names and titles, not at their ends: "of", "de", "für", "and".
const JOINING = /^(?:of|for|and|the|de|der|des|du|la|le|di|del|da|do|dos|das|für|und|et|y|e|i|w|z|en|van|von|für|és)$/iu;

const fold = (s: string): string => foldDiacritics(s).toLowerCase();

function wordCountBucket(n: number): string {
  if (n <= 3) return String(n);
  return n <= 5 ? '4-5' : '6+';
}

/** The word-list hits of a part: the hand rules' own evidence, which the model weighs. */
function listHits(part: string): string[] {
  const out: string[] = [];
  if (isTitle(part)) out.push('list:title');
  if (isCompany(part)) out.push('list:company');
  if (isInstitution(part)) out.push('list:school');
  if (isDegree(part)) out.push('list:degree');
  if (isPlace(part)) out.push('list:place');
  if (out.length === 0) out.push('list:none');
  return out;
}

/** The shape of a part: length, case, digits and punctuation. */
function shapeOf(part: string): string[] {
  const words = part.split(/\s+/).filter(Boolean);
  const letters = words.filter((w) => /\p{L}/u.test(w));
  const content = letters.filter((w) => !JOINING.test(w));
  const out = [`words:${wordCountBucket(words.length)}`];
  if (/^\p{Ll}/u.test(part)) out.push('shape:lower-start');
  if (/\p{L}{2}/u.test(part) && part === part.toUpperCase()) out.push('shape:all-caps');
  else if (content.length > 0 && content.every((w) => /^\p{Lu}/u.test(w))) out.push('shape:each-capitalised');
  else if (content.length > 1) out.push('shape:some-lower');
  if (letters.some((w) => JOINING.test(w))) out.push('shape:joining-word');
  if (/\d/.test(part)) out.push('shape:digit');
  if (/&/.test(part)) out.push('shape:ampersand');
  if (/\./.test(part)) out.push('shape:dot');
  if (/[()]/.test(part)) out.push('shape:bracket');
  if (/\p{L}-\p{L}/u.test(part)) out.push('shape:hyphen');
  if (part.length > 40) out.push('shape:long');
  return out;
}

/** The endings of the first and last words (folded): "-ist", "-eur", "-ltd" tell titles and names apart across languages. */
function stemsOf(part: string): string[] {
  const words = fold(part).split(/\s+/).map((w) => w.replace(/[^\p{L}]/gu, '')).filter((w) => w.length >= 3);
  if (words.length === 0) return [];
  const last = words[words.length - 1]!;
  const first = words[0]!;
  return [`end:${last.slice(-3)}`, `first-end:${first.slice(-3)}`];
}

/** What stands right before a part on its line: a comma, a bar, a dash, "at", a tab, or nothing (it starts the line). */
function separatorBefore(text: string, part: string): string {
  const at = text.indexOf(part);
  if (at < 0) return 'unknown';
  const before = text.slice(0, at);
  if (before.trim() === '') return 'start';
  if (/\t\s*$/u.test(before)) return 'tab';
  if (/\s(?:at|bei|bij|chez|presso|@)\s*$/iu.test(before)) return 'at';
  if (/[|•·]\s*$/u.test(before)) return 'bar';
  if (/[-–—]\s*$/u.test(before)) return 'dash';
  if (/,\s*$/u.test(before)) return 'comma';
  return 'other';
}

/** The features of `parts[index]` in its header. */
export function partFeatures(header: HeaderContext, index: number): Features {
  const part = header.parts[index]!;
  const n = header.parts.length;
  const out = ['bias', ...listHits(part), ...shapeOf(part), ...stemsOf(part)];
  out.push(`parts:${Math.min(n, 4)}`);
  if (index === 0) out.push('pos:first');
  if (index === n - 1 && n > 1) out.push('pos:last');
  if (index > 0 && index < n - 1) out.push('pos:middle');
  // The other parts' evidence: beside a company, a part is more likely the title, and the reverse.
  const others = header.parts.filter((_, i) => i !== index);
  if (others.some(isTitle)) out.push('other:title');
  if (others.some(isCompany)) out.push('other:company');
  if (others.some(isPlace)) out.push('other:place');
  const lines = header.lines ?? [];
  const lineAt = lines.findIndex((l) => l.parts.includes(part));
  if (lineAt >= 0) {
    const line = lines[lineAt]!;
    out.push(`line:${Math.min(lineAt, 2)}`);
    if (lines.length > 1) out.push(lineAt === lines.length - 1 ? 'line:last' : 'line:not-last');
    if (line.parts.length === 1) out.push('line:alone');
    else out.push(`line-pos:${Math.min(line.parts.indexOf(part), 2)}`);
    // "Head – Fleet Planning": a piece beside a known title on its own line is often the title's field.
    if (line.parts.some((q) => q !== part && isTitle(q))) out.push('line:beside-title');
    if (line.parts.some((q) => q !== part && isPlace(q))) out.push('line:beside-place');
    if (line.text.includes('\t')) out.push('line:cells');
    if (/^\s+/u.test(line.text)) out.push('line:indented');
    if (header.ownAt === lineAt) out.push('line:period-own');
    out.push(`sep:${separatorBefore(line.text, part)}`);
  }
  return [...new Set(out)].sort();
}
