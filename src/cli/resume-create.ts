// `parser parse --create`: turn a parsed résumé into a person (created, or updated by
// e-mail), attach the file as a document and the detected face as the photo.
import { basename } from 'node:path';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { CliContext } from './context.js';
import type { RecruitService } from '../service/recruit-service.js';
import type { ParsedResume } from '../domain/parsed-resume.js';
import type { Person, PersonCreate } from '../domain/person.js';
import { isRecruitError, NotFoundError } from '../domain/errors.js';
import { readFileBytes } from './parse-values.js';

export interface CreateReport {
  action?: 'created' | 'updated';
  person_id?: number;
  document_id?: number;
  /** The person's skills after the résumé's tags were added (issue 12 §2). */
  skills?: string[];
  photo?: boolean;
  error?: string;
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

function onlyEmpty(existing: Person, fields: PersonCreate): PersonCreate {
  const update: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    const current = existing[key as keyof Person];
    const empty = current === null || current === '' || (Array.isArray(current) && current.length === 0);
    if (empty && key !== 'email') update[key] = value;
  }
  return update as PersonCreate;
}

async function faceBytes(ctx: CliContext, url: string): Promise<Uint8Array | undefined> {
  if (url.startsWith('file:')) return new Uint8Array(await readFile(fileURLToPath(url)));
  const response = await fetch(url, { headers: ctx.config.token ? { authorization: `Bearer ${ctx.config.token}` } : {} });
  return response.ok ? new Uint8Array(await response.arrayBuffer()) : undefined;
}

export async function createFromResume(ctx: CliContext, service: RecruitService, file: string, resume: ParsedResume): Promise<CreateReport> {
  const fields = personFieldsFromResume(resume);
  const report: CreateReport = {};
  try {
    let personId: number | undefined;
    if (fields.email) {
      personId = await service.findPersonByEmail(fields.email).then((r) => r.id, (error: unknown) => {
        if (error instanceof NotFoundError) return undefined;
        throw error;
      });
    }
    if (personId === undefined) {
      personId = (await service.createPerson(fields)).id;
      report.action = 'created';
    } else {
      const update = onlyEmpty(await service.getPerson(personId), fields);
      if (Object.keys(update).length > 0) await service.updatePerson({ ...update, id: personId });
      report.action = 'updated';
    }
    report.person_id = personId;
    // The document's text is indexed for search as it is added (issue 12 §1).
    report.document_id = (await service.addDocument({ person_data_id: personId, file_name: basename(file), data: await readFileBytes(file) })).id;
    // The parsed tags become the person's skills (added to those already there).
    const tags = resume.person.tags.filter((tag) => tag.trim() !== '');
    if (tags.length > 0) report.skills = await service.changeSkills(personId, { add: tags });
    if (resume.person.face) {
      const bytes = await faceBytes(ctx, resume.person.face);
      if (bytes) {
        await service.setPhoto({ person_data_id: personId, file_name: 'face.jpg', data: bytes });
        report.photo = true;
      }
    }
  } catch (error) {
    if (!isRecruitError(error)) throw error;
    report.error = error.message;
  }
  return report;
}
