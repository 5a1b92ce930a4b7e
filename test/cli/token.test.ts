// `recruit token create` shows the secret once: under --quiet it must still be printed (and
// only it), or a script's `TOKEN=$(recruit -q token create ci)` loses it for good.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openStore } from '../../src/store/index.js';
import { createTokenService } from '../../src/service/token-service.js';
import { systemClock } from '../../src/domain/clock.js';
import { createCliSandbox, type CliSandbox } from '../helpers/cli.js';

let cli: CliSandbox;
beforeEach(() => (cli = createCliSandbox()));
afterEach(() => cli.cleanup());

async function verify(db: string, token: string): Promise<unknown> {
  const store = await openStore(db);
  try {
    return await createTokenService(store, systemClock).verify(token);
  } finally {
    await store.close();
  }
}

describe('token create', () => {
  it('-q prints only the token, and it is the one stored', async () => {
    const run = await cli.run(['token', 'create', 'ci', '-q']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^\S{30,}\n$/);
    expect(await verify(cli.db, run.stdout.trim())).toMatchObject({ name: 'ci', scope: 'write' });
  });

  it('without -q: the token on stdout, the "shown only now" note on stderr', async () => {
    const run = await cli.run(['token', 'create', 'reader', '--scope', 'read']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toContain('token reader (read) created — it is shown only now');
    expect(await verify(cli.db, run.stdout.trim())).toMatchObject({ name: 'reader', scope: 'read' });
  });
});
