// The progress line of long imports (src/cli/progress.ts): only on a TTY, throttled,
// with rows, rows/s, ETA and rejects, and cleared before the summary.
import { describe, expect, it } from 'vitest';
import { ProgressLine } from '../../src/cli/progress.js';

function fakeStream(isTTY: boolean) {
  const writes: string[] = [];
  return { stream: { isTTY, columns: 200, write: (text: string) => writes.push(text) > 0 }, writes };
}

describe('ProgressLine', () => {
  it('is off without a TTY or when notes are not wanted', () => {
    expect(ProgressLine.create(fakeStream(false).stream, 'importing', 100, true)).toBeUndefined();
    expect(ProgressLine.create(fakeStream(true).stream, 'importing', 100, false)).toBeUndefined();
  });

  it('draws rows, rate, share, ETA and rejects, at most every 100 ms, and clears the line at the end', () => {
    const { stream, writes } = fakeStream(true);
    let time = 1_000;
    const progress = ProgressLine.create(stream, 'importing', 1000, true, () => time) as ProgressLine;
    time += 2_000;
    progress.update({ rows: 12_345, rejected: 3, bytes: 250 }, true);
    time += 99;
    progress.update({ rows: 12_346, rejected: 3, bytes: 251 });
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(/^\r\x1b\[2K\[#####-{15}\] {2}25% {2}importing 12,345 rows {2}6,173 rows\/s {2}ETA \d+:\d\d {2}rejects 3$/);
    time += 1;
    progress.update({ rows: 12_347, rejected: 3, bytes: 252 });
    expect(writes).toHaveLength(2);
    progress.finish();
    expect(writes.at(-1)).toBe('\r\x1b[2K');
  });

  it('has no bar or ETA when the size is unknown (stdin)', () => {
    const { stream, writes } = fakeStream(true);
    (ProgressLine.create(stream, 'checking', undefined, true) as ProgressLine).update({ rows: 5, rejected: 0, bytes: 10 }, true);
    expect(writes[0]).toMatch(/^\r\x1b\[2Kchecking 5 rows {2}[\d,]+ rows\/s {2}rejects 0$/);
  });
});
