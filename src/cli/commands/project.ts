// recruit project … (DESIGN.md §4).
import type { Command } from 'commander';
import { action, examples } from '../action.js';
import { addFieldFlags, fieldsFromFile, fieldsFromFlags, PROJECT_FLAGS } from '../field-flags.js';
import { parseId } from '../parse-values.js';
import { confirm, promptForMissing } from '../prompts.js';
import { created, details, done, list, typedSuccess } from '../result.js';
import { isoDate } from '../../domain/clock.js';
import type { CliContext } from '../context.js';
import type { ProjectCreate, ProjectUpdate } from '../../domain/project.js';
import { ValidationError } from '../../domain/errors.js';

const PROJECT_COLUMNS = ['id', 'title', 'date_from', 'date_till', 'jobs', 'last_modified'];

async function projectFields(ctx: CliContext, options: Record<string, unknown>): Promise<Record<string, unknown>> {
  const codes = await ctx.codes();
  const fromFile = typeof options['fromFile'] === 'string' ? await fieldsFromFile(options['fromFile'], PROJECT_FLAGS, codes, options) : {};
  return { ...fromFile, ...fieldsFromFlags(options, PROJECT_FLAGS, codes) };
}

export function registerProjectCommands(program: Command): void {
  const project = program.command('project').description('projects that group job ads');

  project
    .command('list')
    .description('list active projects; --full lists every project with its active flag')
    .option('--full', 'every project with active flag and jobs')
    .addHelpText('after', examples('recruit project list', 'recruit project list --full --json'))
    .action(action(async (ctx, options: { full?: boolean }) => {
      const service = await ctx.service();
      if (options.full) return list(await service.listProjectsFull(), ['id', 'active', 'jobs', 'last_modified'], 'no projects');
      return list(await service.listProjects(), PROJECT_COLUMNS, 'no active projects');
    }));

  project
    .command('get <id>')
    .description('show a project; an inactive one says why (--json prints [] for it, as the API); exit 3 when no project has the id')
    .addHelpText('after', examples('recruit project get 3', 'recruit project get 3 --json'))
    .action(action(async (ctx, _options, id: string) => {
      const projectId = parseId(id, 'project id');
      const service = await ctx.service();
      const projects = await service.getProject(projectId); // NotFoundError (exit 3) when no project has the id
      const [project] = projects;
      if (ctx.out.format !== 'table') return list(projects);
      if (project === undefined) {
        // Issue 10 item 5: an existing project that is not active: say why, from its whole record.
        const { explainInactiveProject } = await import('../listing-reasons.js');
        return list([], undefined, explainInactiveProject(await service.getProjectRecord(projectId), isoDate(ctx.clock.now())));
      }
      const { keyValuePairs, PROJECT_CODE_FIELDS } = await import('../key-values.js');
      return details(projects, keyValuePairs(project, { codes: await ctx.codes(), codeFields: PROJECT_CODE_FIELDS }));
    }));

  addFieldFlags(
    project
      .command('create')
      .description('create a project; --title is required')
      .addHelpText('after', examples('recruit project create --title "Autumn hiring" --jobs 1,2 --date-till 2026-12-31')),
    PROJECT_FLAGS,
    'create',
  ).action(action(async (ctx, options: Record<string, unknown>) => {
    const fields = await projectFields(ctx, options);
    await promptForMissing(ctx, fields, [{ field: 'title', flag: 'title', label: 'Project title' }]);
    const { id } = await (await ctx.service()).createProject(fields as ProjectCreate);
    return created(`created project ${id}`, id, [{ id }]); // SPEC 18: data is [{ id }]
  }));

  addFieldFlags(
    project
      .command('update <id>')
      .description('overwrite the given fields of a project; other fields are kept')
      .addHelpText('after', examples('recruit project update 3 --title "Winter hiring"', 'recruit project update 3 --jobs 4,5')),
    PROJECT_FLAGS,
    'update',
  ).action(action(async (ctx, options: Record<string, unknown>, id: string) => {
    const projectId = parseId(id, 'project id');
    const fields = await projectFields(ctx, options);
    delete fields['id'];
    if (Object.keys(fields).length === 0) throw new ValidationError('nothing to update', [], 'give at least one field flag, e.g. --title');
    await (await ctx.service()).updateProject({ ...fields, id: projectId } as ProjectUpdate);
    return done(`updated project ${projectId}`);
  }));

  project
    .command('delete <id>')
    .description('delete a project; its jobs are not touched')
    .addHelpText('after', examples('recruit project delete 3', 'recruit project delete 3 --yes   # no question (scripts)'))
    .action(action(async (ctx, _options, id: string) => {
      const projectId = parseId(id, 'project id');
      if (!(await confirm(ctx, `delete project ${projectId}?`))) return done('nothing deleted', { success: false });
      await (await ctx.service()).deleteProject(projectId);
      return done(`deleted project ${projectId}`, typedSuccess('project'));
    }));
}
