// A one-line job header (period, title, "at", employer) that the page's width broke inside the employer's name:
// "Da gennaio 2018 a settembre 2021 – Impiegata contabile presso Studio Bertolini &" over "Associati, Bologna", or
// "… presso Officine Meccaniche" over "Emiliane S.r.l., Casalecchio di Reno (BO)". The second line is the rest of the
// employer (and its town), not a line of its own: read apart, the employer was cut and its legal form lost.
import { findPeriod } from './periods.js';
import { endsOnLegalForm, joining } from './title-then-firm.js';

// The word for "at" before the employer, in the CV languages, or an at sign.
const AT_EMPLOYER = /\s(?:at|bei|bij|chez|presso|w|em|en|na)\s+\p{Lu}|\s@\s*\p{Lu}/u;
const BULLET = /^[-–•·*▪►✓➢∗◦‣⁃●■➤❖]/u;
const MAX_REST_WORDS = 8;

/**
 * Whether `next` is the rest of the employer that `line` (a dated header naming its employer) was broken in: a few words
 * opening on a capital, with no period, cell, bullet or sentence's end, under a line that ends on a joining word ("&",
 * "and", "e") or names its employer after "at" with no legal form yet, while the first piece of `next` ends on one.
 */
export function employerGoesOn(line: string, next: string): boolean {
  const row = line.trim();
  const rest = next.trim();
  if (!/^\p{Lu}/u.test(rest) || BULLET.test(rest) || rest.includes('\t') || /[.:;!?]$/u.test(rest) && !endsOnLegalForm(rest)) return false;
  if (rest.split(/\s+/u).length > MAX_REST_WORDS || findPeriod(rest) || row.includes('\t') || /[.:;!?,]$/u.test(row)) return false;
  const period = findPeriod(row);
  if (!period) return false;
  const header = `${row.slice(0, period.index)} ${row.slice(period.index + period.length)}`;
  if (!/\p{L}/u.test(header)) return false;
  if (joining(row.slice(row.lastIndexOf(' ') + 1))) return true;
  const firstPiece = rest.split(/,\s*/u)[0]!;
  return AT_EMPLOYER.test(header) && !endsOnLegalForm(header) && endsOnLegalForm(firstPiece);
}
