// Which part of unknown job headers is the title, the employer and the place, told by the whole work section. One
// template prints every job alike, so the order is decided once per section from the evidence of all its entries,
// not line by line: a part that ends like a word for a person who does a job ("-er", "-eur", "-ista", "-wright",
// "-ő"), or that writes words in lower case after its first one ("Técnica de laboratorio"), is title-like; a
// company form, partners joined by "&", an acronym or a plural last word ("… Orchards") are employer-like; a single
// capitalised word beside the employer is town-like. Weak alone, these add up over a section's entries; the order CVs
// use most (title first) stands unless another order is clearly ahead. Pure.
import { foldDiacritics } from '../classify/text.js';
import { isCompany, isDegree, isInstitution, isPlace, isTitle } from './roles.js';
import { nameLike } from './entry-parts.js';
import type { Entry } from './entries.js';
import type { WorkEntry } from '../../domain/resume-sections.js';

/** Where each role sits in a header's parts (indices into the parts); `location` absent when no part is the place. */
export interface Order { title: number; employer: number; location?: number }

// Endings of words for a person who does a job, across the CV languages: English, Dutch and German agent nouns
// (-er, -or, -ist, -ian, -man, -wright, -smith, -aar), German feminine forms (-erin, -istin), French (-eur, -euse,
// -rice, -ière, -ien, -ienne, -iste), Spanish, Italian and Portuguese (-ero, -era, -eiro, -eira, -ista, -ario, -aria,
// -ora, -tore, -ente), Polish (-nik, -arz, -wca, -dca, -ysta). Endings a firm's or a place's word shares as often
// ("Restaurant", "Hotel", "Banca", a moor's "-oor") are left out. Matched on the folded, lower-case last word.
const AGENT_ENDING = new RegExp(String.raw`(?:er|(?<!o)or|ist|ian|man|wright|smith|aar|erin|istin|eur|euse|rice|iere|ien|ienne|iste`
  + String.raw`|ero|era|eiro|eira|ista|ario|aria|ora|tore|ente|nik|arz|wca|dca|ysta)$`, 'u');
// Hungarian present participles name the doer ("vezető", "tanácsadó"): the long vowel shows it before folding.
const HUNGARIAN_DOER = /\p{L}{3,}[őó]$/u;
// Words that join the words of a title or a name without being content of their own.
const CONNECTIVES = new Set(['of', 'for', 'and', 'the', 'at', 'in', 'on', 'to', 'de', 'des', 'du', 'la', 'le', 'les', 'del', 'della', 'di',
  'da', 'do', 'dos', 'das', 'der', 'die', 'den', 'für', 'fur', 'und', 'et', 'y', 'e', 'i', 'és', 'en', 'van', 'von', 'voor', 'w', 'z', 'ze',
  'na', 'pro', 'per', 'al', 'el', 'a', 'o']);
// A firm of partners: capitalised names joined by "&" or the word for "and".
const PARTNERS = /\p{Lu}[\p{L}'’.-]*\s+(?:&|and|und|et|y|e|és|en|i)\s+\p{Lu}/u;
// An acronym of two to five capitals ("QXT Haulage"), as firms are often named short.
const ACRONYM = /^\p{Lu}{2,5}$/u;

const wordsOf = (part: string): string[] => part.trim().split(/\s+/u).filter(Boolean);
const lastWord = (part: string): string => foldDiacritics(wordsOf(part).at(-1) ?? '').toLowerCase().replace(/[^\p{L}]/gu, '');

/** The last word names a person who does a job. */
export function agentLike(part: string): boolean {
  const last = wordsOf(part).at(-1) ?? '';
  const folded = lastWord(part);
  return (folded.length >= 5 && AGENT_ENDING.test(folded)) || HUNGARIAN_DOER.test(last);
}

/** A word after the first written in lower case that is no connective: titles are, names of firms and towns are not. */
const lowerContent = (part: string): boolean => wordsOf(part).slice(1).some((w) => /^\p{Ll}{3,}/u.test(w) && !CONNECTIVES.has(w.toLowerCase()));

/** The last word a plural ("Orchards", "Works"), in a name of capitalised words only. */
const pluralName = (part: string): boolean => {
  const words = wordsOf(part);
  const last = words.at(-1) ?? '';
  return words.length >= 2 && !lowerContent(part) && /^\p{Lu}\p{Ll}+[^su]s$/u.test(last);
};

/** Points for the part being the title of its job (positive: title-like). */
export function titleEvidence(part: string): number {
  if (isCompany(part) || isInstitution(part) || isPlace(part) || isDegree(part)) return -3;
  if (isTitle(part)) return 3;
  return (agentLike(part) ? 1 : 0) + (lowerContent(part) ? 1 : 0) - (pluralName(part) ? 0.5 : 0);
}

/** Points for the part being the employer (positive: employer-like). */
export function employerEvidence(part: string): number {
  if (isCompany(part) || isInstitution(part)) return 3;
  if (isTitle(part) || isPlace(part) || isDegree(part)) return -3;
  const words = wordsOf(part);
  return (PARTNERS.test(part) ? 1 : 0) + (words.some((w) => ACRONYM.test(w)) ? 1 : 0) + (pluralName(part) ? 0.5 : 0)
    - (agentLike(part) ? 0.5 : 0) - (lowerContent(part) ? 1 : 0);
}

/** Points for the part being the place (positive: town-like). */
export function placeEvidence(part: string): number {
  if (isPlace(part)) return 3;
  if (isTitle(part) || isCompany(part) || isInstitution(part) || isDegree(part)) return -3;
  const words = wordsOf(part);
  if (!words.every((w) => /^\p{Lu}/u.test(w) || CONNECTIVES.has(w.toLowerCase())) || /\d/u.test(part)) return -1;
  return (words.length === 1 ? 1 : words.length === 2 ? 0.5 : -1) - (agentLike(part) ? 0.5 : 0);
}

/** Every way to seat the title and the employer (and, with three parts, the place) on a header's parts. */
export function ordersFor(size: number): Order[] {
  const out: Order[] = [];
  for (let title = 0; title < size; title++) {
    for (let employer = 0; employer < size; employer++) {
      if (employer === title) continue;
      if (size === 2) out.push({ title, employer });
      else out.push({ title, employer, location: 3 - title - employer });
    }
  }
  return out;
}

/** A place not printed beside its employer (nor on a line of its own) is an unusual template: a penalty per entry. */
const APART = 0.5;

/** The points of one order over the entries' parts. `lineOf` gives each part's line (parts on one line are neighbours there). */
export function orderScore(rows: readonly (readonly string[])[], order: Order, lineOf: readonly number[]): number {
  let score = 0;
  for (const parts of rows) {
    score += titleEvidence(parts[order.title]!) + employerEvidence(parts[order.employer]!);
    if (order.location !== undefined) score += placeEvidence(parts[order.location]!);
  }
  if (order.location !== undefined) {
    const beside = lineOf[order.location] === lineOf[order.employer] && Math.abs(order.location - order.employer) === 1;
    const alone = lineOf.filter((l) => l === lineOf[order.location!]).length === 1;
    if (!beside && !alone) score -= APART * rows.length;
  }
  return score;
}

/** How far another order must lead the current one: per entry, and at least in all (one entry is thin evidence). */
export const MARGIN_PER_ENTRY = 0.75;
export const MIN_MARGIN = 1.5;

/**
 * The order of a section's headers printed alike (as many parts each, on the same lines), when another than the current
 * one is clearly ahead on the summed evidence; undefined to keep the current reading. Two or three parts only.
 */
export function sectionOrder(rows: readonly (readonly string[])[], current: Order, lineOf: readonly number[]): Order | undefined {
  const size = rows[0]?.length ?? 0;
  if (size < 2 || size > 3 || rows.some((r) => r.length !== size) || lineOf.length !== size) return undefined;
  const base = orderScore(rows, current, lineOf);
  let best: { order: Order; score: number } | undefined;
  for (const order of ordersFor(size)) {
    const score = orderScore(rows, order, lineOf);
    if (!best || score > best.score) best = { order, score };
  }
  if (!best) return undefined;
  const same = best.order.title === current.title && best.order.employer === current.employer && best.order.location === current.location;
  const lead = best.score - base;
  return !same && lead >= MIN_MARGIN && lead >= MARGIN_PER_ENTRY * rows.length ? best.order : undefined;
}

/**
 * A reading whose title the word lists know: its shape's template is taught by work-template.ts. A known firm alone
 * leaves the title and the place among the other parts open ("Example GmbH", "Elmbury", "Hedgewright" on lines of their
 * own): the evidence seats those, and the firm's own points keep it the employer.
 */
const titled = (work: WorkEntry): boolean => isTitle(work.position);

/** The header's parts when they are its lines' parts in order, unlabelled and name-like; undefined otherwise. */
function plainParts(entry: Entry): { parts: string[]; lineOf: number[]; shape: string } | undefined {
  if (!entry.lines || entry.inDetail === true || entry.parts.length < 2 || entry.parts.length > 3) return undefined;
  const flat = entry.lines.flatMap((l) => l.parts);
  if (flat.length !== entry.parts.length || flat.some((p, i) => p !== entry.parts[i])) return undefined;
  if (entry.parts.some((p) => p.includes(':') || !nameLike(p))) return undefined;
  const lineOf = entry.lines.flatMap((l, i) => l.parts.map(() => i));
  return { parts: entry.parts, lineOf, shape: entry.lines.map((l) => `${l.parts.length}${separators(l)}`).join('/') };
}

/**
 * The marks between a line's parts (",", "|", "–"), lower-cased: lines printed alike share them, and a CV that prints
 * "Employer | Title" beside "Title – Employer" uses two templates, one for each mark.
 */
function separators(line: { text: string; parts: readonly string[] }): string {
  const marks: string[] = [];
  let from = 0;
  for (const [k, part] of line.parts.entries()) {
    const at = line.text.indexOf(part, from);
    if (at < 0) return ':?';
    if (k > 0) marks.push(line.text.slice(from, at).trim().toLowerCase());
    from = at + part.length;
  }
  return marks.length > 0 ? `:${marks.join(':')}` : '';
}

/** Where the current reading seats the title and the employer (the place is the part left), when both are whole parts. */
function currentOrder(parts: readonly string[], work: WorkEntry): Order | undefined {
  const title = parts.indexOf(work.position);
  const employer = parts.indexOf(work.employer);
  if (title < 0 || employer < 0 || title === employer) return undefined;
  return parts.length === 2 ? { title, employer } : { title, employer, location: 3 - title - employer };
}

const sameOrder = (a: Order, b: Order): boolean => a.title === b.title && a.employer === b.employer && a.location === b.location;

/**
 * The section's entries that no word list backs, read again in the order their section's evidence shows: entries printed
 * alike (same parts on the same lines, set apart by the same marks) and read alike are one group; `printedOrder` marks
 * the entries whose header says its order in words, left as read; a group whose shape also has a backed entry is left
 * to the template those show (work-template.ts).
 */
export function withSectionOrder(
  entries: readonly Entry[], read: readonly (WorkEntry | undefined)[], printedOrder: readonly boolean[] = [],
): (WorkEntry | undefined)[] {
  const backedShapes = new Set<string>();
  const groups = new Map<string, { at: number[]; lineOf: number[]; current: Order }>();
  const spoilt = new Set<string>();
  entries.forEach((entry, i) => {
    const work = read[i];
    const plain = plainParts(entry);
    // A header whose own words say the order ("Title at Employer") is read so already.
    if (!work || !plain || printedOrder[i] === true) return;
    if (titled(work)) {
      backedShapes.add(plain.shape);
      return;
    }
    const current = currentOrder(plain.parts, work);
    const group = groups.get(plain.shape);
    if (!current || (group && !sameOrder(group.current, current))) spoilt.add(plain.shape);
    else if (group) group.at.push(i);
    else groups.set(plain.shape, { at: [i], lineOf: plain.lineOf, current });
  });
  const out = [...read];
  for (const [shape, group] of groups) {
    if (spoilt.has(shape) || backedShapes.has(shape)) continue;
    const order = sectionOrder(group.at.map((i) => entries[i]!.parts), group.current, group.lineOf);
    if (!order) continue;
    for (const i of group.at) {
      const { parts, place } = entries[i]!;
      const work = read[i]!;
      const location = order.location === undefined ? work.location : [place, parts[order.location]].filter(Boolean).join(', ');
      out[i] = { ...work, position: parts[order.title]!, employer: parts[order.employer]!, location };
    }
  }
  return out;
}
