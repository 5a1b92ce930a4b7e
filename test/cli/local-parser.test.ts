// The parser a local run uses (src/cli/local-parser.ts): one started early by the launcher
// (cold start) is the one the run's first parse gets — not a second pool
// beside it — and later loads make their own.
import { afterAll, describe, expect, it } from 'vitest';
import { loadLocalParser, startParserEarly } from '../../src/cli/local-parser.js';
import type { ResumeParser } from '../../src/service/resume-parser.js';

const opened: ResumeParser[] = [];
afterAll(async () => {
  await Promise.all(opened.map((parser) => parser.close()));
});

describe('local parser', () => {
  it('hands the early-started parser to the first load, warmed for the inputs, and a new one after', async () => {
    const early = startParserEarly(['cv.pdf']);
    expect(startParserEarly(['other.pdf'])).toBe(early); // a second call starts nothing more
    const first = await loadLocalParser();
    const second = await loadLocalParser();
    opened.push(first.parser, second.parser);
    expect(first.parser).toBe(await early);
    expect(second.parser).not.toBe(first.parser);
    // The early parser works like any other: a text résumé through its threads.
    const text = 'Ilse Varnholt\nArchivist\nilse.varnholt@example.org\n';
    const document = await first.parser.parse({ file_name: 'cv.txt', data: new Uint8Array(Buffer.from(text)) });
    expect(document.fields.email).toEqual(['ilse.varnholt@example.org']);
  });

  it('without an early start each load makes its own parser', async () => {
    const a = await loadLocalParser();
    const b = await loadLocalParser();
    opened.push(a.parser, b.parser);
    expect(a.parser).not.toBe(b.parser);
  });
});
