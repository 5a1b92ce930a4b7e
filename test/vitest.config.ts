import { defineConfig } from 'vitest/config';

// Tests live in test/ and mirror src/. Compiled files in dist/ are never collected
// (PLATFORM.md §3); CLI tests spawn bin/recruit.js, which runs the build in dist/.
export default defineConfig({
  test: {
    root: new URL('..', import.meta.url).pathname,
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
