#!/usr/bin/env node
// Work entries whose titles and employers no word list knows: the invented CVs of the generator
// (test/parser/generator/) with their jobs renamed to invented titles ("Hedgewright") and employers without a
// company form ("Quillmoss Fern"), and with --towns half of them printed with a town after the employer. Each CV
// is rendered as PDF and DOCX and parsed by the built parser; an entry counts when its employer and its title
// come back exactly (the generator's own score is more lenient). "predicted-correct-employer" is the share of
// the entries read whose employer is one of the truth's (precision). --dist DIR parses with another checkout's
// build (before/after on the same documents). --headline prints the first renamed title as the headline under the
// name, as the generator prints the first job's title; without it the headline keeps the generator's own title.
// --headings prints the work heading in another of its language's wordings and forms (test/parser/generator/headings.mjs);
// --glosses glosses each employer with its trade (test/parser/generator/glosses.mjs; the table groups by `gloss=` form and by
//   `gloss town=`, where the generator printed the firm's town: with --towns, a glossed CV that prints none gets the bench's
//   town after the name, before the mark);
// --forms prints each job as a form's labelled rows (test/parser/generator/forms.mjs; the table groups by `form=` order);
// --clients prints under some jobs the client they were for ("Client<tab>Example Bank", test/parser/generator/clients.mjs;
//   the table groups by `client=` form, and `label is no label word` counts the CVs whose JSON Resume label is no row label).
// --at prints each job's header as "Title at Employer" or "role: what at Employer" (test/parser/generator/at-forms.mjs;
//   the table groups by `at=` form).
// --client-opens opens each job with its client's row, the period's and role's rows below (test/parser/generator/client-opens.mjs;
//   the table groups by `opens=` form).
// --undated prints the jobs of two thirds of the CVs without any period (test/parser/generator/undated.mjs; the table
//   groups by `undated=` form).
// --client-parents prints the newest job's consultancy alone over its client rows, dated by its own period, with its
// internal project as a client row of its own (test/parser/generator/client-parents.mjs, with --client-opens; the table
// groups by `parent=` form); --summary-headings prints a skills section under a summed-up heading after the jobs
// (test/parser/generator/summary-headings.mjs; the table groups by `summary=` form);
// --title-pieces prints titles with a rank after a comma and a field after a dash (test/parser/generator/title-pieces.mjs;
//   the table groups by `pieces=` form).
// --promotions prints one job as several roles under its employer, the employer once (test/parser/generator/promotions.mjs;
//   the table groups by `promotions=` form); --linkedin prints half the CVs as LinkedIn's "Save to PDF" export
//   (test/parser/generator/linkedin.mjs; the table groups by `linkedin=` form, `grouped` for roles under one employer).
//   `predicted-correct-job` is the share of read jobs whose employer and title are one true job's (precision).
// --running prints CVs of two or three pages with running headers and footers on every page, a job split by the first
//   page break (test/parser/generator/running-lines.mjs; the table groups by `running=` form).
// --two-line prints each job on two lines with the place and the period flush right, or the period in a narrow left column
//   (test/parser/generator/two-line.mjs; the table groups by `two-line=` form).
//   npm run build && node bench/parse/work-unknown.mjs [--n 60] [--seed 3] [--hard] [--towns] [--headline] [--headings] [--glosses] [--forms]
//     [--clients] [--at] [--client-opens] [--client-parents] [--summary-headings] [--title-pieces] [--undated] [--running] [--two-line]
//     [--misses 15]
//     [--words first|other]
//     [--dist /other/dist]
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { atTitle, cvToDocx, piecedTitle, cvToPdf, generateSet } from '../../test/parser/generator/index.mjs';

const arg = (name, fallback) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : fallback);
const dist = arg('--dist') ? pathToFileURL(path.resolve(arg('--dist'))).href : new URL('../../dist', import.meta.url).href;
const { parseDocument } = await import(`${dist}/parser/index.js`);
const n = Number(arg('--n', 60));
const seed = Number(arg('--seed', 3));
// Two sets of invented words: --words other draws titles in several languages (some with no ending that marks a doer),
// employers named after partners, by an acronym or by one word, and towns of two words, to check that a rule tuned on one
// set does not fit its words.
const WORDS = {
  first: {
    titles: ['Hedgewright', 'Orchard Keeper', 'Sommelier', 'Cartographer', 'Glazier', 'Stevedore', 'Roastmaster', 'Beekeeper', 'Ferryman', 'Luthier'],
    employers: ['Zephyrine Orchards', 'Quillmoss Fern', 'Vellowmere Cidery', 'Brackenfold Haulage', 'Thistlewick Press',
      'Ormsby Lantern Works', 'Fennimore Ropes', 'Galloway Kettle'],
    towns: ['Elmbury', 'Oakvale', 'Wrenford', 'Maplecombe'],
  },
  other: {
    titles: ['Deckhand', 'Tallykeeper', 'Cooper', 'Farrier', 'Chandler', 'Steward', 'Técnica de bodega', 'Ebanista', 'Vinificatore',
      'Hufschmiedin', 'Tonnelier', 'Kowal'],
    employers: ['Harrowgate Mills', 'Bellweather & Daughters', 'Crestmoor', 'Pellingham Tide', 'Tanglewood Barrel', 'Ostrander Weaving',
      'Maréchal Forge', 'Brightwater Ferries', 'Kestrel Loom', 'Hollister Brandt', 'QLX Timber'],
    towns: ['Ashcombe', 'Port Lowrie', 'Dunmere', 'Saint Alric', 'Harwick'],
  },
};
const words = WORDS[arg('--words', 'first')];
if (!words) throw new Error('--words is first or other');
const { titles: TITLES, employers: EMPLOYERS, towns: TOWNS } = words;
const norm = (s) => (s ?? '').toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim();
const stats = new Map();
const add = (key, ok) => {
  const [hit, all] = stats.get(key) ?? [0, 0];
  stats.set(key, [hit + (ok ? 1 : 0), all + 1]);
};
const misses = [];
let i = 0;
// The generator's class options this bench takes, each with its flag.
const CLASS_FLAGS = [['hard', '--hard'], ['headings', '--headings'], ['glosses', '--glosses'], ['forms', '--forms'], ['clients', '--clients'],
  ['at', '--at'], ['clientOpens', '--client-opens'], ['titlePieces', '--title-pieces'], ['freelance', '--freelance'],
  ['promotions', '--promotions'], ['linkedin', '--linkedin'],
  ['undated', '--undated'], ['clientParents', '--client-parents'], ['summaryHeadings', '--summary-headings'], ['running', '--running'],
  ['twoLine', '--two-line'], ['sideSections', '--side-sections']];
const options = Object.fromEntries(CLASS_FLAGS.map(([option, flag]) => [option, process.argv.includes(flag)]));
for (const cv of generateSet(n, seed, options)) {
  // Half the CVs get unknown titles, two thirds unknown employers: known entries beside unknown ones, and CVs with none.
  const unknownTitle = i % 2 === 0;
  const unknownEmployer = i % 3 !== 2;
  i++;
  const withTown = process.argv.includes('--towns') && i % 2 === 1;
  // Several roles at one employer (--promotions, --linkedin) keep one employer: the renamed one of the group's first role.
  const renamed = new Map();
  cv.work = cv.work.map((w, k) => {
    // A consultancy over its client rows (--client-parents) keeps its own name, no title and no town.
    if (w.parent) return { ...w, base: w.employer };
    const base = w.promotion && renamed.has(w.employer) ? renamed.get(w.employer)
      : unknownEmployer ? EMPLOYERS[(k + i) % EMPLOYERS.length] : w.employer;
    if (w.promotion) renamed.set(w.employer, base);
    return { ...w, base, title: unknownTitle && !w.freelance ? piecedTitle(cv, k, atTitle(cv, k, TITLES[(k + i) % TITLES.length])) : w.title, employer: withTown && !w.glossTown ? `${base}, ${TOWNS[k % TOWNS.length]}` : base };
  });
  if (process.argv.includes('--headline')) cv.headline = cv.work[0].title;
  for (const format of ['pdf', 'docx']) {
    const bytes = format === 'pdf' ? cvToPdf(cv) : await cvToDocx(cv);
    const doc = await parseDocument({ bytes: new Uint8Array(bytes), fileName: `cv-${cv.seed}.${format}` }, { ocr: false, face: false });
    const got = doc.sections?.work ?? [];
    for (const g of got) add('predicted-correct-employer', cv.work.some((w) => norm(w.base) === norm(g.employer)));
    // A read job that is a job of the truth, employer and title (an employer's span read as a job of its own is none).
    // A side section's entry (--side-sections: a project, a volunteering body, a certificate's issuer …) read as a job.
    const sideParts = (cv.style.sideSections?.sections ?? []).flatMap((x) => x.entries.flatMap((e) => [e.what, e.where])).map(norm);
    if (sideParts.length) for (const g of got) add('side entry no job', !sideParts.some((p) => p && (norm(g.employer).includes(p) || norm(g.position).includes(p))));
    for (const g of got) add('predicted-correct-job', cv.work.some((w) => norm(w.base) === norm(g.employer) && norm(w.title) === norm(g.position)));
    // JSON Resume's label: the headline, or else the latest job's title; a client row's label word is never it.
    if (cv.style.clients) add('label is no label word', norm(doc.sections?.headline || got[0]?.position) !== norm(cv.style.clients.label));
    for (const w of cv.work) {
      // A consultancy's job is found only with its own period: its internal project's row names it too, closed early.
      const dated = (p) => !w.parent || (p.start.slice(0, 4) === w.start.slice(0, 4) && p.end.slice(0, 4) === w.end.slice(0, 4));
      // Several roles at one employer: the read job with the role's title is its hit.
      const hits = got.filter((p) => norm(p.employer) === norm(w.base) && dated(p));
      const hit = hits.find((p) => norm(p.position) === norm(w.title)) ?? hits[0];
      const ok = hit !== undefined && norm(hit.position) === norm(w.title);
      for (const key of ['all', `format=${format}`, `layout=${cv.style.layout}`, `entry=${cv.style.entry}`,
        `dates=${cv.style.dateColumn}${cv.style.splitDates ? '-split' : ''}`, `unknown title=${unknownTitle}`,
        `unknown employer=${unknownEmployer}`, `town=${withTown}`,
        ...(cv.style.workHeading ? [`heading=${cv.style.workHeading.form}`] : []),
        ...(cv.style.gloss ? [`gloss=${cv.style.gloss.form}${cv.style.gloss.glyph ? '-glyph' : ''}`, `gloss town=${cv.style.gloss.town}`] : []),
        ...(cv.style.form ? [`form=${cv.style.form.order}`] : []),
        ...(cv.style.clients ? [`client=${cv.style.clients.form}`] : []),
        ...(cv.style.at ? [`at=${cv.style.at.form}`] : []),
        ...(cv.style.clientOpens ? [`opens=${cv.style.clientOpens.form}`] : []),
        ...(cv.style.titlePieces ? [`pieces=${cv.style.titlePieces.form}`] : []),
        ...(cv.style.undated ? [`undated=${cv.style.undated.form}`] : []),
        ...(cv.style.clientParents ? [`parent=${cv.style.clientParents.form === 'plain' ? 'plain' : w.parent ? cv.style.clientParents.form : 'client job'}`] : []),
        ...(cv.style.summaryHeading ? [`summary=${cv.style.summaryHeading.form}`] : []),
        ...(cv.style.running ? [`running=${cv.style.running.form}`] : []),
        ...(cv.style.twoLine ? [`two-line=${cv.style.twoLine.form}`] : []),
        ...(cv.style.sideSections ? [`side=${cv.style.sideSections.sections?.map((x) => x.place).sort().join('+') ?? 'plain'}`] : []),
        ...(cv.style.freelance ? [`freelance=${w.freelance ? cv.style.freelance.form : 'other job'}`] : []),
        ...(cv.style.promotions ? [`promotions=${w.promotion && !w.promotion.linkedin ? cv.style.promotions.form : 'other job'}`] : []),
        ...(cv.style.linkedin ? [`linkedin=${cv.style.linkedin.form}${w.promotion?.linkedin ? ' grouped' : ''}`] : [])]) add(key, ok);
      if (!ok && misses.length < Number(arg('--misses', 15))) {
        misses.push(`${cv.seed} ${format} ${cv.style.layout} ${cv.style.entry}${cv.style.workHeading ? ` [${cv.style.workHeading.text}]` : ''} | want ${w.title} @ ${w.base} | got ${got.map((g) => `${g.position} @ ${g.employer}`).join(' ; ')}`);
      }
    }
  }
}
console.log(`${n} invented CVs × 2 formats, seed ${seed}, unknown titles and employers${process.argv.includes('--towns') ? ', towns' : ''}`
  + `${arg('--words') ? `, ${arg('--words')} words` : ''}${process.argv.includes('--headline') ? ', headline = first title' : ''}${process.argv.includes('--headings') ? ', work headings drawn' : ''}\n`);
for (const [key, [hit, all]] of [...stats].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(`${key.padEnd(28)} ${`${((100 * hit) / all).toFixed(0)}%`.padStart(5)}  ${all}`);
}
console.log(`\nfirst misses:\n${misses.join('\n')}`);
