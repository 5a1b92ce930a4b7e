// Finds calendar dates (day, month and year) in the formats CVs print in the languages of the
// month table below, and turns them into ISO strings. Month-and-year alone is not a date:
// that is how job periods are written, and a birth date always has a day.
import { hijriCalendarFor, hijriToIso, type HijriCalendar } from './hijri.js';
import { foldDiacritics } from '../classify/text.js';

export interface FoundDate {
  iso: string;
  /** Offsets in the folded, lowercased text the date was found in. */
  start: number;
  end: number;
}

// Lowercase; index = month - 1; folded (no diacritics) when the table is built, so each name is
// written as its language spells it. Abbreviations are prefixes tried too. Languages: EN DE HU FR
// ES IT PL PT NL, then TR RO CS SK SV DA FI ID CA RU, whose CVs print months as words as well. The short forms the CV
// templates print ("janv. 2019", "ene. 2020", "gen 2018", "mrt 2021", "fev 2017", "wrz 2019", "paź 2020") are there too.
const MONTHS: string[][] = [
  ['january', 'januar', 'janner', 'januar', 'janvier', 'enero', 'gennaio', 'stycznia', 'styczen', 'janeiro', 'januari', 'jan',
    'janv', 'ene', 'gen', 'sty', 'ocak', 'oca', 'ianuarie', 'ian', 'leden', 'ledna', 'tammikuu', 'tammikuuta', 'tammi', 'gener', 'январь', 'января', 'янв'],
  ['february', 'februar', 'feber', 'februar', 'fevrier', 'febrero', 'febbraio', 'lutego', 'luty', 'fevereiro', 'februari', 'feb', 'febr',
    'fevr', 'fev', 'lut', 'şubat', 'şub', 'februarie', 'únor', 'února', 'helmikuu', 'helmikuuta', 'helmi', 'febrer', 'февраль', 'февраля', 'фев'],
  ['march', 'marz', 'marcius', 'mars', 'marzo', 'marca', 'marzec', 'marco', 'maart', 'mar', 'marc',
    'mrt', 'mart', 'martie', 'březen', 'března', 'marec', 'marts', 'maaliskuu', 'maaliskuuta', 'maret', 'març', 'март', 'марта'],
  ['april', 'aprilis', 'avril', 'abril', 'aprile', 'kwietnia', 'kwiecien', 'apr', 'avr', 'abr',
    'kwi', 'nisan', 'nis', 'aprilie', 'duben', 'dubna', 'huhtikuu', 'huhtikuuta', 'апрель', 'апреля', 'апр'],
  ['may', 'mai', 'majus', 'mayo', 'maggio', 'maja', 'maj', 'maio', 'mei', 'mag',
    'mayıs', 'květen', 'května', 'toukokuu', 'toukokuuta', 'maig', 'май', 'мая'],
  ['june', 'juni', 'junius', 'juin', 'junio', 'giugno', 'czerwca', 'czerwiec', 'junho', 'jun',
    'giu', 'cze', 'haziran', 'haz', 'iunie', 'iun', 'červen', 'června', 'jún', 'kesäkuu', 'kesäkuuta', 'juny', 'июнь', 'июня', 'июн'],
  ['july', 'juli', 'julius', 'juillet', 'julio', 'luglio', 'lipca', 'lipiec', 'julho', 'jul', 'juil', 'lug',
    'lip', 'temmuz', 'tem', 'iulie', 'iul', 'červenec', 'července', 'júl', 'heinäkuu', 'heinäkuuta', 'juliol', 'июль', 'июля', 'июл'],
  ['august', 'augusztus', 'aout', 'agosto', 'sierpnia', 'sierpien', 'augustus', 'aug', 'ago',
    'sie', 'ağustos', 'ağu', 'srpen', 'srpna', 'augusti', 'elokuu', 'elokuuta', 'agustus', 'agost', 'август', 'августа', 'авг'],
  ['september', 'szeptember', 'septembre', 'septiembre', 'settembre', 'wrzesnia', 'wrzesien', 'setembro', 'sept', 'sep', 'szept', 'set',
    'wrz', 'eylül', 'eyl', 'septembrie', 'září', 'syyskuu', 'syyskuuta', 'setembre', 'сентябрь', 'сентября', 'сен', 'сент'],
  ['october', 'oktober', 'oktober', 'octobre', 'octubre', 'ottobre', 'pazdziernika', 'pazdziernik', 'outubro', 'oct', 'okt', 'ott', 'out',
    'paz', 'ekim', 'eki', 'octombrie', 'říjen', 'října', 'lokakuu', 'lokakuuta', 'octubre', 'октябрь', 'октября', 'окт'],
  ['november', 'novembre', 'noviembre', 'listopada', 'listopad', 'novembro', 'nov',
    'lis', 'kasım', 'kas', 'noiembrie', 'noi', 'listopadu', 'marraskuu', 'marraskuuta', 'novembre', 'ноябрь', 'ноября', 'ноя'],
  ['december', 'dezember', 'decembre', 'diciembre', 'dicembre', 'grudnia', 'grudzien', 'dezembro', 'dec', 'dez', 'dic',
    'gru', 'aralık', 'ara', 'decembrie', 'prosinec', 'prosince', 'joulukuu', 'joulukuuta', 'desember', 'desembre', 'декабрь', 'декабря', 'дек'],
];

const monthIndex = new Map<string, number>();
MONTHS.forEach((names, i) => {
  for (const name of names) {
    // Turkish ı has no decomposition, but capitals ("KASIM") lowercase to a plain i: both spellings.
    for (const n of new Set([foldForDates(name), foldForDates(name).replace(/ı/gu, 'i')])) if (!monthIndex.has(n)) monthIndex.set(n, i + 1);
  }
});
/** 1–12 for a folded, lowercase month name or abbreviation of the languages above ("marz", "okt"), or a month token. */
export function monthNumber(name: string): number | undefined {
  const code = name.charCodeAt(0) - TOKEN_FILL;
  if (code >= 1 && code <= 12) return code;
  return monthIndex.get(name.replace(/\.$/, ''));
}

// Month tokens. The table holds ~260 names; an alternation of all of them, several times over in a pattern, made
// the date and period patterns the costliest to compile in a cold parse (V8 compiles each at its first run: ten
// patterns, ~20–30 ms). So the patterns match a token instead, and the text they run on has each month name
// replaced by one first: a private-use character for the month (U+E001–U+E00C), then U+E000 up to the name's
// length, so offsets hold. To the period patterns' "letter or digit" class, [a-z0-9\u00c0-\uffff], a token is a
// word as the name was; no pattern here looks at the token's own characters with \p{L}. A name counts as a whole
// word, as the patterns read it: not inside a longer word ("marathon", "mayor"), but with a Hungarian
// "-tól/-től" (from) or "-ig" (until) glued to it ("2019. márciustól"). Private-use characters of the text itself in
// the tokens' range (an icon font's glyphs) become U+E00D first, so that none reads as a month.
const TOKEN_FILL = 0xe000;
/** What a month token looks like in a pattern (one month name of the table in the text before withMonthTokens). */
export const MONTH_TOKEN_PATTERN = '[\\ue001-\\ue00c]\\ue000*';
// Letters: ASCII and U+00C0 and up, but for General Punctuation (U+2000–U+206F): an en dash glued to a month's name
// ("Jun 2022–Jun 2025", as TeX's "--" prints) is no letter of it.
const LETTER_RUN = /[a-z\u00c0-\u1fff\u2070-\uffff]+/g;
const TOKEN_CHARACTERS = /[\ue000-\ue00c]/;
const TOKEN_CHARACTERS_ALL = /[\ue000-\ue00c]/g;

const monthToken = (month: number, length: number): string => String.fromCharCode(TOKEN_FILL + month) + String.fromCharCode(TOKEN_FILL).repeat(length - 1);

/**
 * The folded, lowercase text with each month name made a token of the same length (monthNumber reads it).
 * `gluedBefore`: words a caller's patterns allow right before a month with no space ("to" in "2018 toMar 2020",
 * which a PDF's text may print so): a run of letters that is one of them and a month name gets its month tokened.
 */
export function withMonthTokens(folded: string, gluedBefore: readonly string[] = []): string {
  const text = TOKEN_CHARACTERS.test(folded) ? folded.replace(TOKEN_CHARACTERS_ALL, '\ue00d') : folded;
  return text.replace(LETTER_RUN, (word) => {
    const month = monthIndex.get(word);
    if (month !== undefined) return monthToken(month, word.length);
    const stem = word.endsWith('tol') ? word.slice(0, -3) : word.endsWith('ig') ? word.slice(0, -2) : '';
    const stemMonth = stem.length >= 3 ? monthIndex.get(stem) : undefined;
    if (stemMonth !== undefined) return monthToken(stemMonth, stem.length) + word.slice(stem.length);
    for (const before of gluedBefore) {
      const after = word.startsWith(before) ? monthIndex.get(word.slice(before.length)) : undefined;
      if (after !== undefined) return before + monthToken(after, word.length - before.length);
    }
    return word;
  });
}

// A day's ordinal ending, also glued to the month's name ("12thmarch" as a PDF's text may print it).
const ORDINAL_ENDINGS = ['st', 'nd', 'rd', 'th', 'er'];
const DAY = String.raw`(\d{1,2})(?:${ORDINAL_ENDINGS.join('|')}|\.)?`;
const MONTH = `(${MONTH_TOKEN_PATTERN})\\.?`;
const YEAR = String.raw`(\d{4})`;
const B = String.raw`(?<![\p{L}\d])`;
const E = String.raw`(?![\p{L}\d])`;

type Order = 'dmy' | 'mdy' | 'ymd';
const PATTERNS: [RegExp, (m: RegExpExecArray, mdyDefault: boolean) => [number, number, number] | undefined][] = [
  // 1985-03-12, 1985.03.12., 1985/03/12
  [new RegExp(`${B}${YEAR}\\s?[-./]\\s?(\\d{1,2})\\s?[-./]\\s?(\\d{1,2})\\.?${E}`, 'gu'), (m) => ymd(m[1], m[2], m[3], 'ymd')],
  // 12.03.1985, 12/03/1985, 12-03-1985 (US order when the first part cannot be a day, or by locale)
  [new RegExp(`${B}(\\d{1,2})\\s?[-./]\\s?(\\d{1,2})\\s?[-./]\\s?${YEAR}${E}`, 'gu'), (m, mdy) => {
    const a = Number(m[1]); const b = Number(m[2]);
    const order: Order = a > 12 ? 'dmy' : b > 12 ? 'mdy' : mdy ? 'mdy' : 'dmy';
    return ymd(m[3], m[1], m[2], order);
  }],
  // 12 March 1985, 12. März 1985, 12th of March, 1985, 12 de marzo de 1985
  [new RegExp(`${B}${DAY}\\s*(?:of\\s+|de\\s+)?${MONTH},?\\s*(?:de\\s+|del\\s+)?${YEAR}${E}`, 'gu'), (m) => ymd(m[3], m[1], m[2], 'dmy')],
  // March 12, 1985
  [new RegExp(`${B}${MONTH}\\s+${DAY},?\\s+${YEAR}${E}`, 'gu'), (m) => ymd(m[3], m[1], m[2], 'mdy')],
  // 1985. március 12.
  [new RegExp(`${B}${YEAR}\\.?\\s*${MONTH}\\s*${DAY}${E}`, 'gu'), (m) => ymd(m[1], m[3], m[2], 'dmy')],
  // 1985年3月12日 (Japanese, Chinese), 1985년 3월 12일 (Korean): each part closed by its sign, so a label or a word may
  // stand right against it ("生年月日1985年3月12日生").
  [new RegExp(`(?<!\\d)${YEAR}\\s*[年년]\\s*(\\d{1,2})\\s*[月월]\\s*(\\d{1,2})\\s*[日일]`, 'gu'), (m) => ymd(m[1], m[2], m[3], 'ymd')],
];

/** The first patterns hold the month as a number: the only ones a Solar Hijri date is printed in here. */
const NUMERIC_PATTERNS = 2;
const LUNAR_MARK = /^\s*(?:هـ|ه\.?\s?ق|a\.?\s?h\b)/u;
// "ه.ش", "هـ ش", "ش" and "SH" after a date mark it Solar Hijri.
const SOLAR_MARK = /^\s*(?:هـ?\.?\s?ش|ش(?![\p{L}])|s\.?\s?h\b)/u;
const markOf = (after: string): HijriCalendar | undefined => (SOLAR_MARK.test(after) ? 'solar' : LUNAR_MARK.test(after) ? 'lunar' : undefined);

function ymd(year?: string, dayOrMonth?: string, monthOrDay?: string, order: Order = 'dmy'): [number, number, number] | undefined {
  const toNum = (s?: string): number => (s && /^\d+$/.test(s) ? Number(s) : monthNumber(s ?? '') ?? NaN);
  const y = Number(year);
  let d: number; let m: number;
  if (order === 'mdy') { m = toNum(dayOrMonth); d = toNum(monthOrDay); }
  else if (order === 'ymd') { m = toNum(dayOrMonth); d = toNum(monthOrDay); }
  else { d = toNum(dayOrMonth); m = toNum(monthOrDay); }
  return [y, m, d];
}

/** The ISO string for a real calendar date between 1800 and 2100, else undefined. */
export function toIsoDate(year: number, month: number, day: number): string | undefined {
  if (![year, month, day].every(Number.isInteger) || year < 1800 || year > 2100) return undefined;
  const dt = new Date(Date.UTC(year, month - 1, day));
  if (dt.getUTCMonth() !== month - 1 || dt.getUTCDate() !== day) return undefined;
  return dt.toISOString().slice(0, 10);
}

const ANY_DIGIT = /\d/;

/** Folds text the way findDates expects; offsets of findDates refer to this string. */
export function foldForDates(text: string): string {
  return foldDiacritics(text).toLowerCase();
}

/**
 * Every full date in the text, in order, without overlaps. `monthFirst` breaks 03/04/1985 ties (US CVs); `hijri` is the
 * calendar the CV's script or country names for a Hijri year without a mark, or 'birth' for a birth date of a CV that names
 * none (hijri.ts).
 */
export function findDates(text: string, options: { monthFirst?: boolean; hijri?: HijriCalendar | 'birth' } = {}): FoundDate[] {
  // Every form has its year and day in digits; most lines of a CV have none, and the month-name
  // patterns are large enough that running them on every line showed in a cold parse.
  if (!ANY_DIGIT.test(text)) return [];
  // Each form holds a four-digit year: a text without one (a page number, "3") need not run them, and V8 keeps a
  // text of one character one-byte, so running them on it compiled each a second time (../two-byte.ts).
  if (!/\d{4}/.test(text)) return [];
  const folded = withMonthTokens(foldForDates(text), ORDINAL_ENDINGS);
  const found: FoundDate[] = [];
  PATTERNS.forEach(([re, read], k) => {
    re.lastIndex = 0;
    for (let m = re.exec(folded); m; m = re.exec(folded)) {
      const parts = read(m, options.monthFirst === true);
      // A year of 1300 to 1465 in a date of numbers is a Hijri one ("1368/05/12"), Solar or lunar by its mark ("هـ", "AH"),
      // the CV or the year (hijri.ts): read as the Gregorian day it names, not as a made-up year of the common era.
      const hijri = parts && k < NUMERIC_PATTERNS && parts[0] < 1800
        ? hijriCalendarFor(parts[0], markOf(folded.slice(m.index + m[0].length)), options.hijri) : undefined;
      const iso = parts && (hijri ? hijriToIso(hijri, ...parts) : toIsoDate(...parts));
      const start = m.index; const end = m.index + m[0].length;
      if (iso && !found.some((f) => start < f.end && end > f.start)) found.push({ iso, start, end });
    }
  });
  return found.sort((a, b) => a.start - b.start);
}
