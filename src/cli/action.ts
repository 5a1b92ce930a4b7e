// Glue between commander and the commands: builds the context from the global options,
// runs the command, renders its result, always closes what it opened. Errors propagate
// to the runner in main.ts, the only place that prints them and sets the exit code.
import type { Command } from 'commander';
import { homedir } from 'node:os';
import { isatty } from 'node:tty';
import { CliContext } from './context.js';
import { resolveConfig, type GlobalFlags } from './config.js';
import { Output } from './output.js';
import { ItemsFailed, type CommandResult } from './result.js';
import { systemClock } from '../domain/clock.js';
import { userPaths } from './user-paths.js';
import { databaseIntentOf } from './database-intent.js';

export type CommandHandler<Args extends unknown[], Options> = (
  ctx: CliContext,
  options: Options,
  ...args: Args
) => Promise<CommandResult>;

const paths = userPaths('recruit', { platform: process.platform, env: process.env, homedir: homedir() });

/** Creates the context for a command (exported for commands that run sub-steps). */
export function contextFor(command: Command): CliContext {
  const flags = command.optsWithGlobals() as GlobalFlags;
  const config = resolveConfig(flags, {
    env: process.env,
    // isatty(0), not process.stdin.isTTY: the stream is made only for commands that read it.
    stdinIsTTY: isatty(0),
    stdoutIsTTY: Boolean(process.stdout.isTTY),
    dataDir: paths.data,
    configDir: paths.config,
  });
  const out = new Output({ stdout: process.stdout, stderr: process.stderr }, config);
  const io = {
    get stdin() {
      return process.stdin;
    },
    cacheDir: paths.cache,
  };
  const context = new CliContext(config, out, systemClock, io);
  context.databaseIntent = databaseIntentOf(commandPath(command), command.opts());
  return context;
}

/** "person create" for `recruit person create`: the names below the program. */
function commandPath(command: Command): string {
  const names: string[] = [];
  for (let current: Command | null = command; current?.parent; current = current.parent) names.unshift(current.name());
  return names.join(' ');
}

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
      // Printed, but some items of a batch failed (each already said why): main.ts exits 1.
      if (result.failed) throw new ItemsFailed();
    } finally {
      await ctx.close();
    }
  };
}

/** "Examples:" block appended to a command's --help. */
export function examples(...lines: string[]): string {
  return `\nExamples:\n${lines.map((line) => `  $ ${line}`).join('\n')}\n`;
}
