// recruit completion bash|zsh|fish — prints a shell completion script; and the hidden
// `recruit __complete WORDS…` the scripts call for the candidates at the cursor.
import type { Command } from 'commander';
import { examples } from '../action.js';
import { SHELLS, completionScript, type Shell } from '../completion-scripts.js';
import { ValidationError } from '../../domain/errors.js';

export interface CompletionOptions {
  shell: string;
}

export function runCompletion(options: CompletionOptions): string {
  if (!(SHELLS as readonly string[]).includes(options.shell)) {
    throw new ValidationError(`no completion for the shell "${options.shell}"`, [], `one of: ${SHELLS.join(', ')}`);
  }
  return completionScript(options.shell as Shell);
}

export interface CompleteOptions {
  /** The words after `recruit`; the last is the one being typed (may be empty). */
  words: string[];
}

export interface CompleteDeps {
  /** The whole command tree (all groups loaded). */
  program: () => Promise<Command>;
  codes: () => Promise<import('../../domain/codes.js').CodeBook>;
}

export async function runComplete(options: CompleteOptions, deps: CompleteDeps): Promise<string[]> {
  const { completionsFor } = await import('../completion.js');
  return completionsFor(await deps.program(), options.words.length === 0 ? [''] : options.words, await deps.codes());
}

/**
 * `wholeProgram` builds the program with every command group loaded (program.ts passes it in:
 * this module does not import the program that registers it).
 */
export function registerCompletionCommands(program: Command, wholeProgram: () => Promise<Command>): void {
  const completion = program
    .command('completion <shell>')
    .description('print a shell completion script (commands, options, code keys such as --country HU)')
    .addHelpText('after', examples(
      'recruit completion bash > ~/.local/share/bash-completion/completions/recruit',
      'recruit completion zsh > "${fpath[1]}/_recruit"',
      'recruit completion fish > ~/.config/fish/completions/recruit.fish',
    ))
    .action((shell: string) => {
      // The script is the output whatever --format says: it is meant for a file or `source`.
      process.stdout.write(runCompletion({ shell }));
    });
  completion.registeredArguments[0]?.choices(SHELLS);

  program
    .command('__complete', { hidden: true })
    .description('the candidates at the cursor, one a line (used by the completion scripts)')
    .argument('[words...]')
    .allowUnknownOption()
    .helpOption(false)
    .action(async (words: string[]) => {
      const { codeBookFor } = await import('../../domain/codes.js');
      const candidates = await runComplete({ words }, {
        program: wholeProgram,
        codes: async () => codeBookFor(),
      });
      if (candidates.length > 0) process.stdout.write(`${candidates.join('\n')}\n`);
    });
}
