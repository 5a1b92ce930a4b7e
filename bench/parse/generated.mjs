#!/usr/bin/env node
// Invented CVs through the built parser (dist/): a bigger set than test/parser/generated-cvs.test.ts,
// each rendered as PDF and DOCX, parsed in-process like the CLI's worker does, scored against the
// truth it was made from; prints accuracy per field by layout, language, format, contact style and
// date column, then the first misses (seed = the CV to rebuild with generateCv).
//   npm run build && node bench/parse/generated.mjs [--n 500] [--seed 7] [--misses 40]
import { parseDocument } from '../../dist/parser/index.js';
import { extractSections } from '../../dist/parser/sections/index.js';
import { accuracyTable, cvToDocx, cvToPdf, generateSet, misses, scoreCv } from '../../test/parser/generator/index.mjs';

const arg = (name, fallback) => (process.argv.includes(name) ? Number(process.argv[process.argv.indexOf(name) + 1]) : fallback);
const n = arg('--n', 500);
const seed = arg('--seed', 7);
const started = performance.now();
const results = [];
for (const cv of generateSet(n, seed)) {
  for (const format of ['pdf', 'docx']) {
    const bytes = format === 'pdf' ? cvToPdf(cv) : await cvToDocx(cv);
    const doc = await parseDocument({ bytes: new Uint8Array(bytes), fileName: `cv-${cv.seed}.${format}` }, { ocr: false, face: false });
    const sections = extractSections(doc.content);
    results.push({ cv, format, fields: doc.fields, sections, scores: scoreCv(cv, doc.fields, sections) });
  }
}
console.log(`${n} invented CVs × 2 formats, seed ${seed}, ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
console.log(accuracyTable(results));
console.log(`\nfirst misses:\n${misses(results, arg('--misses', 40)).join('\n')}`);
