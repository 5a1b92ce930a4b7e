// Code tables of DESIGN.md §5 (data/codes/*.json). Loading is the only I/O here;
// resolving a user's "HU" / "348" / "Hungary" to a code is pure.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ValidationError } from './errors.js';

export const CODE_TABLES = [
  'country', 'state', 'regio', 'category', 'language', 'preparation', 'family_state', 'experience',
] as const;
export type CodeTableName = (typeof CODE_TABLES)[number];

export interface CodeEntry {
  code: number;
  key: string;
  name: string;
  [extra: string]: unknown;
}

export type CodeTables = Record<CodeTableName, CodeEntry[]>;

/** data/ of the installed package (dist/domain/codes.js → ../../data). */
export function defaultDataDir(): string {
  return fileURLToPath(new URL('../../data/', import.meta.url));
}

export function isCodeTableName(name: string): name is CodeTableName {
  return (CODE_TABLES as readonly string[]).includes(name);
}

export function loadCodeTables(dataDir: string = defaultDataDir()): CodeTables {
  const tables = {} as CodeTables;
  for (const name of CODE_TABLES) {
    tables[name] = JSON.parse(readFileSync(join(dataDir, 'codes', `${name}.json`), 'utf8')) as CodeEntry[];
  }
  return tables;
}

/** Fast membership and lookup over loaded tables. */
export class CodeBook {
  private readonly byCode = new Map<CodeTableName, Map<number, CodeEntry>>();
  private readonly byKey = new Map<CodeTableName, Map<string, CodeEntry>>();

  constructor(readonly tables: CodeTables) {
    for (const name of CODE_TABLES) {
      const codes = new Map<number, CodeEntry>();
      const keys = new Map<string, CodeEntry>();
      for (const entry of tables[name]) {
        codes.set(entry.code, entry);
        keys.set(entry.key.toLowerCase(), entry);
        keys.set(entry.name.toLowerCase(), entry);
        if (typeof entry['alpha3'] === 'string') keys.set(entry['alpha3'].toLowerCase(), entry);
      }
      this.byCode.set(name, codes);
      this.byKey.set(name, keys);
    }
  }

  has(table: CodeTableName, code: number): boolean {
    return this.byCode.get(table)?.has(code) ?? false;
  }

  get(table: CodeTableName, code: number): CodeEntry | undefined {
    return this.byCode.get(table)?.get(code);
  }

  /**
   * Resolves a user's value — the code ("348"), the key ("HU") or the name ("Hungary") —
   * to the code. Throws a ValidationError naming the field when nothing matches.
   */
  resolve(table: CodeTableName, value: string | number, field: string = table): number {
    const text = String(value).trim();
    if (/^\d+$/.test(text)) {
      const code = Number(text);
      if (this.has(table, code)) return code;
    } else {
      const entry = this.byKey.get(table)?.get(text.toLowerCase());
      if (entry) return entry.code;
    }
    throw ValidationError.field(`/${field}`, `unknown ${table} code "${text}"`, `run \`recruit codes ${table}\` to list them`);
  }

  /** ISO 3166-1 alpha-2 of a country code, for phone number regions. */
  countryAlpha2(code: number | null | undefined): string | undefined {
    if (code === null || code === undefined) return undefined;
    return this.get('country', code)?.key;
  }
}

let cached: { dir: string; book: CodeBook } | undefined;

/** Code tables are read-only data: one CodeBook per data dir per process. */
export function codeBookFor(dataDir: string = defaultDataDir()): CodeBook {
  if (cached?.dir !== dataDir) cached = { dir: dataDir, book: new CodeBook(loadCodeTables(dataDir)) };
  return cached.book;
}
