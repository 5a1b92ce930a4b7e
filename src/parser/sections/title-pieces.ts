// "Engineer, Associate – Data Platforms": a title printed with its rank after a comma and its team or field after a dash.
// The cells of the title's line split it into pieces, and the readers kept the first as the title and lost the rest (or
// took a piece for the employer). On the title's own line, the pieces that follow the title up to the employer or the
// line's end are the title's as well, unless one has the shape of a firm, a school, a place, a degree or a date.
import type { Entry } from './entries.js';
import { isCompany, isDegree, isInstitution, isPlace, isTitle } from './roles.js';
import { isPartnersNames } from './partners-names.js';

// Only commas and dashes part a title from its rank and field; a bar, a tab or a dot parts cells of other kinds.
const PIECE_SEPARATOR = /^\s*(?:,|[–—-])\s*$/u;
const MAX_PIECE_WORDS = 6;

function titlePiece(part: string): boolean {
  return /^\p{L}/u.test(part) && !/\d/.test(part) && part.split(/\s+/).length <= MAX_PIECE_WORDS
    && !isCompany(part) && !isInstitution(part) && !isPlace(part) && !isDegree(part);
}

/**
 * The title with the pieces printed after it on its own line ("Engineer, Associate – Data Platforms"), or undefined when
 * none follows. `free` are the header parts no other role took (a piece taken for the place is not the title's);
 * `located` says the entry's place was found elsewhere. Without it, one lone word after the title ("Hedgewright, Elmbury")
 * reads as a town as often as a rank, and is left alone.
 */
export function titleWithPieces(
  entry: Pick<Entry, 'lines'>, free: readonly string[], position: string, employer: string, located: boolean,
): string | undefined {
  const line = entry.lines?.find((l) => l.parts.includes(position));
  const at = line ? line.parts.indexOf(position) : -1;
  if (!line || at < 0 || position === '') return undefined;
  const piece = (part: string): boolean => part === position || (part !== employer && free.includes(part) && titlePiece(part));
  // The rank a word list knows may have been taken for the title ("Hedgewright, Associate"): the line's pieces before
  // it, from the line's start, are the title's head.
  const first = line.parts.slice(0, at).every(piece) ? 0 : at;
  const from = line.text.indexOf(line.parts[first]!);
  if (from < 0) return undefined;
  let end = from + line.parts[first]!.length;
  let last = first;
  for (let k = first + 1; k < line.parts.length; k++) {
    const found = line.text.indexOf(line.parts[k]!, end);
    if (found < 0 || !PIECE_SEPARATOR.test(line.text.slice(end, found)) || !piece(line.parts[k]!)) break;
    end = found + line.parts[k]!.length;
    last = k;
  }
  if (last < at || last === first) return undefined;
  const added = line.parts.slice(first, last + 1).filter((p) => p !== position);
  if (!located && added.length === 1 && !/\s/u.test(added[0]!)) return undefined;
  return line.text.slice(from, end);
}

// Grades that firms print after a title ("Hedgewright, Senior"), in the languages the parser reads: a closed class, so a
// title no word list knows still shows its rank piece. No firm or town is named by one of these words alone.
const RANK = new RegExp(String.raw`^(?:junior|senior|principal|associate|lead|staff|chief|medior|confirm[ée]e?|associ[ée]e?|`
  + String.raw`principale?|asociad[oa]|associat[oa]|starsz[ya]|młodsz[ya]|główn[ya]|vezető|pleno|s[êe]nior|j[úu]nior|associad[oa]|`
  + String.raw`leitende[r]?)$`, 'iu');

/** Whether a header part is a grade alone ("Senior", "Medior", "Pleno"). */
export function isRank(part: string | undefined): boolean {
  return part !== undefined && RANK.test(part.trim());
}

/**
 * "Engineer, Associate – Data Platforms" beside a period: the line's parts are all one known title with its rank and field,
 * so the line names no employer (nor a place) however many parts it has. A title no word list knows counts when the part
 * after it is a grade ("Hedgewright, Senior – Orchard Pruning"): a grade alone names no firm.
 */
export function isPiecedTitleLine(text: string, parts: readonly string[]): boolean {
  const title = parts.find((p) => isTitle(p) && !isCompany(p) && !isInstitution(p)) ?? (isRank(parts[1]) ? parts[0] : undefined);
  const first = parts[0];
  const last = parts[parts.length - 1];
  if (title === undefined || first === undefined || last === undefined || parts.length < 2) return false;
  const pieced = titleWithPieces({ lines: [{ text, parts: [...parts] }] }, parts, title, '', false);
  return pieced !== undefined && pieced === text.slice(text.indexOf(first), text.lastIndexOf(last) + last.length);
}

// "Hedgewright, Senior – Orchard Pruning": a grade after a comma, then a field after a dash, ends the title.
const RANK_FIELD_AFTER = /^\s*[–—-]\s*$/u;
const nameOfFirm = (part: string): boolean => /^\p{Lu}/u.test(part) && !/\d/.test(part) && part.split(/\s+/).length <= 6
  && !isTitle(part) && !isDegree(part) && !isRank(part);

/**
 * "Hedgewright, Senior – Orchard Pruning" over "Quillmoss Fern, Elmbury", or "Quillmoss Fern, Elmbury, Hedgewright, Senior –
 * Orchard Pruning" on one line: a title no word list knows, shown as one by the grade after it and the field after the
 * grade. The title runs from the part before the grade to the field; the parts before it on its line (else those after
 * the field) are the employer and its place, or else the first short line of names below or above is.
 */
export function rankedTitleHeader(entry: Pick<Entry, 'lines'>): { position: string; employer: string; location: string } | undefined {
  const lines = entry.lines ?? [];
  for (const [i, line] of lines.entries()) {
    const k = line.parts.findIndex((p, j) => j >= 1 && j < line.parts.length - 1 && isRank(p));
    if (k < 0) continue;
    const title = line.parts[k - 1]!;
    if (!titlePiece(title) || isRank(title)) continue;
    const from = line.text.indexOf(title);
    const rankAt = line.text.indexOf(line.parts[k]!, from + title.length);
    const fieldAt = line.text.indexOf(line.parts[k + 1]!, rankAt + line.parts[k]!.length);
    if (from < 0 || rankAt < 0 || fieldAt < 0 || !/^\s*,\s*$/u.test(line.text.slice(from + title.length, rankAt))
      || !RANK_FIELD_AFTER.test(line.text.slice(rankAt + line.parts[k]!.length, fieldAt)) || !titlePiece(line.parts[k + 1]!)) continue;
    const position = line.text.slice(from, fieldAt + line.parts[k + 1]!.length);
    // The employer and its town stand before the title, or after its field, or on a line of their own.
    const head = line.parts.slice(0, k - 1);
    const tail = line.parts.slice(k + 2);
    const named = head.length > 0 ? head : tail.length > 0 ? tail
      : lines.find((l, j) => j !== i && l.parts.length >= 1 && l.parts.length <= 3)?.parts;
    if (!named || !nameOfFirm(named[0]!) || named.slice(1).some((p) => !/^\p{Lu}/u.test(p))) continue;
    return { position, employer: named[0]!, location: named.slice(1).join(', ') };
  }
  return undefined;
}

/**
 * "Hedgewright – Orchard Pruning, Quillmoss Fern, Elmbury": a title and its field joined by a spaced dash, then the
 * employer and its town after commas, on one line of four parts or more. The dash binds closer than the commas: the
 * first two parts are one title, so the line reads as the three parts of the usual "Title, Employer, Place". Only where
 * no word list names either of the two pieces (a known firm, school or place after the dash is the employer: "Engineer –
 * Example Ltd, Elmbury, Wessex"), and the dash is the line's only one.
 */
export function withTitleField<T extends Pick<Entry, 'parts' | 'lines'>>(entry: T): T {
  const lines = entry.lines;
  if (!lines) return entry;
  let parts = entry.parts;
  const joined = lines.map((line) => {
    const [title, field, third] = line.parts;
    if (line.parts.length < 3 || title === undefined || field === undefined) return line;
    if (line.parts.length === 3 && !fieldBeforeFirm(field, third!)) return line;
    const m = DASHED_HEAD.exec(line.text);
    if (!m || m[1]!.trim() !== title || !line.text.slice(m[0].length).startsWith(field) || DASH.test(line.text.slice(m[0].length))) return line;
    if (![title, field].every((p) => titlePiece(p) && !isRank(p))) return line;
    const rest = line.text.slice(m[0].length + field.length);
    if (!/^\s*,\s/u.test(rest)) return line;
    const at = parts.findIndex((p, k) => p === title && parts[k + 1] === field);
    if (at < 0) return line;
    const whole = line.text.slice(line.text.indexOf(title), m[0].length + field.length);
    parts = [...parts.slice(0, at), whole, ...parts.slice(at + 2)];
    return { text: line.text, parts: [whole, ...line.parts.slice(2)] };
  });
  return parts === entry.parts ? entry : { ...entry, lines: joined, parts };
}
const DASHED_HEAD = /^([^,–—|\t]+?)\s+[–—-]\s+/u;

/**
 * "Hedgewright – Harbour logistics, Example Ltd": on a line of three parts, the piece after the dash is the title's field
 * and the last part the employer only when the last part is a known firm or school, or the piece reads as prose (a
 * lower-case word of four letters or more, "Logistica portuale", "Riesgos y control") and the last part as a name. Else
 * "Hedgewright – Quillmoss Fern, Elmbury" names the employer after the dash and its town after the comma.
 */
function fieldBeforeFirm(field: string, last: string): boolean {
  if (isCompany(last) || (isInstitution(last) && !isDegree(last))) return !isCompany(field) && !isInstitution(field);
  // "Le brun et Morel": partners' names, one written with its particle capitalised and the name in lower case, are no prose.
  return PROSE_WORD.test(field) && !PROSE_WORD.test(last) && /^\p{Lu}/u.test(last) && !isPlace(field) && !isPartnersNames(field);
}
const PROSE_WORD = /\s\p{Ll}{4,}/u;

/**
 * "Example Orchards, Elmbury, Hedgewright – Orchard Pruning": the employer (and its town) first after commas, then the
 * title and its field joined by a spaced dash, last on the line. The dash binds closer than the commas, so the last two
 * parts are one title and the parts before it the employer and its place; read so, the field is never taken for the
 * town. A title no word list knows counts only after two parts or more (employer and town): after a single part
 * ("Hedgewright, Example Orchards – Elmbury") the dash may as well set a firm apart from its town.
 */
export function fieldLastHeader(entry: Pick<Entry, 'lines'>): { position: string; employer: string; location: string } | undefined {
  for (const line of entry.lines ?? []) {
    const n = line.parts.length;
    if (n < 3) continue;
    const title = line.parts[n - 2]!;
    const field = line.parts[n - 1]!;
    const m = DASHED_TAIL.exec(line.text);
    if (!m || m[1]!.trim() !== field) continue;
    const head = line.text.slice(0, m.index);
    const titleAt = head.length - title.length;
    if (!head.endsWith(title) || DASH.test(head) || !/,\s*$/u.test(head.slice(0, titleAt))) continue;
    if (![title, field].every((p) => titlePiece(p) && !isRank(p))) continue;
    // After the employer alone, the title must be known and its field more than one word: "Example GmbH, Engineer – Elmbury"
    // keeps its town.
    if (n < 4 && (!(isTitle(title) && !isCompany(title)) || !/\s/u.test(field))) continue;
    const named = line.parts.slice(0, n - 2);
    if (!nameOfFirm(named[0]!) || named.slice(1).some((p) => !/^\p{Lu}/u.test(p) || isTitle(p))) continue;
    return { position: line.text.slice(titleAt).trim(), employer: named[0]!, location: named.slice(1).join(', ') };
  }
  return undefined;
}
const DASHED_TAIL = /\s+[–—-]\s+([^,–—|\t]+)$/u;
const DASH = /\s[–—-]\s/u;
