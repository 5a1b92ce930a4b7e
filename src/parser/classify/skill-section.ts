// Skills as the CV prints them: the items listed under a skills heading, in any of the
// languages recruit reads ("Skills", "Kenntnisse", "Compétences", "Competenze",
// "Umiejętności", "Készségek", "Habilidades" …). A vocabulary only knows the skills someone
// wrote down beforehand; a recruiter's CVs list soft skills and niche tools nobody did
// ("Calm under pressure", "Bookbinding"). Pure: lines in, items out.
import { normalizeText } from './text.js';
import { isSectionHeading, isSkillsVocabularyHeading } from '../fields/headings.js';
import { stripHiddenOrDirectionalCharacters } from '../../domain/text.js';

// Word stems of skills headings, matched on folded lowercase text. Interests and hobbies
// are not skills, so they are not here (they end a skills block instead).
// The later languages too: Czech and Slovak (dovednosti, schopnosti, zručnosti, kompetence; not "znalosti", knowledge, which
// also heads areas of knowledge that are no list of skills), Romanian
// (competențe, abilități, aptitudini), Swedish (färdigheter, kompetenser, kunskaper), Danish (færdigheder, kompetencer),
// Norwegian (ferdigheter, kompetanse) and Turkish (yetenekler, beceriler, yetkinlikler; the dotless ı stays as it is).
const SKILL_STEMS = /(skill|competenc|competence|competenz|compet[eê]ncia|kenntnis|fahigkeit|kompetenz|habilidad|aptitud|umiejetnos|keszseg|kepesseg|vaardighe|expertise|strengths|starken|qualifications|technolog|tools|know-?how|capacites|capacidades|conocimientos|conoscenze|abilita|dovednost|schopnost|zrucnost|kompetenc|kompetens|kompetanse|competente|fardighet|færdighed|ferdighet|kunskap|yetenek|beceri|yetkinlik)/;
// Words that make a heading-like line not a heading: a sentence ("… skills in Excel and Word").
const MAX_HEADING_WORDS = 4;
/** A line is a block of items for at most this many lines after its heading. */
const MAX_BLOCK_LINES = 30;
const MAX_ITEM_CHARS = 50;
const MAX_ITEM_WORDS = 6;

const clean = (s: string): string => normalizeText(s.replace(/^[^\p{L}]+/u, '').replace(/[:\s]+$/u, ''));

/**
 * A skills heading: a short line whose words name skills ("TECHNICAL SKILLS", "Personal
 * skills:", "Persönliche Fähigkeiten"). Icon glyphs read as a stray letter ("r SKILLS") are
 * dropped first.
 */
export function isSkillsHeading(line: string): boolean {
  // A bulleted line is an item ("• Teamfähigkeit"), never a heading.
  if (/^\s*[•·▪●*–-]/u.test(line)) return false;
  const text = line.trim().replace(/^\p{Ll}\s+(?=\p{Lu})/u, '');
  const c = clean(text);
  if (c === '' || c.split(' ').length > MAX_HEADING_WORDS || /[.,;!?]$/.test(text.replace(/:$/, ''))) return false;
  if (/\d/.test(c)) return false;
  // The stems are those of the Latin-script languages; the vocabulary knows the skills headings of the other scripts.
  return SKILL_STEMS.test(c) || (!/\p{Script=Latin}/u.test(c) && isSkillsVocabularyHeading(text));
}

/**
 * A skills heading that cannot be an item: a known section heading, ALL CAPS, or ending in
 * a colon. "Communication skills" inside a skills block is an item, not a new heading.
 */
function isStrongSkillsHeading(line: string): boolean {
  const text = line.trim().replace(/^\p{Ll}\s+(?=\p{Lu})/u, '');
  return isSkillsHeading(text) && (isSectionHeading(text) || /:$/.test(text) || !/\p{Ll}/u.test(text));
}

/** A heading that ends a skills block: any known section heading that is not a skills one, or a short ALL-CAPS line. */
function isOtherHeading(line: string): boolean {
  const text = line.trim().replace(/^[^\p{L}]+/u, '').replace(/^\p{Ll}\s+(?=\p{Lu})/u, '');
  if (isSkillsHeading(text)) return false;
  if (isSectionHeading(text)) return true;
  // "Training details:", "Begin date:" — a label on its own line opens something else.
  if (/^[\p{L}][\p{L}\s-]{2,40}:$/u.test(text) && text.split(/\s+/).length <= 4) return true;
  const words = text.split(/\s+/);
  return words.length <= 3 && /^[\p{Lu}\s&/-]{4,}$/u.test(text) && !/[,•]/.test(text);
}

/** "Python (expert)" → "Python"; bullets, icons and trailing punctuation off. */
export function cleanSkillItem(raw: string): string {
  // Stored as skills, which refuse hidden and direction characters: a CV's are dropped instead.
  return stripHiddenOrDirectionalCharacters(raw)
    .replace(/^[^\p{L}\p{N}.#+]+/u, '')
    .replace(/\s*[([][^)\]]*[)\]]\s*$/u, '')
    .replace(/\s*[-–—:]\s*(basic|intermediate|advanced|expert|fluent|native|good|very good|excellent|grundkenntnisse|gut|sehr gut|fließend|muttersprache|courant|notions|bilingue)\s*$/iu, '')
    .replace(/\s*\d+\s*\/\s*\d+\s*$/u, '')
    .replace(/[\s.;:,]+$/u, '')
    .trim();
}

/** True when a piece of a skills block is a skill (short, not a sentence, a date or contact data). */
export function isSkillItem(item: string): boolean {
  if (item.length < 2 || item.length > MAX_ITEM_CHARS) return false;
  const words = item.split(/\s+/);
  if (words.length > MAX_ITEM_WORDS) return false;
  if (!/\p{L}{2}/u.test(item)) return false;
  if (/@|https?:|www\.|\b(19|20)\d{2}\b|\+\d|\d{3,}/u.test(item)) return false;
  // Wrapped prose: a piece that starts mid-sentence with a function word.
  if (/^(and|or|of|the|to|in|for|with|und|oder|der|die|das|mit|et|ou|de|la|le|les|y|o|el|los|las|e|il|di|per|és|az|a|an)\s/iu.test(item) && words.length > 2) return false;
  return true;
}

/**
 * "IT-Skills Careful spreadsheet work" → "Careful spreadsheet work": a form that labels each row of the
 * skills block with a sub-heading word ("IT-Skills", "Languages") glued to its first item.
 */
function dropRowLabel(cell: string): string {
  const m = cell.match(/^(\S+)\s+(.+)$/u);
  if (!m) return cell;
  const head = m[1] ?? '';
  const rest = m[2] ?? '';
  if (rest.split(/\s+/).length >= 1 && (isSectionHeading(head) || isSkillsHeading(head)) && /^\p{Lu}/u.test(rest)) return rest;
  return cell;
}

/** Items of one line of a skills block: cells at column gaps, bullets, commas and semicolons. */
function itemsOfLine(line: string): string[] {
  const body = line.replace(/^[^:]{2,30}:\s+(?=\S)/u, '');
  // The Arabic comma and semicolon ("،", "؛") part the items of a Persian or Arabic list.
  const cells = body.split(/\t+|\s{3,}|\s*[•·▪●|;،؛]\s*|,\s+/u);
  const out: string[] = [];
  for (const cell of cells) {
    const item = cleanSkillItem(dropRowLabel(cell.trim()));
    if (isSkillItem(item)) out.push(item);
  }
  return out;
}

/** Joins words hyphenated at a line end ("Supply Chain Manage-" ↵ "ment"). */
function joinHyphenated(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (const raw of lines) {
    const prev = out[out.length - 1];
    if (prev !== undefined && /\p{Ll}-$/u.test(prev) && /^\p{Ll}/u.test(raw.trim())) out[out.length - 1] = prev.slice(0, -1) + raw.trim();
    else out.push(raw);
  }
  return out;
}

/** A line of prose inside a skills block: long, or a sentence. It is skipped, not an item. */
function isProse(line: string): boolean {
  const words = line.trim().split(/\s+/);
  if (/[\t•,;]|\s{3,}/u.test(line)) return words.length > 25;
  return words.length > MAX_ITEM_WORDS || (/[.!?]$/.test(line.trim()) && words.length > 3);
}

/**
 * A line as the skills reader reads it: a DOCX row whose cells the format marks joins them by a single space in its text
 * ("Kenntnisse Lagerlogistik, Inventur"), so a label cell that is a skills heading would read as one long line. Its first
 * cell is set apart by a tab, as a PDF's column gap is, when it is a skills heading and the text has no gap of its own.
 */
export function skillLineText(text: string, segments: readonly string[]): string {
  const head = segments[0];
  if (head === undefined || segments.length < 2 || /\t|\s{3,}|:/.test(text) || !text.startsWith(head) || !isSkillsHeading(head)) return text;
  return `${head}\t${text.slice(head.length).trim()}`;
}

/**
 * The items listed under skills headings, first seen first, without repeats. A block runs
 * from a skills heading to the next other heading, a dated line (experience has begun) or
 * MAX_BLOCK_LINES lines. Headings printed as a grid ("Technologie  Sprachen  Interessen"
 * then their items) do not close a block that has no item yet.
 */
export function findSkillSectionItems(lines: readonly string[]): string[] {
  const items: string[] = [];
  const seen = new Set<string>();
  let left = 0;
  let found = 0;
  const add = (item: string): boolean => {
    const key = normalizeText(item);
    if (seen.has(key)) return false;
    seen.add(key);
    items.push(item);
    return true;
  };
  for (const line of joinHyphenated(lines)) {
    const text = line.trim();
    if (text === '') continue;
    // A plain-case heading ("Technical skills") counts where no items have been read yet; inside
    // a block "Communication skills" is an item, and a row with cells or 4+ words is a labelled row.
    const plainHeading = (left <= 0 || found === 0) && isSkillsHeading(text) && text.split(/\s+/).length <= 3 && !/\t|\s{3,}/.test(line);
    if (isStrongSkillsHeading(text) || plainHeading) { left = MAX_BLOCK_LINES; found = 0; continue; }
    // "Skills: Java, Python" or "Skills ⇥ Java, Python" (a label/value table) — heading and items on one line.
    const inline = text.match(/^([^:\t]{2,40})(?::\s*|\t+|\s{3,})(\S.*)$/u);
    if (inline && isSkillsHeading(inline[1] ?? '')) {
      left = MAX_BLOCK_LINES;
      found = 0;
      if (!text.includes(':')) {
        for (const item of itemsOfLine(inline[2] ?? '')) if (add(item)) found++;
        left--;
        continue;
      }
    }
    if (left <= 0) continue;
    if (isOtherHeading(text)) {
      if (found > 0) left = 0;
      continue;
    }
    if (/\b(19|20)\d{2}\s*[-–—]/.test(text)) { left = 0; continue; }
    left--;
    if (isProse(text)) continue;
    for (const item of itemsOfLine(text)) if (add(item)) found++;
  }
  return items;
}
