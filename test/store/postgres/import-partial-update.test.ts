// `person import --on-conflict update` with empty cells and partial files, the same on every
// path: locally on SQLite and on PostgreSQL (the bulk writers), and with --remote through a
// server on each store (one PUT per row). An empty cell (JSON "") means "no value given" and
// keeps the stored value; --clear-empty clears it; JSON null clears; a file of e-mail plus
// the columns to change updates whoever has the e-mail, and refuses a row whose e-mail nobody
// has (a new person needs first and last). A refused header writes no rejects file.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRecruit } from '../../helpers/cli.js';
import { usePostgres } from '../../helpers/postgres.js';
import { startTestServer, startTestServerOn } from '../../helpers/server.js';
import { openStore } from '../../../src/store/index.js';

const postgres = usePostgres();
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'recruit-partial-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Target {
  /** The global options that select the database or the server. */
  args: string[];
  close(): Promise<void>;
}

type Mode = 'sqlite' | 'postgres' | 'remote sqlite' | 'remote postgres';
const MODES: Mode[] = ['sqlite', 'postgres', 'remote sqlite', 'remote postgres'];

async function open(mode: Mode): Promise<Target> {
  if (mode === 'sqlite') return { args: ['--db', join(dir, `${Math.random().toString(36).slice(2)}.sqlite`)], close: async () => undefined };
  if (mode === 'postgres') return { args: ['--db', await postgres().createDatabase()], close: async () => undefined };
  const server = mode === 'remote sqlite'
    ? await startTestServer()
    : await startTestServerOn(await openStore(await postgres().createDatabase()), {}, async () => undefined);
  return { args: ['--remote', server.url, '--token', server.token], close: () => server.close() };
}

function file(name: string, text: string): string {
  const path = join(dir, `${Math.random().toString(36).slice(2)}-${name}`);
  writeFileSync(path, text);
  return path;
}

describe.each(MODES)('partial updates by import (%s)', (mode) => {
  let target: Target;
  beforeAll(async () => {
    target = await open(mode);
  }, 60_000);
  afterAll(() => target.close());

  const recruit = (...args: string[]) => runRecruit([...target.args, ...args]);
  const person = async (email: string) => {
    const found = await recruit('person', 'exists', email, '--json');
    const id = found.json<{ id: number }>().id;
    return (await recruit('person', 'get', String(id), '--json')).json<Record<string, unknown>>();
  };
  const imported = async (path: string, ...flags: string[]) => {
    const run = await recruit('person', 'import', path, '--json', ...flags);
    expect(run.stderr).not.toMatch(/bug in recruit/);
    const { seconds: _s, ...summary } = run.json<Record<string, unknown>>();
    return summary;
  };

  it('empty cells keep, --clear-empty clears, partial files update, unknown e-mails are refused', async () => {
    const seed = file('seed.csv', 'first,last,email,city,phone_mobile,zip\nInga,Jaroš,inj@example.org,Pécs,+36 30 123 4567,7621\n');
    expect(await imported(seed)).toMatchObject({ created: 1 });

    // The row of the report: X,Y,inj@x.hu,, — the empty city and phone must stay.
    const names = file('names.csv', 'first,last,email,city,phone_mobile\nIngrid,Jarosova,INJ@example.org,,\n');
    expect(await imported(names, '--on-conflict', 'update')).toMatchObject({ updated: 1, rejected: 0 });
    expect(await person('inj@example.org')).toMatchObject({ first: 'Ingrid', last: 'Jarosova', city: 'Pécs', phone_mobile: '+36 30 123 4567', zip: '7621' });

    // Only e-mail plus the columns to change: a partial update; an e-mail nobody has is refused.
    const partial = file('partial.csv', 'email,city\ninj@example.org,Győr\nnobody@example.org,Eger\n');
    const rejects = join(dir, `${mode.replace(' ', '-')}-rejects.csv`);
    expect(await imported(partial, '--on-conflict', 'update', '--dry-run')).toMatchObject({ updated: 1, created: 0, rejected: 1 });
    expect(await person('inj@example.org')).toMatchObject({ city: 'Pécs' });
    expect(await imported(partial, '--on-conflict', 'update', '--rejects', rejects)).toMatchObject({ updated: 1, created: 0, rejected: 1, conflicts: 0 });
    expect(readFileSync(rejects, 'utf8').trim().split('\n').slice(1)).toEqual([
      '3,first: is required for a new person (nobody has the e-mail nobody@example.org to update),nobody@example.org,Eger',
    ]);
    expect(await person('inj@example.org')).toMatchObject({ first: 'Ingrid', city: 'Győr', phone_mobile: '+36 30 123 4567' });
    expect(await imported(partial, '--on-conflict', 'skip')).toMatchObject({ skipped: 1, rejected: 1, created: 0 });

    // --clear-empty: the empty cells clear.
    const clearing = file('clear.csv', 'email,city,phone_mobile\ninj@example.org,,\n');
    expect(await imported(clearing, '--on-conflict', 'update', '--clear-empty')).toMatchObject({ updated: 1 });
    expect(await person('inj@example.org')).toMatchObject({ first: 'Ingrid', city: '', phone_mobile: '', zip: '7621' });

    // NDJSON: "" and a missing member keep, null clears.
    const json = file('changes.ndjson', `${JSON.stringify({ email: 'inj@example.org', city: 'Szeged', zip: '', country: 'HU' })}\n${JSON.stringify({ email: 'inj@example.org', zip: null, country: null })}\n`);
    expect(await imported(json, '--on-conflict', 'update')).toMatchObject({ updated: 2, rejected: 0 });
    expect(await person('inj@example.org')).toMatchObject({ first: 'Ingrid', city: 'Szeged', zip: '', country: null });
  }, 120_000);

  it('within one batch a partial row finds only a person created by an earlier row (as row by row)', async () => {
    const rows = file('order.csv', 'email,first,last,city\nnew1@example.org,,,Eger\nnew1@example.org,Nora,Neu,Pécs\nNEW1@example.org,,,Győr\n');
    expect(await imported(rows, '--on-conflict', 'update', '--batch-size', '10')).toMatchObject({ created: 1, updated: 1, rejected: 1, conflicts: 0 });
    expect(await person('new1@example.org')).toMatchObject({ first: 'Nora', last: 'Neu', city: 'Győr' });
  }, 60_000);

  it('a file with localised headers imports; one with unknown columns is refused whole, without a rejects file', async () => {
    const german = file('de.csv', 'Vorname;Nachname;E-Mail;Straße;PLZ;Geburtsdatum\nJörg;Beispiel;joerg@example.org;Hauptstr. 1;10115;31.12.1985\n;;;;;\nAna;Ejemplo;ana@example.org;;;31.02.1990\n');
    const rejects = join(dir, `${mode.replace(' ', '-')}-de-rejects.csv`);
    expect(await imported(german, '--rejects', rejects)).toMatchObject({ created: 1, rejected: 2 });
    expect(await person('joerg@example.org')).toMatchObject({ first: 'Jörg', last: 'Beispiel', street: 'Hauptstr. 1', zip: '10115', birth_date: '1985-12-31' });
    expect(readFileSync(rejects, 'utf8').trim().split('\n').slice(1)).toEqual([
      '3,empty row,,,,,,',
      '4,"birth_date: ""31.02.1990"" is not a real date",Ana,Ejemplo,ana@example.org,,,31.02.1990',
    ]);

    const spanish = file('es.csv', 'Nombre,Apellidos,Correo,Notas\nLucía,Ejemplo,lucia@example.org,llamar\n');
    const refusedRejects = join(dir, `${mode.replace(' ', '-')}-es-rejects.csv`);
    const refused = await recruit('person', 'import', spanish, '--rejects', refusedRejects);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/unknown column "Notas"; nothing was imported/);
    expect(refused.stderr).toMatch(/first \([^)]*Nombre/);
    expect(existsSync(refusedRejects)).toBe(false);
    expect(await imported(spanish, '--map', 'Notas=')).toMatchObject({ created: 1 });
    expect(await person('lucia@example.org')).toMatchObject({ first: 'Lucía', last: 'Ejemplo' });
  }, 120_000);
});
