#!/usr/bin/env node
// Invented CVs made as Word makes them, read back by the built parser (dist/), as DOCX and as the PDF LibreOffice exports
// from them. Most CVs a recruiter receives were written in Word or LibreOffice: the DOCX holds what a hand-made or
// template CV has (a Title-styled name, tab stops, a sidebar table, the name in the page header, a text box written
// twice, content controls, HYPERLINK fields, words split over runs); its PDF holds an office suite's text layer, which
// neither a browser (themes.mjs) nor pdfTeX (latex.mjs) makes. Each CV of the project's generator (test/parser/generator,
// fictitious people in nine languages) becomes a résumé.json (./resume-score.mjs), is laid out by every template of
// ./office-templates.mjs with its language's headings, labels and date forms, and is scored per field on what the
// template prints.
//
//   npm run build && node bench/parse/office.mjs [--seed 1] [--n 18] [--pdf | --as pdf|odt|doc|rtf] [--misses 30 | --misses all]
//     [--templates a,b] [--dist /other/dist] [--out DIR] [--cache DIR] [--content faker]
// --content faker takes the people, firms, job titles and addresses from faker's locale lists (./faker-content.mjs) in
// place of the generator's own: values nobody tuned the parser on.
// --as FORMAT (--pdf for --as pdf) converts each DOCX with LibreOffice (`soffice --headless --convert-to FORMAT`;
// Debian: apt-get install -y libreoffice-writer-nogui fonts-crosextra-carlito; without soffice the bench says so and
// stops) and parses what it makes: the PDF it exports, or the same CV saved as OpenDocument, Word 97 or RTF, whose
// readers the DOCX does not exercise. The files are kept in the cache folder by the DOCX's hash, so a second run of the
// same seed converts nothing. --out gets a copy of every file parsed (named FORMAT/template/cv-SEED.FORMAT) to look at.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import JSZip from 'jszip';
import { generateSet, VOCAB } from '../../test/parser/generator/index.mjs';
import { docxParts, TEMPLATES } from './office-templates.mjs';
import { PROBE, printedFields, printForms, report, scorePage, toResume, usAddressOf } from './resume-score.mjs';
import { arg, pickContent, pickTemplates, text } from './bench-args.mjs';


const seed = arg('--seed', 1);
const n = arg('--n', 18);
const FORMATS = ['docx', 'pdf', 'odt', 'doc', 'rtf'];
const format = process.argv.includes('--pdf') ? 'pdf' : text('--as') ?? 'docx';
if (!FORMATS.includes(format)) {
  console.error(`--as: ${format} is none of ${FORMATS.slice(1).join(', ')}`);
  process.exit(2);
}
const converted = format !== 'docx';
const templates = pickTemplates(TEMPLATES);
const content = await pickContent();
const cache = path.resolve(text('--cache') ?? path.join(os.tmpdir(), 'recruit-office-cache'));
const out = path.resolve(text('--out') ?? path.join(os.tmpdir(), 'recruit-office-files'));
const dist = text('--dist') ? pathToFileURL(path.resolve(text('--dist'))).href : new URL('../../dist', import.meta.url).href;
const { parseDocument } = await import(`${dist}/parser/index.js`);

const soffice = process.env.SOFFICE ?? 'soffice';
if (converted) {
  try {
    execFileSync(soffice, ['--version'], { stdio: 'ignore', timeout: 60_000 });
  } catch {
    console.error('LibreOffice is missing: apt-get install -y libreoffice-writer-nogui (or set SOFFICE to its soffice)');
    process.exit(2);
  }
}

/** The DOCX of a package's parts; fixed timestamps keep its bytes a function of the parts alone. */
async function pack(parts) {
  const zip = new JSZip();
  const at = { date: new Date('2026-01-01T00:00:00Z'), createFolders: false };
  for (const [name, xml] of Object.entries(parts)) zip.file(name, xml, at);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

const hashOf = (bytes) => createHash('sha256').update(bytes).digest('hex').slice(0, 32);

/**
 * The files LibreOffice makes of DOCX files in `format` (one soffice run for all that the cache lacks: it takes seconds
 * to start), by the DOCX's hash.
 */
function convertAll(docxByHash) {
  const missing = [...docxByHash].filter(([hash]) => !existsSync(path.join(cache, `${hash}.${format}`)));
  if (missing.length > 0) {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'recruit-office-'));
    try {
      for (const [hash, bytes] of missing) writeFileSync(path.join(dir, `${hash}.docx`), bytes);
      // A profile folder of its own: a user's running LibreOffice would otherwise take the job and print nothing here.
      execFileSync(soffice, [`-env:UserInstallation=${pathToFileURL(path.join(dir, 'profile')).href}`, '--headless', '--convert-to', format,
        '--outdir', dir, ...missing.map(([hash]) => path.join(dir, `${hash}.docx`))], { stdio: 'ignore', timeout: 600_000 });
      mkdirSync(cache, { recursive: true });
      for (const [hash] of missing) {
        const made = path.join(dir, `${hash}.${format}`);
        if (!existsSync(made)) throw new Error(`LibreOffice made no ${format} of ${hash}.docx`);
        copyFileSync(made, path.join(cache, `${hash}.${format}`));
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return new Map([...docxByHash.keys()].map((hash) => [hash, readFileSync(path.join(cache, `${hash}.${format}`))]));
}

const started = performance.now();
const cvs = generateSet(n, seed, {});
const probeCv = cvs.find((cv) => cv.lang === 'en') ?? cvs[0];
const jobs = [];
for (const template of templates) {
  const make = (cv, resume) => pack(docxParts(template, resume, printForms(cv, resume, [' – ', '-']), VOCAB[cv.lang].labels));
  jobs.push({ template, probe: true, docx: await make(probeCv, PROBE) });
  for (const cv of cvs) {
    const resume = content(toResume(cv, usAddressOf(cv), false), cv);
    jobs.push({ template, cv, resume, docx: await make(cv, resume) });
  }
}
const files = converted ? convertAll(new Map(jobs.map((job) => [hashOf(job.docx), job.docx]))) : undefined;
const bytesOf = (job) => (files ? files.get(hashOf(job.docx)) : job.docx);

const results = [];
let prints;
for (const job of jobs) {
  const ext = format;
  const doc = await parseDocument({ bytes: new Uint8Array(bytesOf(job)), fileName: `cv.${ext}` }, { ocr: false, face: false });
  if (job.probe) {
    prints = printedFields(doc.content);
    continue;
  }
  const file = path.join(out, ext, job.template, `cv-${job.cv.seed}.${ext}`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, bytesOf(job));
  results.push({ group: job.template, file, rows: scorePage(job.resume, prints, doc.fields, doc.sections ?? { work: [], education: [] }) });
}

console.log(`${n} invented CVs × ${templates.length} Word templates as ${format === 'docx' ? 'DOCX' : `${format.toUpperCase()} (LibreOffice)`}, seed ${seed}, parsed by ${text('--dist') ?? 'dist/'}, ${((performance.now() - started) / 1000).toFixed(1)} s`);
console.log(`(% of the pages that print the field; · = the template prints none)\n`);
report(results, templates, text('--misses') === 'all' ? Infinity : arg('--misses', 30), 'template');
