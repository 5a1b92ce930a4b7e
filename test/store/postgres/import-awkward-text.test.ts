// A CSV whose quoted cells hold line breaks, carriage returns, tabs, backslashes and the
// other characters COPY's text format reads specially imports the same on both stores: the
// PostgreSQL import streams rows with COPY, which split a row at a raw line break and failed
// ("missing data for column") where SQLite stored the value. Property-style: random cells
// drawn from those characters, imported by the bulk service (in-thread validation) into a
// SQLite file and a PostgreSQL database; both must store exactly what `person create` keeps
// (the value, trimmed).
import { Readable } from 'node:stream';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runRecruit } from '../../helpers/cli.js';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { usePostgres, resetDatabase } from '../../helpers/postgres.js';
import { createLocalFixture, fixedClock } from '../../helpers/local.js';
import { openStore, type Store } from '../../../src/store/index.js';
import { codeBookFor } from '../../../src/domain/codes.js';
import { localBulkService } from '../../../src/service/bulk-service.js';
import { csvLine } from '../../../src/service/import/csv-reader.js';

const postgres = usePostgres();
const codes = codeBookFor(join(import.meta.dirname, '../../../data'));
let url: string;

beforeAll(async () => {
  url = await postgres().createDatabase();
  (await openStore(url)).close();
}, 60_000);

const TEXT_FIELDS = ['first', 'last', 'city', 'street', 'zip', 'girl_name'] as const;
const PIECES = ['a', 'Ő', 'é', '💥', ' ', '\n', '\r\n', '\r', '\t', '\\', '\\N', '\\.', '\\n', '"', ',', ';', '.', "'"];
const cell = fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 8 }).map((parts) => `Z${parts.join('')}`);
const row = fc.record(Object.fromEntries(TEXT_FIELDS.map((f) => [f, cell])) as Record<(typeof TEXT_FIELDS)[number], fc.Arbitrary<string>>);

async function importInto(store: Store, text: string) {
  const bulk = localBulkService({ store, codes: async () => codes, clock: fixedClock() });
  const summary = await bulk.importRecords({
    resource: 'person', file: '-', format: 'csv', stdin: Readable.from([Buffer.from(text)]), onConflict: 'skip',
    batchSize: 7, concurrency: 1, dryRun: false,
  });
  const people = await store.bulk.exportPeoplePage(0, 1000, { at: '2026-11-22 10:00:00', actor: 'test', action: 'person.export', request_id: 'r' });
  return { summary, people: people.map((p) => Object.fromEntries(TEXT_FIELDS.map((f) => [f, p[f]]))) };
}

describe('import of awkward text on both stores', () => {
  it('stores line breaks, CR, tabs and backslashes inside quoted cells exactly as SQLite does', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(row, { minLength: 1, maxLength: 20 }), async (rows) => {
        const text = `${csvLine([...TEXT_FIELDS])}\n${rows.map((r) => csvLine(TEXT_FIELDS.map((f) => r[f]))).join('\n')}\n`;
        const fx = createLocalFixture();
        let pg: Store | undefined;
        try {
          await resetDatabase(url);
          pg = await openStore(url);
          const sqlite = await importInto(fx.store, text);
          const onPg = await importInto(pg, text);
          const expected = rows.map((r) => Object.fromEntries(TEXT_FIELDS.map((f) => [f, r[f].trim()])));
          expect(sqlite.summary).toMatchObject({ rows: rows.length, created: rows.length, rejected: 0 });
          expect(sqlite.people).toEqual(expected);
          expect(onPg.summary).toMatchObject({ rows: rows.length, created: rows.length, rejected: 0 });
          expect(onPg.people).toEqual(expected);
        } finally {
          await pg?.close();
          fx.cleanup();
        }
      }),
      { numRuns: 12, seed: 20261128 },
    );
  }, 180_000);
});

describe('person import of a CSV with a line break in a quoted cell (the CLI, both stores)', () => {
  it('imports the same person on SQLite and PostgreSQL', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'recruit-multiline-'));
    try {
      const file = join(dir, 'people.csv');
      writeFileSync(file, 'first,last,email,street,zip\r\nAnna,Minta,anna@example.org,"Fő utca 1.\r\nII. emelet, 3 \\ B",1011\r\nBéla,Példa,bela@example.org,Kő utca 2.,1012\r\n');
      const results = [];
      for (const db of [join(dir, 'people.sqlite'), await postgres().createDatabase()]) {
        const run = await runRecruit(['--db', db, 'person', 'import', file, '--json', '--strict']);
        expect(run.stderr).not.toMatch(/error/);
        expect(run.code).toBe(0);
        const { seconds: _s, ...summary } = run.json<Record<string, unknown>>();
        const anna = (await runRecruit(['--db', db, 'person', 'get', '1', '--json'])).json<Record<string, unknown>>();
        results.push({ summary, street: anna['street'], zip: anna['zip'] });
      }
      expect(results[0]).toEqual({ summary: expect.objectContaining({ created: 2, rejected: 0 }), street: 'Fő utca 1.\r\nII. emelet, 3 \\ B', zip: '1011' });
      expect(results[1]).toEqual(results[0]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
