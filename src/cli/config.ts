// Configuration is loaded once into one typed object, layered
// defaults → config file → environment → flags (STYLE.md practice 4).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Type, type Static } from '@sinclair/typebox';
import { ValidationError } from '../domain/errors.js';
import { assertSchema } from '../domain/validate.js';

export const OUTPUT_FORMATS = ['table', 'json', 'ndjson', 'csv'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

const FormatSchema = Type.Union(OUTPUT_FORMATS.map((f) => Type.Literal(f)));

/** What the config file may hold: the settings that make sense to keep. */
export const ConfigFileSchema = Type.Object(
  {
    db: Type.Optional(Type.String()),
    remote: Type.Optional(Type.String()),
    token: Type.Optional(Type.String()),
    format: Type.Optional(FormatSchema),
    color: Type.Optional(Type.Boolean()),
    rateLimit: Type.Optional(Type.Integer({ minimum: 1 })),
    timeoutMs: Type.Optional(Type.Integer({ minimum: 100 })),
  },
  { additionalProperties: false },
);
export type ConfigFile = Static<typeof ConfigFileSchema>;

export interface Config {
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
  configPath: string;
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
}

export interface Environment {
  env: NodeJS.ProcessEnv;
  stdinIsTTY: boolean;
  stdoutIsTTY: boolean;
  dataDir: string;
  configDir: string;
}

export function readConfigFile(path: string): ConfigFile {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw new ValidationError(`cannot read config file ${path}: ${(error as Error).message}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new ValidationError(`config file ${path} is not valid JSON: ${(error as Error).message}`);
  }
  return assertSchema(ConfigFileSchema, parsed, `config file ${path}`);
}

function parseFormat(value: string, source: string): OutputFormat {
  if ((OUTPUT_FORMATS as readonly string[]).includes(value)) return value as OutputFormat;
  throw new ValidationError(`${source}: unknown format "${value}" (use ${OUTPUT_FORMATS.join(', ')})`);
}

function parsePositiveInt(value: string, source: string): number {
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new ValidationError(`${source} must be a positive integer`);
  return Number(value);
}

export function resolveConfig(flags: GlobalFlags, environment: Environment): Config {
  const { env } = environment;
  const configPath = flags.config ?? env['RECRUIT_CONFIG'] ?? join(environment.configDir, 'config.json');
  const file = readConfigFile(configPath);
  const nonEmpty = (value: string | undefined) => (value === undefined || value === '' ? undefined : value);

  let format: OutputFormat = file.format ?? 'table';
  if (env['RECRUIT_FORMAT']) format = parseFormat(env['RECRUIT_FORMAT'], 'RECRUIT_FORMAT');
  if (flags.format) format = parseFormat(flags.format, '--format');
  if (flags.json) format = 'json';

  const noColorEnv = env['NO_COLOR'] !== undefined && env['NO_COLOR'] !== '';
  const color = flags.color !== false && !noColorEnv && (file.color ?? true) && environment.stdoutIsTTY;

  return {
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
    configPath,
  };
}
