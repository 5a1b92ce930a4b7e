// Contract: answers that carry person data outside the read endpoints leave audit rows like
// any read — the 409 of POST/PUT /person on a taken e-mail (it tells that the e-mail
// exists: an `exists` lookup), a changed or withdrawn application (its history and notes),
// and a purge's dry run (the people it lists, one row each). Locally (actor cli:…) and
// through a server (the token's name), on both stores.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConflictError } from '../../src/domain/errors.js';
import { MODES, type ContractFixture } from './modes.js';
import { expectError } from './expect-error.js';

describe.each(MODES)('service contract: answers that reveal people are audited ($name)', (mode) => {
  let f: ContractFixture;
  beforeEach(async () => {
    f = await mode.create();
  });
  afterEach(async () => {
    await f.cleanup();
  });

  /** Audit rows of `action`, oldest first, as [person id, actor, outcome]. */
  const rows = async (action: string) => (await f.store.audit.list({ limit: 1000 })).reverse()
    .filter((r) => r.action === action).map((r) => [r.person_id, r.actor, r.outcome]);

  it('a 409 on a taken e-mail (POST and PUT /person) is audited as the exists lookup it is', async () => {
    const { id: owner } = await f.service.createPerson({ first: 'Foglalt', last: 'Címzett', email: 'foglalt@example.org' });
    const { id: other } = await f.service.createPerson({ first: 'Másik', last: 'Címzett', email: 'masik@example.org' });
    expect(await rows('person.exists')).toEqual([]);
    await expectError(f.service.createPerson({ first: 'Próba', last: 'Címzett', email: 'Foglalt@example.org' }), ConflictError);
    await expectError(f.service.updatePerson({ id: other, email: 'foglalt@example.org' }), ConflictError);
    expect(await rows('person.exists')).toEqual([[owner, f.actor, 'ok'], [owner, f.actor, 'ok']]);
  });

  it('a status change and a withdrawal return the history with notes: each is audited as a read of that person', async () => {
    const { id: jobId } = await f.service.createJob({ position_data_id: 3, title: 'Levéltáros', date_from: '2020-01-01' });
    const { id: person } = await f.service.createPerson({ first: 'Jelölt', last: 'Kísért' });
    const { id } = await f.service.subscribe({ person_data_id: person, job_data_id: jobId });
    const changed = await f.service.changeApplicationStatus({ id, status: 'screening', note: 'fictitious note' });
    expect(changed.history.at(-1)).toMatchObject({ note: 'fictitious note' });
    await f.service.withdrawApplication({ person_data_id: person, job_data_id: jobId });
    expect(await rows('person.application')).toEqual([[person, f.actor, 'ok'], [person, f.actor, 'ok']]);
  });

  it('a purge dry run writes one audit row per person it lists', async () => {
    const ids: number[] = [];
    for (const first of ['Régi', 'Régebbi', 'Legrégebbi']) ids.push((await f.service.createPerson({ first, last: 'Listázott' })).id);
    await f.sql(`UPDATE people SET last_modified = '2024-01-01 00:00:00' WHERE id IN (${ids.slice(0, 2).join(', ')}) RETURNING id`);
    const listing = await f.service.purgePeople({ not_modified_since: '2025-01-01', dry_run: true });
    expect(listing.people.map((p) => p.id)).toEqual(ids.slice(0, 2));
    expect(await rows('person.purge.dry-run')).toEqual(ids.slice(0, 2).map((id) => [id, f.actor, 'ok']));
  });
});
