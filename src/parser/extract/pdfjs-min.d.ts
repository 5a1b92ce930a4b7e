// The minified builds of pdfjs-dist ship no declarations; they are pdf.mjs and
// pdf.worker.mjs minified, with the same exports.
declare module 'pdfjs-dist/legacy/build/pdf.min.mjs' {
  export * from 'pdfjs-dist/legacy/build/pdf.mjs';
}
declare module 'pdfjs-dist/legacy/build/pdf.worker.min.mjs' {
  export const WorkerMessageHandler: unknown;
}
