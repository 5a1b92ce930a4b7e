// The webhook dispatcher's wake-ups (webhook-dispatcher.ts): answered writes wake it, but it looks
// at most once a gap — a stream of writes must not cost a database look per event-loop turn — and
// a wake-up that comes within the gap is put off to its end, never dropped. On a real SQLite store;
// the looks are counted by passing the store's own events repository through a counter.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqliteStore, type SqliteStore } from '../../src/store/sqlite/sqlite-store.js';
import { startWebhookDispatcher, type WebhookDispatcher } from '../../src/service/webhook-dispatcher.js';
import { EventWakeup } from '../../src/service/event-wakeup.js';
import type { EventsRepository } from '../../src/store/contract/events.js';

const dirs: string[] = [];
const stores: SqliteStore[] = [];
const dispatchers: WebhookDispatcher[] = [];

afterEach(async () => {
  for (const dispatcher of dispatchers.splice(0)) await dispatcher.stop();
  for (const store of stores.splice(0)) await store.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A dispatcher over a fresh store that polls only once a minute; `looks()` counts its looks at the tables. */
function countedDispatcher(gapMs: number) {
  const dir = mkdtempSync(join(tmpdir(), 'recruit-dispatcher-'));
  dirs.push(dir);
  const store = openSqliteStore(join(dir, 'db.sqlite'));
  stores.push(store);
  let looks = 0;
  const real = store.events;
  const events: EventsRepository = Object.assign(Object.create(real) as EventsRepository, {
    mayHaveWork: () => {
      looks++;
      return real.mayHaveWork!();
    },
  });
  const wakeup = new EventWakeup();
  const dispatcher = startWebhookDispatcher(events, wakeup, {
    concurrency: 2, timeoutMs: 1_000, allowPrivate: false, pollMs: 60_000, minWriteLookGapMs: gapMs,
    retry: { baseDelayMs: 1_000, maxDelayMs: 1_000, windowMs: 60_000 },
  }, { warn: () => undefined });
  dispatchers.push(dispatcher);
  return { wakeup, looks: () => looks };
}

describe('webhook dispatcher wake-ups', () => {
  it('a burst of write wake-ups within the gap makes one look, at the gap\'s end', async () => {
    const { wakeup, looks } = countedDispatcher(400);
    // The look the loop makes as it starts.
    expect(looks()).toBe(1);
    for (let i = 0; i < 50; i++) {
      wakeup.notify();
      if (i % 10 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    await sleep(50);
    expect(looks()).toBe(1);
    // Put off, not dropped: the gap ends and the loop looks once for all of them.
    await sleep(800);
    expect(looks()).toBe(2);
  });

  it('a wake-up after the gap is looked at at once', async () => {
    const { wakeup, looks } = countedDispatcher(100);
    await sleep(300);
    expect(looks()).toBe(1);
    wakeup.notify();
    // At once: well within a poll (a minute) or a gap of waiting.
    await sleep(30);
    expect(looks()).toBe(2);
  });
});
