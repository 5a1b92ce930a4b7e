// The examples the user is shown — every `$ recruit …` line of every
// command's --help and every `recruit …` line of the README — are parsed by the real
// command tree, and their field flags converted with the real code tables, so an example
// such as `--category it,hr` (the key is it_dev) fails here, not at the user's desk.
// The help itself: global options listed once, update commands without "required",
// no pointers to files that are not in the project.
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from 'commander';
import { buildProgram } from '../../src/cli/program.js';
import { fieldsFromFlags, JOB_FLAGS, PERSON_FLAGS, PROJECT_FLAGS, type FieldFlag } from '../../src/cli/field-flags.js';
import { codeBookFor } from '../../src/domain/codes.js';
import { runRecruit } from '../helpers/cli.js';

const ROOT = join(import.meta.dirname, '../..');
const codes = codeBookFor(join(ROOT, 'data'));

/** Which field flags a command converts (the rest only need to parse). */
const FIELD_FLAGS: Record<string, FieldFlag[]> = {
  'person create': PERSON_FLAGS,
  'person update': PERSON_FLAGS,
  'job create': JOB_FLAGS,
  'job update': JOB_FLAGS,
  'project create': PROJECT_FLAGS,
  'project update': PROJECT_FLAGS,
};

function walk(command: Command, path: string[] = []): { path: string[]; command: Command }[] {
  return command.commands.flatMap((sub) => [{ path: [...path, sub.name()], command: sub }, ...walk(sub, [...path, sub.name()])]);
}

function helpOf(command: Command): string {
  let text = '';
  command.configureOutput({ writeOut: (s) => (text += s), writeErr: (s) => (text += s) });
  command.outputHelp();
  return text;
}

/** Splits a shell line into words: quotes, `# comments`, and stops at a pipe, redirect or `&&`. */
export function shellWords(line: string): string[] {
  const words: string[] = [];
  let word: string | undefined;
  let quote: '"' | "'" | undefined;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quote) {
      if (c === quote) quote = undefined;
      else word = (word ?? '') + c;
    } else if (c === '"' || c === "'") {
      quote = c;
      word ??= '';
    } else if (/\s/.test(c)) {
      if (word !== undefined) words.push(word);
      word = undefined;
    } else if (c === '#' && word === undefined) {
      break;
    } else if (c === '|' || c === '>' || c === '<' || (c === '&' && line[i + 1] === '&')) {
      break;
    } else {
      word = (word ?? '') + c;
    }
  }
  if (word !== undefined) words.push(word);
  return words;
}

/** The recruit commands of one shell line: `id=$(recruit …) && recruit …`, `cat f | recruit …`. */
export function recruitCommandsIn(line: string): string[] {
  return line
    .split(/&&|\|\||\||;|\$\(|\)\s/)
    .map((part) => part.trim().replace(/^(export\s+)?[A-Z_a-z]+=/, '').trim())
    .filter((part) => part.startsWith('recruit '));
}

/** The recruit command lines of the README's shell blocks and of every --help. */
async function collectExamples(): Promise<{ source: string; line: string }[]> {
  const program = await buildProgram(['node', 'recruit', '--help']);
  const examples: { source: string; line: string }[] = [];
  for (const { path, command } of [{ path: [], command: program }, ...walk(program)]) {
    for (const match of helpOf(command).matchAll(/^\s*\$ (.+)$/gm)) {
      for (const line of recruitCommandsIn(match[1]!)) examples.push({ source: `recruit ${path.join(' ')} --help`, line });
    }
  }
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  for (const block of readme.matchAll(/```sh\n([\s\S]*?)```/g)) {
    for (const line of block[1]!.split('\n')) {
      for (const command of recruitCommandsIn(line.trim().replace(/^npx /, ''))) examples.push({ source: 'README.md', line: command });
    }
  }
  return examples;
}

/**
 * Parses one example with a fresh command tree whose actions only convert the field flags:
 * returns the problem, or undefined when the example is valid.
 */
async function problemOf(line: string): Promise<string | undefined> {
  // $(…) and $VARS stand for values the user supplies: give them plausible ones.
  const words = shellWords(line.replace(/\$\(date \+%F\)/g, '2026-11-24').replace(/"?\$\{?TOKEN\}?"?/g, 'rk_example'));
  if (words[0] !== 'recruit') return `not a recruit command: ${line}`;
  const program = await buildProgram(['node', ...words]);
  let problem: string | undefined;
  for (const { path, command } of [{ path: [] as string[], command: program }, ...walk(program)]) {
    command.configureOutput({ writeOut: () => undefined, writeErr: (s) => (problem ??= s.trim()) });
    const flags = FIELD_FLAGS[path.join(' ')];
    command.action((...all: unknown[]) => {
      const options = all.at(-2) as Record<string, unknown>;
      if (flags) fieldsFromFlags(options, flags, codes);
    });
  }
  try {
    await program.parseAsync(['node', ...words]);
  } catch (error) {
    const message = (error as Error).message;
    if ((error as { exitCode?: number }).exitCode === 0) return undefined; // --help, --version
    return `${problem ?? message}`;
  }
  return problem;
}

describe('help and README examples', () => {
  it('parses every example with the real commands and converts its field flags with the real code tables', async () => {
    const examples = await collectExamples();
    expect(examples.length).toBeGreaterThan(40);
    const problems: string[] = [];
    for (const { source, line } of examples) {
      const problem = await problemOf(line);
      if (problem) problems.push(`${source}: ${line}\n    → ${problem}`);
    }
    expect(problems).toEqual([]);
  });

  it('finds the recruit commands inside shell compositions', () => {
    expect(recruitCommandsIn('id=$(recruit person exists a@example.com) && recruit person get "$id"'))
      .toEqual(['recruit person exists a@example.com', 'recruit person get "$id"']);
    expect(recruitCommandsIn('export T=$(recruit token create x --json | jq -r .token)')).toEqual(['recruit token create x --json']);
    expect(recruitCommandsIn('cat p.json | recruit person import -')).toEqual(['recruit person import -']);
  });

  it('every value a field flag\'s help gives as an example is accepted (`e.g. it_dev,hr`, `(348, HU)`)', () => {
    const problems: string[] = [];
    let checked = 0;
    for (const flags of [PERSON_FLAGS, JOB_FLAGS, PROJECT_FLAGS]) {
      for (const flag of flags) {
        const values = [
          ...[...flag.help.matchAll(/e\.g\. ([^\s()]+)(?: or ([^\s()]+))?/g)].flatMap((m) => [m[1], m[2]]),
          ...(flag.kind.type === 'code' ? [...flag.help.matchAll(/\(([^)]+)\)/g)].flatMap((m) => m[1]!.split(/,\s+/)) : []),
        ].filter((v): v is string => v !== undefined && !v.includes('…'));
        for (const value of values) {
          const key = (flag.flag ?? flag.field).replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
          try {
            fieldsFromFlags({ [key]: value }, [flag], codes);
            checked++;
          } catch (error) {
            problems.push(`--${flag.flag ?? flag.field} ${value}: ${(error as Error).message}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(5);
  });

  it('finds a wrong example (the check can fail)', async () => {
    expect(await problemOf('recruit person create --first A --last B --category it,hr')).toMatch(/unknown category code "it"/);
    expect(await problemOf('recruit person create --first A --last B --phone 1')).toMatch(/unknown option '--phone'/);
    expect(await problemOf('recruit person create --first A --last B --category it_dev,hr # comment --bad')).toBeUndefined();
  });

  it('lists global options once, in recruit --help only, and update commands do not say "required"', async () => {
    const top = await runRecruit(['--help']);
    expect(top.stdout.match(/--remote <url>/g)).toHaveLength(1);
    for (const args of [['person', 'get', '--help'], ['job', 'list', '--help'], ['person', 'update', '--help'], ['project', 'update', '--help']]) {
      const help = await runRecruit(args);
      expect(help.stdout, args.join(' ')).not.toMatch(/--remote <url>|Global Options/);
      expect(help.stdout).toMatch(/`recruit --help` lists them/);
    }
    for (const args of [['person', 'update', '--help'], ['project', 'update', '--help']]) {
      expect((await runRecruit(args)).stdout, args.join(' ')).not.toMatch(/required/);
    }
    expect((await runRecruit(['person', 'create', '--help'])).stdout).toMatch(/--first <value>\s+given name \(required\)/);
    expect((await runRecruit(['job', 'create', '--help'])).stdout).toMatch(/--position <value>\s+id of the underlying position \(required\)/);
  });

  it('help and README point to no file outside the project (SPEC.md, ../shared)', async () => {
    const program = await buildProgram(['node', 'recruit', '--help']);
    const texts = [helpOf(program), ...walk(program).map(({ command }) => helpOf(command))];
    for (const text of texts) expect(text).not.toMatch(/SPEC\.md|DESIGN\.md|\.\.\/shared/);
    // The parser section (another owner's) still names the corpus scorer under ../shared: checked without it.
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8').replace(/## Résumé parser[\s\S]*?(?=\n## )/, '');
    expect(readme).not.toMatch(/SPEC\.md|DESIGN\.md|\.\.\/shared/);
    expect(readme).toMatch(/## HTTP API/);
    expect(readme).toMatch(/\/openapi\.json/);
  });
});
