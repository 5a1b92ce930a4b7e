// recruit job update | close | reopen | applicants (issue 12 §3–4): change a job, open and
// close it, and see who applied. `applicants` is a person read: audited, one row per person.
import type { Command } from 'commander';
import { action, examples } from '../action.js';
import { addFieldFlags, fieldsFromFile, fieldsFromFlags, JOB_FLAGS } from '../field-flags.js';
import { parseId } from '../parse-values.js';
import { done, list } from '../result.js';
import type { JobUpdate } from '../../domain/job.js';
import { ValidationError } from '../../domain/errors.js';
import { isoDate } from '../../domain/clock.js';

const APPLICANT_COLUMNS = ['id', 'person_data_id', 'last', 'first', 'email', 'status', 'created', 'last_modified'];

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
  ).action(action(async (ctx, options: Record<string, unknown>, id: string) => {
    const jobId = parseId(id, 'job id');
    const codes = await ctx.codes();
    const fromFile = typeof options['fromFile'] === 'string' ? await fieldsFromFile(options['fromFile'], JOB_FLAGS, codes, options) : {};
    const flags = fieldsFromFlags(options, JOB_FLAGS, codes);
    const positionData = { ...((fromFile['position_data'] as object | undefined) ?? {}), ...((flags['position_data'] as object | undefined) ?? {}) };
    const fields: Record<string, unknown> = { ...fromFile, ...flags };
    if (Object.keys(positionData).length > 0) fields['position_data'] = positionData;
    delete fields['id'];
    if (Object.keys(fields).length === 0) throw new ValidationError('nothing to update', [], 'give at least one field flag, e.g. --title');
    await (await ctx.service()).updateJob({ ...fields, id: jobId } as JobUpdate);
    return done(`updated job ${jobId}`);
  }));

  for (const [name, status, verb] of [['close', 'closed', 'closed'], ['reopen', 'open', 'reopened']] as const) {
    job
      .command(`${name} <id>`)
      .description(name === 'close'
        ? 'close a job: it leaves the public listing, keeps its applications, and can be reopened'
        : 'reopen a closed job (it is listed again while within its dates and on api_web)')
      .addHelpText('after', examples(`recruit job ${name} 7`))
      .action(action(async (ctx, _options, id: string) => {
        const jobId = parseId(id, 'job id');
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
      }));
  }

  job
    .command('applicants <id>')
    .description('the people who applied to a job, with their status and dates (audited: one row per person)')
    .option('--status <status>', 'only applications in this status')
    .addHelpText('after', examples('recruit job applicants 7', 'recruit job applicants 7 --status interview --format csv'))
    .action(action(async (ctx, options: { status?: string }, id: string) => {
      const jobId = parseId(id, 'job id');
      // Loaded here, not at the top: `job list` should not pay for modules only this command needs (DESIGN.md §7).
      const { parseApplicationStatus } = await import('../application-values.js');
      const status = options.status === undefined ? undefined : parseApplicationStatus(options.status, '--status');
      const applicants = await (await ctx.service()).listApplicants(jobId, status);
      return list(applicants, APPLICANT_COLUMNS, status ? `no applicants in status ${status}` : 'no applicants');
    }));
}
