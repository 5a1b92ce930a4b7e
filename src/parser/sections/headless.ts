// Sections whose heading left no text: a heading drawn as a picture, or set in an icon font, is no line of the text layer,
// so its entries run on in the section before it — the contact block at the top, a profile's prose, a skills list, or the
// jobs when the studies' heading is the one missing. A block of dated entries at the end of such a section is a section of
// its own, of the kind its header lines read as: degrees and schools make studies, titles and employers make jobs.
import { findPeriod } from './periods.js';
import { splitParts } from './entries.js';
import { isCompany, isDegree, isInstitution, isTitle } from './roles.js';
import type { Section, SectionKind } from './split.js';
import { rememberedByText } from '../remembered.js';
import { undatedEntries } from './undated-entries.js';

const BULLET = /^[-–•·*▪►✓➢∗◦‣⁃●■➤❖]/u;
// An e-mail, a web address, a phone number: the contact block's lines, never an entry's header.
const CONTACT = /@|https?:\/\/|www\.|linkedin\.|\+\s?\d|\d{3}[\s./-]?\d{3}[\s./-]?\d{2,}/iu;
// "Phone: …", "Date of birth: …": a labelled row of the personal details.
const LABELLED = /^[^\t:]{1,30}:\s/u;
const MAX_HEADER = 100;
// A year ending the line or a cell, or opening it ("MSc Economics, University of Eastmoor, 2014", "2014<tab>MSc …"): a
// study is often dated by its end year alone.
const YEAR_AT_EDGE = /(?:^|[\s,(–-])(?:19|20)\d{2}\)?\.?(?:$|\t)|^(?:19|20)\d{2}(?:\t|\s*$)/u;

// The same lines are asked again and again (each block, each work section's studies, each line's three below): the
// answers are remembered per text, as the other readers' are.
const holdsPeriod = rememberedByText((line: string): boolean => findPeriod(line) !== undefined);
const isDated = (line: string): boolean => holdsPeriod(line) || YEAR_AT_EDGE.test(line.trim());

/** A line that may be an entry's header or its period: short, no bullet, no sentence, no contact data, no label. */
function isHeaderLike(line: string): boolean {
  const text = line.trim();
  if (text === '' || text.length > MAX_HEADER || BULLET.test(text) || LABELLED.test(text)) return false;
  // A sentence ends on a word and its full stop ("Havi jelentések készítése."); a firm's legal form ("Kft.", "Sp. j.") does not.
  // "Analyst, Example Sistemas S.A.": a line that ends on a legal form's dot is a firm's line, no sentence, however many words.
  if (((/[.!?;,]$/u.test(text) && text.split(/\s+/u).length > 4) || (/\p{Ll}{3}[.!?]$/u.test(text) && /\s/u.test(text)))
    && !endsOnLegalForm(text)) return false;
  return !CONTACT.test(text) || holdsPeriod(text);
}

/** The line's last word, or its last two ("Sp. j."), is a company's legal form with its dot. */
function endsOnLegalForm(text: string): boolean {
  if (!text.endsWith('.')) return false;
  const words = text.split(/\s+/u);
  return isCompany(words.at(-1)!) || (words.length > 2 && isCompany(words.slice(-2).join(' ')));
}

type LineKind = 'job' | 'study' | undefined;

/**
 * What a header line names: a job title or a firm make it a job's ("Research Assistant, University of Eastmoor" is a job
 * at a school; "Developer | Example LLC | Boston, MA" no Master of Arts); else a degree or a school make it a study's.
 */
const lineKind = (line: string): LineKind => kindOfLine(line) || undefined;
const kindOfLine = rememberedByText((line: string): 'job' | 'study' | '' => readLineKind(line) ?? '');

function readLineKind(line: string): LineKind {
  if (!isHeaderLike(line)) return undefined;
  const period = findPeriod(line);
  const text = period ? `${line.slice(0, period.index)}  ${line.slice(period.index + period.length)}` : line;
  const parts = splitParts(text);
  // "Instituto Politécnico de Braga" holds a title's word, but a part that names a school is the school's.
  if (parts.some((p) => isCompany(p) || (isTitle(p) && !isDegree(p) && !isInstitution(p)))) return 'job';
  return parts.some((p) => isDegree(p) || isInstitution(p)) ? 'study' : undefined;
}

/** The kind of section a block of lines reads as, or undefined when it reads as neither clearly. */
function blockKind(lines: readonly string[]): SectionKind | undefined {
  const kinds = lines.map(lineKind);
  const jobs = kinds.filter((k) => k === 'job').length;
  const studies = kinds.filter((k) => k === 'study').length;
  const periods = lines.filter(holdsPeriod).length;
  if (jobs >= 2 && jobs > studies && periods >= 2) return 'work';
  if (studies >= 2 && studies > jobs && lines.some(isDated) && lines.some(isDegree)) return 'education';
  return undefined;
}

/**
 * Where a block of dated entries starts at the end of the lines, or undefined: after the last line before the first dated
 * line that is no header (contact data, a sentence, a bullet, a labelled row), so the contact block or the profile before
 * stays where it is. `floor`: lines that stay in any case (the name on the page's first line).
 */
function entryBlockStart(lines: readonly string[], floor: number, list: boolean): number | undefined {
  const first = lines.findIndex((l, i) => i >= floor && isDated(l) && isHeaderLike(l));
  if (first < 0) return undefined;
  let start = first;
  while (start > floor && isHeaderLike(lines[start - 1]!) && !isDated(lines[start - 1]!)) start--;
  // The next entry shows how many header lines stand above a period: no more go with the first one. Those above are the
  // contact block's (the headline under the name, "Accountant", over "Accountant<tab>07/2024 – now").
  const above = headerLinesAboveNext(lines, first);
  if (above !== undefined && first - start > above) start = first - above;
  // A list's items ("Excel, Word", "English – C1") are short lines too: there the entry's header is the one or two lines
  // right above its period.
  if (start === 0 && list) start = Math.max(first - MAX_HEADER_LINES, 1);
  // Something else must come before the entries: a section that opens with them is one of dated entries of its own
  // (projects, volunteering) whose heading was read.
  return start > 0 ? start : undefined;
}
const MAX_HEADER_LINES = 2;

/**
 * How many header lines stand right above the next entry's period after the one at `first` (a dated header line after a
 * detail of the first entry), or undefined when no such entry follows. A dated line right above the next one (a period
 * printed over two lines) tells nothing.
 */
function headerLinesAboveNext(lines: readonly string[], first: number): number | undefined {
  let detail = false;
  for (let i = first + 1; i < lines.length; i++) {
    if (!isHeaderLike(lines[i]!)) detail = true;
    else if (detail && isDated(lines[i]!)) {
      let k = i;
      while (k - 1 > first && isHeaderLike(lines[k - 1]!) && !isDated(lines[k - 1]!)) k--;
      return isHeaderLike(lines[k - 1]!) ? undefined : i - k;
    }
  }
  return undefined;
}

/**
 * Where jobs printed without periods start at the end of the lines (the work heading missing too), or undefined: after the
 * last line of contact data or a labelled row, at the first of two header blocks or more over details (undated-entries.ts),
 * each naming a job's title or a firm. A line holding a year anywhere after that point says the block is no such list.
 */
function undatedJobsStart(lines: readonly string[], floor: number): number | undefined {
  let from = floor;
  lines.forEach((line, i) => {
    if (i >= floor && (CONTACT.test(line) || LABELLED.test(line.trim()))) from = i + 1;
  });
  const block = lines.slice(from);
  if (block.length === 0 || block.some(isDated)) return undefined;
  const entries = undatedEntries(block);
  const jobs = entries.every((e) => e.parts.some((p) => isCompany(p) || (isTitle(p) && !isDegree(p))) && !e.parts.some(isDegree));
  if (entries.length < 2 || !jobs) return undefined;
  const first = entries[0]!.parts[0]!;
  const at = block.findIndex((l) => l.includes(first));
  return at < 0 ? undefined : from + at;
}

/**
 * Where the studies at the end of a work section start (the studies' heading missing), or undefined: the first line that
 * names a degree or a school after the last line that names a job, where a degree and a date follow.
 */
function trailingStudiesStart(lines: readonly string[]): number | undefined {
  // Read from the end up to the last job's line: the lines above it are never asked (a work section's kinds, each line's
  // parts looked up in the word lists, were a tenth of a cold parse's section reading).
  const kinds: LineKind[] = [];
  let lastJob = lines.length - 1;
  for (; lastJob >= 0; lastJob--) {
    kinds[lastJob] = studyNamedAsJob(lines, lastJob) ? undefined : lineKind(lines[lastJob]!);
    if (kinds[lastJob] === 'job') break;
  }
  if (lastJob < 0) return undefined;
  const first = kinds.indexOf('study', lastJob + 1);
  if (first < 0) return undefined;
  // A degree no word list knows ("Logisztikai ügyintéző") and the study's year stand above its school: header lines that
  // name no job and hold no job's period (a range) go with it.
  let start = first;
  while (start - 1 > lastJob && isHeaderLike(lines[start - 1]!) && kinds[start - 1] === undefined && !holdsPeriod(lines[start - 1]!)) start--;
  const rest = lines.slice(start);
  if (!rest.some(isDated)) return undefined;
  // A degree's word, or else a school dated by its year alone: a school with a range of years may be a job at it ("Lecturer
  // …", a title no list knows).
  const yearOnly = !rest.some(holdsPeriod);
  return rest.some(isDegree) || (yearOnly && start < first) ? start : undefined;
}

/**
 * "Logistics clerk" over "2018" over "University of Eastmoor": a vocational degree named as the job it trains for, over a
 * school dated by a year alone (a job is dated by a range), is a study. Only a line that names no firm.
 */
function studyNamedAsJob(lines: readonly string[], i: number): boolean {
  const line = lines[i]!;
  if (holdsPeriod(line) || splitParts(line).some(isCompany)) return false;
  // The school on one of the next two lines, a lone year on one of the next three or in the line's own last cell
  // ("Accounting technician<tab>2016"), and no range among them.
  const below = lines.slice(i + 1, i + 4);
  // A school's name may hold a title's word ("Politechnika …"); a line with a title of its own beside the school may not.
  const school = below.slice(0, 2).some((l) => isInstitution(l) && !splitParts(l).some((p) => isTitle(p) && !isInstitution(p)));
  const year = below.some((l) => YEAR_AT_EDGE.test(l.trim())) || YEAR_AT_EDGE.test(line.trim());
  return school && year && !below.some(holdsPeriod);
}

/** The work section, or the jobs and the studies after them when those read as studies. */
function withTrailingStudies(section: Section): Section[] {
  const at = trailingStudiesStart(section.lines);
  if (at === undefined) return [section];
  return [{ ...section, lines: section.lines.slice(0, at) }, { kind: 'education', heading: '', lines: section.lines.slice(at) }];
}

// Sections in which dated entries are no entries of their own: the lines above the first heading, a profile, skills,
// languages. Certificates and other dated sections (projects, volunteering) keep theirs.
const HOSTS: ReadonlySet<SectionKind> = new Set(['other', 'skills', 'languages']);

/**
 * The sections with the entries whose heading is missing set apart as sections of their own kind (see above). Only a block
 * at the end of its section counts, as the next heading read ends it; where its kind is unclear nothing changes.
 */
export function withHeadlessSections(sections: readonly Section[]): Section[] {
  return sections.flatMap((section, i) => {
    if (section.kind === 'work') return withTrailingStudies(section);
    if (!HOSTS.has(section.kind)) return [section];
    // The page's first line is the name (or the document's title): never an entry's header.
    const top = i === 0 && section.heading === '';
    const floor = top ? 1 : 0;
    const dated = entryBlockStart(section.lines, floor, section.kind !== 'other');
    const undated = dated === undefined ? undatedJobsStart(section.lines, floor) : undefined;
    const start = dated ?? undated;
    if (start === undefined) return [section];
    const block = section.lines.slice(start);
    const kind = undated === undefined ? blockKind(block) : 'work';
    if (kind === undefined) return [section];
    const found: Section = { kind, heading: '', lines: block };
    return [{ ...section, lines: section.lines.slice(0, start) }, ...(kind === 'work' ? withTrailingStudies(found) : [found])];
  });
}
