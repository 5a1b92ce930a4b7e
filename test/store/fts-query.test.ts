// User text → FTS5 MATCH: words become quoted phrases, never syntax, folded as
// the index is (domain/search-fold.ts).
import { describe, expect, it } from 'vitest';
import { ftsMatch } from '../../src/store/sqlite/fts-query.js';

describe('ftsMatch', () => {
  it.each([
    [{ q: 'kovács' }, '{name email city skills documents} : ("kovacs")'],
    [{ q: '  anna   kovács ' }, '{name email city skills documents} : ("anna" AND "kovacs")'],
    [{ q: 'Łódź' }, '{name email city skills documents} : ("lodz")'],
    [{ q: 'Müller*' }, '{name email city skills documents} : (("muller"* OR "mueller"*))'],
    [{ q: "O'Brien" }, '{name email city skills documents} : ("obrien")'],
    [{ name: 'Jür Groß' }, 'name : (("jur"* OR "juer"*) AND "gross"*)'],
    [{ q: 'kov*' }, '{name email city skills documents} : ("kov"*)'],
    [{ q: 'say "hi"' }, '{name email city skills documents} : ("say" AND """hi""")'],
    [{ q: 'NEAR(a b) OR -x' }, '{name email city skills documents} : ("near(a" AND "b)" AND "or" AND "-x")'],
    [{ q: 'anna.kovacs@example.com' }, '{name email city skills documents} : ("anna.kovacs@example.com")'],
    [{ name: 'ann kov' }, 'name : ("ann"* AND "kov"*)'],
    [{ q: 'sql', name: 'kov' }, '{name email city skills documents} : ("sql") AND name : ("kov"*)'],
    [{ phone: '+3630123' }, 'phones : "3630123"*'],
    [{ name: 'kov', phone: '+36' }, 'name : ("kov"*) AND phones : "36"*'],
    [{ q: '* - "' }, undefined],
    [{}, undefined],
  ])('%j → %s', (terms, expected) => {
    expect(ftsMatch(terms)).toBe(expected);
  });

  it('keeps at most 16 words', () => {
    expect(ftsMatch({ q: Array.from({ length: 40 }, (_, i) => `w${i}`).join(' ') })!.split(' AND ')).toHaveLength(16);
    expect(ftsMatch({ phone: '+' })).toBeUndefined();
  });
});
