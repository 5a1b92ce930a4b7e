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

/** CPU milliseconds this process has spent since `since` (all of its threads, the collector's included). */
function cpuMs(since?: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
}

/**
 * CPU milliseconds per call of `work`: the fastest of batches of calls timed over at least `spanMs`, and of three
 * batches at least (a call longer than the span is still timed three times: one slow call alone decided a guard).
 * CPU time, not the clock's: on a busy machine a call longer than the scheduler's slice waits for the other
 * processes and a short one mostly does not, so wall-clock growth says how busy the machine is
 * (with a load of 10 on two cores, undatedStudiesByShape on five hostile lines grew ×32 by the clock from a
 * quarter of their size to the whole, ×5 in CPU time). The fastest batch, not the mean: pauses only ever add
 * (six hostile lines through withoutRunningLines took 0.6 ms a call alone, means of 4 to 20 ms per span with
 * other tests beside them). A batch is one call, or as many as make it last 0.25 ms or more.
 */
function msPerCall(work: () => void, spanMs = 20): number {
  let batch = 1;
  let batches = 0;
  let fastest = Number.POSITIVE_INFINITY;
  const started = performance.now();
  do {
    const begun = process.cpuUsage();
    for (let call = 0; call < batch; call++) work();
    const took = cpuMs(begun);
    if (took < 0.25) {
      batch *= 2;
      continue;
    }
    fastest = Math.min(fastest, took / batch);
    batches++;
  } while (batches < 3 || performance.now() - started < spanMs);
  return fastest;
}

/** The growth of `work`'s CPU time from scale 1 to `factor`: three rounds each, interleaved, the fastest of each. */
function growth(work: (scale: number) => void, factor: number): { small: number; big: number } {
  let small = Number.POSITIVE_INFINITY;
  let big = Number.POSITIVE_INFINITY;
  for (let round = 0; round < 3; round++) {
    small = Math.min(small, msPerCall(() => work(1)));
    big = Math.min(big, msPerCall(() => work(factor)));
  }
  return { small, big };
}

/** Measurements taken before a growth over the bound fails: a pause of the machine hits one, a quadratic reader every one. */
const ATTEMPTS = 3;

/**
 * The time of `work(scale)` grows linearly with `scale`: `work` builds its hostile inputs from
 * `scale` (`'a'.repeat(5_000 * scale)`) and runs the code under test on them. Timed at scale 1
 * and `factor`, three rounds each, interleaved, after one untimed call at each scale (compiling
 * patterns, warming the JIT); the fastest per-call CPU time of each scale is compared. A growth over
 * `maxGrowth` is measured again, up to ATTEMPTS times in all, and fails only when every measurement is over it:
 * quadratic work grows ×16 each time, linear work beside a busy test run only now and then.
 */
export function expectLinearTime(work: (scale: number) => void, { factor = 4, maxGrowth = 10, negligibleMs = 2, what }: LinearTimeOptions = {}): void {
  work(1);
  work(factor);
  let measured = growth(work, factor);
  for (let attempt = 1; attempt < ATTEMPTS && measured.big >= negligibleMs && measured.big / measured.small >= maxGrowth; attempt++) {
    measured = growth(work, factor);
  }
  const { small, big } = measured;
  if (big < negligibleMs) return;
  const input = what === undefined ? 'input' : `input (${what})`;
  expect(big / small, `×${factor} ${input}: ${small.toFixed(2)} ms → ${big.toFixed(2)} ms`).toBeLessThan(maxGrowth);
}
