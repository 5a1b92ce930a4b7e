// Work sections of invented CVs printed in many header styles, each entry with the truth of its
// parts (title, employer, place): the training data of the learned part-role classifier
// (scripts/train-work-roles.mjs) and of its tests. The people, jobs and periods come from the CV
// generator (../generator/); this adds what its own layouts do not vary: separators, part orders,
// places, employers without a legal form or named like a brand, titles in capitals or lower case,
// the period before, beside or after the header. Deterministic from the seed (mulberry32).
import { VOCAB, LANGUAGES, generateSet, period, rng } from '../generator/index.mjs';

const SEPARATORS = [', ', ' | ', ' – ', ' · ', '\t', '   ', ' - '];
// Extra header parts that are neither title, employer nor place.
const EXTRAS = ['Full-time', 'Part-time', 'Contract', 'Freelance', 'Vollzeit', 'Teilzeit', 'Temps plein', 'CDI', 'Tempo pieno',
  'Jornada completa', 'Praca zdalna', 'Teljes munkaidő', 'Fulltime', 'Tempo integral', 'Internship', '6 months'];
// The field or department a title line names after a dash or comma ("Head – Fleet Planning"): part of the title line, no employer.
const FIELDS = ['Fleet Planning', 'Sales', 'Finance', 'Marketing', 'Logistics', 'Customer Service', 'Research', 'Platform Team', 'Vertrieb',
  'Finanzas', 'Ventes', 'Kundenservice', 'Data Platform', 'Operations'];
// A group heading some CVs set over their entries ("Research", "Internships"): no part of any entry.
const GROUPS = ['Research', 'Internships', 'Teaching', 'Projects', 'Volunteering', 'Consulting', 'Industry', 'Praktika', 'Ehrenamt',
  'Enseignement', 'Prácticas', 'Tirocini', 'Freelance work'];
// Invented towns, printed alone or with a two-letter region code ("Elmbury, ST") as US and Canadian CVs do.
const TOWNS = ['Elmbury', 'Brennock', 'Harwick Falls', 'Oakridge Bay', 'Castleford Springs', 'Marlow Creek', 'Westvale', 'Northam Heights'];
const REGIONS = ['ST', 'WA', 'NY', 'OR', 'ON', 'TX', 'QC'];
const SYLLABLES = ['vel', 'ta', 'ro', 'mar', 'qui', 'no', 'bra', 'zen', 'lo', 'ka', 'dri', 'po', 'sen', 'tu', 'xa', 'mi', 'ler', 'ov'];
const SECTORS = ['Analytics', 'Systems', 'Logistics', 'Labs', 'Studio', 'Consulting', 'Software', 'Media', 'Health', 'Foods', 'Energy',
  'Digital', 'Solutions', 'Partners', 'Technologies', 'Retail', 'Works'];
// Legal forms the generator's employers end with, so an employer can be printed without one.
const LEGAL_FORM = new RegExp(String.raw`,?\s+(?:Ltd|plc|LLP|GmbH(?: & Co\. KG)?|KG|AG|SAS|SARL|SA|S\.L\.U?\.|S\.A\.|S\.r\.l\.`
  + String.raw`|S\.p\.A\.|S\.n\.c\.|Sp\. z o\.o\.|Sp\. j\.|Kft\.|Zrt\.|Bt\.|B\.V\.|N\.V\.|Lda\.)$`, 'u');

const capitalise = (s) => s.charAt(0).toLocaleUpperCase('en') + s.slice(1);

/** An employer as CVs print it: as the generator has it, without its legal form, a brand word, or a family name and a sector. */
function employerVariant(r, employer, v) {
  const x = r.next();
  if (x < 0.35) return employer;
  if (x < 0.6) return employer.replace(LEGAL_FORM, '');
  if (x < 0.8) return capitalise(Array.from({ length: 2 + r.int(2) }, () => r.pick(SYLLABLES)).join(''));
  return `${r.pick(v.family)} ${r.pick(SECTORS)}`;
}

/** A title as printed: as it is, in capitals, or (rarely) starting lower case. */
function titleVariant(r, title, v) {
  const base = r.next() < 0.3 ? r.pick(VOCAB[r.pick(LANGUAGES)].titles) : title;
  const x = r.next();
  if (x < 0.1) return base.toLocaleUpperCase('en');
  if (x < 0.15) return base.charAt(0).toLocaleLowerCase('en') + base.slice(1);
  return base || v.titles[0];
}

/**
 * The lines of one entry's header and the period, and the truth of its parts. The period stands
 * at the end of the first header line, on a line of its own before or after the header, or first.
 */
function entryLines(r, job, when, v) {
  const title = titleVariant(r, job.title, v);
  const employer = employerVariant(r, job.employer, v);
  const x = r.next();
  const place = x < 0.25 ? r.pick(v.cities)[0] : x < 0.35 ? `${r.pick(TOWNS)}, ${r.pick(REGIONS)}` : x < 0.4 ? r.pick(TOWNS) : '';
  const extra = r.next() < 0.12 ? r.pick(EXTRAS) : '';
  const sep = r.pick(SEPARATORS);
  const order = r.pick(['title-employer', 'employer-title', 'title/employer', 'employer/title', 'title-at']);
  const field = r.next() < 0.15 ? r.pick(FIELDS) : '';
  const titleLine = field ? `${title}${r.pick([' – ', ', ', ' - '])}${field}` : title;
  const employerCell = place ? `${employer}${r.pick([', ', sep])}${place}` : employer;
  let header;
  switch (order) {
    case 'title-employer': header = [`${title}${sep}${employerCell}`]; break;
    case 'employer-title': header = [`${employerCell}${sep}${title}`]; break;
    case 'title/employer': header = [titleLine, employerCell]; break;
    case 'employer/title': header = [employerCell, titleLine]; break;
    default: header = [`${titleLine} ${r.pick(['at', 'at', 'bei', 'chez', '@'])} ${employerCell}`];
  }
  // A contract type on the header's last line, or on a line of its own between its lines.
  if (extra && header.length > 1 && r.next() < 0.5) header.splice(1, 0, extra);
  else if (extra) header[header.length - 1] += `${r.pick([' | ', ', '])}${extra}`;
  // Some templates print the whole header in capitals.
  if (r.next() < 0.08) header = header.map((l) => l.toLocaleUpperCase('en'));
  const where = r.pick(['end', 'end', 'before', 'after', 'first']);
  const gap = r.pick(['\t', '   ', ' | ']);
  let lines;
  if (where === 'end') lines = [`${header[0]}${gap}${when}`, ...header.slice(1)];
  else if (where === 'first') lines = [`${when}${gap}${header[0]}`, ...header.slice(1)];
  else if (where === 'before') lines = [when, ...header];
  else lines = [...header, when];
  const details = r.pick([[job.prose], [`• ${job.prose}`], [`• ${job.prose}`, `• ${r.pick(v.prose)}`], []]);
  const group = r.next() < 0.06 ? [r.pick(GROUPS)] : [];
  // Roles are matched case-blind (roleOfPart), so a header printed in capitals keeps this truth.
  const truth = { title, employer, place, extra, field, group: group[0] ?? '' };
  return { lines: [...group, ...lines, ...details], truth };
}

/** A work section of `cv`, in one header style throughout: its lines and the truth of each entry, in order. */
export function workSection(cv, seed) {
  const r = rng(seed);
  const v = VOCAB[cv.lang];
  const entries = cv.work.map((job) => entryLines(r, job, period(cv, job), v));
  return { lines: entries.flatMap((e) => e.lines), entries: entries.map((e) => e.truth) };
}

/** `n` work sections from generator CVs of `seed` (plain, hard and wild people alike). */
export function workSections(n, seed) {
  const third = Math.ceil(n / 3);
  const cvs = [...generateSet(third, seed), ...generateSet(third, seed + 1, { hard: true }),
    ...generateSet(third, seed + 2, { wild: true })];
  return cvs.slice(0, n).map((cv, i) => workSection(cv, seed * 7919 + i));
}

const norm = (s) => s.toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The role of a header part by the truth of its entry: "title", "employer", "location", "other", or
 * undefined when the part is a piece of a name or title (cut in the wrong place): no clean label.
 */
export function roleOfPart(part, truth) {
  const p = norm(part);
  if (p === norm(truth.title)) return 'title';
  if (p === norm(truth.employer) || (truth.place && p === norm(`${truth.employer}, ${truth.place}`))) return 'employer';
  if (truth.place && (p === norm(truth.place) || truth.place.split(', ').some((piece) => p === norm(piece)))) return 'location';
  if ((truth.field && p === norm(truth.field)) || (truth.group && p === norm(truth.group))) return 'other';
  const words = new Set(`${truth.title} ${truth.employer}`.toLowerCase().split(/\s+/));
  return p.split(/\s+/).some((w) => words.has(w)) ? undefined : 'other';
}

/**
 * Training examples of sections: each section's lines grouped into entries by the parser's own
 * readers (passed in: the script uses the build, the tests the sources), each header part with its
 * features and its role. A section read into another number of entries than it has is left out:
 * its parts cannot be matched to their truth.
 */
export function examplesOf(sections, { groupEntries, labelRows, partFeatures }, hideLists = true) {
  const examples = [];
  let skipped = 0;
  for (const section of sections) {
    const entries = groupEntries(labelRows(section.lines));
    if (entries.length !== section.entries.length) {
      skipped++;
      continue;
    }
    entries.forEach((entry, k) => {
      entry.parts.forEach((part, i) => {
        const label = roleOfPart(part, section.entries[k]);
        if (!label) return;
        const features = partFeatures(entry, i);
        // Every other part is shown as the word lists' unknown: the classifier is asked exactly where
        // the lists say nothing, so it must learn what else tells a title from a name.
        examples.push({ features: (examples.length % 2 === 0 && hideLists) ? withoutLists(features) : features, label });
      });
    });
  }
  return { examples, skipped };
}

/** The features without the part's own title, company, school and place word-list hits (as if no list knew the part). */
export function withoutLists(features) {
  const kept = features.filter((f) => f !== 'list:title' && f !== 'list:company' && f !== 'list:school' && f !== 'list:place');
  return kept.some((f) => f.startsWith('list:')) ? kept : [...kept, 'list:none'].sort();
}
