// A study's header wrapped over two to four lines before its period, as a narrow column breaks a long degree:
// "Master of Science - MS, Computer Engineering" / "and Information Systems with a minor in" / "Applied Statistics · (2014
// - 2017)" (LinkedIn's export). The lines after the first go on the header: each opens with a small letter, or the line
// before ends on a word that joins two others; the last ends on its period. The lines are one header.
import { findPeriod, trimSeparators } from './periods.js';
import { isDegree, isInstitution, isSchoolName } from './roles.js';
import { isCapitalLetter as isCapital, isSmallLetter as isSmall } from '../classify/text.js';

// Words that join two others, in the languages the parser reads: a line that ends on one goes on in the next.
const JOINING = new Set(['and', 'of', 'for', 'the', 'in', 'with', 'a', 'an', '&', 'und', 'mit', 'für', 'im', 'der', 'des', 'de', 'du',
  'di', 'del', 'della', 'y', 'con', 'e', 'et', 'avec', 'és', 'van', 'voor', 'en', 'met', 'em', 'com', 'da', 'do', 'i', 'w', 'z', 'ze', 'na']);
const BULLETS = new Set([...'-–•·*▪►✓➢∗◦‣⁃●■➤❖']);
// A header's line is short; a longer one is prose.
const MAX_LINE = 110;
const MAX_WRAPS = 3;
// A line a column wrapped is about as long as the column: a short one ends where its text ends.
const MIN_WRAPPED = 30;

// The words that join two parts of a name ("University of" ↵ "Westmoor", "Institute for" ↵ "Soil Studies"): a line opening on
// one before a capital is the rest of a name. The particles of family names ("de", "van") open a family firm's name as
// often ("de Wilde NV" under its title): they go on a line only after a school's or an institution's word.
const NAME_JOINING = new Set(['of', 'for', 'and', '&', 'und', 'für', 'y', 'e', 'et', 'és', 'en', 'voor']);
const NAME_PARTICLES = new Set(['de', 'del', 'della', 'di', 'da', 'do', 'dos', 'das', 'der', 'des', 'du', 'van', 'von']);
const MAX_NAME_REST_WORDS = 5;

/**
 * "2019–present<tab>Associate Professor, Department of Soil Studies, University" over "of Westmoor": a dated row's header
 * that a wide date column left too little room wraps back to the margin, under the period. `next` is that rest of the
 * header when it is a few words opening on a name's joining word before a capital, with no period, cell or sentence's end,
 * under a dated row that ends on a letter.
 */
export function goesOnAfterDatedRow(line: string, next: string): boolean {
  const rest = next.trim();
  const words = rest.split(/\s+/u);
  if (words.length < 2 || words.length > MAX_NAME_REST_WORDS || !isCapital(words[1]!.charAt(0))) return false;
  if (rest.includes('\t') || closed(rest) || findPeriod(rest)) return false;
  const row = line.trim();
  if (!/\p{L}$/u.test(row) || findPeriod(row) === undefined) return false;
  if (NAME_JOINING.has(words[0]!)) return true;
  return NAME_PARTICLES.has(words[0]!) && isInstitution(row.slice(row.lastIndexOf(' ') + 1));
}

const endsJoined = (line: string): boolean => JOINING.has(line.slice(line.lastIndexOf(' ') + 1).toLowerCase());
// A sentence's end closes the line: what follows is no part of it.
const closed = (line: string): boolean => '.:;!?'.includes(line.charAt(line.length - 1)) && line !== '';

/**
 * The index of the last line of the header that opens at `i`, wrapped as above, or `i` when it is not; the last line's
 * period ends it ("· (2014 - 2017)"). A line goes on in the next when that opens with a small letter or it ends on a
 * joining word (one such line at least: a line cut after a joining word and going on in capitals alone is entries.ts's
 * joinWrappedHeaders); or, where the header opens with a degree's words on a line as long as a column's, when it is as long
 * too and the next names no school ("… Organización" / "Industrial con …": a narrow column breaks anywhere).
 */
export function wrappedHeaderEnd(lines: readonly string[], i: number): number {
  const first = lines[i]!.trim();
  // A line that ends on its year ("MSc Marine Ecology | Example University | 2017") is a whole study already.
  if (first.length > MAX_LINE || !isCapital(first.charAt(0)) || closed(first) || findPeriod(first) || endYear(first)) return i;
  const degreeFirst = first.length >= MIN_WRAPPED && isDegree(first.split(/\s+/u).slice(0, 3).join(' '));
  let small = false;
  for (let j = i + 1; j <= i + MAX_WRAPS && j < lines.length; j++) {
    const line = lines[j]!.trim();
    const before = lines[j - 1]!.trim();
    const c = line.charAt(0);
    if (line.length > MAX_LINE || BULLETS.has(c)) return i;
    // A one-line study ("Degree, School, Town, 2014") ends on its end year where a dated header ends on its period.
    const period = findPeriod(line) ?? (degreeFirst && !line.includes('\t') ? endYear(line) : undefined);
    const text = period ? line.slice(0, period.index).trim() : line;
    const goesOn = isSmall(c) || endsJoined(before) || (degreeFirst && schoolNameGoesOn(before, line));
    if (!goesOn && !(degreeFirst && before.length >= MIN_WRAPPED && isCapital(c) && !isSchoolName(trimSeparators(text)))) return i;
    small ||= goesOn;
    if (period) {
      const after = line.slice(period.index + period.length).trim();
      if (!(small || degreeFirst) || period.index === 0 || (after !== '' && after !== ')')) return i;
      // "… · (2017 -" over "2020)": the period's end wrapped too.
      return endWrapped(line, lines[j + 1]) ? j + 1 : j;
    }
    if (closed(line)) return i;
  }
  return i;
}

// A year ending the line, after a comma or a space or in brackets: "Eastmoor, 2014", "Eastmoor (2014)".
const END_YEAR = /(?<=[\s,(])((?:19|20)\d{2})\)?\.?$/u;
function endYear(line: string): { index: number; length: number } | undefined {
  const m = END_YEAR.exec(line);
  return m ? { index: m.index, length: m[1]!.length } : undefined;
}

// One to three words of a name, the first capitalised.
const NAME_FRAGMENT = /^\p{Lu}[\p{L}'’.&-]*(?: [\p{L}'’.&-]+){0,2}$/u;
// The pieces of a one-line study: "Degree, School, Town" or "Degree — School, Town".
const PIECE_SEPARATOR = /\s*(?:,|\s[—–|]\s)\s*/u;
/**
 * "…, Westfield" over "College, Westfield, 2012": a narrow column broke the school's name; the last piece of the line and
 * the first of the next name a school together, the last alone does not (a short capitalised fragment after a separator, or
 * a school's word alone).
 */
function schoolNameGoesOn(before: string, line: string): boolean {
  // A line still waiting for its year (no digit, no cell, no label), broken after one to three words of a name.
  if (/[\d\t:]/u.test(before) || /[\t:]/u.test(line)) return false;
  const pieces = before.split(PIECE_SEPARATOR);
  const last = pieces.at(-1)!.trim();
  const next = line.split(PIECE_SEPARATOR)[0]!.trim();
  if (pieces.length < 2 || !NAME_FRAGMENT.test(last) || !NAME_FRAGMENT.test(next)) return false;
  // "— Universidad" over "Politécnica de Madrid, Sevilla (2016)": a school's word alone names no school either.
  return isInstitution(`${last} ${next}`) && (!isInstitution(last) || !/\s/u.test(last));
}

/** Does `next` hold only the end of the period `line` ends on, open after its dash ("2020)", "Present")? */
function endWrapped(line: string, next: string | undefined): boolean {
  const last = line.charAt(line.length - 1);
  if (next === undefined || (last !== '-' && last !== '–' && last !== '—')) return false;
  const rest = next.trim();
  const period = rest.length <= 16 ? findPeriod(`2000 - ${rest}`) : undefined;
  return period !== undefined && period.end !== '' && period.index === 0 && `2000 - ${rest}`.slice(period.length).trim().replace(')', '') === '';
}

/** The education section's lines with each header wrapped as above joined into one line. */
export function joinWrappedStudies(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const end = wrappedHeaderEnd(lines, i);
    out.push(end > i ? lines.slice(i, end + 1).map((l) => l.trim()).join(' ') : lines[i]!);
    i = end;
  }
  return out;
}

// A study's header is never longer than this, however long its degree's name.
const MAX_HEADER = 220;

/**
 * "Máster, Ingeniería de Organización Industrial con especialidad en Sistemas de Información y Producción · (2014 - 2017)":
 * a long degree's name before the period that ends its line is a header, not a sentence, however many words it has (a
 * DOCX prints it whole; a PDF's wrapped lines are joined above). The line opens with a degree's words and ends on its period.
 */
export function isLongStudyHeader(line: string): boolean {
  const last = line.charAt(line.length - 1);
  if (line.length > MAX_HEADER || !(last === ')' || (last >= '0' && last <= '9'))) return false;
  const period = findPeriod(line);
  if (!period || period.index < 8) return false;
  const after = line.slice(period.index + period.length).trim();
  const before = line.slice(0, period.index).trim();
  if ((after !== '' && after !== ')') || closed(before)) return false;
  return isDegree(before.split(/\s+/u).slice(0, 3).join(' '));
}
