// `recruit parser parse cv.pdf`: the one file is parsed as soon as the launcher has started the
// parser, not once the CLI has loaded, opened the database and read the file itself (cold start).
// The parse thread had finished loading its code 50–70 ms before the CLI sent it the file, and
// waited. The run's own parse of that file, the same name and the same bytes, takes the result
// of the parse begun ahead; any other parse goes to the parser as usual.
import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import type { ParsedDocument } from '../parser/types.js';
import type { ResumeFile } from '../service/recruit-service.js';
import type { ResumeParser } from '../service/resume-parser.js';

/** Larger files are only read by the run, which refuses them (the parser takes at most 20 MB): one copy in memory. */
const MAX_AHEAD_BYTES = 20 * 1024 * 1024;

interface AheadParse {
  fileName: string;
  bytes: Uint8Array;
  result: Promise<ParsedDocument>;
}

/**
 * `parser` parsing the regular file at `path` at once; resolves to undefined (nothing begun) when
 * that is no file this process can read: the run then reports it as it would have.
 */
export async function parsingAhead(parser: ResumeParser, path: string): Promise<ResumeParser | undefined> {
  let bytes: Uint8Array;
  try {
    const info = await stat(path);
    if (!info.isFile() || info.size > MAX_AHEAD_BYTES) return undefined;
    bytes = new Uint8Array(await readFile(path));
  } catch {
    return undefined;
  }
  const fileName = basename(path);
  let ahead: AheadParse | undefined = { fileName, bytes, result: parser.parse({ file_name: fileName, data: bytes }) };
  // Failing, it fails the run's parse of the file; a run that never asks for it must not see an unhandled rejection.
  ahead.result.catch(() => undefined);
  return {
    parse(file: ResumeFile): Promise<ParsedDocument> {
      // A caller with a signal may cancel: only a parse of its own can be stopped for it.
      if (ahead && !file.signal && file.file_name === ahead.fileName && sameBytes(file.data, ahead.bytes)) {
        const { result } = ahead;
        ahead = undefined; // taken once: a second parse of the file is a parse of its own
        return result;
      }
      return parser.parse(file);
    },
    matchJobs: (document, jobs) => parser.matchJobs(document, jobs),
    ...(parser.extractText ? { extractText: (file: ResumeFile) => parser.extractText!(file) } : {}),
    // The thread is busy with the file, which loads what its format needs: a warm-up task queued behind it is no use.
    warmUp: () => undefined,
    close: () => parser.close(),
  };
}

const sameBytes = (a: Uint8Array, b: Uint8Array): boolean =>
  a.byteLength === b.byteLength && Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(Buffer.from(b.buffer, b.byteOffset, b.byteLength));
