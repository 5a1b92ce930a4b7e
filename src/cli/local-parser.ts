// In local mode the parser runs in this process (see ../service/parser-pool-adapter.ts). Extracted
// images go to disk only when the user asks, with --images-dir (file:// URLs). Otherwise
// nothing is written anywhere: the URLs are `memory:` placeholders, and
// the last faces stay in this process's memory, so `--create` can hand one to the photo path.
import { statSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { availableParallelism } from 'node:os';
import type { ImageSink, ResumeParser } from '../service/resume-parser.js';
import type { ParserPoolOptions } from '../parser/pool.js';
import { likelyFormats } from './resume-files.js';
import { parsingAhead } from './parse-ahead.js';

/** An image sink this process can read back: `take` returns an image by its URL. */
export interface LocalImageSink extends ImageSink {
  take(url: string): Promise<Uint8Array | undefined>;
}

/**
 * Content-addressed names: parsing the same file twice does not fill the disk. node:crypto is
 * loaded with the first image, not with this module: the launcher loads this module before it
 * starts the parse thread, and crypto's load (~5 ms) sat in front of that start.
 */
async function nameOf(bytes: Uint8Array, mime: string, role: string): Promise<string> {
  const { createHash } = await import('node:crypto');
  return `${role}-${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${mime === 'image/png' ? 'png' : 'jpg'}`;
}

export function fileImageSink(directory: string): LocalImageSink {
  return {
    async save(bytes, mime, role) {
      await mkdir(directory, { recursive: true });
      const path = join(directory, await nameOf(bytes, mime, role));
      await writeFile(path, bytes);
      return pathToFileURL(path).href;
    },
    async take(url) {
      if (!url.startsWith('file:')) return undefined;
      return new Uint8Array(await readFile(fileURLToPath(url)));
    },
  };
}

/** Faces kept at most (oldest dropped first): a run that never takes them stays small. */
const MAX_KEPT_FACES = 32;

export function memoryImageSink(): LocalImageSink {
  const faces = new Map<string, Uint8Array>();
  return {
    async save(bytes, mime, role) {
      const url = `memory:${await nameOf(bytes, mime, role)}`;
      if (role === 'face') {
        faces.delete(url);
        faces.set(url, bytes);
        for (const oldest of faces.keys()) {
          if (faces.size <= MAX_KEPT_FACES) break;
          faces.delete(oldest);
        }
      }
      return url;
    },
    async take(url) {
      return faces.get(url);
    },
    clear() {
      faces.clear();
    },
  };
}

/**
 * Parse threads beside the pool's face thread and OCR's tesseract threads, which need a core
 * too: one less than the cores. On 2 cores, one parse thread parsed 100 CVs in the same time
 * as two (the other core was busy with faces and OCR anyway) and ~100 MB smaller.
 */
export const localParseThreads = (): number => Math.max(1, availableParallelism() - 1);

/**
 * A CLI run's parse threads keep a small young generation (MB): a batch of 100 CVs peaked ~50–75 MB
 * lower with it than with V8's default. The server's pool keeps a larger one (ParserPoolOptions.youngGenerationMb).
 */
export const LOCAL_YOUNG_GENERATION_MB = 8;

/**
 * The young generation of a run that parses one file (MB). Each page of memory a fresh thread touches
 * the first time costs it (~16 µs here), and one cold parse allocates ~25 MB, most of it short-lived:
 * a nursery reused at 4 MB took ~20–25 ms off a cold `parser parse cv.pdf` (709 against 734 ms, 15
 * interleaved runs; 32 MB was ~60 ms slower, 2 MB no faster than 4).
 */
export const ONE_FILE_YOUNG_GENERATION_MB = 4;

/** The young generation of the parse threads for these inputs: one regular file, or a batch (a folder counts as one). */
export function youngGenerationFor(inputs: readonly string[]): number {
  return inputs.length === 1 && isFile(inputs[0]!) ? ONE_FILE_YOUNG_GENERATION_MB : LOCAL_YOUNG_GENERATION_MB;
}

function isFile(path: string): boolean {
  return statSync(path, { throwIfNoEntry: false })?.isFile() === true;
}

/** A CLI run frees the face model between pictures that come seconds apart, and while OCR runs (see ParserPoolOptions). */
const FACE_IDLE_MS = 5_000;

/**
 * A parser started by bin/recruit.js before the CLI has loaded (`parser parse` of local
 * files): its thread loads the parse code while this thread loads the CLI and opens the
 * database (cold start). The run's first loadLocalParser takes it.
 * `v8Flags`: the launcher's flags for a cold parse, which the pool sets once its thread has
 * started (ParserPoolOptions.v8Flags); `onV8FlagsSettled` is told when that is done or given up.
 */
let early: Promise<ResumeParser> | undefined;

/**
 * Node's built-ins the CLI loads after the pool has set the parse thread's V8 flags: commander's
 * child_process and process, the store's crypto, the terminal's tty (with net), and vm, which
 * compiles the CLI's bundle with its code cache (bin/recruit.js). Under flags other
 * than those Node was built with, V8 refuses Node's code cache of its built-ins and compiles each
 * one loaded afterwards from source: ~12 ms of this thread's CPU for these, ~4 ms loaded before.
 * They are loaded while the parse thread starts (~30 ms before it waits for the flags).
 */
const CLI_BUILTINS_BEFORE_FLAGS = ['node:child_process', 'node:process', 'node:crypto', 'node:tty', 'node:vm'] as const;

export function startParserEarly(
  inputs: readonly string[],
  options: Pick<ParserPoolOptions, 'v8Flags' | 'onV8FlagsSettled'> = {},
): Promise<ResumeParser> {
  // The launcher starts it for files it will parse: the thread is created at once and takes the first of them
  // as soon as it has loaded its code, while this thread still loads the CLI (ParserPoolOptions.startThreadNow).
  const pool = { ...options, startThreadNow: true, youngGenerationMb: youngGenerationFor(inputs) };
  const starting = (early ??= newLocalParser(pool).then((parser) => readyFor(parser, inputs)));
  // A failure to start is the run's to report when it takes the parser, never an unhandled rejection.
  starting.catch(() => undefined);
  // Once the thread has its file: loading them sooner would hold up the thread's start.
  if (options.v8Flags) void starting.then(() => loadBuiltins(CLI_BUILTINS_BEFORE_FLAGS), () => undefined);
  return starting;
}

function loadBuiltins(ids: readonly string[]): void {
  const load = createRequire(import.meta.url);
  for (const id of ids) load(id);
}

/** One file is parsed at once (./parse-ahead.ts); for anything else the thread loads what the formats need. */
async function readyFor(parser: ResumeParser, inputs: readonly string[]): Promise<ResumeParser> {
  const ahead = inputs.length === 1 ? await parsingAhead(parser, inputs[0]!) : undefined;
  if (ahead) return ahead;
  const formats = likelyFormats(inputs);
  if (formats.length > 0) parser.warmUp?.(formats);
  return parser;
}

/** The résumé parser and the image sink of this run. */
export async function loadLocalParser(imagesDir?: string): Promise<{ parser: ResumeParser; images: LocalImageSink }> {
  const parser = early ?? newLocalParser();
  early = undefined;
  return { parser: await parser, images: imagesDir ? fileImageSink(imagesDir) : memoryImageSink() };
}

type EarlyPoolOptions = Pick<ParserPoolOptions, 'v8Flags' | 'onV8FlagsSettled' | 'startThreadNow' | 'youngGenerationMb'>;

async function newLocalParser(flags: EarlyPoolOptions = {}): Promise<ResumeParser> {
  const { createResumeParser } = await import('../service/parser-pool-adapter.js');
  return createResumeParser({ ...localPoolOptions(), ...flags });
}

/** The pool of a CLI run, beside the flags of an early start. */
export function localPoolOptions(): ParserPoolOptions {
  return { maxThreads: localParseThreads(), faceIdleMs: FACE_IDLE_MS, freeFacesForOcr: true, youngGenerationMb: LOCAL_YOUNG_GENERATION_MB };
}
