// The event feed and webhook administration as the CLI and the server use them. Locally it
// runs on the store; with --remote the same interface talks to the server (events-remote.ts).
import { EVENT_TYPES, isEventType, type EventType, type RecruitEvent } from '../domain/events.js';
import { NotFoundError, ValidationError } from '../domain/errors.js';
import { isoTimestamp, type Clock } from '../domain/clock.js';
import type { DeliveryRecord, EventsRepository, WebhookRecord } from '../store/contract/events.js';
import { checkWebhookSecret, newWebhookSecret } from './webhook-signature.js';
import { isPrivateAddress, literalAddress, parseWebhookUrl } from './webhook-target.js';
import { sendDelivery, type DeliveredEvent } from './webhook-dispatcher.js';
import type { EventWakeup } from './event-wakeup.js';
import { lookup } from 'node:dns/promises';

export const MAX_EVENT_PAGE = 1_000;
export const MAX_WAIT_SECONDS = 30;

export interface EventPageQuery {
  after?: number | undefined;
  types?: readonly string[] | undefined;
  limit?: number | undefined;
  /** Seconds to wait for an event when none is there yet (long polling), at most 30. */
  wait?: number | undefined;
}

export interface EventPage {
  events: RecruitEvent[];
  /** The cursor to resume after: the last event's id, or the given one when none came. */
  next: number;
}

export interface NewWebhook {
  url: string;
  types: readonly string[];
  secret?: string | undefined;
}

export interface WebhookTestResult {
  ok: boolean;
  status: number | null;
  error?: string;
}

export interface EventsApi {
  listEvents(query: EventPageQuery, signal?: AbortSignal): Promise<EventPage>;
  /** The new webhook with its secret (shown once). */
  addWebhook(webhook: NewWebhook): Promise<WebhookRecord & { secret: string }>;
  listWebhooks(): Promise<WebhookRecord[]>;
  removeWebhook(id: number): Promise<void>;
  enableWebhook(id: number): Promise<WebhookRecord>;
  testWebhook(id: number): Promise<WebhookTestResult>;
  deliveries(id: number, limit?: number): Promise<DeliveryRecord[]>;
}

/** Event type names from a list or comma-separated strings; unknown ones are a 400 naming the accepted. */
export function parseEventTypes(values: readonly string[], path = '/types'): EventType[] {
  const names = values.flatMap((v) => v.split(',')).map((v) => v.trim()).filter((v) => v !== '');
  const unknown = names.filter((n) => !isEventType(n));
  if (unknown.length > 0) {
    throw ValidationError.field(path,
      `unknown event type ${unknown.map((u) => `"${u.slice(0, 60)}"`).join(', ')}; accepted: ${EVENT_TYPES.join(', ')}`);
  }
  return [...new Set(names)] as EventType[];
}

export function checkPageQuery(query: EventPageQuery): { after: number; types: EventType[]; limit: number; waitMs: number } {
  const after = query.after ?? 0;
  if (!Number.isSafeInteger(after) || after < 0) throw ValidationError.field('/after', 'must be an event id (a whole number ≥ 0)');
  const limit = query.limit ?? 100;
  if (!Number.isSafeInteger(limit) || limit < 1 || limit > MAX_EVENT_PAGE) throw ValidationError.field('/limit',
    `must be 1 to ${MAX_EVENT_PAGE}`);
  const wait = query.wait ?? 0;
  if (!Number.isFinite(wait) || wait < 0 || wait > MAX_WAIT_SECONDS) throw ValidationError.field('/wait',
    `must be 0 to ${MAX_WAIT_SECONDS} seconds`);
  return { after, types: parseEventTypes(query.types ?? []), limit, waitMs: Math.round(wait * 1000) };
}

export interface LocalEventsDeps {
  events: EventsRepository;
  clock: Clock;
  /** Wakes long polls when an event commits; without it they re-read every second. */
  wakeup?: EventWakeup | undefined;
  /** Loopback and private targets allowed (`serve --allow-private-webhooks`); the CLI allows them. */
  allowPrivate: boolean;
  timeoutMs?: number;
}

export function localEventsApi(deps: LocalEventsDeps): EventsApi {
  const { events } = deps;
  const requireWebhook = async (id: number) => {
    const webhook = await events.getWebhook(id);
    if (!webhook) throw new NotFoundError(`webhook ${id} not found`, { hint: 'see recruit webhook list' });
    return webhook;
  };
  const checkTarget = async (url: URL) => {
    if (deps.allowPrivate) return;
    const literal = literalAddress(url);
    const addresses = literal !== undefined ? [literal] : (await lookup(url.hostname, { all: true }).catch(() => [])).map((a) => a.address);
    const bad = addresses.find(isPrivateAddress);
    if (bad !== undefined) {
      const where = literal !== undefined ? `${bad} is` : `${url.hostname} resolves to ${bad},`;
      throw ValidationError.field('/url',
        `${where} a loopback or private address; the server refuses such targets unless started with --allow-private-webhooks`);
    }
  };
  return {
    async listEvents(query, signal) {
      const { after, types, limit, waitMs } = checkPageQuery(query);
      const deadline = Date.now() + waitMs;
      for (;;) {
        const found = await events.list({ after, types, limit });
        const left = deadline - Date.now();
        if (found.length > 0 || left <= 0 || signal?.aborted) return { events: found, next: found.at(-1)?.id ?? after };
        // Woken by a commit here or a NOTIFY from elsewhere; the 1 s cap covers other processes on SQLite.
        await (deps.wakeup?.next(Math.min(left, 1_000), signal) ?? new Promise((r) => setTimeout(r, Math.min(left, 1_000))));
      }
    },
    async addWebhook(webhook) {
      const url = parseWebhookUrl(webhook.url);
      const types = parseEventTypes(webhook.types, '/events');
      if (types.length === 0) throw ValidationError.field('/events', `name at least one event type; accepted: ${EVENT_TYPES.join(', ')}`);
      const secret = webhook.secret === undefined ? newWebhookSecret() : checkWebhookSecret(webhook.secret);
      await checkTarget(url);
      const created = await events.createWebhook(url.toString(), types, secret, isoTimestamp(deps.clock.now()));
      return { ...created, secret };
    },
    listWebhooks: () => events.listWebhooks(),
    async removeWebhook(id) {
      if (!(await events.deleteWebhook(id))) throw new NotFoundError(`webhook ${id} not found`, { hint: 'see recruit webhook list' });
    },
    async enableWebhook(id) {
      if (!(await events.setWebhookEnabled(id, true, isoTimestamp(deps.clock.now())))) throw new NotFoundError(`webhook ${id} not found`);
      const { secret: _secret, ...webhook } = await requireWebhook(id);
      return webhook;
    },
    async testWebhook(id) {
      const webhook = await requireWebhook(id);
      // A made-up event of its own type (id 0, no subject): tests the receiver and its signature check, stores nothing.
      const event: DeliveredEvent = {
        id: 0, type: 'webhook.test', at: isoTimestamp(deps.clock.now()), actor: 'webhook-test', subject: 'test', ids: {}, fields: [],
      };
      const result = await sendDelivery(webhook.url, webhook.secret, event, { timeoutMs: deps.timeoutMs ?? 10_000,
        allowPrivate: deps.allowPrivate });
      return { ok: result.ok, status: result.status, ...(result.error === undefined ? {} : { error: result.error }) };
    },
    async deliveries(id, limit = 100) {
      await requireWebhook(id);
      return events.deliveries(id, Math.min(Math.max(1, limit), 1_000));
    },
  };
}
