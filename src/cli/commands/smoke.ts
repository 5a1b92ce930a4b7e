// recruit smoke --remote URL --token T [--write] [--junit FILE | --tap] — a deployment
// check for CI: health, readiness, the API description against what this CLI calls, a job
// list, a person look-up, the parser on a built-in CV and, with --write, a person round trip
// that leaves nothing behind. A summary line; exit 1 on any failure.
import type { Command } from 'commander';
import { action, examples } from '../action.js';
import { ChecksFailedError, ValidationError } from '../../domain/errors.js';
import type { CheckOutcome } from '../ops/checks.js';
import type { CommandResult } from '../result.js';

export interface SmokeOptions {
  remote: string | undefined;
  token: string | undefined;
  write: boolean;
  junit?: string | undefined;
  tap: boolean;
  checkTimeoutMs: number;
}

export interface SmokeResult {
  checks: CheckOutcome[];
  failed: number;
  summary: string;
}

export interface SmokeDeps {
  now: () => Date;
  writeFile: (path: string, text: string) => Promise<void>;
}

export async function runSmoke(options: SmokeOptions, deps: SmokeDeps): Promise<SmokeResult> {
  if (options.remote === undefined) {
    throw new ValidationError('smoke needs a server: give --remote URL (or RECRUIT_REMOTE)', [],
      'e.g. recruit smoke --remote http://127.0.0.1:8080 --token $TOKEN');
  }
  if (options.junit !== undefined && options.tap) throw new ValidationError('give --junit FILE or --tap, not both');
  const { runChecks, summaryOf } = await import('../ops/checks.js');
  const { smokeChecks } = await import('../ops/smoke-checks.js');
  const started = deps.now();
  const checks = await runChecks(smokeChecks({
    baseUrl: options.remote, token: options.token, write: options.write, parserTimeoutMs: options.checkTimeoutMs * 4,
  }), options.checkTimeoutMs);
  const summary = summaryOf(checks);
  if (options.junit !== undefined) {
    const { toJunit } = await import('../ops/check-reports.js');
    await deps.writeFile(options.junit, toJunit('recruit smoke', checks, started));
  }
  return { checks, failed: summary.failed, summary: `smoke ${options.remote}: ${summary.line}` };
}

interface SmokeFlags {
  write?: boolean;
  junit?: string;
  tap?: boolean;
  checkTimeout: string;
}

export function registerSmokeCommand(program: Command): void {
  program
    .command('smoke')
    .description('check a deployed server for CI: health, readiness, API, reads, the parser; --write adds a person round trip')
    .option('--write', 'also create, read (audited), and erase a made-up person (needs a privacy token)')
    .option('--junit <file>', 'also write the results as JUnit XML to FILE')
    .option('--tap', 'print the results as TAP instead of the table')
    .option('--check-timeout <ms>', 'time limit of each check, in ms (the parser gets 4×)', '15000')
    .addHelpText('after', examples(
      'recruit smoke --remote https://recruit.example.com --token $TOKEN',
      'recruit smoke --remote http://127.0.0.1:8080 --token $TOKEN --write --junit smoke.xml',
      'recruit smoke --remote http://127.0.0.1:8080 --token $TOKEN --tap',
    ))
    .action(action(async (ctx, options: SmokeFlags): Promise<CommandResult> => {
      const checkTimeoutMs = Number(options.checkTimeout);
      if (!Number.isInteger(checkTimeoutMs) || checkTimeoutMs < 1) {
        throw new ValidationError('--check-timeout must be a positive number of ms');
      }
      const { writeFile } = await import('node:fs/promises');
      const result = await runSmoke({
        remote: ctx.config.remote, token: ctx.config.token, write: options.write === true,
        junit: options.junit, tap: options.tap === true, checkTimeoutMs,
      }, { now: () => ctx.clock.now(), writeFile: (path, text) => writeFile(path, text) });
      if (options.tap) {
        const { toTap } = await import('../ops/check-reports.js');
        ctx.out.stdout.write(`${toTap(result.checks)}# ${result.summary}\n`);
      } else if (ctx.out.format === 'json') {
        ctx.out.stdout.write(`${JSON.stringify(result.checks.map((c) => ({ ...c, ok: c.status !== 'fail' })), null, 2)}\n`);
      } else {
        const { renderChecks } = await import('../ops/checks.js');
        ctx.out.stdout.write(`${renderChecks(result.checks)}\n${result.summary}\n`);
      }
      if (result.failed > 0) throw new ChecksFailedError(`${result.failed} smoke check${result.failed === 1 ? '' : 's'} failed`);
      return { kind: 'none' };
    }));
}
