// The face detector's input: the picture and the border of the second look
// fit the detector's input size (416 px) together. sharp resizes before it extends, so a border
// added at the picture's own scale once made frames of 2,300 px and a 290 MB wasm heap.
import { describe, expect, it } from 'vitest';
import { DETECT_SIDE, detectionSize } from '../../../src/parser/images/face.js';

const frame = (s: { width: number; height: number; pad: number }) => Math.max(s.width, s.height) + 2 * s.pad;

describe('detectionSize', () => {
  it('keeps a picture that fits, without a border, as it is', () => {
    expect(detectionSize(300, 400, 0)).toEqual({ width: 300, height: 400, pad: 0 });
  });

  it('shrinks a large picture to the detector size on its longer side', () => {
    expect(detectionSize(2918, 3456, 0)).toEqual({ width: 351, height: 416, pad: 0 });
  });

  it('fits a large picture and its border into the detector size, border in proportion', () => {
    const size = detectionSize(2918, 3456, 864);
    expect(frame(size)).toBeLessThanOrEqual(DETECT_SIDE + 1);
    expect(size.pad / size.height).toBeCloseTo(864 / 3456, 2);
  });

  it('scales a small bordered picture up to the detector size (passport crops)', () => {
    const size = detectionSize(100, 120, 30);
    expect(frame(size)).toBeGreaterThanOrEqual(DETECT_SIDE - 1);
    expect(frame(size)).toBeLessThanOrEqual(DETECT_SIDE + 1);
    expect(size.width / size.height).toBeCloseTo(100 / 120, 2);
  });

  it('leaves a mid-sized bordered picture that fits as it is', () => {
    expect(detectionSize(240, 280, 60)).toEqual({ width: 240, height: 280, pad: 60 });
  });
});
