// recruit person … (DESIGN.md §4). Every person read goes through the service, which
// writes the audit row before returning data.
import type { Command } from 'commander';
import { action, examples } from '../action.js';
import { addFieldFlags, fieldsFromFile, fieldsFromFlags, PERSON_FLAGS } from '../field-flags.js';
import { parseId } from '../parse-values.js';
import { promptForMissing } from '../prompts.js';
import { created, details, done, list, value, type CommandResult } from '../result.js';
import { registerPersonFileCommands } from './person-files.js';
import { registerPersonImportCommand } from './person-import.js';
import { registerPersonExportCommand } from './person-export.js';
import { registerPersonDataCommands } from './person-data.js';
import { registerPersonDuplicatesCommands } from './person-duplicates.js';
import { registerPersonSearchCommands } from './person-search.js';
import type { CliContext } from '../context.js';
import type { PersonCreate, PersonUpdate } from '../../domain/person.js';

async function personFields(ctx: CliContext, options: FieldOptions): Promise<Record<string, unknown>> {
  const codes = await ctx.codes();
  const file = options['fromFile'];
  const fromFile = typeof file === 'string' ? await fieldsFromFile(file, PERSON_FLAGS, codes, options, ctx.io) : {};
  return { ...fromFile, ...fieldsFromFlags(options, PERSON_FLAGS, codes) };
}

/** The field flags as commander gives them (`--phone-mobile` → phoneMobile); converted to fields by the run. */
export type FieldOptions = Record<string, unknown>;

export interface PersonGetOptions {
  id: number;
}

export async function runPersonGet(options: PersonGetOptions, ctx: CliContext): Promise<CommandResult> {
  const service = await ctx.service();
  const person = await service.getPerson(options.id);
  if (ctx.out.format !== 'table') return details(person, []);
  // One field a line, empty ones left out, codes with their names.
  const { keyValuePairs, PERSON_CODE_FIELDS } = await import('../key-values.js');
  return details(person, keyValuePairs(person, { codes: await ctx.codes(), codeFields: PERSON_CODE_FIELDS }));
}

export interface PersonExistsOptions {
  email: string;
}

export async function runPersonExists(options: PersonExistsOptions, ctx: CliContext): Promise<CommandResult> {
  const service = await ctx.service();
  const found = await service.findPersonByEmail(options.email);
  // The bare id in human mode, for $(…); --json keeps {"id": N}.
  return value(String(found.id), found);
}

export interface PersonCreateOptions {
  fields: FieldOptions;
}

export async function runPersonCreate(options: PersonCreateOptions, ctx: CliContext): Promise<CommandResult> {
  const fields = await personFields(ctx, options.fields);
  await promptForMissing(ctx, fields, [
    { field: 'first', flag: 'first', label: 'First name' },
    { field: 'last', flag: 'last', label: 'Last name' },
  ]);
  const service = await ctx.service();
  const { id } = await service.createPerson(fields as PersonCreate);
  return created(`created person ${id}`, id);
}

export interface PersonUpdateOptions {
  id: number;
  fields: FieldOptions;
}

export async function runPersonUpdate(options: PersonUpdateOptions, ctx: CliContext): Promise<CommandResult> {
  const fields = await personFields(ctx, options.fields);
  delete fields['id'];
  if (Object.keys(fields).length === 0) {
    const { ValidationError } = await import('../../domain/errors.js');
    throw new ValidationError('nothing to update', [], 'give at least one field flag, e.g. --city Szeged');
  }
  const service = await ctx.service();
  await service.updatePerson({ ...fields, id: options.id } as PersonUpdate);
  return done(`updated person ${options.id}`);
}

/** One application: who applied to which job (subscribe, unsubscribe). */
export interface PersonJobOptions {
  personId: number;
  jobId: number;
  /** unsubscribe: why (kept in the history). */
  note?: string | undefined;
}

export async function runPersonSubscribe(options: PersonJobOptions, ctx: CliContext): Promise<CommandResult> {
  const service = await ctx.service();
  const { id } = await service.subscribe({ person_data_id: options.personId, job_data_id: options.jobId });
  return created(`person ${options.personId} applied to job ${options.jobId} (application ${id})`, id);
}

export interface PersonSubscriptionsOptions {
  personId: number;
}

export async function runPersonSubscriptions(options: PersonSubscriptionsOptions, ctx: CliContext): Promise<CommandResult> {
  const service = await ctx.service();
  // --json prints endpoint 6's data as it is; the table adds where each application stands.
  if (ctx.out.format !== 'table') {
    return list(await service.listSubscriptions(options.personId), ['id', 'job_data_id', 'title', 'created'], 'no applications');
  }
  return list(await service.listApplications(options.personId), ['id', 'job_data_id', 'title', 'status', 'created'], 'no applications');
}

export async function runPersonUnsubscribe(options: PersonJobOptions, ctx: CliContext): Promise<CommandResult> {
  const service = await ctx.service();
  const withdrawn = await service.withdrawApplication({
    person_data_id: options.personId,
    job_data_id: options.jobId,
    ...(options.note === undefined ? {} : { note: options.note }),
  });
  return done(`person ${options.personId} withdrew from job ${options.jobId} (application ${withdrawn.id})`, withdrawn);
}

export function registerPersonCommands(program: Command): void {
  const person = program.command('person').description('candidates: profile, applications, photo, documents');

  person
    .command('get <id>')
    .description('show a person (the read is audited)')
    .addHelpText('after', examples('recruit person get 12', 'recruit person get 12 --json | jq .email'))
    .action(action(async (ctx, _flags, id: string) => runPersonGet({ id: parseId(id, 'person id') }, ctx)));

  person
    .command('exists <email>')
    .description('print the id of the person registered under an e-mail (exit 3 when none)')
    .addHelpText('after', examples(
      'recruit person exists anna.kovacs@example.com',
      'id=$(recruit person exists anna.kovacs@example.com) && recruit person get "$id"',
    ))
    .action(action(async (ctx, _flags, email: string) => runPersonExists({ email }, ctx)));

  addFieldFlags(
    person
      .command('create')
      .description('create a person; first and last are required (prompted for on a TTY)')
      .addHelpText('after', examples(
        'recruit person create --first Anna --last Kovács --email anna@example.com --country HU --phone-mobile "06 30 123 4567"',
        'recruit person create --from-file anna.json --json',
      )),
    PERSON_FLAGS,
    'create',
  ).action(action(async (ctx, flags: FieldOptions) => runPersonCreate({ fields: flags }, ctx)));

  addFieldFlags(
    person
      .command('update <id>')
      .description('overwrite the given fields of a person; other fields are kept')
      .addHelpText('after', examples(
        'recruit person update 12 --city Szeged --phone-mobile "+36 30 765 4321"',
        'recruit person update 12 --birth-date ""   # clear it',
      )),
    PERSON_FLAGS,
    'update',
  ).action(action(async (ctx, flags: FieldOptions, id: string) => runPersonUpdate({ id: parseId(id, 'person id'), fields: flags }, ctx)));

  person
    .command('subscribe <personId> <jobId>')
    .description('register an application of a person to a job')
    .addHelpText('after', examples('recruit person subscribe 12 7'))
    .action(action(async (ctx, _flags, personId: string, jobId: string) =>
      runPersonSubscribe({ personId: parseId(personId, 'person id'), jobId: parseId(jobId, 'job id') }, ctx)));

  person
    .command('subscriptions <personId>')
    .description("list a person's applications (audited)")
    .addHelpText('after', examples('recruit person subscriptions 12'))
    .action(action(async (ctx, _flags, personId: string) => runPersonSubscriptions({ personId: parseId(personId, 'person id') }, ctx)));

  person
    .command('unsubscribe <personId> <jobId>')
    .description('withdraw an application of a person to a job: its status becomes withdrawn, its history is kept')
    .option('--note <text>', 'why (kept in the history)')
    .addHelpText('after', examples('recruit person unsubscribe 12 7', 'recruit person unsubscribe 12 7 --note "accepted another offer"'))
    .action(action(async (ctx, flags: { note?: string }, personId: string, jobId: string) =>
      runPersonUnsubscribe({ personId: parseId(personId, 'person id'), jobId: parseId(jobId, 'job id'), note: flags.note }, ctx)));

  registerPersonFileCommands(person);
  registerPersonImportCommand(person);
  registerPersonExportCommand(person);
  registerPersonDataCommands(person);
  registerPersonDuplicatesCommands(person);
  registerPersonSearchCommands(person);
}
