// recruit job import FILE|-: the person importer's rules for job ads, matched by
// reference_number. Jobs have no update endpoint, so --on-conflict is skip or fail.
import type { Command } from 'commander';
import { action, examples } from '../action.js';
import { addImportOptions, IMPORT_EXIT_HELP, runImportCommand, type ImportFlags, type ImportOptions } from './person-import.js';
import type { CliContext } from '../context.js';
import type { CommandResult } from '../result.js';

export async function runJobImport(options: ImportOptions, ctx: CliContext): Promise<CommandResult> {
  const { file, ...flags } = options;
  return runImportCommand(ctx, file, flags, { resource: 'job', plural: 'jobs' });
}

export function registerJobImportCommand(job: Command): void {
  addImportOptions(
    job
      .command('import <file>')
      .description('import job ads from CSV, JSON (array) or NDJSON; - reads stdin')
      .addHelpText('after', `
Columns/keys are the job fields (position_data_id, title, reference_number, date_from,
category, language, channels, …); position_data as a JSON object or as flat columns
(description, requirements, location, employment_type, salary_min, salary_max, currency).
Every row is validated like \`job create\`; an empty CSV cell takes the create default.
Jobs are matched by reference_number, also within the file (rows without one are always
created): skip keeps the existing job, fail rejects the row. With --remote, existing jobs
are those the API lists (active, api_web channel).
${IMPORT_EXIT_HELP}
${examples('recruit job import data/sample/jobs.ndjson', 'recruit job import ads.csv --rejects rejects.ndjson --strict')}`),
    ['skip', 'fail'],
  ).action(action(async (ctx, flags: ImportFlags, file: string) => runJobImport({ ...flags, file }, ctx)));
}
