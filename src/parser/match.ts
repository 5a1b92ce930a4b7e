// Job matching (SPEC.md 2.6 `jobs`): active jobs ranked by BM25 relevance of
// the CV's search terms (skills, keywords with the titles held, category) to each job's title, category
// and position_data text; only jobs above MIN_MATCH_SCORE, at most 10, best first.
// Why BM25 and not overlap counts: a word that every job has ("management", "team") says little,
// a rare one ("django") a lot, and a long advert must not win by length (a Python
// developer was sent to "Primary School Teacher" on shared common words).
// Pure: the service passes the active jobs in; the CLI calls scoreJobs on the same inputs
// (the resume's tags, keywords, category and content plus GET /job) to show the scores.
import type { MatchableJob } from './types.js';
import { matchTokens } from './match-tokens.js';
import { isLanguageName } from './sections/languages.js';

/** What matching reads of a CV: ExtractedFields and the SPEC 2.6 person both have it. */
export interface MatchProfile {
  tags: readonly string[];
  /** Comma-separated search words (item 3). */
  keywords: string;
  category: number | null;
}

export interface JobScore {
  id: number;
  score: number;
  /** The query terms the job shares with the CV (stems, "cat:N" for the category): why it matched. */
  terms: string[];
  /** True when a shared term is a word of the job's title (a language the CV names aside). */
  inTitle: boolean;
}

// BM25 constants (Robertson & Zaragoza 2009): the usual k1 and b.
const K1 = 1.2;
const B = 0.75;
// A title word is worth three words of the description: the title says what the job is.
const TITLE_WEIGHT = 3;
// Shared category is one more term of the document ("cat:7"), as often as a title word.
const CATEGORY_WEIGHT = 3;
// Every job set is thought of as PRIOR_DOCS more jobs that lack the term (a smoothing prior),
// so IDF stays meaningful with one job or ten: without it a shop with two adverts gives
// every term an IDF near 0.4, and the threshold below would reject every match.
const PRIOR_DOCS = 20;
/**
 * Below this, a match is noise: category alone (≈ 3.8) or one description word is not enough;
 * category plus a title word, or two skills in the description, is (tests in match.test.ts).
 */
export const MIN_MATCH_SCORE = 5;
/**
 * One shared word of the description is a coincidence however rare it is ("Excel" in a
 * teacher's advert): a match needs two shared terms, or one in the job's title.
 */
export const MIN_SHARED_TERMS = 2;

interface JobDocument { id: number; tf: Map<string, number>; length: number; title: Set<string> }

// Tokenising every active job's advert on every parse cost ~0.3 ms a job (0.5 s for 2,000 jobs):
// documents are kept per job object, and the service hands in the same objects while the job
// list is unchanged (LocalService memoises its MatchableJob list), so only changes cost.
const documents = new WeakMap<MatchableJob, JobDocument>();

function jobDocument(job: MatchableJob): JobDocument {
  let doc = documents.get(job);
  if (!doc) documents.set(job, (doc = buildJobDocument(job)));
  return doc;
}

function buildJobDocument(job: MatchableJob): JobDocument {
  const tf = new Map<string, number>();
  const add = (token: string, weight: number) => tf.set(token, (tf.get(token) ?? 0) + weight);
  for (const t of matchTokens(job.title)) add(t, TITLE_WEIGHT);
  for (const t of matchTokens(job.text)) add(t, 1);
  for (const c of job.category) add(`cat:${c}`, CATEGORY_WEIGHT);
  let length = 0;
  for (const n of tf.values()) length += n;
  return { id: job.id, tf, length, title: new Set(matchTokens(job.title)) };
}

/**
 * The CV's query terms, each once: a skill listed twice is no more relevant. The titles the
 * candidate held come in through the keywords (item 3 adds the work history's titles there),
 * so matching needs no second read of the text and stays light for the main thread.
 */
export function queryTerms(profile: MatchProfile): string[] {
  const terms = new Set<string>();
  for (const tag of profile.tags) for (const t of matchTokens(tag)) terms.add(t);
  for (const k of profile.keywords.split(',')) for (const t of matchTokens(k)) terms.add(t);
  if (profile.category !== null) terms.add(`cat:${profile.category}`);
  return [...terms];
}

/**
 * Stems of the languages the CV names ("English", "Deutsch"). A language someone speaks is
 * worth its score, but alone it does not make a job theirs: "Primary School Teacher (English)"
 * is no match for an accountant who speaks English. The other terms must carry the match.
 */
export function languageTerms(profile: MatchProfile): Set<string> {
  const out = new Set<string>();
  for (const item of [...profile.tags, ...profile.keywords.split(',')]) {
    const words = item.trim().split(/\s+/).filter(Boolean);
    if (words.length > 0 && words.every(isLanguageName)) for (const t of matchTokens(item)) out.add(t);
  }
  return out;
}

/**
 * Every job with its BM25 score (two decimals), best first; zero scores included. `_content`
 * (the CV text) is part of the ResumeParser port's signature; the profile already holds its terms.
 */
export function scoreJobs(profile: MatchProfile, _content: string, jobs: readonly MatchableJob[]): JobScore[] {
  const docs = jobs.map(jobDocument);
  const avgLength = docs.reduce((sum, d) => sum + d.length, 0) / Math.max(docs.length, 1) || 1;
  const terms = queryTerms(profile);
  const spoken = languageTerms(profile);
  const idf = new Map<string, number>();
  const total = docs.length + PRIOR_DOCS;
  for (const t of terms) {
    const n = docs.filter((d) => d.tf.has(t)).length;
    idf.set(t, Math.log(1 + (total - n + 0.5) / (n + 0.5)));
  }
  return docs.map((d) => {
    let score = 0;
    const shared: string[] = [];
    const norm = K1 * (1 - B + (B * d.length) / avgLength);
    for (const t of terms) {
      const tf = d.tf.get(t);
      if (!tf) continue;
      score += (idf.get(t) ?? 0) * ((tf * (K1 + 1)) / (tf + norm));
      shared.push(t);
    }
    return { id: d.id, score: Math.round(score * 100) / 100, terms: shared, inTitle: shared.some((t) => d.title.has(t) && !spoken.has(t)) };
  }).sort((a, b) => b.score - a.score || a.id - b.id);
}

/** The jobs worth showing: above the threshold, best first, at most `limit`. */
export function rankJobs(profile: MatchProfile, content: string, jobs: readonly MatchableJob[], limit = 10): JobScore[] {
  const spoken = languageTerms(profile);
  const ownTerms = (s: JobScore): number => s.terms.filter((t) => !spoken.has(t)).length;
  return scoreJobs(profile, content, jobs).filter((s) => s.score >= MIN_MATCH_SCORE && (ownTerms(s) >= MIN_SHARED_TERMS || s.inTitle)).slice(0, limit);
}

/** Ids of the matching jobs, best first, at most `limit` (SPEC 2.6 `jobs`). */
export function matchJobs(profile: MatchProfile, content: string, jobs: readonly MatchableJob[], limit = 10): number[] {
  return rankJobs(profile, content, jobs, limit).map((s) => s.id);
}
