// A dated study whose school and field no word list knows, as the two-line templates print it with the school's town:
// "2025 – present<tab>Business administration, Brennhaus, London" (moderncv), "Brennhaus<tab>London" over "Logistics
// management<tab>2025 – present" (the school and its place over the study and its period), "Logistics management<tab>2025 –
// present" over "Brennhaus · Columbus, OH" (the study and its period over the school and its place). The town is printed
// beside the school it belongs to: the name right before the place on its line is the school, the one other name the
// study. Read only where no other reading found a study in the entry, so a school or degree the word lists know keeps
// its own reading.
import { isCountry } from '../fields/address-parts.js';
import { isTownShaped } from '../fields/lone-town.js';
import { isCompany, isDegree, isSchoolName, isTitle } from './roles.js';
import { nameLike } from './entry-parts.js';
import type { Entry } from './entries.js';
import type { EducationEntry } from '../../domain/resume-sections.js';

// "OH", "NSW": a state's code after its town.
const STATE_CODE = /^\p{Lu}{2,3}$/u;
const MAX_NAME_WORDS = 6;

/** A name no word list gives a role: short, capitalised, no title, firm, degree or digit. */
export const freeName = (part: string): boolean => nameLike(part) && part.split(/\s+/u).length <= MAX_NAME_WORDS
  && !isTitle(part) && !isCompany(part) && !isDegree(part);

/** The place at the end of a line's parts ("London"; "Columbus", "OH"; "Napoli", "Italia"): how many parts it takes, or 0. */
export function placeAtEnd(parts: readonly string[]): number {
  const last = parts.at(-1);
  const before = parts.at(-2);
  if (last === undefined) return 0;
  if (before !== undefined && parts.length >= 3 && (STATE_CODE.test(last) || isCountry(last)) && isTownShaped(before)) return 2;
  return isTownShaped(last) && !isSchoolName(last) ? 1 : 0;
}

/**
 * Whether the line sets `name` and the `place` after it apart by a dash ("Hedgewright – Orchard Pruning") or an at sign
 * ("Ledger app @Own Project"): a title and its field, or a degree and its subject, are dashed so, and what follows "@" is
 * whom the work was at; a name and its town are set apart by a comma, a dot, a bar or a gap.
 */
export function dashedApart(text: string, name: string, place: string): boolean {
  const from = text.indexOf(name);
  const to = from < 0 ? -1 : text.indexOf(place, from + name.length);
  return to < 0 || /[–—@-]/u.test(text.slice(from + name.length, to));
}

/** The study of an entry whose school the town beside it shows, or undefined. */
export function studyBesidePlace(entry: Entry): EducationEntry | undefined {
  if (entry.period.start === '' || entry.inDetail === true || !entry.lines) return undefined;
  const placed = entry.lines.flatMap((line) => {
    const size = placeAtEnd(line.parts);
    const school = line.parts[line.parts.length - size - 1];
    const place = line.parts.slice(-size);
    return size > 0 && school !== undefined && !dashedApart(line.text, school, place[0]!) ? [{ school, place }] : [];
  });
  // One line only may show it: two lines that each end in a town-shaped name say nothing of which is the school's.
  if (placed.length !== 1) return undefined;
  const { school, place } = placed[0]!;
  const others = entry.parts.filter((p) => p !== school && !place.includes(p));
  if (others.length !== 1 || !freeName(school) || !freeName(others[0]!)) return undefined;
  // A lone date is the day the study ended, as elsewhere.
  const { start, end, current } = entry.period;
  const lone = end === '' && !current;
  return { institution: school, degree: others[0]!, area: '', location: place.join(', '), start: lone ? '' : start, end: lone ? start : end };
}
