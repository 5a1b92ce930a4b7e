// Category: the occupational field whose keywords the CV uses most (DESIGN.md §5).
// Keywords in the top of the CV (headline, summary) say more than those deep in it,
// and longer keywords ("software engineer") say more than short ones ("git").
import type { Category } from './vocabulary.js';
import { createTermMatcher, normalizeLines, wordSet, mayMatch, type TermMatcher } from './terms.js';

export interface CategoryScore { code: number; score: number; hits: string[] }

/** Below this, one stray keyword ("training", "bank") would decide the field. */
export const MIN_CATEGORY_SCORE = 3;
const HEAD_CHARS = 600;

interface CategoryMatchers { code: number; keywords: { keyword: string; matcher: TermMatcher }[] }
const cache = new WeakMap<readonly Category[], CategoryMatchers[]>();

function matchersFor(categories: readonly Category[]): CategoryMatchers[] {
  let m = cache.get(categories);
  if (!m) {
    m = categories.map((c) => ({
      code: c.code,
      keywords: c.keywords.map((k) => ({ keyword: k, matcher: createTermMatcher(k, k.replace(/[^\p{L}\p{N}]/gu, '').length <= 2) })),
    }));
    cache.set(categories, m);
  }
  return m;
}

/** Every category with a positive score, best first. */
export function scoreCategories(text: string, categories: readonly Category[]): CategoryScore[] {
  const normalized = normalizeLines(text);
  const head = normalized.slice(0, HEAD_CHARS);
  const words = wordSet(normalized);
  const scores: CategoryScore[] = [];
  for (const c of matchersFor(categories)) {
    let score = 0;
    const hits: string[] = [];
    for (const { keyword, matcher } of c.keywords) {
      if (!mayMatch(matcher, words)) continue;
      const found = matcher.count(normalized, 5);
      if (found === 0) continue;
      hits.push(keyword);
      const weight = keyword.includes(' ') ? 2 : 1;
      // Diminishing returns: the fifth "java" adds less than the first.
      score += weight * (1 + Math.log2(found)) + (matcher.firstIndex(head) >= 0 ? weight : 0);
    }
    if (score > 0) scores.push({ code: c.code, score: Math.round(score * 100) / 100, hits });
  }
  return scores.sort((a, b) => b.score - a.score || a.code - b.code);
}

/** The best category's code, or null when the evidence is too thin. */
export function classifyCategory(text: string, categories: readonly Category[]): number | null {
  const best = scoreCategories(text, categories)[0];
  return best && best.score >= MIN_CATEGORY_SCORE ? best.code : null;
}
