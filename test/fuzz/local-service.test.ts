// Property-based fuzzing of LocalService's write methods — the layer the
// CLI calls in local mode, so no HTTP schema stands in front of it (`--from-file` passes any
// JSON object). Every call either succeeds or throws a typed RecruitError of a client kind
// (what the server maps to 4xx and the CLI to exit 2/3/4); a rejected call changes nothing.
// On SQLite and on PostgreSQL.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_STORE_MODES, createModeService, type ModeService } from '../helpers/server-modes.js';
import { isRecruitError } from '../../src/domain/errors.js';
import { PERSON_WRITABLE_FIELDS } from '../../src/domain/person-fields.js';
import { hostileObject, hostileString, hostileValue } from './arbitraries.js';

// RECRUIT_FUZZ_RUNS=400 for a deeper hunt than npm test's bounded run.
const RUNS = Number(process.env['RECRUIT_FUZZ_RUNS'] ?? 60);
const CLIENT_ERRORS = ['validation_failed', 'not_found', 'conflict', 'payload_too_large', 'unsupported_media_type', 'unprocessable'];

describe.each(SERVER_STORE_MODES)('fuzzing LocalService writes (%s)', (mode) => {
  let fixture: ModeService;
  let calls = 0;
  beforeAll(async () => {
    fixture = await createModeService(mode);
    const { id } = await fixture.service.createPerson({ first: 'Anna', last: 'Kovács', email: 'anna@example.com' });
    const job = await fixture.service.createJob({ position_data_id: 1, title: 'Engineer' });
    await fixture.service.createProject({ title: 'Hiring', jobs: [job.id] });
    await fixture.service.addDocument({ person_data_id: id, file_name: 'cv.txt', data: new TextEncoder().encode('cv') });
  }, 120_000);
  afterAll(async () => {
    console.info(`service fuzz (${mode}): ${calls} generated calls`);
    expect(await fixture.store.admin.integrityCheck()).toBe('ok');
    await fixture.close();
  });

  /** Runs one call: success, or a client-kind RecruitError with no data changed. */
  async function check(what: string, run: () => Promise<unknown>, input: unknown): Promise<boolean> {
    calls++;
    const before = await fixture.snapshot();
    try {
      let timer: NodeJS.Timeout | undefined;
      const hang = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${what}(${JSON.stringify(input)?.slice(0, 300)}) hung for 10 s`)), 10_000);
      });
      await Promise.race([run(), hang]).finally(() => clearTimeout(timer));
      return true;
    } catch (error) {
      const context = `${what}(${JSON.stringify(input)?.slice(0, 300)}) threw ${String(error)}`;
      expect(isRecruitError(error), context).toBe(true);
      expect(CLIENT_ERRORS, context).toContain((error as { code: string }).code);
      expect(await fixture.snapshot(), `${context} and changed data`).toBe(before);
      return false;
    }
  }

  const anyInput = fc.oneof(
    { weight: 5, arbitrary: hostileObject([...PERSON_WRITABLE_FIELDS, 'id'], { id: fc.constantFrom(1, 2, 999) }) },
    { weight: 1, arbitrary: hostileValue },
  );

  it('createPerson and updatePerson', async () => {
    const service = fixture.service;
    await fc.assert(fc.asyncProperty(anyInput, async (input) => {
      if (await check('createPerson', () => service.createPerson(input as never), input)) {
        expect(await fixture.store.people.count()).toBeGreaterThan(0);
      }
    }), { numRuns: RUNS });
    await fc.assert(fc.asyncProperty(anyInput, async (input) => {
      const body = typeof input === 'object' && input !== null && !Array.isArray(input) ? { id: 1, ...input } : input;
      if (await check('updatePerson', () => service.updatePerson(body as never), body)) {
        expect((await service.getPerson(1)).id).toBe(1);
      }
    }), { numRuns: RUNS });
  }, 120_000);

  it('subscribe, documents, photo and person lookups', async () => {
    const service = fixture.service;
    // Ids and file names are typed parameters (the CLI parses ids, the server's schemas check
    // them): hostile values of the right type, objects only where a JSON object is accepted.
    const ids = fc.oneof(fc.constantFrom(1, 2, 999, 0, -1, 1.5, 2 ** 40, 2 ** 63, Number.NaN, Infinity, -0), fc.integer(), fc.double());
    await fc.assert(fc.asyncProperty(ids, ids, async (person, job) => {
      await check('subscribe', () => service.subscribe({ person_data_id: person, job_data_id: job } as never), [person, job]);
    }), { numRuns: RUNS });
    const bytes = fc.oneof(fc.uint8Array({ maxLength: 64 }), fc.constant(new Uint8Array(0)));
    await fc.assert(fc.asyncProperty(ids, hostileString, bytes, async (person, name, data) => {
      await check('addDocument', () => service.addDocument({ person_data_id: person, file_name: name, data } as never), [person, name]);
      await check('setPhoto', () => service.setPhoto({ person_data_id: person, file_name: name, data } as never), [person, name]);
    }), { numRuns: RUNS });
    await fc.assert(fc.asyncProperty(ids, ids, async (person, doc) => {
      await check('deleteDocument', () => service.deleteDocument(person as never, doc as never), [person, doc]);
    }), { numRuns: RUNS / 2 });
    await fc.assert(fc.asyncProperty(hostileString, async (email) => {
      await check('findPersonByEmail', () => service.findPersonByEmail(email as never), email);
    }), { numRuns: RUNS / 2 });
  }, 120_000);

  it('createJob, deleteJob, createProject and updateProject', async () => {
    const service = fixture.service;
    const jobInput = fc.oneof(
      { weight: 5, arbitrary: hostileObject(['position_data_id', 'title', 'marked', 'date_from', 'date_till', 'category', 'language', 'status', 'channels', 'position_data', 'experience'], {
        position_data_id: fc.constant(1), title: fc.constant('Engineer'), channels: fc.constant(['api_web']),
      }) },
      { weight: 1, arbitrary: hostileValue },
    );
    await fc.assert(fc.asyncProperty(jobInput, async (input) => {
      await check('createJob', () => service.createJob(input as never), input);
      expect(Array.isArray(await service.listJobs())).toBe(true);
    }), { numRuns: RUNS });
    await fc.assert(fc.asyncProperty(fc.oneof(fc.constantFrom(999, 0, -5, Number.NaN, 2 ** 63), fc.integer(), fc.double()), async (id) => {
      await check('deleteJob', () => service.deleteJob(id as never), id);
    }), { numRuns: RUNS / 2 });
    const projectInput = fc.oneof(
      { weight: 5, arbitrary: hostileObject(['id', 'title', 'date_from', 'date_till', 'category', 'language', 'jobs'], { id: fc.constant(1), title: fc.constant('P'), jobs: fc.constantFrom([1], [999]) }) },
      { weight: 1, arbitrary: hostileValue },
    );
    await fc.assert(fc.asyncProperty(projectInput, async (input) => {
      await check('createProject', () => service.createProject(input as never), input);
      await check('updateProject', () => service.updateProject(input as never), input);
      expect(Array.isArray(await service.listProjectsFull())).toBe(true);
    }), { numRuns: RUNS });
  }, 120_000);
});
