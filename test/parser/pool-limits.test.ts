// The heap limits of the parse threads: a long-lived pool (the server's) keeps a larger young
// generation than a CLI run, whose batches are held to their memory.
import { describe, expect, it } from 'vitest';
import { parseThreadLimits, WARM_YOUNG_GENERATION_MB } from '../../src/parser/pool.js';
import { LOCAL_YOUNG_GENERATION_MB, localPoolOptions } from '../../src/cli/local-parser.js';

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
});
