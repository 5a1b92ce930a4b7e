// The pieces of one letter-spaced run on a baseline (spaced-pieces.ts): which items after a run's first piece go with it.
import { describe, expect, it } from 'vitest';
import { spacedPiecesAfter } from '../../../src/parser/extract/spaced-pieces.js';

const item = (str: string, x: number, width: number, y = 100, fontSize = 20) => ({ str, x, y, width, fontSize });

describe('spacedPiecesAfter', () => {
  it('takes the blank item and the spaced piece right after the run, on its baseline', () => {
    const items = [item('L U I S', 60, 70), item(' ', 130, 16), item('M O N T E J A N O', 146, 200), item('x', 60, 5, 140)];
    expect(spacedPiecesAfter(items, 0)).toEqual([1, 2]);
  });

  it('takes nothing when the next piece is ordinary text, on another line, in another size or far off', () => {
    expect(spacedPiecesAfter([item('L U I S', 60, 70), item(' ', 130, 16), item('Montejano Ltd', 146, 120)], 0)).toEqual([]);
    expect(spacedPiecesAfter([item('L U I S', 60, 70), item('M O N T E', 60, 90, 130)], 0)).toEqual([]);
    expect(spacedPiecesAfter([item('L U I S', 60, 70), item('M O N T E', 140, 60, 100, 9)], 0)).toEqual([]);
    expect(spacedPiecesAfter([item('L U I S', 60, 70), item('M O N T E', 300, 90)], 0)).toEqual([]);
  });

  it('takes a piece that starts inside the blank item before it (a space item as wide as the space and its tracking)', () => {
    const items = [item('L U I S', 226.8, 78.6, 744.4, 26), item(' ', 305.4, 24.1, 744.4, 26), item('M O N T E J A N O', 323.5, 214.8, 744.4, 26)];
    expect(spacedPiecesAfter(items, 0)).toEqual([1, 2]);
  });

  it('leaves a blank item after the last piece out', () => {
    expect(spacedPiecesAfter([item('A N N A', 60, 60), item(' ', 120, 16), item('V O S', 136, 40), item(' ', 176, 16)], 0)).toEqual([1, 2]);
  });
});
