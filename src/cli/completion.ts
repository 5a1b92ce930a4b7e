// What a shell offers at the cursor: read from the real command tree (so it never falls
// behind the commands) and, for a code flag such as `--country`, from the code tables.
// Pure: the tree and the code tables come in; `recruit __complete` prints the result.
import type { Command, Option } from 'commander';
import { CODE_TABLES, type CodeBook, type CodeTableName } from '../domain/codes.js';
import { JOB_FLAGS, PERSON_FLAGS, PROJECT_FLAGS, flagName, type FieldFlag } from './field-flags.js';

export interface CodeFlag {
  table: CodeTableName;
  /** A comma-separated list (--category it_dev,hr): the part after the last comma is completed. */
  list: boolean;
}

/** The code table behind each field flag, by long flag name (`--country` → country). */
export function codeFlags(groups: FieldFlag[][] = [PERSON_FLAGS, JOB_FLAGS, PROJECT_FLAGS]): Map<string, CodeFlag> {
  const flags = new Map<string, CodeFlag>();
  for (const flag of groups.flat()) {
    if (flag.kind.type === 'code' || flag.kind.type === 'codes') {
      flags.set(`--${flagName(flag)}`, { table: flag.kind.table, list: flag.kind.type === 'codes' });
    }
  }
  return flags;
}

/** Values of a command's first argument that commander does not know as choices. */
const ARGUMENT_VALUES: Record<string, readonly string[]> = { codes: CODE_TABLES };

function visibleCommands(command: Command): Command[] {
  return command.createHelp().visibleCommands(command).filter((sub) => sub.name() !== 'help');
}

function visibleOptions(command: Command): Option[] {
  return command.createHelp().visibleOptions(command);
}

function findOption(commands: Command[], name: string): Option | undefined {
  for (const command of commands) {
    const option = command.options.find((o) => o.long === name || o.short === name);
    if (option) return option;
  }
  return undefined;
}

const takesValue = (option: Option) => option.required || option.optional;

/**
 * The candidates for the last of `words` (the words after `recruit`; the last one is being
 * typed and may be empty), filtered by what has been typed of it.
 */
export function completionsFor(program: Command, words: string[], codes: CodeBook, flags = codeFlags()): string[] {
  const typed = words.at(-1) ?? '';
  let command = program;
  let operands = 0;
  // The commands whose options apply here: the program's (global) and those of the path.
  const path: Command[] = [program];
  for (let i = 0; i < words.length - 1; i++) {
    const word = words[i]!;
    if (word === '--') break;
    if (word === '=') {
      i++;
      continue;
    }
    if (word.startsWith('-')) {
      const option = findOption(path, word.split('=')[0]!);
      if (option && takesValue(option) && !word.includes('=')) i++;
      continue;
    }
    const sub = command.commands.find((c) => c.name() === word || c.aliases().includes(word));
    if (sub && operands === 0) {
      command = sub;
      path.push(sub);
    } else {
      operands++;
    }
  }

  // bash splits `--country=H` at the "=" (COMP_WORDBREAKS): the words end "--country", "=", "H"
  // (or "=" while nothing follows it yet), and the word replaced is the last one.
  if (words.at(-2) === '=' && words.at(-3)?.startsWith('--')) {
    const option = findOption(path, words.at(-3)!);
    return option ? optionValues(option, typed, codes, flags) : [];
  }
  if (typed === '=' && words.at(-2)?.startsWith('--')) {
    const option = findOption(path, words.at(-2)!);
    return option ? optionValues(option, '', codes, flags).map((v) => `=${v}`) : [];
  }
  const previous = words.length >= 2 ? words.at(-2)! : undefined;
  const valueOf = previous !== undefined && previous.startsWith('-') && !previous.includes('=') ? findOption(path, previous) : undefined;
  if (valueOf && takesValue(valueOf)) return optionValues(valueOf, typed, codes, flags);
  if (typed.startsWith('--') && typed.includes('=')) {
    const [name, value] = [typed.slice(0, typed.indexOf('=')), typed.slice(typed.indexOf('=') + 1)];
    const option = findOption(path, name);
    return option ? optionValues(option, value, codes, flags).map((v) => `${name}=${v}`) : [];
  }
  if (typed.startsWith('-')) {
    const names = path.flatMap((c) => visibleOptions(c)).flatMap((o) => [o.long, o.short]).filter((n): n is string => n !== undefined);
    // --help is shown on every command; offer it once.
    return [...new Set(names)].filter((n) => n.startsWith(typed)).sort();
  }
  const subcommands = visibleCommands(command);
  if (subcommands.length > 0 && operands === 0) return subcommands.map((c) => c.name()).filter((n) => n.startsWith(typed));
  const argument = command.registeredArguments[operands];
  const choices = argument?.argChoices ?? (operands === 0 ? ARGUMENT_VALUES[command.name()] : undefined) ?? [];
  return choices.filter((c) => c.startsWith(typed));
}

function optionValues(option: Option, typed: string, codes: CodeBook, flags: Map<string, CodeFlag>): string[] {
  if (option.argChoices) return option.argChoices.filter((c) => c.startsWith(typed));
  const code = option.long === undefined ? undefined : flags.get(option.long);
  if (!code) return [];
  // A list: complete the item after the last comma, keeping those before it.
  const comma = code.list ? typed.lastIndexOf(',') : -1;
  const head = typed.slice(0, comma + 1);
  const item = typed.slice(comma + 1).toLowerCase();
  return codes.tables[code.table]
    .map((entry) => entry.key)
    .filter((key) => key.toLowerCase().startsWith(item))
    .map((key) => `${head}${key}`);
}
