// Year-month dates as Chinese, Japanese and Korean CVs write them, put into the form the period readers know
// (periods.ts): "2019年9月" and the Korean "2019. 09." become "2019.09"; a tilde (~, ～, 〜) or 至 between two dates is a
// dash; "至今", "现在", "現在", "今", "현재", "재직중" after the dash mean the job or study goes on ("present").
// Pure text logic, one line at a time; a line without such a date is returned as it was.

const CJK_SIGN = /[\u3040-\u30FF\u3400-\u9FFF\uAC00-\uD7AF\uFF5E\u301C]/u;
// "2019年9月", "2019 年 09 月", "2019年" before a dash.
const YEAR_MONTH = /((?:19|20)\d{2})\s*年\s*(\d{1,2})\s*月(?:\s*\d{1,2}\s*日)?/gu;
// "2019. 09.", "2019.9." (Korean): a year, a dot, a month, an optional dot.
const DOTTED = /\b((?:19|20)\d{2})\.\s?(\d{1,2})\.?(?!\d)/gu;
const MONTH_DATE = String.raw`(?:19|20)\d{2}\.\d{2}`;
// The words for "until now", after the dash (longest first: "至今" before "今").
const ONGOING = '至今|现在|現在|目前|在职|在職|現職|재직\\s?중|현재|今';
const TO = '[~～〜至\\-–—]';
const RANGE = new RegExp(`(${MONTH_DATE})\\s*${TO}\\s*(${MONTH_DATE}|${ONGOING})`, 'gu');

const month = (m: string): string => m.padStart(2, '0');

/** The line with its CJK year-month dates and ranges written as "2019.09 – 2023.06" / "2019.09 – present". */
export function withCjkDates(line: string): string {
  if (!CJK_SIGN.test(line) && !/~/u.test(line)) return line;
  const dated = line
    .replace(YEAR_MONTH, (_m, y: string, m: string) => `${y}.${month(m)}`)
    .replace(DOTTED, (_m, y: string, m: string) => `${y}.${month(m)}`);
  return dated.replace(RANGE, (_m, from: string, to: string) => `${from} – ${/^\d/u.test(to) ? to : 'present'}`);
}
