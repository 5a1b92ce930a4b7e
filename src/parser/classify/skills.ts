// Tags: the skills of data/skills.json found in the CV, by canonical name, in order of
// first appearance ("JS" → JavaScript). Short or everyday-word aliases only count
// inside lists, so "I excel at…" is not Excel and "go to market" is not Go.
import type { Skill } from './vocabulary.js';
import { createTermMatcher, normalizeLines, wordSet, mayMatch, type TermMatcher } from './terms.js';

export const MAX_TAGS = 40;

interface SkillMatcher { name: string; matchers: TermMatcher[] }

const cache = new WeakMap<readonly Skill[], SkillMatcher[]>();

/** An alias needs list context when it is one or two characters, or one word of an ambiguous skill. */
export function needsListContext(alias: string, skill: Pick<Skill, 'ambiguous'>): boolean {
  const letters = alias.replace(/[^\p{L}\p{N}]/gu, '');
  return letters.length <= 2 || (skill.ambiguous === true && !/\s/.test(alias.trim()));
}

function matchersFor(skills: readonly Skill[]): SkillMatcher[] {
  let m = cache.get(skills);
  if (!m) {
    m = skills.map((s) => ({ name: s.name, matchers: s.aliases.map((a) => createTermMatcher(a, needsListContext(a, s))) }));
    cache.set(skills, m);
  }
  return m;
}

/** Canonical names of the skills in the text, first seen first, at most `limit`. */
export function findSkills(text: string, skills: readonly Skill[], limit = MAX_TAGS): string[] {
  const normalized = normalizeLines(text);
  const words = wordSet(normalized);
  const found: { name: string; at: number }[] = [];
  for (const s of matchersFor(skills)) {
    let at = -1;
    for (const m of s.matchers) {
      if (!mayMatch(m, words)) continue;
      const i = m.firstIndex(normalized);
      if (i >= 0 && (at < 0 || i < at)) at = i;
    }
    if (at >= 0) found.push({ name: s.name, at });
  }
  return found.sort((a, b) => a.at - b.at).slice(0, limit).map((f) => f.name);
}

const aliasCache = new WeakMap<readonly Skill[], Map<string, string>>();
const foldTag = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The vocabulary's skills less those a listed item already names by one of its aliases ("Word" listed, "Microsoft Word"
 * found): the listed item, the candidate's own word, is the one tag of that skill.
 */
export function knownBeyondListed(known: readonly string[], listed: readonly string[], skills: readonly Skill[]): string[] {
  let byAlias = aliasCache.get(skills);
  if (!byAlias) {
    byAlias = new Map(skills.flatMap((s) => [s.name, ...s.aliases].map((a): [string, string] => [foldTag(a), s.name])));
    aliasCache.set(skills, byAlias);
  }
  const map = byAlias;
  const named = new Set(listed.map((item) => map.get(foldTag(item))).filter((n): n is string => n !== undefined));
  return known.filter((name) => !named.has(name));
}

/**
 * Tags: the skills as printed under skills headings first (what the candidate says they can
 * do), then vocabulary skills found elsewhere; one entry per skill (case and accents aside),
 * at most `limit`. `exclude` holds text that is never a skill (the person's name, city).
 */
export function mergeTags(listed: readonly string[], known: readonly string[], exclude: readonly string[] = [], limit = MAX_TAGS): string[] {
  const fold = foldTag;
  const banned = new Set(exclude.map(fold).filter(Boolean));
  const seen = new Set<string>();
  const out: string[] = [];
  for (const tag of [...listed, ...known]) {
    const key = fold(tag);
    if (!key || seen.has(key) || banned.has(key)) continue;
    seen.add(key);
    out.push(tag);
    if (out.length >= limit) break;
  }
  return out;
}
