// The webhook dispatcher's one look per wake-up (EventsRepository.mayHaveWork, SQLite): false only
// when fanOut would make no delivery and claimDue would find none. On a real SQLite file, with the
// webhook tables as the dispatcher drives them.
import { describe, expect, it } from 'vitest';
import { withEventActor } from '../../src/domain/events.js';
import { useStoreFolder } from '../helpers/temp-store.js';

const folder = useStoreFolder('recruit-events-work');
const AT = '2026-11-29 03:00:00';
const createPerson = (store: ReturnType<typeof folder.open>, last: string) =>
  withEventActor('work-test', () => store.people.create({ first: 'Qelvor', last }, AT));

describe('mayHaveWork', () => {
  it('follows what fanOut and claimDue would find, through a webhook\'s whole round', async () => {
    const store = folder.open();
    const { events } = store;
    expect(events.mayHaveWork).toBeDefined();
    const look = () => events.mayHaveWork!();

    // No webhook: new events make no work.
    await createPerson(store, 'Xandrupa');
    expect(await look()).toBe(false);

    // A webhook starts after the events that exist: still nothing.
    const hook = await events.createWebhook('https://hooks.example.com/in', ['person.created'], 'c2VjcmV0c2VjcmV0c2VjcmV0', AT);
    expect(await look()).toBe(false);

    // An event after its cursor: work (fanOut makes a delivery).
    await createPerson(store, 'Xandrupe');
    expect(await look()).toBe(true);
    expect(await events.fanOut(500, Date.now(), new Date().toISOString())).toBe(1);

    // The cursor moved, a delivery is pending: work (claimDue finds it).
    expect(await look()).toBe(true);
    const claimed = await events.claimDue(Date.now(), new Set());
    expect(claimed).toBeDefined();
    expect(await look()).toBe(true); // still pending while it is sent
    await claimed!.finish({ delivered: true, status: 200, at: new Date().toISOString() });
    expect(await look()).toBe(false);

    // A switched-off webhook's new events are no work; switched on again, they are.
    await events.setWebhookEnabled(hook.id, false, AT);
    await createPerson(store, 'Xandrupi');
    expect(await look()).toBe(false);
    expect(await events.fanOut(500, Date.now(), new Date().toISOString())).toBe(0);
    await events.setWebhookEnabled(hook.id, true, AT);
    expect(await look()).toBe(true);
  });
});
