import { describe, expect, it } from 'vitest';
import { LATEST_VERSION, migrations } from '../../src/store/migrations/index.js';

// A database at version N skips every migration numbered N or lower: a list out of order
// (as two merged branches can leave it) would skip a migration for good.
describe('the migration list', () => {
  it('is in strictly increasing version order, without gaps, ending at LATEST_VERSION', () => {
    const versions = migrations.map((m) => m.version);
    expect(versions).toEqual(versions.map((_, i) => i + 1));
    expect(LATEST_VERSION).toBe(versions.at(-1));
  });
});
