// Dates in import files (issue 10 item 9): besides ISO 1985-12-31, the unambiguous local forms
// spreadsheets write — 31.12.1985 (German, day first) and 1985.12.31. (Hungarian, year first,
// also "1985. 12. 31.") — become ISO dates. Slashes are refused: 12/31/1985 and 31/12/1985
// both occur and 01/02/1985 could be either, so guessing would store wrong birthdays quietly.
// Whether the date is real (no 31.02.) is the person rule's check, as for any ISO date.
import { ValidationError } from '../../domain/errors.js';

export const ACCEPTED_DATE_FORMS = '1985-12-31, 31.12.1985 or 1985.12.31.';

const ISO = /^\d{4}-\d{2}-\d{2}$/;
const DAY_FIRST = /^(\d{1,2})\.\s?(\d{1,2})\.\s?(\d{4})\.?$/;
const YEAR_FIRST = /^(\d{4})\.\s?(\d{1,2})\.\s?(\d{1,2})\.?$/;

const pad = (digits: string) => digits.padStart(2, '0');

/** A cell → an ISO date, null for an empty cell; throws ValidationError naming the accepted forms. */
export function parseImportDate(cell: string, field: string): string | null {
  const text = cell.trim();
  if (text === '') return null;
  if (ISO.test(text)) return text;
  const dayFirst = DAY_FIRST.exec(text);
  if (dayFirst) return `${dayFirst[3]}-${pad(dayFirst[2] as string)}-${pad(dayFirst[1] as string)}`;
  const yearFirst = YEAR_FIRST.exec(text);
  if (yearFirst) return `${yearFirst[1]}-${pad(yearFirst[2] as string)}-${pad(yearFirst[3] as string)}`;
  const shown = text.length > 40 ? `${text.slice(0, 39)}…` : text;
  const message = text.includes('/')
    ? `${shown} is ambiguous (day or month first?): write it as ${ACCEPTED_DATE_FORMS}`
    : `${shown} is not a date: write it as ${ACCEPTED_DATE_FORMS}`;
  throw new ValidationError(`${field} ${message}`, [{ path: `/${field}`, message }]);
}
