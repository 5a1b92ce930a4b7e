// Helpers for the resilience and fuzz tests: a real `recruit serve` in a child
// process (so it can be killed with SIGKILL and restarted on the same file), a snapshot of
// everything stored (to prove a rejected call changed nothing), and the DESIGN.md §3 error
// body check. In-process servers come from test/helpers/server.ts.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import Database from 'better-sqlite3';
import { expect } from 'vitest';
import type { SqliteDatabase } from '../../src/store/sqlite/database.js';
import { BIN, runRecruit } from '../helpers/cli.js';
import { registerFoldFunctions } from '../../src/store/sqlite/fold-functions.js';

/** Tables with the data a client can change; audit and tokens change on reads by design. */
export const DATA_TABLES = ['people', 'photos', 'documents', 'jobs', 'subscriptions', 'projects', 'project_jobs'] as const;

/** A digest of every row of every data table: equal digests ⇔ nothing stored changed. */
export function snapshot(db: SqliteDatabase): string {
  const hash = createHash('sha256');
  for (const table of DATA_TABLES) {
    hash.update(`\0${table}\0`);
    for (const row of db.prepare(`SELECT * FROM ${table} ORDER BY rowid`).raw().iterate()) {
      hash.update(JSON.stringify(row, (_key, value: unknown) => (Buffer.isBuffer(value) ? value.toString('base64') : value)));
    }
  }
  return hash.digest('hex');
}

export const ERROR_CODES = [
  'validation_failed', 'unauthorized', 'forbidden', 'not_found', 'conflict', 'payload_too_large',
  'unsupported_media_type', 'unprocessable', 'rate_limited', 'unavailable', 'internal',
];

/** DESIGN.md §3: `{ success: false, error: { code, message, details? } }`, nothing else. */
export function expectErrorBody(body: unknown, context = ''): void {
  expect(body, context).toMatchObject({ success: false, error: { code: expect.any(String), message: expect.any(String) } });
  const { error } = body as { error: { code: string; message: string } };
  expect(ERROR_CODES, context).toContain(error.code);
  expect(Object.keys(body as object).sort(), context).toEqual(['error', 'success']);
  expect(Object.keys(error).every((key) => ['code', 'message', 'details'].includes(key)), context).toBe(true);
  expect(error.message, context).not.toMatch(/\n\s+at /); // never a stack trace
}

export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

export interface SpawnedServer {
  url: string;
  child: ChildProcess;
  /** stderr so far (start-up lines, errors). */
  stderr(): string;
  /** SIGKILL: no shutdown code runs. Resolves once the process is gone. */
  kill9(): Promise<void>;
  /** SIGTERM and wait (graceful shutdown). */
  stop(): Promise<void>;
}

const childEnv = (dir: string) => ({ PATH: process.env['PATH'] ?? '', HOME: dir, NO_COLOR: '1', CI: '1', RECRUIT_CONFIG: '/dev/null' });

/** `node bin/recruit.js --db DB serve --port <free>` as a child; resolves when it listens. */
export async function spawnServer(db: string, dir: string, options: { rateLimit?: number } = {}): Promise<SpawnedServer> {
  const port = await freePort();
  const args = [BIN, '--db', db, '--quiet', 'serve', '--port', String(port), '--rate-limit', String(options.rateLimit ?? 100_000_000)];
  const child = spawn(process.execPath, args, { env: childEnv(dir), stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  const exited = once(child, 'exit');
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`recruit serve did not start: ${stderr}`)), 20_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`recruit serve exited ${code}: ${stderr}`));
    });
    createInterface({ input: child.stderr! }).on('line', (line) => {
      stderr += `${line}\n`;
      const match = /listening on (http:\S+)/.exec(line);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
  });
  return {
    url,
    child,
    stderr: () => stderr,
    async kill9() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** `recruit token create NAME --scope S --json` against a database file. */
export async function createToken(db: string, dir: string, name: string, scope: 'read' | 'write' = 'write'): Promise<string> {
  const run = await runRecruit(['--db', db, 'token', 'create', name, '--scope', scope, '--json'], { env: childEnv(dir) });
  if (run.code !== 0) throw new Error(`token create failed: ${run.stderr}`);
  return run.json<{ token: string }>().token;
}

export function integrityCheck(path: string): string {
  const db = new Database(path, { readonly: true });
  // The search indexes are expressions of recruit's fold functions (migration 9): the check reads them.
  registerFoldFunctions(db);
  try {
    return db.pragma('integrity_check', { simple: true }) as string;
  } finally {
    db.close();
  }
}

export interface ApiResponse {
  status: number;
  body: unknown;
  headers: Headers;
}

/** One JSON call; a body that is not JSON comes back as text. */
export async function call(
  url: string,
  method: string,
  path: string,
  options: { token?: string | null; body?: unknown; rawBody?: string | Uint8Array; contentType?: string; signal?: AbortSignal } = {},
): Promise<ApiResponse> {
  const headers: Record<string, string> = {};
  if (options.token) headers['authorization'] = `Bearer ${options.token}`;
  let body: string | Uint8Array | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers['content-type'] = options.contentType ?? 'application/json';
  const response = await fetch(`${url}${path}`, { method, headers, ...(body === undefined ? {} : { body }), signal: options.signal ?? AbortSignal.timeout(30_000) });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // a download or other non-JSON body
  }
  return { status: response.status, body: parsed, headers: response.headers };
}

/** Runs `task` on `clients` concurrent loops until `until` returns true. */
export async function concurrently(clients: number, task: (client: number) => Promise<void>, until: () => boolean): Promise<void> {
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (!until()) await task(client);
    }),
  );
}
