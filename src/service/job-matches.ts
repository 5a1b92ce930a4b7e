// Titles and scores of a parsed résumé's matched jobs (the human output shows them while the
// SPEC 2.6 `jobs` stays an id array). The score is recomputed with the parser's own scoreJobs
// over the same inputs the parse used — the résumé's tags, keywords, category and content,
// and the active jobs of GET /job — so local, --remote and the server give the same figures.
import type { ParsedResume } from '../domain/parsed-resume.js';
import type { Job } from '../domain/job.js';
import type { MatchableJob } from '../parser/types.js';

export interface JobMatch {
  id: number;
  title: string;
  score: number;
}

/** The listed jobs and their matchable form (the caller may keep either between résumés). */
export interface MatchableListing {
  jobs: readonly Job[];
  matchable: readonly MatchableJob[];
}

/** The job list with its matchable form (the matcher reads title, category and the position text). */
export async function matchableListing(jobs: readonly Job[]): Promise<MatchableListing> {
  const { toMatchableJob } = await import('./parsed-resume-mapper.js');
  return { jobs, matchable: jobs.map(toMatchableJob) };
}

/** The résumé's jobs in the parse's order, each with its title and score; a job closed since keeps its id with a note. */
export async function scoreJobMatches(resume: ParsedResume, listing: () => Promise<MatchableListing>): Promise<JobMatch[]> {
  if (resume.jobs.length === 0) return [];
  const { jobs, matchable } = await listing();
  const titles = new Map(jobs.map((j) => [j.id, j.title]));
  const { scoreJobs } = await import('../parser/match.js');
  const profile = { tags: resume.person.tags, keywords: resume.keywords, category: resume.person.category };
  const scores = new Map(scoreJobs(profile, resume.content, matchable).map((s) => [s.id, s.score]));
  return resume.jobs.map((id) => ({ id, title: titles.get(id) ?? '(no longer listed)', score: scores.get(id) ?? 0 }));
}
