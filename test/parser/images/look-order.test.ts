// The order the face search looks at pictures in (src/parser/images/face.ts lookOrder):
// upright and square ones first, the rest after, each group in document order.
import { describe, expect, it } from 'vitest';
import { lookOrder } from '../../../src/parser/images/face.js';
import type { ExtractedImage } from '../../../src/parser/types.js';

const picture = (name: string, width: number, height: number): ExtractedImage => ({ bytes: new Uint8Array([name.length]), mime: 'image/jpeg', width, height });

describe('lookOrder', () => {
  it('puts portrait and square pictures before wide ones, keeping document order within each', () => {
    const banner = picture('banner', 1119, 689);
    const square = picture('square', 580, 580);
    const wide = picture('wide', 900, 300);
    const upright = picture('upright', 300, 400);
    expect(lookOrder([banner, square, wide, upright])).toEqual([square, upright, banner, wide]);
  });

  it('leaves a list without wide pictures as it is', () => {
    const a = picture('a', 200, 260);
    const b = picture('b', 400, 400);
    expect(lookOrder([a, b])).toEqual([a, b]);
    expect(lookOrder([])).toEqual([]);
  });
});
