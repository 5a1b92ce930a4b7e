// Parser intake: a résumé parsed (endpoint 22) and matched against the listed jobs, its
// matches' titles and scores, and the parsed file turned into a person (`--create`).
import type { ParsedResume } from '../domain/parsed-resume.js';
import type { ResumeFile } from './recruit-service.js';
import type { JobsService } from './jobs-service.js';
import { onFirstCall, type ServiceDeps } from './service-deps.js';
import { scoreJobMatches, type JobMatch } from './job-matches.js';
import type { CreateReport, IntakePort, ResumeIntakeRequest } from './resume-create.js';

const resumeMapping = onFirstCall(() => import('./parsed-resume-mapper.js'));

export class ParserIntakeService {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly jobs: JobsService,
    /** The whole service the `--create` orchestration calls (so its reads are audited like any other). */
    private readonly port: IntakePort,
  ) {}

  async parseResume(file: ResumeFile): Promise<ParsedResume> {
    const { parser, images } = await this.deps.parser.load();
    const document = await parser.parse(file);
    const { toParsedResume } = await resumeMapping();
    return toParsedResume(document, parser.matchJobs(document, await this.matchableJobs()), images, file.explain === true);
  }

  /** The listed jobs as the matcher sees them: the same objects while the list is unchanged (matching caches per job). */
  private async matchableJobs() {
    const jobs = await this.jobs.listJobs();
    const { matchableJobs } = this.deps.state;
    let matchable = matchableJobs.get(jobs);
    if (!matchable) matchableJobs.set(jobs, (matchable = jobs.map((await resumeMapping()).toMatchableJob)));
    return matchable;
  }

  scoreJobMatches(resume: ParsedResume): Promise<JobMatch[]> {
    return scoreJobMatches(resume, async () => ({ jobs: await this.jobs.listJobs(), matchable: await this.matchableJobs() }));
  }

  /** `--create`: one queue for all actor-scoped copies, so their writes wait for each other. */
  async createPersonFromResume(request: ResumeIntakeRequest): Promise<CreateReport> {
    const { intakeResume, oneAtATime } = await import('./resume-create.js');
    const queue = (this.deps.state.intakeQueue ??= oneAtATime());
    return intakeResume(this.port, (url) => this.parsedImage(url), request, queue);
  }

  /** An image a parse of this service returned, read back from its sink (memory: or file://). */
  private async parsedImage(url: string): Promise<Uint8Array | undefined> {
    const loaded = this.deps.parser.loaded();
    if (!loaded) return undefined;
    const { images } = await loaded;
    return images.take?.(url);
  }

  /** Closes the parser's worker threads, if anything started them. */
  async close(): Promise<void> {
    const loaded = this.deps.parser.loaded();
    if (loaded) await loaded.then(({ parser }) => parser.close()).catch(() => undefined);
  }
}
