// Hostile-input guards without a wall-clock bound. A fixed "under 2 s" fails on a busy CI
// machine and passes a quadratic pattern on a fast one; instead the same work is timed on an
// input and on one four times as long, interleaved in the same run, so load slows both alike.
// Linear work grows ~4×, quadratic ~16×, exponential never ends (the test's timeout catches it).
import { expect } from 'vitest';

export interface LinearTimeOptions {
  /** How much longer the big input is than the small one. */
  factor?: number;
  /** The largest growth accepted: between linear (factor) and quadratic (factor²). */
  maxGrowth?: number;
  /** Work on the big input that takes less than this (ms) passes: it cannot hold anyone up. */
  negligibleMs?: number;
  /** Which input this is, named in the failure (a test that times several inputs, one call each). */
  what?: string;
}

/** Milliseconds per call of `work`, repeated until at least `spanMs` have passed (short work is noise alone). */
function msPerCall(work: () => void, spanMs = 20): number {
  let calls = 0;
  const started = performance.now();
  let elapsed = 0;
  do {
    work();
    calls++;
    elapsed = performance.now() - started;
  } while (elapsed < spanMs);
  return elapsed / calls;
}

/**
 * The time of `work(scale)` grows linearly with `scale`: `work` builds its hostile inputs from
 * `scale` (`'a'.repeat(5_000 * scale)`) and runs the code under test on them. Timed at scale 1
 * and `factor`, best of three each, after one untimed call at each scale (compiling patterns,
 * warming the JIT).
 */
export function expectLinearTime(work: (scale: number) => void, { factor = 4, maxGrowth = 10, negligibleMs = 2, what }: LinearTimeOptions = {}): void {
  work(1);
  work(factor);
  let small = Number.POSITIVE_INFINITY;
  let big = Number.POSITIVE_INFINITY;
  for (let round = 0; round < 3; round++) {
    small = Math.min(small, msPerCall(() => work(1)));
    big = Math.min(big, msPerCall(() => work(factor)));
  }
  if (big < negligibleMs) return;
  const input = what === undefined ? 'input' : `input (${what})`;
  expect(big / small, `×${factor} ${input}: ${small.toFixed(2)} ms → ${big.toFixed(2)} ms`).toBeLessThan(maxGrowth);
}
