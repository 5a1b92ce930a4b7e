// OCR in every supported language stays quiet: Tesseract once printed "failed to load
// ./ita.special-words" on stderr for each Italian scan (the npm data packages ship no
// user-words files). Runs the built OCR module (dist/) in a child process, since the
// message came from tesseract.js's own worker thread.
import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';

const script = `
const { recognizePage, stopOcr } = await import(${JSON.stringify(new URL('../../../dist/parser/extract/ocr.js', import.meta.url).href)});
const width = 200, height = 60;
const page = { data: new Uint8Array(width * height).fill(255), width, height, channels: 1 };
for (const language of ['ita', 'deu', 'fra', 'spa', 'hun', 'pol', 'eng']) {
  const result = await recognizePage(page, 1, { pageWidthPt: 200, language });
  if (result.language !== language) throw new Error('read in ' + result.language + ', not ' + language);
}
await stopOcr();
process.stdout.write('done');
`;

describe('OCR output channels', () => {
  it('reads a page in each language without writing to stderr', () => {
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8', timeout: 90_000 });
    expect(run.stdout).toBe('done');
    expect(run.stderr).toBe('');
  }, 100_000);
});
