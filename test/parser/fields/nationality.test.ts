// A nationality alone on a line, told from a town's name (src/parser/fields/nationality.ts). Invented towns.
import { describe, it, expect } from 'vitest';
import { looksLikeNationality } from '../../../src/parser/fields/nationality.js';

describe('a nationality printed alone', () => {
  it.each([
    // A language's name: many nationalities are written as one ("deutsch", "magyar", "Française").
    'Deutsch', 'deutsch', 'magyar', 'Française', 'Italiano',
    // An English demonym's ending.
    'British', 'Irish', 'Belgian', 'Canadian', 'Japanese',
    // A country's stem with a short ending after it, in the languages of the country table.
    'Nederlandse', 'Portuguesa', 'Española', 'Polskie', 'Brasileira', 'Italiana', 'German',
  ])('%s', (word) => expect(looksLikeNationality(word)).toBe(true));

  it.each([
    // Invented towns and real ones that share at most four letters, or a longer rest, with a country's name.
    'Quellbrunn', 'Lakeport', 'Roma', 'Porto', 'Indianapolis', 'Zeestad', 'Lyon',
    // More than one word, or not letters alone: no nationality read here.
    'Bad Quellbrunn', '04/09/1991',
  ])('%s is no nationality', (word) => expect(looksLikeNationality(word)).toBe(false));
});
