// DESIGN.md §3 person rules on LocalService over a real SQLite file.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalFixture, type LocalFixture } from '../helpers/local.js';
import { ConflictError, NotFoundError, ValidationError } from '../../src/domain/errors.js';

let f: LocalFixture;
beforeEach(() => (f = createLocalFixture()));
afterEach(() => f.cleanup());

const anna = { first: 'Anna', last: 'Próba', email: 'anna.proba@example.com' };

describe('person create', () => {
  it('requires first and last', async () => {
    await expect(f.service.createPerson({ first: 'Anna' })).rejects.toThrow(/last: is required/);
    await expect(f.service.createPerson({ last: 'Próba' })).rejects.toBeInstanceOf(ValidationError);
    await expect(f.service.createPerson({ first: '  ', last: 'X' })).rejects.toThrow(/first/);
    expect(f.store.people.count()).toBe(0);
  });

  it('stores fields and sets server-managed ones', async () => {
    const { id } = await f.service.createPerson({ ...anna, country: 348, category: [1, 3], birth_date: '1990-05-17' });
    const person = await f.service.getPerson(id);
    expect(person).toMatchObject({ id, first: 'Anna', last: 'Próba', country: 348, category: [1, 3], birth_date: '1990-05-17' });
    expect(person).toMatchObject({ is_photo: 'N', photo_url: '', created: '2026-11-22 10:00:00', last_modified: '2026-11-22 10:00:00' });
  });

  it('rejects server-managed read-only and unknown fields', async () => {
    await expect(f.service.createPerson({ ...anna, id: 5 } as never)).rejects.toThrow(/unknown field/);
    await expect(f.service.createPerson({ ...anna, is_photo: 'Y' } as never)).rejects.toBeInstanceOf(ValidationError);
    await expect(f.service.createPerson({ ...anna, nickname: 'x' } as never)).rejects.toBeInstanceOf(ValidationError);
  });

  it.each([
    ['invalid e-mail', { email: 'not-an-email' }, /e-mail/],
    ['unknown country code', { country: 999 }, /unknown country/],
    ['unknown category code', { category: [1, 9999] }, /category\/1/],
    ['impossible birth date', { birth_date: '1990-02-30' }, /not a real date/],
    ['future birth date', { birth_date: '2030-01-01' }, /future/],
    ['sex not in M/F/X', { sex: 'Q' }, /sex/],
    ['move_ok not Y/N', { move_ok: 'maybe' }, /move_ok/],
    ['bad phone', { phone_mobile: 'call me maybe' }, /phone/],
    ['control characters', { city: 'Buda\u0000pest' }, /control/],
  ])('rejects %s and writes nothing', async (_name, fields, message) => {
    await expect(f.service.createPerson({ ...anna, ...fields } as never)).rejects.toThrow(message);
    expect(f.store.people.count()).toBe(0);
  });

  it('normalises phones to international format using the country as region', async () => {
    const { id } = await f.service.createPerson({ ...anna, country: 348, phone_mobile: '06 30 123 4567', phone_land: '+49 30 901820' });
    const person = await f.service.getPerson(id);
    expect(person.phone_mobile).toBe('+36 30 123 4567');
    expect(person.phone_land).toBe('+49 30 901820');
  });

  it("keeps e-mails unique case-insensitively (409 conflict, without the other person's id: issue 15 item 4)", async () => {
    await f.service.createPerson(anna);
    const error = await f.service.createPerson({ first: 'B', last: 'C', email: 'ANNA.PROBA@Example.com' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConflictError);
    expect((error as ConflictError).details).toBeUndefined();
    expect(f.store.people.count()).toBe(1);
  });

  it('allows many people without an e-mail', async () => {
    await f.service.createPerson({ first: 'A', last: 'B' });
    await f.service.createPerson({ first: 'C', last: 'D', email: '' });
    expect(f.store.people.count()).toBe(2);
  });
});

describe('person update', () => {
  it('is partial: omitted fields are kept', async () => {
    const { id } = await f.service.createPerson({ ...anna, city: 'Szeged', country: 348 });
    f.clock.set('2026-11-23T08:00:00Z');
    await f.service.updatePerson({ id, city: 'Pécs' });
    const person = await f.service.getPerson(id);
    expect(person).toMatchObject({ first: 'Anna', email: anna.email, country: 348, city: 'Pécs' });
    expect(person.created).toBe('2026-11-22 10:00:00');
    expect(person.last_modified).toBe('2026-11-23 08:00:00');
  });

  it('uses the stored country as the phone region', async () => {
    const { id } = await f.service.createPerson({ ...anna, country: 348 });
    await f.service.updatePerson({ id, phone_mobile: '06 20 555 1234' });
    expect((await f.service.getPerson(id)).phone_mobile).toBe('+36 20 555 1234');
  });

  it('404s for an unknown id and refuses to take another person’s e-mail', async () => {
    await expect(f.service.updatePerson({ id: 999, city: 'X' })).rejects.toBeInstanceOf(NotFoundError);
    const { id } = await f.service.createPerson(anna);
    const other = await f.service.createPerson({ first: 'B', last: 'C', email: 'b@example.com' });
    await expect(f.service.updatePerson({ id: other.id, email: 'Anna.Proba@example.com' })).rejects.toBeInstanceOf(ConflictError);
    await f.service.updatePerson({ id, email: 'ANNA.proba@example.com' });
    expect((await f.service.getPerson(id)).email).toBe('anna.proba@example.com');
  });

  it('refuses read-only fields and emptying required names', async () => {
    const { id } = await f.service.createPerson(anna);
    await expect(f.service.updatePerson({ id, photo_url: 'x' } as never)).rejects.toBeInstanceOf(ValidationError);
    await expect(f.service.updatePerson({ id, last: '' })).rejects.toThrow(/last/);
  });

  it('clears nullable fields with null', async () => {
    const { id } = await f.service.createPerson({ ...anna, birth_date: '1980-01-01', country: 40 });
    await f.service.updatePerson({ id, birth_date: null, country: null });
    expect(await f.service.getPerson(id)).toMatchObject({ birth_date: null, country: null });
  });
});

describe('person exists and audit of reads', () => {
  it('finds by e-mail case-insensitively; unknown → NotFound', async () => {
    const { id } = await f.service.createPerson(anna);
    expect(await f.service.findPersonByEmail('Anna.Proba@EXAMPLE.com')).toEqual({ id });
    await expect(f.service.findPersonByEmail('nobody@example.com')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('writes one audit row per person read, including failed ones, with actor and request id', async () => {
    const { id } = await f.service.createPerson(anna);
    expect(f.store.audit.count()).toBe(0);
    await f.service.getPerson(id);
    await f.service.findPersonByEmail(anna.email);
    await f.service.listSubscriptions(id);
    await f.service.listDocuments(id);
    await f.service.getPerson(999).catch(() => undefined);
    const rows = f.store.audit.list({});
    expect(rows.map((r) => [r.action, r.person_id, r.outcome])).toEqual([
      ['person.get', 999, 'not_found'],
      ['person.documents', id, 'ok'],
      ['person.subscriptions', id, 'ok'],
      ['person.exists', id, 'ok'],
      ['person.get', id, 'ok'],
    ]);
    expect(rows.every((r) => r.actor === 'test:unit' && r.request_id === 'req-1')).toBe(true);
  });

  it('fails the read (503-class error) when the audit row cannot be written', async () => {
    const { id } = await f.service.createPerson(anna);
    f.store.db.exec('DROP TABLE audit');
    await expect(f.service.getPerson(id)).rejects.toMatchObject({ code: 'unavailable' });
  });
});
