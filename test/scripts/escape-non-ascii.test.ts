// scripts/escape-non-ascii.mjs: the thread bundles become ASCII without any regular
// expression changing what it matches.
import { describe, expect, it } from 'vitest';
// @ts-expect-error a build script in plain JavaScript, without types
import { escapeNonAscii } from '../../scripts/escape-non-ascii.mjs';

const escape = escapeNonAscii as (code: string) => string;
const evaluate = (code: string): unknown => new Function(`return ${code}`)();

describe('escapeNonAscii', () => {
  const literals = [
    '/[őűŐŰ]/g',
    '/\\s[|•·▪●]\\s/u',
    '/^[A-ZÀ-ÖØ-Þ][a-zß-öø-ÿ]+$/',
    '/\\•|\\·/', // identity escapes (non-u)
    '/\\\\•/', // an escaped backslash, then the character
    '/😀+/', // astral: two code units, the + repeats the second
    '/😀+/u', // astral under u: one code point, repeated
    '/[😀-😂]/u',
    '/[^\\p{L}ő]+/u',
  ];
  const subjects = ['ő', 'Ő', ' • ', ' · ', '\\•', '•', '·', 'Émile', 'Łukasz', 'Zoë', 'ßtraße', '😀', '😀😀', '😀\ude00', '😁', '😃', 'abc', '-', 'ő-a', '\\\\•'];

  it('leaves no non-ASCII character and every regular expression matching exactly what it did', () => {
    for (const literal of literals) {
      const escaped = escape(literal);
      expect(escaped).toMatch(/^[\x00-\x7f]*$/);
      const before = evaluate(literal) as RegExp;
      const after = evaluate(escaped) as RegExp;
      expect(after.flags, literal).toBe(before.flags);
      for (const subject of subjects) {
        expect([literal, subject, subject.match(after)?.[0]]).toEqual([literal, subject, subject.match(before)?.[0]]);
      }
    }
  });

  it('keeps strings, templates and ASCII code as they are', () => {
    const code = 'const a = "\\u0151", b = `x${1}`, c = /[a-z]\\d/g;';
    expect(escape(code)).toBe(code);
    expect(evaluate(escape('"Zoë " + `Łódź`'))).toBe('Zoë Łódź');
  });
});
