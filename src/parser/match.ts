// Job matching (SPEC.md 2.6 `jobs`, issue 4): ids of active jobs that fit the CV, best first.
// Score = shared categories (strong) + the CV's tags found in the job's title (stronger) or
// text, + other CV keywords found in the job. Pure: the service passes the active jobs in.
import type { ExtractedFields, MatchableJob } from './types.js';
import { createTermMatcher, normalizeLines } from './classify/terms.js';
import { normalizeText } from './classify/text.js';

const CATEGORY_WEIGHT = 5;
const TAG_IN_TITLE = 3;
const TAG_IN_TEXT = 1;
const KEYWORD_IN_JOB = 0.5;

export interface JobScore { id: number; score: number }

function terms(fields: ExtractedFields): { tags: string[]; keywords: string[] } {
  const tags = [...new Set(fields.tags.map(normalizeText).filter(Boolean))];
  const keywords = [...new Set(fields.keywords.split(',').map(normalizeText).filter((k) => k.length > 2 && !tags.includes(k)))];
  return { tags, keywords };
}

/** Every job with its score, best first; zero scores included (for explaining a match). */
export function scoreJobs(fields: ExtractedFields, content: string, jobs: readonly MatchableJob[]): JobScore[] {
  const { tags, keywords } = terms(fields);
  const tagMatchers = tags.map((t) => createTermMatcher(t, false));
  const keywordMatchers = keywords.slice(0, 40).map((k) => createTermMatcher(k, false));
  // The CV's own text also counts: a job titled "Accountant" fits a CV that says "accountant".
  const cv = normalizeLines(content);
  return jobs.map((job) => {
    const title = normalizeLines(job.title);
    const text = normalizeLines(job.text);
    let score = 0;
    if (fields.category !== null && job.category.includes(fields.category)) score += CATEGORY_WEIGHT;
    for (const m of tagMatchers) {
      if (m.firstIndex(title) >= 0) score += TAG_IN_TITLE;
      else if (m.firstIndex(text) >= 0) score += TAG_IN_TEXT;
    }
    for (const m of keywordMatchers) if (m.firstIndex(title) >= 0 || m.firstIndex(text) >= 0) score += KEYWORD_IN_JOB;
    const titleWords = title.split(/[^\p{L}\p{N}+#.]+/u).filter((w) => w.length > 3);
    if (titleWords.length > 0 && titleWords.every((w) => createTermMatcher(w, false).firstIndex(cv) >= 0)) score += TAG_IN_TITLE;
    return { id: job.id, score };
  }).sort((a, b) => b.score - a.score || a.id - b.id);
}

/** Ids of the matching jobs, best first, at most `limit`; jobs that share nothing with the CV are left out. */
export function matchJobs(fields: ExtractedFields, content: string, jobs: MatchableJob[], limit = 10): number[] {
  return scoreJobs(fields, content, jobs).filter((s) => s.score > 0).slice(0, limit).map((s) => s.id);
}
