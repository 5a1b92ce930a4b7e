// Whom a parsed résumé goes to and what a stored person takes from it (parser parse --create):
// pure decisions, table-driven. People and numbers are invented.
import { describe, expect, it } from 'vitest';
import { decideIntake, fillEmpty, foldName, sameName } from '../../src/service/resume-intake.js';
import type { Person, PersonCreate } from '../../src/domain/person.js';

function person(id: number, fields: Partial<Person>): Person {
  return {
    id, title: '', last: '', first: '', is_photo: 'N', email: null, email2: '', category: [], regio: [], country: null, state: null,
    city: null, street: null, zip: null, birth_place: null, birth_date: null, phone_land: null, phone_mobile: null, sex: null, move_ok: null,
    girl_name: '', mother_name: null, family_state: null, nationality: null, nationality2: '', experience: null, photo_url: null,
    created: '2026-11-01 10:00:00', last_modified: '2026-11-01 10:00:00', ...fields,
  } as Person;
}

describe('foldName and sameName', () => {
  it.each([
    ['Kovács', 'kovacs'],
    ['  ŁUKASZ  ', 'lukasz'],
    ['Groß-Müller', 'gross muller'],
    [null, ''],
  ])('foldName(%j) = %j', (text, folded) => expect(foldName(text)).toBe(folded));

  it.each([
    [{ first: 'Ida', last: 'Próba' }, { first: 'IDA', last: 'proba' }, true],
    [{ first: 'Ida', last: 'Próba' }, { first: 'Próba', last: 'Ida' }, true],
    [{ first: 'Ida', last: 'Próba' }, { first: 'Béla', last: 'Teszt' }, false],
    [{ first: 'Ida', last: 'Próba' }, { first: 'Ida', last: 'Teszt' }, false],
    [{ first: 'Ida', last: 'Próba' }, { first: 'Ida' }, false],
    [{ first: '', last: '' }, { first: '', last: '' }, false],
  ])('sameName(%j, %j) = %j', (a, b, same) => expect(sameName(a, b)).toBe(same));
});

describe('fillEmpty', () => {
  const cv: PersonCreate = { first: 'Ida', email: 'new@example.org', birth_date: '1990-05-12', street: 'Fő utca 1', city: 'Budapest', zip: '1052' };

  it('takes the whole address when the person has no part of one, never the e-mail or a filled field', () => {
    expect(fillEmpty(person(1, { first: 'Ida', last: 'Próba' }), cv))
      .toEqual({ birth_date: '1990-05-12', street: 'Fő utca 1', city: 'Budapest', zip: '1052' });
  });

  it.each([
    ['a city', { city: 'Debrecen' }],
    ['a street', { street: 'Kossuth tér 2' }],
    ['a zip', { zip: '6720' }],
  ])('keeps a stored address whole when it has %s: no part of the CV\'s', (_what, address) => {
    expect(fillEmpty(person(1, { first: 'Ida', ...address }), cv)).toEqual({ birth_date: '1990-05-12' });
  });
});

describe('decideIntake', () => {
  const ida = person(3, { first: 'Ida', last: 'Próba', email: 'ida@example.org', phone_mobile: '+36 30 555 0101', city: 'Debrecen' });
  const bela: PersonCreate = { first: 'Béla', last: 'Teszt', phone_mobile: '+36 30 555 0101', street: 'Kossuth tér 2', city: 'Szeged', zip: '6720' };

  it('the e-mail alone identifies the person, whatever the name', () => {
    expect(decideIntake({ first: 'I.', last: 'P.', email: 'ida@example.org', birth_date: '1990-05-12' }, ida, [])).toEqual({
      kind: 'update', person: ida, matched: 'e-mail', update: { birth_date: '1990-05-12' },
    });
  });

  it('a phone match with another name makes a new person and names who shares the phone', () => {
    expect(decideIntake(bela, undefined, [ida])).toEqual({ kind: 'create', fields: bela, phoneSharedWith: [3] });
  });

  it('a phone match with the same name (case and accents aside) updates that person, address kept whole', () => {
    const other = person(4, { first: 'Olga', last: 'Minta' });
    const cv: PersonCreate = {
      first: 'IDA', last: 'PROBA', phone_mobile: '+36 30 555 0101', street: 'Fő utca 1', zip: '1052', city: 'Budapest', birth_date: '1990-05-12',
    };
    expect(decideIntake(cv, undefined, [other, ida])).toEqual({ kind: 'update', person: ida, matched: 'phone and name', update: { birth_date: '1990-05-12' } });
  });

  it('nobody found: a new person', () => {
    expect(decideIntake(bela, undefined, [])).toEqual({ kind: 'create', fields: bela, phoneSharedWith: [] });
  });
});
