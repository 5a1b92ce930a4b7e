// A job's or a study's place printed as a town and its region at the end of a header line: "Example Haulage Ltd, Elmbury –
// North Westshire", "Driver<tab>Elmbury - North Westshire", "Example University, Elmbury, Westshire". The parts split the
// place in two, and the readers took one half for the place and the other for the employer, the title or the field (or
// glued it onto them). Two town-shaped names that end a line, set apart by a spaced dash or a comma, are one place where
// the line shows who stands before them: a firm or a school the word lists know right before the pair; a known title
// right before it, set apart by a separator of another kind ("Driver<tab>Town - Region", "Driver, Town – Region") or
// with the employer on another line of the entry; or a known title among three parts or more before it. A title and its
// field are dashed so too ("Example Mills, Corrowby, Lamplighter – Canal Locks"): where no title is known before the
// pair, it is left alone. Only where the entry keeps two parts without the pair, so "Title, Firm, Town" keeps its firm.
// The contact block's town is read elsewhere (fields/lone-town.ts).
import { isTownShaped } from '../fields/lone-town.js';
import { isCompany, isDegree, isFaculty, isInstitution, isSchoolName, isTitle } from './roles.js';
import { isRank } from './title-pieces.js';
import type { Entry } from './entries.js';

type Gap = 'dash' | 'comma' | 'other' | 'word';

// "at", "bei", "bij" before a name make it the employer: such a gap is no evidence of a place after it.
const gapKind = (gap: string): Gap => (/^\s+[–—-]\s+$/u.test(gap) ? 'dash' : /^\s*,\s+$/u.test(gap) ? 'comma'
  : /\p{L}/u.test(gap) ? 'word' : 'other');

/** A name no word list gives a role, shaped like a town's or a region's name. */
const placeShaped = (part: string): boolean => isTownShaped(part) && !isCompany(part) && !isInstitution(part)
  && !isSchoolName(part) && !isDegree(part) && !isFaculty(part) && !isRank(part);

const knownFirm = (part: string): boolean => isCompany(part) || isInstitution(part) || isSchoolName(part) || isDegree(part);
const knownTitle = (part: string): boolean => isTitle(part) && !knownFirm(part);

/**
 * Where the town and region pair ending a header line starts among its parts (the region is the last part), or -1.
 * `text` is the line as printed, `parts` its parts; `employerElsewhere` when another line of the entry may hold the
 * employer, so that a known title right before the pair, set apart as the pair is, leaves no employer out.
 */
export function placePairAt(text: string, parts: readonly string[], employerElsewhere = false): number {
  const n = parts.length;
  if (n < 3) return -1;
  const [before, town, region] = parts.slice(-3) as [string, string, string];
  if (!placeShaped(town) || !placeShaped(region)) return -1;
  const at = text.lastIndexOf(region);
  const from = at < 0 ? -1 : text.lastIndexOf(town, at - 1);
  const head = from < 0 ? -1 : text.lastIndexOf(before, from - 1);
  if (head < 0 || from + town.length > at || head + before.length > from) return -1;
  const pairGap = gapKind(text.slice(from + town.length, at));
  const beforeGap = gapKind(text.slice(head + before.length, from));
  if (pairGap === 'dash' || pairGap === 'comma') {
    if (beforeGap === 'word') return -1;
    if (knownFirm(before)) return n - 2;
    if (knownTitle(before) && (beforeGap !== pairGap || employerElsewhere)) return n - 2;
    if (n >= 4 && parts.slice(0, -3).some(knownTitle)) return n - 2;
  }
  return -1;
}

/**
 * The entry with the town and region pair of a header line taken out of its parts and into its place, printed as they
 * are ("Elmbury – North Westshire"); the entry itself where no line ends in such a pair or two parts would not be left.
 */
export function withPlacePair<E extends Pick<Entry, 'parts' | 'lines' | 'place'>>(entry: E): E {
  // The work reader asks for one entry up to three times (its entry, its title's pieces, once more with one-word fields).
  let paired = pairedEntries.get(entry) as E | undefined;
  if (!paired) pairedEntries.set(entry, (paired = pairedEntry(entry)));
  return paired;
}
const pairedEntries = new WeakMap<object, object>();

function pairedEntry<E extends Pick<Entry, 'parts' | 'lines' | 'place'>>(entry: E): E {
  const lines = entry.lines;
  if (!lines) return entry;
  for (const [i, line] of lines.entries()) {
    // Another line with a name no title list knows may be the employer's.
    const elsewhere = lines.some((l, j) => j !== i && l.parts.some((p) => !knownTitle(p) && /^\p{Lu}/u.test(p)));
    const k = placePairAt(line.text, line.parts, elsewhere);
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
