// "Every row validated exactly like person create": the same JSON objects go through
// `person create` (LocalService.createPerson) and through the importer's validation; both
// must accept the same rows, store the same fields and refuse with the same message.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalFixture, type LocalFixture } from '../helpers/local.js';
import { PhoneNormalizer, validatePersonRow } from '../../src/service/import/person-row.js';
import { isRecruitError } from '../../src/domain/errors.js';
import { codes } from './import-helpers.js';

// Two databases, so the e-mail stored by one path does not clash with the other.
let fx: LocalFixture;
let other: LocalFixture;
beforeEach(() => {
  fx = createLocalFixture();
  other = createLocalFixture();
});
afterEach(() => {
  fx.cleanup();
  other.cleanup();
});

const cases: Record<string, unknown>[] = [
  { first: 'Anna', last: 'Minta', email: ' Anna@Example.COM ', phone_mobile: '06 30 123 4567', country: 348 },
  { first: 'Anna', last: 'Minta', phone_land: '+44 20 7946 0103', phone_mobile: '' },
  { first: 'Anna', last: 'Minta', category: [1, 1] },
  { first: 'Anna', last: 'Minta', category: [1, 2], regio: [348001] },
  { first: 'Anna', last: 'Minta', regio: [999] },
  { first: 'Anna', last: '' },
  { first: 'Anna' },
  { first: 'Anna', last: 'Minta', phone_mobile: '12' },
  { first: 'Anna', last: 'Minta', phone_mobile: '+44 20 7946\u0007 0101' },
  { first: 'Anna\u0001', last: 'Minta' },
  { first: 'Anna', last: 'Minta', birth_date: '2030-01-01' },
  { first: 'Anna', last: 'Minta', birth_date: null, sex: 'X', move_ok: 'Y' },
  { first: 'Anna', last: 'Minta', sex: 'male' },
  { first: 'Anna', last: 'Minta', experience: '1234' },
  { first: 'Anna', last: 'Minta', nickname: 'Annie' },
  { first: 'Anna', last: 'Minta', family_state: 9 },
  { first: 'Anna', last: 'Minta', email2: 'second@example.org', country: 276, phone_mobile: '030 23125 000' },
  { first: 'A'.repeat(101), last: 'Minta' },
];

describe('import validation = person create validation', () => {
  it.each(cases.map((c, i) => [i, c] as const))('case %i', async (_i, input) => {
    let created: unknown;
    let createError: string | undefined;
    try {
      const { id } = await fx.service.createPerson(structuredClone(input) as never);
      const { id: _id, created: _c, last_modified: _m, is_photo: _p, photo_url: _u, ...stored } =
        fx.store.sqlite.people.get(id) as unknown as Record<string, unknown>;
      created = stored;
    } catch (error) {
      if (!isRecruitError(error)) throw error;
      createError = error.message;
    }
    let imported: unknown;
    let importError: string | undefined;
    try {
      const fields = validatePersonRow(structuredClone(input), { codes, today: '2026-11-22', phones: new PhoneNormalizer() });
      const id = other.store.sqlite.people.insert(fields, '2026-11-22 10:00:00');
      const { id: _id, created: _c, last_modified: _m, is_photo: _p, photo_url: _u, ...stored } =
        other.store.sqlite.people.get(id) as unknown as Record<string, unknown>;
      imported = stored;
    } catch (error) {
      if (!isRecruitError(error)) throw error;
      importError = error.message;
    }
    expect(importError).toBe(createError);
    expect(imported).toEqual(created);
  });
});
