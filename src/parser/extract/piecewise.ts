// Evaluating a step function at many points without computing each one.
//
// The column finder (./pdf-layout.ts) scores every x across a page, and a score depends on x
// only through comparisons with the items' edges: between two edges it cannot change. On a
// two-column page that was ~10 ms of a cold parse spent computing the same score again.

/** Leeway around an edge: a comparison written as `right <= x + 0.5` may round either way. */
const EPSILON = 1e-6;

/**
 * `f` for non-decreasing x, where `f` depends on x only through comparisons with `edges`.
 * `f` runs again only when an edge lies between the previous x and this one (inclusive, with
 * a little leeway for rounding); otherwise the previous value is returned.
 */
export function piecewise<T>(edges: Iterable<number>, f: (x: number) => T): (x: number) => T {
  const sorted = Float64Array.from(edges).sort();
  let next = 0; // the first edge not below the previous x (less the leeway)
  let last: { x: number; value: T } | undefined;
  return (x) => {
    if (last && x < last.x) throw new RangeError('piecewise: x must not decrease');
    if (last) {
      while (next < sorted.length && sorted[next]! < last.x - EPSILON) next++;
      if (!(next < sorted.length && sorted[next]! <= x + EPSILON)) return last.value;
    }
    last = { x, value: f(x) };
    return last.value;
  };
}
