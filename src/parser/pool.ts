// The parser's worker pool (DESIGN.md §1, docs/decisions/0006): piscina threads sized to
// the cores, each parse with a time limit and a heap limit, so a hostile file fails
// alone with UnprocessableError and the process (and the server) lives on.
import { availableParallelism } from 'node:os';
import { MessageChannel, type MessagePort, type TransferListItem } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { InternalError, PayloadTooLargeError, UnavailableError, UnprocessableError, type RecruitError } from '../domain/errors.js';
import type { ParseOptions } from './pipeline.js';
import type { ExtractedImage, ParsedDocument, ParseInput, ResumeFormat } from './types.js';
import type { ExtractTaskResult, ParseTask, ParseTaskResult, ParseThreadEvent, PoolEvent, WarmUpTask } from './worker.js';
import type { FaceTask } from './images/face-worker.js';
import { applyWhenThreadParks, createFlagGate, type FlagGate } from './flag-gate.js';
import { abortWhenStoppable, closeStopGate, createStopGate, type StopGate } from './stop-gate.js';

export interface ParserPoolOptions {
  maxThreads?: number;
  /** Per file, counted from when a thread starts on it (default 30 s). */
  timeoutMs?: number;
  /** Old-generation heap limit per thread (default 512 MB). */
  maxMemoryMb?: number;
  /**
   * Young-generation size per parse thread (default WARM_YOUNG_GENERATION_MB, for a server's
   * many parses; a CLI run passes a small one, for the memory of a batch: src/cli/local-parser.ts).
   */
  youngGenerationMb?: number;
  /** Passed to every parse (OCR on/off, size limit, data dir). */
  parse?: ParseOptions;
  /**
   * The face thread ends after this long without work (default 60 s) and frees the face
   * model (~150 MB); the next picture loads it again (~0.3 s of CPU). A batch run passes
   * a few seconds: its scans, OCRed for seconds each, then run without the model beside them.
   */
  faceIdleMs?: number;
  /**
   * End the face thread when a file turns out to need OCR (a scan), instead of keeping it
   * idle beside tesseract: the face model (~130 MB) and tesseract's heap (~70–120 MB) were
   * the two largest items of a batch's peak (100 CVs within 400 MB). OCR
   * takes seconds a page; loading the model again for the next picture ~0.3 s. The CLI's
   * batches set it; the server, which keeps its threads warm for many clients, does not.
   */
  freeFacesForOcr?: boolean;
  /**
   * V8 flags for this process, set once the pool's first thread has started (./flag-gate.ts),
   * for the rest of the process: a cold `parser parse` passes bin/parse-v8-flags.js. The
   * server and long runs keep V8's defaults.
   */
  v8Flags?: string;
  /**
   * Called once the pool has set `v8Flags` (true) or given up on them (false). The CLI's
   * launcher waits for it before it loads the CLI: the first thread waits at the gate until
   * the main thread's event loop answers, which a long synchronous load would hold up.
   */
  onV8FlagsSettled?: (applied: boolean) => void;
  /** Told about the queue, busy threads and each file's outcome (the server's metrics). */
  observer?: ParserPoolObserver | undefined;
  /**
   * Start one parse thread now, and hand it tasks before it has told this thread that it is ready
   * (it takes them once its code has loaded). Without it a task waits for this thread's event
   * loop to hear "ready": a CLI run loading its own code meanwhile kept a cold parse thread idle
   * for 50–120 ms. The thread stays for the pool's life, as a CLI run's does anyway.
   */
  startThreadNow?: boolean;
}

/**
 * What the pool tells an observer: plain numbers and labels, never a file name or content
 * (they are person data). Calls are synchronous and must not throw.
 */
export interface ParserPoolObserver {
  /** Files waiting for a thread, and files on a thread, after every change. */
  load(queued: number, busy: number): void;
  /** A file done on a thread: the task, the detected format (`unknown` for text extraction), thread seconds. */
  finished(task: 'parse' | 'extract', format: string, seconds: number): void;
  /** The caller gave up on the file (its request was answered, timed out or the server is closing). */
  cancelled(): void;
  /** The file failed: its error code (unprocessable, payload_too_large, internal). */
  failed(code: string): void;
}

/**
 * Young-generation size of the face thread (MB). V8's default lets each thread's nursery grow
 * to ~48 MB of mostly garbage; with a parse thread and a face thread beside the main one,
 * 8 MB took ~50–75 MB off the peak RSS of 100 CVs, at no measurable cost to a batch.
 */
const SMALL_YOUNG_GENERATION_MB = 8;

/**
 * Young-generation size of a long-lived pool's parse threads (the server's), MB. With 8 MB a
 * warm parse of a text PDF scavenged every ~3 MB it allocated and promoted more to the old
 * generation, whose concurrent marking then ran beside the next parse: 32 MB took 6–15 % off the
 * CPU of a warm POST /parser (parse thread 61 against 63–68 ms, V8's helper threads 34–37
 * against 40–46 ms a request) for at most ~24 MB more per parse thread.
 */
export const WARM_YOUNG_GENERATION_MB = 32;

/** The heap limits of a parse thread of a pool with these options. */
export function parseThreadLimits(opts: Pick<ParserPoolOptions, 'maxMemoryMb' | 'youngGenerationMb'>): {
  maxOldGenerationSizeMb: number;
  maxYoungGenerationSizeMb: number;
} {
  return { maxOldGenerationSizeMb: opts.maxMemoryMb ?? 512, maxYoungGenerationSizeMb: opts.youngGenerationMb ?? WARM_YOUNG_GENERATION_MB };
}

export interface ParserPool {
  /**
   * `signal`: the caller no longer wants the result (its request was answered or timed out). A queued file leaves the queue; a running one has its thread
   * terminated, and piscina starts a fresh one for the next file.
   */
  parse(input: ParseInput, options?: { signal?: AbortSignal | undefined }): Promise<ParsedDocument>;
  /** A document's text for search: the same threads, limits and errors as parse. */
  extractText(input: ParseInput, options?: { signal?: AbortSignal | undefined }): Promise<string>;
  /**
   * Starts a thread now and loads what these formats need, so that a parse requested a
   * little later (the CLI still opening its database) finds it ready. Never fails.
   */
  warmUp(formats: readonly ResumeFormat[]): void;
  close(): Promise<void>;
}

export function createParserPool(opts: ParserPoolOptions = {}): ParserPool {
  const maxThreads = Math.max(1, opts.maxThreads ?? availableParallelism());
  const timeoutMs = opts.timeoutMs ?? 30_000;
  const flagGate = opts.v8Flags ? createFlagGate() : undefined;
  const piscina = new Piscina<ParseTask | WarmUpTask, ParseTaskResult | ExtractTaskResult | null>({
    filename: workerFilename(),
    workerData: threadData(flagGate),
    maxThreads,
    // piscina takes the threads it starts with as ready at once: their tasks go to them without a round trip.
    minThreads: opts.startThreadNow ? 1 : 0,
    idleTimeout: 60_000,
    resourceLimits: parseThreadLimits(opts),
  });
  // A thread that dies while starting (e.g. out of memory before its first task) is reported
  // as a pool 'error' event; unhandled, that event would take the whole process down.
  piscina.on('error', () => undefined);
  const observer = opts.observer;
  const slots = createSlots(maxThreads, observer);
  const faces = opts.parse?.face === false ? null : createFaceThread(timeoutMs, opts.faceIdleMs ?? 60_000, flagGate);
  // Changing V8 flags while another thread runs JavaScript can crash the process, and a thread
  // starting up runs Node's own JavaScript before it reaches the gate: the face thread starts
  // only once the flags are set or given up (a file parsed as soon as the pool exists comes before);
  // and after the launcher's load of the CLI, which begins then: a third busy thread on two cores
  // slowed the parse thread's own start.
  const afterFlags = flagGate ? whenSettled() : { run: (start: () => void) => start(), settle: () => undefined };
  if (flagGate) {
    const settled = (applied: boolean): void => {
      afterFlags.settle();
      opts.onV8FlagsSettled?.(applied);
    };
    // node:v8 loads here, once the thread is being created (~2 ms of this thread, which a cold
    // parse waited for when the module loaded it before piscina could start the thread), and
    // before the flags change, while Node's code cache of it still applies.
    const v8 = process.getBuiltinModule('node:v8');
    void applyWhenThreadParks(flagGate, () => v8.setFlagsFromString(opts.v8Flags!)).then(settled, () => settled(false));
  }
  // OCR gets 60 % of the time limit (it stops itself there, see extract/pdf.ts): a cold thread
  // also loads pdfjs, tfjs and tesseract, which takes seconds on a loaded machine.
  const parseOptions: ParseOptions = { ocrBudgetMs: Math.round(timeoutMs * 0.6), ...opts.parse };
  // A parse waits for a warm-up in flight: submitted meanwhile, it would make piscina start a
  // second, cold thread instead of using the one being warmed.
  let warming: Promise<unknown> | undefined;
  // The gates of the tasks given to threads: closed before the threads are terminated.
  const inFlight = new Set<StopGate>();

  /** piscina.run with a stop gate: a cancel or time-out terminates the thread only outside zlib. */
  async function runGated<T>(task: ParseTask | WarmUpTask, name: string, sources: AbortSignal[], transferList: TransferListItem[] = []): Promise<T> {
    const stopGate = createStopGate();
    const stop = abortWhenStoppable(stopGate, sources);
    inFlight.add(stopGate);
    try {
      return (await piscina.run({ ...task, stopGate }, { name, signal: stop.signal, transferList })) as T;
    } finally {
      stop.dispose();
      inFlight.delete(stopGate);
    }
  }

  /** Runs one task of the worker (`name`: its export) in a free thread, under the time limit. */
  async function run<R extends ParseTaskResult | ExtractTaskResult>(
    input: ParseInput,
    name: string,
    signal: AbortSignal | undefined,
    extra: Partial<ParseTask> = {},
    transferList: TransferListItem[] = [],
  ): Promise<Extract<R, { ok: true }>> {
    if (warming) await warming;
    // Submit only when a thread is free: piscina's signal would otherwise also count
    // the time a file waits in the queue behind others against its 30 s.
    const release = await slots.acquire(signal).catch((err: unknown) => {
      observer?.cancelled();
      throw fromPoolFailure(err, input.fileName, timeoutMs);
    });
    const started = performance.now();
    try {
      const limit = AbortSignal.timeout(timeoutMs);
      const result = await runGated<R | null>({ ...extra, input, options: parseOptions }, name, signal ? [limit, signal] : [limit], transferList);
      if (!result) throw new InternalError(`${input.fileName}: the parser thread returned nothing`);
      if (!result.ok) throw toTypedError(result.error.code, `${input.fileName}: ${result.error.message}`);
      const format = 'document' in result ? (result as ParseTaskResult & { ok: true }).document.format : 'unknown';
      observer?.finished(name === 'default' ? 'parse' : 'extract', format, (performance.now() - started) / 1000);
      return result as Extract<R, { ok: true }>;
    } catch (err) {
      const failure = fromPoolFailure(err, input.fileName, timeoutMs);
      if (failure instanceof UnavailableError) observer?.cancelled();
      else observer?.failed((failure as { code?: string }).code ?? 'internal');
      throw failure;
    } finally {
      release();
    }
  }

  return {
    async parse(input, { signal } = {}) {
      // A file that may hold a picture has the face model loaded meanwhile, on the face thread.
      if (!faces) return (await run<ParseTaskResult>(input, 'default', signal, { faceElsewhere: false })).document;
      if (mayHavePictures(input.bytes)) afterFlags.run(() => faces.warmUp());
      // Under the same time limit and cancel signal as the parse; failing, it leaves no face.
      const findFace = (images: ExtractedImage[]): Promise<ExtractedImage | null> => {
        const limit = AbortSignal.timeout(timeoutMs);
        return faces.find(images, signal ? AbortSignal.any([limit, signal]) : limit);
      };
      let earlyFace: Promise<ExtractedImage | null> | undefined;
      const news = listenToParseThread({
        ...(opts.freeFacesForOcr ? { beforeOcr: () => faces.release() } : {}),
        onFaceCandidates: (images) => (earlyFace ??= findFace(images)),
      });
      const { document, faceCandidates } = await run<ParseTaskResult>(
        input, 'default', signal, { faceElsewhere: true, events: news.port }, [news.port],
      ).finally(() => news.close());
      // The candidates' message and the result travel on different channels: the result may come first.
      if (earlyFace) document.face = await earlyFace;
      else if (faceCandidates && faceCandidates.length > 0) document.face = await findFace(faceCandidates.map((i) => document.images[i]!));
      return document;
    },
    async extractText(input, { signal } = {}) {
      return (await run<ExtractTaskResult>(input, 'extractText', signal)).text;
    },
    warmUp(formats) {
      if (warming) return;
      warming = runGated({ warmUp: [...formats], options: parseOptions }, 'default', [AbortSignal.timeout(timeoutMs)])
        .catch(() => undefined)
        .finally(() => (warming = undefined));
    },
    async close() {
      await Promise.all([...inFlight].map(closeStopGate));
      await Promise.all([piscina.close({ force: true }), faces?.close()]);
    },
  };
}

/**
 * The pool's one face thread (./images/face-worker.ts): the face model is loaded once per
 * pool, not once per parse thread (memory), and a warm-up can load it while
 * a parse thread extracts the file (cold start). A failure or time-out of face detection
 * leaves the document without a face; it never fails the parse.
 */
export function createFaceThread(timeoutMs: number, idleMs: number, flagGate?: FlagGate) {
  const start = (): Piscina<FaceTask, ExtractedImage | null> => {
    const pool = new Piscina<FaceTask, ExtractedImage | null>({
      filename: workerFilename('images/face-worker-entry.cjs'),
      workerData: threadData(flagGate),
      maxThreads: 1,
      minThreads: 0,
      idleTimeout: idleMs,
      resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: SMALL_YOUNG_GENERATION_MB },
    });
    pool.on('error', () => undefined);
    return pool;
  };
  let piscina = start();
  // The thread ends after `idleMs` without work; until then the model it loaded is still there.
  const stillWarm = Math.round(idleMs * 0.8);
  let warmUntil = 0;
  return {
    warmUp(): void {
      if (Date.now() < warmUntil) return;
      warmUntil = Date.now() + stillWarm;
      piscina.run({ warmUp: true }, { signal: AbortSignal.timeout(timeoutMs) }).catch(() => (warmUntil = 0));
    },
    async find(images: ExtractedImage[], signal: AbortSignal): Promise<ExtractedImage | null> {
      warmUntil = Date.now() + stillWarm;
      return piscina.run({ images }, { signal }).catch(() => null);
    },
    /**
     * Ends the thread and frees its model once the work already given to it is done (the
     * promise resolves then); the next warmUp or find starts a new one.
     */
    async release(): Promise<void> {
      if (piscina.threads.length === 0) return;
      const old = piscina;
      piscina = start();
      warmUntil = 0;
      await old.close().catch(() => undefined);
    },
    /** Whether a face thread is running now (it holds the model once warmed up). */
    running: (): boolean => piscina.threads.length > 0,
    close: () => piscina.close({ force: true }),
  };
}

/**
 * A channel on which a parse thread tells what its file needs (./worker.ts `events`): the
 * images that could be a portrait, as soon as they are extracted; and that the file needs OCR,
 * when it waits until `beforeOcr` is done. `port` goes with the task, `close` ends the channel
 * when the task is over (a message still on its way is then dropped).
 */
function listenToParseThread(listeners: {
  beforeOcr?: () => Promise<void>;
  onFaceCandidates: (images: ExtractedImage[]) => void;
}): { port: MessagePort; close(): void } {
  const { port1, port2 } = new MessageChannel();
  port1.on('message', (message: ParseThreadEvent) => {
    if (message === 'ocr-starts') {
      void (listeners.beforeOcr?.() ?? Promise.resolve()).finally(() => port1.postMessage('ocr-may-start' satisfies PoolEvent));
    } else if (Array.isArray(message?.faceCandidates)) {
      listeners.onFaceCandidates(message.faceCandidates);
    }
  });
  return {
    port: port2,
    close: () => port1.close(),
  };
}

/**
 * Could this file hold a picture (so a face)? Byte scans only, native and fast, for the
 * server's event loop: a PDF image XObject, Word or ODF media, or a picture file itself.
 */
export function mayHavePictures(bytes: Uint8Array): boolean {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (buffer[0] === 0xff && buffer[1] === 0xd8) return true; // JPEG
  if (buffer[0] === 0x89 && buffer[1] === 0x50) return true; // PNG
  if ((buffer[0] === 0x49 && buffer[1] === 0x49) || (buffer[0] === 0x4d && buffer[1] === 0x4d)) return true; // TIFF
  return ['/Subtype/Image', '/Subtype /Image', 'word/media/', 'Pictures/', 'data:image/', '\\pict'].some((marker) => buffer.includes(marker));
}

/**
 * Work held until `settle` is called, then run in order once the event loop is free again (after
 * what else starts at that moment: the launcher's synchronous load of the CLI); after that, run at once.
 */
function whenSettled(): { run(work: () => void): void; settle(): void } {
  let waiting: (() => void)[] | undefined = [];
  return {
    run: (work) => (waiting ? waiting.push(work) : work()),
    settle() {
      const held = waiting ?? [];
      waiting = undefined;
      if (held.length > 0) setImmediate(() => held.forEach((work) => work()));
    },
  };
}

/** What every thread of the pool is given: the flag gate, when the pool sets V8 flags (./flag-gate-thread.cts). */
const threadData = (flagGate: FlagGate | undefined): { flagGate?: FlagGate } => (flagGate ? { flagGate } : {});

/**
 * dist/parser/worker-entry.cjs (the parse thread, loaded fast: ./bundle-loader.cts)
 * beside the built pool.js. Worker threads cannot run .ts (PLATFORM.md §3): when this module
 * is the TypeScript source (vitest), use the build in dist/ instead.
 */
function workerFilename(name = 'worker-entry.cjs'): string {
  if (import.meta.url.endsWith('.ts')) return new URL(`../../dist/parser/${name}`, import.meta.url).href;
  return new URL(`./${name}`, import.meta.url).href;
}

function toTypedError(code: string, message: string): RecruitError {
  if (code === 'unprocessable') return new UnprocessableError(message);
  if (code === 'payload_too_large') return new PayloadTooLargeError(message);
  return new InternalError(message);
}

function fromPoolFailure(err: unknown, fileName: string, timeoutMs: number): unknown {
  if (err instanceof UnprocessableError || err instanceof PayloadTooLargeError || err instanceof InternalError) return err;
  const e = err as { name?: string; code?: string; message?: string };
  if (e.name === 'AbortError' || e.name === 'TimeoutError') {
    // piscina wraps the signal's reason: the pool's own time limit, or the caller's cancel.
    const reason = (err as { cause?: { name?: string } }).cause;
    if (e.name === 'TimeoutError' || reason?.name === 'TimeoutError') {
      return new UnprocessableError(`${fileName}: parsing timed out after ${seconds(timeoutMs)}`, { cause: err });
    }
    return new UnavailableError(`${fileName}: parsing was cancelled`, { cause: err });
  }
  if (e.code === 'ERR_WORKER_OUT_OF_MEMORY') {
    return new UnprocessableError(`${fileName}: parsing ran out of memory`, { cause: err });
  }
  // The thread died some other way (native crash, exit): the file is the suspect, the pool replaces the thread.
  return new UnprocessableError(`${fileName}: the parser stopped unexpectedly (${e.message ?? String(err)})`, { cause: err });
}

const seconds = (ms: number): string => (ms >= 1000 ? `${Math.round(ms / 100) / 10} s` : `${ms} ms`);

/** A counting semaphore: at most `n` parses in flight; an aborted waiter leaves the queue. */
function createSlots(n: number, observer?: ParserPoolObserver): { acquire(signal?: AbortSignal): Promise<() => void> } {
  let free = n;
  const waiting: (() => void)[] = [];
  const report = (): void => observer?.load(waiting.length, n - free);
  const release = (): void => {
    const next = waiting.shift();
    if (next) next();
    else free++;
    report();
  };
  return {
    acquire(signal) {
      if (signal?.aborted) return Promise.reject(signal.reason as Error);
      if (free > 0) {
        free--;
        report();
        return Promise.resolve(release);
      }
      return new Promise((resolve, reject) => {
        const grant = () => {
          signal?.removeEventListener('abort', leave);
          resolve(release);
        };
        const leave = () => {
          const at = waiting.indexOf(grant);
          if (at >= 0) waiting.splice(at, 1);
          report();
          reject(signal!.reason as Error);
        };
        signal?.addEventListener('abort', leave, { once: true });
        waiting.push(grant);
        report();
      });
    },
  };
}
