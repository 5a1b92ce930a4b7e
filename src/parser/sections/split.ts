// Cuts the CV's lines into sections by their headings, in the languages of vocabulary.ts. Only
// the kinds the section readers need are named; any other heading ends the section before it
// as 'other'.
import { headingKindOf } from './vocabulary.js';

export type SectionKind = 'work' | 'education' | 'languages' | 'certificates' | 'skills' | 'other';

export interface Section {
  kind: SectionKind;
  heading: string;
  lines: string[];
}

/** The kind of section a line opens, or undefined when it is not a heading. */
export function headingKind(line: string): SectionKind | undefined {
  const kind = headingKindOf(line);
  // Contact data is not a section the readers take apart: like any other heading it ends the one before.
  return kind === 'contact' ? 'other' : kind;
}

/** The sections in document order; lines before the first heading form an 'other' section. */
export function splitSections(lines: readonly string[]): Section[] {
  const sections: Section[] = [{ kind: 'other', heading: '', lines: [] }];
  for (const raw of lines) {
    const line = raw.trim();
    if (line === '') continue;
    const kind = headingKind(line);
    if (kind) sections.push({ kind, heading: line, lines: [] });
    else sections[sections.length - 1]!.lines.push(line);
  }
  return sections.filter((s) => s.heading !== '' || s.lines.length > 0);
}

/** Lines of every section of one kind, in order (a CV may split experience in two). */
export function linesOf(sections: readonly Section[], kind: SectionKind): string[] {
  return sections.filter((s) => s.kind === kind).flatMap((s) => s.lines);
}
