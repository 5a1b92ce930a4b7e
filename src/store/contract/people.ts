// People: the person records themselves (their fields are domain/person.ts).
import type { Person, PersonFields } from '../../domain/person.js';

export interface PeopleRepository {
  get(id: number): Promise<Person | undefined>;
  exists(id: number): Promise<boolean>;
  /** The id of the person with this e-mail (compared in canonical form), if any. */
  idByEmail(email: string): Promise<number | undefined>;
  /** Inserts a validated person; ConflictError when the e-mail is taken. */
  create(fields: PersonFields, timestamp: string): Promise<number>;
  /**
   * Partial update: `change` gets the stored person and returns the fields to write (it runs
   * inside the transaction, so rules that depend on stored values see the current ones).
   * NotFoundError for an unknown id, ConflictError when the new e-mail is taken.
   */
  update(id: number, change: (existing: Person) => PersonFields, timestamp: string): Promise<void>;
  count(): Promise<number>;
}
