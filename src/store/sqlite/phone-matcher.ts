// Phones of the people in the database, for `person import --match email,phone` 
// a row under a new e-mail whose phone someone has is a re-import of that person.
// There is no phone index (person writes would pay for it on every import), so the stored
// phones are read once when such an import starts, and the rows it creates are added.
import type { SqliteDatabase } from './database.js';
import type { PersonFields } from '../../domain/person.js';
import { phoneDigits } from '../match-keys.js';


export function createPhoneMatcher(db: SqliteDatabase) {
  const owners = new Map<string, number>();
  const remember = (id: number, phone: string | null | undefined) => {
    const digits = phoneDigits(phone ?? '');
    // Short fragments ("112", a stray extension) identify nobody.
    if (digits.replace('+', '').length >= 6 && !owners.has(digits)) owners.set(digits, id);
  };
  const rows = db.prepare("SELECT id, phone_mobile, phone_land FROM people WHERE phone_mobile <> '' OR phone_land <> '' ORDER BY id").raw();
  for (const [id, mobile, land] of rows.iterate() as IterableIterator<[number, string, string]>) {
    remember(id, mobile);
    remember(id, land);
  }
  return {
    /** The first person holding one of these phones (mobile first), if any. */
    find(fields: PersonFields): { id: number; phone: string } | undefined {
      for (const phone of [fields.phone_mobile, fields.phone_land]) {
        const id = owners.get(phoneDigits(phone ?? ''));
        if (id !== undefined && phone) return { id, phone };
      }
      return undefined;
    },
    add(id: number, fields: PersonFields): void {
      remember(id, fields.phone_mobile);
      remember(id, fields.phone_land);
    },
  };
}
