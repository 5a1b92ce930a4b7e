// The access export's zip (src/service/access-export.ts): entry names that unzip and Python
// can extract (each path component ≤ 255 bytes, cut between characters, extension and
// uniqueness kept), zip64 records (the format of an export past 4 GB, forced here on a small
// one), and a stop that closes the document being read and opens no other.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterEach, describe, expect, it } from 'vitest';
import { documentPath, streamAccessExport } from '../../src/service/access-export.js';
import type { ExportedDocument, PersonDataExport } from '../../src/store/index.js';
import type { Person } from '../../src/domain/person.js';

const HAS_UNZIP = existsSync('/usr/bin/unzip');
const person = { id: 7, first: 'Zip', last: 'Példa' } as unknown as Person;

function exportOf(documents: { name: string; bytes: Buffer }[], opened: string[] = []): PersonDataExport {
  return {
    person,
    rows: { applications: [] },
    photo: undefined,
    audit: [],
    documents: documents.map(({ name, bytes }, i): ExportedDocument => ({
      id: i + 1, personId: 7, fileName: name, mime: 'application/pdf', size: bytes.length,
      open: () => {
        opened.push(name);
        // Many small chunks: a stop lands in the middle of a document.
        const chunks = Array.from({ length: Math.ceil(bytes.length / 1024) }, (_, k) => bytes.subarray(k * 1024, (k + 1) * 1024));
        return Readable.from(chunks, { objectMode: false });
      },
    })),
  };
}

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('documentPath', () => {
  it.each([
    ['cv.pdf', 3, 'documents/3-cv.pdf'],
    ['a/b\\c.txt', 12, 'documents/12-a_b_c.txt'],
  ])('%s (id %i) → %s', (name, id, expected) => {
    expect(documentPath(id, name)).toBe(expected);
  });

  it('cuts a 255-byte stored name so the component with its id is ≤ 255 bytes, between characters, keeping the extension', () => {
    for (const [name, id] of [[`${'é'.repeat(125)}.pdf`, 123456], [`${'🙂'.repeat(63)}x.docx`, 9], ['x'.repeat(255), 1]] as const) {
      const component = documentPath(id, name).slice('documents/'.length);
      expect(Buffer.byteLength(component)).toBeLessThanOrEqual(255);
      expect(component).toMatch(new RegExp(`^${id}-`));
      expect(component).not.toContain('\uFFFD');
      expect(Buffer.from(component).toString()).toBe(component);
      if (name.includes('.')) expect(component.endsWith(name.slice(name.lastIndexOf('.')))).toBe(true);
    }
    // Two long names that differ only past the cut stay apart: the id comes first.
    const long = 'é'.repeat(126);
    expect(documentPath(1, `${long}a.pdf`)).not.toBe(documentPath(2, `${long}b.pdf`));
  });
});

describe('streamAccessExport', () => {
  const documents = [
    { name: `${'é'.repeat(125)}.pdf`, bytes: Buffer.alloc(5000, 1) },
    { name: `${'ő'.repeat(125)}.pdf`, bytes: Buffer.alloc(3000, 2) },
  ];

  it.each([false, true])('makes a zip that unzip and Python extract (zip64 records forced: %s)', async (forceZip64) => {
    dir = mkdtempSync(join(tmpdir(), 'recruit-zip-'));
    const zip = streamAccessExport(exportOf(documents), '2026-11-22 10:00:00', { forceZip64 });
    const file = join(dir, 'export.zip');
    writeFileSync(file, await buffer(zip.stream));
    expect(zip.failure()).toBeUndefined();
    if (forceZip64) {
      // The zip64 end-of-central-directory record: what a > 4 GB export ends with.
      expect(readFileSync(file).includes(Buffer.from([0x50, 0x4b, 0x06, 0x06]))).toBe(true);
    }
    const python = join(dir, 'python');
    execFileSync('python3', ['-c', 'import sys, zipfile; zipfile.ZipFile(sys.argv[1]).extractall(sys.argv[2])', file, python]);
    const targets = [python];
    if (HAS_UNZIP) {
      execFileSync('unzip', ['-q', '-d', join(dir, 'unzip'), file]);
      targets.push(join(dir, 'unzip'));
    }
    for (const target of targets) {
      const names = readdirSync(join(target, 'documents')).sort();
      expect(names).toHaveLength(2);
      expect(names.every((n) => Buffer.byteLength(n) <= 255)).toBe(true);
      expect(names.map((n) => readFileSync(join(target, 'documents', n)).length).sort()).toEqual([3000, 5000]);
      expect(JSON.parse(readFileSync(join(target, 'person.json'), 'utf8'))).toEqual(person);
    }
  });

  it('stops when its stream is destroyed: the document being read is closed and no other is opened', async () => {
    const opened: string[] = [];
    const big = [
      { name: 'one.pdf', bytes: Buffer.alloc(4 * 1024 * 1024, 1) },
      { name: 'two.pdf', bytes: Buffer.alloc(4 * 1024 * 1024, 2) },
    ];
    const data = exportOf(big, opened);
    const streams: Readable[] = [];
    const original = data.documents[0]!.open;
    data.documents[0]!.open = () => {
      const stream = original();
      streams.push(stream);
      return stream;
    };
    const zip = streamAccessExport(data, '2026-11-22 10:00:00');
    let received = 0;
    for await (const chunk of zip.stream) {
      received += (chunk as Buffer).length;
      if (received > 64 * 1024) break; // leaving the loop destroys the stream, as a client going away does
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(opened).toEqual(['one.pdf']);
    expect(streams[0]!.destroyed).toBe(true);
    expect(zip.failure()).toBeUndefined();
  });

  it('a document that fails while read fails the export (never a shorter zip)', async () => {
    const data = exportOf([{ name: 'gone.pdf', bytes: Buffer.alloc(10_000) }]);
    data.documents[0]!.open = () => new Readable({
      read() {
        this.destroy(new Error('document 1 was deleted during the export'));
      },
    });
    const zip = streamAccessExport(data, '2026-11-22 10:00:00');
    await expect(buffer(zip.stream)).rejects.toThrow('deleted during the export');
    expect(zip.failure()?.message).toContain('deleted');
  });
});
