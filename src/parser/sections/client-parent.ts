// "Example Consulting" over "08/2018 – present", then "Client<tab>Example Bank – Ledger Migration" over "Period<tab>10/2018 –
// present" and more such rows: a consultancy's own job, dated by its own period, printed once above the client projects done
// there. The parent names no title and no company form, so the readers took nothing from it and the job (with its open
// end) was lost; the client rows are read as jobs of their own as before. Pure.
import type { Entry } from './entries.js';
import { clientOpened } from './client-opened.js';
import { nameLike } from './entry-parts.js';
import { isDegree, isInstitution, isPlace, isTitle } from './roles.js';
import type { WorkEntry } from '../../domain/resume-sections.js';

const MAX_NAME_WORDS = 5;

/** Whether the period `inner` starts no earlier than `outer` and ends no later (an open end holds any end). */
function within(inner: Entry['period'], outer: Entry['period']): boolean {
  const before = (a: string, b: string): boolean => a.slice(0, Math.min(a.length, b.length)) <= b.slice(0, Math.min(a.length, b.length));
  if (inner.start === '' || outer.start === '' || !before(outer.start, inner.start)) return false;
  if (outer.current || outer.end === '') return true;
  return inner.end !== '' && !inner.current && before(inner.end, outer.end);
}

/** The lone name of an entry that holds nothing else: one line, one part, no title, school, degree or place. */
function loneName(entry: Entry): string | undefined {
  const name = entry.lines?.length === 1 && entry.parts.length === 1 ? entry.parts[0]! : undefined;
  if (name === undefined || entry.inDetail === true || name.split(/\s+/).length > MAX_NAME_WORDS || !nameLike(name)) return undefined;
  return isTitle(name) || isInstitution(name) || isDegree(name) || isPlace(name) ? undefined : name;
}

/**
 * The section's jobs with each parent of client rows read as its own job: an entry no reader took, a lone name with its
 * period, followed by entries that a client's row opens, dated within the parent's period. A client row that names the
 * parent itself and no title (the firm's own training or internal project) adds nothing to the parent's job, and goes.
 */
export function withClientParents(entries: readonly Entry[], read: readonly (WorkEntry | undefined)[]): (WorkEntry | undefined)[] {
  const out = [...read];
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!;
    const employer = out[i] === undefined ? loneName(entry) : undefined;
    const clients = (j: number): boolean => entries[j] !== undefined && clientOpened(entries[j]!) !== undefined && within(entries[j]!.period, entry.period);
    if (employer === undefined || !clients(i + 1)) continue;
    const { start, end, current } = entry.period;
    out[i] = { position: '', employer, location: entry.place ?? '', start, end, current };
    for (let j = i + 1; clients(j); j++) {
      const job = out[j];
      if (job && job.position === '' && job.employer === employer) out[j] = undefined;
    }
  }
  return out;
}
