// A word of a name in letter-spaced capitals (spaced-name-word.ts): kerned pairs and hyphens the font drew close.
import { describe, expect, it } from 'vitest';
import { spacedNameWord } from '../../../src/parser/fields/spaced-name-word.js';

describe('spacedNameWord', () => {
  it('joins single letters, a hyphen or an apostrophe set apart', () => {
    expect(spacedNameWord('T R O V E L I N')).toEqual({ word: 'TROVELIN', pieces: 8 });
    expect(spacedNameWord('O D I L E - R O S E')?.word).toBe('ODILE-ROSE');
    expect(spacedNameWord('D ’ A R B E L')?.word).toBe('D’ARBEL');
  });

  it('joins a hyphen kerned to the capital beside it, and a pair of capitals a font kerns', () => {
    expect(spacedNameWord('B R U N E T- M O R V A N')?.word).toBe('BRUNET-MORVAN');
    expect(spacedNameWord('C L O S S E R -TAT I N')?.word).toBe('CLOSSER-TATIN');
    expect(spacedNameWord('S TA N K')?.word).toBe('STANK');
  });

  it('leaves words, straight-sided pairs, a lone letter and word gaps', () => {
    for (const cell of ['Odile Rose', 'A B C DE', 'K', 'Q U I N  L O R', 'IT HR PR']) expect(spacedNameWord(cell)).toBeUndefined();
  });
});
