// One template prints every job of a work history alike: the title and the employer in the same places of the
// same number of header lines. Where the word lists know the title or the employer of some entries, those entries show
// where the template puts each role; entries whose parts no list knows read the same places, instead of the
// order fallback ("Title, Employer") that a template printing the employer first turns around. Pure.
import type { Entry } from './entries.js';
import { isCompany, isDegree, isInstitution, isPlace, isTitle } from './roles.js';
import { nameLike } from './entry-parts.js';
import type { WorkEntry } from '../../domain/resume-sections.js';

/** A part's place in the header: its line and its index on that line. */
interface Slot { line: number; part: number }
/** Where a template puts the title, the employer and (when printed) the place. */
interface Slots { title: Slot; employer: Slot; location: Slot | undefined }

/** The header's lines, when the grouping kept them (a detached date column pairs bare parts). */
const linesOf = (entry: Entry): string[][] | undefined => entry.lines?.map((l) => l.parts);

/** A reading the word lists back: its title is a known title or its employer a known firm or school. */
const confirmed = (work: WorkEntry): boolean => isTitle(work.position) || isCompany(work.employer) || isInstitution(work.employer);

/** A header that prints no labels ("Employer: …"): a form names its roles itself. */
const unlabelled = (entry: Entry): boolean => entry.parts.every((p) => !p.includes(':'));

function slotOf(lines: readonly string[][], value: string): Slot | undefined {
  for (let line = 0; line < lines.length; line++) {
    const part = lines[line]!.indexOf(value);
    if (part >= 0) return { line, part };
  }
  return undefined;
}

const partAt = (lines: readonly string[][], slot: Slot): string | undefined => lines[slot.line]?.[slot.part];

/** The slots of a confirmed reading, when its title and employer are whole parts of the header. */
function slotsOf(entry: Entry, work: WorkEntry): Slots | undefined {
  const lines = linesOf(entry);
  if (!lines) return undefined;
  const title = slotOf(lines, work.position);
  const employer = slotOf(lines, work.employer);
  if (!title || !employer || (title.line === employer.line && title.part === employer.part)) return undefined;
  return { title, employer, location: work.location === '' ? undefined : slotOf(lines, work.location) };
}

const sameSlot = (a: Slot | undefined, b: Slot | undefined): boolean => a?.line === b?.line && a?.part === b?.part;
const sameSlots = (a: Slots, b: Slots): boolean => sameSlot(a.title, b.title) && sameSlot(a.employer, b.employer);

/**
 * The section's entries read again where a template shows the places of their roles: an entry whose reading
 * no word list backs, with as many header lines as confirmed entries that all agree on their slots, takes its title, employer
 * and place from those slots. Entries of other lengths, and sections whose confirmed entries disagree, are
 * left as read.
 */
export function withTemplateRoles(entries: readonly Entry[], read: readonly (WorkEntry | undefined)[]): (WorkEntry | undefined)[] {
  const templates = new Map<number, Slots | null>();
  entries.forEach((entry, i) => {
    const work = read[i];
    if (!work || !confirmed(work) || !unlabelled(entry)) return;
    const slots = slotsOf(entry, work);
    const shape = entry.lines?.length ?? 0;
    const known = templates.get(shape);
    // A shape whose confirmed entries disagree (or one that cannot be placed) teaches nothing.
    templates.set(shape, slots && (known === undefined || (known !== null && sameSlots(known, slots))) ? slots : null);
  });
  if (templates.size === 0) return [...read];
  return read.map((work, i) => {
    const entry = entries[i]!;
    const lines = linesOf(entry);
    const slots = templates.get(lines?.length ?? 0);
    if (!work || !lines || !slots || confirmed(work) || !unlabelled(entry)) return work;
    const position = partAt(lines, slots.title);
    const employer = partAt(lines, slots.employer);
    if (position === undefined || employer === undefined || !nameLike(position) || !nameLike(employer) || isPlace(position) || isPlace(employer)) return work;
    if (isCompany(position) || isInstitution(position) || isDegree(position) || isTitle(employer) || isDegree(employer)) return work;
    // The place as read stands, unless it was one of the roles: then the template's place part, if it prints one.
    const taken = work.location === position || work.location === employer;
    const place = (slots.location && partAt(lines, slots.location)) ?? '';
    const location = !taken ? work.location : entry.place ? [entry.place, place].filter(Boolean).join(', ') : place;
    return { ...work, position, employer, location };
  });
}
