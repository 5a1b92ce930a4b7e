// Cuts the CV's lines into sections by their headings, in the languages of vocabulary.ts. Only
// the kinds the section readers need are named; any other heading ends the section before it
// as 'other'.
import { COMMA_BELOW, cleanHeading, commaBelowLetter, headingKindOf, isLetterSpaced, joinLetterSpacing, wholeHeadingKind } from './vocabulary.js';
import { findPeriod } from './periods.js';
import { isCompany, isDegree, isInstitution, isTitle } from './roles.js';
import { wrappedName } from './wrapped-names.js';
import { opensOnPartnersNames } from './partners-names.js';
import { listsSectionItems, opensBulletedList } from './list-rows.js';

export type SectionKind = 'work' | 'education' | 'languages' | 'certificates' | 'skills' | 'other';

export interface Section {
  kind: SectionKind;
  heading: string;
  lines: string[];
}

/** The kind of section a line opens, or undefined when it is not a heading. */
export function headingKind(line: string): SectionKind | undefined {
  const kind = headingKindOf(line);
  // Contact data is not a section the readers take apart: like any other heading it ends the one before.
  return kind === 'contact' ? 'other' : kind;
}

/**
 * "Work History 01/2016 – present": a heading set on the same line as the first entry's period
 * (a heading cell beside the entry cell, read as one line). Only a period right after the
 * heading words counts, so "Experience with budgets" stays text; after an education heading a
 * degree or a school counts too.
 */
function gluedHeading(line: string, below: readonly string[] = []): { kind: SectionKind; heading: string; rest: string } | undefined {
  const cell = headingCell(line, below);
  if (cell) return cell;
  const words = line.split(/\s+/);
  for (let n = Math.min(4, words.length - 1); n >= 1; n--) {
    const heading = words.slice(0, n).join(' ');
    const kind = wholeHeadingKind(heading);
    if (kind !== 'work' && kind !== 'education') continue;
    const rest = words.slice(n).join(' ');
    if (findPeriod(rest)?.index === 0) return { kind, heading, rest };
    // "Education  BSc Economics": a heading cell beside the first degree or school.
    if (kind === 'education' && /^\p{Lu}/u.test(rest) && (isDegree(rest) || isInstitution(rest))) return { kind, heading, rest };
    // "Education<tab>2017": a heading cell beside the first study's year.
    if (kind === 'education' && /^(?:19|20)\d{2}$/u.test(rest) && line.includes('\t')) return { kind, heading, rest };
  }
  return undefined;
}

/**
 * "B I L D U N G S W E G<tab>Example School", "Education<tab>BSc Geology": a row whose first cell is wholly a work or
 * education heading (a Europass label cell, a letter-spaced heading the word split cannot take apart) opens that
 * section with the row's other cells as its first line, where a period (or a known title or firm after a work heading),
 * a degree, a school or a year follows, as above. Another heading's cell does so only letter-spaced ("K U R S E<tab>Example course, 2020").
 */
function headingCell(line: string, below: readonly string[] = []): { kind: SectionKind; heading: string; rest: string } | undefined {
  const tab = line.indexOf('\t');
  if (tab <= 0) return undefined;
  const heading = line.slice(0, tab).trim();
  const rest = line.slice(tab + 1).trim();
  const kind = wholeHeadingKind(heading) === undefined ? undefined : headingKind(heading);
  if (kind === undefined || rest === '' || headingKind(rest.split('\t')[0]!) !== undefined) return undefined;
  const first = rest.split('\t')[0]!;
  // "Work<tab>Example Systemy" over "S.A.": a name wrapped by the entries' narrow column names the firm or the school whole.
  const name = rest.includes('\t') || below[0] === undefined || !wrappedName(first, below[0], below[1]) ? first : `${first} ${below[0].trim()}`;
  if (kind === 'work') {
    // "Work experience<tab>Project Manager": a form's label cell beside the first job's title (or its firm), dated below.
    // The row may hold the whole header ("Title | Firm"): any of its pieces may be the known one.
    // Or its period stands in a cell of its own at the row's end ("Work<tab>Firm, Title<tab>2023 – present"), whatever the
    // firm's first letter ("van Aalst en Zonen").
    const pieces = name.split(HEADER_PIECE_SEPARATOR);
    // A firm named after its partners is a firm's name by its shape ("Title | Brandt, Ostrow and Kell, Elmira").
    const known = (p: string): boolean => isTitle(p) || isCompany(p) || opensOnPartnersNames(p);
    const job = ((/^\p{Lu}/u.test(first) && (pieces.some(known) || datedBelow(first, below))) || datedRow(rest))
      && !isDegree(name) && !isInstitution(name);
    return findPeriod(rest)?.index === 0 || job ? { kind, heading, rest } : undefined;
  }
  if (kind === 'education') {
    const study = /^\p{Lu}/u.test(first) && (isDegree(name) || isInstitution(name));
    return study || /^(?:19|20)\d{2}$/u.test(first) || findPeriod(first)?.index === 0 || schoolBelowDatedRow(rest, below)
      ? { kind, heading, rest } : undefined;
  }
  // Another heading's cell opens its section only when letter-spaced, or beside a list of its own items (./list-rows.ts):
  // a plain "Skills" cell beside a line of text is as often a sidebar's heading on the row of a job in the main column,
  // whose lines must stay where they are.
  const listed = (kind === 'skills' || kind === 'languages') && (listsSectionItems(kind, rest) || opensBulletedList(kind, rest, below[0]));
  return isLetterSpaced(heading) || listed ? { kind, heading, rest } : undefined;
}

// What sets a header's title and firm apart on one row: a bar, a bullet, a spaced dash.
const HEADER_PIECE_SEPARATOR = /\s+[|•·—–-]\s+|\s*[|•·]\s*|\s+(?:at|@)\s+(?=\p{Lu})/u;

/** How many lines under a work heading's row may come before the first job's period: its employer, then the period. */
const PERIOD_BELOW_LINES = 2;

/**
 * A short name beside a work heading whose period follows on one of the next lines: the first job's title, though the
 * vocabulary knows neither it nor its firm ("Work<tab>Técnica de contabilidade" over the employer and "Oct 2023 – Aug 2026").
 */
function datedBelow(first: string, below: readonly string[]): boolean {
  const pieces = first.split(HEADER_PIECE_SEPARATOR);
  // (A piece's names may run long where commas list them: "Gámez, Ibarra y Monroy Asociados, La Coruña".)
  const names = pieces.flatMap((p) => p.split(/,\s+/u));
  if (pieces.length > 3 || names.some((p) => p.split(/\s+/u).length > 6) || /[.:;!?]$/u.test(first)) return false;
  return below.slice(0, PERIOD_BELOW_LINES).some((l) => findPeriod(l.trim())?.index === 0);
}

/**
 * "Studies<tab>Logistics clerk<tab>2016 – 2019" over "Example Technical University": a qualification named after its trade
 * is no degree the vocabulary knows (and reads as a title), but a dated row with a school on the line under it is a
 * study's header as a table sets it.
 */
function schoolBelowDatedRow(rest: string, below: readonly string[]): boolean {
  const school = below[0]?.trim() ?? '';
  return datedRow(rest) && /^\p{Lu}/u.test(rest) && school !== '' && !school.includes('\t') && isInstitution(school) && !isCompany(school);
}

/** The row's last cell, after its first, is a period: the first job's header and its dates, as a table sets them. */
function datedRow(rest: string): boolean {
  const cells = rest.split('\t');
  return cells.length >= 2 && findPeriod(cells.at(-1)!.trim())?.index === 0;
}

const WORK_FIRST: readonly SectionKind[] = ['work', 'education'];

/**
 * "Skills<tab>Work Experience": a sidebar's heading and the main column's heading on one row, read out as
 * one line. Every cell is a heading; the section opened is the one whose entries follow in the main
 * column (work or education before the others), as the sidebar holds the short lists.
 */
function headingsSideBySide(line: string): SectionKind | undefined {
  if (!line.includes('\t')) return undefined;
  const cells = line.split('\t').map((c) => c.trim()).filter(Boolean);
  if (cells.length < 2 || cells.length > 3) return undefined;
  const kinds = cells.map(headingKind);
  if (kinds.some((k) => k === undefined)) return undefined;
  return WORK_FIRST.find((k) => kinds.includes(k)) ?? kinds[0];
}

// LaTeX PDFs may print an accent as a spacing mark beside its letter ("Educaci ´on", "Biling ¨ue"):
// each is put back on the letter after it. The grave accent is left alone, it also quotes code.
const SPACING_ACCENTS: Record<string, string> = {
  '\u00b4': '\u0301', '\u00a8': '\u0308', '\u02c6': '\u0302', '\u02dc': '\u0303', '\u02c7': '\u030c',
};
const SPACING_ACCENT = /\s?([\u00b4\u00a8\u02c6\u02dc\u02c7])\s?(\p{L})/gu;

/** The line with its spacing accents joined to their letters ("Educaci ´on" → "Educación"). */
export function joinSpacingAccents(line: string): string {
  if (!SPACING_ACCENT.test(line)) return line;
  SPACING_ACCENT.lastIndex = 0;
  // A dotless ı carries the accent of an í.
  return line.replace(SPACING_ACCENT, (_m, accent: string, letter: string) => `${letter === 'ı' ? 'i' : letter}${SPACING_ACCENTS[accent]!}`)
    .normalize('NFC');
}

// "s,i" (the Romanian "and", written "și") as a word of its own shows a font that draws ș and ț as a
// letter and a comma. Only then are the other glued commas of the text read as those letters:
// elsewhere "docs,tests" is a list that lost its spaces.
const COMMA_AND = /(?:^|\s)[sS],i(?=\s|$)/u;
function drawsCommaLetters(lines: readonly string[]): boolean {
  return lines.some((l) => COMMA_AND.test(l));
}

/** Words a line of a heading wrapped by a narrow label column holds at most. */
const MAX_WRAPPED_HEADING_WORDS = 3;

/**
 * "EXPÉRIENCE" over "PROFESSIONNELLE", "Szakmai" over "tapasztalat": a heading a narrow label column wrapped over two lines,
 * or undefined. Two short lines of words alone (no digit, no cell) that make a known heading together are that heading;
 * read apart, the second would be the first entry's line (its employer), or the first a stray line of the section before.
 * Each line holds a word: a line of a glyph alone (a web page's close button "×", an icon, a rule) is no piece of a heading,
 * though the heading's key would drop it ("×" over a menu's "About" had made the heading "× About").
 */
function wrappedHeading(given: string, givenNext: string): string | undefined {
  // "F O R M A Ç Ã O" over "A C A D É M I C A": a letter-spaced heading wrapped in a sidebar is read by its words.
  const [line, next] = [joinLetterSpacing(given), joinLetterSpacing(givenNext)];
  const short = (text: string): boolean => /\p{L}/u.test(text) && !/[\d\t@]/u.test(text)
    && text.split(/\s+/u).length <= MAX_WRAPPED_HEADING_WORDS;
  if (!short(line) || !short(next)) return undefined;
  const joined = `${line} ${next}`;
  return wholeHeadingKind(joined) === undefined ? undefined : joined;
}

/**
 * "SZAKMAI<tab>Data Analyst | Example Kft." over "TAPASZTALAT<tab>02/2021 – 04/2024": a heading wrapped in the narrow first
 * cell of a table whose rows hold the sections (a word processor's template), its pieces read onto the rows of the first
 * entry. The two cells make the heading on a line of its own, the entry's lines follow without them.
 */
function withWrappedHeadingCells(lines: readonly string[]): readonly string[] {
  let out: string[] | undefined;
  for (let i = 0; i + 1 < lines.length; i++) {
    const [head = '', ...rest] = lines[i]!.trim().split('\t');
    const [nextHead = '', ...nextRest] = lines[i + 1]!.trim().split('\t');
    if (rest.length === 0) continue;
    const heading = wrappedHeading(head.trim(), nextHead.trim());
    if (heading === undefined) continue;
    out ??= [...lines];
    const at = out.length - lines.length + i;
    out.splice(at, 2, heading, rest.join('\t'), ...(nextRest.length > 0 ? [nextRest.join('\t')] : []));
    i++;
  }
  return out ?? lines;
}

/** The sections in document order; lines before the first heading form an 'other' section. */
export function splitSections(given: readonly string[]): Section[] {
  const lines = withWrappedHeadingCells(given);
  const sections: Section[] = [{ kind: 'other', heading: '', lines: [] }];
  const commaLetters = drawsCommaLetters(lines);
  const clean = (raw: string): string => {
    const accented = joinSpacingAccents(raw.trim());
    return commaLetters ? accented.replace(COMMA_BELOW, commaBelowLetter) : accented;
  };
  let skip = -1;
  for (const [index, raw] of lines.entries()) {
    if (index === skip) continue;
    const wrapped = wrappedHeading(clean(raw), clean(lines[index + 1] ?? ''));
    if (wrapped !== undefined) skip = index + 1;
    const line = wrapped ?? clean(raw);
    if (line === '') continue;
    const kind = headingKind(line) ?? headingsSideBySide(line);
    // "Ausbildung Fachlagerist" right under the heading "Ausbildung": a study whose name starts with the heading's word,
    // not a second heading glued to its first entry.
    const current = sections[sections.length - 1]!;
    const justOpened = current.heading !== '' && current.lines.length === 0;
    const after = wrapped === undefined ? index + 1 : index + 2;
    const glued = kind ? undefined : gluedHeading(line, lines.slice(after, after + PERIOD_BELOW_LINES));
    // "Qualification<tab>BSc Geology" inside the studies: a heading's word in a form's label cell beside a degree or a school
    // (not a date, which a repeated heading may carry) labels a row of the section it is in, and stays on its row.
    const labelCell = glued !== undefined && glued.kind === current.kind && current.lines.length > 0 && line.includes('\t')
      && line.startsWith(glued.heading) && !/^(?:19|20)\d{2}$/u.test(glued.rest) && findPeriod(glued.rest)?.index !== 0;
    // "Ausbildung Fachlagerist, Example School, 2016" further down the studies: a study named with the heading's word,
    // glued by a space (no cell) and no period after the word, is a line of the section it is in, as right under it.
    const namedWithHeadingWord = glued !== undefined && glued.kind === current.kind && current.heading !== ''
      && /^\s/u.test(line.slice(glued.heading.length)) && !line.includes('\t') && findPeriod(glued.rest)?.index !== 0;
    const sameKindAgain = glued !== undefined && ((justOpened && glued.kind === current.kind) || labelCell || namedWithHeadingWord);
    if (kind) sections.push({ kind, heading: line, lines: [] });
    else if (glued && !sameKindAgain) sections.push({ kind: glued.kind, heading: glued.heading, lines: [glued.rest] });
    else sections[sections.length - 1]!.lines.push(line);
  }
  return withoutMenu(sections).filter((s) => s.heading !== '' || s.lines.length > 0);
}

/** Headings in a row that make a menu: at least this many, none with a line under it but the last. */
const MENU_HEADINGS = 3;

/**
 * The sections without a menu of them: a web page's navigation or a table of contents lists the headings one after the
 * other ("About", "Work Experience", "Skills", "Education") before the page prints them again over their sections. The
 * menu's last heading would open a section with the contact block under it (a second education section holding the name
 * and the e-mail, read with the real one). A run of headings is a menu only when every one of them is printed again later,
 * told by its key (icons, numbering and rules aside: a menu's "× About" or "● Skills" is the heading "About" or "Skills").
 */
function withoutMenu(sections: readonly Section[]): Section[] {
  const key = (s: Section): string => cleanHeading(s.heading) || s.heading.toLocaleLowerCase();
  const lastAt = new Map(sections.map((s, at) => [key(s), at]));
  const out: Section[] = [];
  for (let i = 0; i < sections.length; i++) {
    let last = i;
    while (last < sections.length && sections[last]!.heading !== '' && sections[last]!.lines.length === 0) last++;
    // sections[i … last - 1]: headings with no line under them; sections[last]: the menu's last heading, over the lines
    // that follow the menu.
    const run = sections.slice(i, last + 1);
    if (last > i && last < sections.length && run.length >= MENU_HEADINGS && run.every((s) => lastAt.get(key(s))! > last)) {
      const before = out[out.length - 1];
      const lines = sections[last]!.lines;
      if (before) out[out.length - 1] = { ...before, lines: [...before.lines, ...lines] };
      else out.push({ kind: 'other', heading: '', lines: [...lines] });
      i = last;
      continue;
    }
    // Not a menu: its headings stay as they are, each looked at once.
    out.push(...sections.slice(i, Math.max(i + 1, last)));
    i = Math.max(i, last - 1);
  }
  return out;
}

/** Lines of every section of one kind, in order (a CV may split experience in two). */
export function linesOf(sections: readonly Section[], kind: SectionKind): string[] {
  return sections.filter((s) => s.kind === kind).flatMap((s) => s.lines);
}
