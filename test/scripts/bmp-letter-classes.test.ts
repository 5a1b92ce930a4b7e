// scripts/bmp-letter-classes.mjs: the parse bundle's letter, mark and digit classes cover the
// first plane only, and every pattern it rewrites matches as before on text of that plane.
import { describe, expect, it } from 'vitest';
import { seededPicker } from './seeded.js';
// @ts-expect-error a build script in plain JavaScript, without types
import { firstPlanePattern, withFirstPlaneLetters } from '../../scripts/bmp-letter-classes.mjs';

type Rewritten = { pattern: string; flags: string } | undefined;
const rewrite = firstPlanePattern as (pattern: string, flags: string) => Rewritten;
const rewriteModule = withFirstPlaneLetters as (source: string) => string;

/** Patterns of the shapes the parser writes: classes with categories, escapes, lookarounds, groups. */
const PATTERNS: Array<[string, string]> = [
  ['[\\p{L}\\d._%+-]+@[\\p{L}\\d-]+\\.\\p{L}{2,}', 'u'],
  ['^\\p{Lu}[\\p{L}\'\\u2019.\\- ]{1,40}?\\s(?=\\d)', 'u'],
  ['^[^\\p{L}\\p{N}]{1,2}\\s+(?=\\p{L})', 'u'],
  ['(?<![\\p{L}\\d])(\\d{1,2})[./-](\\d{4})(?![\\p{L}\\d])', 'gu'],
  ['^(?:[-–]\\s+)?(\\p{Lu}[\\p{Ll}\\p{M}]*)(?:\\s+\\(([^()]*)\\))?$', 'u'],
  ['[\\p{N}\\p{Lo}]+|[(){}\\[\\]/|]', 'gu'],
  ['\\p{Lu}{2,4}\\/\\p{Nd}', 'u'],
  ['(?<first>\\p{L}+)\\s\\k<first>', 'u'],
];

/** Subjects from the first plane: Latin with diacritics, Greek, Cyrillic, Arabic, CJK, Hangul, digits of several scripts, punctuation. */
const POOL = [...'aZéÉßøŁłőŐçñüÜαΩжЖبتك中文字한국ひカ0189٣۵५.-–—_%+@/|()[]{}\'’ \t,:'];
// Emoji are above the first plane and no letter: they must behave as before everywhere.
const ASTRAL_SYMBOLS = ['😀', '📞', '✉️'];

function randomSubjects(count: number, seed: number): string[] {
  const next = seededPicker(seed);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const length = 1 + next(14);
    let s = '';
    for (let j = 0; j < length; j++) s += next(25) === 0 ? ASTRAL_SYMBOLS[next(ASTRAL_SYMBOLS.length)] : POOL[next(POOL.length)];
    out.push(s);
  }
  return out;
}

const HAND_SUBJECTS = ['ana.ruiz@example.org', 'Élodie Marchand (Lyon)', '12/2019', 'Ab 12/2019 bis', '– Ζωή', 'ЖУК/٣', 'Kovács Kovács', '😀 Mária', 'x 😀', ''];

function allMatches(re: RegExp, subject: string): Array<string | undefined> {
  const global = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
  return [...subject.matchAll(global)].flatMap((m) => [String(m.index), ...m]);
}

describe('firstPlanePattern', () => {
  it('rewrites each pattern under the v flag so that it matches as before on first-plane text and emoji', () => {
    const subjects = [...HAND_SUBJECTS, ...randomSubjects(4000, 7)];
    for (const [pattern, flags] of PATTERNS) {
      const rewritten = rewrite(pattern, flags);
      expect(rewritten, pattern).toBeDefined();
      expect(rewritten!.flags).toBe(flags.replace('u', 'v'));
      const before = new RegExp(pattern, flags);
      const after = new RegExp(rewritten!.pattern, rewritten!.flags);
      for (const subject of subjects) expect(allMatches(after, subject), `${pattern} on ${JSON.stringify(subject)}`).toEqual(allMatches(before, subject));
    }
  });

  it('no longer counts a letter or digit above the first plane as one', () => {
    const rewritten = rewrite('^\\p{L}+$', 'u')!;
    const after = new RegExp(rewritten.pattern, rewritten.flags);
    expect(after.test('Ana')).toBe(true);
    expect(/^\p{L}+$/u.test('𝐀𝐧𝐚')).toBe(true); // mathematical bold letters
    expect(after.test('𝐀𝐧𝐚')).toBe(false);
  });

  it('leaves case-insensitive patterns, other properties, negated categories and patterns without a category as written', () => {
    expect(rewrite('\\p{L}+', 'iu')).toBeUndefined();
    expect(rewrite('[\\p{Script=Han}]+', 'u')).toBeUndefined();
    expect(rewrite('[\\p{So}»›]+\\s', 'u')).toBeUndefined();
    expect(rewrite('[^\\p{L}]+', 'u')).toBeUndefined();
    expect(rewrite('\\P{Lu}+', 'u')).toBeUndefined();
    expect(rewrite('[a-z]+\\d', 'u')).toBeUndefined();
    expect(rewrite('\\p{L}', 'g')).toBeUndefined(); // not even a property without u: the letter p
  });
});

describe('withFirstPlaneLetters', () => {
  it('rewrites the literals of a module and nothing else in it', () => {
    const source = [
      'const NAME = /^\\p{Lu}\\p{Ll}+$/u;',
      'const TEXT = "/\\\\p{L}/u is not a pattern here";',
      'export const f = (s) => s.replace(/[\\p{L}-]+/gu, "").split(/\\s+/);',
      'const FOLDED = /\\p{L}/iu;',
    ].join('\n');
    const out = rewriteModule(source);
    const lines = out.split('\n');
    expect(lines[0]).toBe('const NAME = /^[\\p{Lu}--[\\u{10000}-\\u{10FFFF}]][\\p{Ll}--[\\u{10000}-\\u{10FFFF}]]+$/v;');
    expect(lines[1]).toBe(source.split('\n')[1]);
    expect(lines[2]).toContain('/[[\\p{L}--[\\u{10000}-\\u{10FFFF}]]\\u{2d}]+/gv');
    expect(lines[2]).toContain('split(/\\s+/)');
    expect(lines[3]).toBe('const FOLDED = /\\p{L}/iu;');
    // The module still runs, and its patterns match as before.
    type Module = { NAME: RegExp; f: (s: string) => string[] };
    const load = (code: string): Module => new Function(`${code.replace('export const f', 'const f')}; return { NAME, f };`)() as Module;
    const [before, after] = [load(source), load(out)];
    expect(after.NAME.test('Zoë')).toBe(true);
    for (const s of ['ab-c 12 d', 'Émile-Zoë 3', '😀 x-1']) expect(after.f(s)).toEqual(before.f(s));
  });

  it('keeps a pattern whose source the module builds into another', () => {
    const source = 'const HEAD = /^\\p{Lu}+/u;\nconst ALONE = new RegExp(`${HEAD.source}$`, "u");';
    expect(rewriteModule(source)).toBe(source);
  });
});
