// recruit job update | close | reopen | applicants: change a job, open and
// close it, and see who applied. `applicants` is a person read: audited, one row per person.
import type { Command } from 'commander';
import { action, examples } from '../action.js';
import { addFieldFlags, fieldsFromFile, fieldsFromFlags, JOB_FLAGS } from '../field-flags.js';
import { parseId } from '../parse-values.js';
import { done, list, type CommandResult } from '../result.js';
import type { CliContext } from '../context.js';
import type { JobUpdate } from '../../domain/job.js';
import { ValidationError } from '../../domain/errors.js';
import { isoDate } from '../../domain/clock.js';

const APPLICANT_COLUMNS = ['id', 'person_data_id', 'last', 'first', 'email', 'status', 'created', 'last_modified'];

/** A job's fields from --from-file and the flags, the position details merged one by one. */
export async function jobFields(ctx: CliContext, options: Record<string, unknown>): Promise<Record<string, unknown>> {
  const codes = await ctx.codes();
  const file = options['fromFile'];
  const fromFile = typeof file === 'string' ? await fieldsFromFile(file, JOB_FLAGS, codes, options, ctx.io) : {};
  const flags = fieldsFromFlags(options, JOB_FLAGS, codes);
  const positionOf = (fields: Record<string, unknown>) => (fields['position_data'] as object | undefined) ?? {};
  const positionData = { ...positionOf(fromFile), ...positionOf(flags) };
  const fields: Record<string, unknown> = { ...fromFile, ...flags };
  if (Object.keys(positionData).length > 0) fields['position_data'] = positionData;
  return fields;
}

export interface JobUpdateOptions {
  id: number;
  /** The field flags as commander gives them; converted to fields by the run. */
  fields: Record<string, unknown>;
}

export async function runJobUpdate(options: JobUpdateOptions, ctx: CliContext): Promise<CommandResult> {
  const fields = await jobFields(ctx, options.fields);
  delete fields['id'];
  if (Object.keys(fields).length === 0) throw new ValidationError('nothing to update', [], 'give at least one field flag, e.g. --title');
  await (await ctx.service()).updateJob({ ...fields, id: options.id } as JobUpdate);
  return done(`updated job ${options.id}`);
}

export interface JobStatusOptions {
  id: number;
  /** closed (`job close`) or open (`job reopen`). */
  status: 'closed' | 'open';
}

export async function runJobStatus(options: JobStatusOptions, ctx: CliContext): Promise<CommandResult> {
  const { id: jobId, status } = options;
  const verb = status === 'closed' ? 'closed' : 'reopened';
  const service = await ctx.service();
  const before = await service.getJobRecord(jobId); // NotFoundError (exit 3)
  // Closing a closed job changes nothing (not even last_modified); a deleted one is refused (exit 4).
  if (before.status === status) return done(`job ${jobId} is already ${status}`);
  await service.updateJob({ id: jobId, status });
  if (status === 'closed') return done(`${verb} job ${jobId}`);
  // Open is not listed when the dates or channels say otherwise: say so, or the user would expect it in `job list`.
  const { jobHiddenReasons } = await import('../listing-reasons.js');
  const reasons = jobHiddenReasons(await service.getJobRecord(jobId), isoDate(ctx.clock.now()));
  return done(reasons.length === 0 ? `${verb} job ${jobId}` : `${verb} job ${jobId}; it is still not listed (${reasons.join(', ')})`);
}

export interface JobApplicantsOptions {
  id: number;
  /** The --status text, checked by the run (its parser loads only for this command). */
  status?: string | undefined;
}

export async function runJobApplicants(options: JobApplicantsOptions, ctx: CliContext): Promise<CommandResult> {
  // Loaded here, not at the top: `job list` should not pay for modules only this command needs (DESIGN.md §7).
  const { parseApplicationStatus } = await import('../application-values.js');
  const status = options.status === undefined ? undefined : parseApplicationStatus(options.status, '--status');
  const applicants = await (await ctx.service()).listApplicants(options.id, status);
  return list(applicants, APPLICANT_COLUMNS, status ? `no applicants in status ${status}` : 'no applicants');
}

export function registerJobAdminCommands(job: Command): void {
  addFieldFlags(
    job
      .command('update <id>')
      .description('overwrite the given fields of a job; other fields are kept (position details merge one by one)')
      .addHelpText('after', examples(
        'recruit job update 7 --title "Senior Data Analyst" --date-till 2027-03-31',
        'recruit job update 7 --salary-max 90000 --currency EUR',
        'recruit job update 7 --date-till ""   # open-ended',
      )),
    JOB_FLAGS,
    'update',
  ).action(action(async (ctx, flags: Record<string, unknown>, id: string) =>
    runJobUpdate({ id: parseId(id, 'job id'), fields: flags }, ctx)));

  for (const [name, status] of [['close', 'closed'], ['reopen', 'open']] as const) {
    job
      .command(`${name} <id>`)
      .description(name === 'close'
        ? 'close a job: it leaves the public listing, keeps its applications, and can be reopened'
        : 'reopen a closed job (it is listed again while within its dates and on api_web)')
      .addHelpText('after', examples(`recruit job ${name} 7`))
      .action(action(async (ctx, _flags, id: string) => runJobStatus({ id: parseId(id, 'job id'), status }, ctx)));
  }

  job
    .command('applicants <id>')
    .description('the people who applied to a job, with their status and dates (audited: one row per person)')
    .option('--status <status>', 'only applications in this status')
    .addHelpText('after', examples('recruit job applicants 7', 'recruit job applicants 7 --status interview --format csv'))
    .action(action(async (ctx, flags: { status?: string }, id: string) =>
      runJobApplicants({ id: parseId(id, 'job id'), status: flags.status }, ctx)));
}
