// recruit doctor [--remote URL] [--json] — checks this machine's set-up and explains each
// failure with a fix: the settings and where each came from, then the database (local) or
// the server (--remote). Exit 1 when any check fails.
import type { Command } from 'commander';
import { homedir } from 'node:os';
import { isatty } from 'node:tty';
import { examples } from '../action.js';
import { readConfigFile, resolveConfig, type Config, type ConfigFile, type Environment, type GlobalFlags } from '../config.js';
import { userPaths } from '../user-paths.js';
import { ChecksFailedError } from '../../domain/errors.js';
import type { Check, CheckOutcome } from '../ops/checks.js';

export interface DoctorOptions {
  flags: GlobalFlags;
  environment: Environment;
  cliVersion: string;
  /** Time limit of each check. */
  checkTimeoutMs: number;
}

export interface DoctorResult {
  checks: CheckOutcome[];
  failed: number;
  summary: string;
}

/** The settings as resolveConfig settles them, or why it cannot (a broken config file, a bad env value). */
function settle(flags: GlobalFlags, environment: Environment): { config?: Config; file: ConfigFile; error?: unknown } {
  try {
    const config = resolveConfig(flags, environment);
    return { config, file: readConfigFile(config.configPath) };
  } catch (error) {
    // Go on without the config file, so the other checks still run.
    try {
      return { config: resolveConfig({ ...flags, config: '/dev/null' }, environment), file: {}, error };
    } catch {
      return { file: {}, error };
    }
  }
}

export async function runDoctor(options: DoctorOptions): Promise<DoctorResult> {
  const { fail, pass, runChecks, runCheck, summaryOf, messageOf } = await import('../ops/checks.js');
  const { settingSources } = await import('../ops/settings-sources.js');
  const settled = settle(options.flags, options.environment);
  const settingsCheck: Check = {
    name: 'settings',
    async run() {
      const lines = settled.config
        ? settingSources(options.flags, options.environment.env, settled.file, settled.config as unknown as Record<string, unknown>)
          .map((s) => `${s.name} = ${s.value} (${s.source})`)
        : [];
      const where = settled.config ? `config file ${settled.config.configPath}` : 'no settings';
      if (settled.error !== undefined) {
        const hint = (settled.error as { hint?: string }).hint;
        return fail([messageOf(settled.error), ...lines].join('\n'), hint ?? 'fix the config file or the environment variable named');
      }
      return pass([where, ...lines].join('\n'));
    },
  };
  const checks: Check[] = [settingsCheck];
  const config = settled.config;
  if (config?.remote !== undefined) {
    const { remoteChecks } = await import('../ops/remote-checks.js');
    checks.push(...remoteChecks({ baseUrl: config.remote, token: config.token, cliVersion: options.cliVersion }));
  } else if (config) {
    const { isPostgresUrl } = await import('../../store/index.js');
    const { postgresChecks, sqliteChecks } = await import('../ops/database-checks.js');
    checks.push(...(isPostgresUrl(config.db) ? postgresChecks(config.db) : sqliteChecks(config.db)));
  }
  const outcomes = [await runCheck(settingsCheck, options.checkTimeoutMs), ...await runChecks(checks.slice(1), options.checkTimeoutMs)];
  const summary = summaryOf(outcomes);
  return { checks: outcomes, failed: summary.failed, summary: summary.line };
}

export function registerDoctorCommand(program: Command): void {
  program
    .command('doctor')
    .description('check the set-up: settings and their sources, the database (or with --remote the server, its version, clock and token)')
    .option('--check-timeout <ms>', 'time limit of each check, in ms', '10000')
    .addHelpText('after', examples(
      'recruit doctor',
      'recruit --db postgres://recruit:secret@db.internal/recruit doctor',
      'recruit --remote https://recruit.example.com --token $TOKEN doctor --json',
    ))
    .action(async (options: { checkTimeout: string }, command: Command) => {
      const { createRequire } = await import('node:module');
      const { ValidationError } = await import('../../domain/errors.js');
      const checkTimeoutMs = Number(options.checkTimeout);
      if (!Number.isInteger(checkTimeoutMs) || checkTimeoutMs < 1) {
        throw new ValidationError('--check-timeout must be a positive number of ms');
      }
      const flags = command.optsWithGlobals() as GlobalFlags;
      const paths = userPaths('recruit', { platform: process.platform, env: process.env, homedir: homedir() });
      const { version } = createRequire(import.meta.url)('../../../package.json') as { version: string };
      const result = await runDoctor({
        flags,
        environment: {
          env: process.env, stdinIsTTY: isatty(0), stdoutIsTTY: Boolean(process.stdout.isTTY), dataDir: paths.data, configDir: paths.config,
        },
        cliVersion: version,
        checkTimeoutMs,
      });
      const json = flags.json === true || flags.format === 'json';
      if (json) {
        process.stdout.write(`${JSON.stringify(result.checks.map((c) => ({ ...c, ok: c.status !== 'fail' })), null, 2)}\n`);
      } else {
        const { renderChecks } = await import('../ops/checks.js');
        process.stdout.write(`${renderChecks(result.checks)}\n${result.summary}\n`);
      }
      if (result.failed > 0) throw new ChecksFailedError(`${result.failed} doctor check${result.failed === 1 ? '' : 's'} failed`);
    });
}
