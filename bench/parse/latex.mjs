#!/usr/bin/env node
// Invented CVs typeset with LaTeX, read back by the built parser (dist/). Many real CVs are made with LaTeX (moderncv,
// europasscv, Jake's résumé, academic tables): their PDFs hold pdfTeX's text layer (spaces it guesses from glyph
// gaps, ligatures, small caps, periods in a margin column), which neither the generator's renderer nor a browser makes.
// Each CV of the project's generator (test/parser/generator, fictitious people in nine languages) becomes a résumé.json
// (./resume-score.mjs, as the themes bench builds it), is typeset by every template of ./latex-templates.mjs with its
// language's headings and date forms, and is scored per field on what the template prints.
//
//   npm run build && node bench/parse/latex.mjs [--seed 1] [--n 18] [--misses 30 | --misses all] [--templates a,b]
//     [--dist /other/dist] [--out DIR] [--cache DIR] [--content faker]
// --content faker takes the people, firms, job titles and addresses from faker's locale lists (./faker-content.mjs) in
// place of the generator's own: values nobody tuned the parser on.
// Needs pdflatex with TeX Live's CV classes and fonts (Debian: apt-get install -y texlive-latex-extra texlive-fonts-extra
// texlive-fonts-recommended texlive-plain-generic lmodern: Latin Modern for every template, Helvetica for europasscv);
// without it the bench says so and stops. The PDFs are kept in the cache folder by their source's hash, so a second run of the
// same seed typesets nothing; --out gets a copy of every PDF (named template/cv-SEED.pdf) to look at.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { generateSet } from '../../test/parser/generator/index.mjs';
import { TEMPLATES } from './latex-templates.mjs';
import { PROBE, printedFields, printForms, report, scorePage, toResume, usAddressOf } from './resume-score.mjs';
import { arg, pickContent, pickTemplates, text } from './bench-args.mjs';


const seed = arg('--seed', 1);
const n = arg('--n', 18);
const templates = pickTemplates(TEMPLATES);
const content = await pickContent();
const cache = path.resolve(text('--cache') ?? path.join(os.tmpdir(), 'recruit-latex-cache'));
const out = path.resolve(text('--out') ?? path.join(os.tmpdir(), 'recruit-latex-pdf'));
const dist = text('--dist') ? pathToFileURL(path.resolve(text('--dist'))).href : new URL('../../dist', import.meta.url).href;
const { parseDocument } = await import(`${dist}/parser/index.js`);
const { extractPdf } = await import(`${dist}/parser/extract/pdf.js`);

try {
  execFileSync('pdflatex', ['--version'], { stdio: 'ignore' });
} catch {
  console.error('pdflatex is missing: apt-get install -y texlive-latex-extra texlive-fonts-extra texlive-fonts-recommended'
    + ' texlive-plain-generic lmodern (TeX Live with its CV classes)');
  process.exit(2);
}

/** The PDF pdflatex makes of a source, kept in the cache by the source's hash; the log's first error when it fails. */
function typeset(source) {
  const kept = path.join(cache, `${createHash('sha256').update(source).digest('hex').slice(0, 32)}.pdf`);
  if (existsSync(kept)) return kept;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'recruit-latex-'));
  try {
    writeFileSync(path.join(dir, 'cv.tex'), source);
    try {
      execFileSync('pdflatex', ['-interaction=nonstopmode', '-halt-on-error', 'cv.tex'], { cwd: dir, stdio: 'ignore', timeout: 60_000 });
    } catch {
      const log = existsSync(path.join(dir, 'cv.log')) ? readFileSync(path.join(dir, 'cv.log'), 'utf8') : '';
      throw new Error(`pdflatex failed: ${log.split('\n').find((l) => l.startsWith('!')) ?? 'no log'}`);
    }
    mkdirSync(cache, { recursive: true });
    copyFileSync(path.join(dir, 'cv.pdf'), kept);
    return kept;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const started = performance.now();
const cvs = generateSet(n, seed, {});
const probeCv = cvs.find((cv) => cv.lang === 'en') ?? cvs[0];
const results = [];
for (const template of templates) {
  const probePdf = typeset(TEMPLATES[template](PROBE, printForms(probeCv, PROBE)));
  const prints = printedFields((await extractPdf(new Uint8Array(readFileSync(probePdf)), { ocr: false, textOnly: true })).text);
  for (const cv of cvs) {
    const resume = content(toResume(cv, usAddressOf(cv), false), cv);
    const pdf = typeset(TEMPLATES[template](resume, printForms(cv, resume)));
    const file = path.join(out, template, `cv-${cv.seed}.pdf`);
    mkdirSync(path.dirname(file), { recursive: true });
    copyFileSync(pdf, file);
    const doc = await parseDocument({ bytes: new Uint8Array(readFileSync(pdf)), fileName: path.basename(file) }, { ocr: false, face: false });
    results.push({ group: template, file, rows: scorePage(resume, prints, doc.fields, doc.sections ?? { work: [], education: [] }) });
  }
}

console.log(`${n} invented CVs × ${templates.length} LaTeX templates, seed ${seed}, parsed by ${text('--dist') ?? 'dist/'}, ${((performance.now() - started) / 1000).toFixed(1)} s`);
console.log(`(% of the pages that print the field; · = the template prints none)\n`);
report(results, templates, text('--misses') === 'all' ? Infinity : arg('--misses', 30), 'template');
