// recruit parser parse FILE|DIR… (issue 4, DESIGN.md §4/§6). One file prints its result;
// many are parsed in parallel with a progress bar on a TTY, one NDJSON line each with --json,
// and a summary listing failures.
import type { Command } from 'commander';
import { availableParallelism } from 'node:os';
import { basename, resolve } from 'node:path';
import { action, examples } from '../action.js';
import { parseId, readFileBytes } from '../parse-values.js';
import { record } from '../result.js';
import type { CliContext } from '../context.js';
import type { ParsedResume } from '../../domain/parsed-resume.js';
import { isRecruitError, ValidationError } from '../../domain/errors.js';
import { collectResumeFiles, likelyFormats } from '../resume-files.js';
import { createResumeCreator, type CreateReport } from '../resume-create.js';

interface ParseOptions {
  create?: boolean;
  imagesDir?: string;
  concurrency?: string;
  format?: string;
}

interface FileOutcome {
  file: string;
  data?: ParsedResume;
  created?: CreateReport;
  error?: { code: string; message: string };
}

export function registerParserCommands(program: Command): void {
  const parser = program.command('parser').description('résumé parser: PDF, DOCX, DOC, ODT, RTF, HTML, TXT, and scans or photos of pages (JPEG, PNG, TIFF)');
  parser
    .command('parse <files...>')
    .description('parse résumés into structured data (the POST /parser result); directories are searched for résumé files')
    .option('--create', 'create the person, or update the one with the same e-mail or phone; attach the file once and the face as the photo (safe to re-run)')
    .option('--images-dir <dir>', 'save extracted images in this folder (default: none are saved; their URLs are memory: placeholders)')
    .option('--concurrency <n>', 'files parsed at once (default: number of cores)')
    .addHelpText('after', `
Output: one file prints its result (--json: exactly the parsed résumé object; --format jsonresume:
the JSON Resume equivalent). Several files or a directory print one line per file (--json: NDJSON
{"file","data"} or {"file","error"}) and a summary on stderr; the exit code is 1 if any failed.
--create is safe to re-run: a file already stored as a document changes nothing ("unchanged"); a
person found by e-mail, then by phone, is "updated" (empty fields filled, the CV attached once);
a file without a first and last name is not created (✗, with the reason). The summary counts
created / updated / unchanged / failed. The face becomes the person's photo when they have none.
Without --images-dir, nothing is written to disk besides the database.
${examples(
  'recruit parser parse cv.pdf',
  'recruit parser parse cv.docx --json | jq .person.email',
  'recruit parser parse inbox/ --json > parsed.ndjson',
  'recruit parser parse inbox/ --create',
  'recruit parser parse scan.jpg --json | jq .content',
  'recruit parser parse cv.pdf --format jsonresume',
)}`)
    .action(action(async (ctx, options: ParseOptions, inputs: string[]) => {
      const jsonResume = ctx.config.jsonResume;
      if (options.imagesDir) ctx.imagesDir = resolve(options.imagesDir);
      ctx.warmParser(likelyFormats(inputs));
      const files = await collectResumeFiles(inputs);
      if (files.length === 0) throw new ValidationError('no résumé files found', [], 'give files or a directory with .pdf, .docx, .doc, .odt, .rtf, .txt, .html, .jpg, .png or .tif files');
      const concurrency = options.concurrency ? parseId(options.concurrency, '--concurrency') : availableParallelism();
      const service = await ctx.service();
      const creator = options.create ? createResumeCreator(service, (url) => ctx.parsedImage(url)) : undefined;

      const parseOne = async (file: string): Promise<FileOutcome> => {
        const bytes = await readFileBytes(file);
        const data = await service.parseResume({ file_name: basename(file), data: bytes });
        const outcome: FileOutcome = { file, data };
        if (creator) outcome.created = await creator.create(file, bytes, data);
        return outcome;
      };

      if (files.length === 1 && inputs.length === 1 && files[0] === inputs[0]) {
        const outcome = await parseOne(files[0]!);
        if (jsonResume) return record((await import('../../domain/json-resume.js')).toJsonResume(outcome.data!) as never);
        if (outcome.created && ctx.out.format === 'table') ctx.out.note(describeCreate(outcome.created));
        if (outcome.created?.error) process.exitCode = 1;
        return record((outcome.created ? { ...outcome.data!, created: outcome.created } : outcome.data!) as never);
      }
      return parseMany(ctx, files, concurrency, parseOne, jsonResume, creator !== undefined);
    }));
}

async function parseMany(
  ctx: CliContext,
  files: string[],
  concurrency: number,
  parseOne: (file: string) => Promise<FileOutcome>,
  jsonResume: boolean,
  withCreate: boolean,
) {
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
        ? JSON.stringify(outcome.data && jsonResume ? { file, data: (await import('../../domain/json-resume.js')).toJsonResume(outcome.data) } : outcome)
        : outcome.error || outcome.created?.error
          ? `✗ ${file}: ${outcome.error?.message ?? outcome.created!.error}`
          : `✓ ${file}: ${[outcome.data!.person.first, outcome.data!.person.last].join(' ').trim() || '(no name)'} ${outcome.data!.person.email[0] ?? ''}${outcome.created ? ` — ${describeCreate(outcome.created)}` : ''}`;
      progress.log(line);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, files.length) }, worker));
  progress.stop();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  ctx.out.note(`parsed ${parsed} of ${files.length} files in ${seconds}s${failures.length ? `; ${failures.length} failed:` : ''}`);
  for (const failure of failures) ctx.out.note(`  ${failure.file}: ${failure.error?.message ?? failure.created?.error}`);
  if (withCreate) ctx.out.note(`created ${tally.created}, updated ${tally.updated}, unchanged ${tally.unchanged}, failed ${tally.failed}`);
  if (failures.length > 0) process.exitCode = 1;
  return { kind: 'none' } as const;
}

function describeCreate(report: CreateReport): string {
  if (report.error) return `✗ not created: ${report.error}`;
  const parts = [`${report.action} person ${report.person_id}`];
  if (report.document_id) parts.push(report.action === 'unchanged' ? `already has this file as document ${report.document_id}` : `document ${report.document_id}`);
  if (report.skills) parts.push(`${report.skills.length} skills`);
  if (report.photo) parts.push('photo set');
  if (report.photo_error) parts.push(`photo not set: ${report.photo_error}`);
  return parts.join(', ');
}

