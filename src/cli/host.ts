// What one run of the CLI takes from the process it runs in: the environment, the standard
// streams, whether they are terminals, the user's folders and the clock. main.ts passes the
// real process; a test passes captured streams and a temp folder, so a whole command line
// runs in process (test/helpers/cli-in-process.ts) without spawning bin/recruit.js.
import type { Writable } from 'node:stream';
import { homedir } from 'node:os';
import { isatty } from 'node:tty';
import type { Command } from 'commander';
import { systemClock, type Clock } from '../domain/clock.js';
import { userPaths, type UserPaths } from './user-paths.js';

export type HostStream = Writable & { isTTY?: boolean };

/** The part of an EventEmitter a long-running command listens on for SIGINT/SIGTERM. */
export interface SignalSource {
  on(signal: NodeJS.Signals, listener: (signal: NodeJS.Signals) => void): unknown;
  off(signal: NodeJS.Signals, listener: (signal: NodeJS.Signals) => void): unknown;
}

export interface CliHost {
  readonly env: NodeJS.ProcessEnv;
  /** Read only by the commands that take stdin (`-`): the getter keeps the stream unmade until then. */
  readonly stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  readonly stdinIsTTY: boolean;
  readonly stdout: HostStream;
  readonly stderr: HostStream;
  readonly paths: UserPaths;
  readonly clock: Clock;
  /** Where SIGINT/SIGTERM arrive (default: the process). */
  readonly signals?: SignalSource;
  /** Commander's own output (help, usage errors) goes to the host's streams instead of the process's. */
  readonly capturesCommanderOutput?: boolean;
}

let processHostValue: CliHost | undefined;

/** The real process: its env, streams and the per-user folders (made on first use, as they cost start-up time). */
export function processHost(): CliHost {
  return (processHostValue ??= {
    env: process.env,
    get stdin() {
      return process.stdin;
    },
    // isatty(0), not process.stdin.isTTY: the stream is made only for commands that read it.
    get stdinIsTTY() {
      return isatty(0);
    },
    stdout: process.stdout,
    stderr: process.stderr,
    paths: userPaths('recruit', { platform: process.platform, env: process.env, homedir: homedir() }),
    clock: systemClock,
  });
}

/** The host of each program built by buildProgram, found again from any of its sub-commands. */
const hosts = new WeakMap<Command, CliHost>();

export function attachHost(program: Command, host: CliHost): void {
  hosts.set(program, host);
}

export function hostOf(command: Command): CliHost {
  let root = command;
  while (root.parent) root = root.parent;
  return hosts.get(root) ?? processHost();
}
