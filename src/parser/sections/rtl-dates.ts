// Dates of Persian, Arabic and Hebrew CVs, written the way the period readers (./periods.ts) know them. Those
// readers know Latin month names and years 19xx/20xx; a Persian CV dates its jobs in the Solar Hijri calendar
// ("مهر ۱۴۰۰", "۱۳۹۸") and says "now" in its own words ("اکنون"), an Arabic or Hebrew one names Gregorian months in
// its own script. Each such date becomes "YYYY-MM" (or "YYYY", or "now") in the line, padded with spaces to the
// length it had. The line is first read in its letters' plain forms (a PDF text layer may hold the presentation
// forms, which no pattern here spells). Pure; lines without those scripts come back as they are.

/** A word as a pattern that accepts the Arabic yeh and kaf for the Persian ones (and the reverse): both are typed for either. */
export const eitherYehAndKaf = (word: string): string => word.replace(/[یيى]/gu, '[یيى]').replace(/[کك]/gu, '[کك]');
const letters = eitherYehAndKaf;
const alternation = (words: readonly string[]): string => words.map(letters).join('|');

// The Solar Hijri months, Farvardin first (each begins about the 21st of a Gregorian month: Farvardin 1 is 21 March).
const SOLAR_MONTHS = ['فروردین', 'اردیبهشت', 'خرداد', 'تیر', 'مرداد|امرداد', 'شهریور', 'مهر', 'آبان', 'آذر', 'دی', 'بهمن', 'اسفند'];
// Gregorian months in Persian, Arabic (Egyptian and Levantine names) and Hebrew, January first.
const GREGORIAN_MONTHS = [
  'ژانویه|يناير|كانون الثاني|ינואר', 'فوریه|فبراير|شباط|פברואר', 'مارس|آذار|מרץ', 'آوریل|أبريل|ابريل|نيسان|אפריל',
  'مه|می|مايو|أيار|ايار|מאי', 'ژوئن|يونيو|يونيه|حزيران|יוני', 'ژوئیه|جولای|يوليو|يوليه|تموز|יולי', 'اوت|آگوست|أغسطس|اغسطس|آب|אוגוסט',
  'سپتامبر|سبتمبر|أيلول|ايلول|ספטמבר', 'اکتبر|أكتوبر|اكتوبر|تشرين الأول|אוקטובר', 'نوامبر|نوفمبر|تشرين الثاني|נובמבר',
  'دسامبر|ديسمبر|كانون الأول|דצמבר',
];
const NOW_WORDS = ['تاکنون', 'تا کنون', 'هم‌اکنون', 'هماکنون', 'اکنون', 'ادامه دارد', 'حتى الآن', 'حتى الان', 'إلى الآن', 'حالياً', 'حاليا', 'الآن',
  'עד היום', 'היום', 'כיום', 'עד כה'];

const RTL = /[\u0590-\u06FF\uFB1D-\uFDFF\uFE70-\uFEFF]/u;
// Persian's own letters (pe, che, zhe, gaf) or its yeh and kaf: a line with none of them is Arabic or Hebrew.
const PERSIAN = /[پچژگکی]/u;
const NOT_LETTER_BEFORE = String.raw`(?<![\p{L}\p{N}])`;
const NOT_LETTER_AFTER = String.raw`(?![\p{L}\p{N}])`;
// A month's name and a year on either side of it, "ماه" ("month") after the name perhaps: "مهر ۱۴۰۰", "۱۴۰۱ دی", "مهر ماه ۱۴۰۰".
const monthAndYear = (names: string, year: string): RegExp => new RegExp(
  `${NOT_LETTER_BEFORE}(?:(${names})(?:\\s+ماه)?\\s*(${year})|(${year})\\s*(${names})(?:\\s+ماه)?)${NOT_LETTER_AFTER}`, 'gu');
const SOLAR_YEAR = String.raw`1[34]\d{2}`;
const GREGORIAN_YEAR = String.raw`(?:19|20)\d{2}`;
const SOLAR_DATE = monthAndYear(alternation(SOLAR_MONTHS), SOLAR_YEAR);
const GREGORIAN_DATE = monthAndYear(alternation(GREGORIAN_MONTHS), GREGORIAN_YEAR);
// A Solar Hijri year alone, not marked as a lunar one ("۱۴۴۵ هـ", "ه.ق").
const SOLAR_YEAR_ALONE = new RegExp(`${NOT_LETTER_BEFORE}(${SOLAR_YEAR})(?!\\s*(?:هـ|ه\\s*\\.?\\s*ق|ق\\.))${NOT_LETTER_AFTER}`, 'gu');
const NOW = new RegExp(`${NOT_LETTER_BEFORE}(?:${alternation(NOW_WORDS)})${NOT_LETTER_AFTER}`, 'gu');

/** The latest Solar Hijri year read as one: later ones are no date of a past job (nor the lunar years of the 1440s). */
const LAST_SOLAR_YEAR = 1420;

const monthIndex = (months: readonly string[], name: string): number => {
  const plain = name.replace(/[يى]/gu, 'ی').replace(/ك/gu, 'ک');
  return months.findIndex((m) => m.split('|').some((w) => w.replace(/[يى]/gu, 'ی').replace(/ك/gu, 'ک') === plain));
};
const pad = (text: string, length: number): string => text.padEnd(length, ' ');

/** The Gregorian month holding most of Solar Hijri month `month` (1–12) of `year`, as "YYYY-MM". */
export function solarToGregorian(year: number, month: number): string {
  // Farvardin to Azar fall in the Gregorian year 621 later (April to December), Dey to Esfand in the next.
  const gregorianMonth = ((month + 2) % 12) + 1;
  const gregorianYear = year + (month <= 9 ? 621 : 622);
  return `${gregorianYear}-${String(gregorianMonth).padStart(2, '0')}`;
}

/** Whether a text holds Persian letters: then a Solar Hijri year may stand on a line with no letters ("1398 - 1400"). */
export const hasPersianLetters = (text: string): boolean => PERSIAN.test(text);

/**
 * The line with its Persian, Arabic and Hebrew dates and words for "now" written as the period readers read them.
 * `persianDocument`: the CV is written in Persian, so a year alone is a Solar Hijri one even on a line without letters.
 */
export function withRtlDates(line: string, persianDocument = false): string {
  if (!RTL.test(line) && !persianDocument) return line;
  const plain = /[\uFB50-\uFDFF\uFE70-\uFEFF]/u.test(line) ? line.normalize('NFKC') : line;
  let out = plain.replace(SOLAR_DATE, (m, n1?: string, y1?: string, y2?: string, n2?: string) => {
    const year = Number(y1 ?? y2);
    const month = monthIndex(SOLAR_MONTHS, (n1 ?? n2)!) + 1;
    return year > LAST_SOLAR_YEAR || month === 0 ? m : pad(solarToGregorian(year, month), m.length);
  });
  out = out.replace(GREGORIAN_DATE, (m, n1?: string, y1?: string, y2?: string, n2?: string) => {
    const month = monthIndex(GREGORIAN_MONTHS, (n1 ?? n2)!) + 1;
    return month === 0 ? m : pad(`${y1 ?? y2}-${String(month).padStart(2, '0')}`, m.length);
  });
  // A year alone is read as a Solar Hijri one only in Persian text, where that calendar is the one in use.
  if (persianDocument || PERSIAN.test(out)) {
    out = out.replace(SOLAR_YEAR_ALONE, (m, y: string) => (Number(y) > LAST_SOLAR_YEAR ? m : String(Number(y) + 621)));
  }
  return out.replace(NOW, (m) => pad('now', m.length));
}
