// Documents and photos streamed on download from PostgreSQL: byte for byte
// the stored file at sizes around the chunk boundary, through the store, the local CLI and
// `recruit serve` + `--remote`; one audit row per download; a file deleted or replaced
// during a download gives an error, never a file made of two.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usePostgres } from '../../helpers/postgres.js';
import { runRecruit } from '../../helpers/cli.js';
import { serve, type Serving } from '../../helpers/serve.js';
import { openStore } from '../../../src/store/index.js';
import type { PostgresStore } from '../../../src/store/postgres/postgres-store.js';
import { createStreamedReads, FILE_CHUNK_BYTES } from '../../../src/store/postgres/file-stream.js';
import { NotFoundError } from '../../../src/domain/errors.js';

const postgres = usePostgres();
const C = FILE_CHUNK_BYTES;
const SIZES = [1, C - 1, C, C + 1, 2 * C, 2 * C + 1];
const AT = '2026-03-01T10:00:00.000Z';
const stamp = { at: AT, actor: 'test', action: 'person.document.download', request_id: 'r1' };
const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function readAll(stream: Readable): Promise<{ bytes: Buffer; largest: number }> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { bytes: Buffer.concat(chunks), largest: Math.max(0, ...chunks.map((c) => c.length)) };
}

let url: string;
let store: PostgresStore;
let personId: number;
const documents = new Map<number, Buffer>();

beforeAll(async () => {
  url = await postgres().createDatabase();
  store = (await openStore(url)) as PostgresStore;
  personId = await store.people.create({ first: 'Streamed', last: 'Példa', email: 'streamed@example.com' }, AT);
  for (const size of SIZES) {
    const bytes = randomBytes(size);
    documents.set(await store.documents.add(personId, `doc-${size}.bin`, 'application/octet-stream', bytes, AT), bytes);
  }
}, 120_000);

afterAll(async () => {
  await store?.close();
});

describe('PostgreSQL documents streamed on download', () => {
  it('hands out every size around the chunk boundary byte for byte, in chunks no larger than one, one audit row each', async () => {
    const rowsBefore = await store.audit.count();
    for (const [id, bytes] of documents) {
      const read = await store.audit.readStreamed!({ kind: 'document', personId, documentId: id }, stamp);
      expect(read.found).toBe(true);
      if (!read.found) continue;
      expect(read.value).toMatchObject({ id, personId, fileName: `doc-${bytes.length}.bin`, mime: 'application/octet-stream', size: bytes.length });
      const { bytes: got, largest } = await readAll(read.value.stream);
      expect(sha(got)).toBe(sha(bytes));
      expect(largest).toBeLessThanOrEqual(C);
    }
    expect(await store.audit.count()).toBe(rowsBefore + documents.size);
  });

  it('reads a photo in chunks too, and answers a missing person or item with its audit row', async () => {
    const photo = randomBytes(1000);
    await store.photos.put(personId, { photoId: 'a'.repeat(32), mime: 'image/png', bytes: photo }, AT);
    const small = createStreamedReads(store.pool, 64);
    const read = await small({ kind: 'photo', personId }, stamp);
    expect(read.found).toBe(true);
    if (!read.found) return;
    expect(read.value).toMatchObject({ photoId: 'a'.repeat(32), mime: 'image/png', size: 1000 });
    const { bytes, largest } = await readAll(read.value.stream);
    expect(bytes.equals(photo)).toBe(true);
    expect(largest).toBe(64);
    const rowsBefore = await store.audit.count();
    expect(await small({ kind: 'document', personId: 999_999, documentId: 1 }, stamp)).toEqual({ found: false, missing: 'person' });
    expect(await small({ kind: 'document', personId, documentId: 999_999 }, stamp)).toEqual({ found: false, missing: 'item' });
    const rows = await store.audit.list({ limit: 2 });
    expect(rows.map((r) => [r.person_id, r.outcome])).toEqual([[personId, 'not_found'], [999_999, 'not_found']]);
    expect(await store.audit.count()).toBe(rowsBefore + 2);
  });

  it('a document deleted during its download fails the stream; it never ends short or mixed', async () => {
    const bytes = randomBytes(3 * C);
    const id = await store.documents.add(personId, 'going.bin', 'application/octet-stream', bytes, AT);
    const read = await store.audit.readStreamed!({ kind: 'document', personId, documentId: id }, stamp);
    if (!read.found) throw new Error('not found');
    const iterator = read.value.stream[Symbol.asyncIterator]();
    const first = (await iterator.next()).value as Buffer;
    expect(first.equals(bytes.subarray(0, first.length))).toBe(true);
    await store.documents.delete(personId, id);
    await expect((async () => {
      for (let next = await iterator.next(); !next.done; next = await iterator.next());
    })()).rejects.toBeInstanceOf(NotFoundError);
  });

  it('a photo replaced during its download fails the stream instead of continuing with the new bytes', async () => {
    const old = randomBytes(500);
    await store.photos.put(personId, { photoId: 'b'.repeat(32), mime: 'image/png', bytes: old }, AT);
    const read = await createStreamedReads(store.pool, 100)({ kind: 'photo', personId }, stamp);
    if (!read.found) throw new Error('not found');
    const iterator = read.value.stream[Symbol.asyncIterator]();
    expect(((await iterator.next()).value as Buffer).equals(old.subarray(0, 100))).toBe(true);
    await store.photos.put(personId, { photoId: 'c'.repeat(32), mime: 'image/png', bytes: randomBytes(500) }, AT);
    await expect((async () => {
      for (let next = await iterator.next(); !next.done; next = await iterator.next());
    })()).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('streamed downloads through the CLI and the server', () => {
  let dir: string;
  let server: Serving;
  let token: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'recruit-pg-stream-'));
    server = await serve(url);
    token = /(rk_[A-Za-z0-9_-]+)/.exec(server.stderr())?.[1] ?? '';
    expect(token).not.toBe('');
  }, 60_000);
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exit;
    rmSync(dir, { recursive: true, force: true });
  });

  it('saves each size byte for byte, locally (--db) and remotely (--remote)', async () => {
    for (const [id, bytes] of documents) {
      if (bytes.length < C - 1) continue;
      const local = join(dir, `local-${id}`);
      const remote = join(dir, `remote-${id}`);
      const a = await runRecruit(['--db', url, 'person', 'document', 'download', String(personId), String(id), '--out', local]);
      expect({ code: a.code, stderr: a.stderr }).toEqual({ code: 0, stderr: '' });
      const b = await runRecruit(['--remote', server.url, '--token', token, 'person', 'document', 'download', String(personId), String(id), '--out', remote]);
      expect({ code: b.code, stderr: b.stderr }).toEqual({ code: 0, stderr: '' });
      expect(sha(readFileSync(local))).toBe(sha(bytes));
      expect(sha(readFileSync(remote))).toBe(sha(bytes));
    }
  }, 120_000);

  it('a document deleted during an HTTP download gives the whole file or a failed body, never a short or mixed one', async () => {
    const bytes = randomBytes(8 * C);
    const id = await store.documents.add(personId, 'big.bin', 'application/octet-stream', bytes, AT);
    const response = await fetch(`${server.url}/person/${personId}/document/${id}/download`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(bytes.length));
    const reader = response.body!.getReader();
    const chunks: Uint8Array[] = [];
    const first = await reader.read();
    chunks.push(first.value!);
    await store.documents.delete(personId, id);
    let failed = false;
    try {
      for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
    } catch {
      failed = true;
    }
    const got = Buffer.concat(chunks);
    if (failed) expect(got.length).toBeLessThan(bytes.length);
    else expect(sha(got)).toBe(sha(bytes));
    // Whatever the client saw, what it got is a prefix of the document: never another file's bytes.
    expect(got.equals(bytes.subarray(0, got.length))).toBe(true);
    // The server lives on.
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
  }, 60_000);

  it('a local download of a missing document leaves no file (exit 3); an existing --out file is kept (exit 2)', async () => {
    const target = join(dir, 'never');
    const result = await runRecruit(['--db', url, 'person', 'document', 'download', String(personId), '999999', '--out', target]);
    expect(result.code).toBe(3);
    expect(existsSync(target)).toBe(false);
    writeFileSync(target, 'kept');
    const exists = await runRecruit(['--db', url, 'person', 'document', 'download', String(personId), String([...documents.keys()][0]), '--out', target]);
    expect(exists.code).toBe(2);
    expect(readFileSync(target, 'utf8')).toBe('kept');
  });
});
