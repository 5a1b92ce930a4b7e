// recruit --version: the CLI's version, and with --remote the server's as well (its
// /health), so a deployment check shows both sides in one line each.
import type { Command } from 'commander';
import { value, type CommandResult } from '../result.js';
import { UnavailableError } from '../../domain/errors.js';

export interface VersionOptions {
  cliVersion: string;
  remote: string;
  timeoutMs: number;
}

export interface VersionDeps {
  fetchServerVersion: (baseUrl: string, timeoutMs: number) => Promise<string | undefined>;
}

export interface VersionResult {
  cli: string;
  remote: string;
  server: string;
}

export async function runVersion(options: VersionOptions, deps: VersionDeps): Promise<VersionResult> {
  let server: string | undefined;
  try {
    server = await deps.fetchServerVersion(options.remote, options.timeoutMs);
  } catch (error) {
    throw new UnavailableError(`this CLI is ${options.cliVersion}; cannot ask ${options.remote} its version: ${reasonOf(error)}`, {
      hint: 'check --remote and that `recruit serve` is running', cause: error,
    });
  }
  if (server === undefined) {
    throw new UnavailableError(
      `this CLI is ${options.cliVersion}; ${options.remote} did not say its version (no /health version, no Recruit-Version)`);
  }
  return { cli: options.cliVersion, remote: options.remote, server };
}

function render(result: VersionResult): CommandResult {
  return value(`${result.cli}\nserver ${result.remote}: ${result.server}`, { ...result });
}

/**
 * -V, --version. Plain, commander prints the version; with --remote on the command line the
 * server is asked as well. Only that case loads the network code, so `recruit --version`
 * stays as fast as it was.
 */
export function addVersionOption(program: Command, version: string, argv: string[]): void {
  const wantsVersion = argv.includes('--version') || argv.includes('-V');
  const remote = argv.some((arg) => arg === '--remote' || arg.startsWith('--remote='));
  if (!wantsVersion || !remote) {
    program.version(version, '-V, --version', 'output the version number (with --remote, the server\'s too)');
    return;
  }
  program
    .option('-V, --version', 'output the version number (with --remote, the server\'s too)')
    .action(async (...all: unknown[]) => {
      const { action } = await import('../action.js');
      await action(async (ctx, options: { version?: boolean }) => {
        if (!options.version) program.help({ error: true });
        const { fetchServerVersion } = await import('../server-compat.js');
        const timeoutMs = Math.min(ctx.config.timeoutMs, 10_000);
        return render(await runVersion({ cliVersion: version, remote: ctx.config.remote!, timeoutMs }, { fetchServerVersion }));
      })(...all);
    });
}

/** fetch's own words ("fetch failed") hide the reason, which is in its cause (ECONNREFUSED, a timeout). */
export function reasonOf(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  if ((error as Error).name === 'TimeoutError') return 'no answer in time';
  return cause?.code ?? cause?.message ?? (error as Error).message;
}
