// The remote import driver against an in-memory RecruitService: bounded concurrency, rows
// of one e-mail in file order, 429 retried after Retry-After, conflict modes, server-side
// validation errors as rejects.
import { describe, expect, it } from 'vitest';
import { Readable } from 'node:stream';
import { writeFileSync, mkdtempSync, rmSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConflictError, RateLimitedError, ValidationError } from '../../src/domain/errors.js';
import type { RecruitService } from '../../src/service/recruit-service.js';
import { openImportSource } from '../../src/service/import/source.js';
import { validateInThread } from '../../src/service/import/validated-batches.js';
import { remotePersonWriter, runRemoteImport, retryRateLimited } from '../../src/service/import/remote-import.js';
import { personResource } from '../../src/service/import/people.js';
import { openRejectSink } from '../../src/service/import/rejects.js';
import type { ConflictMode, ImportProgress } from '../../src/service/import/types.js';
import { RemoteService } from '../../src/service/remote-service.js';
import { startTestServer } from '../helpers/server.js';
import { fixedClock } from '../helpers/local.js';
import { codes } from './import-helpers.js';

class FakeServer {
  people = new Map<number, Record<string, unknown>>();
  inFlight = 0;
  maxInFlight = 0;
  rateLimitEvery = 0;
  calls = 0;
  service(): RecruitService {
    const byEmail = (email: unknown) => [...this.people].find(([, p]) => p['email'] === email)?.[0];
    const slow = async <T>(fn: () => T): Promise<T> => {
      this.inFlight++;
      this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
      await new Promise((r) => setTimeout(r, Math.random() * 4));
      this.inFlight--;
      return fn();
    };
    return {
      createPerson: (person: Record<string, unknown>) => slow(() => {
        this.calls++;
        if (this.rateLimitEvery && this.calls % this.rateLimitEvery === 0) throw new RateLimitedError('slow down', 0);
        if (person['last'] === 'ServerRefuses') throw new ValidationError('last: refused by the server');
        const owner = byEmail(person['email']);
        if (person['email'] && owner !== undefined) throw new ConflictError('a person with this e-mail already exists', { details: { id: owner } });
        const id = this.people.size + 1;
        this.people.set(id, { ...person });
        return { id };
      }),
      updatePerson: ({ id, ...fields }: Record<string, unknown>) => slow(() => {
        this.people.set(id as number, { ...this.people.get(id as number), ...fields });
      }),
      findPersonByEmail: async (email: string) => ({ id: byEmail(email) as number }),
    } as unknown as RecruitService;
  }
}

async function run(server: FakeServer, text: string, onConflict: ConflictMode, concurrency = 4) {
  const dir = mkdtempSync(join(tmpdir(), 'recruit-remote-'));
  try {
    writeFileSync(join(dir, 'in.csv'), text);
    const source = await openImportSource(join(dir, 'in.csv'), { stdin: Readable.from([]) });
    const resource = personResource(codes, fixedClock());
    const sink = await openRejectSink(join(dir, 'r.ndjson'), source.header);
    const summary = await runRemoteImport(validateInThread(source, resource, codes, 16, true), resource, remotePersonWriter(server.service()), {
      onConflict, batchSize: 16, dryRun: false, concurrency, sleep: async () => {},
    }, sink);
    await sink.close();
    const rejects = readFileSync(join(dir, 'r.ndjson'), 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as { line: number; reason: string });
    return { summary, rejects };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const many = (n: number) => `first,last,email\n${Array.from({ length: n }, (_, i) => `P${i},Minta,p${i % 10}@example.com`).join('\n')}\n`;

describe('remote import', () => {
  it('keeps at most --concurrency requests in flight and applies rows of one e-mail in file order', async () => {
    const server = new FakeServer();
    const { summary } = await run(server, many(100), 'update', 4);
    expect(summary).toMatchObject({ rows: 100, created: 10, updated: 90, rejected: 0 });
    expect(server.maxInFlight).toBeLessThanOrEqual(4);
    expect(server.maxInFlight).toBeGreaterThan(1);
    const byEmail = new Map([...server.people.values()].map((p) => [p['email'], p['first']]));
    for (let k = 0; k < 10; k++) expect(byEmail.get(`p${k}@example.com`)).toBe(`P${90 + k}`);
  });

  it('retries a 429 on POST and still creates every row once', async () => {
    const server = new FakeServer();
    server.rateLimitEvery = 3;
    const { summary } = await run(server, `first,last,email\n${Array.from({ length: 30 }, (_, i) => `P${i},Minta,u${i}@example.com`).join('\n')}\n`, 'skip');
    expect(summary).toMatchObject({ created: 30, rejected: 0 });
    expect(server.people.size).toBe(30);
  });

  it('skip / fail against existing people, and server refusals become rejects', async () => {
    const server = new FakeServer();
    await run(server, 'first,last,email\nAnna,Minta,anna@example.com\n', 'skip');
    const text = 'first,last,email\nAnna,Other,anna@example.com\nBéla,ServerRefuses,bela@example.com\nCsilla,Teszt,\n';
    expect((await run(server, text, 'skip')).summary).toMatchObject({ created: 1, skipped: 1, rejected: 1 });
    const failed = await run(server, text, 'fail');
    expect(failed.summary).toMatchObject({ created: 1, conflicts: 1, rejected: 2 });
    expect(failed.rejects.sort((a, b) => a.line - b.line).map((r) => [r.line, /conflict/.test(r.reason)])).toEqual([[2, true], [3, false]]);
    expect(server.people.get(1)?.['last']).toBe('Minta');
  });

  it('retryRateLimited waits Retry-After and gives up after maxAttempts', async () => {
    const waits: number[] = [];
    let calls = 0;
    const result = await retryRateLimited(async () => {
      if (++calls < 3) throw new RateLimitedError('429', 2);
      return 'ok';
    }, 5, async (ms) => {
      waits.push(ms);
    });
    expect(result).toBe('ok');
    expect(waits).toHaveLength(2);
    for (const ms of waits) expect(ms).toBeGreaterThanOrEqual(2000);
    await expect(retryRateLimited(async () => {
      throw new RateLimitedError('429', 0);
    }, 2, async () => {})).rejects.toBeInstanceOf(RateLimitedError);
  });
});

describe('remote import progress (through a real server)', () => {
  it('counts rows sent: the share grows with the rows answered, not with the rows the validator read ahead', async () => {
    const server = await startTestServer({ parser: async () => { throw new Error('no parser in this test'); } });
    const dir = mkdtempSync(join(tmpdir(), 'recruit-remote-progress-'));
    try {
      const rows = 200;
      const n = (i: number) => String(i).padStart(3, '0');
      const lines = Array.from({ length: rows }, (_, i) => `Vilo${n(i)},Pramm,vilo${n(i)}@example.org`);
      writeFileSync(join(dir, 'in.csv'), `first,last,email\n${lines.join('\n')}\n`);
      const source = await openImportSource(join(dir, 'in.csv'), { stdin: Readable.from([]) });
      const totalBytes = source.totalBytes as number;
      const resource = personResource(codes, fixedClock());
      const sink = await openRejectSink(join(dir, 'r.ndjson'), source.header);
      const service = new RemoteService({ baseUrl: server.url, token: server.token, timeoutMs: 10_000 });
      const seen: ImportProgress[] = [];
      const summary = await runRemoteImport(validateInThread(source, resource, codes, 16, true), resource, remotePersonWriter(service), {
        onConflict: 'skip', batchSize: 16, dryRun: false, concurrency: 2,
      }, sink, (progress) => seen.push({ ...progress }));
      await sink.close();
      await service.close();
      expect(summary).toMatchObject({ rows, created: rows });
      // The first update comes after the first answered row, at about 1/rows of the file.
      expect(seen[0]!.rows).toBeLessThanOrEqual(2);
      expect(seen[0]!.bytes / totalBytes).toBeLessThan(0.02);
      for (let i = 1; i < seen.length; i++) expect(seen[i]!.rows).toBeGreaterThanOrEqual(seen[i - 1]!.rows);
      // Every update: the share of the file shown is the share of the rows answered (all rows are alike here).
      for (const { rows: answered, bytes } of seen) expect(Math.abs(bytes / totalBytes - answered / rows)).toBeLessThan(0.02);
      expect(seen.at(-1)).toEqual({ rows, rejected: 0, bytes: totalBytes });
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await server.close();
    }
  });
});
