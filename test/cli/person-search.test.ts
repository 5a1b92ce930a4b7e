// `recruit person list|search`, `person skills`, `db reindex` and `parser parse --create`'s
// skills through the real binary (build first), locally and with --remote: the same
// output, exit codes and one-line errors in both modes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import JSZip from 'jszip';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runRecruit, type CliRun } from '../helpers/cli.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { openSqliteStore } from '../../src/store/index.js';

const FILES = join(import.meta.dirname, '../fixtures/parser/files');
let server: TestServer;
let dir: string;

type Mode = 'local' | 'remote';
const MODES: Mode[] = ['local', 'remote'];

function cli(mode: Mode, args: string[]): Promise<CliRun> {
  const target = mode === 'local' ? ['--db', server.storePath] : ['--remote', server.url, '--token', server.token];
  return runRecruit([...target, ...args], { env: { RECRUIT_CONFIG: '/dev/null' }, cwd: dir });
}

beforeAll(async () => {
  server = await startTestServer({ rateLimit: 100_000 });
  dir = mkdtempSync(join(tmpdir(), 'recruit-cli-search-'));
  const people = [
    ['Anna', 'Kovács', 'Szeged', 'HU', '06 30 123 4567'],
    ['Ádám', 'Kovács', 'Szeged', 'HU', '06 70 555 1234'],
    ['Bruno', 'Müller', 'Wien', 'AT', ''],
  ];
  for (const [first, last, city, country, phone] of people) {
    const run = await cli('local', ['person', 'create', '--first', first!, '--last', last!, '--city', city!, '--country', country!,
      ...(phone ? ['--phone-mobile', phone] : []), '-q']);
    expect(run.code, run.stderr).toBe(0);
  }
}, 60_000);
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe.each(MODES)('person list|search (%s)', (mode) => {
  it('search TEXT finds without diacritics; --json prints the data array', async () => {
    const run = await cli(mode, ['person', 'search', 'kovacs', '--json']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.json<{ id: number; first: string }[]>().map((p) => p.first)).toEqual(['Anna', 'Ádám']);
  });

  it('filters combine; a table by default', async () => {
    const run = await cli(mode, ['person', 'list', '--city', 'szeged', '--phone', '+36 70']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/Ádám/);
    expect(run.stdout).not.toMatch(/Anna|Bruno/);
    expect(run.stdout).toMatch(/id.*last.*first.*email.*city/);
    const none = await cli(mode, ['person', 'list', '--country', 'AT', '--city', 'Szeged']);
    expect(none.stdout.trim()).toBe('no people found');
  });

  it('pages: the next cursor on stderr; --all streams every page', async () => {
    const first = await cli(mode, ['person', 'list', '--limit', '1', '--json']);
    expect(first.json<unknown[]>()).toHaveLength(1);
    const cursor = /next page: --cursor (\S+)/.exec(first.stderr)?.[1];
    expect(cursor).toBeDefined();
    const second = await cli(mode, ['person', 'list', '--limit', '1', '--cursor', cursor!, '--json']);
    expect(second.json<{ id: number }[]>()[0]!.id).toBe(2);
    const all = await cli(mode, ['person', 'list', '--limit', '1', '--all', '--json']);
    expect(all.code, all.stderr).toBe(0);
    expect(all.json<{ id: number }[]>().map((p) => p.id)).toEqual([1, 2, 3]);
    const ndjson = await cli(mode, ['person', 'list', '--limit', '2', '--all', '--format', 'ndjson']);
    expect(ndjson.stdout.trim().split('\n').map((line) => (JSON.parse(line) as { id: number }).id)).toEqual([1, 2, 3]);
    const csv = await cli(mode, ['person', 'list', '--limit', '2', '--all', '--format', 'csv']);
    expect(csv.stdout.trim().split('\n')).toHaveLength(4);
  });

  it.each([
    [['--limit', '501'], /limit/],
    [['--limit', 'x'], /--limit/],
    [['--sort', 'salary'], /sort/],
    [['--country', 'Atlantis'], /country/],
    [['--created-since', '2026-02-30'], /created_since/],
    [['--phone', '06 30'], /phone/],
    [['--cursor', 'tampered.cursor'], /cursor/],
    // A NUL cannot travel in argv; the other control characters are refused alike (before: a search for them).
    [['--q', 'Anna\u0001'], /q: contains control characters/],
    [['Kov\u001bcs'], /q: contains control characters/],
    [['--name', 'Anna\u0007'], /name: contains control characters/],
    [['--email', 'anna\u0002@'], /email: contains control characters/],
    [['--city', 'Sze\u007fged'], /city: contains control characters/],
    [['--skill', 'SQL', '--skill', 'Py\u0003'], /skill\/1: contains control characters/],
  ])('bad filter %j exits 2 with one line naming it', async (flags, message) => {
    const run = await cli(mode, ['person', 'list', ...flags]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(message);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
  });
});

describe.each(MODES)('person skills (%s)', (mode) => {
  it('adds, removes, lists; unknown person exits 3', async () => {
    // Both modes share the server's database: each works on its own person.
    const id = mode === 'local' ? '3' : '2';
    const added = await cli(mode, ['person', 'skills', id, '--add', 'SQL', 'Project management', '--json']);
    expect(added.code, added.stderr).toBe(0);
    expect(added.json()).toEqual(['Project management', 'SQL']);
    const removed = await cli(mode, ['person', 'skills', id, '--remove', 'sql']);
    expect(removed.stdout.trim()).toBe('Project management');
    const found = await cli(mode, ['person', 'list', '--skill', 'project management', '--json']);
    expect(found.json<{ id: number }[]>().map((p) => p.id)).toEqual([Number(id)]);
    await cli(mode, ['person', 'skills', id, '--set', 'Go']);
    expect((await cli(mode, ['person', 'skills', id, '--json'])).json()).toEqual(['Go']);
    expect((await cli(mode, ['person', 'skills', '99'])).code).toBe(3);
    expect((await cli(mode, ['person', 'skills', id, '--add', ''])).code).toBe(2);
  });

  it('takes comma-separated lists, trimmed, each skill once whatever its case', async () => {
    const created = await cli(mode, ['person', 'create', '--first', 'Vesna', '--last', `Listić ${mode}`, '--json']);
    const id = String(created.json<{ id: number }>().id);
    const added = await cli(mode, ['person', 'skills', id, '--add', 'typescript,PostgreSQL', ' Go , go,,TypeScript ', '--json']);
    expect(added.code, added.stderr).toBe(0);
    expect(added.json()).toEqual(['Go', 'PostgreSQL', 'typescript']);
    const removed = await cli(mode, ['person', 'skills', id, '--remove', 'postgresql, GO', '--json']);
    expect(removed.json()).toEqual(['typescript']);
    expect((await cli(mode, ['person', 'skills', id, '--set', 'Rust,Zig', '--json'])).json()).toEqual(['Rust', 'Zig']);
    const empty = await cli(mode, ['person', 'skills', id, '--add', ' , ']);
    expect(empty.code).toBe(2);
    expect(empty.stderr).toContain('--add');
  });

  it.each([['U+202E', 'SQL\u202eLQS'], ['U+200B', 'S\u200bQL'], ['U+2066', '\u2066Go\u2069']])(
    'refuses a skill holding %s, as it refuses control characters', async (_name, skill) => {
      const created = await cli(mode, ['person', 'create', '--first', 'Hidden', '--last', `Mark ${mode}`, '--json']);
      const id = String(created.json<{ id: number }>().id);
      for (const flag of ['--add', '--set']) {
        const run = await cli(mode, ['person', 'skills', id, flag, skill]);
        expect(run.code, run.stderr).toBe(2);
        expect(run.stderr).toContain('invisible or text-direction characters');
      }
      expect((await cli(mode, ['person', 'skills', id, '--json'])).json()).toEqual([]);
    },
  );
});

describe('parser parse --create and db reindex', () => {
  it.each(MODES)('--create stores the parsed tags as skills and the CV text for search (%s)', async (mode) => {
    // Both modes share one database, and --create skips a file whose bytes it already stored
    //: each mode gets its own copy of the CV, one zip member apart.
    const file = join(dir, `cv-${mode}.docx`);
    const zip = await JSZip.loadAsync(readFileSync(join(FILES, 'resume.docx')));
    zip.file(`customXml/${mode}.xml`, `<mode>${mode}</mode>`);
    writeFileSync(file, await zip.generateAsync({ type: 'nodebuffer' }));
    const run = await cli(mode, ['parser', 'parse', file, '--create', '--json']);
    expect(run.code, run.stderr).toBe(0);
    const created = run.json<{ created: { person_id: number; skills: string[] } }>().created;
    expect(created.skills).toEqual(expect.arrayContaining(['Scrum']));
    expect((await cli(mode, ['person', 'skills', String(created.person_id), '--json'])).json()).toEqual(created.skills);
    const search = await cli(mode, ['person', 'search', 'confluence', '--json']);
    expect(search.json<{ id: number }[]>().map((p) => p.id)).toContain(created.person_id);
  }, 60_000);

  it('db reindex extracts missing document text and rebuilds the index; remote says local only', async () => {
    const db = join(dir, 'reindex.sqlite');
    const store = openSqliteStore(db);
    const id = await store.people.create({ first: 'Régi', last: 'Adat' }, '2026-01-01 00:00:00');
    // As before migration 6: a document without text, a person without an index row.
    const { readFileSync } = await import('node:fs');
    await store.documents.add(id, 'cv.pdf', 'application/pdf', new Uint8Array(readFileSync(join(FILES, 'two-column.pdf'))), '2026-01-01 00:00:00');
    await store.documents.add(id, 'blob.bin', 'application/octet-stream', new Uint8Array([0, 1, 2, 255]), '2026-01-01 00:00:00');
    store.sqlite.db.prepare('DELETE FROM person_fts').run();
    await store.close();
    const search = () => runRecruit(['--db', db, 'person', 'search', 'kubernetes', '--json'], { env: { RECRUIT_CONFIG: '/dev/null' } });
    expect((await search()).json()).toEqual([]);
    const run = await runRecruit(['--db', db, 'db', 'reindex', '--json'], { env: { RECRUIT_CONFIG: '/dev/null' } });
    expect(run.code, run.stderr).toBe(0);
    expect(run.json()).toEqual({ documents: 2, unreadable: 1, people: 1 });
    expect((await search()).json<{ id: number }[]>().map((p) => p.id)).toEqual([id]);
    const again = await runRecruit(['--db', db, 'db', 'reindex', '--json'], { env: { RECRUIT_CONFIG: '/dev/null' } });
    expect(again.json()).toEqual({ documents: 0, unreadable: 0, people: 1 });
    const remote = await cli('remote', ['db', 'reindex']);
    expect(remote.code).toBe(2);
    expect(remote.stderr).toMatch(/local database only/);
  }, 60_000);
});

describe('person import', () => {
  it('indexes imported people for search (in bulk, per batch), and updates by import too', async () => {
    const { createCliSandbox } = await import('../helpers/cli.js');
    const { writeFileSync } = await import('node:fs');
    const sandbox = createCliSandbox();
    try {
      const csv = join(sandbox.dir, 'people.csv');
      writeFileSync(csv, 'first,last,email,city\nÖdön,Kitaláltné,odon@example.com,Eger\nÍrisz,Próbás,irisz@example.com,Győr\n');
      expect((await sandbox.run(['person', 'import', csv, '--json'])).code).toBe(0);
      const byName = await sandbox.run(['person', 'list', '--name', 'kitalalt', '--json']);
      expect(byName.json<{ email: string }[]>().map((p) => p.email)).toEqual(['odon@example.com']);
      expect((await sandbox.run(['person', 'search', 'gyor', '--json'])).json<{ email: string }[]>().map((p) => p.email)).toEqual(['irisz@example.com']);
      writeFileSync(csv, 'first,last,email,city\nÖdön,Kitaláltné,odon@example.com,Tokaj\nNóra,Új,nora@example.com,Tokaj\n');
      expect((await sandbox.run(['person', 'import', csv, '--on-conflict', 'update', '--json'])).code).toBe(0);
      const tokaj = await sandbox.run(['person', 'search', 'tokaj', '--json']);
      expect(tokaj.json<{ email: string }[]>().map((p) => p.email)).toEqual(['odon@example.com', 'nora@example.com']);
      expect((await sandbox.run(['person', 'search', 'eger', '--json'])).json()).toEqual([]);
      // The per-batch flag never outlives its transaction: a later single create is indexed row by row.
      await sandbox.run(['person', 'create', '--first', 'Utólag', '--last', 'Felvett', '-q']);
      expect((await sandbox.run(['person', 'search', 'utolag', '--json'])).json<unknown[]>()).toHaveLength(1);
    } finally {
      sandbox.cleanup();
    }
  }, 60_000);
});
