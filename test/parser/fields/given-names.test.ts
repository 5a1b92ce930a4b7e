// Cutting a glued, letter-spaced name after a common given name (given-names.ts).
import { describe, expect, it } from 'vitest';
import { isCommonGivenName, splitAfterGivenName } from '../../../src/parser/fields/given-names.js';

describe('given names', () => {
  it('knows common given names of the CV languages, with or without accents and in any case', () => {
    for (const name of ['Jared', 'JANE', 'Zsófia', 'ZSOFIA', 'François', 'Małgorzata', 'lucía']) expect(isCommonGivenName(name), name).toBe(true);
    for (const word of ['Richards', 'Engineer', 'Xavor', '']) expect(isCommonGivenName(word), word).toBe(false);
  });

  it.each([
    ['JAREDRICHARDS', 'JARED RICHARDS'],
    ['JANEDOE', 'JANE DOE'],
    ['ANNAMARIAROSSI', 'ANNA MARIAROSSI'],
    ['MARKO', 'MARKO'], // "MARK" would leave one letter: no cut
    ['XAVORPLENT', 'XAVORPLENT'],
  ])('%s → %s', (glued, expected) => {
    expect(splitAfterGivenName(glued)).toBe(expected);
  });
});
