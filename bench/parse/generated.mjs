#!/usr/bin/env node
// Invented CVs through the built parser (dist/): a bigger set than test/parser/generated-cvs.test.ts,
// each rendered as PDF and DOCX, parsed in-process like the CLI's worker does, scored against the
// truth it was made from; prints accuracy per field by layout, language, format, contact style and
// date column, then the first misses (seed = the CV to rebuild with generateCv).
// --hard adds the harder contact and name classes (generateCv's `hard` option); --wild adds to those the
// wild classes (test/parser/generator/wild.mjs: names from elsewhere in either order, birth dates and ID
// numbers beside the phone, phone and address forms, a languages section); --dist DIR parses
// with another checkout's build (before/after on the same documents: the generator is this one's); --headings prints
// the work heading in another of its language's wordings and forms (test/parser/generator/headings.mjs); --traps draws
// values not to make up (test/parser/generator/traps.mjs: numbers that are no phone, the name inverted with a comma);
// --glosses glosses each employer with its trade ("Example S.A.- Online shop for bakeries", test/parser/generator/glosses.mjs);
// --forms prints each job as a form's labelled rows ("Dates", "Main role", "Company" …, test/parser/generator/forms.mjs);
// --clients prints under some jobs the client they were for ("Client<tab>Example Bank", test/parser/generator/clients.mjs).
// --client-opens opens each job with its client's row (test/parser/generator/client-opens.mjs).
// --at prints each job's header as "Title at Employer" or "role: what at Employer" (test/parser/generator/at-forms.mjs).
// --title-pieces prints titles with a rank after a comma and a field after a dash (test/parser/generator/title-pieces.mjs).
// --stacked-dates prints a PDF date column's periods end over start, without a dash (test/parser/generator/stacked-dates.mjs).
// --undated prints the jobs of two thirds of the CVs without any period (test/parser/generator/undated.mjs).
// --persons draws person fields in other forms (test/parser/generator/person-forms.mjs: a Brazilian district line, a CEP glued to
// the town, a post-office box, a nickname or a degree with the name, an organisation's letterhead after the CV).
// --titles prints the document's title as the top line (test/parser/generator/doc-titles.mjs: alone, letter-spaced, before the
//   name on its line, in CJK).
// --countries prints addresses in forms of their country (test/parser/generator/country-addresses.mjs: "12 bis rue …", a British
// flat before the house, the town line above the street, a current and a permanent address, a sidebar's short lines).
// --digits prints the phone and birth date in Arabic-Indic, Persian or full-width digits, or a Solar Hijri birth date, in the
//   DOCX (test/parser/generator/digit-scripts.mjs; with --wild).
// --name-fields prints the name as labelled given-name and family-name rows (test/parser/generator/name-fields.mjs).
// --native-names prints East Asian names with their own script, or only in it under its label (test/parser/generator/native-names.mjs;
//   with --wild).
// --spaced prints Czech, Slovak and Swedish addresses, whose postcodes are "NNN NN" (test/parser/generator/spaced-postcodes.mjs).
// --personal prints the town among the personal details, bare under their heading or after a residence label
//   (test/parser/generator/personal-blocks.mjs).
// The sections scored are those the parse returns (read from the positioned lines), as the CLI and the server give
//   them; --flat scores those read again from the plain text instead (the CLI's reading for a server that sends none).
//   (--positioned, the default now, is still accepted.)
// --handles prints an invented name family name first with a LinkedIn or XING address that shows the order
//   (test/parser/generator/profile-handles.mjs).
// --rtl prints Persian, Arabic and Hebrew CVs in their own script, right to left (test/parser/generator/rtl-cvs.mjs).
// --cjk-rows and --cjk-places draw a CJK CV's work rows and places in other forms (test/parser/generator/cjk-cvs.mjs; each implies --cjk).
// --open-addresses prints street and town line on one line apart by a slash or a dash, some streets without a street word
//   (test/parser/generator/open-addresses.mjs).
// --bare-streets prints streets named without a street word ("Vesterhave 14", "Am Anger 5", "14 Beechwood Park", Hungarian
//   "… sétány 4.") on one line, over the town line, wrapped before the house number, or after a British house's name
//   (test/parser/generator/bare-streets.mjs; with --langs …,da,no,sv the Nordic ones too).
// --referees closes the CV with referees (name, position, firm, phone, e-mail) or "References available on request", some
//   CVs printing no phone or e-mail of the candidate (test/parser/generator/referees.mjs).
// --world-addresses prints Indian, Canadian, Australian, Irish, Singaporean, Kenyan, Nigerian, South African addresses in
//   English CVs, Mexican and Argentine ones in Spanish, Angolan and Mozambican ones in Portuguese, with their phones
//   (test/parser/generator/world-addresses.mjs; with --langs en,es,pt every CV can draw one).
// --declarations closes English CVs with personal details (father's and mother's names, birth date, a permanent address)
//   and a signed declaration (place, date, name) (test/parser/generator/declarations.mjs).
// --skill-blocks prints skills blocks under sub-headings, as level rows, with levels, ratings or glyph ratings, or names the first
//   employer with a skill's word (test/parser/generator/skill-blocks.mjs); --skill-levels (implies --skill-blocks) prints half the
//   grouped blocks' items one a line with a level each ("Excel ⇥ Sehr gut", "Python – Very good") under plain sub-headings.
// --skill-shapes prints the plain skills list in a shape readers cut wrongly: tools in brackets after an item, one item a line
//   ending with two on a line, a grid of cells with a "skills" phrase, labels tight against their items
//   (test/parser/generator/skill-shapes.mjs).
// --running prints CVs of two or three pages with a running header (the name, or the title and the name) and/or footer
//   (page numbers in the CV's language, the e-mail and phone) on every page, a job split by the first page break
//   (test/parser/generator/running-lines.mjs).
// --side-sections prints one to three dated sections that are neither jobs nor studies (projects, volunteering, certifications,
//   courses, publications, awards, talks, memberships) before, between or after work and education
//   (test/parser/generator/side-sections.mjs).
// --undated-studies prints a study at a school named without a school word with no date, as the layout prints its studies
//   (test/parser/generator/study-undated.mjs).
// --two-line prints jobs and studies as the LaTeX and Word templates do: two lines an entry with the place and the period
//   flush right, or the period in a narrow left column (test/parser/generator/two-line.mjs).
// --title-cells (implies --two-line) prints a sector cell flush right beside each title, over "Employer · Place" and the
//   period (test/parser/generator/title-cells.mjs).
// --entry-lines prints one entry form a CV: the newest job's period as a "since" word and its start ("seit 03/2019", "2019 óta"),
//   the older jobs under a second qualified heading ("Other Experience") or the one heading qualified, each study on one line
//   ("Degree, School, Town, Year", wrapped in a PDF), or the work or education heading left out (a picture)
//   (test/parser/generator/entry-lines.mjs).
// --sparse-sidebars prints sidebars of a few lines only: the contact block, labels over their values, the name over two lines
//   (the family name in capitals over or under the given name) and three contact lines, or a few skills
//   (test/parser/generator/sparse-sidebars.mjs).
// --skill-labels prints a sidebar's skills as rows of a label and its items ("Software: Word, Excel"), after a colon, in cells
//   or under the label, some at the sidebar's top (test/parser/generator/skill-labels.mjs).
//   npm run build && node bench/parse/generated.mjs [--n 500] [--seed 7] [--misses 40] [--hard | --wild] [--headings] [--names]
//     [--traps] [--glosses] [--forms] [--clients] [--at] [--client-opens] [--title-pieces] [--stacked-dates] [--undated] [--persons] [--countries]
//     [--titles] [--digits] [--spaced] [--name-fields] [--native-names] [--town-lines] [--personal] [--handles] [--open-addresses] [--bare-streets] [--rtl]
//     [--cjk-rows]
//     [--cjk-places] [--referees] [--declarations] [--running] [--world-addresses] [--two-line] [--title-cells] [--skill-blocks] [--skill-levels]
//     [--skill-shapes]
//     [--side-sections] [--undated-studies] [--title-breaks] [--entry-lines] [--sparse-sidebars] [--skill-labels]
//     [--flat]
//     [--dist /other/dist]
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { accuracyTable, cvToDocx, cvToPdf, generateSet, misses, scoreCv } from '../../test/parser/generator/index.mjs';

const arg = (name, fallback) => (process.argv.includes(name) ? Number(process.argv[process.argv.indexOf(name) + 1]) : fallback);
const text = (name) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const dist = text('--dist') ? pathToFileURL(path.resolve(text('--dist'))).href : new URL('../../dist', import.meta.url).href;
const { parseDocument } = await import(`${dist}/parser/index.js`);
const { extractSections } = await import(`${dist}/parser/sections/index.js`);
const n = arg('--n', 500);
const seed = arg('--seed', 7);
// Each class option of generateSet, its flag, and what the header line says of it when drawn.
const CLASS_FLAGS = [
  ['headings', '--headings', 'work headings drawn'], ['names', '--names', 'name classes drawn'], ['traps', '--traps', 'traps drawn'],
  ['glosses', '--glosses', 'employers glossed'], ['forms', '--forms', 'jobs as form rows'], ['clients', '--clients', 'client rows'],
  ['at', '--at', '"at" headers'], ['clientOpens', '--client-opens', 'jobs opened by client rows'],
  ['clientParents', '--client-parents', 'consultancies over client rows'], ['summaryHeadings', '--summary-headings', 'summed-up skills headings'],
  ['skillBlocks', '--skill-blocks', 'skills blocks drawn'], ['skillLevels', '--skill-levels', 'skills with levels under sub-headings'],
  ['skillShapes', '--skill-shapes', 'skills lists in cut-prone shapes'],
  ['titlePieces', '--title-pieces', 'titles with rank and field'], ['freelance', '--freelance', 'roles over clients'], ['promotions', '--promotions', 'several roles at one employer'],
  ['linkedin', '--linkedin', 'LinkedIn exports drawn'], ['linkedinDegrees', '--linkedin-degrees', 'long LinkedIn degrees drawn'], ['stackedDates', '--stacked-dates', 'periods stacked end over start'],
  ['undated', '--undated', 'jobs without periods'], ['persons', '--persons', 'person forms drawn'],
  ['countries', '--countries', 'country address forms drawn'], ['titles', '--titles', 'document titles drawn'],
  ['digits', '--digits', 'digit forms drawn'], ['spaced', '--spaced', 'spaced postcodes drawn'],
  ['nameFields', '--name-fields', 'name field rows drawn'], ['nativeNames', '--native-names', 'native-script names drawn'],
  ['townLines', '--town-lines', 'town lines drawn'], ['cjk', '--cjk', 'CJK forms drawn'], ['rtl', '--rtl', 'RTL forms drawn'],
  ['cjkRows', '--cjk-rows', 'CJK work rows drawn'], ['cjkPlaces', '--cjk-places', 'CJK places drawn'],
  ['personal', '--personal', 'personal blocks drawn'], ['handles', '--handles', 'profile handles drawn'],
  ['openAddresses', '--open-addresses', 'open addresses drawn'], ['bareStreets', '--bare-streets', 'bare streets drawn'], ['referees', '--referees', 'referees drawn'],
  ['declarations', '--declarations', 'declarations drawn'], ['running', '--running', 'running headers and footers drawn'],
  ['worldAddresses', '--world-addresses', 'world addresses drawn'], ['twoLine', '--two-line', 'two-line entries drawn'],
  ['titleCells', '--title-cells', 'sector cells beside titles'],
  ['sideSections', '--side-sections', 'side sections drawn'], ['undatedStudies', '--undated-studies', 'undated studies drawn'],
  ['titleBreaks', '--title-breaks', 'titles broken at a hyphen'], ['entryLines', '--entry-lines', 'since periods, qualified headings, one-line studies, missing headings'],
  ['titleBreaks', '--title-breaks', 'titles broken at a hyphen'],
  ['sparseSidebars', '--sparse-sidebars', 'sidebars of a few lines'], ['skillLabels', '--skill-labels', 'sidebar skills as label rows'],
];
const drawn = CLASS_FLAGS.filter(([, flag]) => process.argv.includes(flag));
const wild = process.argv.includes('--wild');
const hard = wild || process.argv.includes('--hard');
const positioned = !process.argv.includes('--flat');
const started = performance.now();
const results = [];
// --langs cs,ro walks those languages (the later ones of test/parser/generator/more-langs.mjs among them) instead of the nine.
const langs = text('--langs')?.split(',');
const options = { hard, wild, ...(langs ? { langs } : {}), ...Object.fromEntries(drawn.map(([option]) => [option, true])) };
for (const cv of generateSet(n, seed, options)) {
  for (const format of ['pdf', 'docx']) {
    const bytes = format === 'pdf' ? cvToPdf(cv) : await cvToDocx(cv);
    const doc = await parseDocument({ bytes: new Uint8Array(bytes), fileName: `cv-${cv.seed}.${format}` }, { ocr: false, face: false });
    // The sections the parse read from the positioned lines (what the CLI and the server return); with --flat, those
    // read again from the plain text (the CLI's fallback for a server that sends none).
    const sections = positioned && doc.sections ? doc.sections : extractSections(doc.content);
    results.push({ cv, format, fields: doc.fields, sections, scores: scoreCv(cv, doc.fields, sections) });
  }
}
console.log(`${n} invented CVs${langs ? ` in ${langs.join(", ")}` : ""}${wild ? ' (hard and wild classes)' : hard ? ' (hard classes)' : ''}${drawn.map(([, , what]) => ` (${what})`).join('')} × 2 formats, seed ${seed}${positioned ? '' : ', sections read from the plain text'}, ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
console.log(accuracyTable(results));
console.log(`\nfirst misses:\n${misses(results, arg('--misses', 40)).join('\n')}`);
