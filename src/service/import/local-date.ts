// Dates in import files: besides ISO 1985-12-31, the unambiguous local forms
// spreadsheets write — 31.12.1985 (German, day first) and 1985.12.31. (Hungarian, year first,
// also "1985. 12. 31.") — become ISO dates. Slashes are refused: 12/31/1985 and 31/12/1985
// both occur and 01/02/1985 could be either, so guessing would store wrong birthdays quietly.
// A local form that names no real day (31.02.1990) is refused here, quoting what the file
// says: the person rule would quote the converted "1990-02-31", which the user never wrote.
import { ValidationError } from '../../domain/errors.js';
import { isCalendarDate } from '../../domain/clock.js';

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
  const yearFirst = dayFirst ? undefined : YEAR_FIRST.exec(text);
  const iso = dayFirst
    ? `${dayFirst[3]}-${pad(dayFirst[2] as string)}-${pad(dayFirst[1] as string)}`
    : yearFirst ? `${yearFirst[1]}-${pad(yearFirst[2] as string)}-${pad(yearFirst[3] as string)}` : undefined;
  if (iso !== undefined) {
    if (!isCalendarDate(iso)) throw ValidationError.field(`/${field}`, `"${text}" is not a real date`);
    return iso;
  }
  const shown = text.length > 40 ? `${text.slice(0, 39)}…` : text;
  const message = text.includes('/')
    ? `${shown} is ambiguous (day or month first?): write it as ${ACCEPTED_DATE_FORMS}`
    : `${shown} is not a date: write it as ${ACCEPTED_DATE_FORMS}`;
  throw new ValidationError(`${field} ${message}`, [{ path: `/${field}`, message }]);
}
