// The --remote CLI and the server's version: asked once per run (GET /health, remembered
// for a minute in the user's cache dir, so a script of many commands asks once), a warning
// when the server is a newer major than the CLI, and a "no such endpoint" answer of an
// older server turned into what it means: the command needs a newer server.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { IncompatibleServerError, NotFoundError } from '../domain/errors.js';
import { compareVersions, missingEndpointIn, parseVersion, versionNeededFor } from '../domain/versions.js';

export const CLI_VERSION = (createRequire(import.meta.url)('../../package.json') as { version: string }).version;
export const VERSION_CACHE_MS = 60_000;
const CACHE_FILE = 'server-versions.json';

export interface ServerCheckOptions {
  baseUrl: string;
  cacheDir: string;
  now: () => number;
  /** Said once, when the version was asked (not on every cached run). */
  warn: (text: string) => void;
  timeoutMs: number;
  cliVersion?: string;
}

type CacheEntries = Record<string, { version: string; at: number }>;

function readCache(cacheDir: string): CacheEntries {
  try {
    const parsed = JSON.parse(readFileSync(join(cacheDir, CACHE_FILE), 'utf8')) as unknown;
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as CacheEntries) : {};
  } catch {
    return {};
  }
}

function writeCache(cacheDir: string, entries: CacheEntries): void {
  // A cache: when it cannot be written (read-only home, say), the next run asks again.
  try {
    mkdirSync(cacheDir, { recursive: true });
    const temporary = join(cacheDir, `${CACHE_FILE}.${process.pid}`);
    writeFileSync(temporary, JSON.stringify(entries));
    renameSync(temporary, join(cacheDir, CACHE_FILE));
  } catch {
    // nothing to do
  }
}

/** The version a recruit server reports: /health's `version`, else its Recruit-Version header. */
export async function fetchServerVersion(baseUrl: string, timeoutMs: number): Promise<string | undefined> {
  const url = new URL('health', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
  const header = response.headers.get('recruit-version') ?? undefined;
  const body = await response.json().catch(() => undefined) as { version?: unknown } | undefined;
  return typeof body?.version === 'string' ? body.version : header;
}

export class ServerCheck {
  constructor(readonly baseUrl: string, readonly serverVersion: string | undefined) {}

  /**
   * The error a command failed with, or, when it is an older server's "no such endpoint",
   * an IncompatibleServerError that says which version the command needs.
   */
  explain(error: unknown): unknown {
    if (!(error instanceof NotFoundError) || this.serverVersion === undefined) return error;
    const endpoint = missingEndpointIn(error.message);
    const server = parseVersion(this.serverVersion);
    if (!endpoint || !server) return error;
    const needed = versionNeededFor(endpoint.method, endpoint.path);
    if (compareVersions(server, parseVersion(needed)!) >= 0) return error;
    return new IncompatibleServerError(
      `the server at ${this.baseUrl} is version ${this.serverVersion}; this command needs ${needed} (${endpoint.method} ${endpoint.path})`,
      [],
      'upgrade the server, or use a recruit CLI of the server\'s version',
    );
  }
}

/**
 * Asks the server its version (or takes it from the minute-old cache) and warns when the
 * server is a newer major than this CLI. Never fails the command: a server that cannot be
 * asked is the command's own error to report, in its own words.
 */
export async function checkServer(options: ServerCheckOptions): Promise<ServerCheck> {
  const origin = new URL(options.baseUrl).href;
  const cache = readCache(options.cacheDir);
  const cached = cache[origin];
  if (cached && options.now() - cached.at >= 0 && options.now() - cached.at < VERSION_CACHE_MS) {
    return new ServerCheck(options.baseUrl, cached.version);
  }
  let version: string | undefined;
  try {
    version = await fetchServerVersion(options.baseUrl, options.timeoutMs);
  } catch {
    return new ServerCheck(options.baseUrl, undefined);
  }
  if (version === undefined) return new ServerCheck(options.baseUrl, undefined);
  writeCache(options.cacheDir, { ...cache, [origin]: { version, at: options.now() } });
  const cli = parseVersion(options.cliVersion ?? CLI_VERSION);
  const server = parseVersion(version);
  if (cli && server && server.major > cli.major) {
    const cliVersion = options.cliVersion ?? CLI_VERSION;
    options.warn(`the server at ${options.baseUrl} is version ${version}, a newer major than this CLI (${cliVersion}); `
      + 'some answers may not be understood — install a recruit CLI of the server\'s major version');
  }
  return new ServerCheck(options.baseUrl, version);
}
