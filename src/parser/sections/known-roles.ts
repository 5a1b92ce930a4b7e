// Entries whose title and employer the layout names: a role carried under the employer printed over it
// (employer-roles.ts). The word lists and the order fallback read such an entry's parts as any other, and take an
// employer no list knows for the title where the section prints the employer first; the layout has said which is
// which, so the entry is read so. Pure.
import type { Entry } from './entries.js';
import type { KnownRole } from './employer-roles.js';
import type { WorkEntry } from '../../domain/resume-sections.js';

/** The known role whose title and employer are both parts of the entry's header. */
export function knownRoleOf(entry: Entry, roles: readonly KnownRole[]): KnownRole | undefined {
  if (roles.length === 0) return undefined;
  return roles.find((r) => r.title !== r.employer && entry.parts.includes(r.title) && entry.parts.includes(r.employer));
}

/** The readings with each entry of a known role read as the layout names it; the others as read. */
export function withKnownRoles(
  entries: readonly Entry[], read: readonly (WorkEntry | undefined)[], roles: readonly KnownRole[],
): (WorkEntry | undefined)[] {
  if (roles.length === 0) return [...read];
  return read.map((work, i) => {
    const entry = entries[i]!;
    const role = knownRoleOf(entry, roles);
    if (!role) return work;
    const { start, end, current } = entry.period;
    // The place as read stands, unless the reading took one of the roles for it.
    const location = work && work.location !== role.title && work.location !== role.employer ? work.location : entry.place ?? '';
    return { position: role.title, employer: role.employer, location, start, end, current };
  });
}
