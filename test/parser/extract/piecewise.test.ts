// piecewise (src/parser/extract/piecewise.ts): a step function evaluated at increasing x
// gives what evaluating it at every x gives, computing it only where an edge was passed.
import { describe, expect, it } from 'vitest';
import { piecewise } from '../../../src/parser/extract/piecewise.js';

/** A seeded generator, so that a failure can be replayed. */
function random(seed: number): () => number {
  let s = seed;
  return () => ((s = (s * 1103515245 + 12345) % 2147483648) / 2147483648);
}

describe('piecewise', () => {
  it('equals the function at every x, for random edges and comparisons of every kind', () => {
    // Each edge comes with one comparison of x against it; piecewise is told the edges only.
    const comparisons = [
      (x: number, e: number) => x >= e, (x: number, e: number) => x > e,
      (x: number, e: number) => x <= e, (x: number, e: number) => x < e,
      // as the column finder writes them, against x ± 0.5 (the edge is then e ± 0.5)
      (x: number, e: number) => e - 0.5 <= x + 0.5 - 1, (x: number, e: number) => e + 0.5 - 0.5 >= x - 0.5 + 0.5,
    ];
    for (let seed = 1; seed <= 300; seed++) {
      const next = random(seed);
      // Edges at random places, many exactly on the integers x takes or halfway between.
      const edges = Array.from({ length: 1 + Math.floor(next() * 6) }, () => {
        const base = Math.floor(next() * 40);
        const kind = next();
        return { at: kind < 0.4 ? base : kind < 0.6 ? base + 0.5 : base + next(), test: comparisons[Math.floor(next() * comparisons.length)]! };
      });
      const f = (x: number): string => edges.map((e) => Number(e.test(x, e.at))).join('');
      let calls = 0;
      const at = piecewise(edges.map((e) => e.at), (x) => (calls++, f(x)));
      for (let x = -2; x <= 45; x++) expect(at(x), `seed ${seed}, x ${x}`).toBe(f(x));
      expect(calls).toBeLessThanOrEqual(1 + 2 * edges.length); // not one call per x
    }
  });

  it('computes once over a stretch without edges, and refuses to go back', () => {
    let calls = 0;
    const at = piecewise([10.25], (x) => (calls++, x > 10.25 ? 'right' : 'left'));
    expect([0, 1, 2, 3, 9, 10, 11, 12].map(at)).toEqual(['left', 'left', 'left', 'left', 'left', 'left', 'right', 'right']);
    expect(calls).toBe(2);
    expect(() => at(5)).toThrow(RangeError);
  });
});
