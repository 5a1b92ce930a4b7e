// A config file the user names (--config or RECRUIT_CONFIG) must be there: a mistyped path
// used to be ignored silently, so the command ran without the settings the user meant.
// The default path may be missing (most users have no config file).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { resolveConfig, type Environment } from '../../src/cli/config.js';
import { runRecruit } from '../helpers/cli.js';

let dir: string;
beforeEach(() => (dir = mkdtempSync(join(tmpdir(), 'recruit-config-'))));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const environment = (env: NodeJS.ProcessEnv): Environment => ({
  env, stdinIsTTY: false, stdoutIsTTY: false, dataDir: join(dir, 'data'), configDir: join(dir, 'config'),
});

describe('resolveConfig and a missing config file', () => {
  it('the default path missing is fine', () => {
    expect(resolveConfig({}, environment({})).format).toBe('table');
  });

  it.each([
    ['--config', { config: '/nonexistent.json' }, {}],
    ['RECRUIT_CONFIG', {}, { RECRUIT_CONFIG: '/nonexistent.json' }],
  ])('a missing file named by %s is a validation error that names the path', (source, flags, env) => {
    expect(() => resolveConfig(flags, environment(env))).toThrow(`config file /nonexistent.json (from ${source}) does not exist`);
  });

  it('a named file that exists is read; /dev/null means no settings', () => {
    const path = join(dir, 'recruit.json');
    writeFileSync(path, '{"format":"ndjson"}');
    expect(resolveConfig({ config: path }, environment({})).format).toBe('ndjson');
    expect(resolveConfig({}, environment({ RECRUIT_CONFIG: '/dev/null' })).format).toBe('table');
  });
});

describe('recruit with a config file that is not there', () => {
  const env = () => ({ HOME: dir, XDG_CONFIG_HOME: join(dir, 'config'), XDG_DATA_HOME: join(dir, 'data') });

  it('--config /nonexistent.json exits 2 and names the path', async () => {
    const run = await runRecruit(['--config', '/nonexistent.json', 'codes'], { env: env() });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('error: config file /nonexistent.json (from --config) does not exist');
    expect(run.stdout).toBe('');
  });

  it('RECRUIT_CONFIG naming a missing file exits 2; without it the default path may be missing', async () => {
    const run = await runRecruit(['codes'], { env: { ...env(), RECRUIT_CONFIG: join(dir, 'typo.json') } });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(`config file ${join(dir, 'typo.json')} (from RECRUIT_CONFIG) does not exist`);
    const plain = await runRecruit(['codes'], { env: env() });
    expect(plain.code, plain.stderr).toBe(0);
  });
});
