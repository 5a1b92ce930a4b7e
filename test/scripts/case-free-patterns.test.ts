// scripts/case-free-patterns.mjs: the parse bundle's case-insensitive /u patterns are written
// without the i flag, and every pattern it rewrites matches exactly what it matched before.
import { describe, expect, it } from 'vitest';
import { seededPicker } from './seeded.js';
// @ts-expect-error a build script in plain JavaScript, without types
import { caseFreePattern } from '../../scripts/case-free-patterns.mjs';
// @ts-expect-error a build script in plain JavaScript, without types
import { firstPlanePattern } from '../../scripts/bmp-letter-classes.mjs';

type Rewritten = { pattern: string; flags: string } | undefined;
const rewrite = caseFreePattern as (pattern: string, flags: string) => Rewritten;
const firstPlane = firstPlanePattern as (pattern: string, flags: string) => Rewritten;

/** Patterns of the shapes the parser writes with i: word lists between letter lookarounds, labels, classes of letters and ranges. */
const PATTERNS: Array<[string, string]> = [
  ['(?<![\\p{L}])(inc|ltd|gmbh|kft|s\\.?a|sp\\. z o\\.o)(?![\\p{L}])', 'iu'],
  ['^(?:home|straße|ulica|cím|adresse)\\s*[:.]\\s*', 'iu'],
  ['^(?:\\S\\t+)?(employer|datore di lavoro|zaměstnavatel|işveren)(?:\\t+|\\s*:\\s*)', 'iu'],
  ['(?:^|[^\\p{L}])(phone|tel|t[eé]l[eé]phone|[tmpfh])\\.?\\s*$', 'giu'],
  ['[a-zäöüß]+[.-]?[\\u00c0-\\u024f]{0,3}', 'giu'],
  ['(?<!\\p{L})n[åÅ](?!\\p{L})', 'giu'],
  ['^\\p{L}{2,}\\s+(KS|sk|ſt|ΣΑ|ιω)$', 'iu'],
  ['[^a-z\\d\\s]+', 'giu'],
  ['\\b(street|sk|kst)\\b|\\Bs', 'giu'],
  ['(?:^|[^\\p{L}])(date|datum)\\W*$', 'iu'],
  ['[\\w-]+@k', 'giu'],
  ['\\b(?:in\\/)([\\p{L}\\p{N}._%-]{2,80})', 'iu'],
];

/** Letters and the signs case folding ties to them: the long s, the Kelvin and Ångström signs, capital sharp s, Greek and Turkish forms. */
const POOL = [...'aAkKsStTzZäÄöÖüÜßẞſKÅåιΙͅσςΣıİiIéÉńŃω.-: \t1'];
const WORDS = ['IN/Kſ1', 'in/ab', 'STREET', 'ſtreet', 'SK', 'K', 'DATUM:', 'Datum ſ', 'x@K', 'INC', 'Ltd', 'GmbH', 'KFT', 'S.A', 'SP. Z O.O', 'HOME', 'STRASSE', 'STRAẞE', 'Cím', 'EMPLOYER', 'Zaměstnavatel',
  'İşveren', 'Phone', 'TÉLÉPHONE', 'NÅ', 'Nå', 'ſt', 'ΣΑ', 'ΙΩ', 'ͅω'];

function randomSubjects(count: number, seed: number): string[] {
  const next = seededPicker(seed);
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    let s = '';
    const length = 1 + next(8);
    for (let j = 0; j < length; j++) s += next(3) === 0 ? ` ${WORDS[next(WORDS.length)]!}` : POOL[next(POOL.length)];
    out.push(s);
  }
  return out;
}

function allMatches(re: RegExp, subject: string): Array<string | undefined> {
  const global = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`);
  return [...subject.matchAll(global)].flatMap((m) => [String(m.index), ...m]);
}

describe('caseFreePattern', () => {
  it.each(PATTERNS)('/%s/%s matches as before without the i flag', (pattern, flags) => {
    const rewritten = rewrite(pattern, flags);
    expect(rewritten).toBeDefined();
    expect(rewritten!.flags).toBe(flags.replace('i', ''));
    const before = new RegExp(pattern, flags);
    const after = new RegExp(rewritten!.pattern, rewritten!.flags);
    for (const subject of [...randomSubjects(3000, pattern.length), ...WORDS, ...WORDS.map((w) => w.toLowerCase())]) {
      expect(allMatches(after, subject), JSON.stringify(subject)).toEqual(allMatches(before, subject));
    }
  });

  it('writes each letter as the class of what the i flag matches, with the signs that fold to it', () => {
    expect(rewrite('ks', 'iu')).toEqual({ pattern: '[\\u{6b}\\u{4b}\\u{212a}][\\u{73}\\u{53}\\u{17f}]', flags: 'u' });
    // \p{L} gains the one combining mark that folds to a letter (U+0345, to ι).
    expect(rewrite('[^\\p{L}]', 'iu')).toEqual({ pattern: '[^\\p{L}\\u{345}]', flags: 'u' });
  });

  it('leaves patterns whose meaning the i flag changes in other ways, and patterns without u or i', () => {
    expect(rewrite('[\\W-]+', 'iu')).toBeUndefined(); // \W in a class: what it leaves out changes under i
    expect(rewrite('(a)\\1', 'iu')).toBeUndefined(); // a back reference compares ignoring case
    expect(rewrite('\\p{Lu}x', 'iu')).toBeUndefined(); // \p{Lu} gains every lower-case letter
    expect(rewrite('[\\P{L}]', 'iu')).toBeUndefined();
    expect(rewrite('engineer|developer', 'i')).toBeUndefined();
    expect(rewrite('engineer', 'u')).toBeUndefined();
  });

  it('gives the first-plane rewrite a pattern it reads, which still matches as the original did on first-plane text', () => {
    const [pattern, flags] = PATTERNS[0]!;
    const caseFree = rewrite(pattern, flags)!;
    const both = firstPlane(caseFree.pattern, caseFree.flags)!;
    expect(both.flags).toBe('v');
    const before = new RegExp(pattern, flags);
    const after = new RegExp(both.pattern, both.flags);
    for (const subject of randomSubjects(2000, 5)) expect(allMatches(after, subject)).toEqual(allMatches(before, subject));
  });
});
