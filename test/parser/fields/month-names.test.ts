import { describe, it, expect } from 'vitest';
import { MONTH_NAMES_PATTERN } from '../../../src/parser/fields/dates.js';
import { monthNamesAtRunEdges, monthPattern } from '../../../src/parser/fields/month-names.js';

const alternatives = (pattern: string): string[] => pattern.split('|');

describe('monthNamesAtRunEdges', () => {
  it('keeps the names that open or close a run of letters, longest first', () => {
    expect(alternatives(monthNamesAtRunEdges('since marz 2019'))).toEqual(['marz', 'mar']);
    expect(alternatives(monthNamesAtRunEdges('2019 juneto 2020'))).toEqual(['june', 'jun']);
    // "tem" closes "system"; "sys" opens nothing that is a month.
    expect(alternatives(monthNamesAtRunEdges('system 2019'))).toEqual(['tem']);
  });

  it('leaves out names only inside a word, and gives a group that matches nothing without any', () => {
    const none = monthNamesAtRunEdges('resummarized 2019');
    expect(none).not.toContain('mar');
    expect(new RegExp(`^(${none})$`).test('')).toBe(false);
    expect(new RegExp(`(${none})`).exec('mar jan dec 2019')).toBeNull();
  });

  it('reads names in other scripts and with dotless i', () => {
    expect(alternatives(monthNamesAtRunEdges('сентября 2019'))).toContain('сентября');
    expect(alternatives(monthNamesAtRunEdges('kasım 2019'))).toContain('kasım');
  });
});

describe('monthPattern', () => {
  // A month name next to a year: before it (touching a dot, comma, space or slash) or after it (touching a space, dot, slash or dash).
  const build = (months: string) => new RegExp(`(?<![a-z])(?:(${months})(?:\\.?,?\\s+|\\s?/\\s?)((?:19|20)\\d{2})|((?:19|20)\\d{2})(?:\\.?\\s+|[./-])(${months})\\.?(?:to|a|tol)?)`);
  const everyName = build(MONTH_NAMES_PATTERN);
  const perText = monthPattern(build);

  it('matches as the pattern with every month name does', () => {
    const words = ['jan', 'january', 'marz', 'marcius', 'sept', 'summary', 'system', 'market', 'tomar', 'amay', 'dec', 'x', 'decx'];
    const joins = [' ', '. ', ', ', '/', '-', '.', ''];
    let seed = 11;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    let matched = 0;
    for (let i = 0; i < 3000; i++) {
      const parts: string[] = [];
      for (let j = 0; j < 2 + next(4); j++) parts.push(next(3) === 0 ? String(1990 + next(40)) : words[next(words.length)]!, joins[next(joins.length)]!);
      const text = parts.join('');
      const expected = everyName.exec(text);
      if (expected) matched++;
      expect(perText(text).exec(text), text).toEqual(expected);
    }
    // The invented lines reach both forms often enough for the comparison to mean something.
    expect(matched).toBeGreaterThan(300);
  });

  it('builds one pattern per set of names', () => {
    expect(perText('jan 2019')).toBe(perText('2020 jan'));
    expect(perText('jan 2019')).not.toBe(perText('dec 2019'));
  });
});
