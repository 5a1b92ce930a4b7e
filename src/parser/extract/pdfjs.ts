// pdfjs-dist's minified legacy build (cold start). The same release as
// pdf.mjs, half the source for V8 to parse: pdf.min.mjs and pdf.worker.min.mjs cost ~25 ms
// less CPU per cold process than pdf.mjs and pdf.worker.mjs. Types come from pdf.mjs (the
// minified files ship none: ./pdfjs-min.d.ts).
//
// pdfjs runs its parser ("worker") in this thread: we are already in a parse thread. It
// looks for that code in `globalThis.pdfjsWorker` before it would import it from
// GlobalWorkerOptions.workerSrc (pdfjs's documented way for bundles), so it is imported here,
// statically — the parse thread's bundle (scripts/bundle-threads.mjs) then carries it.
import * as pdfjsModule from 'pdfjs-dist/legacy/build/pdf.min.mjs';
import * as pdfjsWorker from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs';

(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = pdfjsWorker;

export const pdfjs = pdfjsModule;
