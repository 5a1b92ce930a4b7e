import { describe, it, expect } from 'vitest';
import { scoreCandidate, rankCandidates, pickBest, type Feature } from '../../../src/parser/classify/score.js';

const features: Feature<string>[] = [
  [(s) => s.length > 3, 2, 'long'],
  [(s) => s.startsWith('a'), 3, 'starts-a'],
  [(s) => s.includes('x'), -10, 'has-x'],
  [() => { throw new Error('bad predicate'); }, 100, 'throws'],
];

describe('scoring engine', () => {
  it.each([
    ['abcd', 5, ['long+2', 'starts-a+3']],
    ['ab', 3, ['starts-a+3']],
    ['axxxx', -5, ['long+2', 'starts-a+3', 'has-x-10']],
    ['zz', 0, []],
  ])('%j scores %d', (c, score, evidence) => expect(scoreCandidate(c, features)).toEqual({ candidate: c, score, evidence }));

  it('ranks best first and keeps input order on ties', () => {
    expect(rankCandidates(['zz', 'abcd', 'ab', 'bcde'], features).map((s) => s.candidate)).toEqual(['abcd', 'ab', 'bcde', 'zz']);
  });

  it('pickBest honours the minimum score', () => {
    expect(pickBest(['ab', 'zz'], features, 3)?.candidate).toBe('ab');
    expect(pickBest(['zz'], features, 1)).toBeUndefined();
    expect(pickBest([], features, 0)).toBeUndefined();
  });
});
