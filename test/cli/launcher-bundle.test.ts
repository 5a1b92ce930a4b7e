// bin/recruit.js loads the CLI from the build's single CommonJS file, dist/cli/cli.cjs (issue
// 14 item 8: cold start), and from the ES modules of dist/cli when a build made no such file;
// without dist/ at all it says how to build. A preload reports at exit whether the bundle was
// loaded. The copies share the project's node_modules.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BUNDLE = join(ROOT, 'dist', 'cli', 'cli.cjs');
const work = mkdtempSync(join(tmpdir(), 'recruit-launcher-bundle-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const preload = join(work, 'report-bundle.cjs');
writeFileSync(preload, "process.on('exit', () => process.stderr.write(`cli-bundle:${Object.keys(require.cache).some((f) => f.endsWith('cli.cjs'))}\\n`));\n");
const cv = join(work, 'cv.txt');
writeFileSync(cv, 'Ilse Varnholt\nSoftware Developer\nilse.varnholt@example.com\n');

/** A copy of the installed package: bin/, package.json, data/, and dist/ as `dist` says. */
function installCopy(name: string, dist: 'all' | 'no-bundle' | 'none'): string {
  const root = join(work, name);
  cpSync(join(ROOT, 'bin'), join(root, 'bin'), { recursive: true });
  cpSync(join(ROOT, 'data'), join(root, 'data'), { recursive: true });
  cpSync(join(ROOT, 'package.json'), join(root, 'package.json'));
  if (dist !== 'none') cpSync(join(ROOT, 'dist'), join(root, 'dist'), { recursive: true, filter: (from) => dist === 'all' || !from.endsWith('cli.cjs') });
  symlinkSync(join(ROOT, 'node_modules'), join(root, 'node_modules'));
  return root;
}

function run(root: string, args: string[]) {
  const result = spawnSync(process.execPath, ['--require', preload, join(root, 'bin', 'recruit.js'), ...args], {
    env: { PATH: process.env['PATH'] ?? '', HOME: work, NO_COLOR: '1', CI: '1', RECRUIT_CONFIG: join(work, 'none.json') },
    encoding: 'utf8',
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr, bundle: /cli-bundle:(\w+)/.exec(result.stderr)?.[1] };
}

describe.skipIf(!existsSync(BUNDLE))('the launcher and the CLI bundle', () => {
  it('loads the bundle when the build made it', () => {
    const root = installCopy('with-bundle', 'all');
    const parsed = run(root, ['--db', join(work, 'a.sqlite'), 'parser', 'parse', cv, '--json']);
    expect(parsed.code).toBe(0);
    expect(parsed.bundle).toBe('true');
    expect((JSON.parse(parsed.stdout) as { person: { email: string[] } }).person.email).toEqual(['ilse.varnholt@example.com']);
  }, 60_000);

  it('falls back to the ES modules without it, with the same result', () => {
    const root = installCopy('without-bundle', 'no-bundle');
    const parsed = run(root, ['--db', join(work, 'b.sqlite'), 'parser', 'parse', cv, '--json']);
    expect(parsed.code).toBe(0);
    expect(parsed.bundle).toBe('false');
    expect((JSON.parse(parsed.stdout) as { person: { email: string[] } }).person.email).toEqual(['ilse.varnholt@example.com']);
    expect(run(root, ['--version']).stdout.trim()).toBe(run(installCopy('version-check', 'all'), ['--version']).stdout.trim());
  }, 60_000);

  it('says how to build when there is no dist/', () => {
    const missing = run(installCopy('unbuilt', 'none'), ['--version']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('recruit is not built yet');
    expect(missing.stderr).toContain('npm run build');
  }, 60_000);
});
