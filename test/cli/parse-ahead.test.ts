// The one file of `parser parse FILE`, parsed as soon as the launcher has the parser
// (src/cli/parse-ahead.ts): the run's parse of the same name and bytes takes that result; any
// other parse, a second one of the file, or one with a signal is a parse of its own. Real
// parse threads on a real file; the parser is wrapped only to count the parses it is asked for.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsingAhead } from '../../src/cli/parse-ahead.js';
import { createResumeParser } from '../../src/service/parser-pool-adapter.js';
import type { ResumeParser } from '../../src/service/resume-parser.js';

const CV = 'Ilse Varnholt\nArchivist\nilse.varnholt@example.org\n';
let dir: string;
let file: string;
let real: ResumeParser;
let asked: string[];
/** The real parser, counting the parses it is asked for. */
let counted: ResumeParser;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'recruit-parse-ahead-'));
  file = join(dir, 'cv.txt');
  writeFileSync(file, CV);
  mkdirSync(join(dir, 'folder'));
  real = createResumeParser({ maxThreads: 1, parse: { face: false }, startThreadNow: true });
  asked = [];
  counted = { ...real, parse: (f) => (asked.push(f.file_name), real.parse(f)), matchJobs: real.matchJobs, close: real.close };
});

afterAll(async () => {
  await real.close();
  rmSync(dir, { recursive: true, force: true });
});

const bytes = (text: string): Uint8Array => new Uint8Array(Buffer.from(text));

describe('parse ahead', () => {
  it('begins the parse at once and hands its result to the run’s parse of the same file, once', async () => {
    asked.length = 0;
    const ahead = await parsingAhead(counted, file);
    expect(ahead).toBeDefined();
    expect(asked).toEqual(['cv.txt']); // begun before anyone asked
    const document = await ahead!.parse({ file_name: 'cv.txt', data: bytes(CV) });
    expect(asked).toEqual(['cv.txt']); // the same parse, not a second one
    expect(document.fields.email).toEqual(['ilse.varnholt@example.org']);
    expect(document).toEqual(await real.parse({ file_name: 'cv.txt', data: bytes(CV) }));
    await ahead!.parse({ file_name: 'cv.txt', data: bytes(CV) });
    expect(asked).toEqual(['cv.txt', 'cv.txt']); // a second parse of the file is its own
  });

  it('parses anew another name, other bytes, or a parse with a signal', async () => {
    asked.length = 0;
    const ahead = (await parsingAhead(counted, file))!;
    await ahead.parse({ file_name: 'other.txt', data: bytes(CV) });
    await ahead.parse({ file_name: 'cv.txt', data: bytes(`${CV}Extra line\n`) });
    await ahead.parse({ file_name: 'cv.txt', data: bytes(CV), signal: new AbortController().signal });
    expect(asked).toEqual(['cv.txt', 'other.txt', 'cv.txt', 'cv.txt']);
  });

  it('begins nothing for a path that is no readable file', async () => {
    asked.length = 0;
    expect(await parsingAhead(counted, join(dir, 'missing.pdf'))).toBeUndefined();
    expect(await parsingAhead(counted, join(dir, 'folder'))).toBeUndefined();
    expect(asked).toEqual([]);
  });

  it('passes a failure of the file on to the run’s parse of it', async () => {
    const broken = join(dir, 'broken.pdf');
    writeFileSync(broken, '%PDF-1.7\n1 0 obj\n<< /Type /Catalog');
    const ahead = (await parsingAhead(counted, broken))!;
    await expect(ahead.parse({ file_name: 'broken.pdf', data: bytes('%PDF-1.7\n1 0 obj\n<< /Type /Catalog') })).rejects.toThrow(/broken\.pdf/);
  });
});
