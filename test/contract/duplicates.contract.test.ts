// Contract: likely duplicates and merge, against LocalService and
// RemoteService → server alike. Rejected calls are checked to change nothing.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NotFoundError, ValidationError } from '../../src/domain/errors.js';
import { MODES, type ContractFixture } from './modes.js';
import { expectError } from './expect-error.js';
import { pngImage } from '../helpers/images.js';

describe.each(MODES)('service contract: duplicates and merge ($name)', (mode) => {
  let f: ContractFixture;
  beforeEach(async () => {
    f = await mode.create();
  });
  afterEach(async () => {
    await f.cleanup();
  });

  const counts = async () => {
    const n = async (table: string) => Number((await f.sql(`SELECT count(*) AS n FROM ${table}`))[0]!['n']);
    return { people: await n('people'), photos: await n('photos'), documents: await n('documents'), subscriptions: await n('subscriptions') };
  };
  const auditRows = async () => (await f.store.audit.list({ limit: 1000 })).reverse();
  const create = async (fields: Record<string, unknown>) => (await f.service.createPerson({ first: 'X', last: 'Y', ...fields })).id;

  describe('duplicates (GET /person/duplicates)', () => {
    it('finds pairs by e-mail, phone, name + birth date and similar name in one city, best first, audited', async () => {
      const anna = await create({ first: 'Anna', last: 'Kovács', email: 'anna.kovacs@example.com', phone_mobile: '+36 30 123 4567', city: 'Szeged' });
      const annaAgain = await create({ first: 'Ana', last: 'Kovács', email: 'anna.k@example.com', email2: 'Anna.Kovacs@example.com', phone_land: '+36301234567' });
      const bela = await create({ first: 'Béla', last: 'Vártó', birth_date: '1985-03-04' });
      const belaSwapped = await create({ first: 'Varto', last: 'Bela', birth_date: '1985-03-04' });
      const peter = await create({ first: 'Péter', last: 'Nagy', city: 'Debrecen' });
      const petra = await create({ first: 'Peter', last: 'Nagy', city: 'debrecen ' });
      await create({ first: 'Péter', last: 'Nagy', city: 'Győr' });
      await create({ first: 'Zoltán', last: 'Kiss', email: 'zk@example.com' });

      const pairs = await f.service.findDuplicates({});
      const summary = pairs.map((p) => [p.people.map((x) => x.id), p.score, p.reasons]);
      expect(summary).toEqual([
        [[anna, annaAgain], 85, ['same_email', 'same_phone']],
        [[bela, belaSwapped], 60, ['same_name_birth_date']],
        [[peter, petra], 35, ['similar_name_same_city']],
      ]);
      expect(pairs[0]!.people[0]).toEqual({
        id: anna, first: 'Anna', last: 'Kovács', email: 'anna.kovacs@example.com', city: 'Szeged', birth_date: null,
        last_modified: expect.any(String),
      });
      // One audit row per person shown, none for the others.
      const rows = (await auditRows()).filter((r) => r.action === 'person.duplicates');
      expect(rows.map((r) => r.person_id).sort((a, b) => a! - b!)).toEqual([anna, annaAgain, bela, belaSwapped, peter, petra]);
      expect(rows.every((r) => r.actor === f.actor && r.outcome === 'ok')).toBe(true);

      const strong = await f.service.findDuplicates({ min_score: 60 });
      expect(strong.map((p) => p.score)).toEqual([85, 60]);
      expect((await f.service.findDuplicates({ limit: 1 })).map((p) => p.score)).toEqual([85]);
    });

    it('compares names folded as search folds them: Łukasz Żółć is Lukasz Zolc as Ágnes is Agnes', async () => {
      const same = { phone_mobile: '+48 601 234 567', birth_date: '1990-05-17', city: 'Łódź' };
      const lukasz = await create({ first: 'Łukasz', last: 'Żółć', ...same });
      const lukaszPlain = await create({ first: 'Lukasz', last: 'Zolc', ...same, city: 'Lodz' });
      const other = { phone_mobile: '+36 30 765 4321', birth_date: '1988-11-02', city: 'Győr' };
      const agnes = await create({ first: 'Ágnes', last: 'Példa', ...other });
      const agnesPlain = await create({ first: 'Agnes', last: 'Pelda', ...other, city: 'Gyor' });
      const summary = (await f.service.findDuplicates({})).map((p) => [p.people.map((x) => x.id), p.score, p.reasons]);
      const reasons = ['same_phone', 'same_name_birth_date', 'similar_name_same_city'];
      expect(summary).toEqual([[[lukasz, lukaszPlain], 87, reasons], [[agnes, agnesPlain], 87, reasons]]);
    });

    it('nobody to show: an empty list and one audit row without a person', async () => {
      await create({ first: 'Egyetlen', last: 'Ember' });
      expect(await f.service.findDuplicates({ min_score: 10 })).toEqual([]);
      expect((await auditRows()).filter((r) => r.action === 'person.duplicates')).toEqual([expect.objectContaining({ person_id: null })]);
    });

    it('rejects a bad min_score or limit', async () => {
      await expectError(f.service.findDuplicates({ min_score: 101 }), ValidationError);
      await expectError(f.service.findDuplicates({ limit: 0 }), ValidationError);
      await expectError(f.service.findDuplicates({ sort: 'x' } as never), ValidationError);
    });
  });

  describe('merge (POST /person/merge)', () => {
    async function pair() {
      const jobA = (await f.service.createJob({ position_data_id: 1, title: 'A', date_from: '2020-01-01' })).id;
      const jobB = (await f.service.createJob({ position_data_id: 2, title: 'B', date_from: '2020-01-01' })).id;
      const keep = await create({ first: 'Anna', last: 'Kovács', email: 'anna@example.com', city: 'Szeged' });
      const drop = await create({ first: 'Anna', last: 'Kovacs', email: 'anna.old@example.com', city: 'Pécs', phone_mobile: '+36 30 765 4321', birth_date: '1990-01-02', category: [3] });
      await f.service.subscribe({ person_data_id: keep, job_data_id: jobA });
      await f.service.subscribe({ person_data_id: drop, job_data_id: jobA });
      await f.service.subscribe({ person_data_id: drop, job_data_id: jobB });
      await f.service.addDocument({ person_data_id: drop, file_name: 'cv.txt', data: new TextEncoder().encode('cv') });
      await f.service.setPhoto({ person_data_id: drop, file_name: 'me.png', data: await pngImage() });
      return { keep, drop, jobA, jobB };
    }

    it('a dry run shows the plan and changes nothing; the merge does exactly that', async () => {
      const { keep, drop, jobA, jobB } = await pair();
      const before = await counts();
      const keepBefore = await f.service.getPerson(keep);
      const plan = await f.service.mergePeople({ keep, drop, dry_run: true });
      expect(await counts()).toEqual(before);
      expect(await f.service.getPerson(keep)).toEqual(keepBefore);
      expect(plan).toMatchObject({
        keep, drop, dry_run: true, actor: f.actor,
        moved: { applications: 2, documents: 1, photo: 1 },
        discarded: { applications: 0, documents: 0, photo: 0 },
        filled: ['category', 'birth_date', 'phone_mobile', 'email2'],
      });
      expect(plan.sha256).toMatch(/^[0-9a-f]{64}$/);

      const receipt = await f.service.mergePeople({ keep, drop });
      expect({ ...receipt, dry_run: true }).toEqual(plan);
      await expectError(f.service.getPerson(drop), NotFoundError);
      const merged = await f.service.getPerson(keep);
      expect(merged).toMatchObject({
        first: 'Anna', last: 'Kovács', city: 'Szeged', email: 'anna@example.com', email2: 'anna.old@example.com',
        phone_mobile: '+36 30 765 4321', birth_date: '1990-01-02', category: [3], is_photo: 'Y',
      });
      expect((await f.service.listSubscriptions(keep)).map((s) => s.job_data_id).sort()).toEqual([jobA, jobB].sort());
      expect((await f.service.listDocuments(keep)).map((d) => d.file_name)).toEqual(['cv.txt']);
      expect((await f.service.getPhoto(keep)).bytes.byteLength).toBeGreaterThan(0);
      expect(await counts()).toEqual({ people: 1, photos: 1, documents: 1, subscriptions: 2 });
      const actions = (await auditRows()).filter((r) => r.action.startsWith('person.merge')).map((r) => [r.action, r.person_id]);
      expect(actions).toEqual([['person.merge.dry-run', keep], ['person.merge.dry-run', drop], ['person.merge', keep], ['person.merge', drop]]);
    });

    it('both applied to one job: the application further along survives with both histories; nothing is discarded', async () => {
      const { keep, drop, jobA, jobB } = await pair();
      const [keepA] = await f.service.listSubscriptions(keep);
      const dropApps = await f.service.listSubscriptions(drop);
      const dropA = dropApps.find((s) => s.job_data_id === jobA)!;
      const dropB = dropApps.find((s) => s.job_data_id === jobB)!;
      // DROP was hired for job A; KEEP's application to A was only screened. KEEP is further on B.
      await f.service.changeApplicationStatus({ id: keepA!.id, status: 'screening', note: 'keep screened' });
      await f.service.changeApplicationStatus({ id: dropA.id, status: 'hired', note: 'drop hired' });
      await f.service.subscribe({ person_data_id: keep, job_data_id: jobB });
      const keepB = (await f.service.listSubscriptions(keep)).find((s) => s.job_data_id === jobB)!;
      await f.service.changeApplicationStatus({ id: keepB.id, status: 'offer' });
      await f.service.changeApplicationStatus({ id: dropB.id, status: 'rejected' });

      const plan = await f.service.mergePeople({ keep, drop, dry_run: true });
      expect(plan).toMatchObject({ moved: { applications: 2, application_history: 4 }, discarded: { applications: 0, application_history: 0 } });
      const history = Number((await f.sql('SELECT count(*) AS n FROM subscription_history'))[0]!['n']);
      await f.service.mergePeople({ keep, drop });
      // In id order: DROP's hired application to A (created before KEEP's to B), KEEP's offer on B.
      expect(await f.service.listApplications(keep)).toEqual([
        expect.objectContaining({ id: dropA.id, job_data_id: jobA, status: 'hired' }),
        expect.objectContaining({ id: keepB.id, job_data_id: jobB, status: 'offer' }),
      ]);
      // Every history row of all four applications is kept, on the surviving ones.
      expect(Number((await f.sql('SELECT count(*) AS n FROM subscription_history'))[0]!['n'])).toBe(history);
      const histories = async (jobId: number) => (await f.service.listApplicants(jobId)).map((a) => [a.id, a.person_data_id, a.history.map((h) => h.status)]);
      expect(await histories(jobA)).toEqual([[dropA.id, keep, ['applied', 'applied', 'screening', 'hired']]]);
      expect(await histories(jobB)).toEqual([[keepB.id, keep, ['applied', 'applied', 'offer', 'rejected']]]);
    });

    it('moves skills (KEEP keeps one of each) and the search finds KEEP by what DROP brought', async () => {
      const { keep, drop } = await pair();
      await f.service.changeSkills(keep, { skills: ['SQL'] });
      await f.service.changeSkills(drop, { skills: ['sql', 'Kubernetes'] });
      const receipt = await f.service.mergePeople({ keep, drop });
      expect(receipt).toMatchObject({ moved: { skills: 1 }, discarded: { skills: 1 } });
      expect(await f.service.getSkills(keep)).toEqual(['Kubernetes', 'SQL']);
      const bySkill = await f.service.searchPeople({ skill: 'kubernetes' });
      expect(bySkill.data.map((p) => p.id)).toEqual([keep]);
      // DROP's old e-mail is KEEP's email2 now, and DROP is in no index.
      expect((await f.service.searchPeople({ q: 'anna.old' })).data.map((p) => p.id)).toEqual([keep]);
      expect((await f.service.searchPeople({ email: 'anna.old@example.com' })).data.map((p) => p.id)).toEqual([keep]);
    });

    it("keeps KEEP's photo when it has one", async () => {
      const { keep, drop } = await pair();
      await f.service.setPhoto({ person_data_id: keep, file_name: 'keep.png', data: await pngImage() });
      const keepPhoto = await f.service.getPhoto(keep);
      const receipt = await f.service.mergePeople({ keep, drop });
      expect(receipt.moved['photo']).toBe(0);
      expect(receipt.discarded['photo']).toBe(1);
      expect((await f.service.getPhoto(keep)).fileName).toBe(keepPhoto.fileName);
      expect((await counts()).photos).toBe(1);
    });

    it('unknown ids, the same id twice and unknown members change nothing', async () => {
      const { keep, drop } = await pair();
      const before = await counts();
      await expectError(f.service.mergePeople({ keep, drop: 999 }), NotFoundError);
      await expectError(f.service.mergePeople({ keep: 999, drop }), NotFoundError);
      await expectError(f.service.mergePeople({ keep, drop: keep }), ValidationError);
      await expectError(f.service.mergePeople({ keep, drop, force: true } as never), ValidationError);
      expect(await counts()).toEqual(before);
    });
  });
});
