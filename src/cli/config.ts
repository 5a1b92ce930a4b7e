// Configuration is loaded once into one typed object, layered
// defaults → config file → environment → flags (STYLE.md practice 4).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ValidationError } from '../domain/errors.js';

export const OUTPUT_FORMATS = ['table', 'json', 'ndjson', 'csv'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

/** What the config file may hold: the settings that make sense to keep. */
export interface ConfigFile {
  db?: string;
  remote?: string;
  token?: string;
  format?: OutputFormat;
  color?: boolean;
  rateLimit?: number;
  timeoutMs?: number;
  documentsPerPerson?: number;
  documentMbPerPerson?: number;
  exportConcurrency?: number;
  wait?: boolean;
}

// Checked by hand rather than with the schema library: every command reads the config,
// and the library's import alone would double the start-up time (DESIGN.md §7).
const CONFIG_MEMBERS: Record<keyof ConfigFile, (value: unknown) => boolean> = {
  db: (v) => typeof v === 'string' && v !== '',
  remote: (v) => typeof v === 'string',
  token: (v) => typeof v === 'string',
  format: (v) => typeof v === 'string' && (OUTPUT_FORMATS as readonly string[]).includes(v),
  color: (v) => typeof v === 'boolean',
  rateLimit: (v) => Number.isInteger(v) && (v as number) >= 1,
  timeoutMs: (v) => Number.isInteger(v) && (v as number) >= 100,
  documentsPerPerson: (v) => Number.isInteger(v) && (v as number) >= 1,
  documentMbPerPerson: (v) => Number.isInteger(v) && (v as number) >= 1,
  exportConcurrency: (v) => Number.isInteger(v) && (v as number) >= 1,
  wait: (v) => typeof v === 'boolean',
};

export function checkConfigFile(value: unknown, path: string): ConfigFile {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new ValidationError(`config file ${path} must hold a JSON object`);
  }
  for (const [key, member] of Object.entries(value)) {
    const check = CONFIG_MEMBERS[key as keyof ConfigFile];
    if (!check) {
      throw new ValidationError(`config file ${path}: unknown setting "${key}"`, [{ path: `/${key}`, message: 'unknown field' }],
        `known settings: ${Object.keys(CONFIG_MEMBERS).join(', ')}`);
    }
    if (!check(member)) throw new ValidationError(`config file ${path}: invalid value for "${key}"`, [{ path: `/${key}`, message: 'invalid value' }]);
  }
  return value as ConfigFile;
}

export interface Config {
  /** `--format jsonresume` (parser parse only): JSON output in the JSON Resume schema. */
  jsonResume: boolean;
  db: string;
  remote: string | undefined;
  token: string | undefined;
  format: OutputFormat;
  color: boolean;
  quiet: boolean;
  yes: boolean;
  /** May we prompt? False without a TTY, with CI set, or with --no-input. */
  interactive: boolean;
  verbose: boolean;
  rateLimit: number;
  timeoutMs: number;
  /** The per-person documents quota (RECRUIT_DOCUMENTS_PER_PERSON, RECRUIT_DOCUMENT_MB_PER_PERSON; 200 and 500 MB). */
  documentsPerPerson: number;
  documentMbPerPerson: number;
  /** Access exports a server streams at a time (RECRUIT_EXPORT_CONCURRENCY; 2). */
  exportConcurrency: number;
  /** On a server's rate limit (429): wait for Retry-After and retry (bulk commands always do); else exit 7 at once. */
  wait: boolean;
  configPath: string;
  /** RECRUIT_PG_DUMP: the pg_dump `db backup` runs on PostgreSQL (default: on PATH). */
  pgDump?: string | undefined;
}

/** The global flags as commander hands them over. */
export interface GlobalFlags {
  db?: string;
  remote?: string;
  token?: string;
  json?: boolean;
  format?: string;
  color?: boolean;
  quiet?: boolean;
  yes?: boolean;
  input?: boolean;
  verbose?: boolean;
  config?: string;
  wait?: boolean;
}

export interface Environment {
  env: NodeJS.ProcessEnv;
  stdinIsTTY: boolean;
  stdoutIsTTY: boolean;
  dataDir: string;
  configDir: string;
}

/**
 * The settings in `path`. A missing file is no settings when it is the default path, but an
 * error when the user named it (`namedBy`: --config or RECRUIT_CONFIG): a mistyped path
 * would otherwise be ignored and the command run with settings the user did not mean.
 * An empty file (e.g. /dev/null, the usual way to say "no config") holds no settings.
 */
export function readConfigFile(path: string, namedBy?: string): ConfigFile {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw new ValidationError(`cannot read config file ${path}: ${(error as Error).message}`);
    if (namedBy === undefined) return {};
    throw new ValidationError(`config file ${path} (from ${namedBy}) does not exist`, [],
      `check the path (${namedBy} /dev/null: no config file)`);
  }
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new ValidationError(`config file ${path} is not valid JSON: ${(error as Error).message}`);
  }
  return checkConfigFile(parsed, path);
}

function parseFormat(value: string, source: string): OutputFormat {
  if ((OUTPUT_FORMATS as readonly string[]).includes(value)) return value as OutputFormat;
  throw new ValidationError(`${source}: unknown format "${value}" (use ${OUTPUT_FORMATS.join(', ')})`);
}

function parseSwitch(value: string, source: string): boolean {
  if (/^(1|true|yes)$/i.test(value)) return true;
  if (/^(0|false|no)$/i.test(value)) return false;
  throw new ValidationError(`${source} must be 1 or 0 (true or false), not "${value}"`);
}

function parsePositiveInt(value: string, source: string): number {
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new ValidationError(`${source} must be a positive integer`);
  return Number(value);
}

export function resolveConfig(flags: GlobalFlags, environment: Environment): Config {
  const { env } = environment;
  const nonEmpty = (value: string | undefined) => (value === undefined || value === '' ? undefined : value);
  const namedBy = flags.config !== undefined ? '--config' : nonEmpty(env['RECRUIT_CONFIG']) !== undefined ? 'RECRUIT_CONFIG' : undefined;
  const configPath = flags.config ?? nonEmpty(env['RECRUIT_CONFIG']) ?? join(environment.configDir, 'config.json');
  const file = readConfigFile(configPath, namedBy);
  const positive = (name: string, fromFile: number | undefined, fallback: number) =>
    (env[name] ? parsePositiveInt(env[name], name) : (fromFile ?? fallback));

  let format: OutputFormat = file.format ?? 'table';
  if (env['RECRUIT_FORMAT']) format = parseFormat(env['RECRUIT_FORMAT'], 'RECRUIT_FORMAT');
  const jsonResume = flags.format === 'jsonresume';
  if (flags.format) format = jsonResume ? 'json' : parseFormat(flags.format, '--format');
  if (flags.json) format = 'json';

  const noColorEnv = env['NO_COLOR'] !== undefined && env['NO_COLOR'] !== '';
  const color = flags.color !== false && !noColorEnv && (file.color ?? true) && environment.stdoutIsTTY;

  return {
    jsonResume,
    db: flags.db ?? nonEmpty(env['RECRUIT_DB']) ?? file.db ?? join(environment.dataDir, 'recruit.sqlite'),
    remote: flags.remote ?? nonEmpty(env['RECRUIT_REMOTE']) ?? file.remote,
    token: flags.token ?? nonEmpty(env['RECRUIT_TOKEN']) ?? file.token,
    format,
    color,
    quiet: flags.quiet ?? false,
    yes: flags.yes ?? false,
    interactive: flags.input !== false && environment.stdinIsTTY && !env['CI'],
    verbose: flags.verbose ?? false,
    rateLimit: env['RECRUIT_RATE_LIMIT'] ? parsePositiveInt(env['RECRUIT_RATE_LIMIT'], 'RECRUIT_RATE_LIMIT') : (file.rateLimit ?? 120),
    timeoutMs: env['RECRUIT_TIMEOUT_MS'] ? parsePositiveInt(env['RECRUIT_TIMEOUT_MS'], 'RECRUIT_TIMEOUT_MS') : (file.timeoutMs ?? 30_000),
    documentsPerPerson: positive('RECRUIT_DOCUMENTS_PER_PERSON', file.documentsPerPerson, 200),
    documentMbPerPerson: positive('RECRUIT_DOCUMENT_MB_PER_PERSON', file.documentMbPerPerson, 500),
    exportConcurrency: positive('RECRUIT_EXPORT_CONCURRENCY', file.exportConcurrency, 2),
    wait: flags.wait ?? (env['RECRUIT_WAIT'] ? parseSwitch(env['RECRUIT_WAIT'], 'RECRUIT_WAIT') : (file.wait ?? false)),
    configPath,
    pgDump: nonEmpty(env['RECRUIT_PG_DUMP']),
  };
}
