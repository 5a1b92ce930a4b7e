// A LocalService on a real SQLite database in a temp dir, with a fixed clock (or on any store: localServiceOn).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqliteStore as openStore, type SqliteStore as Store, type Store as AnyStore } from '../../src/store/index.js';
import { LocalService } from '../../src/service/local-service.js';
import { codeBookFor } from '../../src/domain/codes.js';
import type { Clock } from '../../src/domain/clock.js';

export const TODAY = '2026-11-22';

export function fixedClock(iso = `${TODAY}T10:00:00Z`): Clock & { set(iso: string): void } {
  let now = new Date(iso);
  return { now: () => now, set: (next: string) => (now = new Date(next)) };
}

export interface LocalFixture {
  service: LocalService;
  store: Store;
  clock: ReturnType<typeof fixedClock>;
  dir: string;
  cleanup(): void;
}

export function createLocalFixture(): LocalFixture {
  const dir = mkdtempSync(join(tmpdir(), 'recruit-test-'));
  const store = openStore(join(dir, 'test.sqlite'));
  const clock = fixedClock();
  return {
    service: localServiceOn(store, clock),
    store,
    clock,
    dir,
    cleanup() {
      store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The fixture's LocalService on any store (SQLite or PostgreSQL): data codes, the clock, actor "test:unit". */
export function localServiceOn(store: AnyStore, clock: Clock = fixedClock()): LocalService {
  return new LocalService({
    store,
    codes: codeBookFor(join(import.meta.dirname, '../../data')),
    clock,
    actor: { name: 'test:unit', requestId: 'req-1' },
  });
}
