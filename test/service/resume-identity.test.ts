// Issue 14 item 5 below the CLI: documents remember their SHA-256 (migration 4, with a
// backfill for older rows), people are found by phone in E.164 whatever the spelling, both
// lookups are audited reads, and the --create step (src/cli/resume-create.ts) on a real
// LocalService: unchanged / updated / created, the face through the photo path.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { createLocalFixture, type LocalFixture } from '../helpers/local.js';
import { jpegWithExif } from '../helpers/images.js';
import { NotFoundError, ValidationError } from '../../src/domain/errors.js';
import { run as backfillSha256 } from '../../src/store/migrations/004-document-sha256-phone-key.js';
import { createResumeCreator, missingName } from '../../src/service/resume-create.js';
import { memoryImageSink } from '../../src/cli/local-parser.js';
import type { ParsedResume } from '../../src/domain/parsed-resume.js';

let f: LocalFixture;
beforeEach(() => (f = createLocalFixture()));
afterEach(() => f.cleanup());

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const auditActions = () => f.store.sqlite.audit.list().map((row) => [row.action, row.person_id, row.outcome]);

describe('documents by SHA-256', () => {
  it('finds the stored document of identical bytes, and says not found otherwise; both reads audited', async () => {
    const { id: personId } = await f.service.createPerson({ first: 'Ödön', last: 'Kitalált' });
    const bytes = new TextEncoder().encode('Ödön Kitalált\nCV text\n');
    const { id: documentId } = await f.service.addDocument({ person_data_id: personId, file_name: 'cv.txt', data: bytes });

    expect(await f.service.findDocumentBySha256(sha(bytes).toUpperCase())).toEqual({ id: documentId, person_data_id: personId });
    await expect(f.service.findDocumentBySha256(sha(new Uint8Array([1, 2, 3])))).rejects.toBeInstanceOf(NotFoundError);
    await expect(f.service.findDocumentBySha256('not-a-hash')).rejects.toBeInstanceOf(ValidationError);
    expect(auditActions()).toEqual([['person.document.find', null, 'not_found'], ['person.document.find', personId, 'ok']]);
  });

  it('migration 4 hashes documents stored before it', async () => {
    const { id: personId } = await f.service.createPerson({ first: 'Ödön', last: 'Kitalált' });
    const bytes = new TextEncoder().encode('an old upload');
    const { id } = await f.service.addDocument({ person_data_id: personId, file_name: 'old.txt', data: bytes });
    f.store.sqlite.db.prepare("UPDATE documents SET sha256 = '' WHERE id = ?").run(id); // as before migration 4
    await expect(f.service.findDocumentBySha256(sha(bytes))).rejects.toBeInstanceOf(NotFoundError);
    backfillSha256(f.store.sqlite.db);
    expect(await f.service.findDocumentBySha256(sha(bytes))).toEqual({ id, person_data_id: personId });
  });
});

describe('people by phone', () => {
  it('matches mobile or land line in E.164, whatever the spacing; a number without country code is a validation error', async () => {
    const { id: mobile } = await f.service.createPerson({ first: 'Anna', last: 'Minta', phone_mobile: '+36 30 555 0101' });
    const { id: land } = await f.service.createPerson({ first: 'Béla', last: 'Minta', phone_land: '+49 30 1234567' });
    expect(await f.service.findPersonByPhone('+36305550101')).toEqual({ id: mobile });
    expect(await f.service.findPersonByPhone('+36 (30) 555-0101')).toEqual({ id: mobile });
    expect(await f.service.findPersonByPhone('+49 30 1234567')).toEqual({ id: land });
    await expect(f.service.findPersonByPhone('+36 30 555 0102')).rejects.toBeInstanceOf(NotFoundError);
    await expect(f.service.findPersonByPhone('hello')).rejects.toBeInstanceOf(ValidationError);
    expect(auditActions().filter(([action]) => action === 'person.exists.phone')).toHaveLength(4);
  });
});

function resume(person: Partial<ParsedResume['person']>): ParsedResume {
  return {
    person: { last: '', first: '', birth_date: '', email: [], phone: [], category: null, address: { street: '', city: '', zip: '' }, tags: [], face: '', ...person },
    jobs: [], keywords: '', content: '', images: [],
  };
}

describe('the --create step', () => {
  it('creates with the face as the photo (re-encoded, metadata gone), then leaves the same file unchanged', async () => {
    const sink = memoryImageSink();
    const face = new Uint8Array(await jpegWithExif());
    const faceUrl = await sink.save(face, 'image/jpeg', 'face');
    expect(faceUrl).toMatch(/^memory:face-/);
    const creator = createResumeCreator(f.service, (url) => sink.take(url));
    const bytes = new TextEncoder().encode('Kata Kitalált CV');
    const parsed = resume({ first: 'Kata', last: 'Kitalált', email: ['kata@example.com'], face: faceUrl });

    const first = await creator.create('/in/kata.txt', bytes, parsed);
    expect(first).toMatchObject({ action: 'created', photo: true });
    const photo = await f.service.getPhoto(first.person_id!);
    const meta = await sharp(photo.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect(Buffer.from(photo.bytes).includes('SecretCopyrightMarker')).toBe(false);

    expect(await creator.create('/in/kata-copy.txt', bytes, parsed)).toEqual({ action: 'unchanged', person_id: first.person_id, document_id: first.document_id });
    expect(await f.service.listDocuments(first.person_id!)).toHaveLength(1);
  });

  it('updates the person found by e-mail, filling only empty fields, and keeps their photo', async () => {
    const { id } = await f.service.createPerson({ first: 'Kata', last: 'Régi', email: 'kata@example.com', city: 'Pécs' });
    await f.service.setPhoto({ person_data_id: id, file_name: 'p.jpg', data: new Uint8Array(await jpegWithExif()) });
    const before = await f.service.getPhoto(id);
    const sink = memoryImageSink();
    const faceUrl = await sink.save(new Uint8Array(await sharp({ create: { width: 30, height: 30, channels: 3, background: '#00ff00' } }).jpeg().toBuffer()), 'image/jpeg', 'face');
    const creator = createResumeCreator(f.service, (url) => sink.take(url));
    const report = await creator.create('/in/kata.txt', new TextEncoder().encode('new CV'), resume({
      first: 'Katalin', last: 'Új', email: ['KATA@example.com'], birth_date: '1991-02-03', address: { street: '', city: 'Győr', zip: '' }, face: faceUrl,
    }));
    expect(report).toMatchObject({ action: 'updated', person_id: id });
    expect(report.photo).toBeUndefined();
    expect(await f.service.getPerson(id)).toMatchObject({ first: 'Kata', last: 'Régi', city: 'Pécs', birth_date: '1991-02-03' });
    expect((await f.service.getPhoto(id)).bytes).toEqual(before.bytes);
  });

  it('a résumé without a last name is an error and writes nothing', async () => {
    const creator = createResumeCreator(f.service, async () => undefined);
    const report = await creator.create('/in/x.txt', new Uint8Array([1]), resume({ first: 'Kata', email: ['k@example.com'] }));
    expect(report.error).toMatch(/no last name/);
    expect(await f.store.people.count()).toBe(0);
    expect(missingName({ first: 'A', last: 'B' })).toBeNull();
  });

  it('files written at the same time for one new person create them once', async () => {
    const creator = createResumeCreator(f.service, async () => undefined);
    const parsed = resume({ first: 'Kata', last: 'Kitalált', phone: ['+36 30 555 0199'] });
    const reports = await Promise.all([1, 2, 3].map((n) => creator.create(`/in/${n}.txt`, new Uint8Array([n]), parsed)));
    expect(reports.map((r) => r.action).sort()).toEqual(['created', 'updated', 'updated']);
    expect(new Set(reports.map((r) => r.person_id)).size).toBe(1);
    expect(await f.store.people.count()).toBe(1);
  });
});
