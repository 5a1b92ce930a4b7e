// Files of a person: the photo and the documents (stored, streamed, found by their SHA-256,
// their text indexed for search as they are added).
import type { DownloadedFile, PersonDocument, StreamedFile } from '../domain/document.js';
import type { IdResult } from '../domain/primitives.js';
import { NotFoundError, PayloadTooLargeError, ValidationError } from '../domain/errors.js';
import type { DocumentOwner, FileUploadRequest } from './recruit-service.js';
import { collectFile } from './streamed-file.js';
import { auditedRead, auditedStream, onFirstCall, requirePerson, type ServiceDeps } from './service-deps.js';

const photoRules = onFirstCall(() => import('./photo.js'));
const fileNameRules = onFirstCall(() => import('../domain/file-name.js'));
const documentQuota = onFirstCall(() => import('./document-quota.js'));

/** How long adding a document waits for its text; longer extractions are left to `recruit db reindex`. */
const DOCUMENT_TEXT_TIMEOUT_MS = 10_000;

export class FilesService {
  constructor(private readonly deps: ServiceDeps) {}

  async setPhoto(upload: FileUploadRequest): Promise<void> {
    // Checked first so a photo of nobody is not decoded (cheap 404 before the image work).
    await requirePerson(this.deps, upload.person_data_id);
    const { cleanPhoto } = await photoRules();
    const photo = await cleanPhoto(upload.data);
    await this.deps.store.photos.put(upload.person_data_id, photo, this.deps.now());
  }

  async getPhoto(personId: number): Promise<DownloadedFile> {
    return collectFile(await this.streamPhoto(personId));
  }

  async streamPhoto(personId: number): Promise<StreamedFile> {
    // Person and photo are read under one audit row, whose outcome is the read's.
    const read = await auditedStream(this.deps, 'person.photo', { kind: 'photo', personId });
    if (!read.found) {
      throw new NotFoundError(read.missing === 'person' ? `person ${personId} not found` : `person ${personId} has no photo`);
    }
    const photo = read.value;
    const extension = photo.mime === 'image/png' ? 'png' : photo.mime === 'image/webp' ? 'webp' : 'jpg';
    return { fileName: `${photo.photoId}.${extension}`, contentType: photo.mime, size: photo.size, stream: photo.stream };
  }

  async deletePhoto(personId: number): Promise<void> {
    await this.deps.store.photos.delete(personId, this.deps.now());
  }

  async findDocumentBySha256(sha256: string): Promise<DocumentOwner> {
    const hash = sha256.trim().toLowerCase();
    if (!/^[0-9a-f]{64}$/.test(hash)) throw ValidationError.field('/sha256', 'sha256 must be 64 hexadecimal digits');
    const read = await auditedRead(this.deps, 'person.document.find', { kind: 'document-by-sha256', sha256: hash });
    if (!read.found) throw new NotFoundError('no document with that SHA-256 is stored');
    return { id: read.value.id, person_data_id: read.value.personId };
  }

  async addDocument(upload: FileUploadRequest): Promise<IdResult> {
    const { maxDocumentBytes, quota } = this.deps.fileLimits;
    if (upload.data.byteLength > maxDocumentBytes) {
      throw new PayloadTooLargeError(`the document is ${upload.data.byteLength} bytes; the limit is ${maxDocumentBytes} bytes`);
    }
    const { contentTypeFor, safeFileName } = await fileNameRules();
    const fileName = safeFileName(upload.file_name);
    const { admitDocument } = await documentQuota();
    const id = await this.deps.store.documents.add(
      upload.person_data_id, fileName, contentTypeFor(fileName), upload.data, this.deps.now(),
      admitDocument(quota, upload.person_data_id, upload.data.byteLength),
    );
    // The document's text is indexed for search as it is added.
    await this.indexDocumentText(id, fileName, upload.data);
    return { id };
  }

  /**
   * Extracts a document's text with the parser's extractors (its worker pool and limits) and
   * keeps it for search; a file the parser cannot read (an image, a damaged PDF) is indexed
   * as having no text. Without a parser (some tests) nothing is extracted: `recruit db
   * reindex` does it later.
   */
  async indexDocumentText(documentId: number, fileName: string, bytes: Uint8Array): Promise<void> {
    if (!this.deps.parser.available) return;
    const { parser } = await this.deps.parser.load();
    if (!parser.extractText) return;
    let text: string;
    try {
      // Bounded well inside a request's time limit: the upload is answered in time even for a
      // scan that needs OCR, and a document left without text is what `db reindex` picks up.
      text = await parser.extractText({ file_name: fileName, data: bytes, signal: AbortSignal.timeout(DOCUMENT_TEXT_TIMEOUT_MS) });
    } catch (error) {
      // Unreadable or too large for the parser: indexed as having no text. Anything else (a
      // cancelled or crashed extraction) leaves the text missing, for `recruit db reindex`;
      // the document itself is stored either way.
      const code = (error as { code?: unknown }).code;
      if (code !== 'unprocessable' && code !== 'payload_too_large') return;
      text = '';
    }
    await this.deps.store.search.setDocumentText(documentId, text);
  }

  async listDocuments(personId: number): Promise<PersonDocument[]> {
    const read = await auditedRead(this.deps, 'person.documents', { kind: 'documents', personId });
    if (!read.found) throw new NotFoundError(`person ${personId} not found`);
    return read.value;
  }

  async downloadDocument(personId: number, documentId: number): Promise<DownloadedFile> {
    return collectFile(await this.streamDocument(personId, documentId));
  }

  async streamDocument(personId: number, documentId: number): Promise<StreamedFile> {
    const read = await auditedStream(this.deps, 'person.document.download', { kind: 'document', personId, documentId });
    if (!read.found) {
      const missing = read.missing === 'person' ? `person ${personId} not found` : `person ${personId} has no document ${documentId}`;
      throw new NotFoundError(missing);
    }
    const document = read.value;
    return { fileName: document.fileName, contentType: document.mime, size: document.size, stream: document.stream };
  }

  async deleteDocument(personId: number, documentId: number): Promise<void> {
    await this.deps.store.documents.delete(personId, documentId);
  }
}
