// recruit person import FILE|- (issue 5). Also holds the command runner that `job import`
// shares: open the source, the rejects file and the progress line, run the local or remote
// driver, render the summary, then map conflicts/--strict to the exit code.
import { Option, type Command } from '../commander.js';
import { action, examples } from '../action.js';
import { done, type CommandResult } from '../result.js';
import type { CliContext } from '../context.js';
import { ConflictError, ValidationError } from '../../domain/errors.js';
import type { CodeBook } from '../../domain/codes.js';
import type { RecruitService } from '../../service/recruit-service.js';
import type { Store } from '../../store/index.js';
import type { ImportFormat } from '../../service/import/source.js';
import { IMPORT_ENCODINGS, type ImportEncoding } from '../../service/import/encoding.js';
import type { ValidationStream } from '../../service/import/validated-batches.js';
import type { LocalWriter } from '../../service/import/local-import.js';
import type { RemoteWriter } from '../../service/import/remote-import.js';
import type { ConflictMode, ImportResource, ImportSummary } from '../../service/import/types.js';
import type { RejectSink } from '../../service/import/rejects.js';

export interface ImportFlags {
  onConflict: ConflictMode;
  batchSize: string;
  concurrency: string;
  dryRun?: boolean;
  rejects?: string;
  strict?: boolean;
  inputFormat?: ImportFormat;
  /** --encoding (issue 10 item 9); undefined = UTF-8, checked. */
  encoding?: ImportEncoding;
}

export interface ImportTarget<T, P> {
  resource(codes: CodeBook): ImportResource<T>;
  /** Validated value → what the local writer takes (the worker sends these as JSON). */
  pack(value: T): P;
  localWriter(store: Store): LocalWriter<P>;
  remoteWriter(service: RecruitService): Promise<RemoteWriter<T>>;
  /** "people" / "jobs" */
  plural: string;
  resourceName: 'person' | 'job';
}

function positive(text: string, flag: string, max: number): number {
  if (!/^\d+$/.test(text.trim()) || Number(text) < 1 || Number(text) > max) {
    throw new ValidationError(`${flag} must be an integer from 1 to ${max}, not "${text}"`);
  }
  return Number(text);
}

/** Keeps the first few reasons for a note on stderr when no --rejects file was asked for. */
function rememberFirst(sink: RejectSink, kept: string[], limit: number): RejectSink {
  return {
    async add(record, reason) {
      if (kept.length < limit) kept.push(`line ${record.line}: ${reason}`);
      await sink.add(record, reason);
    },
    close: () => sink.close(),
  };
}

export async function runImportCommand<T, P>(ctx: CliContext, file: string, flags: ImportFlags, target: ImportTarget<T, P>): Promise<CommandResult> {
  const options = {
    onConflict: flags.onConflict,
    batchSize: positive(flags.batchSize, '--batch-size', 1_000_000),
    concurrency: positive(flags.concurrency, '--concurrency', 256),
    dryRun: flags.dryRun ?? false,
  };
  const { openImportSource } = await import('../../service/import/source.js');
  const { validateInThread } = await import('../../service/import/validated-batches.js');
  const { openRejectSink, noRejectSink } = await import('../../service/import/rejects.js');
  const { ProgressLine } = await import('../progress.js');
  const codes = await ctx.codes();
  const resource = target.resource(codes);
  // Open the database (or check the remote settings) before reading anything.
  const store = ctx.isRemote ? undefined : await ctx.store(`${target.resourceName} import`);
  const service = ctx.isRemote ? await ctx.service() : undefined;
  const keepRecords = service !== undefined || options.onConflict === 'fail';
  let stream: ValidationStream<T> | undefined;
  let packed: ValidationStream<P> | undefined;
  if (!service && file !== '-' && !options.dryRun) {
    // A file imported locally is validated in a worker thread while this thread writes (DESIGN.md §7).
    const { validateInWorker } = await import('../../service/import/worker-validation.js');
    packed = await validateInWorker<P>({
      path: file, format: flags.inputFormat, encoding: flags.encoding, resource: target.resourceName, now: ctx.clock.now(), batchSize: options.batchSize, keepRecords,
    });
  } else {
    const source = await openImportSource(file, { format: flags.inputFormat, encoding: flags.encoding, stdin: ctx.io.stdin });
    if (service) stream = validateInThread(source, resource, codes, 64, keepRecords);
    else packed = validateInThread(source, resource, codes, options.batchSize, keepRecords, (value) => target.pack(value));
  }
  const header = (stream ?? packed)?.header;
  const totalBytes = (stream ?? packed)?.totalBytes;
  const firstReasons: string[] = [];
  let rejectSink: RejectSink = noRejectSink;
  try {
    if (flags.rejects) rejectSink = await openRejectSink(flags.rejects, header);
  } catch (error) {
    await packed?.abort?.();
    throw error;
  }
  const sink = rememberFirst(rejectSink, firstReasons, 5);
  const progress = ProgressLine.create(process.stderr, flags.dryRun ? 'checking' : 'importing', totalBytes, !ctx.config.quiet);
  const onProgress = progress ? (state: { rows: number; rejected: number; bytes: number }) => progress.update(state) : undefined;
  let summary: ImportSummary;
  try {
    if (service) {
      const { runRemoteImport } = await import('../../service/import/remote-import.js');
      summary = await runRemoteImport(stream as ValidationStream<T>, resource, await target.remoteWriter(service), options, sink, onProgress);
    } else {
      const { runLocalImport } = await import('../../service/import/local-import.js');
      summary = await runLocalImport(packed as ValidationStream<P>, target.localWriter(store as Store), options, sink, onProgress);
    }
  } finally {
    progress?.finish();
    await sink.close();
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
  if (summary.conflicts > 0 && options.onConflict === 'fail') {
    await ctx.out.render(result);
    throw new ConflictError(`${summary.conflicts} row${summary.conflicts === 1 ? '' : 's'} clashed with existing ${target.plural} (--on-conflict fail)`);
  }
  if (flags.strict && summary.rejected > 0) {
    await ctx.out.render(result);
    throw new ValidationError(`${summary.rejected} row${summary.rejected === 1 ? ' was' : 's were'} rejected (--strict)`);
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
    .addOption(new Option('--input-format <format>', 'input format when the name does not say (default: by extension, else by content)').choices(['csv', 'json', 'ndjson']))
    .addOption(new Option('--encoding <name>', 'text encoding of the file (default utf8, checked: a file that is not UTF-8 is refused; a UTF-16 BOM is always honoured)').choices([...IMPORT_ENCODINGS]));
}

export const IMPORT_EXIT_HELP = `
Exit status: 0 when the import ran, even if rows were rejected (they are counted in the
summary and written to --rejects); 2 with --strict when any row was rejected, or when the
file cannot be read at all; 4 with --on-conflict fail when any row clashed (those rows are
rejected, the others are written).`;

export function registerPersonImportCommand(person: Command): void {
  addImportOptions(
    person
      .command('import <file>')
      .description('import people from CSV, JSON (array) or NDJSON; - reads stdin')
      .addHelpText('after', `
Columns/keys are the person fields (first, last, email, phone_mobile, birth_date, …) or
common aliases ("First Name", "Last Name", "E-mail", "Phone", "Date of Birth"). CSV may
use , or ; and may start with a BOM; arrays as 3;7 or JSON; codes by number or key (HU);
dates as 1985-12-31, 31.12.1985 or 1985.12.31. (not 12/31/1985: day or month first?).
Files are read as UTF-8 and refused, before anything is written, if they are not UTF-8
(or, with a single-byte --encoding, if they are UTF-8 with accented letters); Excel's
plain "CSV" is Windows-1250 in Hungary: --encoding cp1250 (cp1252 in the West).
Every row is validated like \`person create\`; bad rows never stop good ones.
Rows are matched by e-mail (case-insensitive), also within the file: skip keeps the
existing person, update overwrites the given columns, fail rejects the row. Re-running
an interrupted import is safe: finished batches are matched by e-mail and not doubled
(rows without an e-mail cannot be matched and are imported again).
With --remote, rows go through the API (--concurrency requests at a time, 429 answers
retried after Retry-After); rows with the same e-mail are sent one after the other, and
a --dry-run checks the rows and the file's own duplicates only.
Columns id, is_photo, photo_url, created and last_modified (as \`person export\` writes
them) and reject_line, reject_reason (as --rejects writes them) are ignored.
${IMPORT_EXIT_HELP}
${examples(
  'recruit person import data/sample/people.csv',
  'recruit person import leads.csv --on-conflict update --rejects rejects.csv',
  'recruit person import people.ndjson --dry-run --json',
  'cat people.json | recruit person import - --input-format json',
  'recruit person import excel-export.csv --encoding cp1250',
  'recruit --remote http://127.0.0.1:8080 person import people.csv --concurrency 16',
)}`),
    ['skip', 'update', 'fail'],
  ).action(action(async (ctx, options: ImportFlags, file: string) => {
    const { personResource, localPersonWriter, packPersonRow } = await import('../../service/import/people.js');
    const { remotePersonWriter } = await import('../../service/import/remote-import.js');
    return runImportCommand(ctx, file, options, {
      plural: 'people',
      resourceName: 'person',
      resource: (codes) => personResource(codes, ctx.clock),
      pack: packPersonRow,
      localWriter: (store) => localPersonWriter(store, ctx.clock),
      remoteWriter: async (service) => remotePersonWriter(service),
    });
  }));
}
