// Where each setting of a run came from — a flag, the environment, the config file or the
// default — for `recruit doctor`. The same layering as resolveConfig (config.ts), told
// setting by setting. Pure: flags, environment and the config file's contents come in.
import type { ConfigFile, GlobalFlags } from '../config.js';

export type SettingSource = 'flag' | 'env' | 'config' | 'default';

export interface SettingReport {
  name: string;
  /** Shown as is; a token is never shown, only whether there is one. */
  value: string;
  source: SettingSource;
}

interface SettingSpec {
  name: string;
  flag?: keyof GlobalFlags;
  env: string;
  file?: keyof ConfigFile;
  secret?: boolean;
}

const SETTINGS: readonly SettingSpec[] = [
  { name: 'db', flag: 'db', env: 'RECRUIT_DB', file: 'db' },
  { name: 'remote', flag: 'remote', env: 'RECRUIT_REMOTE', file: 'remote' },
  { name: 'token', flag: 'token', env: 'RECRUIT_TOKEN', file: 'token', secret: true },
  { name: 'format', flag: 'format', env: 'RECRUIT_FORMAT', file: 'format' },
  { name: 'timeoutMs', env: 'RECRUIT_TIMEOUT_MS', file: 'timeoutMs' },
  { name: 'wait', flag: 'wait', env: 'RECRUIT_WAIT', file: 'wait' },
  { name: 'rateLimit', env: 'RECRUIT_RATE_LIMIT', file: 'rateLimit' },
  { name: 'documentsPerPerson', env: 'RECRUIT_DOCUMENTS_PER_PERSON', file: 'documentsPerPerson' },
  { name: 'documentMbPerPerson', env: 'RECRUIT_DOCUMENT_MB_PER_PERSON', file: 'documentMbPerPerson' },
  { name: 'exportConcurrency', env: 'RECRUIT_EXPORT_CONCURRENCY', file: 'exportConcurrency' },
];

/** A connection string's password is not for the screen. */
export function redactUrl(value: string): string {
  return value.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@]*:)[^@/]*@/i, '$1***@');
}

/**
 * The settings with their sources. `resolved` holds the values resolveConfig settled on
 * (the defaults included), so what is shown is what the run uses.
 */
export function settingSources(
  flags: GlobalFlags,
  env: Record<string, string | undefined>,
  file: ConfigFile,
  resolved: Record<string, unknown>,
): SettingReport[] {
  return SETTINGS.map((spec) => {
    // --json is --format json given another way.
    const flagValue = spec.flag === undefined ? undefined : spec.flag === 'format' && flags.json ? 'json' : flags[spec.flag];
    const envValue = env[spec.env];
    const source: SettingSource = flagValue !== undefined && (spec.flag !== 'wait' || flagValue === true) ? 'flag'
      : envValue !== undefined && envValue !== '' ? 'env'
        : spec.file !== undefined && file[spec.file] !== undefined ? 'config'
          : 'default';
    const raw = resolved[spec.name];
    const value = raw === undefined ? '(not set)' : spec.secret ? 'set (not shown)' : redactUrl(String(raw));
    return { name: spec.name, value, source };
  });
}
