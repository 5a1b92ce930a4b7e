// A job whose title and employer no word list knows, printed on two lines with the employer's town: "Example Orchards<tab>
// Hamburg" over "Hedgewright<tab>02/2020 – present" ("Jake's résumé"), "Hedgewright<tab>Jun 2023 – Current" over "Example
// Orchards · Leeds, UK" (awesome-cv). The town is printed beside the employer it belongs to: the name right before it on
// its line is the employer, the one name on the other line the title. Read only in the lenient reading of a section whose
// headers are all alike (work.ts), where the order fallback took the town for a role; a title's line that holds a sector's
// cell beside the title ("Hedgewright<tab>Logistics") is read so in any section (sectorCellBeside).
import { dashedApart, freeName, placeAtEnd } from './study-beside-place.js';
import { isCompany, isDegree, isInstitution, isTitle } from './roles.js';
import { nameLike } from './entry-parts.js';
import type { Entry } from './entries.js';
import { namesDepartment } from './department-cells.js';

/** A name no word list gives a role, nor calls a school. */
const unknownName = (part: string): boolean => freeName(part) && !isInstitution(part);

/** The title, employer and place of a two-line header whose place line names the employer, or undefined. */
export function employerBesidePlace(entry: Pick<Entry, 'lines' | 'inDetail'>): { position: string; employer: string; location: string } | undefined {
  const lines = entry.lines;
  if (!lines || lines.length !== 2 || entry.inDetail === true) return undefined;
  const sizes = lines.map((l) => placeAtEnd(l.parts));
  const placed = (size: number, k: number): boolean => size > 0 && lines[k]!.parts.length === size + 1
    && !dashedApart(lines[k]!.text, lines[k]!.parts[0]!, lines[k]!.parts[1]!);
  const cells = sectorCellBeside(entry);
  if (cells) return cells;
  const at = sizes.findIndex(placed);
  if (at < 0) return undefined;
  const other = lines[1 - at]!.parts;
  const employer = lines[at]!.parts[0]!;
  if (other.length !== 1 || !unknownName(employer) || !unknownName(other[0]!)) return undefined;
  return { position: other[0]!, employer, location: lines[at]!.parts.slice(1).join(', ') };
}

/**
 * A two-line header whose title's line holds a sector's cell beside the title (sectorBesideTitle), read in any section:
 * the cells on both lines say which name is which as plainly as the lenient reading's likeness of headers does.
 */
export function sectorCellBeside(entry: Pick<Entry, 'lines' | 'inDetail'>): { position: string; employer: string; location: string } | undefined {
  const lines = entry.lines;
  if (!lines || lines.length !== 2 || entry.inDetail === true) return undefined;
  // The place line under the title's line first: a sector's cell beside the title stands on the line that opens the job.
  for (const k of [1, 0]) {
    const size = placeAtEnd(lines[k]!.parts);
    if (size === 0 || lines[k]!.parts.length !== size + 1 || dashedApart(lines[k]!.text, lines[k]!.parts[0]!, lines[k]!.parts[1]!)) continue;
    const read = sectorBesideTitle(lines, k);
    if (read) return read;
  }
  return undefined;
}

/**
 * "Hedgewright<tab>Logistics" over "Example Orchards<tab>Leeds": a cell beside the title (the sector or team the job was
 * in) is no second role, and the title is that line's first cell. Known titles and firms are read so here too: the
 * sector's cell kept the usual reading from them (it took the sector for the employer).
 */
function sectorBesideTitle(
  lines: readonly { text: string; parts: string[] }[], at: number,
): { position: string; employer: string; location: string } | undefined {
  const other = lines[1 - at]!;
  const employer = lines[at]!.parts[0]!;
  const [title, sector] = other.parts;
  if (other.parts.length !== 2 || !other.text.includes(`${title!}\t${sector!}`) || !unknownName(sector!)) return undefined;
  // A firm named with a title's word ("Example Consultores") is still the name beside the place, where the title's line
  // holds a known title; beside an unknown one it must be no title itself.
  // "Data Analyst⇥Example Logistics" over "Finance Department⇥Leeds": the cell beside the town names a department, the
  // one beside the title is the employer (department-cells.ts).
  if (namesDepartment(employer) && !namesDepartment(sector!) && nameLike(sector!)) {
    return { position: title!, employer: sector!, location: lines[at]!.parts.slice(1).join(', ') };
  }
  const firm = nameLike(employer) && !isDegree(employer) && !isInstitution(employer);
  if (!firm || !(isTitle(title!) || (unknownName(title!) && (unknownName(employer) || isCompany(employer))))) return undefined;
  return { position: title!, employer, location: lines[at]!.parts.slice(1).join(', ') };
}
