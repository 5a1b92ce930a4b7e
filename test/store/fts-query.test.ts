// User text → FTS5 MATCH (issue 12 §1): words become quoted phrases, never syntax.
import { describe, expect, it } from 'vitest';
import { ftsMatch } from '../../src/store/fts-query.js';

describe('ftsMatch', () => {
  it.each([
    [{ q: 'kovács' }, '"kovács"'],
    [{ q: '  anna   kovács ' }, '"anna" AND "kovács"'],
    [{ q: 'kov*' }, '"kov"*'],
    [{ q: 'say "hi"' }, '"say" AND """hi"""'],
    [{ q: 'NEAR(a b) OR -x' }, '"NEAR(a" AND "b)" AND "OR" AND "-x"'],
    [{ q: 'anna.kovacs@example.com' }, '"anna.kovacs@example.com"'],
    [{ name: 'ann kov' }, 'name : ("ann"* AND "kov"*)'],
    [{ q: 'sql', name: 'kov' }, '"sql" AND name : ("kov"*)'],
    [{ q: '* - "' }, undefined],
    [{}, undefined],
  ])('%j → %s', (terms, expected) => {
    expect(ftsMatch(terms)).toBe(expected);
  });

  it('keeps at most 16 words', () => {
    expect(ftsMatch({ q: Array.from({ length: 40 }, (_, i) => `w${i}`).join(' ') })!.split(' AND ')).toHaveLength(16);
  });
});
