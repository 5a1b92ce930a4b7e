// recruit application …: move an application along the pipeline
// applied → screening → interview → offer → hired, or end it as rejected or withdrawn.
import type { Command } from 'commander';
import { action, examples } from '../action.js';
import { parseId } from '../parse-values.js';
import { done, type CommandResult } from '../result.js';
import { parseApplicationStatus } from '../application-values.js';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../domain/application-status.js';
import type { CliContext } from '../context.js';

export interface ApplicationStatusOptions {
  id: number;
  status: ApplicationStatus;
  /** Why (kept in the history). */
  note?: string | undefined;
}

export async function runApplicationStatus(options: ApplicationStatusOptions, ctx: CliContext): Promise<CommandResult> {
  const { id, status, note } = options;
  const service = await ctx.service();
  const changed = await service.changeApplicationStatus({ id, status, ...(note === undefined ? {} : { note }) });
  const from = changed.history.at(-2)?.status;
  const which = `application ${id} (person ${changed.person_data_id}, job ${changed.job_data_id})`;
  return done(`${which}: ${from ?? '?'} → ${changed.status}`, changed);
}

export function registerApplicationCommands(program: Command): void {
  const application = program.command('application').description('applications of people to jobs: their status in the hiring pipeline');

  application
    .command('status <applicationId> <status>')
    .description(`move an application to a new status (${APPLICATION_STATUSES.join(', ')}); ` +
      'stages go forward only, rejected or withdrawn end it; exit 4 names the allowed next states')
    .option('--note <text>', 'why (kept in the history)')
    .addHelpText('after', examples(
      'recruit application status 5 screening',
      'recruit application status 5 rejected --note "no work permit"',
      'recruit job applicants 7 --status interview   # see where everyone is',
    ))
    .action(action(async (ctx, flags: { note?: string }, applicationId: string, status: string) => runApplicationStatus({
      id: parseId(applicationId, 'application id'), status: parseApplicationStatus(status), note: flags.note,
    }, ctx)));
}
