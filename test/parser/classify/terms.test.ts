import { describe, expect, it } from 'vitest';
import { createTermMatcher, mayMatch, normalizeLines, wordSet } from '../../../src/parser/classify/terms.js';

describe('createTermMatcher', () => {
  it('finds a whole term, not a piece of a word or a domain', () => {
    const m = createTermMatcher('Node.js', false);
    expect(m.firstIndex(normalizeLines('Built APIs in Node.js and Go'))).toBe(14);
    expect(m.firstIndex(normalizeLines('node.json files'))).toBe(-1);
    expect(createTermMatcher('Java', false).firstIndex('javascript')).toBe(-1);
  });

  it('counts occurrences up to the limit, asked before or after firstIndex', () => {
    const text = normalizeLines('SQL, SQL and SQL; sql');
    const counted = createTermMatcher('SQL', false);
    expect(counted.count(text, 10)).toBe(4);
    expect(counted.count(text, 2)).toBe(2);
    expect(counted.firstIndex(text)).toBe(0);
    const found = createTermMatcher('SQL', false);
    expect(found.firstIndex(text)).toBe(0);
    expect(found.count(text, 10)).toBe(4);
  });

  it('matches an everyday word only inside a list when asked to', () => {
    const go = createTermMatcher('Go', true);
    expect(go.firstIndex(normalizeLines('Languages: Go, Rust'))).toBeGreaterThan(0);
    expect(go.firstIndex(normalizeLines('ready to go to market'))).toBe(-1);
  });

  it('pre-checks by words, accent- and case-insensitively', () => {
    const m = createTermMatcher('Microsoft Excel', false);
    expect(m.words).toEqual(['microsoft', 'excel']);
    expect(mayMatch(m, wordSet(normalizeLines('MICROSOFT Word and Excel')))).toBe(true);
    expect(mayMatch(m, wordSet(normalizeLines('Excel only')))).toBe(false);
  });
});
