// Piscina worker: one parse per task (DESIGN.md §1 "runs in worker threads with time and
// memory limits"). Errors are returned as plain data — class identity does not survive
// the thread boundary — and ./pool.ts turns them back into the typed errors.
import { isRecruitError, type ErrorCode } from '../domain/errors.js';
import { parseDocument, warmUp, type ParseOptions } from './pipeline.js';
import { portraitCandidates } from './images/portrait.js';
import type { ExtractedImage, ParsedDocument, ParseInput, ResumeFormat } from './types.js';
import { extractDocumentText } from './extract-text.js';
import type { MessagePort } from 'node:worker_threads';
import { useStopGate, type StopGate } from './stop-gate.js';

export interface ParseTask {
  input: ParseInput;
  options: ParseOptions;
  /**
   * The pool's face thread looks for the face (./images/face-worker.ts): this thread skips
   * step 4 and returns which images could be a portrait (indexes into document.images).
   */
  faceElsewhere?: boolean;
  /** Where this thread tells the pool what the parse is doing (ParseThreadEvent). */
  events?: MessagePort;
  /** Held around zlib calls: the pool terminates this thread only outside them (./stop-gate.ts). */
  stopGate?: StopGate;
}

/**
 * 'ocr-starts': the file needs OCR, which runs for seconds; the thread waits for the pool's
 * 'ocr-may-start' (the pool first lets the face thread finish and end), at most OCR_GATE_MS.
 * `faceCandidates`: the images that could be a portrait, sent as soon as they are extracted.
 */
export type ParseThreadEvent = 'ocr-starts' | { faceCandidates: ExtractedImage[] };
export type PoolEvent = 'ocr-may-start';

/** Longest wait for the pool's answer: an answer that never comes must not stall the parse. */
const OCR_GATE_MS = 5_000;

/** Load the modules these formats need before the first file arrives (pool.warmUp). */
export interface WarmUpTask {
  warmUp: ResumeFormat[];
  options: ParseOptions;
  stopGate?: StopGate;
}

export type ParseTaskResult =
  | { ok: true; document: ParsedDocument; faceCandidates?: number[] }
  | { ok: false; error: { code: ErrorCode; message: string } };

export default async function runParseTask(task: ParseTask | WarmUpTask): Promise<ParseTaskResult | null> {
  useStopGate(task.stopGate);
  try {
    if ('warmUp' in task) {
      await warmUp(task.warmUp, task.options);
      return null;
    }
    return await parseTask(task);
  } finally {
    useStopGate(undefined);
  }
}

async function parseTask(task: ParseTask): Promise<ParseTaskResult> {
  const events = task.events;
  const options: ParseOptions = events ? { ...task.options, onOcrStart: () => askToStartOcr(events) } : task.options;
  try {
    if (!task.faceElsewhere) return { ok: true, document: await parseDocument(task.input, options) };
    let candidates: ExtractedImage[] = [];
    const onImages = async (images: readonly ExtractedImage[]): Promise<void> => {
      candidates = await portraitCandidates(images);
      // The face thread can look while this one reads the fields; the pool still has the indexes below.
      if (events && candidates.length > 0) events.postMessage({ faceCandidates: candidates } satisfies ParseThreadEvent);
    };
    const document = await parseDocument(task.input, { ...options, face: false, onImages });
    const chosen = new Set(candidates);
    return { ok: true, document, faceCandidates: document.images.flatMap((image, i) => (chosen.has(image) ? [i] : [])) };
  } catch (err) {
    if (isRecruitError(err)) return { ok: false, error: { code: err.code, message: err.message } };
    // A bug, not the file's fault: keep the message for the log, the caller maps it to "internal".
    return { ok: false, error: { code: 'internal', message: err instanceof Error ? err.message : String(err) } };
  } finally {
    events?.close();
  }
}

/** Tells the pool that OCR is about to start and resolves when it answers (or after OCR_GATE_MS). */
function askToStartOcr(events: MessagePort): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      clearTimeout(timer);
      events.off('message', onMessage);
      resolve();
    };
    const onMessage = (message: unknown): void => {
      if (message === ('ocr-may-start' satisfies PoolEvent)) done();
    };
    const timer = setTimeout(done, OCR_GATE_MS);
    events.on('message', onMessage);
    events.postMessage('ocr-starts' satisfies ParseThreadEvent);
  });
}

export type ExtractTaskResult =
  | { ok: true; text: string }
  | { ok: false; error: { code: ErrorCode; message: string } };

/** Text only, for search: run by name (`piscina.run(task, { name: 'extractText' })`). */
export async function extractText(task: ParseTask): Promise<ExtractTaskResult> {
  useStopGate(task.stopGate);
  try {
    return { ok: true, text: await extractDocumentText(task.input, task.options) };
  } catch (err) {
    if (isRecruitError(err)) return { ok: false, error: { code: err.code, message: err.message } };
    return { ok: false, error: { code: 'internal', message: err instanceof Error ? err.message : String(err) } };
  } finally {
    useStopGate(undefined);
  }
}
