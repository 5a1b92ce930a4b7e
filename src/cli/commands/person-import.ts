// recruit person import FILE|-. Also holds the command runner that `job import`
// shares: flags → an ImportRequest for the bulk service (local or remote),
// then the progress line, the summary, and the error conflicts or --strict end the run in.
import { Option, type Command } from '../commander.js';
import { action, examples } from '../action.js';
import { done, withFailures, type CommandResult } from '../result.js';
import type { CliContext } from '../context.js';
import { ConflictError, ValidationError } from '../../domain/errors.js';
import type { ImportFormat } from '../../service/import/source.js';
import type { ConflictMode, ImportSummary } from '../../service/import/types.js';
import { IMPORT_MATCHES, type ImportMatch, type ImportResourceName } from '../../service/bulk-service.js';
import { IMPORT_ENCODINGS, type ImportEncoding } from '../../service/import/encoding.js';
import type { ColumnMap } from '../../service/import/columns.js';

export interface ImportFlags {
  onConflict: ConflictMode;
  batchSize: string;
  concurrency: string;
  dryRun?: boolean;
  rejects?: string;
  strict?: boolean;
  inputFormat?: ImportFormat;
  /** --encoding; undefined = UTF-8, checked. */
  encoding?: ImportEncoding;
  /** --match (person import): e-mail only, or e-mail then phone. */
  match?: ImportMatch;
  /** --clear-empty (person import): an empty cell clears the stored value. */
  clearEmpty?: boolean;
  map?: string;
  mapFile?: string;
}

/** --map and --map-file → one column map (the file is read here: the service takes data). */
async function columnMapOf(flags: ImportFlags): Promise<ColumnMap | undefined> {
  if (flags.map === undefined && flags.mapFile === undefined) return undefined;
  const { mergeColumnMaps, parseColumnMap, parseColumnMapJson } = await import('../../service/import/column-map.js');
  let fromFile: ColumnMap | undefined;
  if (flags.mapFile !== undefined) {
    const { readFile } = await import('node:fs/promises');
    let text: string;
    try {
      text = await readFile(flags.mapFile, 'utf8');
    } catch (error) {
      throw new ValidationError(`cannot read --map-file ${flags.mapFile}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
    }
    fromFile = parseColumnMapJson(text, flags.mapFile);
  }
  return mergeColumnMaps(flags.map === undefined ? undefined : parseColumnMap(flags.map), fromFile);
}

/** What differs between `person import` and `job import`: the resource and its plural. */
export interface ImportTarget {
  resource: ImportResourceName;
  /** "people" / "jobs" */
  plural: string;
}

function positive(text: string, flag: string, max: number): number {
  if (!/^\d+$/.test(text.trim()) || Number(text) < 1 || Number(text) > max) {
    throw new ValidationError(`${flag} must be an integer from 1 to ${max}, not "${text}"`);
  }
  return Number(text);
}

export async function runImportCommand(ctx: CliContext, file: string, flags: ImportFlags, target: ImportTarget): Promise<CommandResult> {
  const batchSize = positive(flags.batchSize, '--batch-size', 1_000_000);
  const concurrency = positive(flags.concurrency, '--concurrency', 256);
  const columnMap = await columnMapOf(flags);
  ctx.waitForRateLimits();
  const { ProgressLine } = await import('../progress.js');
  const firstReasons: string[] = [];
  let progress: InstanceType<typeof ProgressLine> | undefined;
  let summary: ImportSummary;
  try {
    summary = await (await ctx.bulk()).importRecords({
      resource: target.resource,
      file,
      format: flags.inputFormat,
      encoding: flags.encoding,
      stdin: ctx.io.stdin,
      onConflict: flags.onConflict,
      match: flags.match,
      clearEmpty: flags.clearEmpty,
      columnMap,
      batchSize,
      concurrency,
      dryRun: flags.dryRun ?? false,
      rejectsPath: flags.rejects,
      onRejected: (line, reason) => {
        if (firstReasons.length < 5) firstReasons.push(`line ${line}: ${reason}`);
      },
      onStart: (totalBytes) => {
        progress = ProgressLine.create(ctx.out.stderr, flags.dryRun ? 'checking' : 'importing', totalBytes, !ctx.config.quiet);
        const line = progress;
        return line ? (state) => line.update(state) : undefined;
      },
    });
  } finally {
    progress?.finish();
  }

  const name = file === '-' ? 'stdin' : file;
  const verb = summary.dry_run ? 'checked' : 'imported';
  const counts = summary.dry_run
    ? `${summary.created} would be created, ${summary.updated} updated, ${summary.skipped} skipped, ${summary.rejected} rejected`
    : `${summary.created} created, ${summary.updated} updated, ${summary.skipped} skipped, ${summary.rejected} rejected`;
  const lines = [`${verb} ${summary.rows} rows from ${name} in ${summary.seconds.toFixed(2)} s: ${counts}`];
  if (summary.rejected > 0) {
    if (flags.rejects) lines.push(`rejected rows are in ${flags.rejects}`);
    else {
      for (const reason of firstReasons) ctx.out.note(`  ${reason}`);
      if (summary.rejected > firstReasons.length) ctx.out.note(`  … and ${summary.rejected - firstReasons.length} more`);
      ctx.out.note('hint: use --rejects FILE to keep every rejected row with its reason');
    }
  }
  const result = done(lines.join('\n'), { ...summary });
  // The summary is printed, then the run fails with the error (exit 4 or 2).
  if (summary.conflicts > 0 && flags.onConflict === 'fail') {
    const rows = `${summary.conflicts} row${summary.conflicts === 1 ? '' : 's'}`;
    return withFailures(result, new ConflictError(`${rows} clashed with existing ${target.plural} (--on-conflict fail)`));
  }
  if (flags.strict && summary.rejected > 0) {
    const rows = `${summary.rejected} row${summary.rejected === 1 ? ' was' : 's were'}`;
    return withFailures(result, new ValidationError(`${rows} rejected (--strict)`));
  }
  return result;
}

export function addImportOptions(command: Command, conflictModes: readonly ConflictMode[]): Command {
  return command
    .addOption(new Option('--on-conflict <mode>', 'when the key exists already (also twice in the file)').choices([...conflictModes]).default('skip'))
    .option('--batch-size <n>', 'rows per transaction; a batch is written completely or not at all', '5000')
    .option('--dry-run', 'validate and count, write nothing')
    .option('--rejects <file>', 'write rejected rows with line and reason (.csv → CSV, otherwise NDJSON)')
    .option('--strict', 'exit 2 when any row was rejected')
    .option('--concurrency <n>', 'requests in flight with --remote', '8')
    .addOption(new Option('--input-format <format>', 'input format when the name does not say (default: by extension, else by content)')
      .choices(['csv', 'json', 'ndjson']))
    .option('--map <columns>', "which field each named column gives: 'Column=field,Other=field' (Column= ignores the column)")
    .option('--map-file <file>', 'the same as a JSON object: {"Column": "field", "Ignored": null}')
    .addOption(new Option('--encoding <name>',
      'text encoding of the file (default utf8, checked: a file that is not UTF-8 is refused; a UTF-16 BOM is always honoured)')
      .choices([...IMPORT_ENCODINGS]));
}

export const IMPORT_EXIT_HELP = `
Exit status: 0 when the import ran, even if rows were rejected (they are counted in the
summary and written to --rejects); 2 with --strict when any row was rejected, or when the
file cannot be read at all; 4 with --on-conflict fail when any row clashed (those rows are
rejected, the others are written).`;

/** `person import` / `job import`: the file (- for stdin) and the import flags as given. */
export interface ImportOptions extends ImportFlags {
  file: string;
}

export async function runPersonImport(options: ImportOptions, ctx: CliContext): Promise<CommandResult> {
  const { file, ...flags } = options;
  return runImportCommand(ctx, file, flags, { resource: 'person', plural: 'people' });
}

export function registerPersonImportCommand(person: Command): void {
  addImportOptions(
    person
      .command('import <file>')
      .description('import people from CSV, JSON (array) or NDJSON; - reads stdin')
      .addHelpText('after', `
Columns/keys are the person fields (first, last, email, phone_mobile, birth_date, …) or
their usual English, German, Hungarian, Spanish or French headers ("First Name", "Vorname",
"Keresztnév", "Nombre", "Prénom", "E-Mail", "Correo", "Date of Birth", …), compared without
case or accents; --map/--map-file name any other column. A file with an unknown column is
refused whole (the error lists the accepted names). CSV may use , or ; and may start with
a BOM; arrays as 3;7 or JSON; codes by number or key (HU); dates as 1985-12-31,
31.12.1985 or 1985.12.31. (not 12/31/1985: day or month first?). Files are read as UTF-8
and refused, before anything is written, if they are not UTF-8 (or, with a single-byte
--encoding, if they are UTF-8 with accented letters); Excel's plain "CSV" is Windows-1250
in Hungary: --encoding cp1250 (cp1252 in the West).
Every row is validated like \`person create\`; bad rows never stop good ones.
Rows are matched by e-mail (case-insensitive), also within the file: skip keeps the
existing person, update overwrites the given columns, fail rejects the row. An empty cell
means "no value given": update keeps the stored value (--clear-empty clears it instead;
first and last cannot be cleared). In JSON/NDJSON a missing member or "" keeps the stored
value (--clear-empty: "" clears), null clears it. A row with an e-mail needs no first or
last when someone has that e-mail: \`email,city\` is a valid partial update; a new person
needs first and last. A quote that \`person export\` put before = + - @ is removed. Re-running
an interrupted import is safe: finished batches are matched by e-mail and not doubled
(rows without an e-mail cannot be matched and are imported again). --match email,phone
also takes a row whose e-mail is new but whose phone someone has (compared as digits, in
the database and earlier in the file) for that person: a re-import under a new e-mail.
With --remote it looks each row up by phone first (a person search, audited and
rate-limited like every read of people), one row at a time.
With --remote, rows go through the API (--concurrency requests at a time, 429 answers
retried after Retry-After); rows with the same e-mail are sent one after the other, and
a --dry-run checks the rows and the file's own duplicates only (and looks up the e-mail
of each partial row, as the real run does).
Columns id, is_photo, photo_url, created and last_modified (as \`person export\` writes
them) and reject_line, reject_reason (as --rejects writes them) are ignored.
${IMPORT_EXIT_HELP}
${examples(
  'recruit person import data/sample/people.csv',
  'recruit person import leads.csv --on-conflict update --rejects rejects.csv',
  'recruit person import people.ndjson --dry-run --json',
  'cat people.json | recruit person import - --input-format json',
  'recruit person import excel-export.csv --encoding cp1250',
  'recruit person import crm-export.csv --match email,phone --on-conflict update',
  'recruit person import cities.csv --on-conflict update',
  "recruit person import kontakte.csv --map 'Vorname=first,Nachname=last,E-Mail=email,Notizen='",
  'recruit --remote http://127.0.0.1:8080 person import people.csv --concurrency 16',
)}`),
    ['skip', 'update', 'fail'],
  ).addOption(new Option('--match <keys>', 'how a row finds an existing person: email, or email,phone').choices([...IMPORT_MATCHES]).default('email'))
    .option('--clear-empty', 'an empty cell (JSON "") clears the stored value on update, instead of keeping it')
    .action(action(async (ctx, flags: ImportFlags, file: string) => runPersonImport({ ...flags, file }, ctx)));
}
