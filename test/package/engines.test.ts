// The dependency tree honestly satisfies `engines`. Every runtime package
// supports every Node version our `engines` admits (so users see no EBADENGINE), and every
// package installed here supports the Node running the tests (so `npm ci` warns of nothing).
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';

/** The two functions used here (semver ships no types of its own). */
const semver = createRequire(import.meta.url)('semver') as { satisfies(version: string, range: string): boolean };

const ROOT = join(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { engines?: { node?: string } | string[]; dev?: boolean; optional?: boolean }>;
};

const withNodeEngines = Object.entries(lock.packages)
  .filter(([path]) => path !== '')
  .map(([path, entry]) => ({ path, entry, node: Array.isArray(entry.engines) ? undefined : entry.engines?.node }))
  .filter((p): p is typeof p & { node: string } => typeof p.node === 'string');

/** Versions our `engines` admits, sampled per minor (semver.subset cannot compare unions across majors). */
const admitted = Array.from({ length: 20 }, (_, i) => 18 + i)
  .flatMap((major) => [...Array.from({ length: 40 }, (_, minor) => `${major}.${minor}.0`), `${major}.999.999`])
  .filter((version) => semver.satisfies(version, pkg.engines.node));

describe('engines', () => {
  it('every runtime dependency supports every Node version package.json admits', () => {
    const runtime = withNodeEngines.filter(({ entry }) => !entry.dev && !entry.optional);
    expect(runtime.length).toBeGreaterThan(10);
    expect(admitted).toContain('20.16.0');
    const narrower = runtime
      .map(({ path, node }) => ({ path, node, refused: admitted.filter((version) => !semver.satisfies(version, node)) }))
      .filter(({ refused }) => refused.length > 0)
      .map(({ path, node, refused }) => `${path} (${node}) refuses ${refused[0]}`);
    expect(narrower).toEqual([]);
  });

  it(`every installed package supports this Node (${process.version}): npm ci prints no EBADENGINE`, () => {
    const installed = withNodeEngines.filter(({ path }) => existsSync(join(ROOT, path)));
    const refusing = installed.filter(({ node }) => !semver.satisfies(process.version, node)).map(({ path, node }) => `${path} (${node})`);
    expect(refusing).toEqual([]);
  });
});
