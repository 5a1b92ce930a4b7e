// Keywords: the tags plus the short items a CV lists — under a skills-like heading, or in any
// comma/pipe-separated list line — so soft skills and tools the vocabulary lacks still reach
// search ("Attention to detail", "Basic mathematics"). Capped: a list, not a dump of the text.
import { normalizeText } from './text.js';
import { isSectionHeading } from '../fields/headings.js';
import { parseAddressLine } from '../fields/address-parts.js';

export const MAX_KEYWORDS = 60;

const SKILL_HEADING = /(skill|kenntnis|fähigkeit|fahigkeit|kompetenz|competenc|compétence|competence|competenze|habilidad|aptitud|készség|keszseg|képesség|umiejętn|expertise|tools|technolog|interests|hobbies|hobbys|interessen|érdeklődés|strengths|stärken|qualifications)/iu;
const STOP = new Set(['and', 'or', 'the', 'of', 'und', 'oder', 'et', 'ou', 'y', 'o', 'és', 'etc', 'e.g', 'other', 'others', 'misc', 'various']);
// Wrapped prose ("of clear, logical, and consistent rules") starts with a function word.
const FUNCTION_WORD = /^(of|the|to|in|for|with|a|an|on|at|by|from|as|is|are|was|der|die|das|den|dem|des|von|mit|zu|im|de|la|le|les|du|des|el|los|las|il|di|del|della|per|con|az|egy)\s/i;
const LEAD = /^(and|und|et|és|y|e|&|plus|incl\.?|including|proficient in|proficiency with|experienced in|knowledge of|basic|advanced|fluent in)\s+/i;

function cleanItem(raw: string): string {
  // Leading junk: bullets, and icon glyphs that extract as a lone lowercase letter ("t Blaze").
  let s = raw.replace(/^[^\p{L}\p{N}.#]+/u, '').replace(/^\p{Ll}\s+(?=\p{Lu})/u, '').replace(/[\s.:;]+$/u, '').replace(/\s*\([^)]*\)\s*$/u, '').trim();
  const lead = s.match(LEAD);
  // "and Excel" → "Excel", but "Basic mathematics" stays whole: only drop joiners, keep qualifiers.
  if (lead && /^(and|und|et|és|y|e|&|plus|incl\.?|including)$/i.test(lead[1] ?? '')) s = s.slice(lead[0].length);
  return s.trim();
}

function isItem(s: string): boolean {
  if (s.length < 2 || s.length > 40) return false;
  const words = s.split(/\s+/);
  if (words.length > 5) return false;
  if (!/\p{L}/u.test(s) || /@|https?:|www\.|\.[a-z]{2,3}(\/|$)/i.test(s)) return false;
  if (/^\d/.test(s) && !/^\d[dD]\b/.test(s)) return false; // "2019 …", "50K users"; keep "3D modelling"
  if (FUNCTION_WORD.test(s)) return false;
  if (/\b(19|20)\d{2}\b/.test(s)) return false; // a period ("Jan 2019 - Present"), not a skill
  return !STOP.has(normalizeText(s));
}

/** "Languages: Java, Python" → ["Java", "Python"]. */
function splitItems(line: string): string[] {
  const body = line.replace(/^[^:]{2,30}:\s*/u, (m) => (/https?$/i.test(m.trim()) ? m : ''));
  return body.split(/\s*[,;|•·]\s*|\s{3,}|\t/u).map(cleanItem).filter(isItem);
}

function isHeadingLike(line: string): boolean {
  const t = line.trim();
  return t.length <= 40 && t.split(/\s+/).length <= 4 && !/[.,;]$/.test(t);
}

/** A list: three or more short items, most of them names ("Jira, Confluence, Figma"), not prose. */
function isListLine(cell: string, parts: readonly string[]): boolean {
  return cell.split(/[,;|•]/).length >= 3 && parts.length >= 3 && !/^\p{Ll}/u.test(cell)
    && parts.filter((p) => p.split(/\s+/).length <= 3).length >= parts.length * 0.75
    && parts.filter((p) => /^[\p{Lu}\p{N}.#]/u.test(p)).length >= parts.length * 0.5;
}

/** Short listed items of the CV, first seen first. */
export function findListedItems(lines: readonly string[]): string[] {
  const items: string[] = [];
  let skillLinesLeft = 0;
  for (const rawLine of lines) {
    // Column gaps (tabs, runs of spaces) join unrelated cells of a two-column page: read each cell alone.
    const cells = rawLine.split(/\t+|\s{3,}/).map((c) => c.trim()).filter(Boolean);
    const head = cells[0] ?? '';
    // A heading sharing its line with another column must be a known one ("Skill   without a
    // doubt …"); a company called "… Technologies" next to its city is not.
    if (isHeadingLike(head) && SKILL_HEADING.test(head) && !head.includes(',') && (cells.length === 1 || isSectionHeading(head))) {
      skillLinesLeft = 25;
      cells.shift();
    } else if (skillLinesLeft > 0 && isSectionHeading(head)) skillLinesLeft = 0;
    // A period ("2006 – 2008 …") means the CV has moved on to experience or education.
    if (skillLinesLeft > 0 && /\b(19|20)\d{2}\s*[-–—]/.test(rawLine)) skillLinesLeft = 0;
    if (skillLinesLeft > 0 && cells.length > 0) skillLinesLeft--;
    for (const cell of cells) {
      // Contact and dated cells ("Example Inc. | 2019 - Present | Dallas, TX") are pipes, not lists.
      if (/@|\+\s?\d|\d{3}[\s.-]\d{3,4}|\b(19|20)\d{2}\b/.test(cell)) continue;
      // "Example Corp, Springfield, IL" and "Rome, Lazio, Italy" are places, not skills.
      const place = parseAddressLine(cell.replace(/\s*[|•·]\s*/gu, ', '));
      if (place.city !== undefined || place.zip !== undefined) continue;
      const parts = splitItems(cell);
      const isList = isListLine(cell, parts);
      // Inside a skills block, bullet lines and short lines are items too; sentences are not.
      const sentence = /[.!?]$/.test(cell) && cell.split(/\s+/).length > 3;
      const short = cell.split(/\s+/).length <= 6 || /^[-–•·*▪]/u.test(cell);
      if (isList || (skillLinesLeft > 0 && parts.length > 0 && !sentence && short)) items.push(...parts);
    }
  }
  return items;
}

/** Tags first, then listed items not already among them; at most `limit` distinct entries. */
export function buildKeywords(tags: readonly string[], lines: readonly string[], limit = MAX_KEYWORDS): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const k of [...tags, ...findListedItems(lines)]) {
    const key = normalizeText(k);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(k.replace(/,/g, ' '));
    if (out.length >= limit) break;
  }
  return out;
}
