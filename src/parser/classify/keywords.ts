// Keywords are search words: the skills of the vocabulary (tags), the job
// titles the candidate held or heads the CV with, the languages they speak, and short items
// listed under a skills heading — de-duplicated, at most 30. Never sentence fragments
// ("Volunteering at a local"), people's names (a referee), companies, cities, or the
// candidate's own contact data: each listed item must pass isSearchWord.
import { normalizeText, toProperCase } from './text.js';
import { isSectionHeading } from '../fields/headings.js';
import { parseAddressLine } from '../fields/address-parts.js';
import { isCommonGivenName } from '../fields/given-names.js';
import { extractSections } from '../sections/index.js';
import type { ResumeSections } from '../../domain/resume-sections.js';
import { isCompany, isInstitution, isPlace } from '../sections/roles.js';
import { headingKind } from '../sections/split.js';
import { languagesInLine } from '../sections/languages.js';
import { findHeadline } from '../sections/headline.js';

export const MAX_KEYWORDS = 30;

// Interests and hobbies are not search words ("Volunteering at a local food bank").
const SKILL_HEADING = /(skill|kenntnis|fähigkeit|fahigkeit|kompetenz|competenc|compétence|competence|competenze|habilidad|aptitud|készség|keszseg|képesség|umiejętn|expertise|tools|technolog|strengths|stärken|qualifications)/iu;
const STOP = new Set(['and', 'or', 'the', 'of', 'und', 'oder', 'et', 'ou', 'y', 'o', 'és', 'etc', 'e.g', 'other', 'others', 'misc', 'various']);
// Words that make a phrase a piece of a sentence wherever they stand ("Volunteering at a local").
const SENTENCE_WORD = /(?:^|\s)(a|an|the|at|my|our|your|his|her|their|i|we|was|were|is|are|been|will|which|who|that|this|ein|eine|der|die|das|ich|wir|ist|war|le|la|les|je|nous|est|el|los|las|yo|es|il|lo|gli|io|è|egy|az|én|vagyok|jestem)(?=\s|$)/i;
// …and those a list item cannot start or end with ("of clear rules", "skills in").
const EDGE_WORD = /^(of|to|in|for|with|on|by|from|as|and|or|und|oder|von|mit|zu|im|de|du|des|et|ou|y|o|di|del|per|con|és|vagy|i|w|z|na|do)\s|\s(of|to|in|for|with|on|by|from|as|and|or|und|oder|von|mit|zu|im|de|du|des|et|ou|y|o|di|del|per|con|és|vagy|i|w|z|na|do)$/i;
const LEAD = /^(and|und|et|és|y|e|&|plus|incl\.?|including)\s+/i;

/** The candidate's own data, which must never come back as a keyword. */
export interface KeywordExclusions {
  names?: readonly string[];
  emails?: readonly string[];
  phones?: readonly string[];
  places?: readonly string[];
  /** The sections of the same lines, where the caller has read them already. */
  sections?: ResumeSections;
}

function cleanItem(raw: string): string {
  // Leading junk: bullets, and icon glyphs that extract as a lone lowercase letter ("t Blaze").
  const s = raw.replace(/^[^\p{L}\p{N}.#]+/u, '').replace(/^\p{Ll}\s+(?=\p{Lu})/u, '').replace(/[\s.:;]+$/u, '').replace(/\s*\([^)]*\)\s*$/u, '').trim();
  return s.replace(LEAD, '').trim();
}

/** A person's name as printed: two or three capitalised words, the first a common given name. */
function looksLikePersonName(s: string): boolean {
  const words = s.split(/\s+/);
  return words.length >= 2 && words.length <= 3 && words.every((w) => /^\p{Lu}[\p{Ll}'’-]+\.?$/u.test(w)) && isCommonGivenName(words[0]!);
}

/** True when a listed item is a search word: short, no sentence piece, no name, company, place or contact. */
export function isSearchWord(s: string, own: ReadonlySet<string> = new Set()): boolean {
  if (s.length < 2 || s.length > 40) return false;
  const words = s.split(/\s+/);
  if (words.length > 4) return false;
  if (!/\p{L}/u.test(s) || /@|https?:|www\.|\.[a-z]{2,3}(\/|$)|\d{3}/i.test(s)) return false;
  if (/^\d/.test(s) && !/^\d[dD]\b/.test(s)) return false; // "2019 …", "50K users"; keep "3D modelling"
  if (SENTENCE_WORD.test(s) || EDGE_WORD.test(s) || /[.!?]\s/.test(s)) return false;
  if (/\b(19|20)\d{2}\b/.test(s)) return false; // a period ("Jan 2019 - Present"), not a skill
  const key = normalizeText(s);
  if (STOP.has(key)) return false;
  if ([...own].some((o) => key === o || (o.length > 2 && key.split(' ').includes(o)))) return false;
  if (looksLikePersonName(s) || isCompany(s) || isInstitution(s) || isPlace(s)) return false;
  // Headings and form labels ("ZUSÄTZLICHE INFORMATIONEN", "Referenzen", "Mother tongue").
  if (headingKind(s) !== undefined || /^(mother tongue|other language|muttersprache|anyanyelv)/i.test(s)) return false;
  if (/\p{Lu}{7}/u.test(s) && !/\p{Ll}/u.test(s)) return false;
  // Page furniture and counters: "Seite 3/3", "Project 2", "Node.js (2)", "PowerPoint)".
  if (/(^|\s)\d+([/\s]|$)|\(\d*\)?$|^[^(]*\)|\([^)]*$/u.test(s)) return false;
  // Lowercase prose and filler ("consetetur sadipscing elitr", "tellus"); "jQuery", "node.js" stay.
  if (/^\p{Ll}/u.test(s) && !/\p{Lu}|[.+#]/u.test(s)) return false;
  if (/[-–]$/u.test(s)) return false; // "Frontend-" of "Frontend- und Backend-Entwicklung"
  // Language lines ("Fluent in Spanish") give the language, which the languages section adds.
  if (languagesInLine(s).length > 0 && words.length > 1) return false;
  const place = parseAddressLine(s);
  return place.city === undefined && place.zip === undefined && place.street === undefined;
}

/** "Languages: Java, Python" → ["Java", "Python"]. */
function splitItems(line: string): string[] {
  const body = line.replace(/^[^:]{2,30}:\s*/u, (m) => (/https?$/i.test(m.trim()) ? m : ''));
  return body.split(/\s*[,;|•·]\s*|\s{3,}|\t/u).map(cleanItem).filter(Boolean);
}

function isHeadingLike(line: string): boolean {
  const t = line.trim();
  return t.length <= 40 && t.split(/\s+/).length <= 4 && !/[.,;]$/.test(t);
}

/** Short items listed under a skills heading or on a "Skills:"-labelled line, first seen first. */
export function findListedItems(lines: readonly string[]): string[] {
  const items: string[] = [];
  let skillLinesLeft = 0;
  lines.forEach((rawLine, index) => {
    // Column gaps (tabs, runs of spaces) join unrelated cells of a two-column page: read each cell alone.
    const cells = rawLine.split(/\t+|\s{3,}/).map((c) => c.trim()).filter(Boolean);
    const head = cells[0] ?? '';
    const label = head.match(/^([^:]{2,30}):\s*\S/u)?.[1];
    // A heading sharing its line with another column must be a known one ("Skill   without a
    // doubt …"); a company called "… Technologies" next to its city is not.
    // Language grids ("Language skills") list levels, not skills: the languages section reads them.
    const skillHeading = isHeadingLike(head) && SKILL_HEADING.test(head) && !head.includes(',');
    if (skillHeading && (cells.length === 1 || isSectionHeading(head)) && headingKind(head) !== 'languages') {
      skillLinesLeft = 15;
      cells.shift();
    } else if (isSectionHeading(head)) skillLinesLeft = 0;
    // A period ("2006 – 2008 …") means the CV has moved on to experience or education.
    if (skillLinesLeft > 0 && /\b(19|20)\d{2}\s*[-–—➔→]/.test(rawLine)) skillLinesLeft = 0;
    // Prose means the list is over (a description under a "Tools" label, lorem ipsum).
    if (skillLinesLeft > 0 && (rawLine.split(/\s+/).length > 12 || /\p{L}[.!?]$/u.test(rawLine.trim()) && rawLine.split(/\s+/).length > 5)) skillLinesLeft = 0;
    const labelled = label !== undefined && SKILL_HEADING.test(label);
    if (skillLinesLeft === 0 && !labelled) return;
    if (skillLinesLeft > 0 && cells.length > 0) skillLinesLeft--;
    // A line that wraps on ("… at a local" / "food bank") is prose, not a list.
    const next = lines[index + 1]?.trim() ?? '';
    for (const cell of cells) {
      if (/^\p{Ll}/u.test(cell) && !/[,;|]/.test(cell)) continue;
      if (/[.!?]$/.test(cell) && cell.split(/\s+/).length > 3) continue; // a sentence
      const parts = splitItems(cell);
      if (/^\p{Ll}/u.test(next) && !/[,;|]$/.test(cell)) parts.pop();
      items.push(...parts);
    }
  });
  return items;
}

function ownKeys(exclude: KeywordExclusions): Set<string> {
  const own = new Set<string>();
  for (const n of exclude.names ?? []) for (const w of normalizeText(n).split(' ')) if (w.length > 1) own.add(w);
  for (const e of exclude.emails ?? []) own.add(normalizeText(e.split('@')[0] ?? ''));
  for (const p of exclude.places ?? []) if (p) own.add(normalizeText(p));
  for (const p of exclude.phones ?? []) own.add(p.replace(/\D/g, ''));
  own.delete('');
  return own;
}

/**
 * Tags first, then job titles, languages and listed items that are search words; at most
 * `limit` distinct entries (compared case- and accent-insensitively).
 */
export function buildKeywords(tags: readonly string[], lines: readonly string[], exclude: KeywordExclusions = {}, limit = MAX_KEYWORDS): string[] {
  const own = ownKeys(exclude);
  const sections = exclude.sections ?? extractSections(lines.join('\n'));
  // Employers, schools and places of the CV's entries ("London" of "London, UK") are no search words.
  const employers = new Set([
    ...sections.work.flatMap((w) => [w.employer, ...w.location.split(',')]),
    ...sections.education.flatMap((e) => [e.institution, ...e.location.split(',')]),
  ]
    .map(normalizeText).filter(Boolean));
  const title = findHeadline(lines);
  // "SOFTWARE ENGINEER" from a small-caps heading reads as "Software Engineer"; "CPA" stays.
  const titles = [...(title ? [title] : []), ...sections.work.map((w) => w.position)].filter((t) => isSearchWord(t, own))
    .map((t) => (/\p{Ll}/u.test(t) || !/\p{Lu}{5}/u.test(t) ? t : toProperCase(t)));
  const listed = findListedItems(lines).filter((k) => isSearchWord(k, own) && !employers.has(normalizeText(k)));
  const languages = sections.languages.map((l) => l.language).slice(0, 8);
  const heads = titles.slice(0, 5);
  // Up to 40 tags would fill every place: titles and languages keep theirs.
  const seen = new Set<string>();
  const out: string[] = [];
  for (const k of [...tags.slice(0, Math.max(0, limit - heads.length - languages.length)), ...heads, ...languages, ...listed]) {
    const key = normalizeText(k);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(k.replace(/,/g, ' '));
    if (out.length >= limit) break;
  }
  return out;
}
