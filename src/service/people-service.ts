// People: the person record, its lookups by e-mail and phone, and its skills.
import type { Person, PersonCreate, PersonFields, PersonUpdate } from '../domain/person.js';
import type { IdResult } from '../domain/primitives.js';
import type { SkillsChange } from '../domain/person-search.js';
import { ConflictError, NotFoundError, ValidationError } from '../domain/errors.js';
import { hasControlCharacters, hasHiddenOrDirectionalCharacters } from '../domain/text.js';
import { auditStamp } from './audit.js';
import { auditedRead, onFirstCall, validator, type ServiceDeps } from './service-deps.js';

// Loaded on first use: `recruit job list` should load no person rules (DESIGN.md §7: start-up
// within 2.5× `node -e 0`).
const personRules = onFirstCall(() => import('./person-rules.js'));
const skillRules = onFirstCall(async () => ({
  ...(await import('../domain/validate.js')),
  ...(await import('../domain/person-search.js')),
}));

export class PeopleService {
  constructor(private readonly deps: ServiceDeps) {}

  async getPerson(id: number): Promise<Person> {
    const read = await auditedRead(this.deps, 'person.get', { kind: 'person', personId: id });
    if (!read.found) throw new NotFoundError(`person ${id} not found`);
    return read.value;
  }

  async findPersonByEmail(email: string): Promise<IdResult> {
    const trimmed = email.trim();
    const { isValidEmail } = await personRules();
    if (hasControlCharacters(email)) throw ValidationError.field('/email', 'contains control characters');
    if (!isValidEmail(trimmed)) throw ValidationError.field('/email', `"${email}" is not a valid e-mail address`);
    const read = await auditedRead(this.deps, 'person.exists', { kind: 'person-by-email', email: trimmed });
    if (!read.found) throw new NotFoundError('no person is registered under that e-mail');
    return { id: read.value };
  }

  async findPersonByPhone(phone: string): Promise<IdResult> {
    const { e164Phone } = await import('./phone.js');
    const read = await auditedRead(this.deps, 'person.exists.phone', { kind: 'person-by-phone', phone: e164Phone(phone, 'phone') });
    if (!read.found) throw new NotFoundError('no person is registered under that phone number');
    return { id: read.value };
  }

  /**
   * Without an await once the rules and code tables are loaded: the server's POST /person
   * runs this on every request, and each await (four here) was a promise and a turn of the
   * microtask queue. The first call loads them, then runs as every later one does.
   */
  createPerson(person: PersonCreate): Promise<IdResult> {
    const validate = validator.loaded();
    const rules = personRules.loaded();
    const codes = this.deps.codesLoaded();
    if (!validate || !rules || !codes) {
      return Promise.all([validator(), personRules(), this.deps.codes()]).then(() => this.createPerson(person));
    }
    let fields: PersonFields;
    let created: Promise<number>;
    try {
      fields = rules.normalizePersonFields(validate.personCreate(person) as PersonFields, { codes, today: this.deps.today() }, true);
      created = this.deps.store.people.create(fields, this.deps.now());
    } catch (error) {
      // As an async function would: a rule's (or a store's) throw is the promise's rejection.
      return Promise.reject(error);
    }
    return created.then(
      (id) => ({ id }),
      (error: unknown) => this.auditedEmailConflict(error, fields.email).then((mapped) => Promise.reject(mapped)),
    );
  }

  /**
   * A 409 on a taken e-mail tells the caller that someone is registered under it: the answer
   * GET /person/exists gives, so it leaves the same audit row (the owner found, or not).
   */
  private async auditedEmailConflict(error: unknown, email: string | null | undefined): Promise<unknown> {
    if (!(error instanceof ConflictError) || typeof email !== 'string' || email.trim() === '') return error;
    await auditedRead(this.deps, 'person.exists', { kind: 'person-by-email', email: email.trim() });
    return error;
  }

  async updatePerson(update: PersonUpdate): Promise<void> {
    const { id, ...input } = (await validator()).personUpdate(update);
    const { normalizePersonFields } = await personRules();
    const codes = await this.deps.codes();
    const today = this.deps.today();
    // The rules run against the stored person inside the store's transaction (country → phone region, state).
    await this.deps.store.people.update(id, (existing) => normalizePersonFields(
      input as PersonFields,
      { codes, today, existingCountry: existing.country, existingState: existing.state },
      false,
    ), this.deps.now()).catch(async (error: unknown) => {
      throw await this.auditedEmailConflict(error, (input as PersonFields).email);
    });
  }

  async getSkills(personId: number): Promise<string[]> {
    const read = await auditedRead(this.deps, 'person.skills', { kind: 'skills', personId });
    if (!read.found) throw new NotFoundError(`person ${personId} not found`);
    return read.value;
  }

  async changeSkills(personId: number, change: SkillsChange): Promise<string[]> {
    const rules = await skillRules();
    const input = rules.assertWriteRequest(rules.SkillsChangeSchema, change, 'skills change');
    if (input.skills === undefined && input.add === undefined && input.remove === undefined) {
      throw new ValidationError('nothing to change', [], 'give skills (the whole list), add or remove');
    }
    for (const [field, list] of Object.entries(input)) {
      (list as string[]).forEach((skill, index) => {
        if (skill.trim() === '') throw ValidationError.field(`/${field}/${index}`, 'is empty');
        // Stored skills only: a remove still matches one stored before this rule existed.
        if (field !== 'remove' && hasHiddenOrDirectionalCharacters(skill)) {
          throw ValidationError.field(`/${field}/${index}`, 'contains invisible or text-direction characters (such as U+202E or U+200B)');
        }
      });
    }
    const stamp = auditStamp(this.deps.clock, this.deps.actor, 'person.skills');
    return this.deps.store.skills.change(personId, { set: input.skills, add: input.add, remove: input.remove }, stamp, this.deps.now());
  }
}
