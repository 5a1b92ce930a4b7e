// recruit parser parse FILE|DIR… (DESIGN.md §4/§6). One file prints its result; many are
// parsed in parallel with a progress bar on a TTY, one NDJSON line each with --json, and a
// summary listing failures. Flags → ParserParseOptions → runParserParse, which returns the
// result to print (marked `failed` when any file failed: main.ts makes that exit 1).
import type { Command } from 'commander';
import { availableParallelism } from 'node:os';
import { basename, resolve } from 'node:path';
import { action, examples } from '../action.js';
import { parseId, readFileBytes } from '../parse-values.js';
import { details, record, withFailures, type CommandResult, type Pair } from '../result.js';
import { resumeLine, resumePairs } from '../resume-view.js';
import { explainPairs } from '../explain-view.js';
import type { CliContext } from '../context.js';
import type { ParsedResume } from '../../domain/parsed-resume.js';
import type { ResumeSections } from '../../domain/resume-sections.js';
import { isRecruitError, ValidationError } from '../../domain/errors.js';
import { collectResumeFiles, likelyFormats } from '../resume-files.js';
import type { RecruitService } from '../../service/recruit-service.js';
import type { CreateReport } from '../../service/resume-create.js';

/** The flags of `parser parse` as commander gives them. */
interface ParseFlags {
  create?: boolean;
  imagesDir?: string;
  concurrency?: string;
  explain?: boolean;
}

export interface ParserParseOptions {
  /** Files and directories as given (directories are searched for résumé files). */
  inputs: string[];
  /** Turn each parsed file into a person (created, updated or left unchanged). */
  create: boolean;
  /** Save extracted images in this folder (absolute); none are saved without it. */
  imagesDir?: string | undefined;
  /** Files parsed at once. */
  concurrency: number;
  explain: boolean;
}

interface FileOutcome {
  file: string;
  data?: ParsedResume;
  created?: CreateReport;
  error?: { code: string; message: string };
}

export function parserParseOptions(inputs: string[], flags: ParseFlags): ParserParseOptions {
  return {
    inputs,
    create: flags.create === true,
    imagesDir: flags.imagesDir ? resolve(flags.imagesDir) : undefined,
    concurrency: flags.concurrency ? parseId(flags.concurrency, '--concurrency') : availableParallelism(),
    explain: flags.explain === true,
  };
}

export function registerParserCommands(program: Command): void {
  const parser = program.command('parser').description('résumé parser: PDF, DOCX, DOC, ODT, RTF, HTML, TXT, and scans or photos of pages (JPEG, PNG, TIFF)');
  parser
    .command('parse <files...>')
    .description('parse résumés into structured data (the POST /parser result); directories are searched for résumé files')
    .option('--create', 'create the person, or update the one with the same e-mail or phone; attach the file once and the face as the photo (safe to re-run)')
    .option('--images-dir <dir>', 'save extracted images in this folder (default: none are saved; their URLs are memory: placeholders)')
    .option('--concurrency <n>', 'files parsed at once (default: number of cores)')
    .option('--explain', 'add per field the value, where it was read (page, line, cell), the features that fired with their weights and a confidence 0-1')
    .addHelpText('after', `
Output on a terminal: one file prints a card (name, contact, address, skills, experience,
education, languages, certificates, matched jobs with titles and scores, warnings); several
files or a directory print one line per file and a summary on stderr.
--json, one rule: one input file prints exactly its parsed résumé object (the POST /parser
data); several files or a directory print NDJSON, one {"file","data"} or {"file","error"}
per line (with --create also "created"). The exit code is 1 if any file failed.
--format jsonresume prints the JSON Resume equivalent, with work, education and languages.
--create is safe to re-run: a file already stored as a document changes nothing ("unchanged"); the
person of the CV's e-mail — or of its phone when the names agree too (case and accents aside) — is
"updated" (empty fields filled, an address only whole when they have none; the CV attached once);
a phone shared with someone of another name makes a new person, and the line says so;
a file without a first and last name is not created (✗, with the reason). The summary counts
created / updated / unchanged / failed. The face becomes the person's photo when they have none.
Without --images-dir, nothing is written to disk besides the database.
${examples(
  'recruit parser parse cv.pdf',
  'recruit parser parse cv.docx --json | jq .person.email',
  'recruit parser parse cv.pdf --json | jq -r \'.keywords\'',
  'recruit parser parse inbox/ --json > parsed.ndjson',
  'recruit parser parse inbox/ --json | jq -r \'select(.data) | [.file, .data.person.email[0]] | @tsv\'',
  'recruit parser parse inbox/ --json | jq -r \'select(.error) | "\\(.file): \\(.error.message)"\'',
  'recruit parser parse inbox/ --create',
  'recruit parser parse scan.jpg --json | jq .content',
  'recruit parser parse cv.pdf --format jsonresume | jq .work',
  'recruit parser parse cv.pdf --explain --json | jq .explain.name',
)}`)
    .action(action(async (ctx, flags: ParseFlags, inputs: string[]) => runParserParse(parserParseOptions(inputs, flags), ctx)));
}

export async function runParserParse(options: ParserParseOptions, ctx: CliContext): Promise<CommandResult> {
  const { inputs } = options;
  const jsonResume = ctx.config.jsonResume;
  if (options.imagesDir) ctx.imagesDir = options.imagesDir;
  ctx.warmParser(likelyFormats(inputs));
  const files = await collectResumeFiles(inputs);
  if (files.length === 0) {
    const hint = 'give files or a directory with .pdf, .docx, .doc, .odt, .rtf, .txt, .html, .jpg, .png or .tif files';
    throw new ValidationError('no résumé files found', [], hint);
  }
  const service = await ctx.service();

  const parseOne = async (file: string): Promise<FileOutcome> => {
    const bytes = await readFileBytes(file);
    const data = await service.parseResume({ file_name: basename(file), data: bytes, explain: options.explain });
    const outcome: FileOutcome = { file, data };
    if (options.create) outcome.created = await service.createPersonFromResume({ file_name: basename(file), data: bytes, resume: data });
    return outcome;
  };

  // The --json rule: one input file prints its `data` object; several files or a directory
  // print NDJSON, one {file, data} or {file, error} per line.
  if (files.length === 1 && inputs.length === 1 && files[0] === inputs[0]) {
    const outcome = await parseOne(files[0]!);
    const data = outcome.data!;
    const failed = (result: CommandResult) => (outcome.created?.error ? withFailures(result) : result);
    if (jsonResume) return failed(record(await toJsonResume(data) as never));
    if (ctx.out.format !== 'table') return failed(record((outcome.created ? { ...data, created: outcome.created } : data) as never));
    if (outcome.created) ctx.out.note(describeCreate(outcome.created));
    return failed(details(data as never, [...await cardPairs(ctx, service, data), ...explainPairs(data)]));
  }
  ctx.waitForRateLimits();
  return parseMany({ ctx, service, files, concurrency: options.concurrency, parseOne, jsonResume, withCreate: options.create });
}

interface ManyFilesRun {
  ctx: CliContext;
  service: RecruitService;
  files: string[];
  concurrency: number;
  parseOne: (file: string) => Promise<FileOutcome>;
  /** Print each résumé as JSON Resume (--format jsonresume). */
  jsonResume: boolean;
  /** Count created / updated / unchanged / failed in the summary. */
  withCreate: boolean;
}

async function parseMany(run: ManyFilesRun): Promise<CommandResult> {
  const { ctx, service, files, parseOne, jsonResume } = run;
  const { createProgress } = await import('../progress-bar.js');
  const progress = createProgress(ctx, files.length, 'parsing');
  const started = Date.now();
  const failures: FileOutcome[] = [];
  let parsed = 0;
  let next = 0;
  const tally = { created: 0, updated: 0, unchanged: 0, failed: 0 };
  const json = ctx.out.format !== 'table';
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      let outcome: FileOutcome;
      try {
        outcome = await parseOne(file);
        parsed++;
        if (outcome.created) tally[outcome.created.error ? 'failed' : outcome.created.action!]++;
        if (outcome.created?.error) failures.push(outcome);
      } catch (error) {
        if (!isRecruitError(error)) throw error;
        outcome = { file, error: { code: error.code, message: error.message } };
        failures.push(outcome);
        tally.failed++;
      }
      progress.tick();
      const line = json
        ? JSON.stringify(outcome.data && jsonResume ? { file, data: await toJsonResume(outcome.data) } : outcome)
        : outcome.error || outcome.created?.error
          ? `✗ ${file}: ${outcome.error?.message ?? outcome.created!.error}`
          : `${resumeLine(file, outcome.data!, await service.scoreJobMatches(outcome.data!))}${createdText(outcome.created)}`;
      progress.log(line);
    }
  };
  await Promise.all(Array.from({ length: Math.min(run.concurrency, files.length) }, worker));
  progress.stop();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  ctx.out.note(`parsed ${parsed} of ${files.length} files in ${seconds}s${failures.length ? `; ${failures.length} failed:` : ''}`);
  for (const failure of failures) ctx.out.note(`  ${failure.file}: ${failure.error?.message ?? failure.created?.error}`);
  if (run.withCreate) {
    ctx.out.note(`created ${tally.created}, updated ${tally.updated}, unchanged ${tally.unchanged}, failed ${tally.failed}`);
  }
  const result: CommandResult = { kind: 'none' };
  return failures.length > 0 ? withFailures(result) : result;
}

async function toJsonResume(data: ParsedResume) {
  const [{ toJsonResume: convert }, sections] = await Promise.all([import('../../domain/json-resume.js'), sectionsOf(data)]);
  return convert(data, sections);
}

/**
 * The sections the parse sent; a server that implements only SPEC 2.6 sends none, and then
 * they are read from `content` here (without the layout the parser itself had).
 */
async function sectionsOf(data: ParsedResume): Promise<ResumeSections> {
  if (data.sections) return data.sections;
  const { extractSections } = await import('../../parser/sections/index.js');
  return extractSections(data.content);
}

/** The human card of one résumé: its sections, its jobs with titles and scores. */
async function cardPairs(ctx: CliContext, service: RecruitService, data: ParsedResume): Promise<Pair[]> {
  const category = data.person.category === null ? undefined : (await ctx.codes()).get('category', data.person.category);
  return resumePairs({
    resume: data,
    sections: await sectionsOf(data),
    matches: await service.scoreJobMatches(data),
    categoryName: category ? `${category.code} ${category.name}` : undefined,
  });
}

/** " — created person 3, document 4" after a file's line, when the run creates. */
const createdText = (report: CreateReport | undefined): string => (report ? ` — ${describeCreate(report)}` : '');

function describeCreate(report: CreateReport): string {
  if (report.error) return `✗ not created: ${report.error}`;
  const parts = [`${report.action} person ${report.person_id}${report.matched ? ` (${report.matched} matched)` : ''}`];
  if (report.phone_shared_with) {
    const ids = report.phone_shared_with.join(', ');
    parts.push(`phone also on person ${ids} with another name: not merged (see \`recruit person duplicates\`)`);
  }
  if (report.document_id) {
    parts.push(report.action === 'unchanged' ? `already has this file as document ${report.document_id}` : `document ${report.document_id}`);
  }
  if (report.skills) parts.push(`${report.skills.length} skills`);
  if (report.photo) parts.push('photo set');
  if (report.photo_error) parts.push(`photo not set: ${report.photo_error}`);
  return parts.join(', ');
}

