// "Master en Informatique - Génie Logiciel" over its school's line: the piece after a dash on the degree's own line is
// the degree's specialisation (a track, an option), part of its field; no school, place or second degree. Only where the
// study's place is printed elsewhere (beside the school): a town after the dash is then no track, and a town the word
// lists do not know ("Master of Arts – Elmbury") is not read as one. Read by ./education.ts, which would otherwise drop
// the piece (the school stands on another line).
import { isCompany, isDegree, isPlace, isSchoolName } from './roles.js';
import { nameLike } from './entry-parts.js';

const DASHES = [' - ', ' – ', ' — '];

/**
 * The specialisation after the degree on its line, with the dash as printed (" - Génie Logiciel"), or '' when the
 * part after the degree is set apart by anything else (a comma, a cell's gap) or names something else.
 */
export function specialisationAfterDash(
  lines: readonly { text: string; parts: string[] }[] | undefined, degreePart: string, others: readonly string[], placed: boolean,
): { piece: string; joined: string } | undefined {
  if (!degreePart || !lines || !placed) return undefined;
  const line = lines.find((l) => l.parts.includes(degreePart));
  if (!line) return undefined;
  const piece = line.parts[line.parts.indexOf(degreePart) + 1];
  if (piece === undefined || !others.includes(piece) || !nameLike(piece) || piece.includes(':')) return undefined;
  const cell = line.text.split('\t').find((c) => c.includes(degreePart));
  const dash = cell === undefined ? undefined : DASHES.find((d) => cell.includes(`${degreePart}${d}${piece}`));
  if (dash === undefined || isPlace(piece) || isSchoolName(piece) || isDegree(piece) || isCompany(piece)) return undefined;
  return { piece, joined: `${dash.trim()} ${piece}` };
}
