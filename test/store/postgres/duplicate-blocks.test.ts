// The duplicate blocks PostgreSQL groups in SQL (src/store/postgres/duplicate-blocks.ts)
// against SQLite's, on the same few hundred fictitious people made to collide every way the
// blocks look: e-mails (one person's second address another's first), phones written with
// and without spaces (and one too short to count), names with and without accents, in
// either order, with punctuation, cities in any case, birth dates, and groups over the
// limits. Both stores must hand out the same blocks with the same members and names.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqliteStore, openStore, type Store } from '../../../src/store/index.js';
import type { DuplicateBlock } from '../../../src/store/index.js';
import type { PersonFields } from '../../../src/domain/person.js';
import { usePostgres } from '../../helpers/postgres.js';

const postgres = usePostgres();
const T = '2026-11-22T10:00:00.000Z';
const FIRST = ['Anna', 'ANNA', 'Ánna', 'Béla', 'Bela', 'Zoë', 'Zoe', 'Ödön', 'Odon', 'Jean-Luc', 'Jean Luc', 'Ilona', 'Őz', ''];
const LAST = ['Kovács', 'Kovacs', 'KOVÁCS ', 'Nagy-Vártó', 'Nagy Vártó', 'Tóth', 'Toth', 'Müller', 'Muller', "O'Brien", 'Példa', 'Minta'];
const CITIES = ['Győr', 'Gyor', 'GYŐR', 'Budapest', ' budapest', 'Szeged', 'Pécs', 'Pecs', '', ''];
const BIRTHS = [null, null, '1990-01-31', '1985-06-15', '1990-01-31', '2001-12-01'];
const PHONES = ['', '', '', '+36 30 123 4567', '+36301234567', '+36 20 765 4321', '+1 23', '+49 151 2345 678'];

/** A deterministic pseudo-random sequence: the same people on every run and in both stores. */
function* numbers(seed: number): Generator<number> {
  let x = seed;
  for (;;) {
    x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
    yield x;
  }
}

function people(count: number): PersonFields[] {
  const next = numbers(42);
  // The high bits: an LCG's low bits repeat with a short period.
  const pick = <T>(list: readonly T[]): T => list[(next.next().value! >>> 12) % list.length]!;
  return Array.from({ length: count }, (_, i) => {
    let first = pick(FIRST);
    let last = pick(LAST);
    if (i % 7 === 0) [first, last] = [last, first]; // the name the other way round
    const shared = i % 11 === 0 ? `shared${i % 3}@example.com` : '';
    return {
      first, last,
      email: shared || `person${i}@example.com`,
      // Someone's second address is another's first: an e-mail block across the two columns.
      email2: i % 13 === 0 ? `person${i + 1}@example.com` : '',
      city: pick(CITIES),
      birth_date: pick(BIRTHS),
      phone_mobile: pick(PHONES),
      phone_land: i % 17 === 0 ? '+36 30 123 4567' : '',
    } as PersonFields;
  });
}

let dir: string;
let sqlite: Store;
let pgStore: Store;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'recruit-pgblocks-'));
  sqlite = openSqliteStore(join(dir, 'db.sqlite'));
  pgStore = await openStore(await postgres().createDatabase());
  for (const fields of people(700)) {
    // Shared e-mails are unique in the table: a person who would take one again keeps a personal one.
    for (const store of [sqlite, pgStore]) {
      await store.people.create(fields, T).catch(async () => store.people.create({ ...fields, email: `clash.${Math.random()}@example.com` }, T));
    }
  }
}, 120_000);

afterAll(async () => {
  await sqlite?.close();
  await pgStore?.close();
  rmSync(dir, { recursive: true, force: true });
});

async function blocksOf(store: Store, limits: { contact: number; name: number }): Promise<string[]> {
  const blocks: DuplicateBlock[] = [];
  await store.duplicates.blocks(limits, (block) => blocks.push(block));
  return blocks.map((b) => JSON.stringify(b)).sort();
}

describe('duplicate blocks grouped in PostgreSQL', () => {
  it('are the blocks SQLite finds, member for member, at several limits', async () => {
    // The two stores hold the same people under the same ids (the e-mails made on a clash differ, and no block uses them).
    expect(await pgStore.people.count()).toBe(await sqlite.people.count());
    for (const limits of [{ contact: 6, name: 8 }, { contact: 2, name: 3 }, { contact: 1000, name: 1000 }]) {
      const [a, b] = [await blocksOf(sqlite, limits), await blocksOf(pgStore, limits)];
      expect(b).toEqual(a);
    }
  });

  it('the comparison has teeth: every kind is found, and the limits leave blocks out', async () => {
    const loose = (await blocksOf(pgStore, { contact: 1000, name: 1000 })).map((b) => JSON.parse(b) as DuplicateBlock);
    const strict = (await blocksOf(pgStore, { contact: 6, name: 8 })).map((b) => JSON.parse(b) as DuplicateBlock);
    const kinds = new Set(loose.map((b) => b.kind));
    expect([...kinds].sort()).toEqual(['city-first', 'city-last', 'city-name', 'email', 'name-birth', 'phone']);
    expect(strict.length).toBeLessThan(loose.length);
    expect(strict.every((b) => b.members.length >= 2)).toBe(true);
    // Folding: "Kovács" and "KOVÁCS " and "Kovacs" in one city-last block, the compared given names folded.
    const cityLast = loose.filter((b) => b.kind === 'city-last');
    expect(cityLast.some((b) => b.members.some((m) => m.name === 'anna'))).toBe(true);
    // The phone too short to count (+1 23) makes no block.
    expect(loose.filter((b) => b.kind === 'phone').length).toBe(3);
  });
});
