// "Examplia.- Online shop for bakeries": Spanish-speaking CVs set an employer's name apart from a description of what
// the firm does with a full stop and a dash. The part before the mark is then the employer, whatever words it holds,
// and the part after it describes the firm: it is no title, no employer and no place. Pure.
import type { Entry } from './entries.js';

/** The full stop and dash between a name and its description, as splitParts divides them. */
const GLOSS_MARK = /^\.-\s+$/u;

// "Example S.A.- …", "Example Ltd.- …": a name that ends on an abbreviation ("S.A", "Sp. j", "Ltd", "Lda") shares its
// dot with the mark; the dot is the name's. A name ending on a whole word ("Examplia", "Grupo Sol") or on capitals
// ("AG", "BV") has none: only dotted letters and the company forms written with a dot give it back.
const ABBREVIATED_END = /(?:\p{L}\.\p{L}{1,2}|\s\p{Ll}{1,2}|(?:^|\s)(?:Ltd|Inc|Co|Corp|Cia|Lda|Ltda|Bros|Pty|Pvt|Kft|Zrt|Nyrt|Bt|Kht|Sp|Ges|Soc|Cía))$/u;

/**
 * The employer a header line names before ".-" (`part`: as split, without the dot it shares with the mark), the
 * description after it and the index of that line; undefined when no line prints one.
 */
export function firmGloss(entry: Pick<Entry, 'lines'>): { employer: string; part: string; gloss: string; line: number } | undefined {
  for (const [index, line] of (entry.lines ?? []).entries()) {
    let from = 0;
    for (let k = 0; k + 1 < line.parts.length; k++) {
      const at = line.text.indexOf(line.parts[k]!, from);
      if (at < 0) break;
      from = at + line.parts[k]!.length;
      const next = line.text.indexOf(line.parts[k + 1]!, from);
      if (next < 0) break;
      if (GLOSS_MARK.test(line.text.slice(from, next))) {
        const name = line.parts[k]!;
        return { employer: ABBREVIATED_END.test(name) ? `${name}.` : name, part: name, gloss: line.parts[k + 1]!, line: index };
      }
    }
  }
  return undefined;
}
