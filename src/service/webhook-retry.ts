// When to try a failed delivery again, and when to stop: exponential back-off from a base
// delay (doubling, capped at an hour) for as long as the retry window (24 h) lasts since the
// delivery first failed; a webhook that has failed for the whole window is switched off.
export interface RetryPolicy {
  baseDelayMs: number;
  maxDelayMs: number;
  windowMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { baseDelayMs: 5_000, maxDelayMs: 3_600_000, windowMs: 24 * 3_600_000 };

/** The next attempt's time (epoch ms) after the `attempts`-th failed one, or null: give up. */
export function nextAttemptAt(policy: RetryPolicy, attempts: number, firstFailureMs: number, nowMs: number): number | null {
  if (nowMs - firstFailureMs >= policy.windowMs) return null;
  const delay = Math.min(policy.baseDelayMs * 2 ** Math.max(0, attempts - 1), policy.maxDelayMs);
  // A little spread, so deliveries that failed together do not come back in one burst.
  return nowMs + Math.round(delay * (1 + Math.random() * 0.1));
}

export function webhookFailedTooLong(policy: RetryPolicy, failingSinceMs: number | null, nowMs: number): boolean {
  return failingSinceMs !== null && nowMs - failingSinceMs >= policy.windowMs;
}
