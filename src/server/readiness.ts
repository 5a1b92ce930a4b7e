// Readiness (/ready): may this instance take traffic now? Unlike /health ("the process is
// up"), it answers no — with the reasons — while the database cannot be reached or written,
// its schema is not the one this code speaks, the parser pool has not started, or the server
// is shutting down, so a load balancer sends requests elsewhere meanwhile.

/** One condition: undefined when it holds, else why not. */
export type ReadinessCheck = () => string | undefined | Promise<string | undefined>;

export interface Readiness {
  /** Every reason this instance is not ready (empty when it is). */
  reasons(): Promise<string[]>;
}

/** A probe that does not answer within this long is a reason itself (an unreachable host can take the OS's minutes). */
export const READINESS_CHECK_MS = 2_000;

function withinTime(check: ReadinessCheck, ms: number): Promise<string | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`a readiness check did not answer within ${ms} ms (the database may be unreachable)`), ms);
  });
  const run = (async () => check())()
    .catch((error: unknown) => `a readiness check failed: ${error instanceof Error ? error.message : String(error)}`);
  return Promise.race([run, late]).finally(() => clearTimeout(timer));
}

export function createReadiness(checks: readonly ReadinessCheck[], timeoutMs = READINESS_CHECK_MS): Readiness {
  return {
    async reasons() {
      const results = await Promise.all(checks.map((check) => withinTime(check, timeoutMs)));
      return results.filter((reason): reason is string => reason !== undefined);
    },
  };
}
