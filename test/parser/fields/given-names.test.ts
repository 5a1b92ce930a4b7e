// Given names from public name statistics (gender-detection-from-name tables + Hungarian list):
// cutting a glued, letter-spaced name, and Spanish double family names (given-names.ts).
import { describe, expect, it } from 'vitest';
import { isCommonGivenName, splitAfterGivenName, splitSpanishName } from '../../../src/parser/fields/given-names.js';

describe('given names', () => {
  it('knows common given names of the CV languages, with or without accents and in any case', () => {
    for (const name of ['Jared', 'JANE', 'Zsófia', 'ZSOFIA', 'François', 'lucía', 'Giuseppe', 'Jürgen']) expect(isCommonGivenName(name), name).toBe(true);
    for (const word of ['Brennwald', 'Engineer', 'Xavor', '']) expect(isCommonGivenName(word), word).toBe(false);
    // Per language: a Spanish family name is not a Spanish given name.
    expect(isCommonGivenName('Serrano', 'es')).toBe(false);
    expect(isCommonGivenName('Raquel', 'es')).toBe(true);
  });

  it.each([
    ['MARTHAQUENDEL', 'MARTHA QUENDEL'],
    ['JANEDOE', 'JANE DOE'],
    ['ANNAMARIAROSSI', 'ANNAMARIA ROSSI'], // Annamaria is an Italian given name of its own
    ['MARKO', 'MARKO'], // "MARK" would leave one letter: no cut
    ['XAVORPLENT', 'XAVORPLENT'],
  ])('%s → %s', (glued, expected) => {
    expect(splitAfterGivenName(glued)).toBe(expected);
  });

  it.each([
    [['Raquel', 'Serrano', 'Pérez'], ['Raquel'], ['Serrano', 'Pérez']],
    [['José', 'Luis', 'García', 'López'], ['José', 'Luis'], ['García', 'López']],
    [['Lucía', 'Fernández', 'Ortega'], ['Lucía'], ['Fernández', 'Ortega']],
  ])('Spanish name %j → given %j, family %j', (tokens, first, last) => {
    expect(splitSpanishName(tokens)).toEqual({ first, last });
  });

  it('leaves two-word names to the general rule', () => {
    expect(splitSpanishName(['Raquel', 'Serrano'])).toBeUndefined();
  });
});
