// Starts `recruit serve --port 0` for a bench: resolves once the server says where it listens,
// rejects (with the last thing it printed) if it exits or stays silent past the timeout. One
// copy for every bench that measures against a real server.
import { spawn } from 'node:child_process';

/**
 * @param {{ bin: string, db: string, args?: string[], env: NodeJS.ProcessEnv, timeoutMs?: number }} options
 *   args: flags after `serve` (the global `--quiet` is always given, so stderr carries only the start-up lines)
 * @returns {Promise<{ child: import('node:child_process').ChildProcess, url: string, stderr: () => string, stop: () => void }>}
 */
export function startServe({ bin, db, args = [], env, timeoutMs = 20_000 }) {
  const child = spawn(process.execPath, [bin, '--db', db, '--quiet', 'serve', '--port', '0', ...args], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  return new Promise((resolve, reject) => {
    const fail = (why) => {
      clearTimeout(timer);
      const last = stderr.trim().split('\n').at(-1) || 'no output';
      reject(new Error(`recruit serve ${why}: ${last}`));
    };
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(`did not start within ${timeoutMs / 1000} s`);
    }, timeoutMs);
    const exited = (code) => fail(`exited ${code}`);
    child.once('exit', exited);
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      const match = /listening on (http:\/\/\S+)/.exec(stderr);
      if (match) {
        clearTimeout(timer);
        child.off('exit', exited);
        resolve({ child, url: match[1], stderr: () => stderr, stop: () => child.kill('SIGTERM') });
      }
    });
  });
}
