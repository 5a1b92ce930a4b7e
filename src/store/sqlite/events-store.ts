// The event outbox and webhook deliveries on SQLite. `appendEvent` is what the write paths
// call inside their own transaction (one line each); the repository reads the feed and runs
// the webhook tables. SQLite has one writer at a time, so AUTOINCREMENT ids are in commit
// order and one process (the server) dispatches: claims are kept in that process's memory.
import type BetterSqlite3 from 'better-sqlite3';
import { currentEventActor, type NewEvent } from '../../domain/events.js';
import type { ClaimedDelivery, DeliveryOutcome, EventQuery, EventsRepository } from '../contract/events.js';
import {
  DELIVERIES_SQL, deliveryFromRow, eventFromRow, storedFields, webhookFromRow, withoutSecret, type DeliveryRow, type EventRow,
    type WebhookRow,
} from '../event-rows.js';

type Db = BetterSqlite3.Database;

const appenders = new WeakMap<Db, BetterSqlite3.Statement>();
const scrubbers = new WeakMap<Db, BetterSqlite3.Statement>();

/**
 * Appends one event in the caller's transaction. `actor` is taken when the write was asked
 * for (a grouped write runs its body later, outside the request's async context).
 */
export function appendEvent(db: Db, event: NewEvent, actor: string = currentEventActor(), at = new Date().toISOString()): void {
  let insert = appenders.get(db);
  if (!insert) {
    insert = db.prepare('INSERT INTO events (type, at, actor, subject, person_id, ids, fields) VALUES (?, ?, ?, ?, ?, ?, ?)');
    appenders.set(db, insert);
  }
  insert.run(event.type, at, actor, event.subject, event.ids.person_id ?? null, JSON.stringify(event.ids), storedFields(event));
}

/** An erased person's events keep their ids, types and times; who acted and which fields changed go. */
export function scrubPersonEvents(db: Db, personId: number): void {
  let scrub = scrubbers.get(db);
  if (!scrub) {
    scrub = db.prepare("UPDATE events SET actor = '', fields = '[]' WHERE person_id = ?");
    scrubbers.set(db, scrub);
  }
  scrub.run(personId);
}

export function createSqliteEvents(db: Db, mapError: (error: unknown) => unknown): EventsRepository {
  const run = <T>(fn: () => T): Promise<T> => {
    try {
      return Promise.resolve(fn());
    } catch (error) {
      return Promise.reject(mapError(error));
    }
  };
  const tx = <T>(fn: () => T): Promise<T> => run(() => db.transaction(fn).immediate());
  // Statements prepared on first use and kept: the dispatcher runs them for every delivery.
  const statements = new Map<string, BetterSqlite3.Statement>();
  const sql = (text: string) => {
    let statement = statements.get(text);
    if (!statement) {
      statement = db.prepare(text);
      statements.set(text, statement);
    }
    return statement;
  };
  const getWebhook = (id: number) => {
    const row = sql('SELECT * FROM webhooks WHERE id = ?').get(id) as WebhookRow | undefined;
    return row ? webhookFromRow(row) : undefined;
  };
  const eventById = (id: number) => sql('SELECT id, type, at, actor, subject, ids, fields FROM events WHERE id = ?').get(id) as EventRow;

  const finish = (id: number, webhookId: number, outcome: DeliveryOutcome) => tx(() => {
    if (outcome.delivered) {
      sql(`UPDATE webhook_deliveries SET state = 'delivered', attempts = attempts + 1,
        last_status = ?, last_error = NULL, delivered_at = ? WHERE id = ?`)
        .run(outcome.status, outcome.at, id);
      sql('UPDATE webhooks SET failing_since = NULL WHERE id = ?').run(webhookId);
      return;
    }
    sql(`UPDATE webhook_deliveries SET attempts = attempts + 1, last_status = ?, last_error = ?, first_failure = coalesce(first_failure, ?),
      state = ?, next_attempt_ms = ? WHERE id = ?`)
      .run(outcome.status, outcome.error, outcome.at, outcome.nextAttemptMs === null ? 'failed' : 'pending', outcome.nextAttemptMs ?? 0,
        id);
    sql('UPDATE webhooks SET failing_since = coalesce(failing_since, ?) WHERE id = ?').run(outcome.at, webhookId);
    if (outcome.disableWebhook) sql('UPDATE webhooks SET enabled = 0, disabled_at = ? WHERE id = ?').run(outcome.at, webhookId);
  });

  return {
    list: ({ after, types, limit }: EventQuery) => run(() => {
      const typeFilter = types && types.length > 0 ? `AND type IN (${types.map(() => '?').join(', ')})` : '';
      const rows = db.prepare(`SELECT id, type, at, actor, subject, ids, fields FROM events WHERE id > ? ${typeFilter} ORDER BY id LIMIT ?`)
        .all(after, ...(types ?? []), limit) as EventRow[];
      return rows.map(eventFromRow);
    }),
    latestId: () => run(() => Number(sql('SELECT coalesce(max(id), 0) FROM events').pluck().get())),
    onCommitted: () => Promise.resolve(() => Promise.resolve()),

    createWebhook: (url, types, secret, timestamp) => tx(() => {
      const after = Number(sql('SELECT coalesce(max(id), 0) FROM events').pluck().get());
      const id = Number(sql('INSERT INTO webhooks (url, types, secret, created, after_event) VALUES (?, ?, ?, ?, ?)')
        .run(url, JSON.stringify(types), secret, timestamp, after).lastInsertRowid);
      return withoutSecret(getWebhook(id)!);
    }),
    listWebhooks: () => run(() => (sql('SELECT * FROM webhooks ORDER BY id').all() as WebhookRow[])
      .map((r) => withoutSecret(webhookFromRow(r)))),
    getWebhook: (id) => run(() => getWebhook(id)),
    deleteWebhook: (id) => tx(() => sql('DELETE FROM webhooks WHERE id = ?').run(id).changes === 1),
    setWebhookEnabled: (id, enabled, timestamp) => tx(() => (enabled
      ? sql('UPDATE webhooks SET enabled = 1, failing_since = NULL, disabled_at = NULL WHERE id = ?').run(id)
      : sql('UPDATE webhooks SET enabled = 0, disabled_at = ? WHERE id = ?').run(timestamp, id)).changes === 1),
    deliveries: (webhookId, limit) => run(() =>
      (sql(`${DELIVERIES_SQL} WHERE d.webhook_id = ? ORDER BY d.id DESC LIMIT ?`).all(webhookId,
        limit) as DeliveryRow[]).map(deliveryFromRow)),

    fanOut: (limit, nowMs, timestamp) => run(() => sql(`SELECT 1 FROM webhooks w WHERE enabled = 1
      AND EXISTS (SELECT 1 FROM events WHERE id > w.after_event)`).get() === undefined) // nothing new: no write transaction
      .then((idle) => (idle ? 0 : tx(() => {
      let made = 0;
      const hooks = sql('SELECT id, types, after_event FROM webhooks WHERE enabled = 1').all() as Pick<WebhookRow,
        'id' | 'types' | 'after_event'>[];
      for (const hook of hooks) {
        const events = sql('SELECT id, type, subject FROM events WHERE id > ? ORDER BY id LIMIT ?').all(hook.after_event, limit) as
          { id: number; type: string; subject: string }[];
        if (events.length === 0) continue;
        const wanted = new Set(JSON.parse(hook.types) as string[]);
        const insert = sql(`INSERT OR IGNORE INTO webhook_deliveries (webhook_id, event_id, subject, state, next_attempt_ms, created)
          VALUES (?, ?, ?, 'pending', ?, ?)`);
        for (const event of events) {
          if (wanted.has(event.type)) made += insert.run(hook.id, event.id, event.subject, nowMs, timestamp).changes;
        }
        sql('UPDATE webhooks SET after_event = ? WHERE id = ?').run(events.at(-1)!.id, hook.id);
      }
      return made;
    }))),

    // One statement, so one read transaction: the dispatcher asks after every answered write.
    mayHaveWork: () => run(() => sql(`SELECT EXISTS (SELECT 1 FROM webhooks w WHERE enabled = 1
        AND EXISTS (SELECT 1 FROM events WHERE id > w.after_event))
      OR EXISTS (SELECT 1 FROM webhook_deliveries WHERE state = 'pending')`).pluck().get() === 1),

    claimDue: (nowMs, exclude) => run((): ClaimedDelivery | undefined => {
      // The dispatcher asks after every wake-up (each answered write): with nothing pending, a
      // look at the pending index costs a tenth of the claim query (measured 4 vs 37 µs).
      if (sql("SELECT 1 FROM webhook_deliveries WHERE state = 'pending' LIMIT 1").get() === undefined) return undefined;
      const rows = sql(`SELECT d.id, d.webhook_id, d.event_id, d.attempts, d.first_failure FROM webhook_deliveries d
        JOIN webhooks w ON w.id = d.webhook_id AND w.enabled = 1
        WHERE d.state = 'pending' AND d.next_attempt_ms <= ?
          AND NOT EXISTS (SELECT 1 FROM webhook_deliveries e WHERE e.webhook_id = d.webhook_id AND e.subject = d.subject
                          AND e.state = 'pending' AND e.id < d.id)
        ORDER BY d.id LIMIT ?`).all(nowMs, exclude.size + 1) as
        { id: number; webhook_id: number; event_id: number; attempts: number; first_failure: string | null }[];
      const row = rows.find((r) => !exclude.has(r.id));
      if (!row) return undefined;
      const webhook = getWebhook(row.webhook_id)!;
      const event = eventFromRow(eventById(row.event_id));
      return {
        id: row.id, attempts: row.attempts, first_failure: row.first_failure, webhook, event,
        finish: (outcome) => finish(row.id, row.webhook_id, outcome),
      };
    }),
  };
}
