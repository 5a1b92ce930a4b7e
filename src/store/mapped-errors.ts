// Driver errors → domain errors for a whole repository object: each async method's failure
// goes through `mapError` (sqlite-store.ts's domainErrorOf), so a locked or read-only
// database reaches the user as `unavailable`, not as an internal error.

export type MapError = (error: unknown) => unknown;

/** A copy of `repository` whose methods reject with mapError(error) instead of the driver's error. */
export function mapped<T extends object>(repository: T, mapError: MapError): T {
  const out: Record<string, unknown> = {};
  for (const [name, method] of Object.entries(repository)) {
    out[name] = async (...args: unknown[]) => {
      try {
        return await (method as (...a: unknown[]) => Promise<unknown>)(...args);
      } catch (error) {
        throw mapError(error);
      }
    };
  }
  return out as T;
}
