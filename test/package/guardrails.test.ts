// The guardrails around the suite itself: a suite that needs the build fails without it
// (a bare `vitest` run must not be green with those suites skipped), and no test file goes
// back to skipping on a missing dist/ file.
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { requireBuilt } from '../helpers/built.js';

const ROOT = join(import.meta.dirname, '../..');

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'fixtures' ? [] : testFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe('suites that need dist/', () => {
  it('fail with the fix when the build is missing', () => {
    const missing = join(ROOT, 'dist', 'no-such-module.js');
    expect(() => requireBuilt(missing)).toThrow(/no-such-module\.js is missing: run `npm run build` first/);
    expect(() => requireBuilt(new URL(`file://${missing}`))).toThrow(/npm run build/);
  });

  it('pass when every file is there', () => {
    expect(() => requireBuilt(join(ROOT, 'package.json'))).not.toThrow();
  });

  it('are never skipped on a missing dist/ file', () => {
    const skipping = testFiles(join(ROOT, 'test'))
      .filter((file) => !file.endsWith('guardrails.test.ts'))
      .flatMap((file) => readFileSync(file, 'utf8').split('\n').map((line, i) => ({ file, line, n: i + 1 })))
      .filter(({ line }) => /skipIf\(/.test(line) && /dist|BUILT|BUNDLE|DIST/.test(line))
      .map(({ file, n }) => `${relative(ROOT, file)}:${n}`);
    expect(skipping).toEqual([]);
  });
});
