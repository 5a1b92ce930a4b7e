// The one scoring engine behind every field (STYLE.md practice 11, after OpenResume):
// a field is a table of [predicate, weight, name] features; a candidate's score is the
// sum of the weights whose predicate holds. Negative weights guard against the field a
// candidate is often confused with (a job date range taken for a birth date …).
// Results keep the names of the features that fired, so a choice can be explained.

export type Feature<C> = readonly [predicate: (candidate: C) => boolean, weight: number, name: string];

export interface Scored<C> {
  candidate: C;
  score: number;
  /** Names of the features that fired, with their weights, e.g. "labelled+8". */
  evidence: string[];
}

/** Scores one candidate against a feature table. A predicate that throws counts as false. */
export function scoreCandidate<C>(candidate: C, features: readonly Feature<C>[]): Scored<C> {
  let score = 0;
  const evidence: string[] = [];
  for (const [predicate, weight, name] of features) {
    let hit = false;
    try { hit = predicate(candidate); } catch { hit = false; }
    if (!hit) continue;
    score += weight;
    evidence.push(`${name}${weight >= 0 ? '+' : ''}${weight}`);
  }
  return { candidate, score, evidence };
}

/** Every candidate scored, best first; ties keep input order (earlier in the CV wins). */
export function rankCandidates<C>(candidates: readonly C[], features: readonly Feature<C>[]): Scored<C>[] {
  return candidates
    .map((c, i) => ({ s: scoreCandidate(c, features), i }))
    .sort((a, b) => b.s.score - a.s.score || a.i - b.i)
    .map((x) => x.s);
}

/**
 * The score of the best rival of `best`: the highest-ranked candidate whose `key` differs
 * (another name, another address). Undefined when there is none. A close rival makes a
 * choice a guess (fields/explain.ts lowers its confidence).
 */
export function rivalScore<C>(ranked: readonly Scored<C>[], key: (c: C) => string): number | undefined {
  const first = ranked[0];
  if (!first) return undefined;
  const k = key(first.candidate);
  return ranked.find((r) => key(r.candidate) !== k)?.score;
}

/** The best candidate whose score reaches minScore, or undefined. */
export function pickBest<C>(candidates: readonly C[], features: readonly Feature<C>[], minScore: number): Scored<C> | undefined {
  const best = rankCandidates(candidates, features)[0];
  return best && best.score >= minScore ? best : undefined;
}
