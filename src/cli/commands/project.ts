// recruit project … (DESIGN.md §4).
import type { Command } from 'commander';
import { action, examples } from '../action.js';
import { addFieldFlags, fieldsFromFile, fieldsFromFlags, PROJECT_FLAGS } from '../field-flags.js';
import { parseId } from '../parse-values.js';
import { confirm, promptForMissing } from '../prompts.js';
import { created, details, done, list, typedSuccess, type CommandResult } from '../result.js';
import { isoDate } from '../../domain/clock.js';
import type { CliContext } from '../context.js';
import type { ProjectCreate, ProjectUpdate } from '../../domain/project.js';
import { ValidationError } from '../../domain/errors.js';

const PROJECT_COLUMNS = ['id', 'title', 'date_from', 'date_till', 'jobs', 'last_modified'];

async function projectFields(ctx: CliContext, options: Record<string, unknown>): Promise<Record<string, unknown>> {
  const codes = await ctx.codes();
  const file = options['fromFile'];
  const fromFile = typeof file === 'string' ? await fieldsFromFile(file, PROJECT_FLAGS, codes, options, ctx.io) : {};
  return { ...fromFile, ...fieldsFromFlags(options, PROJECT_FLAGS, codes) };
}

export interface ProjectListOptions {
  /** Every project with its active flag and jobs. */
  full?: boolean | undefined;
}

export async function runProjectList(options: ProjectListOptions, ctx: CliContext): Promise<CommandResult> {
  const service = await ctx.service();
  if (options.full) return list(await service.listProjectsFull(), ['id', 'active', 'jobs', 'last_modified'], 'no projects');
  return list(await service.listProjects(), PROJECT_COLUMNS, 'no active projects');
}

export interface ProjectIdOptions {
  id: number;
}

export async function runProjectGet(options: ProjectIdOptions, ctx: CliContext): Promise<CommandResult> {
  const projectId = options.id;
  const service = await ctx.service();
  const projects = await service.getProject(projectId); // NotFoundError (exit 3) when no project has the id
  const [project] = projects;
  if (ctx.out.format !== 'table') return list(projects);
  if (project === undefined) {
    // An existing project that is not active: say why, from its whole record.
    const { explainInactiveProject } = await import('../listing-reasons.js');
    return list([], undefined, explainInactiveProject(await service.getProjectRecord(projectId), isoDate(ctx.clock.now())));
  }
  const { keyValuePairs, PROJECT_CODE_FIELDS } = await import('../key-values.js');
  return details(projects, keyValuePairs(project, { codes: await ctx.codes(), codeFields: PROJECT_CODE_FIELDS }));
}

export interface ProjectCreateOptions {
  /** The field flags as commander gives them; converted to fields by the run. */
  fields: Record<string, unknown>;
}

export async function runProjectCreate(options: ProjectCreateOptions, ctx: CliContext): Promise<CommandResult> {
  const fields = await projectFields(ctx, options.fields);
  await promptForMissing(ctx, fields, [{ field: 'title', flag: 'title', label: 'Project title' }]);
  const { id } = await (await ctx.service()).createProject(fields as ProjectCreate);
  return created(`created project ${id}`, id, [{ id }]); // SPEC 18: data is [{ id }]
}

export interface ProjectUpdateOptions extends ProjectCreateOptions {
  id: number;
}

export async function runProjectUpdate(options: ProjectUpdateOptions, ctx: CliContext): Promise<CommandResult> {
  const fields = await projectFields(ctx, options.fields);
  delete fields['id'];
  if (Object.keys(fields).length === 0) throw new ValidationError('nothing to update', [], 'give at least one field flag, e.g. --title');
  await (await ctx.service()).updateProject({ ...fields, id: options.id } as ProjectUpdate);
  return done(`updated project ${options.id}`);
}

export async function runProjectDelete(options: ProjectIdOptions, ctx: CliContext): Promise<CommandResult> {
  if (!(await confirm(ctx, `delete project ${options.id}?`))) return done('nothing deleted', { success: false });
  await (await ctx.service()).deleteProject(options.id);
  return done(`deleted project ${options.id}`, typedSuccess('project'));
}

export function registerProjectCommands(program: Command): void {
  const project = program.command('project').description('projects that group job ads');

  project
    .command('list')
    .description('list active projects; --full lists every project with its active flag')
    .option('--full', 'every project with active flag and jobs')
    .addHelpText('after', examples('recruit project list', 'recruit project list --full --json'))
    .action(action(async (ctx, flags: { full?: boolean }) => runProjectList({ full: flags.full }, ctx)));

  project
    .command('get <id>')
    .description('show a project; an inactive one says why (--json prints [] for it, as the API); exit 3 when no project has the id')
    .addHelpText('after', examples('recruit project get 3', 'recruit project get 3 --json'))
    .action(action(async (ctx, _flags, id: string) => runProjectGet({ id: parseId(id, 'project id') }, ctx)));

  addFieldFlags(
    project
      .command('create')
      .description('create a project; --title is required')
      .addHelpText('after', examples('recruit project create --title "Autumn hiring" --jobs 1,2 --date-till 2026-12-31')),
    PROJECT_FLAGS,
    'create',
  ).action(action(async (ctx, flags: Record<string, unknown>) => runProjectCreate({ fields: flags }, ctx)));

  addFieldFlags(
    project
      .command('update <id>')
      .description('overwrite the given fields of a project; other fields are kept')
      .addHelpText('after', examples('recruit project update 3 --title "Winter hiring"', 'recruit project update 3 --jobs 4,5')),
    PROJECT_FLAGS,
    'update',
  ).action(action(async (ctx, flags: Record<string, unknown>, id: string) =>
    runProjectUpdate({ id: parseId(id, 'project id'), fields: flags }, ctx)));

  project
    .command('delete <id>')
    .description('delete a project; its jobs are not touched')
    .addHelpText('after', examples('recruit project delete 3', 'recruit project delete 3 --yes   # no question (scripts)'))
    .action(action(async (ctx, _flags, id: string) => runProjectDelete({ id: parseId(id, 'project id') }, ctx)));
}
