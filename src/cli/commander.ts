// commander, loaded with require rather than import: it is CommonJS, and importing it from
// ESM first scans its sources for named exports (cjs-module-lexer). Every command pays for
// that scan; `recruit --version` starts ~5 ms sooner without it (DESIGN.md §7).
// Modules that need commander's types only keep `import type … from 'commander'`.
import { createRequire } from 'node:module';
import type * as commander from 'commander';

const loaded = createRequire(import.meta.url)('commander') as typeof commander;

export const { Command, CommanderError, Option } = loaded;
export type Command = commander.Command;
export type CommanderError = commander.CommanderError;
export type Option = commander.Option;
