// Shell completion: the candidates from the real command tree and code tables, and the bash
// script sourced in a real bash with COMP_WORDS set, calling the built recruit.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildProgram } from '../../src/cli/program.js';
import { completionsFor } from '../../src/cli/completion.js';
import { codeBookFor } from '../../src/domain/codes.js';
import { BIN, runRecruit } from '../helpers/cli.js';

const codes = codeBookFor(join(import.meta.dirname, '../../data'));
const complete = async (...words: string[]) => completionsFor(await buildProgram(['node', 'recruit', '--help']), words, codes);

describe('completion candidates', () => {
  it('commands, sub-commands and options of the command at the cursor, global options too', async () => {
    expect(await complete('')).toEqual(expect.arrayContaining(['person', 'job', 'serve', 'completion']));
    expect(await complete('')).not.toContain('__complete');
    expect(await complete('pe')).toEqual(['person']);
    expect(await complete('person', '')).toEqual(expect.arrayContaining(['get', 'create', 'list']));
    expect(await complete('person', 'create', '--fi')).toEqual(['--first']);
    expect(await complete('job', 'list', '--rem')).toEqual(['--remote']);
    // A global option's value is skipped when finding the command.
    expect(await complete('--db', 'x.sqlite', 'job', '')).toEqual(expect.arrayContaining(['list', 'create']));
  });

  it('code keys for code flags (one, a list after its comma, --flag=value), choices for choice options and arguments', async () => {
    expect(await complete('person', 'create', '--country', 'HU')).toEqual(['HU']);
    expect(await complete('person', 'create', '--country', 'h')).toEqual(expect.arrayContaining(['HU', 'HR']));
    expect(await complete('person', 'create', '--country', 'h')).not.toContain('DE');
    expect(await complete('person', 'create', '--category', 'it_dev,h')).toEqual(expect.arrayContaining(['it_dev,hr']));
    expect(await complete('job', 'create', '--language', 'e')).toContain('en');
    expect(await complete('person', 'create', '--country=D')).toContain('--country=DE');
    expect(await complete('person', 'create', '--country', '=', 'D')).toContain('DE');
    expect(await complete('--format', '')).toEqual(['table', 'json', 'ndjson', 'csv', 'jsonresume']);
    expect(await complete('codes', '')).toEqual(expect.arrayContaining(['country', 'category']));
    expect(await complete('completion', '')).toEqual(['bash', 'zsh', 'fish']);
    // A free-text value has no candidates (the shell offers files).
    expect(await complete('person', 'create', '--first', '')).toEqual([]);
  });
});

describe('the scripts', () => {
  let dir: string;
  beforeAll(() => {
    // `recruit` on PATH, as an installed one would be: the built CLI of this checkout.
    dir = mkdtempSync(join(tmpdir(), 'recruit-completion-'));
    writeFileSync(join(dir, 'recruit'), `#!/bin/sh\nexec "${process.execPath}" "${BIN}" "$@"\n`);
    chmodSync(join(dir, 'recruit'), 0o755);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Sources the bash script and completes `line` (the cursor after its last word; a trailing space starts a new one). */
  function bashComplete(script: string, line: string): string[] {
    const words = line.split(' ');
    const program = `source "$1"; COMP_WORDS=(${words.map((w) => `'${w}'`).join(' ')}); COMP_CWORD=${words.length - 1};
      _recruit_complete; printf '%s\\n' "\${COMPREPLY[@]}"`;
    const scriptFile = join(dir, 'recruit.bash');
    writeFileSync(scriptFile, script);
    const out = execFileSync('bash', ['--noprofile', '--norc', '-c', program, 'bash', scriptFile], {
      env: { PATH: `${dir}:${process.env['PATH']}`, HOME: dir, RECRUIT_CONFIG: '/dev/null' }, encoding: 'utf8',
    });
    return out.split('\n').filter(Boolean);
  }

  it('bash: the script from `recruit completion bash`, sourced in bash, completes commands, options and code keys', async () => {
    const run = await runRecruit(['completion', 'bash'], { env: { RECRUIT_CONFIG: '/dev/null' } });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/complete .* recruit/);
    expect(bashComplete(run.stdout, 'recruit pers')).toEqual(['person']);
    expect(bashComplete(run.stdout, 'recruit person ')).toEqual(expect.arrayContaining(['create', 'get', 'import']));
    expect(bashComplete(run.stdout, 'recruit person create --country H')).toEqual(expect.arrayContaining(['HU', 'HR']));
    expect(bashComplete(run.stdout, 'recruit job create --cat')).toEqual(['--category']);
    expect(bashComplete(run.stdout, 'recruit person create --first ')).toEqual([]);
  });

  it('zsh and fish: generated, and checked by their shells where installed', async () => {
    for (const shell of ['zsh', 'fish'] as const) {
      const run = await runRecruit(['completion', shell], { env: { RECRUIT_CONFIG: '/dev/null' } });
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('recruit __complete --');
      const installed = spawnSync('sh', ['-c', `command -v ${shell}`]).status === 0;
      if (!installed) {
        console.warn(`${shell} is not installed here: its script was generated but not run`);
        continue;
      }
      const file = join(dir, `recruit.${shell}`);
      writeFileSync(file, run.stdout);
      expect(spawnSync(shell, ['-n', file]).status).toBe(0);
    }
  });

  it('an unknown shell is a usage error naming the ones there are', async () => {
    const run = await runRecruit(['completion', 'tcsh'], { env: { RECRUIT_CONFIG: '/dev/null' } });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/bash, zsh, fish/);
  });
});
