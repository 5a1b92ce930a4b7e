// The lines of an education section before they are grouped into entries: a school and its degree
// printed on two lines of their own are put on one, so the entry's header holds both whatever the
// date, the town or the grade lines around them take of the room for header lines.
import { isDetailLine, isDurationOnly, splitParts } from './entries.js';
import { findLoneStart, findPeriod } from './periods.js';
import { isDegree, isFaculty, isSchoolName, isPlace, isTitle } from './roles.js';
import { isGradeLine } from './grade-lines.js';
import { takeSchoolKindLabelled } from './entry-parts.js';
import { joinWrappedPeriods } from './stacked-periods.js';
import { wrappedName } from './wrapped-names.js';

const BULLET_START = /^[-–•·*▪►✓➢∗◦‣⁃●■➤❖]\s/u;

// A period, a lone start or a bare year ("Upper Secondary Diploma<tab>2016"): the line carries its own date.
const dated = (line: string): boolean => /(?<!\d)(?:19|20)\d{2}(?!\d)/u.test(line) || findPeriod(line) !== undefined
  || findLoneStart(line) !== undefined;

/** What a line of the section names, read once: a school and no degree, a degree and no school, or neither. */
interface LineKind { school: boolean; degree: boolean; detail: boolean; dated: boolean }

function kindOf(line: string): LineKind {
  const detail = isDetailLine(line);
  // "High school: Elmbury Grammar School": the school's kind as its label names no degree (entry-parts.ts).
  const parts = detail ? [] : splitParts(line).map((p) => (p.includes(':') ? takeSchoolKindLabelled([p]).value || p : p));
  const namesSchool = parts.some((p) => isSchoolName(p) && !isDegree(p));
  const namesDegree = parts.some(isDegree);
  // "Example University", "Example College, Springfield" / "BSc Geology", "Bachelor of Arts, Economics".
  return { school: namesSchool && !namesDegree, degree: namesDegree && !namesSchool, detail, dated: dated(line) };
}

/**
 * "First-class honours", "Note: 1,7" under a study: a grade names no part of it. Set as a bullet, the
 * form every entry reader takes for a detail, it stays where it stands (a detail line between two
 * studies still divides them) but never heads an entry or joins a header.
 */
const asDetail = (line: string): string => (isGradeLine(line) && !BULLET_START.test(line.trim()) ? `• ${line}` : line);

/**
 * "MSc Geodesy<tab>Example University, 2016 / 07": a month date after a comma at the end of a row is the
 * date the study ended, printed in the school's cell; set in a cell of its own, as a date column prints it,
 * the entry readers find it there.
 */
function dateAfterComma(line: string): string {
  const comma = line.lastIndexOf(',');
  if (comma < 0 || line.indexOf('\t', comma) >= 0 || !/\p{L}{2}/u.test(line.slice(0, comma))) return line;
  const tail = line.slice(comma + 1).trim();
  const lone = findLoneStart(tail);
  return lone && lone.index === 0 && lone.length === tail.length && !findPeriod(line) ? `${line.slice(0, comma)}\t${tail}` : line;
}

const BARE_YEAR = /^(?:19|20)\d{2}$/u;
/** A line that holds a date and nothing else (how long it lasted at most): a bare year, a period or a month date. */
function dateAlone(line: string): 'year' | 'period' | undefined {
  const text = line.trim();
  if (BARE_YEAR.test(text)) return 'year';
  const period = findPeriod(text) ?? findLoneStart(text);
  if (!period || period.index !== 0) return undefined;
  // "2015 – 2018<tab>3 years": how long the study lasted beside its period leaves the period alone on its line.
  return period.length >= text.length - 1 || isDurationOnly(text.slice(period.length)) ? 'period' : undefined;
}

/**
 * "BSc Geology" over "2016" over "Example University", "• MSc Hydrology" over "2016 – 2018": a date on a
 * line of its own, under the study it dates, is that line's date cell, as a date column would have printed
 * it ("BSc Geology<tab>2016"). Only where the section's first date follows a line of text (a section that
 * opens on a date prints each date above its study), and only under a short undated line: a year under a
 * name, a degree or its bullet; a period only where the section's first one stands under a degree, a school
 * or a bullet (under another line it may be the date of what follows).
 */
function withDateCells(lines: readonly string[]): string[] {
  const first = lines.findIndex((l) => dateAlone(l) !== undefined);
  if (first <= 0 || dated(lines.slice(0, first).join('\n'))) return [...lines];
  const named = (text: string): boolean => BULLET_START.test(text.trim()) || kindOf(text).degree || kindOf(text).school;
  // The section's first period shows where its periods stand: under the studies when under a named one.
  const periodsUnder = named(lines[first - 1]!);
  const out: string[] = [];
  for (const line of lines) {
    const above = out.at(-1);
    const date = dateAlone(line);
    const short = above !== undefined && !above.includes('\t') && !dated(above) && above.split(/\s+/).length <= 10
      && !/[.!?;:]$/u.test(above);
    const joins = short && (date === 'year' || (date === 'period' && periodsUnder));
    if (joins) out[out.length - 1] = `${above}\t${line.trim()}`;
    else out.push(line);
  }
  return out;
}

// A short joining word a wrapped line breaks after ("Bachelor of Science in", "Licenciatura em Gestão de").
const JOINING_END = /\s(?:in|of|and|for|en|em|de|del|des|du|da|do|di|della|delle|e|et|y|i|z|w|und|der|des|im|van|voor|és)$/iu;

/** The text cell of a line and how to put the text back: "2016<tab>BSc …", "BSc …<tab>2016" or "BSc …". */
function textCell(line: string): { text: string; with: (text: string) => string } | undefined {
  const cells = line.split('\t');
  if (cells.length === 1) return { text: line, with: (t) => t };
  if (cells.length !== 2) return undefined;
  if (dateAlone(cells[0]!) !== undefined) return { text: cells[1]!, with: (t) => `${cells[0]!}\t${t}` };
  if (dateAlone(cells[1]!) !== undefined) return { text: cells[0]!, with: (t) => `${t}\t${cells[1]!}` };
  return undefined;
}

/**
 * "Licenciatura em Gestão de" over "Empresas e Sistemas de Informação" over "Example University": a long degree that
 * a narrow column broke onto a second line. The second line joins the degree's where it starts in lower case or
 * the degree's line ends on a joining word, or, a name of two to six words (no job title), it stands between the
 * degree and its school (the line under it, or under its date, names a school) in a section printed degree first.
 * It holds no date, cell, digit, school or faculty, and is no grade or bullet (a line in lower case reads as a sentence's rest
 * elsewhere).
 */
function withWrappedDegrees(lines: readonly string[]): string[] {
  // A capitalised rest is taken only in a section that opens on a degree (a degree over its school); under a school
  // heading the name under a degree may be a job held there.
  const opening = lines.map(kindOf).find((k) => k.school || k.degree);
  const degreeFirst = opening?.degree === true;
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const next = lines[i + 1]?.trim();
    const cell = textCell(line);
    const head = cell?.text.trim() ?? '';
    const wraps = cell !== undefined && next !== undefined && head !== '' && !isDetailLine(line) && isDegree(head)
      && !/[.!?;:,]$/u.test(head) && !/[\t\d:]/u.test(next) && !BULLET_START.test(next) && !isGradeLine(next)
      && next.split(/\s+/).length <= 6 && !/[.!?;]$/u.test(next) && !kindOf(next).school && !isFaculty(next) && !isPlace(next)
      && (/^\p{Ll}/u.test(next) || JOINING_END.test(head)
        || (degreeFirst && /^\p{Lu}/u.test(next) && next.split(/\s+/).length >= 2 && !isDegree(next) && !isTitle(next)
          && (schoolLine(lines[i + 2]) || (dateAlone(lines[i + 2] ?? '') !== undefined && schoolLine(lines[i + 3])))));
    if (wraps || degreeWrappedBefore(line, next)) {
      out.push(cell!.with(`${head} ${next!}`));
      i++;
    } else out.push(line);
  }
  return out;
}

/**
 * "Földtani és térképészeti" over "alapképzési szak BSc": a long name a narrow column broke before its degree's words,
 * in a language that sets them last. The second line starts in lower case and names the degree; the first is a short
 * capitalised name (a date cell beside it at most; no school, no degree, no sentence).
 */
function degreeWrappedBefore(line: string, next: string | undefined): boolean {
  const head = textCell(line)?.text.trim() ?? '';
  return next !== undefined && /^\p{Lu}/u.test(head) && head.split(/\s+/).length <= 5 && !/[\t\d.!?;:,]/u.test(head) && !isDetailLine(head)
    && !isDegree(head) && !kindOf(head).school && /^\p{Ll}/u.test(next) && !/[\t\d]/u.test(next) && next.split(/\s+/).length <= 6
    && !/[.!?;:]$/u.test(next) && isDegree(next) && !kindOf(next).school && !isGradeLine(next);
}

/** A faculty or department named alone on its line, undated: "Faculty of Geodesy", "Example Kar". */
const facultyAlone = (line: string): boolean => !isDetailLine(line) && !dated(line) && splitParts(line).length === 1
  && isFaculty(line.trim()) && !isDegree(line);
/** A line that names a school (no faculty alone) and no degree, dated or not. */
const schoolLine = (line: string | undefined): boolean => line !== undefined && !isDetailLine(line) && !facultyAlone(line)
  && kindOf(line).school;

/**
 * "BSc Geology" over "Faculty of Geodesy" over "Example University": a faculty on a line of its own beside its
 * university (above or below it) is a part of that school. Joined to the school's name ("Example University,
 * Faculty of Geodesy", before any date cell), the degree and the school stand side by side again, as the
 * pairing and the entry readers expect; the school above it first, else the one below.
 */
function withFacultiesJoined(lines: readonly string[]): string[] {
  const out: string[] = [];
  const join = (school: string, faculty: string): string => {
    const [name, ...cells] = school.split('\t');
    return [`${name!.trimEnd()}, ${faculty.trim()}`, ...cells].join('\t');
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!facultyAlone(line)) out.push(line);
    else if (schoolLine(out.at(-1)) && out.length > 0) out[out.length - 1] = join(out.at(-1)!, line);
    else if (schoolLine(lines[i + 1])) {
      out.push(join(lines[i + 1]!, line));
      i++;
    } else out.push(line);
  }
  return out;
}

/**
 * "Example University" over "• BSc Geology<tab>2012 – 2016": a bullet that names a degree beside its period
 * is a study, not a duty; printed as a row of its own without the glyph, the period anchors it as any
 * study's row does ("• First duty<tab>2019 – 2021" in a job would give its period to the line above).
 * So is any short name under a school heading. A bare year keeps its bullet: a section dated by years only is
 * read by its school headings.
 */
function asStudyRow(line: string, at: number, lines: readonly string[]): string {
  const cells = line.trim().split(/\t+/);
  if (cells.length !== 2) return line;
  const [text, date] = BULLET_START.test(cells[0]!) ? [cells[0]!, cells[1]!] : [cells[1]!, cells[0]!];
  if (!BULLET_START.test(text) || dateAlone(date) !== 'period') return line;
  const name = text.replace(BULLET_START, '').trim();
  const parts = splitParts(name);
  // A degree the word lists know, or any short name right under a school heading (or under the study bullets below it).
  const bulletRow = (l: string): boolean => l.split(/\t+/).some((cell) => BULLET_START.test(cell.trim()));
  const heading = lines.slice(0, at).reverse().find((l) => !bulletRow(l));
  const underSchool = heading !== undefined && kindOf(heading).school && !dated(heading);
  const study = /^\p{Lu}/u.test(name) && name.split(/\s+/).length <= 8 && !/[.!?;]$/u.test(name) && !isGradeLine(name)
    && (parts.some(isDegree) || underSchool);
  return study ? (date === cells[1] ? `${name}\t${date}` : `${date}\t${name}`) : line;
}

/**
 * A short capitalised name on a line of its own (no date, no digits, no place): in a section that
 * prints each degree above its school, the line right above a school names its study even when the
 * word lists do not know it as a degree ("Computer Programmer", "Senior Technician in Archives").
 */
function isStudyName(line: string, kind: LineKind): boolean {
  return /^\p{Lu}/u.test(line) && !/\d/.test(line) && !line.includes('\t') && line.split(/\s+/).length <= 9 && !kind.detail
    && !kind.school && !/:\s/u.test(line) && !isPlace(line);
}

/**
 * A school's name wrapped before its school word right under its period ("Example Műszaki" over "Egyetem") as one line:
 * paired first, the school word alone took the degree below. Only under a period: elsewhere the line above a school word
 * may be the study above's detail.
 */
function withNamesUnderPeriodsJoined(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const underPeriod = i > 0 && findPeriod(lines[i - 1]!) !== undefined;
    if (underPeriod && i + 1 < lines.length && wrappedName(lines[i]!, lines[i + 1]!, lines[i + 2])) {
      out.push(`${lines[i]!.trim()} ${lines[i + 1]!.trim()}`);
      i++;
    } else out.push(lines[i]!);
  }
  return out;
}

/**
 * "BSc Geology" over "Example University" (over its town and the date): a section that opens on a
 * degree line with its school on the line below prints every study that way. Each such pair, and
 * a study name the word lists do not know above a school, becomes one row "degree<tab>school" (cells, so
 * that the long row of two names is not read as a sentence); the degree line holds no date.
 * "Example University, Springfield<tab>June 2016" over "Bachelor of Arts, Economics": a section that
 * opens on a school line prints the degree under it; a dated school line that names no degree takes
 * the undated degree line below it, as the cell after the school's ("school<tab>degree<tab>date"); so does
 * an undated school line, where the section has dates elsewhere (without any, each school line anchors
 * its study and each degree line under it is a study of its own).
 */
// Before the pairing, each line is read as the readers need it: a grade line as a detail, a date after the
// school's comma or on a line of its own as the study's date cell, a degree wrapped over two lines as one, a dated
// study bullet as a row; first, a period wrapped over two lines ("2015" over "2018") as one, and a school's name wrapped
// right under its period as one (withNamesUnderPeriodsJoined).
export function pairStudyLines(printed: readonly string[]): string[] {
  const lines = withFacultiesJoined(withDateCells(withWrappedDegrees(withNamesUnderPeriodsJoined(joinWrappedPeriods(printed))
    .map((line) => dateAfterComma(asDetail(line))))))
    .map(asStudyRow);
  const kinds = lines.map(kindOf);
  const first = kinds.findIndex((k) => k.school || k.degree);
  if (first < 0) return [...lines];
  const degreeFirst = kinds[first]!.degree && first + 1 < lines.length && kinds[first + 1]!.school;
  const sectionDated = kinds.some((k) => k.dated);
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const next = lines[i + 1];
    const kind = kinds[i]!;
    const nextKind = kinds[i + 1];
    if (next === undefined || nextKind === undefined) {
      out.push(line);
      continue;
    }
    if (degreeFirst && !kind.dated && nextKind.school && (kind.degree || isStudyName(line, kind))) {
      out.push(`${line}\t${next}`);
      i++;
      continue;
    }
    // "Example University" over "Bachelor of Engineering" over "Geology" over the date: joined, the field's line
    // still reaches the date's entry (it takes two header lines above it).
    if (!degreeFirst && kind.school && (kind.dated || sectionDated) && nextKind.degree && !nextKind.dated) {
      // The degree goes in as the cell after the school's, before the date cell, which ends the row.
      const [school, ...cells] = line.split(/\t+/);
      out.push([school, next, ...cells].join('\t'));
      i++;
      continue;
    }
    out.push(line);
  }
  return out;
}
