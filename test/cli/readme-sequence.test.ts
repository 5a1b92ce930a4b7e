// The README's "Using it" block is a walk-through a new user runs line by line, in order, on
// a new database. It runs here exactly as printed (through bash, `recruit` standing for the
// built binary), from a folder that has the project's data/sample files, so an example that
// refers to a missing file, an id that does not exist yet, or a prompt without a TTY fails here.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BIN } from '../helpers/cli.js';

const ROOT = join(import.meta.dirname, '../..');

/** The first ```sh block after a heading of the README. */
export function shellBlockAfter(readme: string, heading: string): string {
  const at = readme.indexOf(`\n${heading}\n`);
  if (at < 0) throw new Error(`README has no heading "${heading}"`);
  const block = /```sh\n([\s\S]*?)```/.exec(readme.slice(at));
  if (!block) throw new Error(`no sh block after "${heading}"`);
  return block[1]!;
}

describe('the README walk-through', () => {
  const dir = mkdtempSync(join(tmpdir(), 'recruit-readme-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finds the block it runs', () => {
    const block = shellBlockAfter(readFileSync(join(ROOT, 'README.md'), 'utf8'), '## Using it');
    expect(block).toMatch(/^recruit person create /m);
    expect(() => shellBlockAfter('# x\n', '## Using it')).toThrow(/no heading/);
  });

  it('runs line by line, in order, on a new database', { timeout: 180_000 }, () => {
    const block = shellBlockAfter(readFileSync(join(ROOT, 'README.md'), 'utf8'), '## Using it');
    symlinkSync(join(ROOT, 'data'), join(dir, 'data'));
    const script = [
      'set -euo pipefail',
      // Names the line that failed: bash's ERR trap sees the command as written.
      "trap 'echo \"README line failed: $BASH_COMMAND\" >&2' ERR",
      `recruit() { "${process.execPath}" "${BIN}" "$@"; }`,
      block,
    ].join('\n');
    writeFileSync(join(dir, 'walk-through.sh'), script);
    const run = spawnSync('bash', ['walk-through.sh'], {
      cwd: dir,
      encoding: 'utf8',
      env: { PATH: process.env['PATH'] ?? '', HOME: dir, NO_COLOR: '1', CI: '1', RECRUIT_DB: join(dir, 'recruit.sqlite') },
    });
    expect(run.stderr).not.toMatch(/README line failed/);
    expect(run.status, run.stderr).toBe(0);
    // What the walk-through leaves behind is what it says it does.
    expect(run.stdout).toMatch(/created person 1/);
    expect(run.stdout).toMatch(/erased person 3/);
    expect(existsSync(join(dir, 'person-1.zip'))).toBe(true);
    expect(existsSync(join(dir, 'backups/recruit.sqlite'))).toBe(true);
  });
});
