// Invented CV truths, deterministic from a seed (a small PRNG, never Math.random), so a failing
// case can be rebuilt from the number printed beside it.
import { LANGUAGES, VOCAB } from './vocab.mjs';
import { MORE_LANGUAGES, womanForm } from './more-langs.mjs';
import { wildened } from './wild.mjs';
import { withEducationLayout } from './education.mjs';
import { withWorkHeading } from './headings.mjs';
import { withGlosses } from './glosses.mjs';
import { withForms } from './forms.mjs';
import { withClients } from './clients.mjs';
import { withFreelance } from './freelance.mjs';
import { withSideSections } from './side-sections.mjs';
import { withPromotions } from './promotions.mjs';
import { withLinkedin } from './linkedin.mjs';
import { withLinkedinDegree } from './linkedin-degrees.mjs';
import { withAtForm } from './at-forms.mjs';
import { withClientOpens } from './client-opens.mjs';
import { withClientParents } from './client-parents.mjs';
import { withSummaryHeading } from './summary-headings.mjs';
import { withSkillBlock } from './skill-blocks.mjs';
import { withSkillShape } from './skill-shapes.mjs';
import { withSkillLabels } from './skill-labels.mjs';
import { withSparseSidebar } from './sparse-sidebars.mjs';
import { withTitlePieces } from './title-pieces.mjs';
import { withUndatedJobs } from './undated.mjs';
import { withStackedDates } from './stacked-dates.mjs';
import { withNameClass } from './names.mjs';
import { withAddressForm } from './address-forms.mjs';
import { withTrap } from './traps.mjs';
import { withDocumentTitle } from './doc-titles.mjs';
import { withPersonForm } from './person-forms.mjs';
import { withCountryAddress } from './country-addresses.mjs';
import { withDigitForm } from './digit-scripts.mjs';
import { withSpacedPostcode } from './spaced-postcodes.mjs';
import { withTownLine } from './town-lines.mjs';
import { withBareStreet } from './bare-streets.mjs';
import { withOpenAddress } from './open-addresses.mjs';
import { withWorldAddress } from './world-addresses.mjs';
import { withNameFields } from './name-fields.mjs';
import { withNativeName } from './native-names.mjs';
import { withCjkCv } from './cjk-cvs.mjs';
import { withRtlCv } from './rtl-cvs.mjs';
import { withPersonalBlock } from './personal-blocks.mjs';
import { withProfileHandle } from './profile-handles.mjs';
import { withReferees } from './referees.mjs';
import { withDeclaration } from './declarations.mjs';
import { withRunning } from './running-lines.mjs';
import { withTwoLine } from './two-line.mjs';
import { withTitleCells } from './title-cells.mjs';
import { withUndatedStudy } from './study-undated.mjs';
import { withTitleBreaks } from './title-breaks.mjs';
import { withEntryLines } from './entry-lines.mjs';

export const LAYOUTS = ['one-column', 'sidebar-left', 'sidebar-right', 'header-table', 'europass'];
export const DATE_COLUMNS = ['left', 'right', 'inline'];
export const CONTACT_STYLES = ['one-line', 'stacked', 'labelled'];
export const HEADING_STYLES = ['title', 'upper', 'colon'];
export const ENTRY_STYLES = ['title-employer', 'employer-title', 'two-lines'];
export const SEPARATORS = [' • ', ' | ', ' · '];
// The harder classes (generateCv(seed, { hard: true })): how the contact block and the name are printed.
// 'gap' sets the pieces apart by a wide space (a PDF gap, a DOCX tab) with no separator character;
// 'broken' breaks the one-line block inside the address ("… • Lindenweg 5," over "10115 Berlin").
export const HARD_CONTACT = ['commas', 'gap', 'broken', 'plain'];
export const HARD_NAMES = ['two-lines', 'labelled', 'family-caps', 'none', 'plain'];
// US addresses for English CVs ("Austin, TX 78701"), real cities with one of their ZIP codes.
const US_CITIES = [['Austin', 'TX', '78701'], ['Boise', 'ID', '83702'], ['Tulsa', 'OK', '74103'], ['Columbus', 'OH', '43215'],
  ['Raleigh', 'NC', '27601']];

/** mulberry32: a 32-bit state is plenty for test data and keeps the sequence the same on every Node. */
export function rng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n) => Math.floor(next() * n);
  const pick = (xs) => xs[int(xs.length)];
  const sample = (xs, n) => {
    const pool = [...xs];
    const out = [];
    while (out.length < n && pool.length) out.push(pool.splice(int(pool.length), 1)[0]);
    return out;
  };
  return { next, int, pick, sample };
}

const FOLD = { ł: 'l', Ł: 'L', ø: 'o', ß: 'ss', æ: 'ae', œ: 'oe' };
/** The local part of an e-mail: what people type for their name (no accents, no spaces). */
export const asciiFold = (s) => s.normalize('NFD').replace(/\p{M}/gu, '').replace(/[łŁøßæœ]/g, (c) => FOLD[c]);
const mailPart = (s) => asciiFold(s).toLowerCase().replace(/[^a-z]+/g, '');

// Polish family names in -ski/-cki take -ska/-cka for a woman.
const PL_WOMEN = new Set(['Katarzyna', 'Agnieszka', 'Magdalena', 'Joanna', 'Monika']);
function agree(lang, first, last) {
  if (VOCAB[lang].women) return VOCAB[lang].women.includes(first) ? womanForm(last) : last;
  if (lang !== 'pl') return last;
  return PL_WOMEN.has(first) ? last.replace(/([sc])ki$/, '$1ka') : last.replace(/([sc])ka$/, '$1ki');
}

/**
 * One invented CV: the truth and how it is to be printed. Options fix any dimension (the
 * test walks layouts × languages evenly); the rest is drawn from the seed.
 */
export function generateCv(seed, options = {}) {
  const r = rng(seed);
  const lang = options.lang ?? r.pick(LANGUAGES);
  const v = VOCAB[lang];
  const first = r.pick(v.given);
  const last = agree(lang, first, r.pick(v.family));
  const [city, zip] = r.pick(v.cities);
  const street = v.street(1 + r.int(140), r.pick(v.streets));
  const phone = r.pick(v.phones).replace(/#/g, () => String(r.int(10)));
  const email = r.pick([
    () => `${mailPart(first)}.${mailPart(last)}`,
    () => `${mailPart(first)[0]}.${mailPart(last)}`,
    () => `${mailPart(last)}.${mailPart(first)}`,
  ])() + `@example.${v.tld}`;

  // Work history: newest first, consecutive periods, the newest often still running.
  const entries = 2 + r.int(2);
  // An employer named like the candidate would be a different test (a family firm): keep them apart.
  const stem = last.split(/[ -]/).find((w) => w.length > 3) ?? last;
  const employers = r.sample(v.employers.filter((e) => !e.includes(stem)), entries);
  // Prose differs between entries: identical paragraphs are read once, as repeated headers are.
  const prose = r.sample(v.prose, entries);
  const titles = r.sample(v.titles, entries);
  let endYear = 2026 - r.int(3);
  const work = [];
  for (let i = 0; i < entries; i++) {
    const current = i === 0 && r.next() < 0.5;
    const end = current ? '' : `${endYear}-${String(1 + r.int(12)).padStart(2, '0')}`;
    const startYear = endYear - 1 - r.int(4);
    work.push({ employer: employers[i], title: titles[i], start: `${startYear}-${String(1 + r.int(12)).padStart(2, '0')}`, end, prose: prose[i] });
    endYear = startYear;
  }
  const schools = r.sample(v.institutions, 1 + r.int(2));
  const degrees = r.sample(v.degrees, schools.length);
  const education = schools.map((institution, i) => ({ institution, degree: degrees[i], end: String(endYear - i * 3) }));

  const layout = options.layout ?? r.pick(LAYOUTS);
  const dateColumn = options.dateColumn ?? r.pick(DATE_COLUMNS);
  const cv = {
    seed, lang, first, last, email, phone,
    address: { street, city, zip },
    work, education,
    skills: r.sample(v.skills, 4 + r.int(3)),
    headline: work[0].title,
    style: {
      layout,
      // Europass always prints dates in its left-hand label column.
      dateColumn: layout === 'europass' ? 'left' : dateColumn,
      contact: options.contact ?? r.pick(CONTACT_STYLES),
      separator: r.pick(SEPARATORS),
      heading: options.heading ?? r.pick(HEADING_STYLES),
      entry: options.entry ?? r.pick(ENTRY_STYLES),
      // Hungarian CVs print the family name first; everyone else given name first.
      nameOrder: v.familyFirst ? 'family-given' : 'given-family',
      // Most CVs use month/year; some only the year.
      monthDates: r.next() < 0.7,
      addressOneLine: r.next() < 0.5,
      skillsList: r.pick(['comma', 'bullets']),
      // A PDF date column sometimes breaks a period after its dash ("03/2019 –" over "heute").
      // Drawn last, so the draws above (and the CVs of earlier seeds) stay as they were.
      splitDates: options.splitDates ?? (layout !== 'europass' && dateColumn !== 'inline' && r.next() < 0.3),
    },
  };
  // The study layouts (education.mjs) and the work headings (headings.mjs) come from streams of their own: the other
  // draws stay as they were.
  // The address print forms (address-forms.mjs) too: a wild CV of another form prints what it printed before.
  // The later languages' date forms and present words (a stream of their own: the nine languages' CVs are unchanged).
  if (MORE_LANGUAGES.includes(lang)) cv.style.langForms = languageForms(cv);
  const drawn = options.wild ? withAddressForm(withEducationLayout(wildened(hardened(cv, r), r))) : options.hard ? withEducationLayout(hardened(cv, r)) : cv;
  const headed = options.headings ? withWorkHeading(drawn) : drawn;
  // Employers glossed with what they do (glosses.mjs): a stream of its own, like the work headings.
  const glossed = options.glosses ? withGlosses(headed) : headed;
  // Jobs printed as a form's labelled rows (forms.mjs): a stream of its own, like the work headings.
  const formed = options.forms ? withForms(glossed) : glossed;
  // The client a consultant's job was for, in a labelled row (clients.mjs): a stream of its own, like the work headings.
  const clients = options.clients ? withClients(formed) : formed;
  // "Title at Employer" and "role: what at Employer" headers (at-forms.mjs): a stream of its own, like the work headings.
  const atForm = options.at ? withAtForm(clients) : clients;
  // Projects listed by the client each was for (client-opens.mjs): a stream of its own, like the work headings.
  const clientOpened = options.clientOpens ? withClientOpens(atForm) : atForm;
  // A consultancy's own job over its client rows (client-parents.mjs): a stream of its own, on CVs opened by client rows.
  const opened = options.clientParents ? withClientParents(clientOpened) : clientOpened;
  // Titles with their rank after a comma and their field after a dash (title-pieces.mjs): a stream of its own.
  const pieceTitled = options.titlePieces ? withTitlePieces(opened) : opened;
  // A self-employed stretch as a role over its clients (freelance.mjs): a stream of its own, after the title pieces.
  const freelanced = options.freelance ? withFreelance(pieceTitled) : pieceTitled;
  // Several roles at one employer, the employer printed once (promotions.mjs): a stream of its own, after the freelance form.
  const pieced = options.promotions ? withPromotions(freelanced) : freelanced;
  // Periods stacked end over start in a PDF's date column (stacked-dates.mjs): a stream of its own.
  const stacked = options.stackedDates ? withStackedDates(pieced) : pieced;
  // Jobs printed without any period (undated.mjs): a stream of its own, after the stacked dates.
  const atted = options.undated ? withUndatedJobs(stacked) : stacked;
  // The name's places and shapes (names.mjs): a stream of its own, like the work headings.
  const named = options.names ? withNameClass(atted) : atted;
  // Values not to make up (traps.mjs): a stream of its own.
  const trapped = options.traps ? withTrap(named) : named;
  // The document's title as the top line (doc-titles.mjs): a stream of its own, after the name's and the traps' classes.
  const titled = options.titles ? withDocumentTitle(trapped) : trapped;
  // Person fields in forms the earlier classes do not print (person-forms.mjs): a stream of its own, drawn last.
  const persons = options.persons ? withPersonForm(titled) : titled;
  // Addresses in forms of their country (country-addresses.mjs): a stream of its own, drawn after the person forms.
  const countried = options.countries ? withCountryAddress(persons) : persons;
  // An address in a country whose postcode is "NNN NN" (spaced-postcodes.mjs): a stream of its own.
  const countries = options.spaced ? withSpacedPostcode(countried) : countried;
  // The phone and birth date in another script's digits (digit-scripts.mjs): a stream of its own, wild CVs only.
  const digits = options.digits && countries.style.wild ? withDigitForm(countries) : countries;
  // The name as a form's given-name and family-name rows (name-fields.mjs): a stream of its own.
  const fields = options.nameFields ? withNameFields(digits) : digits;
  // An East Asian name with its own script (native-names.mjs): a stream of its own, wild CVs only.
  const natives = options.nativeNames && fields.style.wild ? withNativeName(fields) : fields;
  // A town with its district before the postcode, or alone with its country (town-lines.mjs): a stream of its own.
  const towned = options.townLines ? withTownLine(natives) : natives;
  // The town among the personal details under their heading (personal-blocks.mjs): a stream of its own.
  const personal = options.personal ? withPersonalBlock(towned) : towned;
  // A family-name-first name no table knows, with a profile address showing the order (profile-handles.mjs): its own stream.
  const handled = options.handles ? withProfileHandle(personal) : personal;
  // Street and town line on one line apart by a slash or a dash (open-addresses.mjs): a stream of its own.
  const opened2 = options.openAddresses ? withOpenAddress(handled) : handled;
  // An address of a country the nine languages do not draw (India, Canada, Australia, Kenya, Mexico …, world-addresses.mjs):
  // a stream of its own, English, Spanish and Portuguese CVs only.
  const worlded = options.worldAddresses ? withWorldAddress(opened2) : opened2;
  // A street named without a street word, on one line or wrapped before its number (bare-streets.mjs): a stream of its own.
  const openAddressed = options.bareStreets ? withBareStreet(worlded) : worlded;
  // A skills section under a summed-up heading after the jobs (summary-headings.mjs): a stream of its own.
  const summed = options.summaryHeadings ? withSummaryHeading(openAddressed) : openAddressed;
  // A Chinese, Japanese or Korean CV in its own script (cjk-cvs.mjs): a stream of its own, drawn last, as it prints the CV anew.
  // Its work rows and places (the cjkRows and cjkPlaces options, each a stream of its own) imply it.
  const cjk = options.cjk || options.cjkRows || options.cjkPlaces
    ? withCjkCv(summed, { rows: options.cjkRows, places: options.cjkPlaces }) : summed;
  // A Persian, Arabic or Hebrew CV in its own script (rtl-cvs.mjs): a stream of its own, drawn after the CJK forms.
  const rtl = options.rtl && !cjk.style.cjk?.lines ? withRtlCv(cjk) : cjk;
  // Referees after the CV (referees.mjs) and a signed declaration with personal details (declarations.mjs): streams of
  // their own, drawn after everything else (a CJK or right-to-left form prints its own lines and neither).
  const ownLines = Boolean(rtl.style.cjk?.lines || rtl.style.rtl?.lines);
  const refereed = options.referees && !ownLines ? withReferees(rtl) : rtl;
  const declared = options.declarations && !ownLines ? withDeclaration(refereed) : refereed;
  // Running headers and footers on a CV of two or three pages (running-lines.mjs): a stream of its own.
  const run = options.running ? withRunning(declared) : declared;
  // Jobs and studies on two lines with the place and the period flush right (two-line.mjs): a stream of its own.
  // (titleCells: a sector cell beside the title over "Employer · Place" (title-cells.mjs), a stream of its own; implies twoLine.)
  const twoLined = options.twoLine || options.titleCells ? withTwoLine(run) : run;
  const celled = options.titleCells ? withTitleCells(twoLined) : twoLined;
  // Skills blocks with sub-headings, levels or ratings, or a firm named with a skill's word (skill-blocks.mjs): a stream of
  // its own.
  // (skillLevels: a grouped block's items with a level each under plain sub-headings, a stream of its own; implies skillBlocks.)
  const blocked = options.skillBlocks || options.skillLevels ? withSkillBlock(celled, options.skillLevels === true) : celled;
  // A plain skills list in a shape readers cut wrongly (skill-shapes.mjs): a stream of its own, drawn after the skills blocks.
  const shaped = options.skillShapes ? withSkillShape(blocked) : blocked;
  // A sidebar's skills as rows of a label and its items (skill-labels.mjs): a stream of its own, after the skills shapes.
  const labelled = options.skillLabels ? withSkillLabels(shaped) : shaped;
  // A sidebar of a few lines only (sparse-sidebars.mjs): a stream of its own, after the skills' forms (a sidebar of a few
  // skills cuts only a plain list).
  const skilled = options.sparseSidebars ? withSparseSidebar(labelled) : labelled;
  // LinkedIn's "Save to PDF" export (linkedin.mjs): a stream of its own, drawn after every other class; an exported CV
  // prints the site's layout and no running lines of its own (the export's page footer is its own).
  // Dated sections that are neither jobs nor studies (side-sections.mjs): a stream of its own, drawn after every other class.
  // A study printed without a date as the layout prints its studies (study-undated.mjs): a stream of its own, drawn last.
  // The newest job's title broken over two lines at a hyphen (title-breaks.mjs): a stream of its own, drawn after all others.
  // Since-word periods, qualified work headings, one-line studies, a heading drawn as a picture (entry-lines.mjs): a stream
  // of its own, drawn after all others.
  const sided = (cv) => {
    const withSides = options.sideSections ? withSideSections(cv) : cv;
    const undated = options.undatedStudies ? withUndatedStudy(withSides) : withSides;
    const broken = options.titleBreaks ? withTitleBreaks(undated) : undated;
    return options.entryLines ? withEntryLines(broken) : broken;
  };
  // (linkedinDegrees: an exported study's degree in the site's long form, linkedin-degrees.mjs, a stream of its own;
  // implies linkedin.)
  if (!options.linkedin && !options.linkedinDegrees) return sided(skilled);
  const exported = options.linkedinDegrees ? withLinkedinDegree(withLinkedin(skilled)) : withLinkedin(skilled);
  return sided(exported.style.linkedin.form === 'export' && exported.style.running
    ? { ...exported, style: { ...exported.style, running: { form: 'plain' } } } : exported);
}

/**
 * The harder classes, drawn after everything else so a hard CV shares its people, jobs and schools
 * with the plain CV of the same seed: one-line contact blocks split by commas or wide gaps or broken
 * inside the address, US and Spanish floor/door addresses, a name over two lines, a labelled name,
 * the family name first in capitals, or no name at all (then the truth is empty: a parser must not
 * make one up, and the e-mail does not spell it).
 */
function hardened(cv, r) {
  const contactHard = r.pick(HARD_CONTACT);
  const name = r.pick(HARD_NAMES);
  const out = { ...cv, address: { ...cv.address }, style: { ...cv.style, hard: { contact: contactHard, name } } };
  if (cv.lang === 'en' && r.next() < 0.5) {
    const [city, state, zip] = r.pick(US_CITIES);
    out.address = { street: `${10 + r.int(900)} ${r.pick(VOCAB.en.streets)}`, city, zip };
    out.style.hard.state = state;
    out.phone = `(${r.pick(['512', '303', '503', '614', '919'])}) 555-01${r.int(10)}${r.int(10)}`;
  }
  if (cv.lang === 'es' || cv.lang === 'pt') {
    // "Calle del Almendro 5, 2º A": floor and door after the number.
    const floor = `${1 + r.int(8)}º ${r.pick(cv.lang === 'es' ? ['A', 'B', 'C', 'Izda.', 'Dcha.'] : ['Esq.', 'Dto.', 'A'])}`;
    if (r.next() < 0.6) out.address.street = `${cv.address.street.replace(/,(?= \d+$)/, '')}, ${floor}`;
  }
  if (name === 'none') {
    out.first = '';
    out.last = '';
    out.email = `cv${cv.seed % 1000}.${r.pick(['jobs', 'contact', 'info'])}@example.${VOCAB[cv.lang].tld}`;
  }
  // One-line blocks are the point of the contact classes; give them to every layout that prints one.
  if (contactHard !== 'plain' && cv.style.contact !== 'one-line' && r.next() < 0.7) out.style.contact = 'one-line';
  // The table groups by the class printed: a stacked or labelled block has no one-line style.
  if (out.style.contact !== 'one-line') out.style.hard.contact = 'plain';
  return out;
}

/**
 * A later language's print forms: its month dates as words ("březen 2019"), dotted ("03.2019"), year first ("2019-03",
 * Swedish) or with a slash, and its word for an open period, drawn from the vocabulary's `presents`.
 */
function languageForms(cv) {
  const r = rng((cv.seed ^ 0x51a7) * 29 + 3);
  const v = VOCAB[cv.lang];
  const dates = r.pick(['words', 'words', 'dotted', cv.lang === 'sv' ? 'iso' : 'slash']);
  return { dates, present: r.pick(v.presents) };
}

/**
 * n CVs that walk layouts × languages evenly (n = 45 covers every pair once); the rest comes from the seeds.
 * `options.langs` walks those languages instead of the nine (the later ones of more-langs.mjs among them).
 */
export function generateSet(n, baseSeed = 1, options = {}) {
  const langs = options.langs ?? LANGUAGES;
  return Array.from({ length: n }, (_, i) =>
    generateCv(baseSeed * 100_003 + i, { ...options, layout: LAYOUTS[i % LAYOUTS.length], lang: langs[i % langs.length] }));
}
