// recruit job … (DESIGN.md §4). Listings follow the API: `list` shows active jobs in
// the api_web channel; `list --full` every job with its active flag.
import type { Command } from 'commander';
import { action, examples } from '../action.js';
import { addFieldFlags, JOB_FLAGS } from '../field-flags.js';
import { parseId } from '../parse-values.js';
import { confirm, promptForMissing } from '../prompts.js';
import { created, details, done, list, typedSuccess, type CommandResult } from '../result.js';
import type { CliContext } from '../context.js';
import type { Job, JobCreate } from '../../domain/job.js';
import type { RecruitService } from '../../service/recruit-service.js';
import { isoDate } from '../../domain/clock.js';
import { registerJobImportCommand } from './job-import.js';
import { jobFields, registerJobAdminCommands } from './job-admin.js';

const JOB_COLUMNS = ['id', 'title', 'reference_number', 'date_from', 'date_till', 'category', 'last_modified'];

/** Above this many hidden jobs `job list` counts them without fetching each record (one request each remotely). */
const EXPLAIN_AT_MOST = 100;

/**
 * The line under `job list`: how many existing jobs it does not show, and
 * why ("5 not listed: 3 expired, 2 not in api_web; see --full"); undefined when none is hidden.
 */
async function hiddenJobsFooter(ctx: CliContext, service: RecruitService, listed: readonly Job[]): Promise<string | undefined> {
  const shown = new Set(listed.map((job) => job.id));
  const hidden = (await service.listJobsFull()).filter((job) => !shown.has(job.id));
  if (hidden.length === 0) return undefined;
  const { jobHiddenReasons, summarizeHiddenJobs } = await import('../listing-reasons.js');
  const today = isoDate(ctx.clock.now());
  if (hidden.length > EXPLAIN_AT_MOST) {
    // Endpoint 14's active flag alone: inactive, or active but not in api_web.
    return summarizeHiddenJobs(hidden.map((job) => (job.active ? ['not in api_web' as const] : [])));
  }
  const reasons = [];
  for (const job of hidden) reasons.push(jobHiddenReasons(await service.getJobRecord(job.id), today));
  return summarizeHiddenJobs(reasons);
}

export interface JobListOptions {
  /** Every job (except deleted ones) with its active flag. */
  full?: boolean | undefined;
  /** Every job, deleted ones included, with why it is not listed. */
  all?: boolean | undefined;
}

export async function runJobList(options: JobListOptions, ctx: CliContext): Promise<CommandResult> {
  const service = await ctx.service();
  if (options.all) {
    const { withListingReasons } = await import('../listing-reasons.js');
    const jobs = await service.listAllJobs();
    if (ctx.out.format !== 'table') return list(jobs);
    const columns = ['id', 'title', 'status', 'date_from', 'date_till', 'channels', 'listed', 'reason'];
    return list(withListingReasons(jobs, isoDate(ctx.clock.now())), columns, 'no jobs');
  }
  if (options.full) {
    const summaries = await service.listJobsFull();
    // --json/--format ndjson print the API's records; the table and CSV (a file for people) show titles too.
    if (ctx.out.format === 'json' || ctx.out.format === 'ndjson') return list(summaries, ['id', 'active', 'last_modified'], 'no jobs');
    // The table shows titles, which endpoint 14's records do not carry.
    const titles = new Map((await service.listAllJobs()).map((j) => [j.id, j.title]));
    const rows = summaries.map((s) => ({ id: s.id, title: titles.get(s.id) ?? '', active: s.active, last_modified: s.last_modified }));
    return list(rows, ['id', 'title', 'active', 'last_modified'], 'no jobs');
  }
  const jobs = await service.listJobs();
  if (ctx.out.format !== 'table') return list(jobs, JOB_COLUMNS, 'no active jobs');
  const footer = await hiddenJobsFooter(ctx, service, jobs);
  // People read category names, as `job get` shows them; --json and CSV keep the codes.
  const codes = await ctx.codes();
  const categoryName = (code: number) => codes.get('category', code)?.name ?? String(code);
  const rows = jobs.map((job) => ({ ...job, category: job.category.map(categoryName).join(', ') }));
  return list(rows, JOB_COLUMNS, 'no active jobs', footer);
}

export interface JobGetOptions {
  id: number;
  /** Show the job whether listed or not, with its status and why it is not listed. */
  any?: boolean | undefined;
}

export async function runJobGet(options: JobGetOptions, ctx: CliContext): Promise<CommandResult> {
  const jobId = options.id;
  const service = await ctx.service();
  if (options.any) {
    // GET /job/full/{id}: the whole record (--json: [job], as the API's data).
    const record = await service.getJobRecord(jobId);
    if (ctx.out.format !== 'table') return list([record]);
    const { keyValuePairs, JOB_CODE_FIELDS } = await import('../key-values.js');
    const { jobHiddenReasons } = await import('../listing-reasons.js');
    const reasons = jobHiddenReasons(record, isoDate(ctx.clock.now()));
    const listed: [string, string] = ['listed', reasons.length === 0 ? 'yes' : `no (${reasons.join(', ')})`];
    return details([record], [...keyValuePairs(record, { codes: await ctx.codes(), codeFields: JOB_CODE_FIELDS }), listed]);
  }
  const jobs = await service.getJob(jobId); // NotFoundError (exit 3) when no job has the id
  const [job] = jobs;
  if (ctx.out.format !== 'table') return list(jobs);
  if (job === undefined) {
    // An existing job that is not listed: say why, from its whole record.
    const { explainHiddenJob } = await import('../listing-reasons.js');
    return list([], undefined, explainHiddenJob(await service.getJobRecord(jobId), isoDate(ctx.clock.now())));
  }
  const { keyValuePairs, JOB_CODE_FIELDS } = await import('../key-values.js');
  return details(jobs, keyValuePairs(job, { codes: await ctx.codes(), codeFields: JOB_CODE_FIELDS }));
}

export interface JobCreateOptions {
  /** The field flags as commander gives them; converted to fields by the run. */
  fields: Record<string, unknown>;
}

export async function runJobCreate(options: JobCreateOptions, ctx: CliContext): Promise<CommandResult> {
  const fields = await jobFields(ctx, options.fields);
  await promptForMissing(ctx, fields, [{ field: 'title', flag: 'title', label: 'Job title' }]);
  if (fields['position_data_id'] === undefined) {
    await promptForMissing(ctx, fields, [{ field: 'position_data_id', flag: 'position', label: 'Position id' }]);
    if (typeof fields['position_data_id'] === 'string') fields['position_data_id'] = parseId(fields['position_data_id'], '--position');
  }
  const { id } = await (await ctx.service()).createJob(fields as JobCreate);
  return created(`created job ${id}`, id, [{ id }]); // SPEC 15: data is [{ id }]
}

export interface JobDeleteOptions {
  id: number;
}

export async function runJobDelete(options: JobDeleteOptions, ctx: CliContext): Promise<CommandResult> {
  if (!(await confirm(ctx, `delete job ${options.id}?`))) return done('nothing deleted', { success: false });
  await (await ctx.service()).deleteJob(options.id);
  return done(`deleted job ${options.id}`, typedSuccess('job'));
}

export function registerJobCommands(program: Command): void {
  const job = program.command('job').description('job advertisements');

  job
    .command('list')
    .description('list active jobs advertised on the API/WEB channel; --full lists every job with its active flag; ' +
      '--all shows every job with why it is not listed')
    .option('--full', 'every job (except deleted ones) with its title and active flag (--json: the API\'s id, active, last_modified)')
    .option('--all', 'every job, deleted ones included, with status, channels and why it is not listed (admins)')
    .addHelpText('after', examples('recruit job list', 'recruit job list --full --format csv > jobs.csv', 'recruit job list --all'))
    .action(action(async (ctx, flags: { full?: boolean; all?: boolean }) => runJobList({ full: flags.full, all: flags.all }, ctx)));

  job
    .command('get <id>')
    .description('show a job; one that exists but is not listed says why (--json prints [] for it, as the API; --any shows it whole); ' +
      'exit 3 when no job has the id')
    .option('--any', 'show the job whether listed or not (closed, expired, deleted), with its status and why it is not listed')
    .addHelpText('after', examples('recruit job get 7', 'recruit job get 7 --json', 'recruit job get 7 --any'))
    .action(action(async (ctx, flags: { any?: boolean }, id: string) => runJobGet({ id: parseId(id, 'job id'), any: flags.any }, ctx)));

  addFieldFlags(
    job
      .command('create')
      .description('create a job ad; --position and --title are required')
      .addHelpText('after', examples(
        'recruit job create --position 5001 --title "Senior TypeScript Developer" --category 1 --date-till 2027-06-30',
        'recruit job create --from-file job.json --json',
      )),
    JOB_FLAGS,
    'create',
  ).action(action(async (ctx, flags: Record<string, unknown>) => runJobCreate({ fields: flags }, ctx)));

  job
    .command('delete <id>')
    .description('delete a job: it leaves every listing; applications keep their history')
    .addHelpText('after', examples('recruit job delete 7', 'recruit job delete 7 --yes   # no question (scripts)'))
    .action(action(async (ctx, _flags, id: string) => runJobDelete({ id: parseId(id, 'job id') }, ctx)));

  registerJobAdminCommands(job);
  registerJobImportCommand(job);
}
