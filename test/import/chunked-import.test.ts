// The client side of the bulk endpoint (chunked-import.ts) against a real server: rows in
// small chunks give the summary and the rejects file (the file's own lines and records) of
// the local import; a chunk whose answer is lost is sent again and lands once; a server
// without the endpoint (404) hands every record read back for the per-row import.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { NotFoundError, UnavailableError } from '../../src/domain/errors.js';
import { RemoteService } from '../../src/service/remote-service.js';
import { openImportSource, type SourceRecord } from '../../src/service/import/source.js';
import { openRejectSink } from '../../src/service/import/rejects.js';
import { runChunkedImport, type ChunkSender } from '../../src/service/import/chunked-import.js';
import { localBulkService } from '../../src/service/bulk-service.js';
import { openSqliteStore } from '../../src/store/index.js';
import { fixedClock } from '../helpers/local.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { storeRows } from '../helpers/store-rows.js';
import { codes } from './import-helpers.js';

const FILE = [
  'first,last,email,city',
  'Orsolya,Vindel,orsolya.vindel@example.org,Szeged',
  'Bence,Quarp,not-an-email,Pécs',
  'Tamara,Lisk,orsolya.vindel@example.org,"Győr',
  'multi-line city"',
  ',,nobody.yet@example.org,',
  'Kelemen,Drava,kelemen.drava@example.org,Eger',
  'Kelemen,Drava,KELEMEN.DRAVA@example.org,Eger',
  'Zita,Morv,zita.morv@example.org,Debrecen',
  'Bad,Row,also bad,',
].join('\n');

let server: TestServer;
let dir: string;
let service: RemoteService;
beforeAll(async () => {
  server = await startTestServer({ parser: async () => { throw new Error('no parser here'); } });
  dir = mkdtempSync(join(tmpdir(), 'recruit-chunked-'));
  writeFileSync(join(dir, 'in.csv'), FILE);
  service = new RemoteService({ baseUrl: server.url, token: server.token, timeoutMs: 10_000 });
}, 60_000);
afterAll(async () => {
  await service?.close();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const send: ChunkSender = (resource, query, body, headers) => service.importChunk(resource, query, body, headers);
const readRejects = (path: string) => readFileSync(path, 'utf8');

async function chunked(sender: ChunkSender, rejectsName: string, chunkRows: number) {
  const source = await openImportSource(join(dir, 'in.csv'), { stdin: Readable.from([]) });
  const sink = await openRejectSink(join(dir, rejectsName), source.header);
  try {
    return await runChunkedImport(source, sender, {
      resource: 'person', onConflict: 'fail', matchPhone: false, dryRun: false, clearEmpty: false, columnMap: undefined, chunkRows,
      sleep: async () => {},
    }, async () => sink);
  } finally {
    await sink.close();
  }
}

describe('remote import in chunks', () => {
  it('gives the summary and rejects file of the local import, chunk after chunk', async () => {
    const realStore = await openSqliteStore(join(dir, 'local2.sqlite'));
    const real = await localBulkService({ store: realStore, codes: async () => codes, clock: fixedClock() }).importRecords({
      resource: 'person', file: '-', format: 'csv', stdin: Readable.from([Buffer.from(FILE)]), onConflict: 'fail', batchSize: 5000,
      concurrency: 1, dryRun: false, rejectsPath: join(dir, 'local.ndjson'),
    });
    await realStore.close();
    const summary = await chunked(send, 'remote.ndjson', 3);
    expect(summary).toEqual({ ...real, seconds: expect.any(Number) });
    // Same lines, reasons and rows; a repeat in another chunk reads "exists already" instead of "appears earlier in this file".
    const normalise = (text: string) => text.replace(/appears earlier in this file/g, 'exists already').replace(/ \(person \d+\)/g, '');
    expect(normalise(readRejects(join(dir, 'remote.ndjson')))).toBe(normalise(readRejects(join(dir, 'local.ndjson'))));
    expect(readRejects(join(dir, 'remote.ndjson'))).toContain('"line":4');
  });

  it('sends a chunk again when its answer is lost, and it lands once', async () => {
    writeFileSync(join(dir, 'in.csv'), 'first,last,email\nLost,Answer,lost.answer@example.org\nSecond,Chunk,second.chunk@example.org\n');
    let calls = 0;
    const keys: string[] = [];
    const losing: ChunkSender = async (resource, query, body, headers) => {
      calls++;
      keys.push(headers['idempotency-key']!);
      const answer = await send(resource, query, body, headers);
      if (calls === 1) throw new UnavailableError('cannot reach the server: connection reset');
      return answer;
    };
    const summary = await chunked(losing, 'lost.ndjson', 1);
    expect(summary).toMatchObject({ rows: 2, created: 2, conflicts: 0, rejected: 0 });
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[0]);
    const rows = await storeRows(server.store, "SELECT count(*) AS n FROM people WHERE email = 'lost.answer@example.org'");
    expect(Number(rows[0]!['n'])).toBe(1);
  });

  it('hands the records back when the server has no bulk endpoint', async () => {
    writeFileSync(join(dir, 'in.csv'), `first,last,email\n${Array.from({ length: 7 }, (_, i) => `Old${i},Server,old${i}@example.org`).join('\n')}\n`);
    const old: ChunkSender = async () => {
      throw new NotFoundError('no endpoint POST /person/import');
    };
    const result = await chunked(old, 'old.ndjson', 3);
    expect(result).toMatchObject({ unsupported: true });
    if (!('unsupported' in result)) return;
    const records: SourceRecord[] = [];
    for await (const batch of result.source.records) records.push(...batch);
    expect(records.map((r) => (r.kind === 'csv' ? r.cells[0] : ''))).toEqual(['Old0', 'Old1', 'Old2', 'Old3', 'Old4', 'Old5', 'Old6']);
  });
});
