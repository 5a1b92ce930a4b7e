// Rows of the event and webhook tables as the two stores read them (the same columns in both
// dialects), and the one SQL text they share.
import type { EventType, NewEvent, RecruitEvent } from '../domain/events.js';
import type { DeliveryRecord, WebhookRecord, WebhookWithSecret } from './contract/events.js';

export interface EventRow {
  id: number;
  type: string;
  at: string;
  actor: string;
  subject: string;
  ids: string;
  fields: string;
}

export function eventFromRow(row: EventRow): RecruitEvent {
  const stored = JSON.parse(row.fields) as string[] | { counts: Record<string, number> };
  const event: RecruitEvent = {
    id: Number(row.id), type: row.type as EventType, at: row.at, actor: row.actor, subject: row.subject,
    ids: JSON.parse(row.ids) as RecruitEvent['ids'], fields: Array.isArray(stored) ? stored : [],
  };
  if (!Array.isArray(stored)) event.counts = stored.counts;
  return event;
}

/** The `fields` column: the changed fields' names, or an import's counts. */
export function storedFields(event: NewEvent): string {
  return JSON.stringify(event.counts ? { counts: event.counts } : [...(event.fields ?? [])]);
}

export interface WebhookRow {
  id: number;
  url: string;
  types: string;
  secret: string;
  enabled: number | boolean;
  created: string;
  after_event: number;
  failing_since: string | null;
  disabled_at: string | null;
}

export function webhookFromRow(row: WebhookRow): WebhookWithSecret {
  return {
    id: Number(row.id), url: row.url, types: JSON.parse(row.types) as EventType[], enabled: row.enabled === 1 || row.enabled === true,
    created: row.created, failing_since: row.failing_since, disabled_at: row.disabled_at, secret: row.secret,
  };
}

export function withoutSecret({ secret: _secret, ...webhook }: WebhookWithSecret): WebhookRecord {
  return webhook;
}

export interface DeliveryRow {
  id: number;
  webhook_id: number;
  event_id: number;
  type: string;
  state: DeliveryRecord['state'];
  attempts: number;
  next_attempt_ms: number;
  last_status: number | null;
  last_error: string | null;
  created: string;
  delivered_at: string | null;
}

export function deliveryFromRow(row: DeliveryRow): DeliveryRecord {
  return {
    id: Number(row.id), webhook_id: Number(row.webhook_id), event_id: Number(row.event_id), event_type: row.type, state: row.state,
    attempts: row.attempts, last_status: row.last_status, last_error: row.last_error, created: row.created, delivered_at: row.delivered_at,
    next_attempt_at: row.state === 'pending' ? new Date(Number(row.next_attempt_ms)).toISOString() : null,
  };
}

/** Events after the cursor whose type the webhook takes (JSON list in `types`). */
export const DELIVERIES_SQL = `SELECT d.id, d.webhook_id, d.event_id, e.type, d.state, d.attempts, d.next_attempt_ms, d.last_status,
  d.last_error, d.created, d.delivered_at FROM webhook_deliveries d JOIN events e ON e.id = d.event_id`;
