// Periods of work and study ("Jan 2019 – Present", "03/2018 - heute", "2015.09 – 2019.06",
// "seit 2020", "2019-től") in the CV languages. A period is month-and-year
// or a year: unlike a birth date it has no day. Output dates are "YYYY-MM" or "YYYY"
// (JSON Resume's date form); an end of "" with `current` means "until now".
import { foldDiacritics } from '../classify/text.js';
import { MONTH_TOKEN_PATTERN, monthNumber, withMonthTokens } from '../fields/dates.js';
import { rememberedByText } from '../remembered.js';
import { type JoinedLine, withSpacedDateWordsJoined } from './spaced-date-words.js';

export interface Period {
  start: string;
  /** "" when open-ended. */
  end: string;
  current: boolean;
  /** Offsets of the period in the line it was found in. */
  index: number;
  length: number;
  /** One date printed alone, no dash nor word before or after it: read as a start, though a list may show it ends a job. */
  lone?: boolean;
}

const PRESENT = [
  String.raw`present|current|currently|now|today|ongoing|date|heute|jetzt|derzeit|aktuell|dato|jelenleg`,
  String.raw`napjainkig|mostanaig|folyamatban|aujourd'hui|aujourd’hui|present|actuel|maintenant|actualidad`,
  String.raw`presente|hoy|oggi|attuale|in corso|obecnie|nadal|teraz|heden|nu|atual|atualmente|soucasnost|dosud`,
  // Portuguese "(até) o momento", as LinkedIn's export prints a role still held; the templates' users' words too: French
  // "en cours" and "(à) ce jour", German "laufend", Spanish "actual", Dutch "huidig".
  String.raw`ate o momento|o momento|ate hoje|en cours|a ce jour|ce jour|laufend|actual|huidig`,
  String.raw`nyni|gunumuz|halen|devam ediyor|devam|prezent|actualmente|aktualnie|dnes|pagaende|nyt|sekarang|vandaag`,
  // Czech and Slovak, Romanian, Swedish, Danish and Norwegian ("d.d.": this day), Turkish: more of the usual words.
  String.raw`doposud|dodnes|trva|sucasnost|doteraz|pana in prezent|in prezent|pana azi|tills vidare|nuvarande|pagar|idag`,
  String.raw`i dag|d\.d\.|dags dato|nuvaerende|nuværende|navaerende|naværende|fortsatt|hala|su an|simdi`,
  String.raw`по настоящее время|настоящее время|н\.в\.|сейчас`,
].join('|');
const YEAR = String.raw`((?:19|20)\d{2})`;
// A date of a period: "03/2018", "3.2018", "2018-03", "2018.03.", "March 2018", "Mär. 2018", "2018".
const MONTH_DATE_FORMS = [
  String.raw`(\d{1,2})\s?[./]\s?${YEAR}`,
  String.raw`${YEAR}\s?[./-]\s?(\d{1,2})\.?(?![\d])`,
  // "abril de 2011", "marzo del 2019": Portuguese and Spanish put "de" between month and year
  // (a scan may glue it to the year: "de2002").
  // "Abril/2019": the month's name and the year divided by a slash.
  String.raw`(${MONTH_TOKEN_PATTERN})(?:\.?,?\s+(?:de\s*|del\s+)?|\s?/\s?)${YEAR}`,
  // "2019. március", "2012/Aug": the year first, then the month's name.
  String.raw`${YEAR}(?:\.?\s+|[./-])(${MONTH_TOKEN_PATTERN})\.?`,
];
const DATE = `(?:${[...MONTH_DATE_FORMS, YEAR].join('|')})`;
// The same without the bare year: two month dates side by side are a period even when the
// extractor lost the dash between them ("Sep. 2023 Mar. 2024"); two bare years are not.
const MONTH_DATE = `(?:${MONTH_DATE_FORMS.join('|')})`;
// The words between the two dates of a period (the month tokens need them too: "2018 toMar 2020").
// Dutch "tot", Swedish "till", Danish and Norwegian "til", Romanian "până la" (folded) too: "2015 tot 2018", "mars 2015 till idag";
// Romanian "până" alone before its word for now ("2015 până în prezent"); Italian "a" before a vowel, "ad" ("ad oggi"), and
// "fino a(d)" ("fino ad oggi").
const SEPARATOR_WORDS = ['to', 'bis', 'until', 'hasta', 'ate', 'a', 'ad', 'fino ad', 'fino a', 'al', 'au', 'à', 'do', 'ig', 'tot', 'till', 'til',
  'pana la', 'pana'];
const SEPARATOR = String.raw`\s*(?:[-‐‑–—‒➔→➝]|${SEPARATOR_WORDS.join('|')}|-ig)\s*`;
/**
 * The words for "since" or "from" before the start of an open period (folded), in the CV languages and their neighbours:
 * Dutch "sinds", "vanaf"; Swedish "sedan", "från"; Danish and Norwegian "siden", "fra"; Romanian "din", "începând cu";
 * Polish, Czech and Slovak "od (roku)"; Portuguese and Spanish "a partir de", Italian "a partire da(l)". Hungarian puts
 * its word after the date ("2019 óta"), as its "-tól" suffix (OPEN_FORMS).
 */
export const SINCE_WORDS: readonly string[] = ['since', 'seit', 'ab', 'depuis', 'desde', 'dal', 'da', 'od roku', 'od', 'from', 'von',
  'sinds', 'vanaf', 'sedan', 'fran', 'fra', 'siden', 'din', 'incepand cu', 'incepand din', 'a partir de', 'a partire dal',
  'a partire da'];
const SINCE = String.raw`(?:${SINCE_WORDS.join('|')})\s+`;

// The text is folded and lowercased, so [a-z0-9] plus U+00C0 and up stands for "letter or digit":
// V8 compiles that class far faster than \p{L} (see classify/terms.ts), and these patterns are big.
const ALNUM = String.raw`[a-z0-9\u00c0-\uffff]`;
// "von 03/2018 bis 05/2020", "desde 01/2016 hasta hoy": the word before the start is part of the period.
const RANGE = new RegExp(`(?<!${ALNUM})(?:${SINCE})?(?:${DATE})${SEPARATOR}(?:(${PRESENT})|${DATE})(?!${ALNUM})`);
const SIDE_BY_SIDE = new RegExp(`(?<!${ALNUM})(?:${MONTH_DATE})\\s+(?:(${PRESENT})|${MONTH_DATE})(?!${ALNUM})`);
// What SIDE_BY_SIDE needs: two years, or a year and a word for "now" after a space; most lines have neither (cold start,
// as the open forms below). Keep in step with SIDE_BY_SIDE.
const SIDE_BY_SIDE_NEEDS = [/(?:19|20)\d{2}[^]*(?:19|20)\d{2}/, new RegExp(`\\s(?:${PRESENT})(?!${ALNUM})`)];
const mayBeSideBySide = (text: string): boolean => SIDE_BY_SIDE_NEEDS.some((need) => need.test(text));
function testOf(pattern: RegExp): (text: string) => boolean {
  return (text) => pattern.test(text);
}

const ANY_DASH = /[-–—]/;
const A_YEAR = /(?:19|20)\d{2}/;
const LONG_DASH = /[–—]/;
const DASH_THEN_WORD = /[-–—]\s+[a-z\u00c0-\uffff]/;

/**
 * A year with no dash before it, then (hyphens allowed) a dash, a space and a letter, with no long dash before that one:
 * what `^[^-–—]*(?:19|20)\d{2}[^–—]*[-–—]\s+[a-z…]` asks, found by searches. As one pattern it tried every year of a
 * line without such a dash against the rest of the line (a run of 10,000 years: 2 s; 20,000: 8 s).
 */
function dateThenDash(text: string): boolean {
  const dash = text.search(ANY_DASH);
  const year = A_YEAR.exec(dash < 0 ? text : text.slice(0, dash));
  if (year === null) return false;
  const rest = text.slice(year.index + year[0].length);
  const opening = rest.search(DASH_THEN_WORD);
  if (opening < 0) return false;
  const long = rest.search(LONG_DASH);
  return long < 0 || opening <= long;
}

// Open periods, in four forms: "seit 03/2019" (a word for "since", then a date); "2019-től" (a date and a "-tól"
// suffix); "March 2021 –" (a date and a dash ending the line); and "2019- Lead Designer": a dash glued to a date
// at the start of a line, then a space and the header, leaves the period open. A spaced dash ("2016 – Diploma")
// may join a lone year to its text, so only the glued form counts.
// Each form with what it needs besides a year (the "since" word, the suffix, the dash at the end, a line that
// opens with a date — no dash before its year, none but hyphens after it — then a dash, a space and a letter):
// most lines have none of these and skip the form. One pattern of the four, the month names eight times over,
// took V8 7–20 ms to compile in a cold parse; each form alone takes ~1 ms. The first match in the
// line wins, and at the same place the earlier form, as in one alternation of the four.
const OPEN_FORMS: readonly { form: RegExp; needs: (text: string) => boolean }[] = [
  { form: new RegExp(`(?<!${ALNUM})${SINCE}(?:${DATE})`), needs: testOf(new RegExp(`(?<!${ALNUM})${SINCE}`)) },
  // Hungarian "2019 óta" (folded "ota": since) is that form with a word of its own after the date.
  { form: new RegExp(`(?<!${ALNUM})(?:${DATE})(?:\\s?[-–]?\\s?(?:t[oóöő]l|t[oóöő]l\\s+napjainkig)|\\s+ota(?!${ALNUM}))`),
    needs: testOf(/t[oóöő]l|(?<![a-z])ota(?![a-z])/) },
  { form: new RegExp(`(?<!${ALNUM})(?:${DATE})\\s*[-–—]\\s*$`), needs: testOf(/[-–—]\s*$/) },
  { form: new RegExp(`^(?:${DATE})[-–—](?=\\s+[a-z\u00c0-\uffff])`), needs: dateThenDash },
];

/** The first open period in the (normalised) text: its DATE groups from 1, or null. */
function openPeriod(text: string): RegExpExecArray | null {
  if (!/(?:19|20)\d{2}/.test(text)) return null;
  let first: RegExpExecArray | null = null;
  for (const { form, needs } of OPEN_FORMS) {
    const m = needs(text) ? form.exec(text) : null;
    if (m && (first === null || m.index < first.index)) first = m;
  }
  return first;
}

// A season and its year stands for a stay within that year (internships, terms, projects).
const SEASONS = [
  'summer|spring|fall|autumn|winter|sommer|fruhling|herbst|ete|printemps|automne|hiver',
  'verano|otono|invierno|estate|autunno|wiosna|jesien|nyar|tavasz|zomer|herfst',
].join('|');
const SEASON = new RegExp(`(?<!${ALNUM})(?:${SEASONS})(?:\\s+(?:term|semester|semestre))?\\s+${YEAR}(?!${ALNUM})`);
// "Summer 2010 – 2013": a season before a range of years is the time of year of each stay, a part of the period.
const SEASON_BEFORE = new RegExp(`(?<!${ALNUM})(?:${SEASONS})(?:\\s+(?:term|semester|semestre))?\\s+$`);

/** The period with the season printed right before it, when one is ("summer 2010 – 2013"). */
function withSeasonBefore(text: string, period: Period): Period {
  const season = SEASON_BEFORE.exec(text.slice(0, period.index));
  return season ? { ...period, index: season.index, length: period.length + period.index - season.index } : period;
}

// A year with the length of the stay in brackets after it, at the end of a line or a cell.
const YEAR_AND_LENGTH = new RegExp(`(?<!${ALNUM})${YEAR}\\s*\\(\\s*\\d{1,2}\\+?\\s*(?:months?|mos?\\.?|weeks?|years?|yrs?|monate?|`
  + `wochen|jahre?|mois|semaines|ans?|meses|semanas|anos?|años?|mesi|settimane|anni|miesi[aąeę]c\\w*|lat|honap|het|ev)\\s*\\)\\s*(?:$|\\t)`);

const SHORT_DATE = String.raw`(${MONTH_TOKEN_PATTERN})\.?\s?['’]?(\d{2})`;
const SHORT_YEAR_RANGE = new RegExp(`(?<!${ALNUM})${SHORT_DATE}${SEPARATOR}(?:(${PRESENT})|${SHORT_DATE})(?!${ALNUM})`);
/** "15" → "2015", "98" → "1998": a fixed pivot keeps the reading the same on every day it runs. */
const fullYear = (yy: string): string => `${Number(yy) >= 50 ? '19' : '20'}${yy}`;

function dateFrom(g: (string | undefined)[]): string {
  // g: [month, year, year, month, monthName, year, year, monthName, year] as in DATE's groups.
  const [m1, y1, y2, m2, n3, y3, y4, n4, y5] = g;
  const pad = (m: number) => String(m).padStart(2, '0');
  const valid = (m: number | undefined) => m !== undefined && m >= 1 && m <= 12;
  if (y1 && valid(Number(m1))) return `${y1}-${pad(Number(m1))}`;
  if (y2 && valid(Number(m2))) return `${y2}-${pad(Number(m2))}`;
  if (y3 && n3) { const m = monthNumber(n3); if (valid(m)) return `${y3}-${pad(m!)}`; }
  if (y4 && n4) { const m = monthNumber(n4); if (valid(m)) return `${y4}-${pad(m!)}`; }
  return y1 ?? y2 ?? y3 ?? y4 ?? y5 ?? '';
}

const GROUPS = 9;

const NORWEGIAN_NOW = /(?<!\p{L})n[åÅ](?!\p{L})/giu;

/** Folded, lowercased, with the day of a full date blanked out (same length, so offsets hold). */
function normalised(line: string): string {
  // Norwegian "nå" (now) folds to "na", a preposition of Czech and Polish ("09/2019 na stanowisku"): it becomes
  // "nu", a word for now of the same length, before the fold.
  return foldDiacritics(line.replace(NORWEGIAN_NOW, 'nu')).toLowerCase()
    .replace(/(?<![\d./-])\d{1,2}([./])(?=\d{1,2}\1(?:19|20)\d{2}(?!\d))/g, (m) => ' '.repeat(m.length))
    .replace(/(?<!\d)((?:19|20)\d{2}([-/])\d{2})\2\d{2}(?!\d)/g, (_m, ym: string) => `${ym}   `)
    // Year-first dotted dates ("2021. 09. 01." in Hungarian CVs) keep "2021. 09" and lose the day.
    .replace(/(?<!\d)((?:19|20)\d{2}\.\s?\d{1,2})\.\s?\d{1,2}\.?(?!\d)/g, (m, ym: string) => ym + ' '.repeat(m.length - ym.length))
    // Spanish "Ene 2025" (enero): the month table's English "jan" of the same length.
    .replace(/(?<![a-z])ene(?=\.?\s?(?:19|20)\d{2}(?!\d))/g, 'jan');
}

/**
 * The normalised text with its month names as tokens (fields/dates.ts): what the period patterns run on. Remembered
 * (../remembered.ts): the readers ask for the periods of the same lines many times over.
 */
const normalisedWithMonths = rememberedByText((line: string): string => withMonthTokens(normalised(line), SEPARATOR_WORDS));

/** The first period in a line of text, or undefined. */
export function findPeriod(line: string): Period | undefined {
  for (const joined of withWordsJoined(line)) {
    const period = periodIn(joined.text);
    if (period === undefined) continue;
    const found = withDays(joined.text, normalisedWithMonths(joined.text), period);
    const start = joined.origin[found.index]!;
    const end = joined.origin[found.index + found.length - 1]! + 1;
    return { ...found, index: start, length: end - start };
  }
  const plain = periodIn(line);
  return plain && withDays(line, normalisedWithMonths(line), plain);
}

/**
 * The line with its date words made whole, in each of the ways a line may break them: hyphenated at a narrow column's
 * end ("au- jourd’hui"), or set letter-spaced ("T O P R E S E N T", ./spaced-date-words.ts). A period is read in these
 * first: in the line as it is, its dates may read as a period of their own without its end.
 */
function* withWordsJoined(line: string): Generator<JoinedLine> {
  const hyphenated = BROKEN_HINT.test(line) ? withDateWordsJoined(line) : null;
  if (hyphenated !== null) yield hyphenated;
  const spaced = /\d/.test(line) ? withSpacedDateWordsJoined(line, isPeriodWord) : null;
  if (spaced !== null) yield spaced;
}

// The words of PRESENT that are one word (folded): "aujourd'hui", "napjainkig", "actualidad".
const PRESENT_WORDS = new Set(PRESENT.split('|').filter((w) => /^[\p{L}'’]+$/u.test(w)));
/** A word hyphenated at a line's end, the line's break a space now: "au- jourd’hui", "sep- tembre". */
const BROKEN_WORD = /(?<![\p{L}\d])(\p{L}+)[-\u00ad\u2010]\s+(\p{L}[\p{L}'’]*)/gu;
const BROKEN_HINT = /\p{L}[-\u00ad\u2010]\s+\p{L}/u;
/** TeX breaks no word of fewer letters (two before the hyphen, three after it at least). */
const MIN_BROKEN_WORD = 5;

/** A word for "until now" or a month's name, in any of the CV languages (fields/dates.ts's month table). */
function isDateWord(word: string): boolean {
  const folded = foldDiacritics(word).toLowerCase();
  return PRESENT_WORDS.has(folded) || monthNumber(folded) !== undefined;
}

// The words of SEPARATOR_WORDS and SINCE_WORDS that are one word (folded): "to", "bis", "seit".
const LINKING_WORDS = new Set([...SEPARATOR_WORDS, ...SINCE_WORDS].map((w) => foldDiacritics(w)).filter((w) => /^\p{L}+$/u.test(w)));

/** A word of a period: a date word, or a word for "to", "since" between or before its dates. */
function isPeriodWord(word: string): boolean {
  return isDateWord(word) || LINKING_WORDS.has(foldDiacritics(word).toLowerCase());
}

/**
 * The line with each word a narrow column hyphenated at its end made whole again where the whole is a date's word (French
 * "aujourd'hui" broken "au-" over "jourd'hui", "sep-" over "tembre"): the line's pieces joined, a period's end would be
 * lost. Only date words: another word's hyphen may be its own ("Jean-" over "Pierre"). `origin`: each character's offset
 * in the line (and the line's length after the last), or null when the line has no such word.
 */
function withDateWordsJoined(line: string): JoinedLine | null {
  let text = '';
  const origin: number[] = [];
  let from = 0;
  for (const m of line.matchAll(BROKEN_WORD)) {
    const [, head, rest] = m;
    if (head!.length + rest!.length < MIN_BROKEN_WORD || !isDateWord(head! + rest!)) continue;
    const restAt = m.index + m[0].length - rest!.length;
    for (let k = from; k < m.index + head!.length; k++) origin.push(k);
    text += line.slice(from, m.index + head!.length);
    from = restAt;
  }
  if (from === 0) return null;
  for (let k = from; k <= line.length; k++) origin.push(k);
  return { text: text + line.slice(from), origin };
}

/**
 * The period with the days of its dates, which the patterns read as blanks (normalised): "2023-04-01 – 2024-11-01" is the
 * whole period, and "01" left after it would read as a header's text. Only the blanks that stand for printed signs.
 */
function withDays(line: string, text: string, period: Period): Period {
  let start = period.index;
  let end = period.index + period.length;
  while (start > 0 && text[start - 1] === ' ' && line[start - 1] !== ' ' && /[\d./-]/u.test(line[start - 1]!)) start--;
  while (end < text.length && text[end] === ' ' && line[end] !== ' ' && /[\d./-]/u.test(line[end]!)) end++;
  return start === period.index && end === period.index + period.length ? period : { ...period, index: start, length: end - start };
}

function periodIn(line: string): Period | undefined {
  // Every form below holds a year or a two-digit year; most lines of a CV hold no digit, and
  // these patterns (the month names of many languages, several times over) are costly to run.
  if (!/\d/.test(line)) return undefined;
  // Folded so that "März" and "2019-től" match the ASCII month and suffix tables; same length
  // for the Latin scripts CVs use, so offsets still point into the line.
  // Full dates ("01/06/2007–Heute", "2007-06-01") keep their month and year: the day becomes
  // blanks of the same length, so offsets still hold.
  const text = normalisedWithMonths(line);
  // Each form holds a year, of four digits or two: a line without two digits side by side (a page number, "3")
  // holds no period, and V8 keeps a text of one character one-byte, so running these on it compiled each a
  // second time (../two-byte.ts).
  if (!/\d{2}/.test(text)) return undefined;
  const range = RANGE.exec(text);
  if (range) {
    const start = dateFrom(range.slice(1, 1 + GROUPS));
    const present = range[1 + GROUPS];
    const end = present ? '' : dateFrom(range.slice(2 + GROUPS, 2 + 2 * GROUPS));
    if (start && (present || (end && end >= start))) {
      return withSeasonBefore(text, { start, end, current: Boolean(present), index: range.index, length: range[0].length });
    }
    // "Dec 2026 – Jul 2022": a start years after its end (a slip, or a template that prints the day it ran for a start left
    // out) still dates the entry, whose header would be lost without it. A start after the end cannot be: it is left out.
    if (start && end && end.slice(0, 4) < start.slice(0, 4)) return { start: '', end, current: false, index: range.index, length: range[0].length };
  }
  const side = mayBeSideBySide(text) ? SIDE_BY_SIDE.exec(text) : null;
  if (side) {
    // MONTH_DATE has 8 groups: DATE's 9 less the bare year.
    const start = dateFrom([...side.slice(1, 9), undefined]);
    const present = side[9];
    const end = present ? '' : dateFrom([...side.slice(10, 18), undefined]);
    if (start && (present || (end && end >= start))) {
      return { start, end, current: Boolean(present), index: side.index, length: side[0].length };
    }
  }
  // "Sep 15 - NOW", "Jan 15 - Sep 15": month names with two-digit years, only where the line
  // has no four-digit year (which would be read above).
  const short = /(?:19|20)\d{2}/.test(text) ? null : SHORT_YEAR_RANGE.exec(text);
  if (short) {
    const start = dateFrom([undefined, undefined, undefined, undefined, short[1], fullYear(short[2]!)]);
    const end = short[3] ? '' : dateFrom([undefined, undefined, undefined, undefined, short[4], fullYear(short[5]!)]);
    if (start && (short[3] || (end && end >= start))) {
      return { start, end, current: Boolean(short[3]), index: short.index, length: short[0].length };
    }
  }
  const season = SEASON.exec(text);
  if (season) {
    // "Summer 2022": an internship or a term within one year; the year is both ends.
    return { start: season[1]!, end: season[1]!, current: false, index: season.index, length: season[0].length };
  }
  const lasted = YEAR_AND_LENGTH.exec(text);
  if (lasted) {
    // "2022 (6 months)": the year it started and how long it lasted; the end is not printed.
    return { start: lasted[1]!, end: '', current: false, index: lasted.index, length: lasted[0].length };
  }
  const years = TWO_YEARS.exec(text);
  if (years && years[1]! <= years[2]!) {
    return { start: years[1]!, end: years[2]!, current: false, index: years.index, length: years[0].length };
  }
  const open = openPeriod(text);
  if (open) {
    const start = dateFrom(open.slice(1, 1 + GROUPS));
    if (start) return { start, end: '', current: true, index: open.index, length: open[0].length };
  }
  return undefined;
}

// "2015 2018" and nothing else on the line: two years side by side, the dash between them drawn by the page's style (a web
// template's start and end in two elements). Not inside other text, where two years may be anything.
const TWO_YEARS = /^\s*((?:19|20)\d{2})\s+((?:19|20)\d{2})\s*$/;

// A slash too: "April 2019 – now / Elmbury, ST" sets the job's place after its period with one.
const EDGE_SEPARATORS = /^[\s|,;:·•\-–—()/]+|[\s|,;:·•\-–—()/]+$/gu;

/**
 * The text without the separators and brackets a period taken out of it left at its edges ("Engineer (2019 – 2021)"
 * → "Engineer"). A bracket the text itself opened is closed again: "Chemistry (Catalysis)<tab>2015 – 2019" keeps its ")".
 */
export function trimSeparators(text: string): string {
  const trimmed = text.replace(EDGE_SEPARATORS, '').replace(/\(\s*\)/g, '').trim();
  const unclosed = (trimmed.match(/\(/gu) ?? []).length > (trimmed.match(/\)/gu) ?? []).length;
  return unclosed && /\)[^(]*$/u.test(text) ? `${trimmed})` : trimmed;
}

/** The line without its period and the separators left around it ("Engineer | 2019 – 2021" → "Engineer"). */
export function withoutPeriod(line: string, period: Period): string {
  return trimSeparators(`${line.slice(0, period.index)}  ${line.slice(period.index + period.length)}`);
}

const LONE_MONTH_DATE = new RegExp(`^\\s*(?:${MONTH_DATE})\\s*$`);
// "Graduation: June 2016", "Mezuniyet: Haz 2022": one labelled month date in a cell of its own.
const LABELLED_MONTH_DATE = new RegExp(`^\\s*[a-z\u00c0-\uffff][a-z\u00c0-\uffff ]{1,24}:\\s*(?:${MONTH_DATE})\\s*$`);
// "May 2020 (short project) — Developer at Example Labs": a month date opening a line, a note in brackets
// perhaps, and a spaced dash before the header. The dash sets the date apart as the entry's start; the
// note goes with the date, so the header after the dash is read alone.
const MONTH_DATE_THEN_DASH = new RegExp(`^\\s*(?:${MONTH_DATE})(?:\\s*\\([^()]{1,40}\\))?\\s+[–—-]\\s+(?=[a-z\u00c0-\uffff])`);

/**
 * A line that is one month date and nothing else ("01/03/2020", "March 2020"): a job's start
 * printed without its end. Bare years are left out: alone on a line they are mostly
 * graduation years or page furniture. The last cell of a row counts too when it holds the date
 * alone or after a label ("Example Studies<tab>Graduation: June 2016").
 */
export function findLoneStart(line: string): Period | undefined {
  const text = normalisedWithMonths(line);
  // Each form below holds a month date, so a year: without one, the large patterns need not run (cold start).
  if (!/(?:19|20)\d{2}/.test(text)) return undefined;
  const tab = text.lastIndexOf('\t');
  // The last cell holds a month date, so a year, or is not read (a short cell such as "3" is one-byte in V8, and
  // the patterns would be compiled a second time for it).
  const cell = tab >= 0 && /\p{L}{2}/u.test(text.slice(0, tab)) && /(?:19|20)\d{2}/.test(text.slice(tab + 1)) ? text.slice(tab + 1) : undefined;
  const m = LONE_MONTH_DATE.exec(text) ?? (cell === undefined ? null : LONE_MONTH_DATE.exec(cell) ?? LABELLED_MONTH_DATE.exec(cell));
  if (!m) {
    const opening = MONTH_DATE_THEN_DASH.exec(text);
    const start = opening ? dateFrom([...opening.slice(1, 9), undefined]) : '';
    // Only when the header after the dash is capitalised, as a title or a name is.
    // A whole period ("Mar 2019 – Jun 2020") is no lone start.
    if (!opening || !start || !/^\p{Lu}/u.test(line.slice(opening[0].length)) || findPeriod(line)) return undefined;
    return { start, end: '', current: false, index: 0, length: opening[0].length };
  }
  const start = dateFrom([...m.slice(1, 9), undefined]);
  if (!start) return undefined;
  // A label before the date ("Start: Jun 2019", "Graduation: Jun 2016") names what it is: no date alone.
  const lone = m[0].includes(':') ? {} : { lone: true };
  return m.input === text ? { start, end: '', current: false, index: 0, length: line.length, ...lone }
    : { start, end: '', current: false, index: tab + 1, length: line.length - tab - 1, ...lone };
}

// "– Jun 2019", "- 2019-06", "until 2019", "bis 06/2019": a dash or a word for "until" and one date, nothing else on the line.
const UNTIL_WORDS = ['until', 'till', 'to', 'bis', 'hasta', 'ate', "jusqu'en", "jusqu'a", 'jusqu’en', 'jusqu’a', 'fino a', 'al', 'do', 'tot'];
// The dashes and arrows a period's two dates stand either side of (SEPARATOR's).
const END_DASH = '[-‐‑–—‒➔→➝]';
const LONE_END = new RegExp(`^\\s*(?:${END_DASH}|(?:${UNTIL_WORDS.join('|')})(?![a-z\u00c0-\uffff]))\\s*(?:${DATE})\\s*$`);
// "Buyer - Jul 2022": a header line and an end after a spaced dash, as a template joins a header and a period whose start it
// left out. What comes before holds a letter and no digit (no date of its own, no figure), and opens no bullet. A month date
// only: "Award – 2019" after a name is as often the year of something else.
const HEADER_THEN_END = new RegExp(`^(?![-‐‑–—•·*▪])(?=[^\\d\\t]*\\p{L})[^\\d\\t]{2,80}?\\s(?=${END_DASH}\\s*(?:${MONTH_DATE})\\s*$)`, 'u');

/**
 * A line that is an end date alone after a dash or an "until" ("– Jun 2019", "until 2019"): a job printed with its end
 * only, as a template prints one whose start was left out. The entry is anchored at it like any period, its start empty.
 * (A year alone counts here: the dash or the word before it says it ends something.)
 */
export function findLoneEnd(line: string): Period | undefined {
  if (!/(?:19|20)\d{2}/.test(line)) return undefined;
  // "Example Ltd<tab>– Jun 2019", "Buyer<tab>- 2019-06-01": the end alone in the row's last cell, beside the header, as
  // templates set a period flush right.
  const tab = line.lastIndexOf('\t');
  const at = tab >= 0 && /\p{L}{2}/u.test(line.slice(0, tab)) ? tab + 1 : 0;
  // "Buyer - Jul 2022": the end after the header on its line; the period is the dash and the date.
  const head = at === 0 ? HEADER_THEN_END.exec(normalisedWithMonths(line)) : null;
  const from = head ? head[0].length : at;
  if (line.length - from > 40) return undefined;
  const m = LONE_END.exec(normalisedWithMonths(line.slice(from)));
  const end = m ? dateFrom(m.slice(1, 1 + GROUPS)) : '';
  return m && end ? { start: '', end, current: false, index: from, length: line.length - from } : undefined;
}

// "Example Logistics, Lda. / Mar 2021", "Buyer | 06/2019": a header line, a slash, bar, middle dot or comma, and one month
// date ending the line. What comes before holds a letter and no digit and opens no bullet (as HEADER_THEN_END's).
const HEADER_THEN_DATE = new RegExp(
  `^(?![-‐‑–—•·*▪])(?=[^\\d\\t]*\\p{L})[^\\d\\t]{2,80}?(?<=\\S)\\s*([/|·•,])\\s*(?=(?:${MONTH_DATE})\\s*$)`, 'u');
const TRAILING_MONTH_DATE = new RegExp(`^(?:${MONTH_DATE})\\s*$`);

/**
 * One month date ending a header line after a separator ("Example Ltd / Mar 2021"), as a template prints a job's period
 * after its employer and, where the start was left out, its one date alone there. Read as a lone start (findLoneStart's
 * reading of a date alone), the separator with it; the caller decides whether the section prints its periods so.
 */
export function findDateAfterHeader(line: string): (Period & { separator: string }) | undefined {
  if (!/(?:19|20)\d{2}/.test(line) || line.includes('\t')) return undefined;
  const text = normalisedWithMonths(line);
  const head = HEADER_THEN_DATE.exec(text);
  if (!head) return undefined;
  const m = TRAILING_MONTH_DATE.exec(text.slice(head[0].length));
  const start = m ? dateFrom([...m.slice(1, 9), undefined]) : '';
  const at = head[0].lastIndexOf(head[1]!);
  return start ? { start, end: '', current: false, index: at, length: line.length - at, separator: head[1]!, lone: true } : undefined;
}
