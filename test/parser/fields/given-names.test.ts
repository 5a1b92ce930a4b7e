// Given names from public name statistics (gender-detection-from-name tables + the generated
// Hungarian tables): cutting a glued, letter-spaced name, Spanish double family names, the order of
// a Hungarian name (given-names.ts, name-order.ts).
import { describe, expect, it } from 'vitest';
import {
  isCommonGivenName, isHungarianFamilyName, looksHungarianFamilyFirst, splitAfterGivenName, splitSpanishName,
} from '../../../src/parser/fields/given-names.js';
import { isFamilyFirst } from '../../../src/parser/fields/name-order.js';

describe('given names', () => {
  it('knows common given names of the CV languages, with or without accents and in any case', () => {
    for (const name of ['Gareth', 'HELEN', 'Zsófia', 'ZSOFIA', 'François', 'lucía', 'Giuseppe', 'Jürgen']) expect(isCommonGivenName(name), name).toBe(true);
    for (const word of ['Brennwald', 'Engineer', 'Xavor', '']) expect(isCommonGivenName(word), word).toBe(false);
    // Per language: a Spanish family name is not a Spanish given name.
    expect(isCommonGivenName('Quintanilla', 'es')).toBe(false);
    expect(isCommonGivenName('Inés', 'es')).toBe(true);
  });

  it.each([
    ['MARTHAQUENDEL', 'MARTHA QUENDEL'],
    ['HELENMARSK', 'HELEN MARSK'],
    ['ANNAMARIAROSSI', 'ANNAMARIA ROSSI'], // Annamaria is an Italian given name of its own
    ['MARKO', 'MARKO'], // "MARK" would leave one letter: no cut
    ['GEORGE', 'GEORGE'], // a given name whole: not "Geo" and a rest
    ['MAXIMILIAN', 'MAXIMILIAN'],
    ['XAVORPLENT', 'XAVORPLENT'],
  ])('%s → %s', (glued, expected) => {
    expect(splitAfterGivenName(glued)).toBe(expected);
  });

  it.each([
    [['Inés', 'Quintanilla', 'Olmedo'], ['Inés'], ['Quintanilla', 'Olmedo']],
    [['José', 'Luis', 'Arrieta', 'Sanz'], ['José', 'Luis'], ['Arrieta', 'Sanz']],
    [['Lucía', 'Fernández', 'Ortega'], ['Lucía'], ['Fernández', 'Ortega']],
  ])('Spanish name %j → given %j, family %j', (tokens, first, last) => {
    expect(splitSpanishName(tokens)).toEqual({ first, last });
  });

  it('leaves two-word names to the general rule', () => {
    expect(splitSpanishName(['Inés', 'Quintanilla'])).toBeUndefined();
  });
});

describe('Polish, Dutch and Portuguese names from the generated tables', () => {
  it.each<[string, 'pl' | 'nl' | 'pt']>([['Małgorzata', 'pl'], ['KRZYSZTOF', 'pl'], ['Agnieszka', 'pl'], ['Thijs', 'nl'], ['Femke', 'nl'], ['João', 'pt'], ['Joao', 'pt']])(
    '%s is a given name of %s', (name, language) => expect(isCommonGivenName(name, language)).toBe(true),
  );

  it('knows them in a CV of any language, and not their family names', () => {
    expect(isCommonGivenName('Agnieszka')).toBe(true);
    for (const word of ['Kowalczyk', 'Verhoeckx', 'Quintanilha']) expect(isCommonGivenName(word), word).toBe(false);
  });
});

describe('Hungarian names from the generated tables', () => {
  it('knows Hungarian given names of the name-day calendar, with or without accents', () => {
    for (const name of ['Boglárka', 'BOGLARKA', 'Tünde', 'Előd', 'Zselyke']) expect(isCommonGivenName(name, 'hu'), name).toBe(true);
    for (const word of ['Vártó', 'Kovács', 'Fejlesztő', 'Budapest']) expect(isCommonGivenName(word, 'hu'), word).toBe(false);
  });

  it('knows the common family names, some of which are given names too', () => {
    expect(isHungarianFamilyName('Farkas')).toBe(true);
    expect(isHungarianFamilyName('KOVACS')).toBe(true);
    expect(isHungarianFamilyName('Boglárka')).toBe(false);
    expect(isCommonGivenName('Farkas', 'hu')).toBe(true);
  });

  it.each<[string[], boolean, boolean]>([
    [['Vártó', 'Réka'], false, true], // only the second is a given name
    [['Réka', 'Vártó'], true, false],
    [['Farkas', 'Réka'], false, true], // both given names: the common family name comes first
    [['Réka', 'Farkas'], true, false],
    [['Bódog', 'Bence'], false, true], // both given names, neither a common family name: the one given today is the given name
    [['Bence', 'Bódog'], true, false],
    [['Vártó', 'Pelyhe'], true, true], // the tables cannot tell: the CV's language decides
    [['Vártó', 'Pelyhe'], false, false],
  ])('isFamilyFirst(%j, hungarian text %j) = %j', (tokens, hungarianText, want) => {
    expect(isFamilyFirst(tokens, hungarianText)).toBe(want);
  });

  it.each<[string[], boolean]>([
    [['Vártó', 'Réka'], true],
    [['Farkas', 'Réka'], true],
    [['Helen', 'Réka'], false], // an English given name first keeps the western order
    [['Réka', 'Vártó'], false],
  ])('looksHungarianFamilyFirst(%j) = %j in a CV nothing marks as Hungarian', (tokens, want) => {
    expect(looksHungarianFamilyFirst(tokens)).toBe(want);
  });
});
