// The heap limits of the parse threads: a long-lived pool (the server's) keeps a larger young
// generation than a CLI run, whose batches are held to their memory.
import { describe, expect, it } from 'vitest';
import { parseThreadLimits, WARM_YOUNG_GENERATION_MB } from '../../src/parser/pool.js';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCAL_YOUNG_GENERATION_MB, localPoolOptions, ONE_FILE_YOUNG_GENERATION_MB, youngGenerationFor } from '../../src/cli/local-parser.js';

describe('parse thread limits', () => {
  it('gives a pool without options the larger young generation and 512 MB of old generation', () => {
    expect(parseThreadLimits({})).toEqual({ maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: WARM_YOUNG_GENERATION_MB });
    expect(WARM_YOUNG_GENERATION_MB).toBeGreaterThan(LOCAL_YOUNG_GENERATION_MB);
  });

  it('takes both sizes from the options', () => {
    expect(parseThreadLimits({ maxMemoryMb: 100, youngGenerationMb: 4 })).toEqual({ maxOldGenerationSizeMb: 100, maxYoungGenerationSizeMb: 4 });
  });

  it('keeps the small young generation for a CLI run', () => {
    expect(parseThreadLimits(localPoolOptions()).maxYoungGenerationSizeMb).toBe(LOCAL_YOUNG_GENERATION_MB);
    expect(LOCAL_YOUNG_GENERATION_MB).toBe(8);
  });

  it('gives a run of one file a smaller nursery than a batch, a folder being a batch', () => {
    const dir = mkdtempSync(join(tmpdir(), 'recruit-young-'));
    try {
      const file = join(dir, 'cv.pdf');
      writeFileSync(file, '%PDF-1.4\n');
      expect(ONE_FILE_YOUNG_GENERATION_MB).toBeLessThan(LOCAL_YOUNG_GENERATION_MB);
      expect(youngGenerationFor([file])).toBe(ONE_FILE_YOUNG_GENERATION_MB);
      expect(youngGenerationFor([dir])).toBe(LOCAL_YOUNG_GENERATION_MB);
      expect(youngGenerationFor([file, file])).toBe(LOCAL_YOUNG_GENERATION_MB);
      expect(youngGenerationFor([join(dir, 'missing.pdf')])).toBe(LOCAL_YOUNG_GENERATION_MB);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
