// The store contract (src/store/contract/) held by both dialects: the same calls give the same
// answers and the same domain errors (the texts of src/store/invariants.ts), checked against
// expected values on a real SQLite file and a real (embedded) PostgreSQL. What only one
// dialect has — its capabilities — is checked here too; internals stay in the dialects' own tests.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openSqliteStore, openStore, type NewJob, type Store } from '../../src/store/index.js';
import { erasureReceipt } from '../../src/service/data-protection.js';
import { packPerson } from '../../src/domain/packed-person.js';
import { usePostgres } from '../helpers/postgres.js';

const postgres = usePostgres();
const T = '2026-11-22T10:00:00.000Z';
const stamp = (action: string) => ({ at: T, actor: 'contract-test', action, request_id: 'r1' });

function job(overrides: Partial<NewJob> = {}): NewJob {
  return {
    position_data_id: 1, title: 'Welder', marked: 'N', date_from: null, date_till: null, reference_number: '',
    category: [1], language: [], regio: [2], experience: null, preparation: 3, default_alias_str: '',
    position_data: { intro: 'x' } as NewJob['position_data'], status: 'open', channels: ['api_web'], ...overrides,
  };
}

/** A call's domain error as the user sees it: class, message, details. */
async function failure(work: Promise<unknown>): Promise<{ name: string; message: string; details?: unknown }> {
  try {
    await work;
  } catch (error) {
    const e = error as { name: string; message: string; details?: unknown };
    return { name: e.name, message: e.message, ...(e.details === undefined ? {} : { details: e.details }) };
  }
  throw new Error('expected the call to fail');
}

let template: string;
beforeAll(async () => {
  // One migrated database; each PostgreSQL test gets a copy of it.
  template = await postgres().createDatabase();
  await (await openStore(template)).close();
}, 120_000);

describe.each(['sqlite', 'postgres'] as const)('the store contract on %s', (dialect) => {
  let dir: string;
  let store: Store;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'recruit-contract-'));
    store = dialect === 'sqlite' ? openSqliteStore(join(dir, 'db.sqlite')) : await openStore(await postgres().createDatabase(template));
  });

  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('has the capabilities of its dialect, and only those', () => {
    expect(store.kind).toBe(dialect);
    if (dialect === 'sqlite') {
      expect(typeof store.durability?.durable).toBe('function');
      expect(typeof store.lockWaits?.setBusyTimeout).toBe('function');
      expect(store.sharedRateLimit).toBeUndefined();
    } else {
      expect(store.durability).toBeUndefined();
      expect(store.lockWaits).toBeUndefined();
      expect(typeof store.sharedRateLimit?.store()).toBe('function');
    }
  });

  it('people: one person per canonical e-mail; unknown ids are NotFoundError', async () => {
    const anna = await store.people.create({ first: 'Anna', last: 'Kovács', email: 'Anna.Kovacs@Example.com' }, T);
    expect(await store.people.idByEmail('anna.kovacs@example.COM')).toBe(anna);
    const taken = { name: 'ConflictError', message: 'a person with this e-mail already exists' };
    expect(await failure(store.people.create({ first: 'Bea', last: 'Nagy', email: 'ANNA.KOVACS@example.com' }, T))).toEqual(taken);
    const bea = await store.people.create({ first: 'Bea', last: 'Nagy', email: 'bea@example.com' }, T);
    expect(await failure(store.people.update(bea, () => ({ email: 'anna.kovacs@example.com' }), T))).toEqual(taken);
    // A person keeps their own e-mail through an update.
    await store.people.update(anna, (p) => ({ city: `${p.first}ville`, email: 'anna.kovacs@example.com' }), T);
    expect((await store.people.get(anna))?.city).toBe('Annaville');
    expect(await failure(store.people.update(4242, () => ({ city: 'x' }), T))).toEqual({ name: 'NotFoundError', message: 'person 4242 not found' });
    expect(await store.people.get(2 ** 40)).toBeUndefined();
    expect(await store.people.count()).toBe(2);
  });

  it('applications: one per person and job, on live open jobs, moved through their statuses', async () => {
    const person = await store.people.create({ first: 'Anna', last: 'Kovács' }, T);
    const jobId = await store.jobs.create(job(), T);
    const application = await store.subscriptions.create(person, jobId, T);
    expect(await failure(store.subscriptions.create(person, jobId, T))).toEqual({
      name: 'ConflictError', message: `person ${person} has already applied to job ${jobId}`, details: { id: application },
    });
    expect(await failure(store.subscriptions.create(77, jobId, T))).toEqual({ name: 'NotFoundError', message: 'person 77 not found' });
    const other = await store.jobs.create(job({ title: 'Other' }), T);
    expect(await failure(store.subscriptions.changeStatus({ personId: person, jobId: other }, () => ({ status: 'screening', note: null }), T)))
      .toEqual({ name: 'NotFoundError', message: `person ${person} has not applied to job ${other}` });
    expect(await failure(store.subscriptions.changeStatus({ personId: person, jobId: 555 }, () => ({ status: 'screening', note: null }), T)))
      .toEqual({ name: 'NotFoundError', message: 'job 555 not found' });
    expect(await failure(store.subscriptions.changeStatus({ id: 999 }, () => ({ status: 'screening', note: null }), T)))
      .toEqual({ name: 'NotFoundError', message: 'application 999 not found' });
    const moved = await store.subscriptions.changeStatus({ id: application }, (current) => {
      expect(current.status).toBe('applied');
      return { status: 'screening', note: 'phone call' };
    }, T);
    expect(moved.status).toBe('screening');
    expect(moved.history.map((h) => [h.status, h.note])).toEqual([['applied', null], ['screening', 'phone call']]);
  });

  it('jobs: a reference number belongs to one live job; a deleted job cannot change', async () => {
    const first = await store.jobs.create(job({ reference_number: 'R-1' }), T);
    expect(await failure(store.jobs.create(job({ reference_number: 'R-1' }), T))).toEqual({
      name: 'ConflictError', message: `job ${first} already has reference number R-1`, details: { id: first },
    });
    const second = await store.jobs.create(job({ reference_number: 'R-2' }), T);
    expect(await failure(store.jobs.update(second, () => job({ reference_number: 'R-1' }), T))).toEqual({
      name: 'ConflictError', message: `job ${first} already has reference number R-1`, details: { id: first },
    });
    // Jobs without a reference number never clash.
    await store.jobs.create(job(), T);
    await store.jobs.create(job(), T);
    expect(await store.jobs.markDeleted(first, T)).toBe(true);
    expect(await store.jobs.markDeleted(first, T)).toBe(false);
    expect(await failure(store.jobs.update(first, () => job(), T))).toEqual({ name: 'ConflictError', message: `job ${first} is deleted and cannot be changed` });
    expect(await failure(store.jobs.update(999, () => job(), T))).toEqual({ name: 'NotFoundError', message: 'job 999 not found' });
    // The number is free again once its job is deleted.
    await expect(store.jobs.create(job({ reference_number: 'R-1' }), T)).resolves.toBeGreaterThan(second);
    expect((await store.jobs.listNotDeleted()).map((j) => j.id)).not.toContain(first);
  });

  it('projects list live jobs only; unknown projects are NotFoundError', async () => {
    const live = await store.jobs.create(job(), T);
    const gone = await store.jobs.create(job({ title: 'Gone' }), T);
    await store.jobs.markDeleted(gone, T);
    const refused = await failure(store.projects.create({ title: 'P', jobs: [live, gone] }, T));
    expect(refused).toMatchObject({ name: 'ValidationError', message: expect.stringContaining(`job ${gone} does not exist`) });
    const project = await store.projects.create({ title: 'P', jobs: [live] }, T);
    expect((await store.projects.get(project))?.jobs).toEqual([live]);
    expect(await failure(store.projects.update(404, () => ({ title: 'x' }), T))).toEqual({ name: 'NotFoundError', message: 'project 404 not found' });
    await store.projects.delete(project);
    expect(await failure(store.projects.delete(project))).toEqual({ name: 'NotFoundError', message: `project ${project} not found` });
  });

  it('files: documents and the photo belong to a person who exists', async () => {
    const person = await store.people.create({ first: 'Anna', last: 'Kovács' }, T);
    const bytes = new Uint8Array([37, 80, 68, 70, 0, 255]);
    const doc = await store.documents.add(person, 'cv.pdf', 'application/pdf', bytes, T);
    expect(await failure(store.documents.add(99, 'cv.pdf', 'application/pdf', bytes, T))).toEqual({ name: 'NotFoundError', message: 'person 99 not found' });
    expect(await failure(store.documents.delete(person, doc + 1))).toEqual({ name: 'NotFoundError', message: `person ${person} has no document ${doc + 1}` });
    expect(await failure(store.photos.delete(person, T))).toEqual({ name: 'NotFoundError', message: `person ${person} has no photo` });
    await store.photos.put(person, { photoId: 'p1', mime: 'image/jpeg', bytes }, T);
    expect((await store.people.get(person))?.is_photo).toBe('Y');
    await store.photos.delete(person, T);
    expect((await store.people.get(person))?.is_photo).toBe('N');
    await store.documents.delete(person, doc);
    expect(await store.documents.stats()).toEqual({ count: 0, bytes: 0 });
  });

  it('tokens: one per name; the version moves on every write, not on touch', async () => {
    const v0 = await store.tokens.version();
    await store.tokens.insert('ci', 'read', 'h1', T);
    const v1 = await store.tokens.version();
    expect(v1).toBeGreaterThan(v0);
    expect(await failure(store.tokens.insert('ci', 'write', 'h2', T))).toEqual({ name: 'ConflictError', message: 'a token named ci already exists' });
    await store.tokens.touch('ci', T);
    expect(await store.tokens.version()).toBe(v1);
    expect(await store.tokens.delete('ci')).toBe(true);
    expect(await store.tokens.delete('ci')).toBe(false);
    expect(await store.tokens.version()).toBeGreaterThan(v1);
  });

  it('audited reads tell a missing person from a missing item, and each leaves its row', async () => {
    const person = await store.people.create({ first: 'Anna', last: 'Kovács', email: 'anna@example.com' }, T);
    const jobId = await store.jobs.create(job(), T);
    await store.subscriptions.create(person, jobId, T);
    const reads = [
      await store.audit.read({ kind: 'person', personId: 404 }, stamp('read')),
      await store.audit.read({ kind: 'documents', personId: 404 }, stamp('read')),
      await store.audit.read({ kind: 'document', personId: person, documentId: 404 }, stamp('read')),
      await store.audit.read({ kind: 'photo', personId: person }, stamp('read')),
      await store.audit.read({ kind: 'person-by-email', email: 'nobody@example.com' }, stamp('read')),
      await store.audit.read({ kind: 'applicants', jobId: 404 }, stamp('read')),
    ];
    expect(reads).toEqual([
      { found: false, missing: 'person' }, { found: false, missing: 'person' }, { found: false, missing: 'item' },
      { found: false, missing: 'item' }, { found: false, missing: 'person' }, { found: false, missing: 'item' },
    ]);
    expect(await store.audit.read({ kind: 'person-by-email', email: 'ANNA@example.com' }, stamp('exists'))).toEqual({ found: true, value: person });
    const applicants = await store.audit.read({ kind: 'applicants', jobId }, stamp('applicants'));
    expect(applicants.found && applicants.value.map((a) => a.person_data_id)).toEqual([person]);
    const rows = (await store.audit.list({ limit: 20 })).reverse().map((r) => [r.action, r.person_id, r.outcome]);
    expect(rows).toEqual([
      ['read', 404, 'not_found'], ['read', 404, 'not_found'], ['read', person, 'not_found'], ['read', person, 'not_found'],
      ['read', null, 'not_found'], ['read', null, 'not_found'], ['exists', person, 'ok'], ['applicants', person, 'ok'],
    ]);
  });

  it('erasure: the person goes with what they own; their id then answers with when it was erased', async () => {
    const person = await store.people.create({ first: 'Anna', last: 'Kovács', email: 'anna@example.com' }, T);
    await store.subscriptions.create(person, await store.jobs.create(job(), T), T);
    const receipt = await store.dataProtection.erase(person, (p, counts) =>
      erasureReceipt(p, counts, { reason: 'request', actor: 'test', at: T, physical: store.dataProtection.physicalRemoval }), stamp('person.erase'));
    expect(receipt?.counts).toMatchObject({ person: 1, applications: 1 });
    expect(await store.people.exists(person)).toBe(false);
    const again = await failure(store.dataProtection.erase(person, () => receipt!, stamp('person.erase')));
    expect(again).toEqual({ name: 'NotFoundError', message: `person ${person} was erased at ${T}`, details: { erased_at: T } });
    expect(await failure(store.dataProtection.erase(4040, () => receipt!, stamp('person.erase')))).toEqual({ name: 'NotFoundError', message: 'person 4040 not found' });
  });

  it('erasure: receipts of person imports go (their rejects may quote the person); job import receipts stay', async () => {
    const person = await store.people.create({ first: 'Pelko', last: 'Vantra', email: 'pelko@example.org' }, T);
    const answer = JSON.stringify({ rejects: [{ line: 2, reason: 'conflict: a person with e-mail pelko@example.org exists already' }] });
    const people = await store.bulk.importPeople({ shared: true, receipt: () => ({ actor: 'ci', resource: 'person', key: 'k1', answer, created: T }) });
    await people.writeBatch([packPerson({ first: 'Ilvara', last: 'Domsk', email: 'ilvara@example.org' })], 'fail', T);
    await people.finish();
    const jobs = await store.bulk.importJobs({ receipt: () => ({ actor: 'ci', resource: 'job', key: 'k2', answer: '{}', created: T }) });
    await jobs.writeBatch([job({ reference_number: 'R-1' })], 'fail', T);
    await jobs.finish();
    expect(await store.importReceipts.find('ci', 'person', 'k1')).toBe(answer);
    await store.dataProtection.erase(person, (p, counts) =>
      erasureReceipt(p, counts, { reason: 'request', actor: 'test', at: T, physical: store.dataProtection.physicalRemoval }), stamp('person.erase'));
    expect(await store.importReceipts.find('ci', 'person', 'k1')).toBeUndefined();
    expect(await store.importReceipts.find('ci', 'job', 'k2')).toBe('{}');
  });
});
