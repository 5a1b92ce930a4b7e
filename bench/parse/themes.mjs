#!/usr/bin/env node
// Invented CVs rendered by public JSON Resume themes, read back by the built parser (dist/) as HTML pages.
// Each résumé.json is built from the truth of the project's generator (test/parser/generator: fictitious
// people in nine languages with their addresses, jobs and studies); every pinned theme renders it, the
// page is written to a folder and parsed in-process as the CLI's worker does; a field is scored only on
// the pages whose visible text prints its truth (a theme that prints no street is not held to one).
// Prints accuracy per field per theme, then the first misses.
//
// The themes are installed on demand into a cache folder outside the project (never its dependencies):
//   <tmpdir>/recruit-themes-cache, with `npm install --prefix` (the registry is needed the first time only).
// What the documents carry besides the generator's truth:
//   - the country as its ISO code (DE, FR …; themes print "80331 München, DE" or "Austin, TX 78701 US");
//   - half the English CVs take the generator's US address and phone (its hard class), with the state as region;
//   - every third CV gives its oldest job only an end date (themes print "– Jun 2019" or the end alone).
//
//   npm run build && node bench/parse/themes.mjs [--seed 1] [--n 18] [--misses 30 | --misses all] [--themes even,flat]
//     [--dist /other/dist] [--out DIR] [--cache DIR] [--pdf] [--paper a4 | --paper letter] [--content faker]
// --content faker takes the people, firms, job titles and addresses from faker's locale lists (./faker-content.mjs) in
// place of the generator's own: values nobody tuned the parser on.
// --dist DIR parses with another checkout's build (before/after on the same pages).
// --pdf prints every page to PDF with a headless Chromium (./print-pdf.mjs; Debian: apt-get install -y chromium, or name
// it in $CHROMIUM) and parses the PDF instead of the HTML: the layouts web CV builders hand out as PDF. The PDFs are kept
// in the cache folder by their page's hash, so a second run of the same seed prints nothing. --paper letter prints on US
// Letter instead of A4 (implies --pdf): a page 6 mm wider and 18 mm shorter wraps lines and breaks pages elsewhere.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { generateSet, norm } from '../../test/parser/generator/index.mjs';
import { PAPERS, startPdfPrinter } from './print-pdf.mjs';
import { PROBE, printedFields, report, scorePage, toResume, usAddressOf } from './resume-score.mjs';
import { pickContent } from './bench-args.mjs';

const text = (name) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const arg = (name, fallback) => (text(name) === undefined ? fallback : Number(text(name)));

// Themes that install from the registry and render on Node 20 without a network, pinned.
const THEMES = {
  actual: '0.2.2', caffeine: '1.2.3', class: '0.1.2', crisp: '0.2.12', elegant: '1.16.1', even: '0.26.1', flat: '0.3.7',
  kendall: '0.2.0', macchiato: '1.1.0', modern: '0.0.18', onepage: '0.0.3', 'onepage-plus': '1.1.0', paper: '0.5.0',
  short: '0.1.7', slick: '0.1.16', spartacus: '1.0.0', stackoverflow: '3.3.0',
  // Added later (the first 17 were tuned on before these were seen).
  ace: '1.1.0', direct: '0.1.1', eloquent: '5.0.0', fresh: '0.0.3', full: '0.0.4', jacrys: '1.0.4', minyma: '0.0.5', papirus: '0.0.5',
  pumpkin: '1.1.4', rocketspacer: '1.2.2', simple: '1.0.0', simplyelegant: '1.7.2', srt: '0.1.3', 'tachyons-clean': '0.0.9',
  // Added 2026-12-02: scored before anyone tuned on them.
  autumn: '1.0.1', colophon: '0.2.0', compact: '1.0.4', elite: '1.2.0', eventide: '0.29.12', folio: '1.3.1', material: '1.3.1',
  microdata: '0.2.0', rnord: '1.0.0', 'simple-red': '1.0.4', 'standard-resume': '2.1.0', straightforward: '0.5.0',
  // Added 2026-12-04: scored before anyone tuned on them. (Left out: classy, cora, sceptile and orbit throw on a résumé
  // without profiles; kwan and mantra require modules they do not declare; professional ships JSX; lowmess needs a website.)
  keloran: '1.0.2', latte: '1.0.3', msresume: '0.1.0', 'paper-plus-plus': '0.5.1', projects: '0.30.0', responsive: '0.0.4',
  spartan: '0.3.0', 'spartan-projects': '0.1.8',
};

const seed = arg('--seed', 1);
const n = arg('--n', 18);
const themes = text('--themes')?.split(',') ?? Object.keys(THEMES);
const cache = path.resolve(text('--cache') ?? path.join(os.tmpdir(), 'recruit-themes-cache'));
const out = path.resolve(text('--out') ?? path.join(os.tmpdir(), 'recruit-themes-html'));
const asPdf = process.argv.includes('--pdf') || text('--paper') !== undefined;
const paper = text('--paper') ?? 'a4';
if (!(paper in PAPERS)) {
  console.error(`--paper: ${paper} is none of ${Object.keys(PAPERS).join(', ')}`);
  process.exit(2);
}
const dist = text('--dist') ? pathToFileURL(path.resolve(text('--dist'))).href : new URL('../../dist', import.meta.url).href;
const { parseDocument } = await import(`${dist}/parser/index.js`);
const { decodeEntities } = await import(`${dist}/parser/extract/html.js`);

/** Installs the pinned themes missing from the cache (one npm call), and the loader the render threads import them by. */
function installThemes() {
  mkdirSync(cache, { recursive: true });
  const installed = (name) => {
    const file = path.join(cache, 'node_modules', `jsonresume-theme-${name}`, 'package.json');
    return existsSync(file) && JSON.parse(readFileSync(file, 'utf8')).version === THEMES[name];
  };
  const missing = themes.filter((t) => !installed(t));
  if (missing.length > 0) {
    if (!existsSync(path.join(cache, 'package.json'))) writeFileSync(path.join(cache, 'package.json'), '{"name":"recruit-themes-cache","private":true}\n');
    console.error(`installing ${missing.length} theme(s) into ${cache} …`);
    execFileSync('npm', ['install', '--prefix', cache, '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error',
      ...missing.map((t) => `jsonresume-theme-${t}@${THEMES[t]}`)], { stdio: ['ignore', 'ignore', 'inherit'] });
  }
  // A module in the cache imports the themes, so bare names resolve there (some themes are ES modules only).
  writeFileSync(path.join(cache, 'load.mjs'), 'export const load = (name) => import(name);\n');
}

/** The page's text as a reader sees it (tags out, entities decoded, spaces collapsed). */
const visible = (html) => norm(decodeEntities(html.replace(/<(script|style|head)\b[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]*>/g, ' ')));

const printsOf = (html) => printedFields(visible(html));

/** Every page of one theme (and its probe page), rendered in a thread of its own (./theme-render.mjs). */
function renderTheme(theme, resumes) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./theme-render.mjs', import.meta.url), {
      workerData: { loader: pathToFileURL(path.join(cache, 'load.mjs')).href, theme, probe: PROBE, resumes }, stdout: true,
    });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`theme ${theme}: its thread ended (${code}) before it rendered`)));
  });
}

await installThemes();
const started = performance.now();
const content = await pickContent();
const cvs = generateSet(n, seed, {});
const resumes = cvs.map((cv) => {
  const us = usAddressOf(cv);
  const full = content(toResume(cv, us, false), cv);
  return [cv.seed % 3 === 0 && cv.work.length > 1 ? content(toResume(cv, us, true), cv) : full, full];
});
const rendered = {};
for (const theme of themes) rendered[theme] = await renderTheme(theme, resumes);
const printer = asPdf ? await startPdfPrinter().catch((err) => {
  console.error(`--pdf: ${err.message}`);
  process.exit(2);
}) : undefined;

/** The bytes the parser reads for this page: the HTML, or (--pdf) the PDF Chromium prints of it, kept by the page's hash. */
async function documentOf(file, html) {
  if (!printer) return { bytes: new Uint8Array(Buffer.from(html)), fileName: path.basename(file) };
  // A4 pages keep the names they had before Letter came; "-ended": printed with the page's animations ended (print-pdf.mjs).
  const key = `${createHash('sha256').update(html).digest('hex').slice(0, 32)}${paper === 'a4' ? '' : `-${paper}`}-ended`;
  const kept = path.join(cache, 'pdf', `${key}.pdf`);
  if (!existsSync(kept)) {
    mkdirSync(path.dirname(kept), { recursive: true });
    writeFileSync(kept, await printer.print(file, paper));
  }
  writeFileSync(file.replace(/\.html$/, '.pdf'), readFileSync(kept));
  return { bytes: new Uint8Array(readFileSync(kept)), fileName: path.basename(file).replace(/\.html$/, '.pdf') };
}
const results = []; // { theme, file, rows }
for (const [k, cv] of cvs.entries()) {
  for (const theme of themes) {
    const { html, fallback } = rendered[theme].pages[k];
    const resume = resumes[k][fallback ? 1 : 0];
    const file = path.join(out, theme, `cv-${cv.seed}.html`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
    const doc = await parseDocument(await documentOf(file, html), { ocr: false, face: false });
    results.push({ group: theme, file, rows: scorePage(resume, printsOf(rendered[theme].probe), doc.fields, doc.sections ?? { work: [], education: [] }) });
  }
}

await printer?.close();

console.log(`${n} invented CVs × ${themes.length} themes${asPdf ? ' printed to PDF by Chromium' : ''}, seed ${seed}, parsed by ${text('--dist') ?? 'dist/'}, ${((performance.now() - started) / 1000).toFixed(1)} s`);
console.log(`(% of the pages that print the field; · = the theme prints none)\n`);
report(results, themes, text('--misses') === 'all' ? Infinity : arg('--misses', 30));
