// recruit person … (DESIGN.md §4). Every person read goes through the service, which
// writes the audit row before returning data.
import type { Command } from 'commander';
import { action, examples } from '../action.js';
import { addFieldFlags, fieldsFromFile, fieldsFromFlags, PERSON_FLAGS } from '../field-flags.js';
import { parseId } from '../parse-values.js';
import { promptForMissing } from '../prompts.js';
import { created, details, done, list, value } from '../result.js';
import { registerPersonFileCommands } from './person-files.js';
import { registerPersonImportCommand } from './person-import.js';
import { registerPersonExportCommand } from './person-export.js';
import { registerPersonDataCommands } from './person-data.js';
import { registerPersonDuplicatesCommands } from './person-duplicates.js';
import { registerPersonSearchCommands } from './person-search.js';
import type { CliContext } from '../context.js';
import type { PersonCreate, PersonUpdate } from '../../domain/person.js';

async function personFields(ctx: CliContext, options: Record<string, unknown>): Promise<Record<string, unknown>> {
  const codes = await ctx.codes();
  const fromFile = typeof options['fromFile'] === 'string' ? await fieldsFromFile(options['fromFile'], PERSON_FLAGS, codes, options) : {};
  return { ...fromFile, ...fieldsFromFlags(options, PERSON_FLAGS, codes) };
}

export function registerPersonCommands(program: Command): void {
  const person = program.command('person').description('candidates: profile, applications, photo, documents');

  person
    .command('get <id>')
    .description('show a person (the read is audited)')
    .addHelpText('after', examples('recruit person get 12', 'recruit person get 12 --json | jq .email'))
    .action(action(async (ctx, _options, id: string) => {
      const service = await ctx.service();
      const person = await service.getPerson(parseId(id, 'person id'));
      if (ctx.out.format !== 'table') return details(person, []);
      // Issue 10 item 12: one field a line, empty ones left out, codes with their names.
      const { keyValuePairs, PERSON_CODE_FIELDS } = await import('../key-values.js');
      return details(person, keyValuePairs(person, { codes: await ctx.codes(), codeFields: PERSON_CODE_FIELDS }));
    }));

  person
    .command('exists <email>')
    .description('print the id of the person registered under an e-mail (exit 3 when none)')
    .addHelpText('after', examples('recruit person exists anna.kovacs@example.com', 'id=$(recruit person exists anna.kovacs@example.com) && recruit person get "$id"'))
    .action(action(async (ctx, _options, email: string) => {
      const service = await ctx.service();
      const found = await service.findPersonByEmail(email);
      // Issue 10 item 13: the bare id in human mode, for $(…); --json keeps {"id": N}.
      return value(String(found.id), found);
    }));

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
  ).action(action(async (ctx, options: Record<string, unknown>) => {
    const fields = await personFields(ctx, options);
    await promptForMissing(ctx, fields, [
      { field: 'first', flag: 'first', label: 'First name' },
      { field: 'last', flag: 'last', label: 'Last name' },
    ]);
    const service = await ctx.service();
    const { id } = await service.createPerson(fields as PersonCreate);
    return created(`created person ${id}`, id);
  }));

  addFieldFlags(
    person
      .command('update <id>')
      .description('overwrite the given fields of a person; other fields are kept')
      .addHelpText('after', examples('recruit person update 12 --city Szeged --phone-mobile "+36 30 765 4321"', 'recruit person update 12 --birth-date ""   # clear it')),
    PERSON_FLAGS,
    'update',
  ).action(action(async (ctx, options: Record<string, unknown>, id: string) => {
    const personId = parseId(id, 'person id');
    const fields = await personFields(ctx, options);
    delete fields['id'];
    if (Object.keys(fields).length === 0) {
      const { ValidationError } = await import('../../domain/errors.js');
      throw new ValidationError('nothing to update', [], 'give at least one field flag, e.g. --city Szeged');
    }
    const service = await ctx.service();
    await service.updatePerson({ ...fields, id: personId } as PersonUpdate);
    return done(`updated person ${personId}`);
  }));

  person
    .command('subscribe <personId> <jobId>')
    .description('register an application of a person to a job')
    .addHelpText('after', examples('recruit person subscribe 12 7'))
    .action(action(async (ctx, _options, personId: string, jobId: string) => {
      const service = await ctx.service();
      const { id } = await service.subscribe({
        person_data_id: parseId(personId, 'person id'),
        job_data_id: parseId(jobId, 'job id'),
      });
      return created(`person ${personId} applied to job ${jobId} (application ${id})`, id);
    }));

  person
    .command('subscriptions <personId>')
    .description("list a person's applications (audited)")
    .addHelpText('after', examples('recruit person subscriptions 12'))
    .action(action(async (ctx, _options, personId: string) => {
      const service = await ctx.service();
      const id = parseId(personId, 'person id');
      // --json prints endpoint 6's data as it is; the table adds where each application stands.
      if (ctx.out.format !== 'table') return list(await service.listSubscriptions(id), ['id', 'job_data_id', 'title', 'created'], 'no applications');
      return list(await service.listApplications(id), ['id', 'job_data_id', 'title', 'status', 'created'], 'no applications');
    }));

  person
    .command('unsubscribe <personId> <jobId>')
    .description('withdraw an application of a person to a job: its status becomes withdrawn, its history is kept')
    .option('--note <text>', 'why (kept in the history)')
    .addHelpText('after', examples('recruit person unsubscribe 12 7', 'recruit person unsubscribe 12 7 --note "accepted another offer"'))
    .action(action(async (ctx, options: { note?: string }, personId: string, jobId: string) => {
      const service = await ctx.service();
      const withdrawn = await service.withdrawApplication({
        person_data_id: parseId(personId, 'person id'),
        job_data_id: parseId(jobId, 'job id'),
        ...(options.note === undefined ? {} : { note: options.note }),
      });
      return done(`person ${personId} withdrew from job ${jobId} (application ${withdrawn.id})`, withdrawn);
    }));

  registerPersonFileCommands(person);
  registerPersonImportCommand(person);
  registerPersonExportCommand(person);
  registerPersonDataCommands(person);
  registerPersonDuplicatesCommands(person);
  registerPersonSearchCommands(person);
}
