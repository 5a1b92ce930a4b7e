// The store as one caller sees it: every call of a store method (store.people.create(…),
// store.close()) runs with that caller named as the event actor (withEventActor). The write
// paths of SQLite append their events within the call, so the per-request services of the
// server need no async context to carry the token's name to them; a store that appends after
// an await (PostgreSQL) still reads the async context the server keeps for it.
//
// The same wrapper retries a call that failed, when the caller says how (`retry`: the server
// waits for a lock held by another process on a timer, server/lock-retry.ts). Retrying a store
// call is safe: each is one transaction, so a call that failed wrote nothing. Folding both into
// one wrapper, made once per store, caller and retry rule, leaves one proxy on a request's store
// calls and none made per request (the server used to wrap each request's service in a proxy of
// its own for the retry).
// Only the store's methods and those of its namespaces are scoped — not objects they return.
import { withEventActor } from '../domain/events.js';
import type { Store } from '../store/index.js';

/**
 * What to do when a store call's promise rejects: throw the error to give up, or return
 * `again()` (the same call, made anew in the same caller's name) or any promise of it.
 */
export type StoreCallRetry = (error: unknown, again: () => Promise<unknown>) => Promise<unknown>;

const NO_RETRY: StoreCallRetry = (error) => Promise.reject(error);
const scopedByStore = new WeakMap<Store, WeakMap<StoreCallRetry, Map<string, Store>>>();

/**
 * The same store, its calls made in `actor`'s name (and retried by `retry`, if given); one
 * per store, retry rule and actor, made on first use.
 */
export function actorScopedStore(store: Store, actor: string, retry?: StoreCallRetry): Store {
  let byRetry = scopedByStore.get(store);
  if (!byRetry) {
    byRetry = new WeakMap();
    scopedByStore.set(store, byRetry);
  }
  let byActor = byRetry.get(retry ?? NO_RETRY);
  if (!byActor) {
    byActor = new Map();
    byRetry.set(retry ?? NO_RETRY, byActor);
  }
  let scoped = byActor.get(actor);
  if (!scoped) {
    scoped = scope(store, actor, retry, true);
    byActor.set(actor, scoped);
  }
  return scoped;
}

function isPlainObject(value: unknown): value is object {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

function isThenable(value: unknown): value is Promise<unknown> {
  return value !== null && typeof value === 'object' && typeof (value as { then?: unknown }).then === 'function';
}

/** A method of `object` called in `actor`'s name; a rejected call handed to `retry`. */
function scopedMethod(method: (...args: unknown[]) => unknown, object: object, actor: string, retry: StoreCallRetry | undefined) {
  if (!retry) return (...args: unknown[]) => withEventActor(actor, () => Reflect.apply(method, object, args) as unknown);
  return (...args: unknown[]) => {
    const call = () => withEventActor(actor, () => Reflect.apply(method, object, args) as unknown);
    const result = call();
    // A synchronous method (or one answering a stream) is passed through as it answers.
    if (!isThenable(result)) return result;
    return result.then(undefined, (error: unknown) => retry(error, () => Promise.resolve().then(call)));
  };
}

function scope<T extends object>(target: T, actor: string, retry: StoreCallRetry | undefined, namespaces: boolean): T {
  // Wrapped once per property; made again only if the property came to hold another value.
  const made = new Map<PropertyKey, { source: unknown; wrapped: unknown }>();
  return new Proxy(target, {
    get(object, key) {
      const value = Reflect.get(object, key, object) as unknown;
      if (typeof value !== 'function' && !(namespaces && isPlainObject(value))) return value;
      const cached = made.get(key);
      if (cached?.source === value) return cached.wrapped;
      const wrapped = typeof value === 'function'
        ? scopedMethod(value as (...args: unknown[]) => unknown, object, actor, retry)
        : scope(value as object, actor, retry, false);
      made.set(key, { source: value, wrapped });
      return wrapped;
    },
  });
}
