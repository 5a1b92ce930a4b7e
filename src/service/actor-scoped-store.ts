// The store as one caller sees it: every call of a store method (store.people.create(…),
// store.close()) runs with that caller named as the event actor (withEventActor). The write
// paths of SQLite append their events within the call, so the per-request services of the
// server need no async context to carry the token's name to them; a store that appends after
// an await (PostgreSQL) still reads the async context the server keeps for it.
// Only the store's methods and those of its namespaces are scoped — not objects they return.
import { withEventActor } from '../domain/events.js';
import type { Store } from '../store/index.js';

const scopedByStore = new WeakMap<Store, Map<string, Store>>();

/** The same store, its calls made in `actor`'s name; one per store and actor, made on first use. */
export function actorScopedStore(store: Store, actor: string): Store {
  let byActor = scopedByStore.get(store);
  if (!byActor) {
    byActor = new Map();
    scopedByStore.set(store, byActor);
  }
  let scoped = byActor.get(actor);
  if (!scoped) {
    scoped = scope(store, actor, true);
    byActor.set(actor, scoped);
  }
  return scoped;
}

function isPlainObject(value: unknown): value is object {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

function scope<T extends object>(target: T, actor: string, namespaces: boolean): T {
  // Wrapped once per property; made again only if the property came to hold another value.
  const made = new Map<PropertyKey, { source: unknown; wrapped: unknown }>();
  return new Proxy(target, {
    get(object, key) {
      const value = Reflect.get(object, key, object) as unknown;
      if (typeof value !== 'function' && !(namespaces && isPlainObject(value))) return value;
      const cached = made.get(key);
      if (cached?.source === value) return cached.wrapped;
      const wrapped = typeof value === 'function'
        ? (...args: unknown[]) => withEventActor(actor, () => Reflect.apply(value, object, args) as unknown)
        : scope(value as object, actor, false);
      made.set(key, { source: value, wrapped });
      return wrapped;
    },
  });
}
