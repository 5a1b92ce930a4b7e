// The event outbox and webhook deliveries as the store offers them (both dialects). Writes
// append their events inside their own transactions (sqlite/events-store.ts, postgres/events.ts);
// this repository reads the feed and keeps webhooks and their deliveries.
import type { EventType, RecruitEvent } from '../../domain/events.js';

export interface EventQuery {
  after: number;
  types?: readonly EventType[] | undefined;
  limit: number;
}

export interface WebhookRecord {
  id: number;
  url: string;
  types: EventType[];
  enabled: boolean;
  created: string;
  /** When deliveries started failing without a success since; null while healthy. */
  failing_since: string | null;
  disabled_at: string | null;
}

/** The secret is only read by the dispatcher, never listed. */
export interface WebhookWithSecret extends WebhookRecord {
  secret: string;
}

export type DeliveryState = 'pending' | 'delivered' | 'failed';

export interface DeliveryRecord {
  id: number;
  webhook_id: number;
  event_id: number;
  event_type: string;
  state: DeliveryState;
  attempts: number;
  last_status: number | null;
  last_error: string | null;
  created: string;
  delivered_at: string | null;
  next_attempt_at: string | null;
}

/** A delivery this process has claimed: nobody else sends it until it is finished or released. */
export interface ClaimedDelivery {
  id: number;
  attempts: number;
  first_failure: string | null;
  webhook: WebhookWithSecret;
  event: RecruitEvent;
  /** Records the attempt's outcome and gives the claim up. */
  finish(outcome: DeliveryOutcome): Promise<void>;
}

export type DeliveryOutcome =
  | { delivered: true; status: number; at: string }
  | {
    delivered: false;
    status: number | null;
    error: string;
    at: string;
    /** When to try again (epoch ms), or null to give up on this delivery. */
    nextAttemptMs: number | null;
    /** The webhook has been failing for too long: switch it off until `webhook enable`. */
    disableWebhook: boolean;
  };

export interface EventsRepository {
  /** Events after `after` in id order (the order they committed in), at most `limit`. */
  list(query: EventQuery): Promise<RecruitEvent[]>;
  /** The newest event's id, 0 for none. */
  latestId(): Promise<number>;
  /**
   * Calls `listener` when another process or instance commits events (PostgreSQL's
   * LISTEN/NOTIFY); a store without such a channel returns a no-op and readers poll.
   */
  onCommitted(listener: () => void): Promise<() => Promise<void>>;

  createWebhook(url: string, types: readonly EventType[], secret: string, timestamp: string): Promise<WebhookRecord>;
  listWebhooks(): Promise<WebhookRecord[]>;
  getWebhook(id: number): Promise<WebhookWithSecret | undefined>;
  deleteWebhook(id: number): Promise<boolean>;
  /** Enabling also forgets the failure streak; false for an unknown id. */
  setWebhookEnabled(id: number, enabled: boolean, timestamp: string): Promise<boolean>;
  deliveries(webhookId: number, limit: number): Promise<DeliveryRecord[]>;

  /**
   * Turns events after each enabled webhook's cursor into pending deliveries (those of its
   * types) and moves the cursor, in one transaction per webhook; returns how many were made.
   */
  fanOut(limit: number, nowMs: number, timestamp: string): Promise<number>;
  /**
   * Claims one due delivery (enabled webhook, due now, and no earlier pending delivery of the
   * same webhook and subject — that keeps each subject's events in order), or undefined.
   * `exclude`: deliveries this process is sending already.
   */
  claimDue(nowMs: number, exclude: ReadonlySet<number>): Promise<ClaimedDelivery | undefined>;
  /**
   * False only when fanOut would make no delivery and claimDue would find none (no enabled
   * webhook has events after its cursor, no delivery is pending): one look instead of both.
   * Optional: without it the dispatcher asks fanOut and claimDue every turn.
   */
  mayHaveWork?(): Promise<boolean>;
}
