// Finding people: GET /person and `recruit person list` (filters checked and planned by
// person-search.ts, pages chained by signed cursors).
import type { PersonPage, PersonSearchRequest } from '../domain/person-search.js';
import { auditStamp } from './audit.js';
import { onFirstCall, type ServiceDeps } from './service-deps.js';

const searchRules = onFirstCall(async () => ({
  ...(await import('./person-search.js')),
  ...(await import('./search-cursor.js')),
  ...(await import('../domain/validate.js')),
  ...(await import('../domain/person-search.js')),
}));

export class SearchService {
  constructor(private readonly deps: ServiceDeps) {}

  async searchPeople(request: PersonSearchRequest): Promise<PersonPage> {
    const rules = await searchRules();
    // The one text rule holds for filters too: FTS5 refuses a NUL inside a phrase (a 500 before).
    const input = rules.assertWriteRequest(rules.PersonSearchQuerySchema, request, 'person search');
    const plan = rules.planSearch(input, await this.deps.codes());
    const fingerprint = rules.searchFingerprint(plan.identity);
    const key = await this.cursorSecret();
    const after = input.cursor === undefined ? undefined : rules.decodeCursor(key, fingerprint, input.cursor);
    const stamp = { ...auditStamp(this.deps.clock, this.deps.actor, 'person.search'), query: plan.description };
    const result = await this.deps.store.search.people({ ...plan.query, after }, stamp);
    return { data: result.people, next_cursor: result.next ? rules.encodeCursor(key, fingerprint, result.next) : null };
  }

  /** The database's cursor key, read once (it never changes). */
  private cursorSecret(): Promise<Uint8Array> {
    const { state, store } = this.deps;
    return (state.cursorSecret ??= store.search.cursorSecret());
  }
}
