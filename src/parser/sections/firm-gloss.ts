// "Examplia.- Online shop for bakeries": Spanish-speaking CVs set an employer's name apart from a description of what
// the firm does with a full stop and a dash. The part before the mark is then the employer, whatever words it holds,
// and the part after it describes the firm: it is no title, no employer and no place. Pure.
import type { Entry } from './entries.js';
import { isCompany, isPlace } from './roles.js';

/** The full stop and dash between a name and its description, as splitParts divides them. */
const GLOSS_MARK = /^\.-\s+$/u;

// "Example S.A.- …", "Example Ltd.- …": a name that ends on an abbreviation ("S.A", "Sp. j", "Ltd", "Lda") shares its
// dot with the mark; the dot is the name's. A name ending on a whole word ("Examplia", "Grupo Sol") or on capitals
// ("AG", "BV") has none: only dotted letters and the company forms written with a dot give it back.
const ABBREVIATED_END = /(?:\p{L}\.\p{L}{1,2}|\s\p{Ll}{1,2}|(?:^|\s)(?:Ltd|Inc|Co|Corp|Cia|Lda|Ltda|Bros|Pty|Pvt|Kft|Zrt|Nyrt|Bt|Kht|Sp|Ges|Soc|Cía))$/u;

/** A town as a header part: one to three capitalised words, no digits (invented or unknown towns included). */
export const TOWN_SHAPED = /^\p{Lu}[\p{L}.'’-]*(?:\s\p{Lu}[\p{L}.'’-]*){0,2}$/u;

/** A comma and spaces alone: the text between a name and its town as a line prints them. */
const COMMA_GAP = /^,\s*$/u;

/** The firm's town beside its name or its gloss: town-shaped, no firm's name. */
const townLike = (part: string): boolean => TOWN_SHAPED.test(part) && !isCompany(part);

export interface FirmGloss {
  employer: string;
  /** The employer's part as split (without the dot it shares with the mark). */
  part: string;
  gloss: string;
  line: number;
  /** The firm's town, printed after a comma before the mark or after the gloss; its part as split. */
  place?: string;
}

/**
 * The employer a header line names before ".-" (`part`: as split, without the dot it shares with the mark), the
 * description after it and the index of that line; undefined when no line prints one. "Example S.A., Lyon.- …" and
 * "Example S.A.- Online shop for bakeries, Lyon": the firm's town after a comma before the mark or after the gloss is the
 * place, not the employer nor the title. Before the mark, a part after a comma is the town only when it is a known place
 * or the name before it is no single word (partners' firms, "Whitlock, Barnes", keep their comma).
 */
export function firmGloss(entry: Pick<Entry, 'lines'>): FirmGloss | undefined {
  for (const [index, line] of (entry.lines ?? []).entries()) {
    let from = 0;
    const ends: number[] = [];
    for (let k = 0; k + 1 < line.parts.length; k++) {
      const at = line.text.indexOf(line.parts[k]!, from);
      if (at < 0) break;
      from = at + line.parts[k]!.length;
      ends.push(from);
      const next = line.text.indexOf(line.parts[k + 1]!, from);
      if (next < 0) break;
      if (GLOSS_MARK.test(line.text.slice(from, next))) {
        const gloss = line.parts[k + 1]!;
        const before = k > 0 ? line.parts[k - 1]! : undefined;
        if (before !== undefined && COMMA_GAP.test(line.text.slice(ends[k - 1]!, at)) && townLike(line.parts[k]!)
          && (isPlace(line.parts[k]!) || /\s/u.test(before) || isCompany(before))) {
          return { employer: before, part: before, gloss, line: index, place: line.parts[k]! };
        }
        const name = line.parts[k]!;
        const glossed = { employer: ABBREVIATED_END.test(name) ? `${name}.` : name, part: name, gloss, line: index };
        const after = line.parts[k + 2];
        const glossEnd = next + gloss.length;
        const afterAt = after === undefined ? -1 : line.text.indexOf(after, glossEnd);
        return after !== undefined && afterAt >= 0 && line.text.slice(next, glossEnd) === gloss && COMMA_GAP.test(line.text.slice(glossEnd, afterAt))
          && townLike(after) ? { ...glossed, place: after } : glossed;
      }
    }
  }
  return undefined;
}
