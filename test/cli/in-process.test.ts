// The CLI in process (test/helpers/cli-in-process.ts): whole command lines through runCli,
// and run functions called directly, on a real SQLite file, with no binary spawned. The
// spawn-based tests beside this one check the built binary; these check the commands' logic
// and main.ts's error mapping fast enough to cover many cases.
import { afterEach, describe, expect, it } from 'vitest';
import { Command } from 'commander';
import { Writable } from 'node:stream';
import { join } from 'node:path';
import { createInProcessSandbox, rendered, type InProcessSandbox } from '../helpers/cli-in-process.js';
import { runPersonGet, runPersonCreate } from '../../src/cli/commands/person.js';
import { runJobCreate, runJobList } from '../../src/cli/commands/job.js';
import { runTokenCreate } from '../../src/cli/commands/token.js';
import { runCodes } from '../../src/cli/commands/codes.js';
import { action } from '../../src/cli/action.js';
import { attachHost, type CliHost } from '../../src/cli/host.js';
import { list, withFailures, ItemsFailed } from '../../src/cli/result.js';
import { reportError } from '../../src/cli/main.js';
import { NotFoundError, ValidationError } from '../../src/domain/errors.js';

let sandbox: InProcessSandbox;
afterEach(async () => {
  await sandbox?.cleanup();
});

/** A clock the test moves: retention rules need people last modified long ago. */
function movableClock(start = new Date('2026-11-28T08:00:00Z')) {
  let now = start;
  return { now: () => now, set: (date: Date) => (now = date) };
}

describe('whole command lines in process', () => {
  it('person create, get and update: results, output and the audit row of the read', async () => {
    sandbox = createInProcessSandbox();
    const create = await sandbox.run(['person', 'create', '--first', 'Ada', '--last', 'Példa', '--email', 'ada.pelda@example.com']);
    expect(create).toMatchObject({ code: 0, stdout: 'created person 1\n', stderr: '' });

    const update = await sandbox.run(['person', 'update', '1', '--city', 'Szeged']);
    expect(update).toMatchObject({ code: 0, stdout: 'updated person 1\n' });

    const get = await sandbox.run(['person', 'get', '1', '--json']);
    expect(get.code).toBe(0);
    expect(get.json()).toMatchObject({ id: 1, first: 'Ada', last: 'Példa', city: 'Szeged', email: 'ada.pelda@example.com' });

    const table = await sandbox.run(['person', 'get', '1']);
    expect(table.stdout).toMatch(/^city\s+Szeged$/m);

    const audit = await sandbox.run(['audit', 'list', '--person', '1', '--json']);
    const rows = audit.json<{ action: string; person_id: number; actor: string }[]>();
    expect(rows.filter((row) => row.person_id === 1).length).toBeGreaterThanOrEqual(2);
    expect(rows[0]!.actor).toMatch(/^cli:/);
  });

  it('job create then job list: the new job is listed, --json is the API data', async () => {
    sandbox = createInProcessSandbox();
    const create = await sandbox.run(['job', 'create', '--position', '5001', '--title', 'Példa fejlesztő', '--json']);
    expect(create.code).toBe(0);
    expect(create.json()).toEqual([{ id: 1 }]);
    const listed = await sandbox.run(['job', 'list', '--json']);
    expect(listed.json<{ id: number; title: string }[]>().map((job) => [job.id, job.title])).toEqual([[1, 'Példa fejlesztő']]);
    const table = await sandbox.run(['job', 'list']);
    expect(table.stdout).toContain('Példa fejlesztő');
  });

  it('an application moves forward; a move backwards is a conflict (exit 4)', async () => {
    sandbox = createInProcessSandbox();
    await sandbox.run(['person', 'create', '--first', 'Bea', '--last', 'Minta']);
    await sandbox.run(['job', 'create', '--position', '5001', '--title', 'Tesztelő']);
    const applied = await sandbox.run(['-q', 'person', 'subscribe', '1', '1']);
    expect(applied).toMatchObject({ code: 0, stdout: '1\n' });
    const moved = await sandbox.run(['application', 'status', '1', 'interview']);
    expect(moved).toMatchObject({ code: 0, stdout: 'application 1 (person 1, job 1): applied → interview\n' });
    const back = await sandbox.run(['application', 'status', '1', 'screening']);
    expect(back.code).toBe(4);
    expect(back.stderr).toMatch(/^error: .*screening/);
    expect(back.stdout).toBe('');
  });

  it('token create prints the secret once (stdout) and a note (stderr); list never shows it', async () => {
    sandbox = createInProcessSandbox();
    const created = await sandbox.run(['token', 'create', 'ci-smoke', '--scope', 'read']);
    expect(created.code).toBe(0);
    const secret = created.stdout.trim();
    expect(secret.length).toBeGreaterThan(20);
    expect(created.stderr).toBe('token ci-smoke (read) created — it is shown only now:\n');
    const listed = await sandbox.run(['token', 'list', '--json']);
    expect(listed.json()).toMatchObject([{ name: 'ci-smoke', scope: 'read' }]);
    expect(listed.stdout).not.toContain(secret);
  });

  it('db backup refuses to overwrite a file without --force (exit 2), and writes one with it', async () => {
    sandbox = createInProcessSandbox();
    const target = join(sandbox.dir, 'backup.sqlite');
    expect((await sandbox.run(['db', 'backup', target])).code).toBe(0);
    const refused = await sandbox.run(['db', 'backup', target]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toBe(`error: ${target} already exists (hint: use --force to overwrite it)\n`);
    const forced = await sandbox.run(['db', 'backup', target, '--force', '--json']);
    expect(forced.stderr).toBe('');
    expect(forced.code).toBe(0);
    expect(forced.json()).toMatchObject({ file: target });
  });

  it('person purge refuses without --yes when nobody can confirm (exit 2), and erases nobody', async () => {
    const clock = movableClock();
    sandbox = createInProcessSandbox({ clock });
    await sandbox.run(['person', 'create', '--first', 'Régi', '--last', 'Jelölt']);
    clock.set(new Date('2029-12-01T08:00:00Z'));
    const dryRun = await sandbox.run(['person', 'purge', '--not-modified-since', '2y', '--dry-run', '--json']);
    expect(dryRun.json()).toMatchObject({ matched: 1 });
    const refused = await sandbox.run(['person', 'purge', '--not-modified-since', '2y']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/^error: 1 person not modified since .* refusing without confirmation/);
    expect(refused.stderr).toMatch(/\(hint: add --yes to confirm\)\n$/);
    const tooRecent = await sandbox.run(['person', 'purge', '--not-modified-since', '5d', '--yes']);
    expect(tooRecent.code).toBe(2);
    expect((await sandbox.run(['person', 'get', '1', '--json'])).code).toBe(0);
  });

  it('person import from the host stdin: the summary is printed, then a clash under --on-conflict fail exits 4', async () => {
    sandbox = createInProcessSandbox();
    const csv = 'first,last,email\nDóra,Minta,dora.minta@example.com\nDóra,Minta,dora.minta@example.com\n';
    const run = await sandbox.run(['person', 'import', '-', '--input-format', 'csv', '--on-conflict', 'fail'], { stdin: csv });
    expect(run.code).toBe(4);
    expect(run.stdout).toMatch(/^imported 2 rows from stdin in [\d.]+ s: 1 created, 0 updated, 0 skipped, 1 rejected\n$/);
    expect(run.stderr).toMatch(/error: 1 row clashed with existing people \(--on-conflict fail\)\n$/);
    const strictArgs = ['person', 'import', '-', '--input-format', 'csv', '--strict', '--json'];
    const strict = await sandbox.run(strictArgs, { stdin: 'first,last\nCsak\n' });
    expect(strict.code).toBe(2);
    expect(strict.json()).toMatchObject({ rows: 1, rejected: 1 });
  });

  it('person create --from-file - reads the JSON from the host stdin, codes by key', async () => {
    sandbox = createInProcessSandbox();
    const json = '{"first":"Emő","last":"Stdin","country":"HU"}';
    const made = await sandbox.run(['person', 'create', '--from-file', '-', '--json'], { stdin: json });
    expect(made).toMatchObject({ code: 0, stderr: '' });
    const shown = await sandbox.run(['person', 'get', String(made.json<{ id: number }>().id), '--json']);
    expect(shown.json()).toMatchObject({ first: 'Emő', last: 'Stdin', country: expect.any(Number) });
  });

  it('maps errors to exit codes in main.ts: usage 2, validation 2, not found 3', async () => {
    sandbox = createInProcessSandbox();
    const unknown = await sandbox.run(['person', 'frobnicate']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("unknown command 'frobnicate'");
    const badId = await sandbox.run(['person', 'get', 'abc']);
    expect(badId).toMatchObject({ code: 2, stdout: '', stderr: 'error: person id must be a positive integer, not "abc"\n' });
    const nothing = await sandbox.run(['person', 'update', '1']);
    expect(nothing.code).toBe(2);
    expect(nothing.stderr).toContain('nothing to update');
    const missing = await sandbox.run(['person', 'get', '99']);
    expect(missing.code).toBe(3);
    expect(missing.stderr).toMatch(/^error: .*99/);
    const noJob = await sandbox.run(['job', 'get', '7', '--json']);
    expect(noJob.code).toBe(3);
  });

  it('a missing database is refused for reads (exit 2) and created by person create', async () => {
    sandbox = createInProcessSandbox({ database: 'absent' });
    const read = await sandbox.run(['job', 'list']);
    expect(read.code).toBe(2);
    expect(read.stderr).toContain(`no database at ${sandbox.db}`);
    const create = await sandbox.run(['person', 'create', '--first', 'Új', '--last', 'Fájl']);
    expect(create.code).toBe(0);
    expect(create.stderr).toBe(`created a new database at ${sandbox.db}\n`);
  });

  it('reads the environment of its host, not of the process', async () => {
    sandbox = createInProcessSandbox();
    const asCsv = await sandbox.run(['codes'], { env: { RECRUIT_FORMAT: 'csv' } });
    expect(asCsv.stdout.split('\n')[0]).toBe('table,entries');
    const badFormat = await sandbox.run(['codes'], { env: { RECRUIT_FORMAT: 'yaml' } });
    expect(badFormat.code).toBe(2);
  });

  it('--help and --version go to the host stdout with exit 0', async () => {
    sandbox = createInProcessSandbox();
    const help = await sandbox.run(['job', 'list', '--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: recruit job list');
    const version = await sandbox.run(['--version']);
    expect(version).toMatchObject({ code: 0, stdout: expect.stringMatching(/^\d+\.\d+\.\d+/) });
  });
});

describe('run functions called directly', () => {
  it('runPersonCreate and runPersonGet return results; the read is audited', async () => {
    sandbox = createInProcessSandbox();
    const { ctx } = sandbox.context({ intent: 'create' });
    const made = await runPersonCreate({ fields: { first: 'Cili', last: 'Próba', city: 'Pécs' } }, ctx);
    expect(made).toMatchObject({ kind: 'message', message: 'created person 1', quiet: '1', data: { id: 1 } });
    const shown = await runPersonGet({ id: 1 }, ctx);
    expect(shown.kind).toBe('details');
    expect(shown.kind === 'details' && shown.pairs.find(([label]) => label === 'city')).toEqual(['city', 'Pécs']);
    await expect(runPersonGet({ id: 2 }, ctx)).rejects.toBeInstanceOf(NotFoundError);
    const { ctx: admin } = sandbox.context();
    const audit = await (await admin.admin('audit list')).listAudit({ personId: 1, since: undefined, limit: 10 });
    expect(audit.length).toBeGreaterThanOrEqual(1);
  });

  it('runPersonCreate without a last name throws a ValidationError naming the flag (no prompt without a TTY)', async () => {
    sandbox = createInProcessSandbox();
    const { ctx } = sandbox.context({ intent: 'create' });
    const failure = await runPersonCreate({ fields: { first: 'Csak' } }, ctx).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ValidationError);
    expect(failure).toMatchObject({ message: 'missing required field: --last', hint: 'give --last' });
  });

  it('runJobList: the footer counts jobs that are not listed, and why', async () => {
    sandbox = createInProcessSandbox();
    const { ctx, stdout } = sandbox.context({ intent: 'create' });
    await runJobCreate({ fields: { position: '5001', title: 'Listed one' } }, ctx);
    await runJobCreate({ fields: { position: '5002', title: 'Expired one', dateFrom: '2020-01-01', dateTill: '2020-12-31' } }, ctx);
    const result = await runJobList({}, ctx);
    expect(result).toMatchObject({ kind: 'list', footer: '1 not listed: 1 expired; see --full' });
    expect(result.kind === 'list' && result.data.map((row) => row['title'])).toEqual(['Listed one']);
    expect(await rendered(ctx, stdout, result)).toContain('1 not listed');
  });

  it('runTokenCreate in JSON mode returns the record with the secret', async () => {
    sandbox = createInProcessSandbox();
    const { ctx } = sandbox.context({ flags: { json: true }, intent: 'create' });
    const result = await runTokenCreate({ name: 'importer', scope: 'write' }, ctx);
    expect(result).toMatchObject({ kind: 'record', data: { name: 'importer', scope: 'write', token: expect.any(String) } });
  });

  it('runCodes: an unknown table is a ValidationError listing the tables', async () => {
    sandbox = createInProcessSandbox();
    const { ctx } = sandbox.context();
    await expect(runCodes({ table: 'planets' }, ctx)).rejects.toThrow(/unknown code table "planets"/);
    const tables = await runCodes({}, ctx);
    expect(tables.kind === 'list' && tables.data.map((row) => row['table'])).toContain('country');
  });
});

describe('a result with failed items', () => {
  it('is printed whole, then main.ts exits 1 without a message of its own', async () => {
    sandbox = createInProcessSandbox();
    const chunks: string[] = [];
    const sink = (into: string[]) => new Writable({ write(chunk, _encoding, done) { into.push(String(chunk)); done(); } });
    const errors: string[] = [];
    const host: CliHost = {
      env: { RECRUIT_CONFIG: '/dev/null', CI: '1', NO_COLOR: '1' },
      stdin: process.stdin,
      stdinIsTTY: false,
      stdout: sink(chunks),
      stderr: sink(errors),
      paths: { data: sandbox.dir, config: sandbox.dir, cache: sandbox.dir },
      clock: { now: () => new Date() },
    };
    const program = new Command('recruit').exitOverride().option('--json');
    attachHost(program, host);
    program.command('batch').action(action(async () => withFailures(list([{ file: 'a.pdf', ok: true }, { file: 'b.pdf', ok: false }]))));
    const failure = await program.parseAsync(['node', 'recruit', 'batch', '--json']).then(() => undefined, (error: unknown) => error);
    expect(failure).toBeInstanceOf(ItemsFailed);
    expect(JSON.parse(chunks.join(''))).toEqual([{ file: 'a.pdf', ok: true }, { file: 'b.pdf', ok: false }]);
    expect(reportError(failure, false, host.stderr)).toBe(1);
    expect(errors.join('')).toBe('');
  });
});
