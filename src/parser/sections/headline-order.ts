// Which part of an unknown job header is the title, told by the top of the CV. A work section whose titles and
// employers no word list knows is read in the order CVs use most (title first); a template that prints the employer
// first ("Example Orchards, Hedgewright") is then read swapped. Under the name, most CVs print how the candidate
// titles themself ("Hedgewright", "Senior Hedgewright"): that line names the title of one of the jobs, usually the
// latest, and so shows where the template puts the title. Pure.
import { foldDiacritics } from '../classify/text.js';

/** How far down the top of the CV (above the first heading) the headline may sit: the name, contact lines, the headline. */
const TOP_LINES = 12;
/** A headline is a few words; longer lines are a summary. */
const MAX_WORDS = 6;

const fold = (s: string): string => foldDiacritics(s).toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** The short pieces of the top lines that could be a headline ("Hedgewright | Rope Splicer" gives both), folded. */
export function headlineCandidates(topLines: readonly string[]): string[] {
  return topLines.slice(0, TOP_LINES)
    .flatMap((line) => line.split(/\t|\s*[|•·]\s*|\s+[–—-]\s+/u))
    .map((piece) => piece.trim())
    // Commas, digits and "@" mark an address or a contact line ("Elmbury, Oakshire" would name a town part).
    .filter((piece) => /^\p{Lu}/u.test(piece) && !/[@\d:/,]/u.test(piece) && piece.split(/\s+/).length <= MAX_WORDS)
    .map(fold)
    .filter((piece) => piece.length >= 4);
}

/** Whether a header part and a headline name the same thing: equal, or one's words a run of the other's ("Senior Hedgewright"). */
function sameName(part: string, headline: string): boolean {
  const p = ` ${fold(part)} `;
  const h = ` ${headline} `;
  return p.trim().length >= 4 && (p === h || h.includes(p) || p.includes(h));
}

/**
 * The index of the part that the headline names in entries printed alike (as many parts each), when it is the same
 * index wherever the headline names a part, and the headline names no other part; undefined otherwise.
 */
export function titleIndexByHeadline(entryParts: readonly (readonly string[])[], candidates: readonly string[]): number | undefined {
  if (candidates.length === 0) return undefined;
  const indices = new Set<number>();
  for (const parts of entryParts) {
    parts.forEach((part, k) => {
      if (candidates.some((c) => sameName(part, c))) indices.add(k);
    });
  }
  return indices.size === 1 ? [...indices][0] : undefined;
}
