// The bookkeeping of a client's run of chunks (service/import/import-run.ts): one session per
// run, finished at its last chunk, when another run starts, after a failed chunk, when the
// client goes quiet, or when the server closes. The session here is a recording stand-in: what
// is tested is when it is opened and finished (the store side is test/cli/import-run.test.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { finishOpenRun, runWriter, RUN_IDLE_MS } from '../../src/service/import/import-run.js';
import type { LocalWriter } from '../../src/service/import/local-import.js';
import type { ReceiptOfBatch } from '../../src/store/index.js';

const clock = { now: () => new Date('2026-11-28T12:00:00Z') };

function sessions() {
  const log: string[] = [];
  let opened = 0;
  const make = async (_clock: unknown, receipt: ReceiptOfBatch): Promise<LocalWriter<unknown>> => {
    const name = `s${++opened}`;
    log.push(`open ${name}`);
    return {
      noun: 'person',
      key: () => undefined,
      timestamp: () => '',
      exists: async () => false,
      writeBatch: async (rows) => {
        if (rows.includes('boom')) throw new Error('write failed');
        receipt(['created']);
        log.push(`write ${name} ${rows.join(',')}`);
        return rows.map(() => 'created' as const);
      },
      finish: async () => {
        log.push(`finish ${name}`);
      },
    };
  };
  return { log, make };
}

async function chunk(s: ReturnType<typeof sessions>, run: string, last: boolean, rows: string[], receipt?: ReceiptOfBatch) {
  const writer = await runWriter({ id: run, last }, false, clock, s.make, receipt);
  try {
    await writer.writeBatch(rows, 'skip', '');
  } finally {
    await writer.finish();
  }
}

afterEach(async () => {
  await finishOpenRun();
  vi.useRealTimers();
});

describe('a run of chunks', () => {
  it('keeps one session for the run and finishes it at the last chunk', async () => {
    const s = sessions();
    await chunk(s, 'a', false, ['1']);
    await chunk(s, 'a', false, ['2']);
    expect(s.log).toEqual(['open s1', 'write s1 1', 'write s1 2']);
    await chunk(s, 'a', true, ['3']);
    expect(s.log).toEqual(['open s1', 'write s1 1', 'write s1 2', 'write s1 3', 'finish s1']);
  });

  it('finishes an open run before another run starts', async () => {
    const s = sessions();
    await chunk(s, 'a', false, ['1']);
    await chunk(s, 'b', true, ['2']);
    expect(s.log).toEqual(['open s1', 'write s1 1', 'finish s1', 'open s2', 'write s2 2', 'finish s2']);
  });

  it('finishes the run after a failed chunk: the retry gets a new session', async () => {
    const s = sessions();
    await chunk(s, 'a', false, ['1']);
    await expect(chunk(s, 'a', false, ['boom'])).rejects.toThrow('write failed');
    await chunk(s, 'a', true, ['2']);
    expect(s.log).toEqual(['open s1', 'write s1 1', 'finish s1', 'open s2', 'write s2 2', 'finish s2']);
  });

  it('gives each chunk of the run its own receipt', async () => {
    const s = sessions();
    const seen: string[] = [];
    await chunk(s, 'a', false, ['1'], () => {
      seen.push('first');
      return undefined;
    });
    await chunk(s, 'a', true, ['2'], () => {
      seen.push('second');
      return undefined;
    });
    expect(seen).toEqual(['first', 'second']);
  });

  it('finishes a run whose client went quiet', async () => {
    vi.useFakeTimers();
    const s = sessions();
    await chunk(s, 'a', false, ['1']);
    await vi.advanceTimersByTimeAsync(RUN_IDLE_MS - 1000);
    expect(s.log).toEqual(['open s1', 'write s1 1']);
    await vi.advanceTimersByTimeAsync(2000);
    expect(s.log).toEqual(['open s1', 'write s1 1', 'finish s1']);
    // A late chunk of the same run opens a new session.
    await chunk(s, 'a', true, ['2']);
    expect(s.log.slice(3)).toEqual(['open s2', 'write s2 2', 'finish s2']);
  });
});
