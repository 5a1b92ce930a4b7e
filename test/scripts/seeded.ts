// A seeded source of small random numbers for the build scripts' tests: the same subjects every run.

/** `next(n)`: a number from 0 to n − 1, from a linear congruential generator started at `seed`. */
export function seededPicker(seed: number): (n: number) => number {
  let state = seed;
  return (n: number): number => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % n;
  };
}
