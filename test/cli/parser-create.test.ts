// `parser parse --create` is safe to re-run and honest, locally and
// with --remote, and `parser parse` leaves nothing on disk without --images-dir. Real CLI
// (bin/recruit.js → dist/: `npm run build` first), real SQLite, a real server on 127.0.0.1.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { createCliSandbox, type CliSandbox } from '../helpers/cli.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

// Fictitious people, written by the test.
const IDA = 'Ida Próba\nida.proba@example.com\n+36 30 555 0101\nSkills: Python, SQL\n';
const IDA_LATER = 'Ida Próba\nida.proba@example.com\nAddress: Fő utca 1, 1052 Budapest\nBorn: 1990-05-12\nSkills: Python, SQL, Docker\n';
const IDA_BY_PHONE = 'Ida Próba\n+36305550101\nSkills: Kotlin\n';
const NO_LAST_NAME = 'Zsófi\nSkills: baking\n';
// No name printed: the top lines are a labelled skills line or the languages spoken, never a person.
const SKILLS_ON_TOP = 'Skills: Excel, Word\nida.proba@example.com\nAddress: Fő utca 1, 1052 Budapest\n';
const LANGUAGES_ON_TOP = 'Deutsch, Englisch\nkontakt@example.org\n+49 30 1234567\n';
// Another person who shares Ida's phone (a family number), from another city.
const BELA_SAME_PHONE = 'Béla Teszt\n+36 30 555 0101\nAddress: Kossuth tér 2, 6720 Szeged\nSkills: Welding\n';
// Ida again, by phone, her name in capitals and without accents.
const IDA_UPPER_BY_PHONE = 'IDA PROBA\n+36 30 555 0101\nAddress: Fő utca 1, 1052 Budapest\nSkills: Go\n';

interface Counts { people: number; documents: number }

function write(dir: string, files: Record<string, string>): void {
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

describe.each([
  ['locally', 'local'],
  ['with --remote', 'remote'],
] as const)('parser parse --create %s', (_label, mode) => {
  let cli: CliSandbox;
  let server: TestServer | undefined;
  let args: string[];
  let counts: () => Counts;

  beforeEach(async () => {
    cli = createCliSandbox();
    if (mode === 'remote') {
      server = await startTestServer();
      args = ['--remote', server.url, '--token', server.token];
    } else {
      args = [];
    }
    const dbPath = server ? server.storePath : cli.db;
    counts = () => {
      const db = new Database(dbPath, { readonly: true });
      try {
        return {
          people: db.prepare('SELECT count(*) FROM people').pluck().get() as number,
          documents: db.prepare('SELECT count(*) FROM documents').pluck().get() as number,
        };
      } finally {
        db.close();
      }
    };
  });
  afterEach(async () => {
    cli.cleanup();
    await server?.close();
    server = undefined;
  });

  const parse = (...rest: string[]) => cli.run([...args, 'parser', 'parse', ...rest, '--create'], { env: { HOME: cli.dir } });

  it('re-running on the same directory creates nothing new; a file without a last name is ✗, exit 1', async () => {
    const inbox = join(cli.dir, 'inbox');
    write(inbox, { 'a-ida.txt': IDA, 'b-zsofi.txt': NO_LAST_NAME });

    const first = await parse(inbox);
    expect(first.code, first.stderr).toBe(1);
    expect(first.stdout).toMatch(/✓ .*a-ida\.txt.*created person \d+, document \d+/);
    // A lone word that no label, e-mail or larger type confirms is no name: refused for no name, as it was for no last name.
    expect(first.stdout).toMatch(/✗ .*b-zsofi\.txt: no (last )?name found/);
    expect(first.stderr).toContain('created 1, updated 0, unchanged 0, failed 1');
    expect(counts()).toEqual({ people: 1, documents: 1 });

    const again = await parse(inbox);
    expect(again.code).toBe(1);
    expect(again.stdout).toMatch(/✓ .*a-ida\.txt.*unchanged person \d+, already has this file as document \d+/);
    expect(again.stderr).toContain('created 0, updated 0, unchanged 1, failed 1');
    expect(counts()).toEqual({ people: 1, documents: 1 });
  });

  it('the same person by e-mail, then by phone, is updated and gets each CV once', async () => {
    write(cli.dir, { 'ida.txt': IDA, 'ida-later.txt': IDA_LATER, 'ida-phone.txt': IDA_BY_PHONE });
    const created = await parse(join(cli.dir, 'ida.txt'), '--json');
    expect(created.code, created.stderr).toBe(0);
    const personId = created.json<{ created: { action: string; person_id: number } }>().created.person_id;
    expect(created.json<{ created: unknown }>().created).toMatchObject({ action: 'created' });

    const byEmail = await parse(join(cli.dir, 'ida-later.txt'), '--json');
    expect(byEmail.json<{ created: unknown }>().created).toMatchObject({ action: 'updated', person_id: personId, matched: 'e-mail' });
    const byPhone = await parse(join(cli.dir, 'ida-phone.txt'), '--json');
    expect(byPhone.json<{ created: unknown }>().created).toMatchObject({ action: 'updated', person_id: personId, matched: 'phone and name' });
    expect(counts()).toEqual({ people: 1, documents: 3 });

    // The update filled the empty city and birth date and kept what was there (the name too).
    const person = (await cli.run([...args, 'person', 'get', String(personId), '--json'])).json<Record<string, unknown>>();
    expect(person).toMatchObject({
      first: 'Ida', last: 'Próba', city: 'Budapest', birth_date: '1990-05-12', email: 'ida.proba@example.com', phone_mobile: '+36 30 555 0101',
    });

    const all = await parse(join(cli.dir, 'ida.txt'), join(cli.dir, 'ida-later.txt'), join(cli.dir, 'ida-phone.txt'));
    expect(all.code, all.stderr).toBe(0);
    expect(all.stderr).toContain('created 0, updated 0, unchanged 3, failed 0');
    expect(counts()).toEqual({ people: 1, documents: 3 });
  });

  it('a phone shared with someone of another name makes a new person; the same name by phone updates; an address is taken only whole', async () => {
    write(cli.dir, { 'ida.txt': IDA, 'bela.txt': BELA_SAME_PHONE, 'ida-upper.txt': IDA_UPPER_BY_PHONE });
    const ida = (await parse(join(cli.dir, 'ida.txt'), '--json')).json<{ created: { person_id: number } }>().created.person_id;
    // Ida has a city but no street or zip: her address is hers, not half of someone else's.
    expect((await cli.run([...args, 'person', 'update', String(ida), '--city', 'Debrecen'])).code).toBe(0);

    const bela = await parse(join(cli.dir, 'bela.txt'));
    expect(bela.code, bela.stderr).toBe(0);
    expect(bela.stderr).toMatch(new RegExp(`created person \\d+, phone also on person ${ida} with another name: not merged`));
    expect(counts()).toEqual({ people: 2, documents: 2 });
    const person = async (id: number) => (await cli.run([...args, 'person', 'get', String(id), '--json'])).json<Record<string, unknown>>();
    expect(await person(ida)).toMatchObject({ first: 'Ida', last: 'Próba', city: 'Debrecen', street: '', zip: '' });

    const upper = await parse(join(cli.dir, 'ida-upper.txt'), '--json');
    expect(upper.json<{ created: unknown }>().created).toMatchObject({ action: 'updated', person_id: ida, matched: 'phone and name' });
    // Her stored address (a city alone) is kept whole: no Budapest street or zip beside Debrecen.
    expect(await person(ida)).toMatchObject({ city: 'Debrecen', street: '', zip: '' });
    expect(counts()).toEqual({ people: 2, documents: 3 });
  });

  it('one file that cannot become a person: ✗ with its reason, exit 1, nothing written', async () => {
    write(cli.dir, { 'zsofi.txt': NO_LAST_NAME });
    const run = await parse(join(cli.dir, 'zsofi.txt'));
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/✗ not created: no (last )?name found in the file/);
    expect(counts()).toEqual({ people: 0, documents: 0 });
  });

  it('a file with no name is refused, even when its e-mail finds a person: ✗ no name found, exit 1', async () => {
    write(cli.dir, { 'ida.txt': IDA, 'skills.txt': SKILLS_ON_TOP, 'languages.txt': LANGUAGES_ON_TOP });
    expect((await parse(join(cli.dir, 'ida.txt'))).code).toBe(0);
    for (const file of ['skills.txt', 'languages.txt']) {
      const run = await parse(join(cli.dir, file));
      expect(run.code, run.stderr).toBe(1);
      expect(run.stderr).toContain('✗ not created: no name found in the file');
    }
    expect(counts()).toEqual({ people: 1, documents: 1 });
  });

  it('an unreadable file fails alone: the others are created, exit 1', async () => {
    const inbox = join(cli.dir, 'inbox');
    write(inbox, { 'ida.txt': IDA });
    writeFileSync(join(inbox, 'broken.pdf'), '%PDF-1.7\n1 0 obj << /Type /Catalog >>\n%%EOF garbage');
    writeFileSync(join(inbox, 'empty.docx'), '');
    const run = await parse(inbox);
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/✗ .*broken\.pdf: /);
    expect(run.stdout).toMatch(/✗ .*empty\.docx: .*empty/);
    expect(run.stderr).toContain('created 1, updated 0, unchanged 0, failed 2');
    expect(counts()).toEqual({ people: 1, documents: 1 });
  });
});

describe('parser parse leaves nothing on disk (item 6)', () => {
  let cli: CliSandbox;
  beforeEach(() => (cli = createCliSandbox({ database: 'absent' })));
  afterEach(() => cli.cleanup());

  it('without --images-dir: no image files anywhere under HOME or the working dir; image URLs are memory: placeholders', async () => {
    const home = join(cli.dir, 'home');
    mkdirSync(home);
    const pdf = join(import.meta.dirname, '../fixtures/parser/files/german-photo.pdf');
    const run = await cli.run(['parser', 'parse', pdf, '--json'], { env: { HOME: home, XDG_CACHE_HOME: join(home, '.cache') } });
    expect(run.code, run.stderr).toBe(0);
    const { images } = run.json<{ images: string[] }>();
    expect(images).toHaveLength(1);
    expect(images[0]).toMatch(/^memory:image-[0-9a-f]{32}\.(png|jpg)$/);
    expect(listFiles(home)).toEqual([]);
    expect(listFiles(cli.dir).filter((f) => !f.startsWith(home))).toEqual([]);
  });

  it('with --images-dir: the images are saved there, as file:// URLs', async () => {
    const images = join(cli.dir, 'images');
    const pdf = join(import.meta.dirname, '../fixtures/parser/files/german-photo.pdf');
    const run = await cli.run(['parser', 'parse', pdf, '--json', '--images-dir', images], { env: { HOME: cli.dir } });
    expect(run.code, run.stderr).toBe(0);
    const url = run.json<{ images: string[] }>().images[0]!;
    expect(url.startsWith('file://')).toBe(true);
    expect(listFiles(images)).toHaveLength(1);
  });
});
