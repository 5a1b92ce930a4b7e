// People repository reads: the raw-row reader must give exactly what the table holds, in
// SPEC.md 2.1 key order, for every column — checked against a plain SELECT * row.
import { afterEach, describe, expect, it } from 'vitest';
import { closeTempStores, openTempStore } from '../helpers/temp-store.js';
import { personFromRow, type PersonRow } from '../../src/store/sqlite/people-store.js';
import type { PersonFields } from '../../src/domain/person.js';

afterEach(closeTempStores);

const EVERY_FIELD: PersonFields = {
  title: 'Dr.', last: 'Példa', first: 'Zsófia', email: 'zsofia.pelda@example.com', email2: 'zs@example.org',
  category: [3, 7], regio: [1], country: 348, state: 5, city: 'Szeged', street: 'Fő utca 1.', zip: '6720',
  birth_place: 'Győr', birth_date: '1990-04-12', phone_land: '+36 62 123 456', phone_mobile: '+36 30 123 4567',
  sex: 'F', move_ok: 'Y', girl_name: 'Minta', mother_name: 'Teszt Anna', family_state: 2, nationality: 'HU',
  nationality2: 'AT', experience: '7',
};

describe('people store reads', () => {
  it('get returns every column in SPEC.md 2.1 order, equal to the SELECT * row', () => {
    const store = openTempStore();
    const id = store.people.insert(EVERY_FIELD, '2026-11-22 10:00:00');
    store.people.setPhotoFlag(id, 'a'.repeat(32), '2026-11-22 10:05:00');
    const viaStar = personFromRow(store.db.prepare('SELECT * FROM people WHERE id = ?').get(id) as PersonRow);

    const person = store.people.get(id);
    expect(person).toEqual(viaStar);
    expect(Object.keys(person!)).toEqual(Object.keys(viaStar));
    expect(Object.keys(person!).slice(0, 5)).toEqual(['id', 'title', 'last', 'first', 'is_photo']);
    expect(person).toMatchObject({ ...EVERY_FIELD, id, is_photo: 'Y', photo_url: 'a'.repeat(32), last_modified: '2026-11-22 10:05:00' });
  });

  it('keeps NULL codes and dates as null and empty arrays as []', () => {
    const store = openTempStore();
    const id = store.people.insert({ first: 'Ödön', last: 'Kitalált' }, '2026-11-22 10:00:00');
    expect(store.people.get(id)).toMatchObject({ country: null, state: null, family_state: null, birth_date: null, category: [], regio: [], email: '', is_photo: 'N' });
  });

  it('get of an unknown id is undefined; iterate streams in id order with the same shape', () => {
    const store = openTempStore();
    const ids = [store.people.insert({ first: 'A', last: 'Egy' }, '2026-11-22 10:00:00'), store.people.insert(EVERY_FIELD, '2026-11-22 10:00:00')];
    expect(store.people.get(ids[1]! + 100)).toBeUndefined();
    const all = [...store.people.iterate()];
    expect(all.map((p) => p.id)).toEqual(ids);
    expect(all[1]).toEqual(store.people.get(ids[1]!));
  });
});
