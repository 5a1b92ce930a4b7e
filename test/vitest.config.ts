import { defineConfig } from 'vitest/config';

// Tests live in test/ and mirror src/. Compiled files in dist/ are never collected
// (PLATFORM.md §3); CLI tests spawn bin/recruit.js, which runs the build in dist/.
export default defineConfig({
  test: {
    root: new URL('..', import.meta.url).pathname,
    include: ['test/**/*.test.ts'],
    // Bounds for a hang, not for speed (benchmarks live in bench/): a test that spawns the CLI several times took over
    // 30 s in a full run on a loaded machine, where it takes 5 s alone.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
