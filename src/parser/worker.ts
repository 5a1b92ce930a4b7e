// Piscina worker: one parse per task (DESIGN.md §1 "runs in worker threads with time and
// memory limits"). Errors are returned as plain data — class identity does not survive
// the thread boundary — and ./pool.ts turns them back into the typed errors.
import { isRecruitError, type ErrorCode } from '../domain/errors.js';
import { parseDocument, warmUp, type ParseOptions } from './pipeline.js';
import type { ParsedDocument, ParseInput, ResumeFormat } from './types.js';
import { extractDocumentText } from './extract-text.js';

export interface ParseTask {
  input: ParseInput;
  options: ParseOptions;
}

/** Load the modules these formats need before the first file arrives (pool.warmUp). */
export interface WarmUpTask {
  warmUp: ResumeFormat[];
  options: ParseOptions;
}

export type ParseTaskResult =
  | { ok: true; document: ParsedDocument }
  | { ok: false; error: { code: ErrorCode; message: string } };

export default async function runParseTask(task: ParseTask | WarmUpTask): Promise<ParseTaskResult | null> {
  if ('warmUp' in task) {
    await warmUp(task.warmUp, task.options);
    return null;
  }
  try {
    return { ok: true, document: await parseDocument(task.input, task.options) };
  } catch (err) {
    if (isRecruitError(err)) return { ok: false, error: { code: err.code, message: err.message } };
    // A bug, not the file's fault: keep the message for the log, the caller maps it to "internal".
    return { ok: false, error: { code: 'internal', message: err instanceof Error ? err.message : String(err) } };
  }
}

export type ExtractTaskResult =
  | { ok: true; text: string }
  | { ok: false; error: { code: ErrorCode; message: string } };

/** Text only, for search (issue 12 §1): run by name (`piscina.run(task, { name: 'extractText' })`). */
export async function extractText(task: ParseTask): Promise<ExtractTaskResult> {
  try {
    return { ok: true, text: await extractDocumentText(task.input, task.options) };
  } catch (err) {
    if (isRecruitError(err)) return { ok: false, error: { code: err.code, message: err.message } };
    return { ok: false, error: { code: 'internal', message: err instanceof Error ? err.message : String(err) } };
  }
}
