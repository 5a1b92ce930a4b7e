// Duplicates: people grouped by what they share, and the merge of two of them.
import type { Person, PersonFields } from '../../domain/person.js';
import type { DuplicatePerson } from '../../domain/duplicates.js';
import type { AuditStamp } from './audit.js';

/**
 * People who share something, grouped by the store: an e-mail (email/email2),
 * a phone (as digits), a name (either order, folded: domain/match-key.ts) plus birth date or
 * plus city, or a city, family name and given initial (and the mirror). Each member comes
 * with the name the finder compares for similarity (`city-last`: the given name,
 * `city-first`: the family name; '' otherwise). Groups of one, and groups larger than the
 * limit (a shared mailbox, a common name in a big city), are not reported.
 */
export interface DuplicateBlock {
  kind: 'email' | 'phone' | 'name-birth' | 'city-name' | 'city-last' | 'city-first';
  members: { id: number; name: string }[];
}

export interface MergeOutcome {
  keep: Person;
  drop: Person;
  moved: Record<string, number>;
  discarded: Record<string, number>;
  filled: string[];
}

export interface DuplicatesRepository {
  /**
   * Every block of people sharing a key, to `visit` (synchronously). The grouping runs in the
   * database (sorted in its temporary storage), so memory stays flat however many people.
   */
  blocks(limits: { contact: number; name: number }, visit: (block: DuplicateBlock) => void): Promise<void>;
  /** The listed people that still exist, with one audit row each committed first (one row without a person for none). */
  people(ids: readonly number[], stamp: AuditStamp): Promise<DuplicatePerson[]>;
  /**
   * Moves every kind of person-owned data from DROP to KEEP (what would clash with KEEP's
   * stays with DROP and is discarded), deletes DROP, writes `plan`'s fields into KEEP and an
   * audit row for each of the two, in one transaction. A dry run does all of it and rolls
   * back (its audit rows are kept). NotFoundError for either id; ValidationError when equal.
   */
  merge(
    keepId: number,
    dropId: number,
    plan: (keep: Person, drop: Person) => { fields: PersonFields; filled: string[] },
    stamp: AuditStamp,
    dryRun: boolean,
  ): Promise<MergeOutcome>;
}
