// Glue between commander and the commands (flags → options → run): builds the context from
// the global options and the run's host, calls the command's run function, renders its
// result, always closes what it opened. Errors propagate to the runner in main.ts, the only
// place that prints them and turns them into the exit code.
import type { Command } from 'commander';
import { CliContext } from './context.js';
import { resolveConfig, type GlobalFlags } from './config.js';
import { Output } from './output.js';
import { ItemsFailed, type CommandResult } from './result.js';
import { databaseIntentOf } from './database-intent.js';
import { hostOf, type CliHost } from './host.js';

export type CommandHandler<Args extends unknown[], Options> = (
  ctx: CliContext,
  options: Options,
  ...args: Args
) => Promise<CommandResult>;

/** Creates the context for a command from its global flags and the host of its program. */
export function contextFor(command: Command, host: CliHost = hostOf(command)): CliContext {
  const flags = command.optsWithGlobals() as GlobalFlags;
  const config = resolveConfig(flags, {
    env: host.env,
    stdinIsTTY: host.stdinIsTTY,
    stdoutIsTTY: Boolean(host.stdout.isTTY),
    dataDir: host.paths.data,
    configDir: host.paths.config,
  });
  const out = new Output({ stdout: host.stdout, stderr: host.stderr }, config);
  const io = {
    get stdin() {
      return host.stdin;
    },
    cacheDir: host.paths.cache,
    env: host.env,
    signals: host.signals ?? process,
  };
  const context = new CliContext(config, out, host.clock, io);
  context.databaseIntent = databaseIntentOf(commandPath(command), command.opts());
  return context;
}

/** "person create" for `recruit person create`: the names below the program. */
function commandPath(command: Command): string {
  const names: string[] = [];
  for (let current: Command | null = command; current?.parent; current = current.parent) names.unshift(current.name());
  return names.join(' ');
}

/**
 * The action of a command: commander's (...arguments, options, command) handed to `handler`
 * as (context, options, ...arguments). The handler maps flags to the command's options and
 * calls its run function; this renders what it returns.
 */
export function action<Args extends unknown[], Options = Record<string, unknown>>(
  handler: CommandHandler<Args, Options>,
): (...all: unknown[]) => Promise<void> {
  return async (...all: unknown[]) => {
    const command = all.at(-1) as Command;
    const options = all.at(-2) as Options;
    const args = all.slice(0, -2) as Args;
    const ctx = contextFor(command);
    try {
      const result = await handler(ctx, options, ...args);
      await ctx.out.render(result);
      // Printed, but the run failed: main.ts turns the error (or the failed items) into the exit code.
      if (result.failed) throw result.failed === true ? new ItemsFailed() : result.failed;
    } catch (error) {
      // A remote server too old for this command says so instead of answering 404.
      throw ctx.explainFailure(error);
    } finally {
      await ctx.close();
    }
  };
}

/** "Examples:" block appended to a command's --help. */
export function examples(...lines: string[]): string {
  return `\nExamples:\n${lines.map((line) => `  $ ${line}`).join('\n')}\n`;
}
