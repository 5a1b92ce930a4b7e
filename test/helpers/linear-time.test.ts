// The linear-time guard itself: it passes linear work and fails quadratic work, whatever the machine's speed.
import { describe, expect, it } from 'vitest';
import { expectLinearTime } from './linear-time.js';

describe('expectLinearTime', () => {
  it('passes work that grows with its input', () => {
    expectLinearTime((scale) => {
      // Anchored, so tried once: unanchored, it would be tried from every position (quadratic).
      /^(?:ab)+c/.test('ab'.repeat(50_000 * scale));
    });
  });

  it('fails work that grows with the square of its input (a backtracking pattern on a long line)', () => {
    // Tried from every space of the run, each attempt running to its end: quadratic.
    expect(() =>
      expectLinearTime((scale) => {
        /(?:\s+x)+y/.test(`${' '.repeat(2_000 * scale)}z`);
      }),
    ).toThrow(/input/);
  });

  it('passes work too short to hold anyone up, whatever its growth', () => {
    expectLinearTime((scale) => {
      /(?:\s+x)+y/.test(`${' '.repeat(10 * scale)}z`);
    });
  });
});
