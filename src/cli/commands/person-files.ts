// recruit person photo … / person document … : files go over the service as bytes.
import type { Command } from 'commander';
import { basename, resolve } from 'node:path';
import { action, examples } from '../action.js';
import { parseId, readFileBytes } from '../parse-values.js';
import { confirm } from '../prompts.js';
import { done, list, typedSuccess, type CommandResult } from '../result.js';
import type { CliContext } from '../context.js';
import type { DownloadedFile, StreamedFile } from '../../domain/document.js';
import { streamedFile } from '../../service/streamed-file.js';
import { safeFileName } from '../../domain/file-name.js';
import { ValidationError } from '../../domain/errors.js';

export interface SaveOptions {
  /** Where to save: a file, or - for stdout (default: ./<the file's own name>). */
  out?: string | undefined;
  force?: boolean | undefined;
}

/**
 * Writes a download to --out (or "-" = stdout), by default to ./<its file name>; never
 * overwrites silently. The bytes are written as they arrive (a streamed document is never
 * whole in memory); if the stream fails midway the partial file is removed.
 */
export async function saveDownload(
  ctx: CliContext,
  download: DownloadedFile | Pick<StreamedFile, 'fileName' | 'contentType' | 'stream'>,
  options: SaveOptions,
) {
  const file = 'stream' in download ? download : streamedFile(download);
  if (options.out === '-') {
    for await (const chunk of file.stream) {
      await new Promise<void>((res, rej) => ctx.out.stdout.write(chunk as Buffer, (e) => (e ? rej(e) : res())));
    }
    return { kind: 'none' } as const;
  }
  const target = resolve(options.out ?? safeFileName(file.fileName));
  const { open, rm } = await import('node:fs/promises');
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    handle = await open(target, options.force ? 'w' : 'wx');
  } catch (error) {
    file.stream.destroy();
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      throw new ValidationError(`${target} already exists`, [], 'use --force to overwrite or --out to choose another file');
    }
    throw new ValidationError(`cannot write ${target}: ${(error as Error).message}`);
  }
  let written = 0;
  try {
    for await (const chunk of file.stream) {
      await handle.write(chunk as Buffer).catch((error: unknown) => {
        throw new ValidationError(`cannot write ${target}: ${(error as Error).message}`);
      });
      written += (chunk as Buffer).byteLength;
    }
  } catch (error) {
    file.stream.destroy();
    await handle.close().catch(() => undefined);
    await rm(target, { force: true });
    throw error;
  }
  await handle.close();
  return done(`saved ${written} bytes to ${target}`, { file: target, size: written, content_type: file.contentType });
}

/** A person's file and where to save it (photo get, document download). */
export interface DownloadOptions extends SaveOptions {
  personId: number;
  /** document download: which document. */
  documentId?: number;
}

export interface PhotoSetOptions {
  personId: number;
  file: string;
}

export async function runPhotoSet(options: PhotoSetOptions, ctx: CliContext): Promise<CommandResult> {
  const data = await readFileBytes(options.file);
  await (await ctx.service()).setPhoto({ person_data_id: options.personId, file_name: basename(options.file), data });
  return done(`photo of person ${options.personId} set`);
}

export async function runPhotoGet(options: DownloadOptions, ctx: CliContext): Promise<CommandResult> {
  const file = await (await ctx.service()).streamPhoto(options.personId);
  return saveDownload(ctx, file, options);
}

export interface PersonFileOptions {
  personId: number;
}

export async function runPhotoDelete(options: PersonFileOptions, ctx: CliContext): Promise<CommandResult> {
  const id = options.personId;
  if (!(await confirm(ctx, `delete the photo of person ${id}?`))) return done('nothing deleted', { success: false });
  await (await ctx.service()).deletePhoto(id);
  return done(`deleted the photo of person ${id}`);
}

export interface DocumentAddOptions {
  personId: number;
  files: string[];
}

export async function runDocumentAdd(options: DocumentAddOptions, ctx: CliContext): Promise<CommandResult> {
  const id = options.personId;
  const service = await ctx.service();
  const added: { id: number; file_name: string }[] = [];
  for (const file of options.files) {
    const data = await readFileBytes(file);
    const result = await service.addDocument({ person_data_id: id, file_name: basename(file), data });
    added.push({ id: result.id, file_name: safeFileName(basename(file)) });
  }
  if (added.length === 1 && added[0]) return done(`added document ${added[0].id} to person ${id}`, { id: added[0].id });
  return list(added, ['id', 'file_name']);
}

export async function runDocumentList(options: PersonFileOptions, ctx: CliContext): Promise<CommandResult> {
  const rows = await (await ctx.service()).listDocuments(options.personId);
  return list(rows, ['id', 'file_name', 'size'], 'no documents');
}

export async function runDocumentDownload(options: DownloadOptions & { documentId: number }, ctx: CliContext): Promise<CommandResult> {
  const file = await (await ctx.service()).streamDocument(options.personId, options.documentId);
  return saveDownload(ctx, file, options);
}

export interface DocumentDeleteOptions {
  personId: number;
  documentId: number;
}

export async function runDocumentDelete(options: DocumentDeleteOptions, ctx: CliContext): Promise<CommandResult> {
  const { personId: pid, documentId: did } = options;
  if (!(await confirm(ctx, `delete document ${did} of person ${pid}?`))) return done('nothing deleted', { success: false });
  await (await ctx.service()).deleteDocument(pid, did);
  return done(`deleted document ${did} of person ${pid}`, typedSuccess('document'));
}

export function registerPersonFileCommands(person: Command): void {
  const photo = person.command('photo').description("a person's photo (JPEG, PNG or WebP; metadata is removed)");
  const personIdOf = (text: string) => parseId(text, 'person id');

  photo
    .command('set <personId> <file>')
    .description('upload a photo; it is checked by content and re-encoded without EXIF/GPS')
    .addHelpText('after', examples('recruit person photo set 12 portrait.jpg'))
    .action(action(async (ctx, _flags, personId: string, file: string) => runPhotoSet({ personId: personIdOf(personId), file }, ctx)));

  photo
    .command('get <personId>')
    .description('download the photo (audited)')
    .option('-o, --out <file>', 'where to save it (- for stdout; default ./<photo id>.<ext>)')
    .option('--force', 'overwrite an existing file')
    .addHelpText('after', examples('recruit person photo get 12 --out anna.jpg'))
    .action(action(async (ctx, flags: SaveOptions, personId: string) =>
      runPhotoGet({ personId: personIdOf(personId), out: flags.out, force: flags.force }, ctx)));

  photo
    .command('delete <personId>')
    .description('delete the photo of a person (is_photo becomes N)')
    .addHelpText('after', examples('recruit person photo delete 12 --yes'))
    .action(action(async (ctx, _flags, personId: string) => runPhotoDelete({ personId: personIdOf(personId) }, ctx)));

  const document = person.command('document').description("a person's documents (CVs, certificates; at most 20 MB each)");

  document
    .command('add <personId> <files...>')
    .description('upload one or more documents')
    .addHelpText('after', examples('recruit person document add 12 cv.pdf certificate.pdf'))
    .action(action(async (ctx, _flags, personId: string, files: string[]) =>
      runDocumentAdd({ personId: personIdOf(personId), files }, ctx)));

  document
    .command('list <personId>')
    .description("list a person's documents (audited); size is in bytes")
    .addHelpText('after', examples('recruit person document list 12'))
    .action(action(async (ctx, _flags, personId: string) => runDocumentList({ personId: personIdOf(personId) }, ctx)));

  document
    .command('download <personId> <documentId>')
    .description('download a document (audited)')
    .option('-o, --out <file>', 'where to save it (- for stdout; default ./<file name>)')
    .option('--force', 'overwrite an existing file')
    .addHelpText('after', examples('recruit person document download 12 3', 'recruit person document download 12 3 --out - > cv.pdf'))
    .action(action(async (ctx, flags: SaveOptions, personId: string, documentId: string) => runDocumentDownload({
      personId: personIdOf(personId), documentId: parseId(documentId, 'document id'), out: flags.out, force: flags.force,
    }, ctx)));

  document
    .command('delete <personId> <documentId>')
    .description('delete a document of a person')
    .addHelpText('after', examples('recruit person document delete 12 3 --yes'))
    .action(action(async (ctx, _flags, personId: string, documentId: string) =>
      runDocumentDelete({ personId: personIdOf(personId), documentId: parseId(documentId, 'document id') }, ctx)));
}
