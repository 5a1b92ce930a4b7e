// "BSc Geology — Example University 2019" among studies dated by periods: the year a study ended printed at the end of
// its row after a space (a PDF row whose date cell stands close to the text, or a template that sets it so), not in a
// cell of its own; or in a first cell ("2019<tab>BSc Geology — Example University", a date column on the left), or as a
// month date opening the row ("06/2019  BSc Geology"). Set apart
// as the row's last cell, it anchors the study as a year cell does; left where it was it joins the row to the study above.
import { isDetailLine, splitParts } from './entries.js';
import { isDegree, isSchoolName } from './roles.js';

// A row's text (letters, no digit, no cell), then spaces or a comma, then a year alone.
const YEAR_AFTER_TEXT = /^([^\d\t]*\p{L}[^\d\t]*?)[\s,]+((?:19|20)\d{2})\s*$/u;

// "2018<tab>BSc Geology, Example University": a year alone in a row's first cell (a date column on the left), then the text.
const YEAR_BEFORE_TEXT = /^\s*((?:19|20)\d{2})\t+([^\d\t]*\p{L}[^\d\t]*)$/u;

// "06/2016  A-levels", "2016.06 Example University", "May (2016.05) Matura": a month date alone opening the row (a month
// name before it only with the date in brackets), then the text after a space.
const MONTH_DATE_BEFORE_TEXT = new RegExp(['^\\s*(?:\\p{L}{3,12}\\.?\\s+(?=\\())?\\(?(?:(?:0?[1-9]|1[0-2])[./-]((?:19|20)\\d{2})',
  '|((?:19|20)\\d{2})[./-](?:0[1-9]|1[0-2])\\.?)\\)?[\\s\\t]+(\\p{L}[^\\d\\t]*)$'].join(''), 'u');

const BULLET = /^\s*[-–•·*▪►✓➢∗◦‣⁃●■➤❖]\s+/u;

/**
 * The row with its end year set in a cell of its own at the row's end, where its text names a school or a degree; else the
 * row as it was. A year in the first cell moves to the last, where a year cell is read. `above`: the row before it.
 */
export function yearAsCell(line: string, above?: string): string {
  const m = YEAR_AFTER_TEXT.exec(line);
  const before = m ? undefined : YEAR_BEFORE_TEXT.exec(line);
  const month = m || before ? undefined : MONTH_DATE_BEFORE_TEXT.exec(line);
  const [text, year] = m ? [m[1]!, m[2]!] : before ? [before[2]!, before[1]!] : month ? [month[3]!, (month[1] ?? month[2])!] : ['', ''];
  // A degree's bullet right under its school's heading ("2018<tab>• MSc Geology") is the study's row, no detail of one.
  const bare = text.replace(BULLET, '');
  const underSchool = above !== undefined && !isDetailLine(above) && splitParts(above).some((p) => isSchoolName(p) && !isDegree(p));
  const degreeBullet = underSchool && bare !== text && splitParts(bare).some(isDegree);
  if (text === '' || ((isDetailLine(line) || isDetailLine(text)) && !degreeBullet)) return line;
  const parts = splitParts(text);
  return parts.some((p) => isSchoolName(p) || isDegree(p)) ? `${text.trim()}\t${year}` : line;
}
