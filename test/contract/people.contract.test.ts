// Contract: people, e-mail lookup, applications and the audit of person reads
// (SPEC.md endpoints 1–6, DESIGN.md §3). Runs against LocalService and against
// RemoteService → server; both must pass identically.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError, ValidationError } from '../../src/domain/errors.js';
import { PersonSchema, type PersonCreate, type PersonUpdate } from '../../src/domain/person.js';
import { MODES, type ContractFixture } from './modes.js';
import { expectError, issuePaths } from './expect-error.js';
import { TODAY } from '../helpers/local.js';

describe.each(MODES)('service contract: people ($name)', (mode) => {
  let f: ContractFixture;
  beforeEach(async () => {
    f = await mode.create();
  });
  afterEach(async () => {
    await f.cleanup();
  });

  const anna: PersonCreate = { title: 'Dr.', first: 'Anna', last: 'Példa', email: 'Anna.Pelda@Example.com' };
  const auditRows = async () => (await f.store.audit.list({ limit: 1000 })).reverse();

  describe('create and get (endpoints 4, 1)', () => {
    it('returns every Person field with server-managed defaults', async () => {
      const { id } = await f.service.createPerson({
        ...anna,
        country: 348,
        phone_mobile: '06 30 123 4567',
        category: [1, 3],
        sex: 'F',
        move_ok: 'Y',
        birth_date: '1990-05-17',
        experience: '7',
      });
      expect(id).toBeGreaterThan(0);
      const person = await f.service.getPerson(id);
      expect(person).toMatchObject({
        id,
        title: 'Dr.',
        first: 'Anna',
        last: 'Példa',
        email: 'anna.pelda@example.com',
        country: 348,
        phone_mobile: '+36 30 123 4567',
        category: [1, 3],
        sex: 'F',
        move_ok: 'Y',
        birth_date: '1990-05-17',
        experience: '7',
        is_photo: 'N',
        photo_url: '',
        email2: '',
      });
      expect(person.created).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(person.created.startsWith(TODAY)).toBe(true);
      // SPEC.md 2.1 order in both modes, so `--json` output is the same locally and remotely.
      expect(Object.keys(person)).toEqual(Object.keys(PersonSchema.properties));
      expect(Object.keys(person).sort()).toEqual([
        'birth_date', 'birth_place', 'category', 'city', 'country', 'created', 'email', 'email2', 'experience',
        'family_state', 'first', 'girl_name', 'id', 'is_photo', 'last', 'last_modified', 'mother_name', 'move_ok',
        'nationality', 'nationality2', 'phone_land', 'phone_mobile', 'photo_url', 'regio', 'sex', 'state', 'street',
        'title', 'zip',
      ]);
    });

    it('requires first and last', async () => {
      const error = await expectError(f.service.createPerson({ last: 'Példa' }), ValidationError);
      expect(issuePaths(error)).toEqual(['/first']);
      await expectError(f.service.createPerson({ first: 'Anna', last: '  ' }), ValidationError);
    });

    it('rejects unknown members and server-managed fields', async () => {
      const unknown = await expectError(
        f.service.createPerson({ ...anna, nickname: 'Annie' } as unknown as PersonCreate),
        ValidationError,
      );
      expect(issuePaths(unknown)).toContain('/nickname');
      await expectError(f.service.createPerson({ ...anna, is_photo: 'Y' } as unknown as PersonCreate), ValidationError);
      await expectError(f.service.createPerson({ ...anna, id: 99 } as unknown as PersonCreate), ValidationError);
    });

    it('rejects wrong types, unknown codes and values outside the allowed sets', async () => {
      await expectError(f.service.createPerson({ ...anna, category: '3' } as unknown as PersonCreate), ValidationError);
      const code = await expectError(f.service.createPerson({ ...anna, country: 999_999 }), ValidationError);
      expect(issuePaths(code)).toEqual(['/country']);
      await expectError(f.service.createPerson({ ...anna, sex: 'Q' } as unknown as PersonCreate), ValidationError);
      await expectError(f.service.createPerson({ ...anna, move_ok: 'yes' } as unknown as PersonCreate), ValidationError);
      await expectError(f.service.createPerson({ ...anna, birth_date: '2999-01-01' }), ValidationError);
      await expectError(f.service.createPerson({ ...anna, email: 'not-an-email' }), ValidationError);
    });

    it('keeps e-mails unique regardless of case: 409 without the other person\'s id', async () => {
      await f.service.createPerson(anna);
      const error = await expectError(
        f.service.createPerson({ first: 'Other', last: 'Person', email: 'ANNA.PELDA@example.com' }),
        ConflictError,
      );
      expect(error.details).toBeUndefined();
    });

    it('validates the second e-mail and accepts it empty', async () => {
      await expectError(f.service.createPerson({ ...anna, email2: 'nope@' }), ValidationError);
      const { id } = await f.service.createPerson({ ...anna, email2: '' });
      expect((await f.service.getPerson(id)).email2).toBe('');
    });

    it('stores phones in international format and refuses impossible ones', async () => {
      const { id } = await f.service.createPerson({ ...anna, phone_land: '+49 30 1234567', sex: 'X', move_ok: 'N' });
      expect(await f.service.getPerson(id)).toMatchObject({ phone_land: '+49 30 1234567', sex: 'X', move_ok: 'N' });
      await f.service.updatePerson({ id, country: 348 });
      await f.service.updatePerson({ id, phone_mobile: '06 20 555 1234' }); // the stored country gives the region
      expect((await f.service.getPerson(id)).phone_mobile).toBe('+36 20 555 1234');
      await expectError(f.service.updatePerson({ id, phone_mobile: '12' }), ValidationError);
    });

    it('allows several people without an e-mail', async () => {
      const a = await f.service.createPerson({ first: 'A', last: 'One' });
      const b = await f.service.createPerson({ first: 'B', last: 'Two' });
      expect(a.id).not.toBe(b.id);
    });

    it('answers not found for an unknown id', async () => {
      await expectError(f.service.getPerson(424242), NotFoundError);
    });
  });

  describe('state codes belong to the country', () => {
    // Codes from data/codes: 276 Germany, 348 Hungary; each state names its country.
    it('refuses a state of another country on create and on update, and accepts a matching one', async () => {
      const states = (await import('../../data/codes/state.json', { with: { type: 'json' } })).default as { code: number; country: number }[];
      const huState = states.find((st) => st.country === 348)!.code;
      const deState = states.find((st) => st.country === 276)!.code;
      await expectError(f.service.createPerson({ first: 'A', last: 'B', country: 276, state: huState }), ValidationError);
      const { id } = await f.service.createPerson({ first: 'A', last: 'B', country: 348, state: huState });
      await expectError(f.service.updatePerson({ id, country: 276 }), ValidationError);
      await expectError(f.service.updatePerson({ id, state: deState }), ValidationError);
      await f.service.updatePerson({ id, country: 276, state: deState });
      expect(await f.service.getPerson(id)).toMatchObject({ country: 276, state: deState });
    });
  });

  describe('partial update (endpoint 3)', () => {
    it('keeps omitted fields and overwrites given ones', async () => {
      const { id } = await f.service.createPerson({ ...anna, city: 'Budapest', category: [1] });
      await f.service.updatePerson({ id, title: 'Prof.', category: [2, 3] });
      const person = await f.service.getPerson(id);
      expect(person).toMatchObject({ title: 'Prof.', category: [2, 3], city: 'Budapest', first: 'Anna', email: 'anna.pelda@example.com' });
    });

    it('answers not found for an unknown id', async () => {
      await expectError(f.service.updatePerson({ id: 777_777, title: 'Mr.' }), NotFoundError);
    });

    it("refuses another person's e-mail and read-only fields", async () => {
      const a = await f.service.createPerson(anna);
      const b = await f.service.createPerson({ first: 'Béla', last: 'Minta', email: 'bela@example.com' });
      const error = await expectError(f.service.updatePerson({ id: b.id, email: 'anna.pelda@EXAMPLE.com' }), ConflictError);
      expect(error.details).toBeUndefined(); // No e-mail → id answer outside the audited read
      await expectError(f.service.updatePerson({ id: b.id, photo_url: 'x' } as unknown as PersonUpdate), ValidationError);
      await expectError(f.service.updatePerson({ id: b.id, first: '' }), ValidationError);
      // Own e-mail again is no clash.
      await f.service.updatePerson({ id: a.id, email: 'Anna.Pelda@example.com' });
    });
  });

  describe('e-mail lookup (endpoint 2)', () => {
    it('finds the id case-insensitively and answers not found otherwise', async () => {
      const { id } = await f.service.createPerson(anna);
      expect(await f.service.findPersonByEmail('anna.pelda@EXAMPLE.COM')).toEqual({ id });
      await expectError(f.service.findPersonByEmail('nobody@example.com'), NotFoundError);
      await expectError(f.service.findPersonByEmail('not an e-mail'), ValidationError);
    });

    it('matches e-mails Unicode case-insensitively and in any normal form, for lookups and uniqueness', async () => {
      const { id } = await f.service.createPerson({ first: 'Katalin', last: 'Horváth', email: 'katalin.horváth.1@example.com' });
      expect(await f.service.findPersonByEmail('KATALIN.HORVÁTH.1@EXAMPLE.COM')).toEqual({ id });
      expect(await f.service.findPersonByEmail('katalin.horva\u0301th.1@example.com')).toEqual({ id });
      await expectError(f.service.createPerson({ first: 'K', last: 'H', email: 'KATALIN.HORVÁTH.1@EXAMPLE.COM' }), ConflictError);
      const other = await f.service.createPerson({ first: 'Éva', last: 'Kiss', email: 'eva.kiss@example.com' });
      await expectError(f.service.updatePerson({ id: other.id, email: 'Katalin.Horva\u0301th.1@Example.com' }), ConflictError);
      expect((await f.service.getPerson(id)).email).toBe('katalin.horváth.1@example.com');
    });
  });

  describe('applications (endpoints 5, 6)', () => {
    async function personAndJob() {
      const person = await f.service.createPerson(anna);
      const job = await f.service.createJob({ position_data_id: 5001, title: 'Fictional Archivist' });
      return { personId: person.id, jobId: job.id };
    }

    it('lists an application with the job title', async () => {
      const { personId, jobId } = await personAndJob();
      const { id } = await f.service.subscribe({ person_data_id: personId, job_data_id: jobId });
      const list = await f.service.listSubscriptions(personId);
      expect(list).toEqual([{ id, job_data_id: jobId, title: 'Fictional Archivist', created: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) }]);
    });

    it('refuses the same application twice with the existing id', async () => {
      const { personId, jobId } = await personAndJob();
      const { id } = await f.service.subscribe({ person_data_id: personId, job_data_id: jobId });
      const error = await expectError(f.service.subscribe({ person_data_id: personId, job_data_id: jobId }), ConflictError);
      expect(error.details).toEqual({ id });
    });

    it('needs an existing person and a job that is not deleted', async () => {
      const { personId, jobId } = await personAndJob();
      await expectError(f.service.subscribe({ person_data_id: 999_999, job_data_id: jobId }), NotFoundError);
      await expectError(f.service.subscribe({ person_data_id: personId, job_data_id: 999_999 }), NotFoundError);
      await f.service.deleteJob(jobId);
      await expectError(f.service.subscribe({ person_data_id: personId, job_data_id: jobId }), NotFoundError);
      await expectError(f.service.listSubscriptions(999_999), NotFoundError);
    });

    it('refuses an application to a closed (not deleted) job: 409, nothing written', async () => {
      const person = await f.service.createPerson(anna);
      const job = await f.service.createJob({ position_data_id: 5002, title: 'Closed Role', status: 'closed' });
      await expectError(f.service.subscribe({ person_data_id: person.id, job_data_id: job.id }), ConflictError);
      expect(await f.service.listSubscriptions(person.id)).toEqual([]);
    });

    it('keeps the history when the job is deleted', async () => {
      const { personId, jobId } = await personAndJob();
      await f.service.subscribe({ person_data_id: personId, job_data_id: jobId });
      await f.service.deleteJob(jobId);
      expect((await f.service.listSubscriptions(personId)).map((s) => s.job_data_id)).toEqual([jobId]);
    });
  });

  describe('audit of person reads (DESIGN.md §3)', () => {
    it('writes one row per read with the actor, action, person and outcome', async () => {
      const { id } = await f.service.createPerson(anna);
      expect(await auditRows()).toEqual([]); // writes are not person reads
      await f.service.getPerson(id);
      await f.service.findPersonByEmail('anna.pelda@example.com');
      await f.service.listSubscriptions(id);
      await f.service.listDocuments(id);
      await expectError(f.service.getPerson(id + 1000), NotFoundError);
      await expectError(f.service.findPersonByEmail('ghost@example.com'), NotFoundError);
      const rows = (await auditRows()).map(({ actor, action, person_id, outcome }) => ({ actor, action, person_id, outcome }));
      expect(rows).toEqual([
        { actor: f.actor, action: 'person.get', person_id: id, outcome: 'ok' },
        { actor: f.actor, action: 'person.exists', person_id: id, outcome: 'ok' },
        { actor: f.actor, action: 'person.subscriptions', person_id: id, outcome: 'ok' },
        { actor: f.actor, action: 'person.documents', person_id: id, outcome: 'ok' },
        { actor: f.actor, action: 'person.get', person_id: id + 1000, outcome: 'not_found' },
        { actor: f.actor, action: 'person.exists', person_id: null, outcome: 'not_found' },
      ]);
      expect((await auditRows()).every((row) => row.request_id !== '')).toBe(true);
    });
  });
});
