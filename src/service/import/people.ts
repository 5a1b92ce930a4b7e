// People as an import resource: validation of `person create`, de-duplication by
// e-mail (canonical form, domain/email-key.ts), and the local writer over the store.
import type { CodeBook } from '../../domain/codes.js';
import type { Clock } from '../../domain/clock.js';
import { isoDate, isoTimestamp } from '../../domain/clock.js';
import type { PersonFields } from '../../domain/person.js';
import { emailKey } from '../../domain/email-key.js';
import type { Store } from '../../store/index.js';
import type { ImportPeopleOptions } from '../../store/index.js';
import { missingName, missingNameOfPacked, newPersonReason, packPerson, packedEmail, type PackedPerson } from '../../domain/packed-person.js';
import { PERSON_COLUMNS, PhoneNormalizer, validatePersonRow } from './person-row.js';
import { compilePersonCsvRow } from './person-csv.js';
import type { CompileCsvPath } from './validated-batches.js';
import type { LocalWriter } from './local-import.js';
import type { ImportResource } from './types.js';

const personKey = (fields: PersonFields) => (fields.email ? emailKey(fields.email) : undefined);
const packedKey = (packed: PackedPerson) => packedEmail(packed) || undefined;

/** Validated fields → the packed person the local writer takes (domain/packed-person.ts). */
export const packPersonRow = packPerson;

export function personResource(codes: CodeBook, clock: Clock): ImportResource<PersonFields> {
  const context = { codes, today: isoDate(clock.now()), phones: new PhoneNormalizer() };
  return {
    noun: 'person',
    plan: PERSON_COLUMNS,
    validate: (input) => validatePersonRow(input, context),
    key: personKey,
    partial: (fields) => missingName(fields) !== undefined,
  };
}

/** The fast path for person CSV rows (person-csv.ts), for validateRecords. */
export function compilePersonCsvPath(codes: CodeBook, clock: Clock, options: { clearEmpty?: boolean | undefined } = {}): CompileCsvPath<PackedPerson> {
  const context = { codes, today: isoDate(clock.now()), phones: new PhoneNormalizer() };
  return (fields) => compilePersonCsvRow(fields, context, options);
}

/** The local writer: the store's people import session (one transaction per batch). */
export async function localPersonWriter(store: Store, clock: Clock, options: ImportPeopleOptions = {}): Promise<LocalWriter<PackedPerson>> {
  const session = await store.bulk.importPeople(options);
  return {
    noun: 'person',
    key: packedKey,
    refusedAsNew: (packed) => {
      const name = missingNameOfPacked(packed);
      return name === undefined ? undefined : newPersonReason(name, packedEmail(packed));
    },
    timestamp: () => isoTimestamp(clock.now()),
    writeBatch: (rows, mode, timestamp) => session.writeBatch(rows, mode, timestamp),
    ...(session.concurrentBatches ? { concurrentBatches: true } : {}),
    exists: (email) => session.exists(email),
    ...(session.matchesOther ? { matchesOther: session.matchesOther.bind(session) } : {}),
    finish: () => session.finish(),
  };
}
