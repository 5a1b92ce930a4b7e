// Contract: data-protection requests — erasure with its receipt, the access
// export, the retention purge. Runs against LocalService and RemoteService → server; both
// must pass identically. Every rejected call is checked to change nothing (the counts).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import JSZip from 'jszip';
import { buffer } from 'node:stream/consumers';
import { NotFoundError, ValidationError } from '../../src/domain/errors.js';
import type { Person } from '../../src/domain/person.js';
import { MODES, type ContractFixture } from './modes.js';
import { expectError, issuePaths } from './expect-error.js';
import { pngImage } from '../helpers/images.js';
import { TODAY } from '../helpers/local.js';

/** SHA-256 of the record's JSON with sorted keys, computed independently of the service. */
function sortedJsonHash(person: Person): string {
  const sorted = Object.fromEntries(Object.entries(person).sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex');
}

const CV = new TextEncoder().encode('Fictitious CV of Erika Törlés\n');

describe.each(MODES)('service contract: data protection ($name)', (mode) => {
  let f: ContractFixture;
  let jobId: number;
  beforeEach(async () => {
    f = await mode.create();
    jobId = (await f.service.createJob({ position_data_id: 3, title: 'Archivist', date_from: '2020-01-01' })).id;
  });
  afterEach(async () => {
    await f.cleanup();
  });

  const counts = async () => {
    const n = async (table: string) => Number((await f.sql(`SELECT CAST(count(*) AS INTEGER) AS n FROM ${table}`))[0]!['n']);
    return { people: await n('people'), photos: await n('photos'), documents: await n('documents'), subscriptions: await n('subscriptions'), erasures: await n('erasures') };
  };
  const auditRows = async () => (await f.store.audit.list({ limit: 1000 })).reverse();

  /** A person with a photo, two documents and an application. */
  async function personWithEverything(email: string): Promise<number> {
    const { id } = await f.service.createPerson({ first: 'Erika', last: 'Törlés', email, city: 'Pécs' });
    await f.service.setPhoto({ person_data_id: id, file_name: 'me.png', data: await pngImage() });
    await f.service.addDocument({ person_data_id: id, file_name: 'cv.txt', data: CV });
    await f.service.addDocument({ person_data_id: id, file_name: 'letter.txt', data: new TextEncoder().encode('letter') });
    await f.service.subscribe({ person_data_id: id, job_data_id: jobId });
    return id;
  }

  describe('erasure (DELETE /person)', () => {
    it('removes the person and everything they own, returns the receipt, keeps and adds audit rows', async () => {
      const id = await personWithEverything('erika@example.com');
      const other = await personWithEverything('other@example.com');
      const record = await f.service.getPerson(id);
      const rowsBefore = (await auditRows()).filter((r) => r.person_id === id);
      expect(rowsBefore.length).toBeGreaterThan(0);

      const receipt = await f.service.erasePerson({ id, reason: 'erasure request of 2026-11-20' });
      expect(receipt).toEqual({
        person_id: id,
        erased_at: expect.stringMatching(new RegExp(`^${TODAY} `)),
        reason: 'erasure request of 2026-11-20',
        actor: f.actor,
        counts: { person: 1, application_history: 1, applications: 1, skills: 0, document_text: 2, documents: 2, photo: 1 },
        sha256: sortedJsonHash(record),
        // What each store does so the rows leave its files too (test/store/physical-erasure.test.ts checks the files).
        physically_removed: expect.arrayContaining([expect.stringMatching(/secure_delete|VACUUM FULL/)]),
        backups: expect.stringMatching(new RegExp(`^backups (and WAL archives )?made before ${receipt.erased_at} still hold this person's data until they expire or are deleted`)),
      });
      // Only the erased person's rows went; the other person is whole.
      expect(await counts()).toEqual({ people: 1, photos: 1, documents: 2, subscriptions: 1, erasures: 1 });
      expect((await f.service.getPerson(other)).is_photo).toBe('Y');

      const rowsAfter = (await auditRows()).filter((r) => r.person_id === id);
      expect(rowsAfter.slice(0, rowsBefore.length)).toEqual(rowsBefore);
      expect(rowsAfter.at(-1)).toMatchObject({ action: 'person.erase', actor: f.actor, outcome: 'ok' });
      await expectError(f.service.getPerson(id), NotFoundError);
      await expectError(f.service.listDocuments(id), NotFoundError);
    });

    it('leaves nothing to find: the search knows neither the name, the skills nor the e-mail', async () => {
      const id = await personWithEverything('erika@example.com');
      await f.service.changeSkills(id, { skills: ['Törlésmérnök'] });
      expect((await f.service.searchPeople({ skill: 'Törlésmérnök' })).data.map((p) => p.id)).toEqual([id]);
      await f.service.erasePerson({ id, reason: 'request' });
      for (const query of [{ skill: 'Törlésmérnök' }, { q: 'Torles' }, { email: 'erika@' }, { name: 'Erika' }]) {
        expect((await f.service.searchPeople(query)).data, JSON.stringify(query)).toEqual([]);
      }
      // The search index holds no row of the erased person (SQLite's person_fts; PostgreSQL's person_search).
      const table = f.store.kind === 'sqlite' ? 'person_fts' : 'person_search';
      expect((await f.sql(`SELECT CAST(count(*) AS INTEGER) AS n FROM ${table}`))[0]).toEqual({ n: 0 });
    });

    it('asked again: 404 saying when, and nothing changes', async () => {
      const id = await personWithEverything('erika@example.com');
      const receipt = await f.service.erasePerson({ id, reason: 'request' });
      const before = await counts();
      const again = await expectError(f.service.erasePerson({ id, reason: 'request' }), NotFoundError);
      expect(again.message).toContain(`erased at ${receipt.erased_at}`);
      expect(again.details).toEqual({ erased_at: receipt.erased_at });
      expect(await counts()).toEqual(before);
    });

    it('rejects a missing or empty reason and unknown ids without changing anything', async () => {
      const id = await personWithEverything('erika@example.com');
      const before = await counts();
      const empty = await expectError(f.service.erasePerson({ id, reason: '' }), ValidationError);
      expect(issuePaths(empty)).toEqual(['/reason']);
      await expectError(f.service.erasePerson({ id, reason: '   ' }), ValidationError);
      await expectError(f.service.erasePerson({ id } as never), ValidationError);
      await expectError(f.service.erasePerson({ id, reason: 'x', extra: 1 } as never), ValidationError);
      await expectError(f.service.erasePerson({ id: 999, reason: 'x' }), NotFoundError);
      expect(await counts()).toEqual(before);
    });

    it('frees the e-mail: the same address can be registered again', async () => {
      const id = await personWithEverything('erika@example.com');
      await f.service.erasePerson({ id, reason: 'request' });
      const { id: again } = await f.service.createPerson({ first: 'Erika', last: 'Új', email: 'erika@example.com' });
      expect(again).not.toBe(id);
    });
  });

  describe('access export (GET /person/{id}/export)', () => {
    it('zips the record, applications, photo, documents and who read the person; the export is audited', async () => {
      const id = await personWithEverything('erika@example.com');
      await f.service.changeSkills(id, { skills: ['SQL', 'Go'] });
      const person = await f.service.getPerson(id);
      const photo = await f.service.getPhoto(id);
      const file = await f.service.exportPersonData(id);
      expect(file.contentType).toBe('application/zip');
      expect(file.fileName).toBe(`person-${id}-export.zip`);
      const bytes = await buffer(file.stream);
      await file.finish('ok');

      const zip = await JSZip.loadAsync(bytes);
      const text = async (name: string) => {
        const entry = zip.file(name);
        expect(entry, name).not.toBeNull();
        return entry!.async('string');
      };
      expect(JSON.parse(await text('person.json'))).toEqual(person);
      const applications = JSON.parse(await text('applications.json')) as Record<string, unknown>[];
      expect(applications).toEqual([expect.objectContaining({ person_id: id, job_id: jobId, job_title: 'Archivist' })]);
      expect(JSON.parse(await text('skills.json'))).toEqual([{ skill: 'Go' }, { skill: 'SQL' }]);
      const history = JSON.parse(await text('application_history.json')) as { status: string }[];
      expect(history.map((h) => h.status)).toEqual(['applied']);
      // Derived data (the text extracted for search) is not repeated: the documents are there.
      expect(zip.file('document_text.json')).toBeNull();
      const documents = JSON.parse(await text('documents.json')) as { id: number; file_name: string; size: number; path: string }[];
      expect(documents.map((d) => [d.file_name, d.size])).toEqual([['cv.txt', CV.byteLength], ['letter.txt', 6]]);
      expect(Buffer.from(await zip.file(documents[0]!.path)!.async('uint8array'))).toEqual(Buffer.from(CV));
      const photoEntry = zip.file(/^photo\./);
      expect(photoEntry.map((e) => e.name)).toEqual([`photo.${photo.fileName.split('.').pop()}`]);
      expect(Buffer.from(await photoEntry[0]!.async('uint8array'))).toEqual(Buffer.from(photo.bytes));
      const audit = JSON.parse(await text('audit.json')) as { action: string; actor: string }[];
      expect(audit.map((r) => r.action)).toEqual(expect.arrayContaining(['person.get', 'person.photo']));
      expect(audit.every((r) => r.actor === f.actor)).toBe(true);

      // Two rows: the read before any byte went out, and how it ended (delivered).
      await expect.poll(async () => (await auditRows()).filter((r) => r.action === 'person.export-data').map((r) => [r.person_id, r.outcome, r.actor]))
        .toEqual([[id, 'started', f.actor], [id, 'ok', f.actor]]);
    });

    it('unknown and erased people: 404, and the attempt is audited', async () => {
      await expectError(f.service.exportPersonData(4242), NotFoundError);
      expect((await auditRows()).at(-1)).toMatchObject({ action: 'person.export-data', person_id: 4242, outcome: 'not_found' });
      const id = await personWithEverything('erika@example.com');
      await f.service.erasePerson({ id, reason: 'request' });
      const error = await expectError(f.service.exportPersonData(id), NotFoundError);
      expect(error.message).toContain('erased at');
    });
  });

  describe('retention purge (POST /person/purge)', () => {
    /** Sets people's last change to `when` (what the fixed clock cannot: make them old). */
    const age = async (ids: number[], when: string) => {
      await f.sql(`UPDATE people SET last_modified = '${when}' WHERE id IN (${ids.join(', ')}) RETURNING id`);
    };

    it('a dry run lists and changes nothing; the real run erases with a receipt each', async () => {
      const applied = await personWithEverything('erika@example.com');
      const { id: idle } = await f.service.createPerson({ first: 'Ida', last: 'Tétlen' });
      const { id: idle2 } = await f.service.createPerson({ first: 'Imre', last: 'Tétlen' });
      const { id: fresh } = await f.service.createPerson({ first: 'Friss', last: 'Tétlen' });
      await age([applied, idle, idle2], '2025-06-01 00:00:00');
      const bound = '2026-01-01';
      const before = await counts();
      const listing = await f.service.purgePeople({ not_modified_since: bound, without_applications: true, dry_run: true });
      expect(listing).toMatchObject({ dry_run: true, not_modified_before: '2026-01-01 00:00:00', matched: 2, receipts: [] });
      expect(listing.people.map((p) => p.id)).toEqual([idle, idle2]);
      expect(await counts()).toEqual(before);

      const paged = await f.service.purgePeople({ not_modified_since: bound, without_applications: true, limit: 1 });
      expect(paged.matched).toBe(2);
      expect(paged.receipts.map((r) => r.person_id)).toEqual([idle]);
      expect(paged.receipts[0]).toMatchObject({ reason: 'retention: not modified since 2026-01-01 00:00:00, no applications', actor: f.actor });
      const rest = await f.service.purgePeople({ not_modified_since: bound, without_applications: true, reason: 'retention policy 4.2' });
      expect(rest.receipts.map((r) => [r.person_id, r.reason])).toEqual([[idle2, 'retention policy 4.2']]);
      expect((await f.service.getPerson(applied)).id).toBe(applied);
      expect((await auditRows()).filter((r) => r.action === 'person.purge').map((r) => r.person_id)).toEqual([idle, idle2]);

      // Without the filter the applicant goes too; a bound further back takes nobody; today's person stays.
      expect((await f.service.purgePeople({ not_modified_since: '2025-01-01' })).matched).toBe(0);
      const all = await f.service.purgePeople({ not_modified_since: '6mo' });
      expect(all.not_modified_before).toBe('2026-05-22 10:00:00');
      expect(all.receipts.map((r) => r.counts)).toEqual([
        { person: 1, application_history: 1, applications: 1, skills: 0, document_text: 2, documents: 2, photo: 1 },
      ]);
      expect(await counts()).toMatchObject({ people: 1, photos: 0, documents: 0, subscriptions: 0, erasures: 3 });
      expect((await f.service.getPerson(fresh)).id).toBe(fresh);
    });

    it('refuses sub-day, ambiguous, zero, future and absurd bounds with 400, and a short one without force', async () => {
      const { id } = await f.service.createPerson({ first: 'Ida', last: 'Tétlen' });
      const { id: recent } = await f.service.createPerson({ first: 'Rita', last: 'Tétlen' });
      await age([id], '2026-11-01 00:00:00');
      await age([recent], '2026-11-21 00:00:00');
      const before = await counts();
      for (const [bound, message] of [
        ['1m', /ambiguous/], ['6m', /ambiguous/], ['90min', /shorter than a day/], ['24h', /shorter than a day/],
        ['0d', /zero/], ['0m', /ambiguous/], ['9999-12-31', /future/], ['2026-11-23', /future/],
        ['999999y', /more than 200 years/], ['99999y', /more than 200 years/], ['1899-01-01', /before 1900/],
        ['2026-11-22 09:30:00', /less than a day/], ['7d', /less than 30 days/],
      ] as const) {
        for (const force of [undefined, true]) {
          if (bound === '7d' && force) continue;
          const error = await expectError(f.service.purgePeople({ not_modified_since: bound, ...(force ? { force } : {}) }), ValidationError);
          expect(error.message, bound).toMatch(message);
          expect(issuePaths(error)).toEqual(['/not_modified_since']);
        }
      }
      expect(await counts()).toEqual(before);
      // force lowers the minimum retention to a day: the person idle for three weeks goes, the one of yesterday stays.
      const forced = await f.service.purgePeople({ not_modified_since: '7d', force: true });
      expect(forced.receipts.map((r) => r.person_id)).toEqual([id]);
      expect((await f.service.getPerson(recent)).id).toBe(recent);
    });

    it('rejects a bound that is not a date, timestamp or age, changing nothing', async () => {
      await f.service.createPerson({ first: 'Ida', last: 'Tétlen' });
      const before = await counts();
      const error = await expectError(f.service.purgePeople({ not_modified_since: 'two years' }), ValidationError);
      expect(issuePaths(error)).toEqual(['/not_modified_since']);
      await expectError(f.service.purgePeople({ not_modified_since: '2y', limit: 0 }), ValidationError);
      expect(await counts()).toEqual(before);
    });
  });
});
