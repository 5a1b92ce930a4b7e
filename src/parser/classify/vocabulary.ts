// The vocabulary classification runs on: occupational categories with their keywords
// (data/codes/category.json, DESIGN.md §5) and the skills list with aliases (data/skills.json).
// loadVocabulary is the one function of fields/classify that touches the file system.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { twoByte } from '../two-byte.js';

export interface Category {
  code: number;
  key: string;
  name: string;
  keywords: string[];
}

export interface Skill {
  /** Canonical name, the one written to tags ("JavaScript"). */
  name: string;
  /** Lowercase spellings matched in the text ("js", "ecmascript"). */
  aliases: string[];
  /** Single-word aliases that are also common words ("go", "excel") match only inside lists. */
  ambiguous?: boolean;
}

export interface Vocabulary {
  categories: Category[];
  skills: Skill[];
}

function readJsonArray(path: string): unknown[] {
  try {
    const data: unknown = JSON.parse(readFileSync(path, 'utf8'));
    return Array.isArray(data) ? data : [];
  } catch {
    // A missing or half-written file leaves that part of the vocabulary empty: the parser
    // still extracts names, dates and contacts, it just cannot classify.
    return [];
  }
}

const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

export function toCategories(rows: readonly unknown[]): Category[] {
  return rows.flatMap((r) => {
    const o = r as Partial<Category> | null;
    if (!o || typeof o.code !== 'number' || !isStringArray(o.keywords)) return [];
    return [{ code: o.code, key: String(o.key ?? ''), name: String(o.name ?? ''), keywords: o.keywords }];
  });
}

export function toSkills(rows: readonly unknown[]): Skill[] {
  return rows.flatMap((r) => {
    const o = r as Partial<Skill> | null;
    if (!o || typeof o.name !== 'string' || o.name === '') return [];
    const aliases = isStringArray(o.aliases) ? o.aliases : [];
    const skill: Skill = { name: o.name, aliases: [...new Set([o.name.toLowerCase(), ...aliases.map((a) => a.toLowerCase())])] };
    if (o.ambiguous === true) skill.ambiguous = true;
    return [skill];
  });
}

/** Reads `<dataDir>/codes/category.json` and `<dataDir>/skills.json`; missing files give empty lists. */
export function loadVocabulary(dataDir: string): Vocabulary {
  const categories = toCategories(readJsonArray(join(dataDir, 'codes', 'category.json')));
  const skills = toSkills(readJsonArray(join(dataDir, 'skills.json')));
  // The words are matched by the same patterns as the résumé's text, which is two-byte (../two-byte.ts).
  return {
    categories: categories.map((c) => ({ ...c, keywords: c.keywords.map(twoByte) })),
    skills: skills.map((s) => ({ ...s, name: twoByte(s.name), aliases: s.aliases.map(twoByte) })),
  };
}
