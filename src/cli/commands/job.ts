// recruit job … (DESIGN.md §4). Listings follow the API: `list` shows active jobs in
// the api_web channel; `list --full` every job with its active flag.
import type { Command } from 'commander';
import { action, examples } from '../action.js';
import { addFieldFlags, fieldsFromFile, fieldsFromFlags, JOB_FLAGS } from '../field-flags.js';
import { parseId } from '../parse-values.js';
import { confirm, promptForMissing } from '../prompts.js';
import { done, list } from '../result.js';
import type { JobCreate } from '../../domain/job.js';
import { registerJobImportCommand } from './job-import.js';

const JOB_COLUMNS = ['id', 'title', 'reference_number', 'date_from', 'date_till', 'category', 'last_modified'];

export function registerJobCommands(program: Command): void {
  const job = program.command('job').description('job advertisements');

  job
    .command('list')
    .description('list active jobs advertised on the API/WEB channel; --full lists every job')
    .option('--full', 'every job (except deleted ones) with its active flag')
    .addHelpText('after', examples('recruit job list', 'recruit job list --full --format csv > jobs.csv'))
    .action(action(async (ctx, options: { full?: boolean }) => {
      const service = await ctx.service();
      if (options.full) return list(await service.listJobsFull(), ['id', 'active', 'last_modified'], 'no jobs');
      return list(await service.listJobs(), JOB_COLUMNS, 'no active jobs');
    }));

  job
    .command('get <id>')
    .description('show a job if it is active on the API/WEB channel (prints [] with --json otherwise)')
    .addHelpText('after', examples('recruit job get 7 --json'))
    .action(action(async (ctx, _options, id: string) => {
      const jobId = parseId(id, 'job id');
      const jobs = await (await ctx.service()).getJob(jobId);
      return list(jobs, undefined, `job ${jobId} is not an active advertised job`);
    }));

  addFieldFlags(
    job
      .command('create')
      .description('create a job ad; --position and --title are required')
      .addHelpText('after', examples(
        'recruit job create --position 5001 --title "Senior TypeScript Developer" --category 1 --date-till 2027-06-30',
        'recruit job create --from-file job.json --json',
      )),
    JOB_FLAGS,
  ).action(action(async (ctx, options: Record<string, unknown>) => {
    const codes = await ctx.codes();
    const fromFile = typeof options['fromFile'] === 'string' ? await fieldsFromFile(options['fromFile'], JOB_FLAGS, codes, options) : {};
    const flags = fieldsFromFlags(options, JOB_FLAGS, codes);
    const positionData = { ...((fromFile['position_data'] as object | undefined) ?? {}), ...((flags['position_data'] as object | undefined) ?? {}) };
    const fields: Record<string, unknown> = { ...fromFile, ...flags };
    if (Object.keys(positionData).length > 0) fields['position_data'] = positionData;
    await promptForMissing(ctx, fields, [{ field: 'title', flag: 'title', label: 'Job title' }]);
    if (fields['position_data_id'] === undefined) {
      await promptForMissing(ctx, fields, [{ field: 'position_data_id', flag: 'position', label: 'Position id' }]);
      if (typeof fields['position_data_id'] === 'string') fields['position_data_id'] = parseId(fields['position_data_id'], '--position');
    }
    const { id } = await (await ctx.service()).createJob(fields as JobCreate);
    return done(`created job ${id}`, { id });
  }));

  job
    .command('delete <id>')
    .description('delete a job: it leaves every listing; applications keep their history')
    .addHelpText('after', examples('recruit job delete 7', 'recruit job delete 7 --yes   # no question (scripts)'))
    .action(action(async (ctx, _options, id: string) => {
      const jobId = parseId(id, 'job id');
      if (!(await confirm(ctx, `delete job ${jobId}?`))) return done('nothing deleted', { success: false });
      await (await ctx.service()).deleteJob(jobId);
      return done(`deleted job ${jobId}`);
    }));

  registerJobImportCommand(job);
}
