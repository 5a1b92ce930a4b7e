// The packed form of a validated person (import-store.ts) and the batches of them that the
// validation worker hands over (batch-codec.ts): values survive the round trip with their
// types, and a separator inside a value fails loudly instead of shifting columns.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalFixture, type LocalFixture } from '../helpers/local.js';
import { createImportStore } from '../../src/store/sqlite/import-store.js';
import { packedEmail, packPerson, unpackPerson } from '../../src/domain/packed-person.js';
import { personCodec } from '../../src/service/import/batch-codec.js';
import { InternalError } from '../../src/domain/errors.js';
import type { PersonFields } from '../../src/domain/person.js';

let fx: LocalFixture;
beforeEach(() => (fx = createLocalFixture()));
afterEach(() => fx.cleanup());

const anna: PersonFields = {
  first: 'Anna', last: 'Minta', email: 'anna@example.com', category: [1, 3], regio: [], country: 348, state: null,
  birth_date: '1984-03-14', phone_mobile: '+36 30 123 4567', sex: 'F', experience: '12',
};

describe('packed person', () => {
  it('gives back exactly the fields it was given, with their types', () => {
    expect(unpackPerson(packPerson(anna))).toEqual(anna);
    expect(unpackPerson(packPerson({ first: 'B', last: 'C', birth_date: null, family_state: 2 }))).toEqual({ first: 'B', last: 'C', birth_date: null, family_state: 2 });
  });

  it('names its e-mail, or none', () => {
    expect(packedEmail(packPerson(anna))).toBe('anna@example.com');
    expect(packedEmail(packPerson({ first: 'B', last: 'C' }))).toBe('');
  });

  it('is inserted like people-store stores a person (codes as integers, absent as defaults)', () => {
    const bulk = createImportStore(fx.store.sqlite.db);
    const id = bulk.insertPersonUnlessEmailTaken(packPerson(anna), '2026-11-22 10:00:00');
    expect(id).toBe(1);
    expect(fx.store.sqlite.people.get(id)).toMatchObject({ ...anna, email2: '', title: '', family_state: null, move_ok: '', regio: [] });
    expect(fx.store.sqlite.db.prepare('SELECT typeof(country) AS country, typeof(state) AS state FROM people').get()).toEqual({ country: 'integer', state: 'null' });
    expect(bulk.insertPersonUnlessEmailTaken(packPerson({ ...anna, email: 'ANNA@example.com' }), '2026-11-22 10:00:00')).toBe(0);
  });

  it('refuses a packed person with a separator inside a value, and writes nothing', () => {
    const bulk = createImportStore(fx.store.sqlite.db);
    const smuggled = packPerson({ ...anna, city: 'Buda\u001fpest' });
    expect(() => bulk.insertPersonUnlessEmailTaken(smuggled, '2026-11-22 10:00:00')).toThrow(/not a packed person/);
    expect(() => unpackPerson(smuggled)).toThrow(/not a packed person/);
    expect(fx.store.sqlite.people.count()).toBe(0);
  });
});

describe('person batches', () => {
  it('split gives back the joined rows', () => {
    const rows = [packPerson(anna), packPerson({ first: 'B', last: 'C' })];
    expect(personCodec.split(personCodec.join(rows), 2)).toEqual(rows);
    expect(personCodec.split(personCodec.join([]), 0)).toEqual([]);
  });

  it('split fails when the count does not match (a row separator inside a value)', () => {
    const rows = [packPerson({ ...anna, city: 'Buda\u001epest' })];
    expect(() => personCodec.split(personCodec.join(rows), 1)).toThrow(InternalError);
  });
});
