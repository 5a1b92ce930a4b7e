// Local person import: validation like `person create`, rejects, de-duplication within the
// file and against the database, each conflict mode, batches, dry run, formats.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLocalFixture, type LocalFixture } from '../helpers/local.js';
import { codes, importText, people } from './import-helpers.js';

let fx: LocalFixture;
beforeEach(() => (fx = createLocalFixture()));
afterEach(() => fx.cleanup());

const HEADER = 'first,last,email,country,phone_mobile,category,birth_date';

describe('rows and rejects', () => {
  it('imports valid rows, normalises like person create and rejects bad rows with line and reason (CSV)', async () => {
    const text = [
      HEADER,
      'Anna,Minta,Anna.Minta@Example.com,HU,+44 20 7946 0101,1;3,1984-03-14',
      'Béla,,bela@example.org,348,,,',
      'Csilla,Teszt,not-an-email,,,,',
      'Dávid,Próba,david@example.net,XX,,,',
      'Emma,Kitalált,emma@example.com,,,,2001-02-29',
      'Ferenc,Példa,ferenc@example.com,,,99,',
      'Gréta,Minta,greta@example.com,,,,,extra',
    ].join('\n');
    const summary = await importText(fx, text, { rejects: 'rejects.csv' });
    expect(summary).toMatchObject({ rows: 7, created: 1, rejected: 6, skipped: 0 });
    expect(people(fx)).toEqual([expect.objectContaining({
      id: 1, first: 'Anna', email: 'anna.minta@example.com', country: 348, phone_mobile: '+44 20 7946 0101', category: [1, 3], birth_date: '1984-03-14',
    })]);
    const lines = readFileSync(join(fx.dir, 'rejects.csv'), 'utf8').trim().split('\n');
    expect(lines[0]).toBe(`reject_line,reject_reason,${HEADER}`);
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 1)[0])).toEqual(['3', '4', '5', '6', '7', '8']);
    // A row with an e-mail but no last name could only update: nobody has the e-mail.
    expect(lines[1]).toMatch(/^3,last: is required for a new person \(nobody has the e-mail bela@example.org to update\),Béla,,bela@example.org/);
    expect(lines[2]).toMatch(/^4,.*not a valid e-mail.*,Csilla,Teszt,not-an-email/);
    expect(lines[3]).toMatch(/unknown country code ""XX""/);
    expect(lines[4]).toMatch(/not a real date/);
    expect(lines[5]).toMatch(/unknown category code ""99""/);
    expect(lines[6]).toMatch(/the row has 8 fields, the header has 7/);
  });

  it('writes NDJSON rejects with the original row object', async () => {
    await importText(fx, `${HEADER}\nCsilla,Teszt,nope,,,,\n`, { rejects: 'rejects.ndjson' });
    const entries = readFileSync(join(fx.dir, 'rejects.ndjson'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    expect(entries).toEqual([{
      line: 2,
      reason: expect.stringMatching(/e-mail/),
      row: { first: 'Csilla', last: 'Teszt', email: 'nope', country: '', phone_mobile: '', category: '', birth_date: '' },
    }]);
  });

  it('a rejects CSV, once corrected, imports directly (reject_* columns are ignored)', async () => {
    await importText(fx, `${HEADER}\nCsilla,Teszt,nope,,,,\n`, { rejects: 'rejects.csv' });
    const fixed = readFileSync(join(fx.dir, 'rejects.csv'), 'utf8').replace(',nope,', ',csilla@example.com,');
    const summary = await importText(fx, fixed);
    expect(summary).toMatchObject({ created: 1, rejected: 0 });
    expect(people(fx)[0]).toMatchObject({ first: 'Csilla', email: 'csilla@example.com' });
  });

  it('reads a BOM, semicolons and spreadsheet header aliases', async () => {
    const text = '\uFEFFFirst Name;Last Name;E-mail;Phone;Country;Date of Birth;Categories\r\n'
      + 'Anna;Minta;anna@example.com;+44 20 7946 0102;HU;1990-07-21;"1;3"\r\n';
    expect(await importText(fx, text)).toMatchObject({ created: 1, rejected: 0 });
    expect(people(fx)[0]).toMatchObject({ first: 'Anna', last: 'Minta', email: 'anna@example.com', phone_mobile: '+44 20 7946 0102', country: 348, birth_date: '1990-07-21', category: [1, 3] });
  });

  it('stops before reading rows when a column is unknown or given twice', async () => {
    await expect(importText(fx, 'first,last,shoe_size\nA,B,44\n')).rejects.toThrow(/unknown column "shoe_size"/);
    await expect(importText(fx, 'first,last,E-mail,email\nA,B,a@example.com,a@example.com\n')).rejects.toThrow(/both give email/);
    expect(people(fx)).toEqual([]);
  });

  it('imports a JSON array and NDJSON with codes as keys, and rejects unknown keys and non-objects', async () => {
    const json = JSON.stringify([
      { first: 'Anna', last: 'Minta', email: 'anna@example.com', country: 'HU', category: ['it_dev', 3], experience: 12 },
      { first: 'Béla', last: 'Példa', shoe_size: 44 },
      'not an object',
    ]);
    expect(await importText(fx, json, { name: 'p.json' })).toMatchObject({ rows: 3, created: 1, rejected: 2 });
    const ndjson = '{"first":"Csilla","last":"Teszt","email":"csilla@example.com","regio":"348001;348006"}\n{broken\n';
    expect(await importText(fx, ndjson, { name: 'p.ndjson' })).toMatchObject({ rows: 2, created: 1, rejected: 1 });
    expect(people(fx).map((p) => [p.first, p.country, p.category, p.regio, p.experience])).toEqual([
      ['Anna', 348, [1, 3], [], '12'],
      ['Csilla', null, [], [348001, 348006], ''],
    ]);
  });
});

describe('de-duplication by e-mail and --on-conflict', () => {
  const first = `${HEADER}\nAnna,Minta,anna@example.com,HU,,1,\nBéla,Példa,bela@example.org,,,,\n`;
  const second = `${HEADER}\nAnna,Másik,ANNA@example.com,,,2,\nCsilla,Teszt,csilla@example.com,,,,\nAnna,Harmadik,anna@EXAMPLE.com,,,,\n`;

  it('skip (default): existing people and repeated e-mails in the file are kept as they are', async () => {
    await importText(fx, first);
    expect(await importText(fx, second)).toMatchObject({ created: 1, skipped: 2, updated: 0, rejected: 0 });
    expect(people(fx).map((p) => [p.first, p.last, p.email])).toEqual([
      ['Anna', 'Minta', 'anna@example.com'], ['Béla', 'Példa', 'bela@example.org'], ['Csilla', 'Teszt', 'csilla@example.com'],
    ]);
  });

  it('skip also within one file: the first row with an e-mail wins', async () => {
    expect(await importText(fx, second)).toMatchObject({ created: 2, skipped: 1 });
    expect(people(fx).map((p) => p.last)).toEqual(['Másik', 'Teszt']);
  });

  it('update: the given columns overwrite, in file order (the last row wins)', async () => {
    await importText(fx, first);
    expect(await importText(fx, second, { onConflict: 'update' })).toMatchObject({ created: 1, updated: 2, skipped: 0 });
    const anna = people(fx)[0];
    // Empty cells give no value: the stored country and the earlier row's category stay.
    expect(anna).toMatchObject({ id: 1, last: 'Harmadik', category: [2], country: 348, email: 'anna@example.com' });
  });

  it('update --clear-empty: empty cells clear the stored values', async () => {
    await importText(fx, first);
    expect(await importText(fx, second, { onConflict: 'update', clearEmpty: true })).toMatchObject({ created: 1, updated: 2, skipped: 0 });
    expect(people(fx)[0]).toMatchObject({ id: 1, last: 'Harmadik', category: [], country: null, email: 'anna@example.com' });
  });

  it('fail: clashing rows are rejected with the owner, the others are written', async () => {
    await importText(fx, first);
    const summary = await importText(fx, second, { onConflict: 'fail', rejects: 'r.ndjson' });
    expect(summary).toMatchObject({ created: 1, rejected: 2, conflicts: 2 });
    const reasons = readFileSync(join(fx.dir, 'r.ndjson'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { line: number; reason: string });
    expect(reasons.map((r) => r.line)).toEqual([2, 4]);
    expect(reasons[0]?.reason).toMatch(/exists already \(person 1\)/);
    expect(people(fx).map((p) => p.last)).toEqual(['Minta', 'Példa', 'Teszt']);
  });

  it('fail within one file names the duplicate as created by this import', async () => {
    const summary = await importText(fx, second, { onConflict: 'fail', rejects: 'r.ndjson' });
    expect(summary).toMatchObject({ created: 2, conflicts: 1 });
    expect(readFileSync(join(fx.dir, 'r.ndjson'), 'utf8')).toMatch(/appears earlier in this file \(person 1\)/);
  });

  // The same address in upper case or in NFD is the same person.
  describe.each([['CSV', 'csv'], ['NDJSON', 'ndjson']])('Unicode e-mails (%s)', (_label, format) => {
    const rows = (list: [string, string, string][]) => format === 'csv'
      ? `first,last,email\n${list.map((r) => r.join(',')).join('\n')}\n`
      : list.map(([first, last, email]) => JSON.stringify({ first, last, email })).join('\n');
    const name = () => `unicode-${Math.random().toString(36).slice(2)}.${format}`;

    it('skip, update and in-file de-duplication compare canonical forms', async () => {
      await importText(fx, rows([['Ágnes', 'Kovács', 'ágnes.kovács@example.com']]), { name: name() });
      const again = rows([
        ['Ágnes', 'Upper', 'ÁGNES.KOVÁCS@EXAMPLE.COM'],
        ['Ágnes', 'Decomposed', 'a\u0301gnes.kova\u0301cs@example.com'],
        ['Őrs', 'Új', 'ŐRS@EXAMPLE.COM'],
        ['Őrs', 'Repeat', 'őrs@example.com'],
      ]);
      expect(await importText(fx, again, { name: name() })).toMatchObject({ created: 1, skipped: 3 });
      expect(people(fx).map((p) => [p.last, p.email])).toEqual([['Kovács', 'ágnes.kovács@example.com'], ['Új', 'őrs@example.com']]);
      expect(await importText(fx, again, { name: name(), onConflict: 'update' })).toMatchObject({ created: 0, updated: 4 });
      expect(people(fx).map((p) => p.last)).toEqual(['Decomposed', 'Repeat']);
    });
  });

  it('rejects a state of another country, on the CSV fast path as in person create', async () => {
    const states = codes.tables.state;
    const hu = states.find((st) => st['country'] === 348)!;
    const de = states.find((st) => st['country'] === 276)!;
    const text = `first,last,country,state\nAnna,Jó,HU,${hu.key}\nBéla,Rossz,DE,${hu.key}\nCili,Jó,DE,${de.code}\n`;
    expect(await importText(fx, text, { rejects: 'state-rejects.csv' })).toMatchObject({ created: 2, rejected: 1 });
    expect(readFileSync(join(fx.dir, 'state-rejects.csv'), 'utf8')).toMatch(/3,.*is not in country DE/);
  });

  it('rows without an e-mail are never matched', async () => {
    const text = `${HEADER}\nAnna,Minta,,,,,\nAnna,Minta,,,,,\n`;
    expect(await importText(fx, text)).toMatchObject({ created: 2 });
  });
});

describe('dry run and batches', () => {
  it('--dry-run counts like a real run and writes nothing', async () => {
    await importText(fx, `${HEADER}\nAnna,Minta,anna@example.com,,,,\n`);
    const before = people(fx);
    const text = `${HEADER}\nAnna,X,anna@example.com,,,,\nBéla,Y,bela@example.com,,,,\nBéla,Z,BELA@example.com,,,,\nbad,,,,,,\n`;
    const summary = await importText(fx, text, { dryRun: true, onConflict: 'fail', rejects: 'r.ndjson' });
    expect(summary).toMatchObject({ dry_run: true, rows: 4, created: 1, rejected: 3, conflicts: 2 });
    expect(people(fx)).toEqual(before);
    expect(fx.store.sqlite.audit.count()).toBe(0);
  });

  it('writes in batches of --batch-size and gives the same data as one batch', async () => {
    const rows = Array.from({ length: 23 }, (_, i) => `P${i},Minta,p${i}@example.com,,,,`);
    const text = `${HEADER}\n${rows.join('\n')}\n`;
    expect(await importText(fx, text, { batchSize: 5 })).toMatchObject({ created: 23 });
    const small = people(fx);
    const other = createLocalFixture();
    try {
      await importText(other, text, { batchSize: 5000 });
      expect(people(other)).toEqual(small);
    } finally {
      other.cleanup();
    }
  });
});
