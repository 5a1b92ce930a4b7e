// A job whose title and employer no word list knows, printed on two lines with the employer's town: "Example Orchards<tab>
// Hamburg" over "Hedgewright<tab>02/2020 – present" ("Jake's résumé"), "Hedgewright<tab>Jun 2023 – Current" over "Example
// Orchards · Leeds, UK" (awesome-cv). The town is printed beside the employer it belongs to: the name right before it on
// its line is the employer, the one name on the other line the title. Read only in the lenient reading of a section whose
// headers are all alike (work.ts), where the order fallback took the town for a role.
import { dashedApart, freeName, placeAtEnd } from './study-beside-place.js';
import { isInstitution } from './roles.js';
import type { Entry } from './entries.js';

/** A name no word list gives a role, nor calls a school. */
const unknownName = (part: string): boolean => freeName(part) && !isInstitution(part);

/** The title, employer and place of a two-line header whose place line names the employer, or undefined. */
export function employerBesidePlace(entry: Pick<Entry, 'lines' | 'inDetail'>): { position: string; employer: string; location: string } | undefined {
  const lines = entry.lines;
  if (!lines || lines.length !== 2 || entry.inDetail === true) return undefined;
  const sizes = lines.map((l) => placeAtEnd(l.parts));
  const at = sizes.findIndex((size, k) => size > 0 && lines[k]!.parts.length === size + 1
    && !dashedApart(lines[k]!.text, lines[k]!.parts[0]!, lines[k]!.parts[1]!));
  if (at < 0) return undefined;
  const other = lines[1 - at]!.parts;
  const employer = lines[at]!.parts[0]!;
  if (other.length !== 1 || !unknownName(employer) || !unknownName(other[0]!)) return undefined;
  return { position: other[0]!, employer, location: lines[at]!.parts.slice(1).join(', ') };
}
