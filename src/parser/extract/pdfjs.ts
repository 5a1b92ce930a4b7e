// pdfjs-dist's minified legacy build (issue 14 item 8: cold start). The same release as
// pdf.mjs, half the source for V8 to parse: pdf.min.mjs and pdf.worker.min.mjs (the "fake
// worker" pdfjs imports on the first getDocument) cost ~25 ms less CPU per cold process
// than pdf.mjs and pdf.worker.mjs. Types come from pdf.mjs (the minified file ships none).
import type * as Pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Variables, not literals: TypeScript has no declarations for the minified files. */
const PDFJS: string = 'pdfjs-dist/legacy/build/pdf.min.mjs';

/** The module pdfjs's getDocument imports; pipeline.ts warm-up loads it ahead of time. */
export const PDFJS_WORKER: string = import.meta.resolve('pdfjs-dist/legacy/build/pdf.worker.min.mjs');

export const pdfjs = (await import(PDFJS)) as typeof Pdfjs;
// Without this, the minified build would import the full pdf.worker.mjs.
pdfjs.GlobalWorkerOptions.workerSrc = PDFJS_WORKER;
