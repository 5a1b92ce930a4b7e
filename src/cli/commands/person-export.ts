// recruit person export [--out FILE] (DESIGN.md §4). Local only: it has no SPEC.md
// endpoint. The format is the --out extension, else the global --format (csv, ndjson, json;
// --json = json), else CSV. Every exported person leaves an audit row first (DESIGN.md §3).
import type { Command } from 'commander';
import { once } from 'node:events';
import { extname, resolve } from 'node:path';
import type { Writable } from 'node:stream';
import { action, examples } from '../action.js';
import { done, type CommandResult } from '../result.js';
import type { CliContext } from '../context.js';
import { ValidationError } from '../../domain/errors.js';

type ExportFormat = 'csv' | 'ndjson' | 'json';

/** The --out extension decides (so `--out a.csv --json` writes CSV and prints the summary as JSON), else the global --format. */
function formatFor(global: string, out: string | undefined): ExportFormat {
  const extension = out ? extname(out).toLowerCase() : '';
  if (extension === '.csv') return 'csv';
  if (extension === '.ndjson' || extension === '.jsonl') return 'ndjson';
  if (extension === '.json') return 'json';
  if (global === 'csv' || global === 'ndjson' || global === 'json') return global;
  return 'csv';
}

function writer(stream: Writable): (text: string) => Promise<void> {
  let failure: Error | undefined;
  stream.on('error', (error) => (failure = error));
  return async (text) => {
    if (failure) throw new ValidationError(`cannot write the export: ${failure.message}`);
    if (!stream.write(text)) await Promise.race([once(stream, 'drain'), once(stream, 'error')]);
  };
}

export interface PersonExportOptions {
  /** The file to write (its extension picks the format); stdout without it or with -. */
  out?: string | undefined;
  /** Overwrite an existing --out file. */
  force?: boolean | undefined;
}

export async function runPersonExport(options: PersonExportOptions, ctx: CliContext): Promise<CommandResult> {
  const admin = await ctx.admin('person export');
  const format = formatFor(ctx.out.format, options.out);
  if (options.out === undefined || options.out === '-') {
    await admin.exportPeople(format, writer(ctx.out.stdout));
    return { kind: 'none' };
  }
  const target = resolve(options.out);
  const { createWriteStream } = await import('node:fs');
  const stream = createWriteStream(target, { flags: options.force ? 'w' : 'wx' });
  try {
    await once(stream, 'open');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      throw new ValidationError(`${target} already exists`, [], 'use --force to overwrite it');
    }
    throw new ValidationError(`cannot write ${target}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  let count: number;
  try {
    count = await admin.exportPeople(format, writer(stream));
  } finally {
    stream.end();
    await once(stream, 'close').catch(() => undefined);
  }
  return done(`exported ${count} people to ${target} (${format})`, { exported: count, file: target, format });
}

export function registerPersonExportCommand(person: Command): void {
  person
    .command('export')
    .description('export every person (CSV, NDJSON or JSON), streamed; each exported person is audited (local only)')
    .option('-o, --out <file>', 'write to this file instead of stdout')
    .option('--force', 'overwrite an existing --out file')
    .addHelpText('after', `
The format is the extension of --out (.csv, .ndjson/.jsonl, .json), else the global
--format (csv, ndjson, json; --json means json), else CSV. The CSV has one column per
person field, arrays as 3;7 — \`recruit person import\` reads it back unchanged.
A CSV cell that a spreadsheet would run as a formula — one starting with = + - @, a tab or
a CR, phones in international form (+36 30 123 4567) included — is written with a ' in
front (OWASP's rule against CSV injection), so Excel or LibreOffice show it as text;
\`recruit person import\` removes that one ' again, restoring the exact value.
${examples(
  'recruit person export --out people.csv',
  'recruit person export --format ndjson > people.ndjson',
  'recruit person export --out backup.json --force',
)}`)
    .action(action(async (ctx, flags: PersonExportOptions) => runPersonExport({ out: flags.out, force: flags.force }, ctx)));
}
