// `parser parse --create`: turn a parsed résumé into a person, safely re-runnable. The same
// file again changes nothing (its SHA-256 is looked up among the stored documents). Whom the
// résumé belongs to and what a stored person takes from it are decided by resume-intake.ts:
// the person of its e-mail, or of its phone only when the names agree; only empty fields are
// filled and the address only whole. A résumé that cannot become a person (no first or last
// name) is reported, and nothing is written for it. The face becomes the photo through the
// normal photo path (checked, re-encoded, metadata stripped). It runs over the service port
// only, so LocalService (in process) and RemoteService (over HTTP) run this same function.
import { basename } from 'node:path';
import { createHash } from 'node:crypto';
import type { RecruitService } from './recruit-service.js';
import type { ParsedResume } from '../domain/parsed-resume.js';
import type { Person, PersonCreate } from '../domain/person.js';
import { ConflictError, isRecruitError, NotFoundError, ValidationError } from '../domain/errors.js';
import { decideIntake, type IntakeMatch } from './resume-intake.js';

export type CreateAction = 'created' | 'updated' | 'unchanged';

export interface CreateReport {
  action?: CreateAction;
  person_id?: number;
  document_id?: number;
  photo?: boolean;
  /** The person's skills after the résumé's tags were added. */
  skills?: string[];
  /** Why the résumé went to an existing person (updated): its e-mail, or its phone and the name. */
  matched?: IntakeMatch;
  /** Created as a new person although these people have the CV's phone: their names differ, so nobody was merged into. */
  phone_shared_with?: number[];
  /** Why no person was written (the file counts as failed). */
  error?: string;
  /** The person and document were written but the face was not taken as the photo. */
  photo_error?: string;
}

/** Where the face's bytes come from: file:// (--images-dir), memory: (this run) or the server. */
export type FaceReader = (url: string) => Promise<Uint8Array | undefined>;

/** The service calls the orchestration makes: each one audited, checked and limited as usual. */
export type IntakePort = Pick<RecruitService,
  'findDocumentBySha256' | 'findPersonByEmail' | 'findPersonByPhone' | 'getPerson' | 'createPerson' | 'updatePerson'
  | 'addDocument' | 'changeSkills' | 'setPhoto'>;

/** One parsed file to turn into a person: its name (the document's), its bytes and what the parser read. */
export interface ResumeIntakeRequest {
  file_name: string;
  data: Uint8Array;
  resume: ParsedResume;
}

/** Person fields the résumé gives; on update only empty fields are filled, curated data is kept. */
export function personFieldsFromResume(resume: ParsedResume): PersonCreate {
  const { person } = resume;
  const fields: PersonCreate = {};
  if (person.first) fields.first = person.first;
  if (person.last) fields.last = person.last;
  if (person.email[0]) fields.email = person.email[0];
  if (person.email[1]) fields.email2 = person.email[1];
  if (person.phone[0]) fields.phone_mobile = person.phone[0];
  if (person.birth_date) fields.birth_date = person.birth_date;
  if (person.address.city) fields.city = person.address.city;
  if (person.address.street) fields.street = person.address.street;
  if (person.address.zip) fields.zip = person.address.zip;
  if (person.category !== null) fields.category = [person.category];
  return fields;
}

/** Why a résumé cannot become a new person, or null when it can (first and last are required). */
export function missingName(fields: PersonCreate): string | null {
  if (!fields.last && !fields.first) return 'no name found in the file; a person needs a first and a last name';
  if (!fields.last) return 'no last name found in the file; a person needs a first and a last name';
  if (!fields.first) return 'no first name found in the file; a person needs a first and a last name';
  return null;
}

export interface ResumeCreator {
  /** Creates, updates or leaves the person of one parsed file; never throws a RecruitError (it is the report's error). */
  create(file: string, bytes: Uint8Array, resume: ParsedResume): Promise<CreateReport>;
}

/** Runs the tasks given to it one after another, in the order given. */
export type WriteQueue = <T>(task: () => Promise<T>) => Promise<T>;

export function oneAtATime(): WriteQueue {
  let queue: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = queue.then(task);
    queue = run.catch(() => undefined);
    return run;
  };
}

/**
 * Files are parsed in parallel but written one at a time (through `queue`): two files of the
 * same person (or the same file twice) must see each other's writes, or both would create.
 */
export function intakeResume(
  service: IntakePort, readFace: FaceReader, request: ResumeIntakeRequest, queue: WriteQueue,
): Promise<CreateReport> {
  return queue(() => createOne(service, readFace, request.file_name, request.data, request.resume));
}

/** A creator with its own queue (one per run), for callers that hold a port and a face reader. */
export function createResumeCreator(service: IntakePort, readFace: FaceReader): ResumeCreator {
  const queue = oneAtATime();
  return { create: (file, bytes, resume) => intakeResume(service, readFace, { file_name: basename(file), data: bytes, resume }, queue) };
}

async function createOne(
  service: IntakePort, readFace: FaceReader, fileName: string, bytes: Uint8Array, resume: ParsedResume,
): Promise<CreateReport> {
  try {
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const stored = await orNotFound(service.findDocumentBySha256(sha256));
    if (stored) return { action: 'unchanged', person_id: stored.person_data_id, document_id: stored.id };

    const fields = personFieldsFromResume(resume);
    // No name at all: the parser found nothing it could trust, so nothing says whose file this is.
    if (!fields.first && !fields.last) return { error: missingName(fields)! };
    // Phones are looked up only when no e-mail matched: each lookup is an audited read.
    const byEmail = await personByEmail(service, resume.person.email);
    let decision = decideIntake(fields, byEmail, byEmail ? [] : await peopleByPhone(service, resume.person.phone));
    let personId: number;
    if (decision.kind === 'create') {
      const missing = missingName(fields);
      if (missing) return { error: missing };
      try {
        personId = (await service.createPerson(fields)).id;
      } catch (error) {
        // Someone else took the e-mail between our lookup and the create: that is the same person.
        if (!(error instanceof ConflictError) || !fields.email) throw error;
        const taken = await personByEmail(service, [fields.email]);
        if (!taken) throw error;
        decision = decideIntake(fields, taken, []);
        personId = taken.id;
      }
    } else {
      personId = decision.person.id;
    }
    let existing: Person | undefined;
    const report: CreateReport = { action: decision.kind === 'create' ? 'created' : 'updated', person_id: personId };
    if (decision.kind === 'update') {
      existing = decision.person;
      report.matched = decision.matched;
      if (Object.keys(decision.update).length > 0) await service.updatePerson({ ...decision.update, id: personId });
    } else if (decision.phoneSharedWith.length > 0) {
      report.phone_shared_with = decision.phoneSharedWith;
    }
    // The document's text is indexed for search as it is added.
    report.document_id = (await service.addDocument({ person_data_id: personId, file_name: fileName, data: bytes })).id;
    // The parsed tags become the person's skills (added to those already there).
    const tags = resume.person.tags.filter((tag) => tag.trim() !== '');
    if (tags.length > 0) report.skills = await service.changeSkills(personId, { add: tags });
    // A curated photo is kept: the face is taken only by a person who has none.
    const { face } = resume.person;
    if (face && (!existing || existing.is_photo !== 'Y')) await takeFace(service, readFace, personId, face, report);
    return report;
  } catch (error) {
    if (!isRecruitError(error)) throw error;
    return { error: error.message };
  }
}

/** The person of the résumé's first e-mail that is stored (an unusable value is skipped). */
async function personByEmail(service: IntakePort, emails: readonly string[]): Promise<Person | undefined> {
  for (const email of emails) {
    const found = await lookup(() => service.findPersonByEmail(email));
    if (found) return service.getPerson(found.id);
  }
  return undefined;
}

/** The people the résumé's phones (E.164) are stored on; the decision checks their names. */
async function peopleByPhone(service: IntakePort, phones: readonly string[]): Promise<Person[]> {
  const people: Person[] = [];
  for (const phone of phones) {
    const found = await lookup(() => service.findPersonByPhone(phone));
    if (found && !people.some((p) => p.id === found.id)) people.push(await service.getPerson(found.id));
  }
  return people;
}

async function lookup(find: () => Promise<{ id: number }>): Promise<{ id: number } | undefined> {
  return orNotFound(find().catch((error: unknown) => {
    if (error instanceof ValidationError) return undefined; // e.g. a phone without its country code
    throw error;
  }));
}

async function takeFace(service: IntakePort, readFace: FaceReader, personId: number, url: string, report: CreateReport): Promise<void> {
  try {
    const bytes = await readFace(url);
    if (!bytes) {
      report.photo_error = 'the face image is no longer available';
      return;
    }
    await service.setPhoto({ person_data_id: personId, file_name: 'face.jpg', data: bytes });
    report.photo = true;
  } catch (error) {
    if (!isRecruitError(error)) throw error;
    report.photo_error = error.message;
  }
}

async function orNotFound<T>(promise: Promise<T>): Promise<T | undefined> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof NotFoundError) return undefined;
    throw error;
  }
}
