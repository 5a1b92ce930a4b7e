// Two studies at one school, the newer still going on and printed without dates, as LinkedIn's export and short CVs print
// them: "Example University" over "Master of Science - MS, Logistics" over "Example University" over "Bachelor of Science -
// BS, Economics · (2012 - 2016)" (the school printed twice), or the school once over both degrees. The undated degree has
// no period to anchor it, so it was read into the dated study's header: the two were one study, the undated one's degree
// with the other's field and dates. A header that holds a degree's line above the period's own line, which names a degree
// too, is two studies: the undated one (with the school's line above it, in the header or printed right above it) and
// the dated one (with its own school's line, else the school printed once above both). Only where the section prints
// the school above its degree (no school's line right under a dated degree) and the header holds nothing but school and
// degree lines.
import { splitParts, type Entry } from './entries.js';
import { isDegree, isFaculty, isSchoolName } from './roles.js';

type HeaderLine = { text: string; parts: string[] };

const NO_PERIOD = { start: '', end: '', current: false, index: 0, length: 0 } as const;

const schoolAlone = (l: HeaderLine | undefined): boolean => l !== undefined && l.parts.length === 1
  && isSchoolName(l.parts[0]!) && !isDegree(l.parts[0]!) && !isFaculty(l.parts[0]!);
const isSchoolPart = (p: string): boolean => isSchoolName(p) && !isDegree(p) && !isFaculty(p);
// "Example University<tab>Master of Science": the section's readers pair an undated school's line with its degree's.
const namesSchool = (l: HeaderLine): boolean => l.parts.some(isSchoolPart);
// A labelled row ("Degree: …") belongs to a form, read by its labels.
const degreeLine = (l: HeaderLine): boolean => !l.text.includes(':') && !schoolAlone(l) && l.parts.some(isDegree);

const asEntry = (period: Entry['period'], lines: HeaderLine[], ownAt?: number): Entry => ({
  period, parts: lines.flatMap((l) => l.parts), lines, ...(ownAt === undefined ? {} : { ownAt }),
});

/**
 * The entries with each header that holds an undated degree above a dated one split in two, the undated study first;
 * `printed` are the section's lines the entries were grouped from, to find a school printed right above the header.
 */
export function withUndatedStudiesApart(entries: readonly Entry[], printed: readonly string[]): Entry[] {
  const lineAt = (i: number): HeaderLine | undefined => (i >= 0 && i < printed.length
    ? { text: printed[i]!, parts: splitParts(printed[i]!) } : undefined);
  const schoolAt = (i: number): boolean => schoolAlone(lineAt(i));
  let cursor = 0;
  return entries.flatMap((entry) => {
    const lines = entry.lines ?? [];
    const own = entry.ownAt;
    if (own === undefined || own !== lines.length - 1 || lines.length < 2 || entry.inDetail === true || !degreeLine(lines[own]!)) return [entry];
    const k = lines.findIndex((l, j) => j < own && degreeLine(l));
    if (k < 0 || !lines.every((l) => schoolAlone(l) || degreeLine(l))) return [entry];
    const first = lines.slice(0, k + 1);
    const second = lines.slice(k + 1);
    // One study a degree: a header with three degrees or two schools on one side is another layout.
    if (first.filter(degreeLine).length !== 1 || second.filter(degreeLine).length !== 1 || first.filter(namesSchool).length > 1
      || second.filter(namesSchool).length > 1) return [entry];
    const at = printed.indexOf(first[0]!.text, cursor);
    if (at >= 0) cursor = at + 1;
    // A school under the dated degree that no degree follows closes it: the section prints the degree first, and the line
    // under the undated degree is its school, not the dated one's.
    const ownText = lines[own]!.text;
    const o = printed.findIndex((l, i) => i >= cursor && l.startsWith(ownText));
    const after = lineAt(o + 2);
    if (o >= 0 && schoolAt(o + 1) && !(after && degreeLine(after))) return [entry];
    const above = at > 0 && schoolAt(at - 1) ? [lineAt(at - 1)!] : [];
    const undated = first.some(namesSchool) ? first : [...above, ...first];
    const school = undated.flatMap((l) => l.parts).find(isSchoolPart);
    if (school === undefined) return [entry];
    const dated = second.some(namesSchool) ? second : [{ text: school, parts: [school] }, ...second];
    return [asEntry({ ...NO_PERIOD }, undated), asEntry(entry.period, dated, dated.length - 1)];
  });
}
