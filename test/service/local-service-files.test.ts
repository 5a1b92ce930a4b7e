// DESIGN.md §3 photo and document rules on LocalService, with real image bytes.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createLocalFixture, type LocalFixture } from '../helpers/local.js';
import { jpegWithExif, pngImage } from '../helpers/images.js';
import { NotFoundError, PayloadTooLargeError, UnprocessableError } from '../../src/domain/errors.js';

let f: LocalFixture;
let personId: number;
beforeEach(async () => {
  f = createLocalFixture();
  personId = (await f.service.createPerson({ first: 'Anna', last: 'Próba' })).id;
});
afterEach(() => f.cleanup());

describe('photos', () => {
  it('accepts a JPEG by content, strips EXIF/GPS, sets is_photo and a 32-hex photo_url', async () => {
    const original = await jpegWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    await f.service.setPhoto({ person_data_id: personId, file_name: 'whatever.txt', data: original });
    const person = await f.service.getPerson(personId);
    expect(person.is_photo).toBe('Y');
    expect(person.photo_url).toMatch(/^[0-9a-f]{32}$/);
    const photo = await f.service.getPhoto(personId);
    expect(photo.contentType).toBe('image/jpeg');
    const metadata = await sharp(photo.bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(Buffer.from(photo.bytes).includes('SecretCopyrightMarker')).toBe(false);
    expect([metadata.width, metadata.height]).toEqual([40, 30]);
  });

  it('keeps PNG as PNG', async () => {
    await f.service.setPhoto({ person_data_id: personId, file_name: 'p.png', data: await pngImage() });
    expect((await f.service.getPhoto(personId)).contentType).toBe('image/png');
  });

  it('rejects a file that is not an image even when named .jpg, and writes nothing', async () => {
    const error = f.service.setPhoto({ person_data_id: personId, file_name: 'x.jpg', data: Buffer.from('%PDF-1.4 not a photo') });
    await expect(error).rejects.toBeInstanceOf(UnprocessableError);
    expect((await f.service.getPerson(personId)).is_photo).toBe('N');
  });

  it('rejects photos over 5 MB and unknown people', async () => {
    await expect(f.service.setPhoto({ person_data_id: personId, file_name: 'x.jpg', data: new Uint8Array(5 * 1024 * 1024 + 1) }))
      .rejects.toBeInstanceOf(PayloadTooLargeError);
    await expect(f.service.setPhoto({ person_data_id: 999, file_name: 'p.png', data: await pngImage() })).rejects.toBeInstanceOf(NotFoundError);
    await expect(f.service.getPhoto(personId)).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('documents', () => {
  const bytes = new TextEncoder().encode('Curriculum vitae of a fictitious person');

  it('stores bytes with a size in bytes and serves them back with a content type', async () => {
    const { id } = await f.service.addDocument({ person_data_id: personId, file_name: 'cv.pdf', data: bytes });
    expect(await f.service.listDocuments(personId)).toEqual([{ id, file_name: 'cv.pdf', size: bytes.byteLength }]);
    const download = await f.service.downloadDocument(personId, id);
    expect(download).toMatchObject({ fileName: 'cv.pdf', contentType: 'application/pdf' });
    expect(Buffer.from(download.bytes).equals(Buffer.from(bytes))).toBe(true);
  });

  it.each([
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\x\\cv.docx', 'cv.docx'],
    ['bad\u0001name.txt', 'badname.txt'],
    ['..', 'file'],
    [`${'é'.repeat(200)}.pdf`, `${'é'.repeat(125)}.pdf`],
  ])('stores the file name %j as %j', async (raw, stored) => {
    await f.service.addDocument({ person_data_id: personId, file_name: raw, data: bytes });
    expect((await f.service.listDocuments(personId))[0]?.file_name).toBe(stored);
  });

  it('rejects documents over 20 MB', async () => {
    await expect(f.service.addDocument({ person_data_id: personId, file_name: 'big.pdf', data: new Uint8Array(20 * 1024 * 1024 + 1) }))
      .rejects.toBeInstanceOf(PayloadTooLargeError);
    expect(f.store.sqlite.documents.stats().count).toBe(0);
  });

  it("treats another person's document as not found, for download and delete", async () => {
    const { id } = await f.service.addDocument({ person_data_id: personId, file_name: 'cv.pdf', data: bytes });
    const other = (await f.service.createPerson({ first: 'B', last: 'C' })).id;
    await expect(f.service.downloadDocument(other, id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(f.service.deleteDocument(other, id)).rejects.toBeInstanceOf(NotFoundError);
    await f.service.deleteDocument(personId, id);
    expect(await f.service.listDocuments(personId)).toEqual([]);
    await expect(f.service.deleteDocument(personId, id)).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('document ids', () => {
  it('are never reused after a delete', async () => {
    const bytes = new TextEncoder().encode('x');
    const first = await f.service.addDocument({ person_data_id: personId, file_name: 'a.txt', data: bytes });
    await f.service.deleteDocument(personId, first.id);
    const second = await f.service.addDocument({ person_data_id: personId, file_name: 'b.txt', data: bytes });
    expect(second.id).toBeGreaterThan(first.id);
  });
});
