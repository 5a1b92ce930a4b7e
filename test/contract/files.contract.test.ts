// Contract: photo and documents (SPEC.md endpoints 7–11, DESIGN.md §3 and the photo read).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { NotFoundError, PayloadTooLargeError, UnprocessableError } from '../../src/domain/errors.js';
import { MAX_DOCUMENT_BYTES, MAX_PHOTO_BYTES } from '../../src/domain/document.js';
import { MODES, type ContractFixture } from './modes.js';
import { expectError } from './expect-error.js';
import { jpegWithExif, pngImage } from '../helpers/images.js';

const PDF = new TextEncoder().encode('%PDF-1.4\n% fictitious résumé of Anna Példa\n%%EOF\n');

describe.each(MODES)('service contract: photo and documents ($name)', (mode) => {
  let f: ContractFixture;
  let personId: number;
  beforeEach(async () => {
    f = await mode.create();
    personId = (await f.service.createPerson({ first: 'Anna', last: 'Példa' })).id;
  });
  afterEach(async () => {
    await f.cleanup();
  });

  describe('photo (endpoint 7, GET /person/{id}/photo)', () => {
    it('re-encodes without EXIF/GPS, sets is_photo and a 32-hex photo_url', async () => {
      const original = await jpegWithExif();
      expect(original.includes('SecretCopyrightMarker')).toBe(true);
      await f.service.setPhoto({ person_data_id: personId, file_name: 'portrait.png', data: original });
      const person = await f.service.getPerson(personId);
      expect(person.is_photo).toBe('Y');
      expect(person.photo_url).toMatch(/^[0-9a-f]{32}$/);
      const photo = await f.service.getPhoto(personId);
      expect(photo.contentType).toBe('image/jpeg');
      expect(photo.fileName).toBe(`${person.photo_url}.jpg`);
      expect(Buffer.from(photo.bytes).includes('SecretCopyrightMarker')).toBe(false);
      const meta = await sharp(photo.bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect([meta.width, meta.height]).toEqual([40, 30]);
    });

    it('accepts WebP and replaces an earlier photo', async () => {
      await f.service.setPhoto({ person_data_id: personId, file_name: 'a.jpg', data: await jpegWithExif() });
      const first = (await f.service.getPerson(personId)).photo_url;
      const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a0' } }).webp().toBuffer();
      await f.service.setPhoto({ person_data_id: personId, file_name: 'b.webp', data: webp });
      const person = await f.service.getPerson(personId);
      expect(person.photo_url).toMatch(/^[0-9a-f]{32}$/);
      expect(person.photo_url).not.toBe(first);
      expect((await f.service.getPhoto(personId)).contentType).toBe('image/webp');
    });

    it('judges the type by content, not by name', async () => {
      await f.service.setPhoto({ person_data_id: personId, file_name: 'photo.jpg', data: await pngImage() });
      expect((await f.service.getPhoto(personId)).contentType).toBe('image/png');
      await expectError(
        f.service.setPhoto({ person_data_id: personId, file_name: 'photo.jpg', data: PDF }),
        UnprocessableError,
      );
    });

    it('refuses more than 5 MB and unknown people; no photo yet is not found', async () => {
      await expectError(f.service.getPhoto(personId), NotFoundError);
      await expectError(
        f.service.setPhoto({ person_data_id: personId, file_name: 'big.jpg', data: new Uint8Array(MAX_PHOTO_BYTES + 1) }),
        PayloadTooLargeError,
      );
      await expectError(
        f.service.setPhoto({ person_data_id: 999_999, file_name: 'p.png', data: await pngImage() }),
        NotFoundError,
      );
      await expectError(f.service.getPhoto(999_999), NotFoundError);
    });
  });

  describe('documents (endpoints 8–11)', () => {
    it('stores the bytes; size is in bytes; the download has the type of the extension', async () => {
      const { id } = await f.service.addDocument({ person_data_id: personId, file_name: 'Önéletrajz – Példa Anna.pdf', data: PDF });
      expect(await f.service.listDocuments(personId)).toEqual([{ id, file_name: 'Önéletrajz – Példa Anna.pdf', size: PDF.byteLength }]);
      const file = await f.service.downloadDocument(personId, id);
      expect(file.fileName).toBe('Önéletrajz – Példa Anna.pdf');
      expect(file.contentType).toBe('application/pdf');
      expect(Buffer.from(file.bytes).equals(Buffer.from(PDF))).toBe(true);
    });

    it('reduces the file name to a safe base name', async () => {
      const { id } = await f.service.addDocument({ person_data_id: personId, file_name: '../../etc/pass\u0007wd.txt', data: PDF });
      const [doc] = await f.service.listDocuments(personId);
      expect(doc).toMatchObject({ id, file_name: 'passwd.txt' });
      expect((await f.service.downloadDocument(personId, id)).contentType).toBe('text/plain; charset=utf-8');
    });

    it('cuts long names to 255 bytes, keeping the extension', async () => {
      const long = `${'é'.repeat(200)}.docx`;
      await f.service.addDocument({ person_data_id: personId, file_name: long, data: PDF });
      const [doc] = await f.service.listDocuments(personId);
      expect(Buffer.byteLength(doc!.file_name)).toBeLessThanOrEqual(255);
      expect(doc!.file_name.endsWith('.docx')).toBe(true);
    });

    it('accepts an empty document and unknown extensions as octet-stream', async () => {
      const { id } = await f.service.addDocument({ person_data_id: personId, file_name: 'empty.xyz', data: new Uint8Array() });
      const file = await f.service.downloadDocument(personId, id);
      expect(file.bytes.byteLength).toBe(0);
      expect(file.contentType).toBe('application/octet-stream');
    });

    it("answers not found for another person's document, and after delete", async () => {
      const other = await f.service.createPerson({ first: 'Béla', last: 'Minta' });
      const { id } = await f.service.addDocument({ person_data_id: personId, file_name: 'cv.pdf', data: PDF });
      await expectError(f.service.downloadDocument(other.id, id), NotFoundError);
      await expectError(f.service.deleteDocument(other.id, id), NotFoundError);
      await f.service.deleteDocument(personId, id);
      expect(await f.service.listDocuments(personId)).toEqual([]);
      await expectError(f.service.downloadDocument(personId, id), NotFoundError);
      await expectError(f.service.deleteDocument(personId, id), NotFoundError);
    });

    it('accepts a document of exactly 20 MB', async () => {
      const big = new Uint8Array(MAX_DOCUMENT_BYTES).fill(0x41);
      const { id } = await f.service.addDocument({ person_data_id: personId, file_name: 'big.txt', data: big });
      expect(await f.service.listDocuments(personId)).toEqual([{ id, file_name: 'big.txt', size: MAX_DOCUMENT_BYTES }]);
    }, 120_000);

    it('refuses unknown people and documents over the limit', async () => {
      await expectError(f.service.addDocument({ person_data_id: 999_999, file_name: 'cv.pdf', data: PDF }), NotFoundError);
      await expectError(f.service.listDocuments(999_999), NotFoundError);
      await expectError(
        f.service.addDocument({ person_data_id: personId, file_name: 'huge.pdf', data: new Uint8Array(MAX_DOCUMENT_BYTES + 1) }),
        PayloadTooLargeError,
      );
      expect(await f.service.listDocuments(personId)).toEqual([]);
    }, 120_000);

    it('audits downloads and photo reads with their real outcome', async () => {
      const { id } = await f.service.addDocument({ person_data_id: personId, file_name: 'cv.pdf', data: PDF });
      await f.service.downloadDocument(personId, id);
      await expectError(f.service.downloadDocument(personId, id + 100), NotFoundError);
      await expectError(f.service.downloadDocument(999_999, id), NotFoundError);
      await expectError(f.service.getPhoto(personId), NotFoundError);
      await expectError(f.service.getPhoto(999_999), NotFoundError);
      const actions = (await f.store.audit.list()).reverse().map((row) => [row.actor, row.action, row.person_id, row.outcome]);
      expect(actions).toEqual([
        [f.actor, 'person.document.download', personId, 'ok'],
        [f.actor, 'person.document.download', personId, 'not_found'],
        [f.actor, 'person.document.download', 999_999, 'not_found'],
        [f.actor, 'person.photo', personId, 'not_found'],
        [f.actor, 'person.photo', 999_999, 'not_found'],
      ]);
    });
  });
});
