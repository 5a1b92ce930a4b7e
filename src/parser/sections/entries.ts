// Groups the lines of an experience or education section into entries, one per period
// ("2019 – 2021"). CVs print an entry's header (title, employer, place) on the period's own
// line, on one or two lines before it, or on the lines after it when the period comes first;
// bullets and sentences below are the entry's details, not its header.
import { SINCE_WORDS, findLoneEnd, findLoneStart, findPeriod, trimSeparators, type Period } from './periods.js';
import { joinStackedPeriods } from './stacked-periods.js';
import { isCompany, isDegree, isInstitution, isPlace, isSchoolName, isTitle } from './roles.js';
import { closesFormAbove, formRowsAfter, isClientRow, isLabelledRow } from './entry-labels.js';
import { freeTitleBeside } from './free-title.js';
import { isPiecedTitleLine } from './title-pieces.js';
import { placePairAt } from './place-pairs.js';
import { joinFieldLists } from './field-lists.js';
import { MONTH_TOKEN_PATTERN, foldForDates, withMonthTokens } from '../fields/dates.js';
import { foldDiacritics } from '../classify/text.js';
import { anyCase } from '../classify/any-case.js';
import { LEGAL_FORM_PATTERN, isLegalFormsOnly } from './legal-forms.js';
import { twoByte } from '../two-byte.js';
import { rememberedByText } from '../remembered.js';
import { insideSpan } from './span-dates.js';
import { wholeHeadingKind } from './vocabulary.js';
import { isTownShaped } from '../fields/lone-town.js';
import { isCountry } from '../fields/address-parts.js';
import { goesOnAfterDatedRow, isLongStudyHeader } from './wrapped-headers.js';
import { employerGoesOn } from './wrapped-employers.js';
import { isStudyAtSchool } from './at-school.js';
import { withGluedTownsApart } from './glued-town.js';
import { withDatesAfterHeaders } from './dates-after-headers.js';
import { endsOnLegalForm, joining, titleThenFirm } from './title-then-firm.js';
import { joinWrappedNames } from './wrapped-names.js';
import { opensOnNameParticle, opensOnParticle } from './particle-names.js';
import { asNames, isDashedNames, isPartnersNames, isSurname, namesKinAfterAnd, SMALL_NAME_WORDS } from './partners-names.js';

export interface Entry {
  period: Period;
  /** Header parts in reading order ("Software Engineer", "Example GmbH", "Berlin"). */
  parts: string[];
  /** The header's lines, each as printed and as parts, when known. */
  lines?: { text: string; parts: string[] }[];
  /** The place printed in the period's own cell ("Lyon, Mar 2020 – Present"), when there is one. */
  place?: string;
  /** The period stands in a bullet or a sentence ("• Tutor for statistics (2021 – 2022)"), not in a header line. */
  inDetail?: boolean;
  /** Which of `lines` is the period's own line, when it has header text of its own. */
  ownAt?: number;
}

const clean = trimSeparators;

/**
 * The header text on a period's own line. A period set between two texts ("Director – IT  March
 * 2019 – May 2021  Example Studios – Springfield") divides two header lines; the period's cell
 * of a row ("Engineer<tab>Lyon, Mar 2020 – Present") may hold the place, before a comma.
 */
export function ownHeader(line: string, period: Period, placesInCells = false): { texts: string[]; place: string } {
  let before = line.slice(0, period.index);
  const after = line.slice(period.index + period.length);
  let place = '';
  const tabBefore = before.lastIndexOf('\t');
  const cellTail = after.split('\t')[0]!;
  // Only where the text cells name title and employer already, or the word lists know the place:
  // "Engineer<tab>Example Labs, 2019 – 2021" prints the employer there.
  const rowHead = clean(before.slice(0, Math.max(tabBefore, 0)));
  if (tabBefore >= 0 && rowHead !== '') {
    const cellHead = before.slice(tabBefore + 1);
    const candidate = clean(cellHead);
    const placeLike = /^\p{Lu}[\p{L}.'’\- ]{1,30}$/u.test(candidate) && candidate.split(/\s+/).length <= 3
      && !isInstitution(candidate) && !isCompany(candidate) && !isTitle(candidate);
    const sure = splitParts(rowHead).length >= 2 || isPlace(candidate) || placesInCells;
    if (/,\s*$/u.test(cellHead) && clean(cellTail) === '' && placeLike && sure) {
      place = candidate;
      before = before.slice(0, tabBefore);
    }
  }
  // "Example Ltd<tab>Hamburg, Germany<tab>Jun 2020 – Present": a place in a cell of its own just before the period's
  // (the templates that set the place and the period flush right, read on the entry's row) is no title of the entry.
  const cell = place === '' ? cellBeforePeriod(line, period) : '';
  if (cell !== '' && (isPlace(cell) || (placesInCells && isPlaceShaped(cell)))) {
    place = cell;
    before = before.slice(0, before.lastIndexOf('\t', before.trimEnd().length - 1) + 1).replace(/\t\s*$/u, '');
  }
  const head = clean(before);
  const tail = clean(after);
  if (/\p{L}{2}/u.test(head) && /^\p{Lu}/u.test(tail) && /\p{L}{2}/u.test(tail) && !isDetailLine(tail)) {
    return { texts: [headerOf(head), tail], place };
  }
  const own = headerOf(clean(`${before}  ${after}`));
  // "April, 2023 - November, 2024<tab>1 year, 7 months": how long the job lasted is no header text (the period is alone
  // on its line, and the title may follow under it).
  return { texts: own && !isDurationOnly(own) ? [own] : [], place };
}

/** A text that says how long something lasted and nothing else ("1 year, 7 months", "(2 yrs 3 mos)", "a year"). */
export function isDurationOnly(text: string): boolean {
  const pieces = text.replace(/[()]/gu, ' ').split(/[,;·|]|\s(?=\d)/u).map((p) => p.trim()).filter((p) => p !== '');
  return pieces.length > 0 && pieces.every((p) => DURATION.test(p) && p.split(/\s+/u).length <= 2);
}

/**
 * The cell between the entry's text and a period in a cell of its own ("Example Ltd<tab>Lyon<tab>2019 – 2021"), or ''.
 * Only rows of those three cells: a row of more ("PhD<tab>Example University, Physics<tab>Elmbury, OR<tab>2018 – 2023")
 * is read as its parts, the place among them.
 */
function cellBeforePeriod(line: string, period: Period): string {
  const before = line.slice(0, period.index);
  if (!/\t\s*$/u.test(before)) return '';
  const cells = before.split('\t');
  return cells.length === 3 && clean(cells[0]!) !== '' ? clean(cells[1]!) : '';
}

/** Shaped like a place: a town's name, or a town with its country or a US state ("Hamburg, Germany", "Austin, TX"). */
function isPlaceShaped(text: string): boolean {
  const [town, where, ...rest] = text.split(/,\s*/u);
  if (rest.length > 0 || !isTownShaped(town!)) return false;
  return where === undefined || /^[A-Z]{2}$/u.test(where) || isCountry(where) || isTownShaped(where);
}

/**
 * Rows whose cell before the period is shaped like a place and whose next line is a short line of its own (the title
 * under "Employer<tab>Place<tab>Period"), on two rows or more: the template sets a place there on every row. A title in
 * that cell ("Example Ltd<tab>Analyst<tab>2019 – 2021") has the entry's details under it, not a short header line.
 */
function townCellsBeforePeriods(lines: readonly string[], anchors: readonly (Period | undefined)[]): boolean {
  let rows = 0;
  for (let i = 0; i + 1 < lines.length; i++) {
    const period = anchors[i];
    const next = lines[i + 1]!;
    if (!period || anchors[i + 1] || isDetailLine(next) || next.includes('\t') || next.split(/\s+/u).length > 6) continue;
    if (isPlaceShaped(cellBeforePeriod(lines[i]!, period))) rows++;
  }
  return rows >= 2;
}

const MAX_HEADER_LINES = 2;
// "2 years 10 months" beside a period is its length, not a header part; so is "a year" (a page that counts the length for
// the reader writes one so).
export const DURATION = /^(?:(?:an?|one)\s+(?:year|month)|\d+\+?\s*(years?|yrs?|months?|mos?|jahre?|monate?|ev|év|honap|hónap|ans?|mois|anos?|años?|meses|mes|anni|anno|mesi|mese|lat|lata|rok|mies\.|miesi[aąeę]c\w*|jaar|maand(?:en)?))(?=$|[\s\d.,;:()|·–-])/iu;

const LEADING_SEPARATORS = /^[\s|,;:·•\-–—()]+/u;
/** The text after a period that opens the line ("mrt 2023 – mrt 2024", "gen 2017 – in corso"), or undefined without one. */
function textAfterLeadingPeriod(line: string): string | undefined {
  const period = findPeriod(line);
  // Trimmed from the start only by pattern: an end-anchored one retries a long run of spaces from each of its places.
  return period !== undefined && period.index === 0 ? line.slice(period.length).replace(LEADING_SEPARATORS, '').trimEnd() : undefined;
}

/** A bullet or a sentence: an entry's detail, never its header. */
export function isDetailLine(line: string): boolean {
  const t = withoutTrailingLink(line.trim());
  if (isGlossedName(t)) return false;
  if (isClientRow(t)) return true;
  // Bullets come in many glyphs ("∗", "◦", "‣", "●", "■", "➤", "❖").
  if (/^[-–•·*▪►✓➢o∗◦‣⁃●■➤❖]\s/u.test(t) || /^[•·▪►✓➢∗◦‣⁃●■➤❖]/u.test(t)) return true;
  // A row of cells ("Example University, Springfield<tab>Expected graduation: June 2016"): the first
  // cell says what the row is; a short date or place cell beside it adds words, not a sentence.
  const cells = t.split(/\t+/);
  // "2025<tab>Prepared the monthly reports.": a bare date cell (a period's tail, a year) says nothing; the text beside it does.
  if (cells.length === 2 && /^[\d\s./–-]+$/u.test(cells[0]!) && !findPeriod(cells[0]!)) {
    // "04/2021<tab>- 05/2024": the start in one cell and the dash and end in the next make one period, and a period
    // alone on its line is no detail (the dash would read as a bullet's, and a head above it as a detached column's).
    const whole = findPeriod(t);
    if (whole && trimSeparators(`${t.slice(0, whole.index)} ${t.slice(whole.index + whole.length)}`) === '') return false;
    return isDetailLine(cells[1]!);
  }
  // "mrt 2023 – heden<tab>Title, Employer, Town", "marzo de 2024 - actualidad (2 años 9 meses)": a period set first (moderncv's
  // date column, LinkedIn's role lines) that opens with a month written in lower case is no sentence: the text after it,
  // if any, says what the line is.
  const afterPeriod = /^\p{Ll}/u.test(t) ? textAfterLeadingPeriod(t) : undefined;
  if (afterPeriod !== undefined) return afterPeriod !== '' && (/^\p{Ll}/u.test(afterPeriod) || isDetailLine(afterPeriod));
  if (cells.length > 1 && cells[0]!.trim() !== '') {
    return isDetailLine(cells[0]!)
      || cells.slice(1).some((c) => (c.length > 60 || c.split(/\s+/).length > 8) && !isGlossedName(c) && !isStudyCell(c));
  }
  if (isHeaderRow(t)) return false;
  // A long degree's name before its period (wrapped-headers.ts) is a header however many words it has.
  if (t.length > 60 && isLongStudyHeader(t)) return false;
  // "Laurea magistrale in Ingegneria gestionale at Università degli Studi di Milano": a degree at its school, however long.
  if (t.length > 60 && isStudyAtSchool(t)) return false;
  if (SECTOR_START.test(t) && SECTOR_ROW.test(foldDiacritics(t).toLowerCase())) return true;
  // Separators ("|", "–") are no words: "MSc Data Science | Example University | 2018" is a header.
  const wordList = t.split(/\s+/).filter((w) => /[\p{L}\d]/u.test(w));
  const words = wordList.length;
  // "Prepared monthly reports.": a short sentence still has lower-case words before its dot; so has one of two words
  // ("Built reports.", "Counted stock."), which a header line of two entries in a row would otherwise take for an employer.
  const shortSentence = words >= 2 && endsSentence(t) && /\s\p{Ll}{4,}/u.test(t);
  // "Geschäftsführung.", "Lagerverwaltungssystems.": one long word and a full stop, a sentence's last word that a narrow
  // column wrapped onto a line of its own; the head of the next entry above its period would take it for a title.
  const sentenceTail = words === 1 && /^\p{L}{6,}\.$/u.test(t) && !isCompany(t);
  // "at Example University" under "MSc Physics": a template prints the school or the employer on a line of its own after
  // "at"; the small word opens a header line there, not a sentence.
  if (AT_NAME_LINE.test(t) && words <= 8 && !endsSentence(t)) return false;
  return ((words > 10 || t.length > 90) && !isLongPiecedHeader(t)) || t.length > MAX_PIECED_HEADER_CHARS || (words > 4 && endsSentence(t))
    || shortSentence || sentenceTail
    || (/^\p{Ll}/u.test(t) && !opensOnNameParticle(t) && !isSmallLetterDegree(t, words)) || isSentence(t, wordList)
    || isLabelledList(t) || isLabelledFigure(t);
}

// "magister, kierunek: zarządzanie", "licenciatura em Gestão", "laurea triennale in Economia": many CVs write a degree in
// small letters, as their languages write it in a sentence; a short line that opens on one is a study's line, no duty.
const MAX_DEGREE_LINE_WORDS = 8;
const isSmallLetterDegree = (line: string, words: number): boolean => words <= MAX_DEGREE_LINE_WORDS && !endsSentence(line) && isDegree(line);

// "Desarrollador de Soluciones, Pérez Quiróz S.A., Castellón de la Plana": a header of title, firm and town runs past ten words
// where each is named in full. Its pieces, set apart by commas or bars, are few and short, and each opens on a capital (the
// small words inside a name aside), as the clauses of a sentence listed with commas do not.
const MAX_PIECES = 4;
const MAX_PIECED_HEADER_CHARS = 140;
const MAX_PIECE_WORDS = 6;
function isLongPiecedHeader(line: string): boolean {
  if (endsSentence(line)) return false;
  const pieces = line.split(/\s*[,|•·]\s+|\s+[-–—]\s+/u);
  return pieces.length >= 2 && pieces.length <= MAX_PIECES
    && pieces.every((p) => (/^[\p{Lu}\d]/u.test(p) || opensOnParticle(p)) && p.split(/\s+/u).length <= MAX_PIECE_WORDS);
}

// "at Example University", "bei Example GmbH": "at" and a capitalised name, the rest of a header printed on the line above.
const AT_NAME_LINE = /^(?:at|bei|bij|chez|presso)\s+\p{Lu}/u;

// "• Examplia.- Online shop for bakeries": a name glossed with what the firm does (firm-gloss.ts) opens a header, even
// after a bullet or a sign, as lists of jobs print it. The name's words are capitalised (short joining words, "&" and
// digits aside), as a duty's are not ("• Built the reports.- …"). A name with a legal form of three words and its town
// ("Example Handel GmbH & Co. KG, Berlin.- …") has as many as eight.
const GLOSSED_LINE = /^(?:[-–•·*▪►✓➢∗◦‣⁃●■➤❖»♦]\s*)?(\S.{0,60}?)(?<=\p{L})\.-\s+\p{L}[^\t]{0,80}(?:\t[^\t]{0,60})*$/u;
function isGlossedName(line: string): boolean {
  const name = GLOSSED_LINE.exec(line)?.[1];
  const words = name?.split(/\s+/) ?? [];
  const counted = words.filter((w) => w !== '&').length;
  return counted > 0 && counted <= 8 && /^[\p{Lu}\d]/u.test(words[0]!)
    && words.every((w) => /^[\p{Lu}\d&]/u.test(w) || /^\p{Ll}{1,3}(?:\.\p{Ll}{1,3})*\.?$/u.test(w));
}

// "Business or sector  Logistics": the Europass row under a job that names its field, in the form's languages.
// It describes the job; a name set under the employer would read it as a header line of the next one.
const SECTOR_ROW = new RegExp('^(?:(?:type of )?business or sector|tatigkeitsbereich oder branche|art des unternehmens'
  + "|type ou secteur d['’]activite|secteur d['’]activite|type d['’]entreprise ou secteur|tipo de empresa o sector|sector de actividad"
  + '|tipo di attivita o settore|tipo de empresa ou sec?tor|soort onderneming of sector|rodzaj dzialalnosci lub sektor'
  + '|tevekenyseg tipusa|druh podniku nebo odvetvi)(?![\\p{L}])', 'u');

// The first word of those labels, as printed: most lines are ruled out without folding them (this runs on every line).
const SECTOR_START = /^(?:type|business|t[aä]tigkeitsbereich|art|secteur|tipo|sector|soort|rodzaj|tev[eé]kenys[eé]g|druh)(?![\p{L}])/iu;

/** The most words of a study's name in a cell: a long degree with its fields, or a school named in full. */
const MAX_STUDY_CELL_WORDS = 14;

/**
 * "2019<tab>Master of Science in Data Engineering and Machine Learning<tab>Example University": a cell that opens on a
 * degree's words or names a school is a study's name, however long its field makes it; so is one that closes on the
 * degree's letters, as Hungarian sets them ("… alapképzési szak BA"). A sentence opens and closes otherwise.
 */
function isStudyCell(cell: string): boolean {
  const words = cell.trim().split(/\s+/);
  if (words.length > MAX_STUDY_CELL_WORDS || !/^[\p{Lu}\p{Lo}]/u.test(words[0]!) || /[.!?;:]$/u.test(cell.trim())) return false;
  const degreeLast = /^\p{Lu}/u.test(words.at(-1)!) && isDegree(words.slice(-2).join(' '));
  return isDegree(words.slice(0, 3).join(' ')) || degreeLast || isInstitution(cell);
}

// "GPA: 3.5", "Grade: 94 / 100", "Note: 1,3": a label over a figure rates an entry, it names no part of it.
function isLabelledFigure(line: string): boolean {
  return /^[^:\d]{2,30}:\s*[\d.,/\s%]+$/u.test(line) && /\d/.test(line.split(':')[1]!);
}

/**
 * "Bachelor of Science in Marine Biology – Example College of Ocean Sciences and Technology": a
 * degree and a school divided by a dash or bar, long as a sentence but a header all the same; so are
 * a degree and a school divided by commas ("Example College, Licence en géologie (option cartographie), 2019"),
 * with a place and a year at most beside them.
 */
function isHeaderRow(line: string): boolean {
  if (/[.!?]$/u.test(line)) return false;
  // The Arabic comma ("،") parts them in Persian and Arabic, whose many short words ("و", "and") fill ten words soon.
  return [/\s+[-–—|]\s+/u, /[,،]\s+/u].some((separator, k) => {
    const parts = line.split(separator);
    if (parts.length < 2 || parts.length > 4 + k || parts.some((p) => p.split(/\s+/).length > 9)) return false;
    // A school named short is one too ("BSc Geology (option in Mapping), UCM Example, Town, Country").
    return parts.some((p) => isDegree(p)) && parts.some((p) => isSchoolName(p) && !isDegree(p));
  });
}

// "Analyst, Example Trading S.A.", "Example Holdings Inc.": the dot of an abbreviation ends a
// name, not a sentence.
function endsSentence(line: string): boolean {
  if (!/[.!?]$/.test(line)) return false;
  const words = line.split(/\s+/);
  const last = words.at(-1)!;
  // "… Sp. j.", "… Sp. k.": a company form of two short abbreviated words.
  const lastTwo = words.length >= 2 && /^\p{L}{1,3}\.$/u.test(words.at(-2)!) ? words.slice(-2).join(' ') : '';
  return !/^(?:\p{L}{1,3}\.){2,4}$/u.test(last) && !(last.endsWith('.') && (isCompany(last) || (lastTwo !== '' && isCompany(lastTwo))));
}

// "Back-end: Python, Django, Flask": the tools of a job, listed under a label. Labels of entry
// parts ("Employer: Example Ltd, Main Street 5") name a role or an address and stay headers; so does
// a degree over the fields it lists ("Master: Logistics, Finance, Law").
const ENTRY_LABEL = /employ|address|adress|compan|firma|empresa|position|title|function|role|name/iu;
function isLabelledList(line: string): boolean {
  const m = /^([^:]{2,30}):\s+(.+)$/u.exec(line);
  return m !== null && !ENTRY_LABEL.test(m[1]!) && (m[2]!.match(/,/g) ?? []).length >= 2
    && !(m[1]!.trim().split(/\s+/).length <= 4 && isDegree(m[1]!));
}

/**
 * "Create budget forecasts for clients to help with planning": a duty written as a sentence
 * without a bullet. Names of employers, schools and titles capitalise most of their longer
 * words; a sentence capitalises only its first. Lines divided by commas or bars are lists of
 * header parts ("Senior clerk, tax office"), not sentences, so they are left alone.
 */
function isSentence(line: string, wordList: readonly string[]): boolean {
  // A script without case (Arabic, Hebrew …) capitalises nothing: there this tells nothing.
  if (wordList.length < 5 || /[,،|•·–—]/u.test(line) || !/[\p{Lu}\p{Ll}]/u.test(line)) return false;
  // "Bachelor's in harbour logistics planning": a degree written in lower case is no sentence; nor is "Gazdálkodási és
  // menedzsment alapképzési szak BA", a name in a language that sets the degree's letters (or its word) last.
  if (isDegree(wordList.slice(0, 2).join(' ')) || (/^\p{Lu}/u.test(wordList.at(-1)!) && isDegree(wordList.slice(-2).join(' ')))) return false;
  if (opensWithDegreePhrase(wordList)) return false;
  if (opensAsTitle(wordList) && !endsSentence(line)) return false;
  const long = wordList.filter((w) => /^\p{L}{4,}/u.test(w));
  if (long.length < 4) return false;
  const capitalised = long.filter((w) => /^\p{Lu}/u.test(w)).length;
  return capitalised <= 1;
}

// The "of" after a title's first word: "Responsable de", "Jefe de", "Addetta alla", "Técnico de", "Head of".
const TITLE_OF = new Set(['of', 'de', 'des', 'du', 'del', 'della', 'dei', 'delle', 'degli', 'di', 'da', 'do', 'dos', 'das', 'alla', 'alle', 'al', 'ai']);

/**
 * "Spécialiste de la mise en œuvre client", "Técnico de mantenimiento de equipos industriales", "Addetta alla gestione delle
 * risorse umane": a Romance language writes a title in sentence case, its long words small after the first, as a sentence
 * is; but the title opens on a title's word and the "of" after it, where a duty opens on what was done ("Mise en place de …").
 */
function opensAsTitle(wordList: readonly string[]): boolean {
  return wordList.length >= 3 && isTitle(wordList[0]!) && TITLE_OF.has(foldDiacritics(wordList[1]!).toLowerCase());
}

/**
 * "Střední odborné vzdělání s maturitou", "Úplné stredné odborné vzdelanie …": a degree named by a phrase of three or four
 * words opens the line, a name no shorter piece of it is ("Completed a bachelor …" is a sentence: its third word alone is
 * the degree).
 */
function opensWithDegreePhrase(wordList: readonly string[]): boolean {
  for (let k = 3; k <= Math.min(4, wordList.length - 1); k++) {
    if (isDegree(wordList.slice(0, k).join(' '))) return !isDegree(wordList[k - 1]!);
  }
  return false;
}

// A period cut over two lines: "Dec 2023 –" ends one line (or opens it, before the header) and
// "Present" or "Nov 2024" opens the next one, often in a date column beside the text.
const CUT_START = /^(.{3,20}?)\s*[-–—]\s*(.*)$/u;

/** Where a cut period starts: the text before it (kept in front), its start, and the text after its dash. */
interface CutStart {
  before: string;
  start: string;
  after: string;
}

/**
 * The cut start of a line: one that opens it ("Dec 2023 –", "Mar. 2021— Developer"), or an open period ending the
 * line after the header's text ("Firm, Town | 07/2021 –" over "11/2025", a narrow column's wrap at the dash).
 */
function cutStartOf(line: string, own: ReturnType<typeof findPeriod>): CutStart | undefined {
  const atEnd = own !== undefined && own.index > 0 && /[-–—]\s*$/u.test(line);
  const cut = CUT_START.exec(atEnd ? line.slice(own.index) : line);
  return cut ? { before: atEnd ? line.slice(0, own.index) : '', start: cut[1]!, after: cut[2]! } : undefined;
}

/** Joins a period cut over two lines back into the first one (also one stacked end over start); the second keeps its other text. */
export function joinCutPeriods(lines: readonly string[], { yearCells = false }: { yearCells?: boolean } = {}): string[] {
  const out = joinStackedPeriods(lines, isDetailLine, { years: !yearCells });
  for (let i = 0; i + 1 < out.length; i++) {
    const line = out[i]!;
    const own = findPeriod(line);
    // "2021-03-01" over "- 2024-08-01": a start alone on its line, its end under it after a dash.
    const lone = own ? undefined : findLoneStart(line);
    if (lone && lone.index === 0 && findLoneEnd(out[i + 1]!)?.index === 0) {
      const joined = `${line.trim()} – ${out[i + 1]!.trim().replace(/^[-‐‑–—]\s*/u, '')}`;
      if (findPeriod(joined)) {
        out[i] = joined;
        out.splice(i + 1, 1);
        continue;
      }
    }
    // An open period whose dash ends the line or its own text ("Mar 2021— Developer") may be cut.
    const cutOpen = own?.current === true && (/[-–—]\s*$/u.test(line) || /[-–—]$/u.test(line.slice(own.index, own.index + own.length)));
    if (own && !cutOpen) continue;
    const cut = cutStartOf(line, own);
    if (!cut || !/\d{4}/.test(cut.start)) continue;
    const next = out[i + 1]!;
    const [cell = '', ...rest] = next.split(/\t+|\s{2,}/);
    // "Present" or "Nov 2023" alone, or a short first word group ahead of the text.
    const endWords = cell.length <= 20 ? [cell] : [];
    const words = next.split(/\s+/);
    for (let k = 1; k <= 2 && k <= words.length; k++) endWords.push(words.slice(0, k).join(' '));
    for (const end of endWords) {
      const joined = `${cut.start} – ${end}`;
      const period = findPeriod(joined);
      if (!period || period.index !== 0 || period.length < joined.length - 1) continue;
      // A date under an open period that is earlier than its start begins the next entry.
      if (period.start === '' || (!period.current && period.end < period.start)) continue;
      out[i] = `${cut.before}${cut.after ? `${joined} ${cut.after}` : joined}`;
      const left = end === cell ? rest.join(' ').trim() : next.slice(end.length).trim();
      if (left) out[i + 1] = left;
      else out.splice(i + 1, 1);
      break;
    }
  }
  return out;
}

const LABELLED_VALUE = /^([^:\t\d]{2,30}):\s*(\S.*)$/u;

/** "Start date: 03/2019": a label over a month date and nothing else; the label folded, the date as printed. */
function labelledDate(line: string): { label: string; value: string; start: string } | undefined {
  const m = LABELLED_VALUE.exec(line);
  const lone = m ? findLoneStart(m[2]!) : undefined;
  return m && lone && lone.index === 0 ? { label: m[1]!.trim().toLowerCase(), value: m[2]!.trim(), start: lone.start } : undefined;
}

/**
 * "Start date: 03/2019" and, a row or two below, "End date: 05/2021" (or "To: present"): a form prints
 * an entry's period as two labelled rows. They are written as one period on the first row, so the
 * entry is anchored once. Labels are not looked up: two different labels, each over a date, in
 * order, are the two ends.
 */
export function joinLabelledDates(lines: readonly string[]): string[] {
  const out = [...lines];
  for (let i = 0; i < out.length; i++) {
    const from = labelledDate(out[i]!);
    if (!from) continue;
    for (let j = i + 1; j <= i + 3 && j < out.length; j++) {
      const to = LABELLED_VALUE.exec(out[j]!);
      const period = to && to[1]!.trim().toLowerCase() !== from.label ? findPeriod(`${from.value} – ${to[2]!.trim()}`) : undefined;
      if (period && period.start === from.start && (period.end >= from.start || period.current)) {
        out[i] = `${from.value} – ${to![2]!.trim()}`;
        out.splice(j, 1);
        break;
      }
      // Another date between the two rows belongs to something else.
      if (findPeriod(out[j]!) || findLoneStart(out[j]!)) break;
    }
  }
  return out;
}

// A bracketed note before a capitalised name ("Consultant (Banking) Example Bank"), bars and
// bullets, spaced dashes, commas (the Arabic comma too), tabs and wide gaps, and "at"/"bei"/"@" before a name (also
// opening a line: "at Example University" under the degree).
const STRONG_SEPARATORS = [
  // An icon font's map pin read out as a lone bracket between a name and its town ("Example Labs ( Elmbury").
  String.raw`\s+\(\s+(?=\p{Lu}[^()]*$)`,
  String.raw`\s*\([^()]*\) +(?=\p{Lu})`, String.raw`\s*[|•·]\s*`, String.raw`\s+[-–—]\s+`, String.raw`\s*[,،]\s+`, String.raw`\t+`,
  String.raw`\s{3,}`, String.raw`(?:^\s*|(?<=\t)|\s+)(?:at|bei|bij|chez|presso)\s+(?=\p{Lu})`, String.raw`\s+@\s*(?=\p{Lu})`,
  // "Examplia.- Online shop for bakeries": Spanish CVs set a name apart from what it does with a full stop and a dash.
  String.raw`(?<=\p{L})\.-\s+`,
];
// Kept in the split (a capture group), so a firm's own comma or dash can be put back.
const PART_SEPARATOR_KEPT = new RegExp(`(${STRONG_SEPARATORS.join('|')})`, 'u');

/**
 * "Whitlock, Barnes & Partners LLP", "Kovach - Tamas Kft.": a firm named after people carries a
 * comma or a dash before its company form. A surname (no title, no place) right
 * before a part with a company form is joined back to it. Takes pieces and separators in turn.
 */
// "De Luca e D'Angeli e figli": partners' names with their particles and followers run longer than a firm's name.
const MAX_PARTNERS_WORDS = 7;
function joinFirmNames(tokens: readonly string[]): string[] {
  // "Szczęsny, Kurek and Bednarz" on a line of its own: the whole line lists partners, the first of them too.
  if (tokens.length >= 3 && tokens.length <= 2 * MAX_PARTNERS_WORDS && isPartnersNames(tokens.join(''))) return [tokens.join('')];
  const pieces: string[] = [tokens[0] ?? ''];
  // "Boekhouder, Example Techniek B.V." is a title and an employer: a line of two pieces joins them across
  // a comma only when the firm names partners ("Whitlock, Barnes & Partners").
  const twoPieces = tokens.length <= 3;
  for (let k = 1; k + 1 < tokens.length; k += 2) {
    const separator = tokens[k]!;
    const piece = tokens[k + 1]!;
    const before = pieces[pieces.length - 1]!.trim();
    // One surname before the separator: "Client Example - Northwind Airport Company" is two names.
    const surname = isSurname(before);
    // Partners' names without a legal form ("Moors and Graaf") join a surname that is not the line's first piece: that one is
    // as often an unknown title ("Saltgatherer, Pellow & Strand, Cobbleford"). It is the first partner where a known title
    // follows the partners ("Drayfield, Moors and Graaf, Regional Sales Manager": the firm, then the title).
    const after = tokens[k + 3];
    // (A title may hold a firm's word: "Chief Group Agent"; one that ends on a legal form is a firm.)
    const titleAfter = k === 1 && after !== undefined && isTitle(after) && !endsOnLegalForm(after) && !isTitle(before);
    // A first piece opening on a surname's lower-case particle ("de Wilde, Hoorn and van Treslong") is no title.
    const partnersNames = (k > 1 || titleAfter || opensOnParticle(before)) && isPartnersNames(piece);
    const firm = (/^\s*\p{Lu}[^/@]*$/u.test(piece) || partnersNames) && (isCompany(piece) || partnersNames)
      && piece.trim().split(/\s+/).length <= (partnersNames ? MAX_PARTNERS_WORDS : 4);
    // A dash joins two surnames more often than it divides a title from its employer: "Kovach - Tamas Kft.".
    // A comma after a line's first word does so only before partners' words: "Disponentin, Example Spedition GmbH, Elmstadt"
    // is a title (one the word lists need not know), its employer and its town.
    // "Roaster, Example & Sons" is a title and a family firm: sons are no partners listed after a comma.
    const partnerWords = /&|\s(?:and|und|és|et|y|e|i|en)\s/u.test(piece) && !namesKinAfterAnd(piece);
    const partners = /[-–]/u.test(separator) || partnerWords || (!twoPieces && k > 1);
    // "Koning - van Dijk": two surnames dashed, one with its particle, are one firm's name without a legal form.
    const dashedNames = /^\s+[-–]\s+$/u.test(separator) && isDashedNames(`${before}${separator}${piece}`);
    const named = (/^(?:\s*,\s+|\s+[-–]\s+)$/u.test(separator) && surname && firm && partners) || dashedNames;
    const formFirst = /^\s*,\s+$/u.test(separator) ? formBeforeWords(before, piece) : undefined;
    // "DIRECT USABILITY DIRECTOR EICH, BOYDE UND PAUKNER": a title glued before the first of partners listed after it.
    const glued = k === 1 && /^\s*,\s+$/u.test(separator) ? titleThenFirstPartner(before, piece) : undefined;
    if (glued) {
      pieces[pieces.length - 1] = glued.title;
      pieces.push(`${glued.partner}${separator}${piece}`);
    } else if (named || (/^\s*,\s+$/u.test(separator) && isLegalForm(piece))) {
      pieces[pieces.length - 1] = `${before}${separator}${piece}`;
    } else if (formFirst) {
      pieces[pieces.length - 1] = `${before}${separator}${formFirst.form}`;
      pieces.push(formFirst.rest);
    } else {
      pieces.push(piece);
    }
  }
  return pieces;
}
/**
 * A known title with the first of partners glued after it ("Direct Usability Director Eich" before "Boyde und Paukner"; a
 * template sets title and firm apart by colour only): the title, and the first partner (with its particle) that the
 * partners after the comma go on. Undefined where the line reads otherwise.
 */
function titleThenFirstPartner(before: string, partners: string): { title: string; partner: string } | undefined {
  const words = before.split(/\s+/u);
  // The partner's particle goes with it ("… AGENT DE WILDE"): a title ends on no particle.
  const particle = (w: string | undefined): boolean => w !== undefined && SMALL_NAME_WORDS.has(w.toLowerCase());
  const n = particle(words.at(-2)) ? 2 : 1;
  // In mixed case a particle there is the title's own "de" ("Consultor de Turnos, Heredia y Olmedo"): only capitals, where
  // the template's colour alone set the firm apart, glue a partner with its particle.
  if (words.length < n + 1 || (n === 2 && /\p{Ll}/u.test(before))) return undefined;
  const title = words.slice(0, -n).join(' ');
  // A title ends on no joining word ("Jefe de" of "Jefe de Almacén").
  if (joining(words.at(-n - 1)!)) return undefined;
  const partner = words.slice(-n).join(' ');
  // (A title may hold a firm's word, "Chief Group Agent"; one that ends on a legal form is a firm.)
  const read = isTitle(title) && !endsOnLegalForm(title) && isSurname(asNames(partner)) && isPartnersNames(`${partner}, ${partners}`);
  return read ? { title, partner } : undefined;
}
// "Lda.", "S.A.", "GmbH", "Sp. z o.o.", "LLC": a company form alone after a comma ends the name before
// it ("Example Logistics, Lda."); it is never a header part of its own. A short name with its form ("Ehm AG", "Vos
// B.V.") is shaped like a form of two words, but is a firm's whole name: every word must be a form of the list.
const FORM_TOKEN = /^(?:(?:\p{L}{1,4}\.)+\p{L}{0,4}\.?|\p{L}{1,2}|\p{Lu}{2,4}|\p{Lu}\p{Ll}{1,2}\p{Lu}?)$/u;
function isLegalForm(piece: string): boolean {
  const tokens = piece.trim().split(/\s+/);
  return tokens.length <= 3 && tokens.every((t) => FORM_TOKEN.test(t)) && /^\p{Lu}/u.test(piece.trim()) && isCompany(piece.trim())
    && isLegalFormsOnly(piece);
}

// A legal form opening a piece, then a capitalised word (legal-forms.ts' list, in any case: "Lda.", "S.L.", "GmbH").
const FORM_THEN_WORD = new RegExp(`^\\s*((?:${anyCase(LEGAL_FORM_PATTERN)})\\.?)\\s+(?=\\p{Lu})`, 'u');

/**
 * "Example Consultores, Lda. Programador": the legal form after the comma ends the firm's name, and the words after it are
 * a part of their own (a web template prints the title beside the firm's link, no separator between them). The name
 * before may hold a title's word ("Consultores"): a form is never a title's.
 */
function formBeforeWords(before: string, piece: string): { form: string; rest: string } | undefined {
  const m = FORM_THEN_WORD.exec(piece);
  if (!m || !isLegalForm(m[1]!) || !/^\p{Lu}/u.test(before)) return undefined;
  const rest = piece.slice(m[0].length).trim();
  return rest === '' ? undefined : { form: m[1]!, rest };
}

// "en" and "w" also join the words of a title ("Ingeniero en Redes", "Stagiaire en veille en énergie"):
// they divide title and employer only where the other parts of the line name no employer, that
// is where fewer than two of them are capitalised (a place may be one).
// A family firm's Dutch "en Zonen" (its sons) joins no title to an employer: "de Haan en Zonen".
const WEAK_SEPARATOR = /\s+(?:en|w)\s+(?=\p{Lu})(?!(?:Zonen|Zn\.?)(?![\p{L}]))/u;
// "Uniwersytet Ekonomiczny w Example", "Escuela Técnica en Example": after a school's name the word names the
// school's town, a part of its name; only after a title does it join title and employer.
// "Grado en Economía y Finanzas", "Master in Economie en Bedrijfskunde": after a degree the word joins it to its field
// (or, in Dutch, one field to the next), unless a school or a firm follows it.
const weakSplit = (part: string): string[] => {
  const pieces = part.split(WEAK_SEPARATOR);
  if (pieces.length < 2) return pieces;
  // "van den Berg en Zonen", "Jansen en Kok": Dutch "en" joins partners' names too.
  if (isPartnersNames(part)) return [part];
  if (isInstitution(pieces[0]!) && !isTitle(pieces[0]!)) return [part];
  const degreeFirst = isDegree(pieces[0]!) || (!isTitle(pieces[0]!) && isDegree(`${pieces[0]!} ${pieces[1]!}`));
  return degreeFirst && !pieces.slice(1).some((p) => isInstitution(p) || isCompany(p)) ? [part] : pieces;
};

// "Summer intern: Example Labs": a title, a colon and a short name. A label before a colon
// ("Position: Analyst", "Tools: Java") names no title, so it does not divide.
const TITLE_COLON_NAME = /^\s*([^:]{3,40}?):\s+(\p{Lu}[^:]{1,40})$/u;
function titleColonName(piece: string): string[] {
  const m = TITLE_COLON_NAME.exec(piece);
  if (!m || !isTitle(m[1]!) || isTitle(m[2]!) || m[2]!.split(/\s+/).length > 4) return [piece];
  return [m[1]!, m[2]!];
}

const MONTH_PART = new RegExp(`^(?:${MONTH_TOKEN_PATTERN})\\.?(?:\\s+\\d{1,2})?\\.?$`, 'u');

// An icon font's glyph read out as a lone consonant before a capitalised name ("l Example Labs"), or
// as a control or private-use character, or a decorative symbol set before a name ("♦ Example Labs", "» Example Labs").
// Vowels and "w", "z" are left: they are words in some languages ("y Asociados", "w Example").
const ICON_LETTER = /^(?:[b-df-hj-np-tvx]\s+(?=\p{Lu})|[\p{Cc}\p{Co}\p{Cn}]+\s*|[\p{So}»›]+\s+(?=\p{Lu}))/u;

/** Two full stops ending a name, the first an abbreviation's (three are an ellipsis). */
const DOUBLED_END_STOP = /(?<=[^.\s])\.\.$/u;

/**
 * "Software Engineer, Example GmbH | Berlin" → its parts; " at " and " bei " also divide. Remembered per text
 * (../remembered.ts): each caller gets its own array.
 */
export const splitParts = rememberedByText(splitPartsOf, (parts): string[] => [...parts]);

function splitPartsOf(text: string): string[] {
  const strong = joinFirmNames(text.replace(ICON_LETTER, '').split(PART_SEPARATOR_KEPT));
  const capitalised = strong.filter((p) => /^\s*\p{Lu}/u.test(p)).length;
  const parts = strong.flatMap((p) => (capitalised - (/^\s*\p{Lu}/u.test(p) ? 1 : 0) < 2 ? weakSplit(p) : [p]))
    .flatMap(titleColonName)
    .flatMap(titleThenFirm)
    .map(withoutTrailingLink)
    // Brackets emptied by a date taken out ("BSc Geology (2018)") go with it.
    .map((p) => p.replace(/\s*\(\s*\)/gu, '').replace(/^[\s,;:]+|[\s,;:]+$/gu, '').replace(/^\(([^()]*)$|^([^()]*)\)$/u, '$1$2').trim())
    // "Example Kft..": a template that ends each name with a full stop prints a second one after an abbreviation's; the name
    // keeps one (an ellipsis keeps its three).
    .map((p) => p.replace(DOUBLED_END_STOP, '.'))
    // A web address or an e-mail beside an employer is its link, never a title or an employer;
    // nor is a month left beside a date ("Dec", "February 10").
    .filter((p) => p.length > 1 && /\p{L}/u.test(p) && !DURATION.test(p) && !/^(?:https?:\/\/|www\.)|^\S+@\S+\.\S+$/iu.test(p)
      // Two-byte (../two-byte.ts): a short part may be one-byte; its month name is a token (fields/dates.ts).
      && !MONTH_PART.test(twoByte(withMonthTokens(foldForDates(p)))));
  // "Example Polytechnic Elmbury, WA": a town glued to the name before its state is a part of its own (glued-town.ts).
  const apart = withGluedTownsApart(parts);
  return text.includes(':') ? joinFieldLists(apart, text) : apart;
}

// "Analyst at Example Ltd. example.com 2": a web address printed after a name as its link (with the
// digit a link icon leaves behind) ends the name's sentence; it is no part of the name.
const TRAILING_LINK = /\.\s+(?:https?:\/\/)?(?:www\.)?[\p{Ll}\d-]+(?:\.[\p{Ll}\d-]+)*\.\p{Ll}{2,12}(?:\/\S*)?(?:\s+\d)?\.?$/u;
const withoutTrailingLink = (part: string): string => part.replace(TRAILING_LINK, '');

/**
 * The header at the start of a period line that runs on into a description ("Senior Engineer
 * (FinTech start-up) Example is a payments company based in …"): the words before the first
 * bracket or sentence end, when they are few; else the text as it is.
 */
// "vakantiestudent: warehouse hand at Example Paper, Elmbury: …": a role before a colon, and after it what the job was and
// where, "at" (or its word in another language) before the employer's capital. The header runs to the next colon.
const ROLE_THEN_EMPLOYER = /^([^:()]{2,40}):\s+(?:(?!:\s)[^.])*?\s(?:at|bei|bij|chez|presso|w)\s+\p{Lu}(?:(?!:\s)[^.])*/u;

export function headerOf(own: string): string {
  if (!isDetailLine(own)) return own;
  // A sentence ends after a word, not after an abbreviation ("Sp. z o.o.", "Inc.").
  const cut = own.split(/\s+\(|(?<=\p{Ll}{3})\.\s+(?=\p{Lu})|:\s/u)[0]!.trim();
  const roleFirst = ROLE_THEN_EMPLOYER.exec(own);
  const lead = roleFirst?.[1] === cut ? roleFirst[0].trim() : cut;
  if (lead.split(/\s+/).length > 8 || lead.length >= own.length) return own;
  // "Piano Level 8 (out of 8) Example Conservatory": a short name after the bracket is a part too.
  const after = /^[^()]*\([^()]*\)\s+(\p{Lu}[^.()]*)$/u.exec(own)?.[1]?.trim();
  return after && after.split(/\s+/).length <= 6 ? `${lead} | ${after}` : lead;
}

/**
 * "… the system has run in production since March 2018.": a start without an end inside a long
 * sentence tells what happened then, it dates no entry.
 */
function openInSentence(line: string, period: Period): boolean {
  const text = foldDiacritics(line.slice(period.index, period.index + period.length)).toLowerCase();
  // Only "since March 2018": a range to "present" in a long line is still an entry's period.
  const sinceOnly = SINCE_WORD.test(text) && !RANGE_WORD.test(text);
  return sinceOnly && period.index > 0 && line.split(/\s+/).length > 10 && isDetailLine(line);
}
// Folded, as the period's text above: the words of periods.ts.
const SINCE_WORD = new RegExp(`^(?:${SINCE_WORDS.join('|')})\\s`, 'u');
const RANGE_WORD = /[-–—]|\s(?:to|bis|until|hasta|ate|a|al|au|do|ig|tot|till|til|pana)\s/u;

// "Page 2 of 3", "Mira Example · Résumé<tab>2": a page's header or footer read out between the entries.
const PAGE_OF = new RegExp(String.raw`(?<!\p{L})(?:page|seite|página|pagina|strona|oldal|strana|pagină|sayfa)\s+\d{1,2}\s*`
  + String.raw`(?:of|von|de|di|z|\/|din|ze)\s*\d{1,2}\s*$`, 'iu');
const CV_WORD = /(?<!\p{L})(?:résumé|resume|cv|curriculum vitae|lebenslauf|önéletrajz|életrajz|životopis|curriculum)(?!\p{L})/iu;
export function isPageFurniture(line: string): boolean {
  if (PAGE_OF.test(line)) return true;
  const cells = line.split(/\t+/);
  return cells.length >= 2 && /^\s*\d{1,2}\s*$/u.test(cells.at(-1)!) && CV_WORD.test(line);
}

/**
 * "Upper Secondary Diploma<tab>2016" among dated studies: a bare year in a row's last cell is the year
 * a study ended. Only in education sections where another row has a period of its own: alone, a
 * year cell may be anything (a graduation, a project, page furniture).
 */
function yearCell(line: string): Period | undefined {
  const tab = line.lastIndexOf('\t');
  if (tab < 0 || !/\p{L}{2}/u.test(line.slice(0, tab))) return undefined;
  const m = /^\s*((?:19|20)\d{2})\s*$/u.exec(line.slice(tab + 1));
  return m ? { start: m[1]!, end: '', current: false, index: tab + 1, length: line.length - tab - 1 } : undefined;
}

// "2021 – now<tab>Roaster, Example Works<tab>• Surveying": a sidebar's bullet read into the last cell of a main column's row.
const SIDEBAR_BULLET_CELL = /\t+[•·▪►✓➢∗◦‣⁃●■➤❖][^\t]*$/u;

/**
 * The row without a bullet cell at its end, when the row itself is no bullet: that cell belongs to another column. A row
 * of nothing but a period before the bullet cell ("03/2020 – present⇥• Title, Firm", a template that bullets its
 * headers) keeps it: the cell is the entry's header, and a period's own words ("present", "heute") are no header.
 */
export function withoutSidebarBullet(line: string): string {
  if (/^[-–•·*▪►✓➢∗◦‣⁃●■➤❖]/u.test(line.trim())) return line;
  const cut = line.replace(SIDEBAR_BULLET_CELL, '');
  const period = findPeriod(cut);
  const header = period ? `${cut.slice(0, period.index)}${cut.slice(period.index + period.length)}` : cut;
  return /\p{L}/u.test(header) ? cut : line;
}

/** A line that is an e-mail address or a phone number and nothing else. */
const CONTACT_ALONE = /^(?:[^\s@]+@[^\s@]+\.\p{L}{2,}|\+?\d[\d\s()./-]{6,}\d)$/u;

export function groupEntries(rawLines: readonly string[], options: { yearCells?: boolean } = {}): Entry[] {
  const rows = rawLines.filter((l) => !isPageFurniture(l)).map(withoutSidebarBullet);
  const lines = joinWrappedNames(joinWrappedHeaders(joinLabelledDates(joinCutPeriods(rows, options))));
  const periods = lines.map((l) => findPeriod(l));
  // A month date alone on its line is a start printed without its end ("01/03/2020"); a dash and a date alone ("– Jun 2019")
  // an end printed without its start, unless a start stands right above it (a period printed over two lines).
  const found = withDatesAfterHeaders(lines, periods.map((p, i) => (p && openInSentence(lines[i]!, p) ? undefined
    : p ?? findLoneStart(lines[i]!) ?? (i > 0 && findLoneStart(lines[i - 1]!) ? undefined : findLoneEnd(lines[i]!)))));
  const withYears = options.yearCells === true && found.some(Boolean);
  const anchors = found.map((p, i) => p ?? (withYears ? yearCell(lines[i]!) : undefined));
  const entries: Entry[] = [];
  // Does this section print periods before their headers? Then header lines follow the period.
  const firstAnchor = anchors.findIndex(Boolean);
  if (firstAnchor < 0) return entries;
  const detached = pairDetachedColumn(lines, anchors, firstAnchor);
  if (detached) return detached;
  // A client's row opening the section names the first job (projects listed by client), as a header above its period does.
  // An e-mail address or a phone number alone (a sidebar's contact lines that ran on past a page break) names none.
  const periodFirst = (firstAnchor === 0 || lines.slice(0, firstAnchor).every((l) => (isDetailLine(l) && !isClientRow(l)) || CONTACT_ALONE.test(l.trim())))
    && !headersAboveLaterPeriods(lines, anchors) && !clientRowsOverLaterPeriods(lines, anchors);
  // One template prints every row alike: where one period cell surely holds a place, the others do too.
  const placesInCells = lines.some((l, i) => anchors[i] !== undefined && ownHeader(l, anchors[i]!).place !== '')
    || townCellsBeforePeriods(lines, anchors);
  const linesAbove = oneHeaderLineAbove(lines, anchors) ? 1 : threeHeaderLinesAbove(lines, anchors) ? 3 : MAX_HEADER_LINES;
  const linesBelow = periodFirst && threeHeaderLinesBelow(lines, anchors) ? 3 : MAX_HEADER_LINES;
  let consumedUpTo = -1; // lines up to here belong to an earlier entry's header
  for (let i = 0; i < lines.length; i++) {
    const period = anchors[i];
    if (!period) continue;
    const header: string[] = [];
    let ownAt: number | undefined;
    const { texts: ownTexts, place } = ownHeader(lines[i]!, period, placesInCells);
    const own = ownTexts.join('\t');
    // Under a school's heading, a degree's bullet dated in its row ("- BSc Geology<tab>2016") names the study, no detail.
    const inBulletRow = periodInBulletRow(lines[i]!, period) && !(options.yearCells === true && splitParts(own).some(isDegree));
    // A form's rows after a period alone on its line (a duration at most beside it): the labelled ones are the header,
    // wherever they stand.
    const form = periodFirst && splitParts(own).length === 0 && !inBulletRow ? formRowsAfter(lines, i, (j) => anchors[j] !== undefined) : undefined;
    if (form) {
      header.push(...form.rows);
      consumedUpTo = form.last;
    } else if (periodFirst) {
      // "Example Ltd, Analyst<tab>Elmbury" over "• First duty<tab>2019 – 2021": the period printed in the row
      // of the entry's first bullet; the header is the free line right above it.
      const headerAbove = inBulletRow && i - 1 > consumedUpTo && !anchors[i - 1] && !isDetailLine(lines[i - 1]!);
      // The bullet's own text is a detail then, not a header part.
      if (headerAbove) header.push(lines[i - 1]!);
      else {
        if (ownTexts.length === 1) ownAt = 0;
        header.push(...ownTexts);
      }
      // "2019 – 2021 Engineer, Example GmbH" is a whole header: the lines below are details.
      // "2019 – 2021 Example GmbH, Berlin" names no title: the title may follow on the next line.
      const ownParts = splitParts(own);
      const named = ownParts.length >= 2;
      // "2019 – 2023 BSc Physics, Springfield" names no school: only a named employer or school, or
      // three parts, make the line whole.
      // "2019 – 2021 Engineer, Associate – Data Platforms" is one title with its rank and field: the employer may follow.
      // "Driver<tab>Elmbury – North Westshire" names a title and a place: the town and its region are one part of it.
      const roles = ownParts.length - (placePairAt(own, ownParts) >= 0 ? 1 : 0);
      const threeRoles = roles >= 3 && !isPiecedTitleLine(own, ownParts);
      // A firm named with a title's word ("Example Consultores S.L.") names no title: its legal form says it is the firm.
      // The title and the employer are two parts: "Example Group, Elmbury" names a firm holding a title's word ("Group") and
      // its town, and the title may follow on the next line.
      const whole = named && ownParts.some((p) => ((isTitle(p) && !endsOnLegalForm(p)) || isDegree(p))
        && (threeRoles || ownParts.some((q) => q !== p && (isCompany(q) || (isInstitution(q) && !isDegree(q))))));
      const room = (j: number): boolean => header.length < linesBelow + ownTexts.length || isLabelledRow(lines[j]!) || freeTitleBeside(header, lines[j]!);
      for (let j = i + 1; !whole && j < lines.length && room(j) && !anchors[j]; j++) {
        // A client's row among the header lines is a detail of the job, and the title may still follow it.
        if (isClientRow(lines[j]!)) continue;
        // A section's heading of the vocabulary below the entry is never its employer or title.
        if (isDetailLine(lines[j]!) || wholeHeadingKind(lines[j]!) !== undefined) break;
        // Below a line that names the employer already, only a short title line belongs to the header.
        // ("Director – Fleet Logistics" names a title and its field: the employer may follow, with its town.)
        const employerNamed = threeRoles || ownParts.some((p) => isCompany(p) || (isInstitution(p) && !isDegree(p)));
        if (named && employerNamed && (lines[j]!.split(/\s+/).length > 6 || /[,.]/u.test(lines[j]!))) break;
        header.push(lines[j]!);
        consumedUpTo = j;
      }
    } else {
      const before: string[] = [];
      // "Employer: Example Ltd (Jan 2019 – Mar 2021)" over "Position: Analyst": in a form whose period
      // stands in a labelled row, the entry's header is its labelled rows around that one, each
      // label once; the free lines above are the details of the entry before.
      const ownLabel = labelOf(lines[i]!);
      const roomAbove = (j: number): boolean => before.length < linesAbove || isLabelledRow(lines[j]!) || freeTitleBeside(before, lines[j]!);
      for (let j = i - 1; j > consumedUpTo && roomAbove(j) && !anchors[j]; j--) {
        if (ownLabel && (!isLabelledRow(lines[j]!) || labelOf(lines[j]!) === ownLabel)) break;
        // "(Quality and Process Department)" under an employer adds to it, but is not a header line of its own.
        if (/^\(.*\)$/u.test(lines[j]!)) continue;
        // A client's row right above the period opens the entry: the job is listed by its client.
        if (isDetailLine(lines[j]!) && !(j === i - 1 && (isLowerCaseName(lines, j) || isClientRow(lines[j]!)))) break;
        before.unshift(lines[j]!);
        // The client's row opens its job: the lines above it close the entry before.
        if (isClientRow(lines[j]!)) break;
      }
      if (inBulletRow && before.length > 0) header.push(...before);
      else {
        if (ownTexts.length === 1) ownAt = before.length;
        header.push(...before, ...ownTexts);
      }
      const labels = new Set([ownLabel, ...before.map(labelOf)]);
      // A job opened by its client's row prints its other rows (role, place) under the period, as a labelled period does.
      const clientOpened = before.length > 0 && isClientRow(before[before.length - 1]!);
      for (let j = i + 1; (ownLabel || clientOpened) && j < lines.length && !anchors[j] && isLabelledRow(lines[j]!) && !labels.has(labelOf(lines[j]!)); j++) {
        labels.add(labelOf(lines[j]!));
        header.push(lines[j]!);
        consumedUpTo = j;
      }
      // "Example Corp\n2019 – 2021\nSoftware Engineer": a lone period line takes the next short line too.
      // Not when a period follows that line: it is the header of that period, printed above it.
      // Nor when that line is a section's heading of the vocabulary ("Skills" under the last job): a heading is never an
      // employer or a title, and the sections' split may have left it inside when it stands under an entry.
      if (header.length < 2 && i + 1 < lines.length && !anchors[i + 1] && !isDetailLine(lines[i + 1]!) && !anchors[i + 2]
        && wholeHeadingKind(lines[i + 1]!) === undefined) {
        header.push(lines[i + 1]!);
        consumedUpTo = i + 1;
      }
      consumedUpTo = Math.max(consumedUpTo, i);
    }
    const headerLines = header.map((text) => ({ text, parts: splitParts(text) }));
    entries.push({
      period, parts: headerLines.flatMap((l) => l.parts), lines: headerLines, ...(place ? { place } : {}),
      ...(isDetailLine(lines[i]!) ? { inDetail: true } : {}), ...(ownAt === undefined ? {} : { ownAt }),
    });
  }
  return entries;
}

// A word that joins two others: a line that ends on it goes on in the next line.
const DANGLING_WORD = /\s(?:and|of|for|the|in|&|und|für|der|des|de|du|di|del|della|y|e|et|és|van|voor|en|i|w|z|do)$/iu;

/**
 * "ANALYST – EXAMPLE COLLEGE FOR SOIL STUDIES AND" over "WATER MANAGEMENT – 02/2018 – Current": a long
 * header wrapped onto its period's line, cut after a joining word. The two lines are one header; so are a dated row and
 * the rest of its header wrapped under the period (wrapped-headers.ts goesOnAfterDatedRow), and a one-line header broken
 * in its employer's name (wrapped-employers.ts).
 */
function joinWrappedHeaders(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const next = lines[i + 1];
    const wrapped = next !== undefined && DANGLING_WORD.test(line) && !/^[-–•·*▪►✓➢∗◦‣⁃●■➤❖]/u.test(line) && !findPeriod(line)
      && /^\p{Lu}/u.test(next) && findPeriod(next) !== undefined && findPeriod(next)!.index > 0;
    if (!wrapped && !(next !== undefined && (goesOnAfterDatedRow(line, next) || employerGoesOn(line, next)))) {
      out.push(line);
      continue;
    }
    out.push(`${line} ${next}`);
    i++;
  }
  return out;
}

/**
 * "Example Consulting<tab>08/2018 – present" over "Client<tab>Example Bank – Ledger Migration" over "Period<tab>10/2018 –
 * 2019": a consultancy's own period beside its name opens the section, and every later period has a client's row right
 * above it. The client rows open their jobs (as a client's row opening the section says), so headers stand above their
 * periods, however the first line is dated.
 */
function clientRowsOverLaterPeriods(lines: readonly string[], anchors: readonly (Period | undefined)[]): boolean {
  const later = anchors.map((a, i) => (a ? i : -1)).filter((i) => i >= 0).slice(1);
  return later.length >= 2 && later.every((k) => !anchors[k - 1] && isClientRow(lines[k - 1]!));
}

/**
 * "2021 – 2023 / Example Ltd / • detail / Analyst / 2019 – 2021 / Other Ltd / • detail": a section that
 * opens on a period can still print each header above its period, when the first header was lost
 * (printed as the headline and dropped as a repeat, or read into the heading). Every later period
 * then has a header line right above it, under the details of the entry before.
 */
function headersAboveLaterPeriods(lines: readonly string[], anchors: readonly (Period | undefined)[]): boolean {
  const stage = stagesOfSpans(anchors);
  const spans = stage.some(Boolean);
  // A period whose own line names two things already ("Analyst<tab>Example Ltd<tab>2019 – 2021", as an employer's roles are
  // carried down to: employer-roles.ts) needs no header line on either side: it says nothing of the order.
  const whole = (i: number): boolean => splitParts(ownHeader(lines[i]!, anchors[i]!).texts.join('\t')).length >= 2;
  const later = anchors.map((a, i) => (a && !stage[i] ? i : -1)).filter((i) => i >= 0).slice(1).filter((i) => !whole(i));
  const isPeriod = (j: number): boolean => anchors[j] !== undefined;
  return later.length > 0 && later.every((k) => k >= 2 && !anchors[k - 1] && !closesFormAbove(lines, k, isPeriod)
    // A client's row is a detail that stands among a form's rows, as often below its period as anywhere: no sign of order.
    && (!isDetailLine(lines[k - 1]!) || isClientRow(lines[k - 1]!))
    // The line above the header closes the entry before: a detail of it, or, where a span's header stood on its own row
    // with its stages under it, a period's row (the next school or employer is then printed above its own row too).
    && ((spans && anchors[k - 2] !== undefined) || (!anchors[k - 2] && isDetailLine(lines[k - 2]!) && !isClientRow(lines[k - 2]!))));
}

/**
 * "Example University  2014 – 2020" over "BSc (2014 – 2017)" and "MSc (2017 – 2020)": a school's or an employer's span
 * with the stages or roles under it, each dated inside it. Which anchors are such stages: those that follow a span (or
 * a stage of it) right away, dated inside the span. They say nothing of the order of the section's headers.
 */
function stagesOfSpans(anchors: readonly (Period | undefined)[]): boolean[] {
  // A period with a start of its own (a lone year is none here), inside the span; a span still going on is open.
  const inside = (span: Period, p: Period): boolean => p.start !== '' && insideSpan(span.current ? { ...span, end: '' } : span, p);
  const stage: boolean[] = anchors.map(() => false);
  let span: Period | undefined;
  anchors.forEach((a, i) => {
    if (!a) {
      span = undefined;
      return;
    }
    if (span && inside(span, a)) stage[i] = true;
    else span = a.start === '' ? undefined : a;
  });
  return stage;
}

/** "• First duty<tab>2019 – 2021": a period in the last cell of a bullet's row, beside a detail (not a glossed name). */
function periodInBulletRow(line: string, period: Period): boolean {
  return /^[-–•·*▪►✓➢∗◦‣⁃●■➤❖]\s/u.test(line) && line.includes('\t') && period.index > line.lastIndexOf('\t') && !isGlossedName(line);
}

/**
 * "EXAMPLE CORP | SENIOR ANALYST" right above every period ("Jan 2019 – Present | Elmbury"): where each
 * entry of the section prints its employer and title together on the one line above its period, that
 * line is the whole header. The line above it is then the wrapped end of a bullet before or a
 * sub-heading ("Volunteering", "Side projects"), not a header line.
 */
function oneHeaderLineAbove(lines: readonly string[], anchors: readonly (Period | undefined)[]): boolean {
  const at = anchors.map((a, i) => (a ? i : -1)).filter((i) => i >= 0);
  if (at.length < 2) return false;
  const pairs = at.map((i) => {
    const above = i > 0 && !anchors[i - 1] ? lines[i - 1]! : undefined;
    return above === undefined || isDetailLine(above) || findPeriod(above) ? [] : splitParts(above);
  });
  // Every line above holds two names; most of them a title the word lists know (not every title is known).
  const titled = pairs.filter((parts) => parts.some(isTitle) && parts.some((p) => !isTitle(p) && !isPlace(p))).length;
  return pairs.every((parts) => parts.length === 2) && titled * 3 >= at.length * 2;
}

/**
 * "Senior Bookkeeper" over "Example Traders Inc." over "Elmbury, ST" over "Jan 2020 – Present": title, employer
 * and place each on a line of their own above a period line that holds nothing else. Where every entry of the
 * section is printed so (three free lines above each bare period, a detail, another period or the section's start
 * before them), the three lines are the header; two would leave the title out and read the place as one.
 */
function threeHeaderLinesAbove(lines: readonly string[], anchors: readonly (Period | undefined)[]): boolean {
  const at = anchors.map((a, i) => (a ? i : -1)).filter((i) => i >= 0);
  if (at.length < 2) return false;
  const free = (j: number): boolean => j >= 0 && !anchors[j] && !isDetailLine(lines[j]!) && !isLabelledRow(lines[j]!);
  return at.every((i) => ownHeader(lines[i]!, anchors[i]!).texts.length === 0 && free(i - 1) && free(i - 2) && free(i - 3)
    && (i - 4 < 0 || anchors[i - 4] !== undefined || isDetailLine(lines[i - 4]!)));
}

/**
 * "Jan 2020 – Present" over "Example Traders Inc." over "Elmbury" over "Senior Bookkeeper": the period printed first and
 * the title, employer and place each on a short line of their own below it, in any order. Where every entry of the
 * section is printed so (three short free lines after each bare period, then a detail, another period or the section's
 * end, and a detail after one entry at least), the three lines are the header; two would leave the last of them to the details.
 */
function threeHeaderLinesBelow(lines: readonly string[], anchors: readonly (Period | undefined)[]): boolean {
  const at = anchors.map((a, i) => (a ? i : -1)).filter((i) => i >= 0);
  if (at.length < 2) return false;
  const short = (j: number): boolean => j < lines.length && !anchors[j] && !isDetailLine(lines[j]!) && !isLabelledRow(lines[j]!)
    && lines[j]!.trim().split(/\s+/).length <= 6 && !/[.!?;:]$/u.test(lines[j]!.trim());
  // Details printed as details after one entry at least: else the third short line may be an entry's only description.
  return at.some((i) => i + 4 < lines.length && isDetailLine(lines[i + 4]!))
    && at.every((i) => ownHeader(lines[i]!, anchors[i]!).texts.length === 0 && short(i + 1) && short(i + 2) && short(i + 3)
      && (i + 4 >= lines.length || anchors[i + 4] !== undefined || isDetailLine(lines[i + 4]!)));
}

/** The label of a form's row ("employer" of "Employer: Example Ltd"), folded; undefined for other lines. */
function labelOf(line: string): string | undefined {
  return isLabelledRow(line) ? line.slice(0, line.indexOf(':')).trim().toLowerCase() : undefined;
}

/**
 * "examplesoft labs" right above a period line: a brand written in lower case, not a sentence. A
 * wrapped line's tail ("… for the new / customer portal") is told apart by the line above it,
 * a long detail that does not end its sentence.
 */
function isLowerCaseName(lines: readonly string[], i: number): boolean {
  const line = lines[i]!;
  if (!/^\p{Ll}/u.test(line) || line.split(/\s+/).length > 3 || /[.,;:!?()]/u.test(line)) return false;
  const before = lines[i - 1];
  return before === undefined || !isDetailLine(before) || /[.!?:;]$/u.test(before) || before.length < 60;
}

/** A line ahead of its details: not a detail itself, not the wrapped tail of a long detail line, followed by a detail. */
function isHeadLine(lines: readonly string[], i: number): boolean {
  const line = lines[i]!;
  const before = lines[i - 1];
  const after = lines[i + 1];
  if (isDetailLine(line) || after === undefined || !isDetailLine(after)) return false;
  const wrappedTail = before !== undefined && isDetailLine(before) && before.length >= 60 && !/[.!?:;]$/u.test(before)
    && line.split(/\s+/).length <= 3;
  return !wrappedTail;
}

/**
 * A date column read after the text (a right-hand column that the extractor put at the end):
 * every head line, each over its bullets, comes before the first period, and from there on
 * only periods and short cells (a place, "4 months") follow. Heads and periods then pair in
 * order; periods left over at the start belong to the section printed above, whose column
 * was read out together with this one.
 */
function pairDetachedColumn(lines: readonly string[], anchors: readonly (Period | undefined)[], firstAnchor: number): Entry[] | undefined {
  return detachedColumn(lines, anchors, firstAnchor)?.entries;
}

/**
 * The periods at the start of a section's detached date column that its own heads leave over:
 * the dates of the section printed above, read out together with this one. Empty when the
 * section has no such column.
 */
export function leftoverColumnPeriods(rawLines: readonly string[]): Period[] {
  const lines = joinCutPeriods(rawLines);
  const anchors = lines.map((l) => findPeriod(l) ?? findLoneStart(l));
  const firstAnchor = anchors.findIndex(Boolean);
  return firstAnchor < 0 ? [] : detachedColumn(lines, anchors, firstAnchor)?.leftovers ?? [];
}

function detachedColumn(
  lines: readonly string[], anchors: readonly (Period | undefined)[], firstAnchor: number,
): { entries: Entry[]; leftovers: Period[] } | undefined {
  const heads = lines.slice(0, firstAnchor).map((_, i) => i).filter((i) => isHeadLine(lines, i));
  const column = lines.slice(firstAnchor);
  const isCell = (l: string): boolean => l.split(/\s+/).length <= 5 && !/^[-–•·*▪►✓➢]/u.test(l);
  const cellsOnly = column.every((l, k) => anchors[firstAnchor + k] || isCell(l));
  const periods = anchors.slice(firstAnchor).filter((p): p is Period => p !== undefined);
  // One entry over its bullets and one period in the column: they pair as well. Its head then also
  // takes the free line above it ("Example University" over "BSc Geology" over its bullets).
  if (heads.length === 1 && periods.length === 1 && cellsOnly) {
    const h = heads[0]!;
    const above = h > 0 && !isDetailLine(lines[h - 1]!) ? splitParts(lines[h - 1]!) : [];
    return { entries: [{ period: periods[0]!, parts: [...above, ...splitParts(lines[h]!)] }], leftovers: [] };
  }
  if (heads.length < 2) return undefined;
  if (!cellsOnly || periods.length < heads.length) return undefined;
  const own = periods.slice(periods.length - heads.length);
  return {
    entries: heads.map((h, k) => ({ period: own[k]!, parts: splitParts(lines[h]!) })),
    leftovers: periods.slice(0, periods.length - heads.length),
  };
}

const YEAR = /(?<!\d)(?:19|20)\d{2}(?!\d)/g;
const YEAR_LINE = /^[^\d]{0,20}(?:19|20)\d{2}[^\d]{0,3}$/u;
// A short line with a year and its place ("May 2014 | Elmbury, ST").
const DATED_PLACE_LINE = /^[^\d]{0,20}(?<!\d)(?:19|20)\d{2}(?!\d)\s*[|,·•–-]\s*\p{Lu}[^\d]{1,30}$/u;
// "Laurea in Economia<tab>2015" is short too, but a degree with its year is an entry's own line, not the year of another.
const isYearLine = (line: string): boolean => (YEAR_LINE.test(line) || DATED_PLACE_LINE.test(line)) && !isDegree(line);

/**
 * Entries of a section printed without periods (education often is: "University of X" over
 * "BSc Chemistry", a lone graduation year or none): each line the caller calls an anchor (a
 * school) opens an entry with the short line beside it — the one before when it is not an
 * anchor itself and not taken, else the one after — and the last year on those lines ends it. A line `isHeaderLine`
 * names is such a line even where its words read as a sentence.
 */
export function groupByAnchorLines(
  lines: readonly string[], isAnchor: (line: string, index: number) => boolean, isWhole: (index: number) => boolean = () => false,
  isHeaderLine: (index: number) => boolean = () => false,
): Entry[] {
  const entries: Entry[] = [];
  const taken = new Set<number>();
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (taken.has(i) || isDetailLine(line) || !isAnchor(line, i)) continue;
    taken.add(i);
    const header = [line];
    // `isHeaderLine`: a line the caller knows heads an entry though its words read like a detail's.
    const free = (j: number): boolean => j >= 0 && j < lines.length && !taken.has(j) && (isHeaderLine(j) || !isDetailLine(lines[j]!))
      && !isAnchor(lines[j]!, j);
    // A line that is a whole entry by itself takes no neighbour, and is taken by none.
    // The year line of the entry above is not this one's header.
    const beside = isWhole(i) ? undefined : [i - 1, i + 1].find((j) => free(j) && !isWhole(j) && !(j < i && isYearLine(lines[j]!)));
    if (beside !== undefined) {
      taken.add(beside);
      if (beside < i) header.unshift(lines[beside]!);
      else header.push(lines[beside]!);
    }
    // "2017", "Graduated 2017" or "Dec 2014 | Elmbury, ST" on the next line is the entry's year.
    const next = Math.max(i, beside ?? i) + 1;
    if (next < lines.length && !taken.has(next) && isYearLine(lines[next]!) && !isAnchor(lines[next]!, next)) {
      taken.add(next);
      header.push(lines[next]!);
    }
    // "MSc Geology<tab>2022" over "Example University<tab>2019": a date column that stacks a study's end over its start
    // prints the later year first; whatever the order, the latest year on the lines is the one the study ended.
    const years = header.join(' ').match(YEAR) ?? [];
    const end = years.reduce((latest, y) => (y > latest ? y : latest), '');
    const parts = header.flatMap((h) => splitParts(h.replace(YEAR, ' ')));
    entries.push({ period: { start: '', end, current: false, index: 0, length: 0 }, parts });
  }
  return entries;
}
