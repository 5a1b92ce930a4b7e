// Whom a parsed résumé belongs to, and what of it a stored person takes (`parser parse
// --create`), as pure decisions, so local and --remote runs decide alike. A phone number is
// weak evidence — families, agencies and recycled numbers share one — so a phone match counts
// only when the names agree too; an e-mail is unique per person, so it alone identifies them.
// An address is one unit: street, city and zip from two different CVs would describe a place
// nobody lives at, so a stored person keeps theirs whole or, having none, takes the CV's whole.
import type { Person, PersonCreate } from '../domain/person.js';
import { matchKey } from '../domain/match-key.js';

/** Why a résumé went to an existing person. */
export type IntakeMatch = 'e-mail' | 'phone and name';

export type IntakeDecision =
  | { kind: 'update'; person: Person; matched: IntakeMatch; update: PersonCreate }
  /** `phoneSharedWith`: people found by the CV's phone whose names differ; not merged into. */
  | { kind: 'create'; fields: PersonCreate; phoneSharedWith: number[] };

const ADDRESS_FIELDS = ['street', 'city', 'zip'] as const;

/**
 * A name as compared: transliterated (ł → l, ß → ss), no accents, lower case, punctuation as
 * spaces: the same key the duplicates finder compares.
 */
export function foldName(text: string | null | undefined): string {
  // matchKey transliterates as search does (domain/search-fold.ts): Łukasz and Lukasz are one name.
  return matchKey(text ?? '');
}

/** Same first and last name once folded; either order, as family-name-first CVs print them. */
export function sameName(a: Pick<PersonCreate, 'first' | 'last'>, b: Pick<PersonCreate, 'first' | 'last'>): boolean {
  const [af, al, bf, bl] = [a.first, a.last, b.first, b.last].map(foldName);
  if (!af || !al || !bf || !bl) return false;
  return (af === bf && al === bl) || (af === bl && al === bf);
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * The update for an existing person: fields they lack, never the e-mails (they identify the
 * person), and the address only whole — all of the CV's parts when they have no part at all.
 */
export function fillEmpty(existing: Person, fields: PersonCreate): PersonCreate {
  const update: Record<string, unknown> = {};
  const hasAddress = ADDRESS_FIELDS.some((key) => !isEmpty(existing[key]));
  for (const [key, value] of Object.entries(fields)) {
    if (key === 'email' || key === 'email2') continue;
    if ((ADDRESS_FIELDS as readonly string[]).includes(key) && hasAddress) continue;
    if (isEmpty(existing[key as keyof Person])) update[key] = value;
  }
  return update as PersonCreate;
}

/**
 * The decision for one résumé, given the person its e-mail found (if any) and the people its
 * phones found: the e-mail's person; else the first phone match whose name agrees; else a new
 * person (noting the phone matches that were not taken, so the user can look at them).
 */
export function decideIntake(fields: PersonCreate, byEmail: Person | undefined, byPhone: readonly Person[]): IntakeDecision {
  if (byEmail) return { kind: 'update', person: byEmail, matched: 'e-mail', update: fillEmpty(byEmail, fields) };
  const named = byPhone.find((person) => sameName(person, fields));
  if (named) return { kind: 'update', person: named, matched: 'phone and name', update: fillEmpty(named, fields) };
  return { kind: 'create', fields, phoneSharedWith: [...new Set(byPhone.map((person) => person.id))] };
}
