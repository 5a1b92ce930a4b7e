// People as an import resource (issue 5): validation of `person create`, de-duplication by
// e-mail (case-insensitive; stored e-mails are lower-cased by the person rules), and the
// local writer over the store.
import type { CodeBook } from '../../domain/codes.js';
import type { Clock } from '../../domain/clock.js';
import { isoDate, isoTimestamp } from '../../domain/clock.js';
import type { PersonFields } from '../../domain/person.js';
import { emailKey } from '../../domain/email-key.js';
import type { Store } from '../../store/index.js';
import { createImportStore, packPerson, packedEmail, unpackPerson, type PackedPerson } from '../../store/import-store.js';
import { PERSON_COLUMNS, PhoneNormalizer, validatePersonRow } from './person-row.js';
import { compilePersonCsvRow } from './person-csv.js';
import type { CompileCsvPath } from './validated-batches.js';
import type { LocalWriter } from './local-import.js';
import type { ImportResource, RowOutcome } from './types.js';

const personKey = (fields: PersonFields) => (fields.email ? emailKey(fields.email) : undefined);
const packedKey = (packed: PackedPerson) => packedEmail(packed) || undefined;

/** Validated fields → the packed person the local writer binds (see import-store.ts). */
export const packPersonRow = packPerson;

export function personResource(codes: CodeBook, clock: Clock): ImportResource<PersonFields> {
  const context = { codes, today: isoDate(clock.now()), phones: new PhoneNormalizer() };
  return {
    noun: 'person',
    plan: PERSON_COLUMNS,
    validate: (input) => validatePersonRow(input, context),
    key: personKey,
  };
}

/** The fast path for person CSV rows (person-csv.ts), for validateRecords. */
export function compilePersonCsvPath(codes: CodeBook, clock: Clock): CompileCsvPath<PackedPerson> {
  const context = { codes, today: isoDate(clock.now()), phones: new PhoneNormalizer() };
  return (fields) => compilePersonCsvRow(fields, context);
}

export function localPersonWriter(store: Store, clock: Clock): LocalWriter<PackedPerson> {
  const bulk = createImportStore(store.db);
  bulk.beginBulkWrites();
  const firstNewId = bulk.maxPersonId() + 1;
  return {
    noun: 'person',
    key: packedKey,
    finish: () => bulk.endBulkWrites(),
    transaction: (fn) => store.transaction(fn),
    timestamp: () => isoTimestamp(clock.now()),
    exists: (email) => store.people.idByEmail(email) !== undefined,
    write(row, mode, timestamp): RowOutcome {
      if (bulk.insertPersonUnlessEmailTaken(row, timestamp) !== 0) return 'created';
      if (mode === 'skip') return 'skipped';
      const email = packedEmail(row);
      const owner = store.people.idByEmail(email) as number;
      if (mode === 'update') {
        store.people.update(owner, unpackPerson(row), timestamp);
        return 'updated';
      }
      return {
        conflict: owner >= firstNewId
          ? `conflict: e-mail ${email} appears earlier in this file (person ${owner})`
          : `conflict: a person with e-mail ${email} exists already (person ${owner})`,
      };
    },
  };
}
