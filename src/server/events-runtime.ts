// What `recruit serve` runs for events: the wake-up that long polls wait on (fed by this
// process's writes and, on PostgreSQL, by NOTIFY from other instances) and the webhook
// dispatcher. Stopped before the store closes.
import type { Store } from '../store/index.js';
import type { Clock } from '../domain/clock.js';
import { EventWakeup } from '../service/event-wakeup.js';
import { localEventsApi, type EventsApi } from '../service/events-service.js';
import { startWebhookDispatcher, type DispatcherLog } from '../service/webhook-dispatcher.js';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from '../service/webhook-retry.js';

export interface WebhookServerOptions {
  /** `serve --allow-private-webhooks`: loopback and private targets are allowed. */
  allowPrivate: boolean;
  /** Deliveries in flight at once (default 4). */
  concurrency?: number | undefined;
  /** Time for one delivery (default 10 s). */
  timeoutMs?: number | undefined;
  retry?: Partial<RetryPolicy> | undefined;
  pollMs?: number | undefined;
}

export interface EventsRuntime {
  wakeup: EventWakeup;
  api: EventsApi;
  /** Aborted when the server starts closing: long polls answer at once instead of holding the shutdown. */
  closing: AbortSignal;
  /** Ends long polls (call before closing the listener). */
  endWaits(): void;
  stop(): Promise<void>;
}

/** Tuning for tests and operators: RECRUIT_WEBHOOK_TIMEOUT_MS, _RETRY_BASE_MS, _RETRY_WINDOW_MS, _CONCURRENCY. */
export function webhookTuningFromEnv(env: NodeJS.ProcessEnv): Omit<WebhookServerOptions, 'allowPrivate'> {
  const number = (name: string) => {
    const value = env[name];
    return value !== undefined && /^\d{1,9}$/.test(value) ? Number(value) : undefined;
  };
  const base = number('RECRUIT_WEBHOOK_RETRY_BASE_MS');
  const window = number('RECRUIT_WEBHOOK_RETRY_WINDOW_MS');
  return {
    timeoutMs: number('RECRUIT_WEBHOOK_TIMEOUT_MS'),
    concurrency: number('RECRUIT_WEBHOOK_CONCURRENCY'),
    retry: { ...(base === undefined ? {} : { baseDelayMs: base }), ...(window === undefined ? {} : { windowMs: window }) },
  };
}

export async function startEventsRuntime(store: Store, clock: Clock, options: WebhookServerOptions,
  log: DispatcherLog): Promise<EventsRuntime> {
  const wakeup = new EventWakeup();
  const timeoutMs = options.timeoutMs ?? 10_000;
  const api = localEventsApi({ events: store.events, clock, wakeup, allowPrivate: options.allowPrivate, timeoutMs });
  const unlisten = await store.events.onCommitted(() => wakeup.notify());
  const dispatcher = startWebhookDispatcher(store.events, wakeup, {
    concurrency: options.concurrency ?? 4,
    timeoutMs,
    allowPrivate: options.allowPrivate,
    retry: { ...DEFAULT_RETRY_POLICY, ...options.retry },
    pollMs: options.pollMs ?? 500,
  }, log);
  const closing = new AbortController();
  return {
    wakeup,
    api,
    closing: closing.signal,
    endWaits: () => closing.abort(),
    async stop() {
      closing.abort();
      await dispatcher.stop();
      await unlisten();
    },
  };
}
