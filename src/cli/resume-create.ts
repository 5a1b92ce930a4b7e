// `parser parse --create`: turn a parsed résumé into a person, safely re-runnable (issue 14
// item 5). The same file again changes nothing (its SHA-256 is looked up among the stored
// documents); the same person, found by e-mail and then by phone (E.164), is updated — only
// empty fields are filled, curated data is kept — and gets the CV once; a résumé that cannot
// become a person (no first or last name) is reported, and nothing is written for it. The
// face becomes the photo through the normal photo path (checked, re-encoded, metadata
// stripped). Everything goes through RecruitService, so it works locally and with --remote.
import { basename } from 'node:path';
import { createHash } from 'node:crypto';
import type { RecruitService } from '../service/recruit-service.js';
import type { ParsedResume } from '../domain/parsed-resume.js';
import type { Person, PersonCreate } from '../domain/person.js';
import { ConflictError, isRecruitError, NotFoundError, ValidationError } from '../domain/errors.js';

export type CreateAction = 'created' | 'updated' | 'unchanged';

export interface CreateReport {
  action?: CreateAction;
  person_id?: number;
  document_id?: number;
  photo?: boolean;
  /** The person's skills after the résumé's tags were added (issue 12 §2). */
  skills?: string[];
  /** Why no person was written (the file counts as failed). */
  error?: string;
  /** The person and document were written but the face was not taken as the photo. */
  photo_error?: string;
}

/** Where the face's bytes come from: file:// (--images-dir), memory: (this run) or the server. */
export type FaceReader = (url: string) => Promise<Uint8Array | undefined>;

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

/** The update for an existing person: fields they lack (never the e-mail they were found by). */
export function onlyEmpty(existing: Person, fields: PersonCreate): PersonCreate {
  const update: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    const current = existing[key as keyof Person];
    const empty = current === null || current === '' || (Array.isArray(current) && current.length === 0);
    if (empty && key !== 'email' && key !== 'email2') update[key] = value;
  }
  return update as PersonCreate;
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

/**
 * One creator per run. Files are parsed in parallel but written one at a time: two files of
 * the same person (or the same file twice) must see each other's writes, or both would create.
 */
export function createResumeCreator(service: RecruitService, readFace: FaceReader): ResumeCreator {
  let queue: Promise<unknown> = Promise.resolve();
  return {
    create(file, bytes, resume) {
      const run = queue.then(() => createOne(service, readFace, file, bytes, resume));
      queue = run.catch(() => undefined);
      return run;
    },
  };
}

async function createOne(service: RecruitService, readFace: FaceReader, file: string, bytes: Uint8Array, resume: ParsedResume): Promise<CreateReport> {
  try {
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const stored = await orNotFound(service.findDocumentBySha256(sha256));
    if (stored) return { action: 'unchanged', person_id: stored.person_data_id, document_id: stored.id };

    const fields = personFieldsFromResume(resume);
    // No name at all: the parser found nothing it could trust, so nothing says whose file this is.
    if (!fields.first && !fields.last) return { error: missingName(fields)! };
    let personId = await findPerson(service, resume);
    let action: CreateAction = 'updated';
    if (personId === undefined) {
      const missing = missingName(fields);
      if (missing) return { error: missing };
      try {
        personId = (await service.createPerson(fields)).id;
        action = 'created';
      } catch (error) {
        // Someone else took the e-mail between our lookup and the create: that is the same person.
        if (!(error instanceof ConflictError) || !fields.email) throw error;
        personId = await orNotFound(service.findPersonByEmail(fields.email).then((r) => r.id));
        if (personId === undefined) throw error;
      }
    }
    const existing = action === 'updated' ? await service.getPerson(personId) : undefined;
    if (existing) {
      const update = onlyEmpty(existing, fields);
      if (Object.keys(update).length > 0) await service.updatePerson({ ...update, id: personId });
    }
    const report: CreateReport = { action, person_id: personId };
    // The document's text is indexed for search as it is added (issue 12 §1).
    report.document_id = (await service.addDocument({ person_data_id: personId, file_name: basename(file), data: bytes })).id;
    // The parsed tags become the person's skills (added to those already there).
    const tags = resume.person.tags.filter((tag) => tag.trim() !== '');
    if (tags.length > 0) report.skills = await service.changeSkills(personId, { add: tags });
    // A curated photo is kept: the face is taken only by a person who has none.
    if (resume.person.face && (!existing || existing.is_photo !== 'Y')) await takeFace(service, readFace, personId, resume.person.face, report);
    return report;
  } catch (error) {
    if (!isRecruitError(error)) throw error;
    return { error: error.message };
  }
}

/** The person by any e-mail of the résumé, then by any phone; an unusable value is skipped. */
async function findPerson(service: RecruitService, resume: ParsedResume): Promise<number | undefined> {
  const lookups = [
    ...resume.person.email.map((email) => () => service.findPersonByEmail(email)),
    ...resume.person.phone.map((phone) => () => service.findPersonByPhone(phone)),
  ];
  for (const lookup of lookups) {
    const found = await orNotFound(lookup().catch((error: unknown) => {
      if (error instanceof ValidationError) return undefined; // e.g. a phone without its country code
      throw error;
    }));
    if (found) return found.id;
  }
  return undefined;
}

async function takeFace(service: RecruitService, readFace: FaceReader, personId: number, url: string, report: CreateReport): Promise<void> {
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
