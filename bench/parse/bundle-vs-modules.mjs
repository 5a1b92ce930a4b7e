#!/usr/bin/env node
// The parse thread's bundle (dist/parser/parse-thread.cjs, what `parser parse` and the server run)
// against the modules it is built from (dist/parser/*.js, what the tests import), on invented CVs:
// every field, section and the content must come out the same. The build rewrites the bundle's
// patterns (scripts/bundle-threads.mjs: escapes, letter classes of the first plane); this checks
// that on many more documents than test/parser/bundle-loader.test.ts does.
//   node bench/parse/bundle-vs-modules.mjs [--n 60] [--seed 7] [--wild] [any class option of generateSet: --rtl, --cjk-rows,
//   --langs cs,ro, …]
import { createRequire } from 'node:module';
import { generateSet, cvToPdf, cvToDocx } from '../../test/parser/generator/index.mjs';

const arg = (name, fallback) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
};
const n = arg('--n', 60);
const seed = arg('--seed', 7);
const wild = process.argv.includes('--wild');
/** The other class options, as bench/parse/generated.mjs names them: `--cjk-rows` → cjkRows: true, `--langs a,b` → ['a', 'b']. */
const classes = {};
for (let i = 2; i < process.argv.length; i++) {
  const flag = process.argv[i];
  if (!flag.startsWith('--') || ['--n', '--seed', '--wild'].includes(flag)) continue;
  const key = flag.slice(2).replace(/-(\w)/g, (_, c) => c.toUpperCase());
  const value = process.argv[i + 1];
  classes[key] = value !== undefined && !value.startsWith('--') ? (i++, value.split(',')) : true;
}

const require = createRequire(import.meta.url);
const { loadBundle } = require('../../dist/parser/bundle-loader.cjs');
const bundled = await loadBundle('parse');
if (bundled.via === 'modules') {
  console.log('skipped: no bundle in dist/parser (run `npm run build`)');
  process.exit(0);
}
const { parseDocument } = await import('../../dist/parser/index.js');

const view = (doc) => JSON.stringify({ fields: doc.fields, sections: doc.sections, content: doc.content, format: doc.format });
let same = 0;
const differing = [];
for (const cv of generateSet(n, seed, { hard: true, wild, ...classes })) {
  for (const format of ['pdf', 'docx']) {
    const bytes = new Uint8Array(format === 'pdf' ? cvToPdf(cv) : await cvToDocx(cv));
    const input = { bytes, fileName: `cv-${cv.seed}.${format}` };
    const options = { ocr: false, face: false };
    const fromBundle = await bundled.module.default({ input: { ...input, bytes: bytes.slice() }, options, faceElsewhere: false });
    const fromModules = await parseDocument({ ...input, bytes: bytes.slice() }, options);
    if (fromBundle?.ok && view(fromBundle.document) === view(fromModules)) same++;
    else differing.push(`${input.fileName}${fromBundle?.ok ? '' : ` (bundle: ${fromBundle?.error?.message})`}`);
  }
}
console.log(`${same} of ${same + differing.length} invented documents parse the same in the bundle and the modules (seed ${seed}, n ${n}${wild ? ', wild' : ''}${Object.keys(classes).map((k) => `, ${k}`).join('')})`);
for (const name of differing.slice(0, 20)) console.log(`  differs: ${name}`);
process.exitCode = differing.length === 0 ? 0 : 1;
