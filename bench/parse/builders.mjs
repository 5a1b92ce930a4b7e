#!/usr/bin/env node
// Invented CVs laid out as online CV builders lay them out (HTML and CSS printed to PDF), read back by the built parser
// (dist/). Many real CVs are PDFs exported from the Europass editor, Canva, Zety or Novoresume: CSS grids and flex rows,
// text frames at absolute positions, icon glyphs of a symbol font before each contact line, letter-spaced and small-cap
// headings, dates in small grey type; none of the other benches (JSON Resume themes, Word templates, LaTeX classes) makes
// them. Each CV of the project's generator (test/parser/generator, fictitious people in nine languages) becomes a
// résumé.json (./resume-score.mjs, as the themes bench builds it), is laid out by every template of ./builder-templates.mjs
// in its language, printed to PDF by a headless Chromium (./print-pdf.mjs, as themes.mjs --pdf prints) and scored per
// field on what the template prints (its probe page's PDF text tells).
//
//   npm run build && node bench/parse/builders.mjs [--seed 1] [--n 18] [--misses 30 | --misses all] [--templates a,b]
//     [--dist /other/dist] [--out DIR] [--cache DIR] [--content faker]
// --content faker takes the people, firms, job titles and addresses from faker's locale lists (./faker-content.mjs) in
// place of the generator's own: values nobody tuned the parser on.
// --dist DIR parses with another checkout's build (before/after on the same pages).
// Needs Chromium (Debian: apt-get install -y chromium, or name it in $CHROMIUM). The PDFs are kept in the cache folder by
// their page's hash, so a second run of the same seed prints nothing; --out gets every page and its PDF
// (template/cv-SEED.html and .pdf) to look at.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { generateSet } from '../../test/parser/generator/index.mjs';
import { TEMPLATES } from './builder-templates.mjs';
import { startPdfPrinter } from './print-pdf.mjs';
import { PROBE, printedFields, printForms, report, scorePage, toResume, usAddressOf } from './resume-score.mjs';
import { arg, pickContent, pickTemplates, text } from './bench-args.mjs';

const seed = arg('--seed', 1);
const n = arg('--n', 18);
const templates = pickTemplates(TEMPLATES);
const content = await pickContent();
const cache = path.resolve(text('--cache') ?? path.join(os.tmpdir(), 'recruit-builders-cache'));
const out = path.resolve(text('--out') ?? path.join(os.tmpdir(), 'recruit-builders-pdf'));
const dist = text('--dist') ? pathToFileURL(path.resolve(text('--dist'))).href : new URL('../../dist', import.meta.url).href;
const { parseDocument } = await import(`${dist}/parser/index.js`);
const { extractPdf } = await import(`${dist}/parser/extract/pdf.js`);

const printer = await startPdfPrinter().catch((err) => {
  console.error(err.message);
  process.exit(2);
});

/** The PDF Chromium prints of a page, kept in the cache by the page's hash; the page and its PDF are copied to `file`'s place. */
async function printed(file, page) {
  const kept = path.join(cache, `${createHash('sha256').update(page).digest('hex').slice(0, 32)}.pdf`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, page);
  if (!existsSync(kept)) {
    mkdirSync(cache, { recursive: true });
    writeFileSync(kept, await printer.print(file, 'a4'));
  }
  copyFileSync(kept, file.replace(/\.html$/, '.pdf'));
  return new Uint8Array(readFileSync(kept));
}

const started = performance.now();
const cvs = generateSet(n, seed, {});
const probeCv = cvs.find((cv) => cv.lang === 'en') ?? cvs[0];
const results = [];
for (const template of templates) {
  const probePdf = await printed(path.join(out, template, 'probe.html'), TEMPLATES[template](PROBE, printForms(probeCv, PROBE)));
  const prints = printedFields((await extractPdf(probePdf, { ocr: false, textOnly: true })).text);
  for (const cv of cvs) {
    const resume = content(toResume(cv, usAddressOf(cv), false), cv);
    const file = path.join(out, template, `cv-${cv.seed}.html`);
    const bytes = await printed(file, TEMPLATES[template](resume, printForms(cv, resume)));
    const doc = await parseDocument({ bytes, fileName: path.basename(file).replace(/\.html$/, '.pdf') }, { ocr: false, face: false });
    results.push({ group: template, file: file.replace(/\.html$/, '.pdf'), rows: scorePage(resume, prints, doc.fields, doc.sections ?? { work: [], education: [] }) });
  }
}
await printer.close();

console.log(`${n} invented CVs × ${templates.length} builder templates printed to PDF by Chromium, seed ${seed}, parsed by ${text('--dist') ?? 'dist/'}, ${((performance.now() - started) / 1000).toFixed(1)} s`);
console.log(`(% of the pages that print the field; · = the template prints none)\n`);
report(results, templates, text('--misses') === 'all' ? Infinity : arg('--misses', 30), 'template');
