// The CLI entry (bin/recruit.js → main). The only place that prints errors and sets the
// exit code (STYLE.md practice 1, DESIGN.md §4): one line on stderr, no stack trace
// unless --verbose.
import { CommanderError } from './commander.js';
import { buildProgram } from './program.js';
import { EXIT, exitCodeOf } from './exit-codes.js';
import { isRecruitError } from '../domain/errors.js';
import { CancelledError } from './prompts.js';
import { ItemsFailed } from './result.js';

export async function main(argv: string[]): Promise<void> {
  // `recruit person export | head` closes our stdout early: that is not an error.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw error;
  });
  const verbose = argv.includes('--verbose');
  try {
    const program = await buildProgram(argv);
    await program.parseAsync(argv);
  } catch (error) {
    process.exitCode = reportError(error, verbose);
  }
}

export function reportError(error: unknown, verbose: boolean): number {
  if (error instanceof CommanderError) {
    // commander already printed its message (help, version, usage errors)
    return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
  }
  if (error instanceof ItemsFailed) return EXIT.failure; // the output already named each failure
  if (error instanceof CancelledError) {
    process.stderr.write('cancelled\n');
    return EXIT.cancelled;
  }
  if (isRecruitError(error)) {
    const hint = error.hint ? ` (hint: ${error.hint})` : '';
    process.stderr.write(`error: ${oneLine(error.message)}${hint}\n`);
    if (verbose && error.stack) process.stderr.write(`${error.stack}\n`);
    return exitCodeOf(error);
  }
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`error: ${oneLine(message)} (hint: this is a bug in recruit; rerun with --verbose and report it)\n`);
  if (verbose && error instanceof Error && error.stack) process.stderr.write(`${error.stack}\n`);
  return EXIT.failure;
}

function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').trim();
}
