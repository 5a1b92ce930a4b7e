// Runs recruit's command lines in this process (src/cli/main.ts runCli) on a real SQLite
// file in a temp folder, with stdout and stderr captured: the same program, flags, context
// and error mapping as bin/recruit.js, without spawning it or needing dist/. Also a context
// for calling a command's run function directly. No TTY, CI set: never prompts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EventEmitter } from 'node:events';
import { Readable, Writable } from 'node:stream';
import { runCli } from '../../src/cli/main.js';
import type { CliHost, SignalSource } from '../../src/cli/host.js';
import { CliContext } from '../../src/cli/context.js';
import { Output } from '../../src/cli/output.js';
import { resolveConfig, type GlobalFlags } from '../../src/cli/config.js';
import type { CommandResult } from '../../src/cli/result.js';
import type { DatabaseIntent } from '../../src/cli/database-intent.js';
import type { Clock } from '../../src/domain/clock.js';
import { openSqliteStore } from '../../src/store/index.js';

export interface InProcessRun {
  code: number;
  stdout: string;
  stderr: string;
  json<T = unknown>(): T;
}

/** A stream that keeps what is written to it. */
export class Capture extends Writable {
  private readonly chunks: string[] = [];
  isTTY = false;
  override _write(chunk: Buffer | string, _encoding: BufferEncoding, done: () => void): void {
    this.chunks.push(typeof chunk === 'string' ? chunk : chunk.toString('utf8'));
    done();
  }
  get text(): string {
    return this.chunks.join('');
  }
}

export interface InProcessSandbox {
  dir: string;
  db: string;
  /**
   * One command line, as `recruit --db <db> …args`; resolves with its exit code and output. A long-running
   * command (serve) gets its signals from `signals` and can be watched through a `stderr` capture passed in.
   */
  run(args: string[], options?: { stdin?: string; env?: Record<string, string>; signals?: SignalSource; stderr?: Capture }): Promise<InProcessRun>;
  /** A context like the one a command gets (for calling a run function directly); closed by cleanup. */
  context(options?: { flags?: GlobalFlags; intent?: DatabaseIntent }): { ctx: CliContext; stdout: Capture; stderr: Capture };
  /** Closes the contexts made here and removes the folder. */
  cleanup(): Promise<void>;
}

const fixedEnv = (dir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv =>
  ({ NO_COLOR: '1', CI: '1', RECRUIT_CONFIG: '/dev/null', HOME: dir, ...extra });

export function createInProcessSandbox(options: { database?: 'present' | 'absent'; clock?: Clock } = {}): InProcessSandbox {
  const dir = mkdtempSync(join(tmpdir(), 'recruit-cli-inproc-'));
  const db = join(dir, 'recruit.sqlite');
  if (options.database !== 'absent') openSqliteStore(db).close();
  const clock = options.clock ?? { now: () => new Date() };
  const paths = { data: join(dir, 'data'), config: join(dir, 'config'), cache: join(dir, 'cache') };
  const contexts: CliContext[] = [];

  return {
    dir,
    db,
    async run(args, runOptions = {}) {
      const stdout = new Capture();
      const stderr = runOptions.stderr ?? new Capture();
      const host: CliHost = {
        env: fixedEnv(dir, runOptions.env),
        stdin: Readable.from([runOptions.stdin ?? '']),
        stdinIsTTY: false,
        stdout,
        stderr,
        paths,
        clock,
        ...(runOptions.signals ? { signals: runOptions.signals } : {}),
        capturesCommanderOutput: true,
      };
      const code = await runCli(['node', 'recruit', '--db', db, ...args], host);
      return {
        code,
        stdout: stdout.text,
        stderr: stderr.text,
        json<T>() {
          return JSON.parse(stdout.text) as T;
        },
      };
    },
    context({ flags = {}, intent = 'existing' } = {}) {
      const stdout = new Capture();
      const stderr = new Capture();
      const config = resolveConfig({ db, ...flags }, {
        env: fixedEnv(dir), stdinIsTTY: false, stdoutIsTTY: false, dataDir: paths.data, configDir: paths.config,
      });
      const io = { stdin: Readable.from(['']), cacheDir: paths.cache, env: fixedEnv(dir), signals: new EventEmitter() };
      const ctx = new CliContext(config, new Output({ stdout, stderr }, config), clock, io);
      ctx.databaseIntent = intent;
      contexts.push(ctx);
      return { ctx, stdout, stderr };
    },
    async cleanup() {
      for (const ctx of contexts.splice(0)) await ctx.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** What a result prints, rendered as the action glue renders it (for run-function tests). */
export async function rendered(ctx: CliContext, stdout: Capture, result: CommandResult): Promise<string> {
  await ctx.out.render(result);
  return stdout.text;
}
