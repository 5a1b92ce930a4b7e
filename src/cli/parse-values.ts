// Turning flag text into typed values, with errors that name the flag (exit 2).
import { ValidationError } from '../domain/errors.js';
import type { CodeBook, CodeTableName } from '../domain/codes.js';
import { skillKey } from '../domain/skill.js';

export function parseId(text: string, what: string): number {
  if (!/^\d{1,10}$/.test(text.trim()) || Number(text) < 1 || Number(text) > 2_147_483_647) {
    throw new ValidationError(`${what} must be a positive integer, not "${text}"`);
  }
  return Number(text);
}

export function parseInteger(text: string, flag: string): number {
  if (!/^-?\d{1,15}$/.test(text.trim())) throw new ValidationError(`${flag} must be an integer, not "${text}"`);
  return Number(text);
}

export function parseNumber(text: string, flag: string): number {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value)) throw new ValidationError(`${flag} must be a number, not "${text}"`);
  return value;
}

/** "3,7" or "3;7" or "IT,HR" → codes. An empty string clears the list. */
export function parseCodeList(text: string, table: CodeTableName, codes: CodeBook, field: string): number[] {
  const parts = text.split(/[,;]/).map((p) => p.trim()).filter((p) => p !== '');
  return parts.map((part) => codes.resolve(table, part, field));
}

/** A single code by number, key or name; "" clears it (null). */
export function parseCode(text: string, table: CodeTableName, codes: CodeBook, field: string): number | null {
  return text.trim() === '' ? null : codes.resolve(table, text, field);
}

export function parseIdList(text: string, what: string): number[] {
  return text.split(/[,;]/).map((p) => p.trim()).filter((p) => p !== '').map((p) => parseId(p, what));
}

/**
 * Skills as flags give them: each value a comma-separated list ("typescript,PostgreSQL"),
 * like --category; trimmed, the first spelling of a skill kept (compared as the store
 * compares them: domain/skill.ts). A skill holding a comma cannot be given this way.
 */
export function parseSkillList(values: readonly string[], flag: string): string[] {
  const seen = new Set<string>();
  const skills: string[] = [];
  for (const value of values) {
    for (const part of value.split(',')) {
      const skill = part.trim();
      if (skill === '' || seen.has(skillKey(skill))) continue;
      seen.add(skillKey(skill));
      skills.push(skill);
    }
  }
  if (skills.length === 0) throw new ValidationError(`${flag}: give at least one skill`);
  return skills;
}

/** Where `-` reads from: the run's stdin, taken only when read (the process by default). */
export interface StdinSource {
  readonly stdin: NodeJS.ReadableStream;
}

/** Reads a JSON object from --from-file; malformed JSON is a usage error, not a crash. */
export async function readJsonObject(path: string, input: StdinSource = process): Promise<Record<string, unknown>> {
  const { readFile } = await import('node:fs/promises');
  let text: string;
  try {
    text = path === '-' ? await readStdin(input.stdin) : await readFile(path, 'utf8');
  } catch (error) {
    throw new ValidationError(`cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new ValidationError(`${path} is not valid JSON: ${(error as Error).message}`);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new ValidationError(`${path} must hold one JSON object`);
  }
  return value as Record<string, unknown>;
}

async function readStdin(stdin: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stdin) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  return Buffer.concat(chunks).toString('utf8');
}

export async function readFileBytes(path: string): Promise<Uint8Array> {
  const { readFile, stat } = await import('node:fs/promises');
  try {
    const info = await stat(path);
    if (!info.isFile()) throw new ValidationError(`${path} is not a file`);
    return new Uint8Array(await readFile(path));
  } catch (error) {
    if (error instanceof ValidationError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    throw new ValidationError(`cannot read ${path}: ${code === 'ENOENT' ? 'no such file' : (code ?? (error as Error).message)}`);
  }
}
