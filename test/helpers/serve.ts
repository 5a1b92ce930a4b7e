// `recruit serve` as a separate process (spawns bin/recruit.js, so build first), for tests
// that need the server in another process than the one that changes the database.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export const BIN = join(import.meta.dirname, '../../bin/recruit.js');
export const ENV = { ...process.env, NO_COLOR: '1', CI: '1', RECRUIT_CONFIG: '/dev/null', RECRUIT_REMOTE: '', RECRUIT_TOKEN: '' };

export interface Serving {
  child: ChildProcess;
  url: string;
  stderr: () => string;
  exit: Promise<number | null>;
}

export function serve(db: string, extra: string[] = [], env: Record<string, string> = {}): Promise<Serving> {
  const child = spawn(process.execPath, [BIN, '--db', db, 'serve', '--port', '0', ...extra], { env: { ...ENV, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve did not start: ${stderr}`)), 20_000);
    child.stdout!.resume();
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(stderr);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, url: match[1], stderr: () => stderr, exit });
      }
    });
    void exit.then((code) => reject(new Error(`serve exited with ${code}: ${stderr}`)));
  });
}

