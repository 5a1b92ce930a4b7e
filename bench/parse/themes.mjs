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
//     [--dist /other/dist] [--out DIR] [--cache DIR] [--pdf] [--paper a4 | --paper letter]
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
import { generateCv, generateSet, norm } from '../../test/parser/generator/index.mjs';
import { PAPERS, startPdfPrinter } from './print-pdf.mjs';

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
};
const COUNTRY = { en: 'GB', de: 'DE', fr: 'FR', es: 'ES', it: 'IT', pl: 'PL', hu: 'HU', nl: 'NL', pt: 'PT' };

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

const day = (ym) => (ym ? `${ym.length === 4 ? `${ym}-06` : ym}-01` : undefined);

/** The résumé.json of one invented CV (JSON Resume schema 1.0, with the older `company`/`website` keys some themes still read). */
function toResume(cv, us, endOnly) {
  const address = us ? us.address : cv.address;
  return {
    basics: {
      name: `${cv.first} ${cv.last}`, label: cv.headline, email: cv.email, phone: us ? us.phone : cv.phone,
      summary: cv.work[0]?.prose ?? '',
      location: { address: address.street, postalCode: address.zip, city: address.city, countryCode: us ? 'US' : COUNTRY[cv.lang], region: us?.state ?? '' },
      profiles: [],
    },
    work: cv.work.map((w, i) => ({
      name: w.employer, company: w.employer, position: w.title,
      ...(endOnly && i === cv.work.length - 1 ? {} : { startDate: day(w.start) }),
      ...(w.end ? { endDate: day(w.end) } : {}), summary: w.prose, highlights: [w.prose],
    })),
    education: cv.education.map((e) => ({
      institution: e.institution, studyType: e.degree, area: '', startDate: day(String(Number(e.end) - 3)), endDate: day(e.end), courses: [],
    })),
    skills: [{ name: 'Skills', keywords: cv.skills }],
    languages: [], interests: [], references: [], awards: [], publications: [], volunteer: [], projects: [],
  };
}

/** The page's text as a reader sees it (tags out, entities decoded, spaces collapsed). */
const visible = (html) => norm(decodeEntities(html.replace(/<(script|style|head)\b[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]*>/g, ' ')));

// A résumé of sentinel values: what of it a theme's page shows tells which fields the theme prints at all (a theme
// that prints no street is not held to one; a city inside a school's name does not count as printed).
const PROBE = {
  basics: { name: 'Probename Sentinel', label: 'Probelabel', email: 'probe@example.org', phone: '+49 30 1112223', summary: 'Probesummary',
    location: { address: 'Probeweg 77', postalCode: '98765', city: 'Probetown', countryCode: 'DE', region: '' }, profiles: [] },
  work: [{ name: 'Probefirm', company: 'Probefirm', position: 'Probetitle', startDate: '1981-03-01', endDate: '1983-05-01', summary: 'x', highlights: ['x'] }],
  education: [{ institution: 'Probeschool', studyType: 'Probedegree', area: '', startDate: '1976-09-01', endDate: '1979-06-01', courses: [] }],
  skills: [{ name: 'Skills', keywords: ['Probeskill'] }],
  languages: [], interests: [], references: [], awards: [], publications: [], volunteer: [], projects: [],
};
const PROBED = {
  name: 'probename', email: 'probe@example.org', phone: '1112223', street: 'probeweg', city: 'probetown', zip: '98765',
  employer: 'probefirm', title: 'probetitle', start: '1981', end: '1983', institution: 'probeschool', eduEnd: '1979',
};
const printsOf = (html) => {
  const page = visible(html);
  return new Set(Object.entries(PROBED).filter(([, v]) => page.includes(v)).map(([f]) => f));
};

const FIELDS = ['name', 'email', 'phone', 'city', 'zip', 'street', 'employer', 'title', 'start', 'end', 'institution', 'eduEnd'];
const overlaps = (a, b) => !!a && !!b && (a.includes(b) || b.includes(a));
const year = (s) => (s ?? '').slice(0, 4);

/** [field, score 0/1, want, got] for every field of the truth that the theme prints (`prints`: printsOf its probe page). */
function scorePage(resume, prints, fields, sections) {
  const b = resume.basics;
  const rows = [];
  const add = (field, when, ok, want, got) => { if (when && prints.has(field)) rows.push([field, ok ? 1 : 0, want, got]); };
  add('name', b.name.trim() !== '', norm(`${fields.first} ${fields.last}`) === norm(b.name), b.name, `${fields.first} ${fields.last}`);
  add('email', true, fields.email[0] === b.email, b.email, fields.email[0]);
  const phoneDigits = b.phone.replace(/\D/g, '').replace(/^0+/, '').slice(-9);
  add('phone', phoneDigits !== '', !!fields.phone[0] && fields.phone[0].replace(/\D/g, '').endsWith(phoneDigits), b.phone, fields.phone[0]);
  add('city', true, norm(fields.address.city) === norm(b.location.city), b.location.city, fields.address.city);
  add('zip', true, norm(fields.address.zip).replace(/ /g, '') === norm(b.location.postalCode).replace(/ /g, ''),
    b.location.postalCode, fields.address.zip);
  const street = norm(fields.address.street).replace(/\.$/, '');
  const want = norm(b.location.address);
  add('street', true, street !== '' && (street === want || (street.includes(want) && street.length <= want.length + 12)
    || (want.includes(street) && street.length >= want.length * 0.6)), b.location.address, fields.address.street);
  for (const w of resume.work) {
    const hits = sections.work.filter((p) => overlaps(norm(p.employer), norm(w.name)) || overlaps(norm(p.position), norm(w.name)));
    const hit = hits.find((p) => overlaps(norm(p.position), norm(w.position))) ?? hits[0];
    add('employer', true, !!hit, w.name, sections.work.map((p) => `${p.position} @ ${p.employer}`).join(' | '));
    add('title', true, !!hit && overlaps(norm(hit.position), norm(w.position)) && !norm(hit.position).includes(norm(w.name)),
      w.position, hit?.position);
    add('start', !!w.startDate, !!hit && year(hit.start) === year(w.startDate), `${w.name} ${year(w.startDate)}`, hit?.start);
    add('end', true,
      !!hit && (w.endDate ? year(hit.end) === year(w.endDate) : hit.current || hit.end === ''), `${w.name} ${year(w.endDate) || 'present'}`, hit?.end);
  }
  for (const e of resume.education) {
    const hit = sections.education.find((p) => overlaps(norm(p.institution), norm(e.institution)) || overlaps(norm(p.degree), norm(e.institution)));
    add('institution', true, !!hit, e.institution, sections.education.map((p) => `${p.degree} @ ${p.institution}`).join(' | '));
    add('eduEnd', true, !!hit && year(hit.end) === year(e.endDate), `${e.institution} ${year(e.endDate)}`, hit?.end);
  }
  return rows;
}

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
const cvs = generateSet(n, seed, {});
const resumes = cvs.map((cv) => {
  // The generator's US address for this person (its hard class draws one for half the English CVs).
  const hard = cv.lang === 'en' ? generateCv(cv.seed, { hard: true, layout: cv.style.layout, lang: cv.lang }) : undefined;
  const us = hard?.style.hard?.state ? { address: hard.address, state: hard.style.hard.state, phone: hard.phone } : undefined;
  const full = toResume(cv, us, false);
  return [cv.seed % 3 === 0 && cv.work.length > 1 ? toResume(cv, us, true) : full, full];
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
  // A4 pages keep the names they had before Letter came.
  const key = createHash('sha256').update(html).digest('hex').slice(0, 32) + (paper === 'a4' ? '' : `-${paper}`);
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
    results.push({ theme, file, rows: scorePage(resume, printsOf(rendered[theme].probe), doc.fields, doc.sections ?? { work: [], education: [] }) });
  }
}

await printer?.close();

const cell = (rows) => (rows.length === 0 ? '    ·' : `${((100 * rows.reduce((s, r) => s + r[1], 0)) / rows.length).toFixed(0).padStart(5)}`);
const table = (label, pick) => `${label.padEnd(14)}${FIELDS.map((f) => cell(results.filter(pick).flatMap((r) => r.rows.filter((x) => x[0] === f))).padStart(Math.max(6, f.length + 1))).join('')}`;
console.log(`${n} invented CVs × ${themes.length} themes${asPdf ? ' printed to PDF by Chromium' : ''}, seed ${seed}, parsed by ${text('--dist') ?? 'dist/'}, ${((performance.now() - started) / 1000).toFixed(1)} s`);
console.log(`(% of the pages that print the field; · = the theme prints none)\n`);
console.log(`${'theme'.padEnd(14)}${FIELDS.map((f) => f.padStart(Math.max(6, f.length + 1))).join('')}`);
console.log(table('all', () => true));
for (const t of themes) console.log(table(t, (r) => r.theme === t));
const misses = results.flatMap((r) => r.rows.filter((x) => x[1] === 0).map((x) => `${r.theme.padEnd(13)} ${x[0].padEnd(11)} want ${JSON.stringify(x[2])} got ${JSON.stringify(x[3] ?? '')}  ${r.file}`));
console.log(`\nfirst misses (${misses.length}):\n${misses.slice(0, text("--misses") === "all" ? undefined : arg("--misses", 30)).join('\n')}`);
