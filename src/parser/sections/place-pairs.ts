// A job's or a study's place printed as a town and its region at the end of a header line: "Example Haulage Ltd, Elmbury –
// North Westshire", "Hedgewright<tab>Elmbury - North Westshire", "Example University, Elmbury, Westshire". The parts split
// the place in two, and the readers took one half for the place and the other for the employer, the title or the field
// (or glued it onto them). Two town-shaped names that end a line, set apart by a spaced dash or a comma, are one place
// where the line shows what stands before them: more parts before the pair, a separator of another kind before it
// ("Firm, Town – Region", "Title<tab>Town - Region"), or a name the word lists know. Only where the entry keeps two parts
// without them, so "Title, Firm, Town" keeps its firm. The contact block's town is read elsewhere (fields/lone-town.ts).
import { isTownShaped } from '../fields/lone-town.js';
import { isCompany, isDegree, isFaculty, isInstitution, isSchoolName, isTitle } from './roles.js';
import { isRank } from './title-pieces.js';
import type { Entry } from './entries.js';

type Gap = 'dash' | 'comma' | 'other';

const gapKind = (gap: string): Gap => (/^\s+[–—-]\s+$/u.test(gap) ? 'dash' : /^\s*,\s+$/u.test(gap) ? 'comma' : 'other');

/** A name no word list gives a role, shaped like a town's or a region's name. */
const placeShaped = (part: string): boolean => isTownShaped(part) && !isCompany(part) && !isInstitution(part)
  && !isSchoolName(part) && !isDegree(part) && !isFaculty(part) && !isRank(part);

const knownRole = (part: string): boolean => isTitle(part) || isCompany(part) || isInstitution(part) || isSchoolName(part)
  || isDegree(part);

/**
 * Where the town and region pair ending a header line starts among its parts (the region is the last part), or -1.
 * `text` is the line as printed, `parts` its parts.
 */
export function placePairAt(text: string, parts: readonly string[]): number {
  const n = parts.length;
  if (n < 3) return -1;
  const [before, town, region] = parts.slice(-3) as [string, string, string];
  if (!placeShaped(town) || !placeShaped(region)) return -1;
  const at = text.lastIndexOf(region);
  const from = at < 0 ? -1 : text.lastIndexOf(town, at - 1);
  const head = from < 0 ? -1 : text.lastIndexOf(before, from - 1);
  if (head < 0 || from + town.length > at || head + before.length > from) return -1;
  const pairGap = gapKind(text.slice(from + town.length, at));
  if (pairGap === 'other') return -1;
  const sure = n >= 4 || gapKind(text.slice(head + before.length, from)) !== pairGap || knownRole(before);
  return sure ? n - 2 : -1;
}

/**
 * The entry with the town and region pair of a header line taken out of its parts and into its place, printed as they
 * are ("Elmbury – North Westshire"); the entry itself where no line ends in such a pair or two parts would not be left.
 */
export function withPlacePair<E extends Pick<Entry, 'parts' | 'lines' | 'place'>>(entry: E): E {
  const lines = entry.lines;
  if (!lines) return entry;
  for (const [i, line] of lines.entries()) {
    const k = placePairAt(line.text, line.parts);
    if (k < 0) continue;
    const [town, region] = [line.parts[k]!, line.parts[k + 1]!];
    const at = entry.parts.findIndex((p, j) => p === town && entry.parts[j + 1] === region);
    if (at < 0 || entry.parts.length - 2 < 2) return entry;
    const printed = line.text.slice(line.text.lastIndexOf(town, line.text.lastIndexOf(region) - 1), line.text.lastIndexOf(region) + region.length);
    const place = [entry.place, printed].filter(Boolean).join(', ');
    return {
      ...entry,
      parts: entry.parts.filter((_, j) => j !== at && j !== at + 1),
      lines: lines.map((l, j) => (j === i ? { ...l, parts: l.parts.slice(0, k) } : l)),
      place,
    };
  }
  return entry;
}
