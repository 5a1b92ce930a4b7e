// The parser-intake operations of the service: `--create` (a parsed file → a person), the job
// match scores, and the parsed images an erasure clears. Each runs the same code locally
// (LocalService on a real SQLite file, the real parser from dist/: `npm run build` first) and
// with RemoteService against a real server on 127.0.0.1, so both must give the same answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteStore } from '../../src/store/index.js';
import { LocalService } from '../../src/service/local-service.js';
import { RemoteService } from '../../src/service/remote-service.js';
import type { RecruitService } from '../../src/service/recruit-service.js';
import type { ImageSink, ResumeParser } from '../../src/service/resume-parser.js';
import type { JobCreate } from '../../src/domain/job.js';
import { codeBookFor } from '../../src/domain/codes.js';
import { memoryImageSink, type LocalImageSink } from '../../src/cli/local-parser.js';
import { createImageStore } from '../../src/server/image-store.js';
import { fixedClock } from '../helpers/local.js';
import { distResumeParser, startTestServer, type TestServer } from '../helpers/server.js';
import { cvToPdf, generateCv } from '../parser/generator/index.mjs';

const PHOTO_CV = readFileSync(join(import.meta.dirname, '../fixtures/parser/files/german-photo.pdf'));
// An invented person (the generator's seed), rendered as a PDF at test time.
const cv = generateCv(4242, { layout: 'one-column', lang: 'en' });
const GENERATED_CV = new Uint8Array(cvToPdf(cv));

/** A job whose text names the CV's skills, so the matcher has something to score. */
const job = (title: string, skills: readonly string[]): JobCreate =>
  ({ position_data_id: 100, title, position_data: { description: `We need ${skills.join(', ')}.` } } as never);

interface Local<Sink extends ImageSink> {
  service: LocalService;
  clock: ReturnType<typeof fixedClock>;
  images: Sink;
  parserLoads: () => number;
  close(): Promise<void>;
}

/**
 * A LocalService on a SQLite file, the parser loaded on first use, as the CLI wires it (faces
 * kept in memory) or as the server does (every image in its image store).
 */
function localService<Sink extends ImageSink>(images: Sink): Local<Sink> {
  const dir = mkdtempSync(join(tmpdir(), 'recruit-intake-'));
  const store = openSqliteStore(join(dir, 'local.sqlite'));
  let loads = 0;
  let parser: Promise<ResumeParser> | undefined;
  const clock = fixedClock();
  const service = new LocalService({
    store,
    codes: codeBookFor(join(import.meta.dirname, '../../data')),
    clock,
    actor: { name: 'test:intake', requestId: 'req-1' },
    parser: async () => {
      loads++;
      return { parser: await (parser ??= distResumeParser()), images };
    },
  });
  return {
    service,
    clock,
    images,
    parserLoads: () => loads,
    async close() {
      await service.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

let local: Local<LocalImageSink>;
let server: TestServer;
let remote: RemoteService;

beforeAll(async () => {
  local = localService(memoryImageSink());
  server = await startTestServer();
  remote = new RemoteService({ baseUrl: server.url, token: server.token, timeoutMs: 60_000 });
});
afterAll(async () => {
  await local?.close();
  await server?.close();
});

/** What --create wrote, without what differs by database (ids, times). */
async function personOf(service: RecruitService, id: number) {
  const { id: _id, last_modified: _modified, ...person } = await service.getPerson(id) as unknown as Record<string, unknown>;
  return { person, skills: await service.getSkills(id), documents: (await service.listDocuments(id)).length };
}

describe('--create through the service, locally and remotely', () => {
  it('creates the same person from the same parsed file, then leaves it unchanged', async () => {
    const outcomes = [];
    for (const service of [local.service, remote]) {
      const resume = await service.parseResume({ file_name: 'cv.pdf', data: GENERATED_CV });
      expect(resume.person).toMatchObject({ first: cv.first, last: cv.last });
      const report = await service.createPersonFromResume({ file_name: 'cv.pdf', data: GENERATED_CV, resume });
      expect(report, JSON.stringify(report)).toMatchObject({ action: 'created' });
      expect(report.error).toBeUndefined();
      const again = await service.createPersonFromResume({ file_name: 'cv.pdf', data: GENERATED_CV, resume });
      expect(again).toEqual({ action: 'unchanged', person_id: report.person_id, document_id: report.document_id });
      outcomes.push({ skills: report.skills, written: await personOf(service, report.person_id!) });
    }
    expect(outcomes[0]!.written.person).toMatchObject({ first: cv.first, last: cv.last });
    expect(outcomes[0]!.written.documents).toBe(1);
    expect(outcomes[1]).toEqual(outcomes[0]);
  });
});

describe('job match scores through the service', () => {
  it('scores the parsed jobs alike locally and remotely, in the parse order, with titles', async () => {
    const skills = cv.skills.slice(0, 3);
    for (const service of [local.service, remote]) {
      await service.createJob(job('Matching role', skills));
      await service.createJob(job('Unrelated role', ['pottery', 'falconry']));
    }
    const scored = [];
    for (const service of [local.service, remote]) {
      const resume = await service.parseResume({ file_name: 'cv.pdf', data: GENERATED_CV });
      expect(resume.jobs.length).toBeGreaterThan(0);
      const matches = await service.scoreJobMatches(resume);
      expect(matches.map((m) => m.id)).toEqual(resume.jobs);
      scored.push(matches.map(({ title, score }) => ({ title, score })));
    }
    expect(scored[0]![0]).toMatchObject({ title: 'Matching role' });
    expect(scored[0]![0]!.score).toBeGreaterThan(0);
    expect(scored[1]).toEqual(scored[0]);
  });

  it('a résumé without matches reads no job list', async () => {
    const resume = await local.service.parseResume({ file_name: 'cv.pdf', data: GENERATED_CV });
    expect(await local.service.scoreJobMatches({ ...resume, jobs: [] })).toEqual([]);
  });
});

describe('parsed images after an erasure', () => {
  it("an erasure through the service empties the parser's image store (the server's wiring)", async () => {
    const served = localService(createImageStore({ baseUrl: () => 'http://local.invalid' }));
    try {
      const resume = await served.service.parseResume({ file_name: 'photo.pdf', data: PHOTO_CV });
      expect(resume.images.length).toBeGreaterThan(0);
      const held = served.images.size;
      expect(held).toBeGreaterThan(0);
      const { id } = await served.service.createPerson({ first: 'Erna', last: 'Kitalált' });
      // Another caller's copy of the service (the server makes one per request) erases.
      await served.service.withActor({ name: 'token:other', requestId: 'req-2' }).erasePerson({ id, reason: 'request' });
      expect(served.images.size).toBe(0);
    } finally {
      await served.close();
    }
  });

  it('a purge that erases someone empties the memory of faces a CLI run keeps; a dry run does not', async () => {
    // A parse loads the parser and its sink; the face is put there as the parser would (no fixture has a face).
    await local.service.parseResume({ file_name: 'cv.pdf', data: GENERATED_CV });
    const face = await local.images.save(new Uint8Array([1, 2, 3]), 'image/jpeg', 'face');
    await local.service.createPerson({ first: 'Olga', last: 'Régi' });
    // A week later, everyone not modified for a day is purged.
    local.clock.set('2026-11-29T10:00:00Z');
    await local.service.purgePeople({ not_modified_since: '1d', dry_run: true, force: true });
    expect(await local.images.take(face)).toBeDefined();
    const purged = await local.service.purgePeople({ not_modified_since: '1d', force: true });
    expect(purged.receipts.length).toBeGreaterThan(0);
    expect(await local.images.take(face)).toBeUndefined();
  });

  it('an erasure never loads the parser only to clear its images', async () => {
    const fresh = localService(memoryImageSink());
    try {
      const { id } = await fresh.service.createPerson({ first: 'Ferenc', last: 'Nincs' });
      await fresh.service.erasePerson({ id, reason: 'request' });
      expect(fresh.parserLoads()).toBe(0);
    } finally {
      await fresh.close();
    }
  });

  it('the server, whose routes no longer clear anything themselves, still forgets the images', async () => {
    const resume = await remote.parseResume({ file_name: 'photo.pdf', data: PHOTO_CV });
    const fetchImage = (url: string) => fetch(url, { headers: { authorization: `Bearer ${server.token}` } });
    expect((await fetchImage(resume.images[0]!)).status).toBe(200);
    const { id } = await remote.createPerson({ first: 'Hanna', last: 'Törölt' });
    await remote.erasePerson({ id, reason: 'request' });
    expect((await fetchImage(resume.images[0]!)).status).toBe(404);
  });
});
