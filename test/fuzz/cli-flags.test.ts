// Property-based fuzzing of the CLI's field flags through the real binary:
// `person create/update`, `job create`, `project create` with hostile flag values. Every run
// exits 0, 2 (usage/validation), 3 (not found) or 4 (conflict) — never 1 (a bug) or a crash —
// prints one `error: …` line without a stack trace when it fails, and a failed run leaves
// the database as it was. Spawning is slow, so the run counts are small and bounded.
import fc from 'fast-check';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCliSandbox, type CliSandbox } from '../helpers/cli.js';
import { JOB_FLAGS, PERSON_FLAGS, PROJECT_FLAGS, flagName, type FieldFlag } from '../../src/cli/field-flags.js';
import { snapshot } from '../resilience/helpers.js';
import { hostileString, SQL_FRAGMENTS } from './arbitraries.js';

const RUNS = Number(process.env['RECRUIT_FUZZ_RUNS'] ?? 8);

/** argv cannot carry NUL; everything else goes. Long values are kept under the OS limits. */
const flagValue = fc.oneof(
  hostileString.map((s) => s.replace(/\u0000/g, '').slice(0, 5_000)),
  fc.constantFrom('1,2,3', 'HU', 'hu', '348', '-1', '1e3', '2026-02-30', '1990-05-01', '', ' ', '--json', '-x', ...SQL_FRAGMENTS),
);

/** Values that pass for the flag's kind, so runs also reach the service rules. */
const BY_FIELD: Record<string, fc.Arbitrary<string>> = {
  email: fc.nat(1e6).map((n) => `zoe${n}@example.com`),
  email2: fc.nat(1e6).map((n) => `zoe.alt${n}@example.com`),
  phone_mobile: fc.constantFrom('+36 30 123 4567', '06 30 765 4321'),
  phone_land: fc.constantFrom('+36 1 234 5678'),
  experience: fc.constantFrom('0', '7', '12'),
  sex: fc.constantFrom('f', 'M', 'x'),
  move_ok: fc.constantFrom('y', 'N'),
  marked: fc.constantFrom('y', 'N'),
  currency: fc.constantFrom('eur', 'HUF'),
  status: fc.constantFrom('open', 'closed'),
  state: fc.constantFrom('HU-BU', ''),
  regio: fc.constantFrom(''),
};

function plausible(flag: FieldFlag): fc.Arbitrary<string> {
  if (BY_FIELD[flag.field]) return BY_FIELD[flag.field]!;
  switch (flag.kind.type) {
    case 'code':
      return fc.constantFrom('HU', '348', 'DE', '1', 'single');
    case 'codes':
      return fc.constantFrom('1', '1,2', '3', 'it');
    case 'ids':
      return fc.constantFrom('1', '1,2');
    case 'integer':
      return fc.constantFrom('1', '42');
    case 'number':
      return fc.constantFrom('1000', '0', '2500.5');
    case 'nullable-text':
      return fc.constantFrom('1990-05-01', '2026-01-01', '');
    case 'upper':
      return fc.constantFrom('f', 'M', 'y', 'eur');
    case 'list':
      return fc.constantFrom('api_web', 'api_web,print');
    default:
      return fc.string({ minLength: 1, maxLength: 30 }).map((v) => v.replace(/\u0000/g, '') || 'x');
  }
}

/** One to three field flags, each plausible or hostile, sometimes an unknown flag. */
function flagsArbitrary(flags: FieldFlag[]): fc.Arbitrary<string[]> {
  const one = fc.constantFrom(...flags).chain((flag) =>
    fc.oneof({ weight: 2, arbitrary: plausible(flag) }, { weight: 1, arbitrary: flagValue }).map((value) => [`--${flagName(flag)}`, value]));
  return fc.tuple(
    fc.array(one, { minLength: 1, maxLength: 3 }),
    fc.oneof({ weight: 7, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.constantFrom('--no-such-flag', '--id', '--created') }),
  ).map(([pairs, extra]) => [...pairs.flat(), ...(extra ? [extra, 'x'] : [])]);
}

describe('fuzzing the CLI field flags (real binary)', () => {
  let sandbox: CliSandbox;
  let runs = 0;
  const exits = new Map<number, number>();
  beforeAll(async () => {
    sandbox = createCliSandbox();
    expect((await sandbox.run(['person', 'create', '--first', 'Anna', '--last', 'Kovács', '--email', 'anna@example.com'])).code).toBe(0);
    expect((await sandbox.run(['job', 'create', '--position', '1', '--title', 'Engineer'])).code).toBe(0);
  });
  afterAll(() => {
    console.info(`cli fuzz: ${runs} runs of the binary; exit codes ${JSON.stringify(Object.fromEntries(exits))}`);
    sandbox?.cleanup();
  });

  function dataDigest(): string {
    const db = new Database(sandbox.db, { readonly: true });
    try {
      return snapshot(db);
    } finally {
      db.close();
    }
  }

  async function check(args: string[]): Promise<void> {
    const before = dataDigest();
    const run = await sandbox.run([...args, '--json']);
    runs++;
    exits.set(run.code, (exits.get(run.code) ?? 0) + 1);
    if (process.env['CLI_FUZZ_DEBUG']) console.log(args.join(' ').slice(0, 200), '→', run.code, run.stderr.slice(0, 200));
    const context = `recruit ${args.map((a) => JSON.stringify(a.slice(0, 80))).join(' ')}\n→ ${run.code}: ${run.stderr.slice(0, 500)}`;
    expect([0, 2, 3, 4], context).toContain(run.code);
    expect(run.stderr, context).not.toMatch(/\n\s+at |TypeError|RangeError|SqliteError/);
    if (run.code === 0) {
      expect(() => JSON.parse(run.stdout), context).not.toThrow();
    } else {
      expect(run.stderr, context).toMatch(/^error: .+/m);
      expect(run.stdout, context).toBe('');
      expect(dataDigest(), `${context}\nchanged data`).toBe(before);
    }
  }

  it('person create', async () => {
    // first and last come first, so a later --first/--last in the generated flags overrides them.
    await fc.assert(fc.asyncProperty(flagsArbitrary(PERSON_FLAGS), (flags) => check(['person', 'create', '--first', 'Zoë', '--last', 'Nagy', ...flags])), { numRuns: RUNS * 1.5 });
  }, 120_000);

  it('person update', async () => {
    const id = fc.constantFrom('1', '2', '999', '0', '-1', 'x', '1.5');
    await fc.assert(fc.asyncProperty(id, flagsArbitrary(PERSON_FLAGS), (personId, flags) => check(['person', 'update', personId, ...flags])), { numRuns: RUNS });
  }, 120_000);

  it('job create and project create', async () => {
    await fc.assert(fc.asyncProperty(flagsArbitrary(JOB_FLAGS), (flags) => check(['job', 'create', '--position', '1', '--title', 'Engineer', ...flags])), { numRuns: RUNS });
    await fc.assert(fc.asyncProperty(flagsArbitrary(PROJECT_FLAGS), (flags) => check(['project', 'create', '--title', 'Hiring', ...flags])), { numRuns: RUNS / 2 });
  }, 120_000);
});
