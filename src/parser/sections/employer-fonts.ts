// "Example Logistics" (larger) over "Analyst" over "March 2019 - Present": an employer printed over one role, as the
// section prints its employers over several. The groups of several roles (employer-roles.ts) are sure by their shape;
// where all of them print their employer in one font and their roles' titles in another, a line in the employer's font
// over a single role in the title's font is an employer over one role too (LinkedIn's export prints every job so, the
// employer larger than the title). Without the fonts (plain text), or where the groups disagree, nothing is learned.
// Pure.
import { fontOf, hasFont, type LineFonts } from './line-fonts.js';

/** The fonts a section's groups print their employers and their roles' titles in. */
export interface GroupFonts { employer: string; title: string }

/** An employer's line (`at`) over its roles' lines (`group.at`). */
interface Printed { at: number; group: { at: readonly number[] } }

/** The employer's font and the title's, where every group of the section shows the same two, and they differ. */
export function groupFonts(lines: readonly string[], groups: readonly Printed[], fonts: LineFonts): GroupFonts | undefined {
  const employers = new Set(groups.map((g) => fontOf(fonts, lines[g.at] ?? '')));
  const titles = new Set(groups.flatMap((g) => g.group.at.map((j) => fontOf(fonts, lines[j] ?? ''))));
  if (employers.size !== 1 || titles.size !== 1) return undefined;
  const [employer] = employers;
  const [title] = titles;
  return employer === undefined || title === undefined || employer === title ? undefined : { employer, title };
}

/** The line at `at` is in the groups' employer font and the role's line at `titleAt` in their title font. */
export function singleInFonts(lines: readonly string[], at: number, titleAt: number, learned: GroupFonts, fonts: LineFonts): boolean {
  return hasFont(fonts, lines[at] ?? '', learned.employer) && hasFont(fonts, lines[titleAt] ?? '', learned.title);
}
