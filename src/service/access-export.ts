// The access export (GDPR art. 15) as a zip made while it is sent: JSON for the records, the
// photo and every document as stored. A person may hold hundreds of MB of documents, and
// building the zip in memory first took the server's memory and outlived the request's time
// limit (a 500 MB person could never be served). Here each document is read from the store
// as a stream when its turn comes, at the reader's pace (backpressure through yazl to the
// socket or file), and when the reader goes away the document being read is closed and no
// other is opened. yazl writes zip64 records by itself once an entry or an offset passes
// 4 GB.
import type { PassThrough, Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { truncateUtf8 } from '../domain/file-name.js';
import type { PersonDataExport } from '../store/index.js';

/** What unzip, Python and most file systems accept as one path component. */
const MAX_COMPONENT_BYTES = 255;

/**
 * "documents/3-cv.pdf": the document id keeps two files of the same name apart. The stored
 * name is at most 255 bytes, so with its id it could exceed what unzip and Python can
 * extract: the name is cut to fit (between characters, keeping the extension); the id
 * keeps it unique.
 */
export function documentPath(id: number, fileName: string): string {
  const prefix = `${id}-`;
  const name = truncateUtf8(fileName.replace(/[/\\]/g, '_'), MAX_COMPONENT_BYTES - Buffer.byteLength(prefix));
  return `documents/${prefix}${name}`;
}

const README = `Access export (GDPR art. 15) made by recruit.

person.json      the person record
<kind>.json      rows of each kind of data kept about the person (applications, ...)
photo.*          the photo, if any
documents/       every document, as uploaded (file name prefixed by its id, long names shortened)
documents.json   the documents' ids, names, types, sizes and paths in this zip
audit.json       every recorded access to this person's data: when, who, what, outcome
`;

export interface AccessExportZip {
  /** The zip's bytes; destroy it to stop the export (the document being read is closed). */
  stream: Readable;
  /** The export's own failure (a document deleted meanwhile, the database gone), if any. */
  failure(): Error | undefined;
}

export interface AccessExportOptions {
  /** Zip64 records even where not needed: the format of a > 4 GB export, testable small. */
  forceZip64?: boolean;
}

export function streamAccessExport(data: PersonDataExport, exportedAt: string, options: AccessExportOptions = {}): AccessExportZip {
  const zip = new ZipFile();
  const out = zip.outputStream as unknown as PassThrough;
  const mtime = new Date(`${exportedAt.replace(' ', 'T')}Z`);
  const zip64 = options.forceZip64 === true;
  let stopped = false;
  let failure: Error | undefined;
  let reading: Readable | undefined;

  const fail = (error: Error) => {
    if (stopped) return;
    failure ??= error;
    out.destroy(error);
  };
  // Errors reach us here (a document that could not be opened): never unhandled.
  zip.on('error', fail);
  out.once('close', () => {
    stopped = true;
    reading?.destroy();
  });

  const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);
  const addJson = (path: string, value: unknown) => zip.addBuffer(json(value), path, { mtime, forceZip64Format: zip64 });
  zip.addBuffer(Buffer.from(README), 'README.txt', { mtime, forceZip64Format: zip64 });
  addJson('person.json', data.person);
  for (const [kind, rows] of Object.entries(data.rows)) addJson(`${kind}.json`, rows);
  if (data.photo) {
    const extension = data.photo.mime === 'image/png' ? 'png' : data.photo.mime === 'image/webp' ? 'webp' : 'jpg';
    const { bytes } = data.photo;
    zip.addBuffer(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), `photo.${extension}`, { mtime, compress: false, forceZip64Format: zip64 });
  }
  addJson('documents.json', data.documents.map((d) => ({
    id: d.id, file_name: d.fileName, content_type: d.mime, size: d.size, path: documentPath(d.id, d.fileName),
  })));
  for (const document of data.documents) {
    // Stored, not deflated: documents are mostly compressed already (PDF, DOCX, images), and
    // deflating hundreds of MB cost minutes of CPU per export for a few per cent.
    const entry = { mtime, size: document.size, compress: false, forceZip64Format: zip64 };
    zip.addReadStreamLazy(documentPath(document.id, document.fileName), entry, (callback) => {
      if (stopped) {
        callback(new Error('the export was stopped'), undefined as never);
        return;
      }
      const stream = document.open();
      reading = stream;
      stream.once('error', fail);
      callback(null, stream);
    });
  }
  addJson('audit.json', data.audit.map(({ at, actor, action, request_id, outcome }) => ({ at, actor, action, request_id, outcome })));
  zip.end({ forceZip64Format: zip64, comment: '' });
  return { stream: out, failure: () => failure };
}
