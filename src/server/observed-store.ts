// The store as the server's service sees it when metrics are on: the same store, with the
// reads that write person-read audit rows counted as they resolve. Counting here, at the one
// door every audited read goes through, means no route can forget it; only kinds and counts
// leave, never an id.
import type { AuditedQuery, Store } from '../store/index.js';
import type { ServerMetrics } from './metrics.js';

type Method = (...args: never[]) => Promise<unknown>;

/** `target` with `methods` replaced by versions that report what they resolved to. */
function counted<T extends object>(target: T, methods: Partial<Record<keyof T, (result: never, args: never) => void>>): T {
  return new Proxy(target, {
    get(object, property) {
      const value = Reflect.get(object, property) as unknown;
      const report = methods[property as keyof T];
      if (!report || typeof value !== 'function') return value;
      return (...args: never[]) => (value as Method).apply(object, args).then((result) => {
        report(result as never, args as never);
        return result;
      });
    },
  });
}

export function observeStore(store: Store, metrics: ServerMetrics): Store {
  const count = (kind: string, people: number) => metrics.personReadsAudited(kind, people);
  const audit = counted(store.audit, {
    read: (result: { found: boolean; value?: unknown }, args: [AuditedQuery]) => {
      if (!result.found) return;
      count(args[0].kind, Array.isArray(result.value) && args[0].kind === 'applicants' ? result.value.length : 1);
    },
    readStreamed: (result: { found: boolean }, args: [AuditedQuery]) => {
      if (result.found) count(args[0].kind, 1);
    },
  });
  const search = counted(store.search, { people: (result: { people: unknown[] }) => count('search', result.people.length) });
  const duplicates = counted(store.duplicates, { people: (result: unknown[]) => count('duplicates', result.length) });
  const bulk = counted(store.bulk, { exportPeoplePage: (result: unknown[]) => count('export', result.length) });
  const dataProtection = counted(store.dataProtection, { exportData: () => count('access-export', 1) });
  const replaced: Partial<Store> = { audit, search, duplicates, bulk, dataProtection };
  return new Proxy(store, {
    get(object, property) {
      if (Object.hasOwn(replaced, property)) return replaced[property as keyof Store];
      const value = Reflect.get(object, property) as unknown;
      return typeof value === 'function' ? (value as Method).bind(object) : value;
    },
  });
}
