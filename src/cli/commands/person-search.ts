// recruit person list|search … and person skills …: the flags are the query
// parameters of GET /person; values go to the service as text, which checks them the same
// way locally and on the server (a bad value exits 2 naming its flag).
import type { Command } from 'commander';
import { action, examples } from '../action.js';
import { parseId, parseSkillList } from '../parse-values.js';
import { list, type CommandResult, type Row } from '../result.js';
import type { CliContext } from '../context.js';
import type { PersonSearchRequest } from '../../domain/person-search.js';
import { PERSON_SORTS, SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LIMIT } from '../../domain/person-search.js';
import { ValidationError } from '../../domain/errors.js';

export interface SearchFlags {
  q?: string;
  name?: string;
  email?: string;
  phone?: string;
  city?: string;
  country?: string;
  category?: string;
  skill?: string[];
  appliedTo?: string;
  createdSince?: string;
  modifiedSince?: string;
  sort?: string;
  limit?: string;
  cursor?: string;
  all?: boolean;
}

const TABLE_COLUMNS = ['id', 'last', 'first', 'email', 'city', 'phone_mobile', 'last_modified'];
const collect = (value: string, previous: string[]) => [...previous, value];

/** The flags as the API's query parameters (text as given: the service checks them). */
export function searchRequestOf(flags: SearchFlags, text: string | undefined): PersonSearchRequest {
  if (text !== undefined && flags.q !== undefined) throw new ValidationError('give the search text once: as an argument or with --q');
  const limit = flags.limit === undefined ? undefined : parseId(flags.limit, '--limit');
  if (limit !== undefined && limit > SEARCH_MAX_LIMIT) throw ValidationError.field('/limit', `must be at most ${SEARCH_MAX_LIMIT}`);
  const request: Record<string, unknown> = {
    q: text ?? flags.q,
    name: flags.name,
    email: flags.email,
    phone: flags.phone,
    city: flags.city,
    country: flags.country,
    category: flags.category,
    skill: flags.skill && flags.skill.length > 0 ? flags.skill : undefined,
    applied_to: flags.appliedTo === undefined ? undefined : parseId(flags.appliedTo, '--applied-to'),
    created_since: flags.createdSince,
    modified_since: flags.modifiedSince,
    sort: flags.sort,
    limit,
    cursor: flags.cursor,
  };
  for (const key of Object.keys(request)) if (request[key] === undefined) delete request[key];
  return request as PersonSearchRequest;
}

/** --all: every page, written as it arrives (memory stays flat however many people match). */
async function streamAll(ctx: CliContext, request: PersonSearchRequest): Promise<CommandResult> {
  const service = await ctx.service();
  const write = (text: string) => new Promise<void>((resolve, reject) => ctx.out.stdout.write(text, (e) => (e ? reject(e) : resolve())));
  const format = ctx.out.format;
  let cursor = request.cursor;
  let count = 0;
  if (format === 'json') await write('[');
  for (;;) {
    const page = await service.searchPeople(cursor === undefined ? request : { ...request, cursor });
    const rows = page.data as unknown as Row[];
    if (format === 'json') {
      if (rows.length > 0) await write(`${count > 0 ? ',' : ''}\n${rows.map((row) => JSON.stringify(row)).join(',\n')}`);
    } else if (format === 'ndjson') {
      if (rows.length > 0) await write(`${rows.map((row) => JSON.stringify(row)).join('\n')}\n`);
    } else if (format === 'csv') {
      const csv = (await import('../csv-output.js')).toCsv(rows);
      if (rows.length > 0) await write(count === 0 ? csv : csv.slice(csv.indexOf('\n') + 1));
    } else if (rows.length > 0) {
      const { toTable } = await import('../table-output.js');
      await write(`${toTable(rows, { columns: TABLE_COLUMNS, vertical: false, color: ctx.config.color, maxCell: 60 })}\n`);
    }
    count += rows.length;
    if (page.next_cursor === null) break;
    cursor = page.next_cursor;
  }
  if (format === 'json') await write(count > 0 ? '\n]\n' : ']\n');
  if (format === 'table' && count === 0) await write('no people found\n');
  ctx.out.note(`${count} ${count === 1 ? 'person' : 'people'}`);
  return { kind: 'none' };
}

/** `person list` / `person search`: the query flags as given (the service checks them) and the search text. */
export interface PersonSearchOptions extends SearchFlags {
  text?: string | undefined;
}

export interface PersonSkillsOptions {
  id: number;
  add?: string[] | undefined;
  remove?: string[] | undefined;
  set?: string[] | undefined;
}

export async function runPersonSearch(options: PersonSearchOptions, ctx: CliContext): Promise<CommandResult> {
  const { text, ...flags } = options;
  const request = searchRequestOf(flags, text);
  if (flags.all) return streamAll(ctx, request);
  const page = await (await ctx.service()).searchPeople(request);
  if (page.next_cursor !== null) ctx.out.note(`next page: --cursor ${page.next_cursor}`);
  return list(page.data as unknown as Row[], ctx.out.format === 'table' ? TABLE_COLUMNS : undefined, 'no people found');
}

export async function runPersonSkills(options: PersonSkillsOptions, ctx: CliContext): Promise<CommandResult> {
  const { id: personId, ...flags } = options;
  const service = await ctx.service();
  const changing = flags.add !== undefined || flags.remove !== undefined || flags.set !== undefined;
  const skills = changing
    ? await service.changeSkills(personId, {
      ...(flags.set === undefined ? {} : { skills: parseSkillList(flags.set, '--set') }),
      ...(flags.add === undefined ? {} : { add: parseSkillList(flags.add, '--add') }),
      ...(flags.remove === undefined ? {} : { remove: parseSkillList(flags.remove, '--remove') }),
    })
    : await service.getSkills(personId);
  return { kind: 'value', data: skills as unknown as Row, text: skills.length > 0 ? skills.join('\n') : '(no skills)' };
}

export function registerPersonSearchCommands(person: Command): void {
  person
    .command('list [text]')
    .alias('search')
    .description('find people: full text and filters, all must match; each person listed is audited')
    .option('--q <text>',
      'full text over names, e-mails, city, skills and CV/document text (word* = prefix; a word with a digit also finds the e-mails it begins)')
    .option('--name <prefix>', 'name beginning with this (first, last or maiden name; every word)')
    .option('--email <prefix>', 'e-mail beginning with this (email or email2)')
    .option('--phone <number>', 'phone number or its beginning, any format (compared as E.164)')
    .option('--city <city>', 'city (case-insensitive)')
    .option('--country <code>', 'country: code, key (HU) or name')
    .option('--category <code>', 'category: code, key or name')
    .option('--skill <skill>', 'has this skill (repeat: all must match)', collect, [] as string[])
    .option('--applied-to <jobId>', 'applied to this job')
    .option('--created-since <date>', 'created on or after (YYYY-MM-DD or timestamp)')
    .option('--modified-since <date>', 'modified on or after (YYYY-MM-DD or timestamp)')
    .option('--sort <order>', `${PERSON_SORTS.join(', ')} (- = descending; default id)`)
    .option('--limit <n>', `people per page (default ${SEARCH_DEFAULT_LIMIT}, max ${SEARCH_MAX_LIMIT})`)
    .option('--cursor <cursor>', 'continue after the page that printed this cursor')
    .option('--all', 'every page, streamed (with --json: one array; --format ndjson: one line per person)')
    .addHelpText('after', `
The next page's cursor is printed on stderr ("next page: --cursor …") unless --all is given.
${examples(
  'recruit person search kovacs',
  'recruit person list --city Szeged --skill SQL --skill Python',
  'recruit person list --phone "+36 30 123" --json',
  'recruit person list --applied-to 7 --sort -modified --limit 100',
  'recruit person list --modified-since 2026-01-01 --all --format ndjson > people.ndjson',
)}`)
    .action(action(async (ctx, flags: SearchFlags, text: string | undefined) => runPersonSearch({ ...flags, text }, ctx)));

  person
    .command('skills <id>')
    .description("show a person's skills, or change them with --add / --remove (the read is audited)")
    .option('--add <skills...>', 'add these skills (separate them with spaces or commas; a skill cannot itself hold a comma here)')
    .option('--remove <skills...>', 'remove these skills (spaces or commas, as --add)')
    .option('--set <skills...>', 'replace the whole list with these skills (spaces or commas, as --add)')
    .addHelpText('after', examples(
      'recruit person skills 12',
      'recruit person skills 12 --add SQL Python "Project management"',
      'recruit person skills 12 --add typescript,PostgreSQL',
      'recruit person skills 12 --remove Python --json',
    ))
    .action(action(async (ctx, flags: { add?: string[]; remove?: string[]; set?: string[] }, id: string) =>
      runPersonSkills({ id: parseId(id, 'person id'), add: flags.add, remove: flags.remove, set: flags.set }, ctx)));
}
