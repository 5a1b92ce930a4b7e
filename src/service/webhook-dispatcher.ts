// Delivers webhook events off the request path. A loop turns new events into deliveries
// (fan-out), then claims due ones — at most `concurrency` in flight, each answer read only a
// few KiB, so a hanging or huge receiver costs a bounded amount of memory and never a
// request's time. On PostgreSQL a claim is a row lock (FOR UPDATE SKIP LOCKED), so several
// instances share the work. If the database goes away the loop backs off and tries again:
// deliveries stay pending in the database, nothing is lost, and one sent but not recorded
// is sent again (at least once).
import type { ClaimedDelivery, EventsRepository } from '../store/contract/events.js';
import { signWebhook } from './webhook-signature.js';
import { nextAttemptAt, webhookFailedTooLong, type RetryPolicy } from './webhook-retry.js';
import { sendWebhook, type SendResult } from './webhook-sender.js';
import { EventWakeup } from './event-wakeup.js';
import type { RecruitEvent } from '../domain/events.js';

export interface DispatcherOptions {
  concurrency: number;
  timeoutMs: number;
  allowPrivate: boolean;
  retry: RetryPolicy;
  /** The longest the loop sleeps when nothing wakes it (other processes' events on SQLite, retries falling due). */
  pollMs: number;
  /**
   * The least time between two looks that answered writes wake (default 50 ms): under a stream of
   * POST /person a look per group commit (a few dozen a second, ~35 µs each on a busy machine) was
   * 1.5 % of the event loop's CPU, and a delivery may well start a few tens of ms later. A
   * finished delivery still wakes the loop at once.
   */
  minWriteLookGapMs?: number | undefined;
}

export interface DispatcherLog {
  warn(message: string): void;
}

/** The JSON body of a delivery: the Standard Webhooks envelope around the event (ids, no personal data). */
/** An event as delivered; `webhook test` sends one of type `webhook.test`, which no change makes. */
export type DeliveredEvent = Omit<RecruitEvent, 'type'> & { type: string };

export function deliveryBody(event: DeliveredEvent): string {
  return JSON.stringify({ type: event.type, timestamp: event.at, data: event });
}

export function sendDelivery(url: string, secret: string, event: DeliveredEvent, options: Pick<DispatcherOptions,
  'timeoutMs' | 'allowPrivate'>,
  nowMs = Date.now()): Promise<SendResult> {
  const body = deliveryBody(event);
  // The id stays the same on every retry, so a receiver can drop the duplicates at-least-once brings.
  const headers = signWebhook(secret, `msg_${event.id}`, Math.floor(nowMs / 1000), body);
  return sendWebhook(new URL(url), body, { ...headers }, options);
}

export interface WebhookDispatcher {
  stop(): Promise<void>;
}

export function startWebhookDispatcher(events: EventsRepository, wakeup: EventWakeup, options: DispatcherOptions,
  log: DispatcherLog): WebhookDispatcher {
  const inFlight = new Map<number, Promise<void>>();
  const stopping = new AbortController();
  // New events (`wakeup`) and a finished delivery (a free slot) both mean: look again now.
  // Its own wake-up, so long polls do not re-read the feed after every delivery; sticky, so
  // a notice that came while the loop was busy is not slept through.
  const lookAgain = new EventWakeup(true);
  // New events wake the loop at most once a gap: a wake-up that comes sooner after the last look
  // is put off until the gap is over (one timer for all of them), never dropped.
  const gapMs = options.minWriteLookGapMs ?? 50;
  let lookedAt = -Infinity;
  let putOff: NodeJS.Timeout | undefined;
  const lookAfterGap = () => {
    putOff = undefined;
    lookAgain.notify();
  };
  const unsubscribe = wakeup.subscribe(() => {
    const wait = lookedAt + gapMs - performance.now();
    if (wait <= 0) lookAgain.notify();
    else putOff ??= setTimeout(lookAfterGap, wait);
  });
  let failures = 0;

  const deliver = async (claimed: ClaimedDelivery) => {
    const result = await sendDelivery(claimed.webhook.url, claimed.webhook.secret, claimed.event, options);
    const now = Date.now();
    const at = new Date(now).toISOString();
    try {
      if (result.ok) {
        await claimed.finish({ delivered: true, status: result.status ?? 0, at });
      } else {
        const firstFailure = claimed.first_failure === null ? now : Date.parse(claimed.first_failure);
        const failingSince = claimed.webhook.failing_since === null ? now : Date.parse(claimed.webhook.failing_since);
        await claimed.finish({
          delivered: false, status: result.status, error: (result.error ?? 'failed').slice(0, 500), at,
          nextAttemptMs: nextAttemptAt(options.retry, claimed.attempts + 1, firstFailure, now),
          disableWebhook: webhookFailedTooLong(options.retry, failingSince, now),
        });
      }
    } catch (error) {
      log.warn(`webhook delivery ${claimed.id} sent but not recorded (${(error as Error).message}); it will be sent again`);
    }
  };

  const turn = async () => {
    lookedAt = performance.now();
    // Woken after every answered write: most turns find nothing to do, and one look says so.
    if (events.mayHaveWork && !(await events.mayHaveWork())) return;
    await events.fanOut(500, Date.now(), new Date().toISOString());
    while (inFlight.size < options.concurrency && !stopping.signal.aborted) {
      const claimed = await events.claimDue(Date.now(), new Set(inFlight.keys()));
      if (!claimed) break;
      const job = deliver(claimed).finally(() => {
        inFlight.delete(claimed.id);
        lookAgain.notify();
      });
      inFlight.set(claimed.id, job);
    }
  };

  const loop = (async () => {
    while (!stopping.signal.aborted) {
      let wait = options.pollMs;
      try {
        await turn();
        failures = 0;
      } catch (error) {
        // The database is unreachable (or busy): pause, then carry on where the tables say.
        failures++;
        wait = Math.min(options.pollMs * 2 ** failures, 30_000);
        if (failures === 1 || failures % 10 === 0) log.warn(`webhook delivery paused: ${(error as Error).message}`);
      }
      // No abort listener a wait: stop() wakes the loop itself (a listener added and removed on
      // every wake-up showed in a profile of concurrent writes).
      await lookAgain.next(wait);
    }
  })();

  return {
    async stop() {
      stopping.abort();
      lookAgain.notify();
      unsubscribe();
      clearTimeout(putOff);
      await loop;
      await Promise.allSettled(inFlight.values());
    },
  };
}
