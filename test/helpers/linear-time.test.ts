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
    // Tried from every space of the run, each attempt running to its end: quadratic. Eight times the input, not the
    // default four: quadratic work then grows ~×64 against the bound of 10, where ×16 fell under it once (CI, 2026-12-06)
    // when other threads of the test process inflated the small input's CPU time.
    expect(() =>
      expectLinearTime(
        (scale) => {
          /(?:\s+x)+y/.test(`${' '.repeat(1_000 * scale)}z`);
        },
        { factor: 8 },
      ),
    ).toThrow(/input/);
  }, 30_000);

  it('passes work too short to hold anyone up, whatever its growth', () => {
    expectLinearTime((scale) => {
      /(?:\s+x)+y/.test(`${' '.repeat(10 * scale)}z`);
    });
  });
});
