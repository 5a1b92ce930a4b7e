// Titles and scores of a parsed résumé's matched jobs (issue 14 item 4: "human output shows
// titles and scores") while SPEC 2.6 `jobs` stays an id array. The score is recomputed with
// the parser's own scoreJobs over the same inputs the service used — the résumé's tags,
// keywords, category and content, and the active jobs of GET /job (LocalService matches
// against listJobs()) — so it works alike locally and with --remote.
import type { RecruitService } from '../service/recruit-service.js';
import type { ParsedResume } from '../domain/parsed-resume.js';
import type { JobMatch } from './resume-view.js';

export type MatchLookup = (resume: ParsedResume) => Promise<JobMatch[]>;

/** A lookup that reads the job list once per command run, on the first résumé with matches. */
export function createMatchLookup(service: RecruitService): MatchLookup {
  let jobs: Promise<{ titles: Map<number, string>; matchable: import('../parser/types.js').MatchableJob[] }> | undefined;
  const load = async () => {
    const { toMatchableJob } = await import('../service/parsed-resume-mapper.js');
    const list = await service.listJobs();
    return { titles: new Map(list.map((j) => [j.id, j.title])), matchable: list.map(toMatchableJob) };
  };
  return async (resume) => {
    if (resume.jobs.length === 0) return [];
    const { titles, matchable } = await (jobs ??= load());
    const { scoreJobs } = await import('../parser/match.js');
    const scores = new Map(scoreJobs({ tags: resume.person.tags, keywords: resume.keywords, category: resume.person.category }, resume.content, matchable)
      .map((s) => [s.id, s.score]));
    // The service's order stands; a job closed since the parse keeps its id with a note.
    return resume.jobs.map((id) => ({ id, title: titles.get(id) ?? '(no longer listed)', score: scores.get(id) ?? 0 }));
  };
}
