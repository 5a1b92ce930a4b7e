// Issue 10 item 9 end to end (the built binary, locally and with --remote against a real
// server): a Windows-1250 CSV of invented Hungarian people is refused before anything is
// written — so --on-conflict update cannot overwrite good records with "K�v�ri" — and is
// imported right with --encoding cp1250; a UTF-16 BOM is honoured; local date forms are read,
// slashed dates refused with the accepted forms.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import { createCliSandbox, firstRecord, type CliSandbox } from '../helpers/cli.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

// Invented people; every name has letters Windows-1250 writes differently from UTF-8 (ő, ű, Ő).
const HEADER = 'first,last,email,city,birth_date';
const PEOPLE = [
  ['Kinga', 'Kővári', 'kinga.kovari@example.com', 'Győr', '1985-12-31'],
  ['Ödön', 'Szűcs', 'odon.szucs@example.org', 'Pécs', '1979-03-08'],
  ['Őrs', 'Bőszné Újvári', 'ors.boszne@example.net', 'Kőszeg', '1990-07-01'],
];
const csv = (rows: string[][]) => `${[HEADER, ...rows.map((row) => row.join(','))].join('\r\n')}\r\n`;

let server: TestServer;
let cli: CliSandbox;
beforeAll(async () => {
  server = await startTestServer();
  cli = createCliSandbox();
});
afterAll(async () => {
  cli.cleanup();
  await server.close();
});

describe.each(['local', 'remote'] as const)('import encodings and dates (%s)', (mode) => {
  const run = (...args: string[]) => cli.run(mode === 'remote' ? ['--remote', server.url, '--token', server.token, ...args] : args);
  const file = (name: string, bytes: Buffer | string) => {
    const path = join(cli.dir, `${mode}-${name}`);
    writeFileSync(path, bytes);
    return path;
  };
  const person = async (email: string) => {
    const id = (await run('person', 'exists', email, '--json')).stdout.match(/\d+/)?.[0] ?? '';
    return firstRecord((await run('person', 'get', id, '--json')).json());
  };
  const count = async () => (mode === 'remote' ? server.store.sqlite.people.count() : (await cli.run(['person', 'export', '--format', 'ndjson'])).stdout.trim().split('\n').filter(Boolean).length);

  it('a Windows-1250 file is refused before anything is written; --encoding cp1250 imports it right', async () => {
    const seeded = await run('person', 'import', file('people.csv', csv(PEOPLE)), '--json');
    expect(seeded.json()).toMatchObject({ created: 3, rejected: 0 });
    const before = await count();

    // The same people moved town, saved by Excel as plain "CSV" (Windows-1250), plus a new person.
    const moved = [...PEOPLE.map((row) => [...row.slice(0, 3), 'Sopron', row[4] as string]), ['Győző', 'Kőrösi', 'gyozo.korosi@example.com', 'Eger', '1970-01-02']];
    const excel = file('excel.csv', iconv.encode(csv(moved), 'cp1250'));
    const refused = await run('person', 'import', excel, '--on-conflict', 'update');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('is not UTF-8 text: line 2 has the byte 0xF5');
    expect(refused.stderr).toContain('nothing was imported');
    expect(refused.stderr).toContain('--encoding cp1250');
    expect(await count()).toBe(before);
    expect(await person('kinga.kovari@example.com')).toMatchObject({ last: 'Kővári', city: 'Győr' });

    // The other way round: a UTF-8 file read as Windows-1250 would garble "Kővári" into "KĹ‘vĂˇri".
    const utf8 = file('moved-utf8.csv', csv(moved));
    const garbling = await run('person', 'import', utf8, '--on-conflict', 'update', '--encoding', 'cp1250');
    expect(garbling.code).toBe(2);
    expect(garbling.stderr).toContain('is UTF-8 text with letters beyond ASCII, not cp1250');
    expect(await count()).toBe(before);

    const imported = await run('person', 'import', excel, '--on-conflict', 'update', '--encoding', 'cp1250', '--json');
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.json()).toMatchObject({ updated: 3, created: 1, rejected: 0 });
    expect(await person('kinga.kovari@example.com')).toMatchObject({ first: 'Kinga', last: 'Kővári', city: 'Sopron' });
    expect(await person('ors.boszne@example.net')).toMatchObject({ first: 'Őrs', last: 'Bőszné Újvári' });
    expect(await person('gyozo.korosi@example.com')).toMatchObject({ first: 'Győző', last: 'Kőrösi', city: 'Eger' });
  });

  it('stdin in Windows-1250 is refused too; UTF-16LE with a BOM and latin2 are read right', async () => {
    // runRecruit hands `stdin` to stream.end(), which takes bytes as well as text.
    const excel = iconv.encode(csv(PEOPLE.map((row) => [...row.slice(0, 3), 'Sopron', row[4] as string])), 'cp1250');
    const args = ['person', 'import', '-', '--on-conflict', 'update', '--input-format', 'csv'];
    const piped = await cli.run(mode === 'remote' ? ['--remote', server.url, '--token', server.token, ...args] : args, { stdin: excel as unknown as string });
    expect(piped.code).toBe(2);
    expect(piped.stderr).toContain('stdin is not UTF-8 text: line 2 has the byte 0xF5');
    expect(await person('kinga.kovari@example.com')).toMatchObject({ first: 'Kinga', last: 'Kővári' });
    const utf16 = await run('person', 'import', file('utf16.csv', iconv.encode(csv([PEOPLE[1] as string[]]), 'utf16le', { addBOM: true })), '--on-conflict', 'update', '--json');
    expect(utf16.json()).toMatchObject({ updated: 1, rejected: 0 });
    expect(await person('odon.szucs@example.org')).toMatchObject({ first: 'Ödön', last: 'Szűcs', city: 'Pécs' });
    const latin2 = await run('person', 'import', file('latin2.csv', iconv.encode(csv([PEOPLE[2] as string[]]), 'latin2')), '--on-conflict', 'update', '--encoding', 'latin2', '--json');
    expect(latin2.json()).toMatchObject({ updated: 1, rejected: 0 });
    expect(await person('ors.boszne@example.net')).toMatchObject({ last: 'Bőszné Újvári', city: 'Kőszeg' });
  });

  it('dates: 31.12.1985, 1985.12.31. and 1985-12-31 are read; 12/31/1985 is rejected naming the accepted forms', async () => {
    const rows = [
      ['Dóra', 'Pálffy', `dora.palffy.${mode}@example.com`, 'Vác', '31.12.1985'],
      ['Etel', 'Rácz', `etel.racz.${mode}@example.com`, 'Eger', '1985.12.31.'],
      ['Frigyes', 'Sárközi', `frigyes.sarkozi.${mode}@example.com`, 'Tata', '1985-12-31'],
      ['Gréta', 'Tóth', `greta.toth.${mode}@example.com`, 'Pápa', '12/31/1985'],
    ];
    const result = await run('person', 'import', file('dates.csv', csv(rows)), '--json');
    expect(result.json()).toMatchObject({ created: 3, rejected: 1 });
    expect(result.stderr).toContain('line 5: birth_date 12/31/1985 is ambiguous (day or month first?): write it as 1985-12-31, 31.12.1985 or 1985.12.31.');
    for (const row of rows.slice(0, 3)) expect(await person(row[2] as string)).toMatchObject({ birth_date: '1985-12-31' });
  });
});
