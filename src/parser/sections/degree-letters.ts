// "Master of Science - MS, Computer Engineering" (LinkedIn's form of a study): the degree's own letters printed after its
// name belong to the degree, and the field comes after them. The letters are the capitals of the name's words in order
// ("MS", "MBA", "MSc": Master of Science, Master of Business Administration), so no list of degrees is needed.
import { isCapitalLetter as isCapital, isCasedLetter as isLetter, isSmallLetter } from '../classify/text.js';

/** Is `part` the degree `degree` written short by the capitals of its words ("MS" for "Master of Science")? */
export function isDegreeInitials(part: string, degree: string): boolean {
  const p = part.trim();
  if (p.length < 2 || p.length > 6 || !isCapital(p.charAt(0))) return false;
  const chars = [...p];
  if (!chars.every((c) => isLetter(c) || c === '.')) return false;
  const capitals = chars.filter(isCapital).join('');
  const initials = degree.trim().split(/\s+/u).map((w) => w.charAt(0)).filter(isCapital).join('');
  return capitals.length >= 2 && capitals === initials;
}

/** The parts with a degree's letters joined to the degree's name before them: ["Master of Science", "MS"] → ["Master of Science - MS"]. */
export function withDegreeLetters(parts: readonly string[], isDegree: (part: string) => boolean): string[] {
  const out: string[] = [];
  for (const p of parts) {
    const before = out.at(-1);
    if (before !== undefined && isDegreeInitials(p, before) && isDegree(before)) out[out.length - 1] = `${before} - ${p.trim()}`;
    else out.push(p);
  }
  return out;
}

/**
 * "Économie et gestion des organisations" and "parcours Commerce international" after it: the field with the parts after it
 * that open with a small letter (a track, a minor: no school or town opens so), taken out of `others`.
 */
export function withFieldTail(area: string, others: string[]): string {
  let field = area;
  while (others.length > 0) {
    if (!isSmallLetter(others[0]!.charAt(0))) break;
    field = `${field}, ${others.shift()!}`;
  }
  return field;
}
