// The event outbox and webhook deliveries on PostgreSQL. Several instances share the tables:
// - appendEvent takes a transaction-level advisory lock before it draws the event's id, so
//   ids are drawn and committed one writer at a time: a reader that resumes after an id can
//   never miss an event with a smaller id that committed later. Writers append last in their
//   transaction, so the lock is held only for the append and the commit. The same statement
//   NOTIFYs, delivered at commit, to wake long polls on every instance.
// - claimDue locks one due delivery with FOR UPDATE SKIP LOCKED in a transaction that stays
//   open while it is sent: no other instance can take it meanwhile, and if this instance dies
//   its connection ends, the lock goes with it and another instance sends it (at least once).
import pg from 'pg';
import { currentEventActor, type NewEvent } from '../../domain/events.js';
import type { ClaimedDelivery, DeliveryOutcome, EventsRepository } from '../contract/events.js';
import {
  DELIVERIES_SQL, deliveryFromRow, eventFromRow, storedFields, webhookFromRow, withoutSecret,
  type DeliveryRow,
} from '../event-rows.js';
import { query, transaction, type Queryable } from './pool.js';
import { domainErrorOf } from './errors.js';

/** The advisory lock key that orders event ids (any constant our other locks do not use). */
const EVENT_ORDER_LOCK = 727_001_1;
const CHANNEL = 'recruit_events';

export async function appendEvent(client: Queryable, event: NewEvent, actor: string = currentEventActor(),
  at = new Date().toISOString()): Promise<void> {
  await client.query({
    name: 'event-append',
    text: `WITH lock AS (SELECT pg_advisory_xact_lock(${EVENT_ORDER_LOCK})),
      appended AS (INSERT INTO events (type, at, actor, subject, person_id, ids, fields)
        SELECT $1, $2, $3, $4, $5, $6, $7 FROM lock RETURNING id)
      SELECT pg_notify('${CHANNEL}', id::text) FROM appended`,
    values: [event.type, at, actor, event.subject, event.ids.person_id ?? null, JSON.stringify(event.ids), storedFields(event)],
  });
}

export async function scrubPersonEvents(client: Queryable, personId: number): Promise<void> {
  await client.query({ name: 'event-scrub', text: "UPDATE events SET actor = '', fields = '[]' WHERE person_id = $1", values: [personId] });
}

export function createPgEvents(pool: pg.Pool, url: string): EventsRepository {
  const getWebhook = async (client: Queryable, id: number) => {
    if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return undefined;
    const { rows } = await client.query('SELECT * FROM webhooks WHERE id = $1', [id]);
    return rows[0] ? webhookFromRow(rows[0]) : undefined;
  };

  const finish = async (client: Queryable, id: number, webhookId: number, outcome: DeliveryOutcome) => {
    if (outcome.delivered) {
      await client.query(`UPDATE webhook_deliveries SET state = 'delivered', attempts = attempts + 1,
        last_status = $1, last_error = NULL, delivered_at = $2 WHERE id = $3`,
        [outcome.status, outcome.at, id]);
      await client.query('UPDATE webhooks SET failing_since = NULL WHERE id = $1 AND failing_since IS NOT NULL', [webhookId]);
      return;
    }
    await client.query(`UPDATE webhook_deliveries SET attempts = attempts + 1, last_status = $1, last_error = $2,
      first_failure = coalesce(first_failure, $3),
      state = $4, next_attempt_ms = $5 WHERE id = $6`,
    [outcome.status, outcome.error, outcome.at, outcome.nextAttemptMs === null ? 'failed' : 'pending', outcome.nextAttemptMs ?? 0, id]);
    await client.query('UPDATE webhooks SET failing_since = coalesce(failing_since, $1) WHERE id = $2', [outcome.at, webhookId]);
    if (outcome.disableWebhook) await client.query('UPDATE webhooks SET enabled = false, disabled_at = $1 WHERE id = $2', [outcome.at,
      webhookId]);
  };

  return {
    list: async ({ after, types, limit }) => {
      const { rows } = types && types.length > 0
        ? await query(pool,
          'SELECT id, type, at, actor, subject, ids, fields FROM events WHERE id > $1 AND type = ANY($2) ORDER BY id LIMIT $3',
          [after, types, limit])
        : await query(pool, 'SELECT id, type, at, actor, subject, ids, fields FROM events WHERE id > $1 ORDER BY id LIMIT $2', [after,
          limit]);
      return rows.map((row) => eventFromRow(row as never));
    },
    latestId: async () => Number((await query(pool, 'SELECT coalesce(max(id), 0) AS id FROM events')).rows[0]?.id ?? 0),

    // A connection of its own (not the pool's): LISTEN lasts as long as the session.
    onCommitted: async (listener) => {
      // Every client made is ended on stop, including one still connecting then or a second one
      // a lost connection's repeated 'error' events asked for: a client left open keeps the
      // process from exiting after its shutdown.
      const clients = new Set<pg.Client>();
      let stopped = false;
      let retry: NodeJS.Timeout | undefined;
      const retryLater = () => {
        if (stopped || retry) return;
        retry = setTimeout(() => {
          retry = undefined;
          void connect().catch(() => retryLater());
        }, 1_000);
        retry.unref();
      };
      const connect = async () => {
        if (stopped) return;
        const next = new pg.Client({ connectionString: url, application_name: 'recruit-events' });
        clients.add(next);
        next.on('notification', () => listener());
        next.on('error', () => {
          // Lost: readers fall back to polling until the channel is back.
          clients.delete(next);
          void next.end().catch(() => undefined);
          retryLater();
        });
        try {
          await next.connect();
          await next.query(`LISTEN ${CHANNEL}`);
        } catch (error) {
          clients.delete(next);
          await next.end().catch(() => undefined);
          throw error;
        }
        if (stopped) {
          clients.delete(next);
          await next.end().catch(() => undefined);
          return;
        }
        listener();
      };
      await connect().catch(() => retryLater());
      return async () => {
        stopped = true;
        if (retry) clearTimeout(retry);
        await Promise.all([...clients].map((client) => client.end().catch(() => undefined)));
        clients.clear();
      };
    },

    createWebhook: (url, types, secret, timestamp) => transaction(pool, async (client) => {
      const { rows } = await client.query(`INSERT INTO webhooks (url, types, secret, created, after_event)
        VALUES ($1, $2, $3, $4, (SELECT coalesce(max(id), 0) FROM events)) RETURNING *`, [url, JSON.stringify(types), secret, timestamp]);
      return withoutSecret(webhookFromRow(rows[0]));
    }),
    listWebhooks: async () => (await query(pool,
      'SELECT * FROM webhooks ORDER BY id')).rows.map((r) => withoutSecret(webhookFromRow(r as never))),
    getWebhook: async (id) => {
      try {
        return await getWebhook(pool, id);
      } catch (error) {
        throw domainErrorOf(error);
      }
    },
    deleteWebhook: async (id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647
      && (await query(pool, 'DELETE FROM webhooks WHERE id = $1', [id])).rowCount === 1,
    setWebhookEnabled: async (id, enabled, timestamp) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 && (enabled
      ? await query(pool, 'UPDATE webhooks SET enabled = true, failing_since = NULL, disabled_at = NULL WHERE id = $1', [id])
      : await query(pool, 'UPDATE webhooks SET enabled = false, disabled_at = $2 WHERE id = $1', [id, timestamp])).rowCount === 1,
    deliveries: async (webhookId, limit) => {
      if (!Number.isSafeInteger(webhookId) || webhookId < 1 || webhookId > 2_147_483_647) return [];
      const { rows } = await query(pool, `${DELIVERIES_SQL} WHERE d.webhook_id = $1 ORDER BY d.id DESC LIMIT $2`, [webhookId, limit]);
      return rows.map((row) => deliveryFromRow(row as unknown as DeliveryRow));
    },

    // One webhook at a time, locked: two instances fanning out at once skip each other's.
    fanOut: async (limit, nowMs, timestamp) => {
      const { rows: hooks } = await query(pool, 'SELECT id FROM webhooks WHERE enabled ORDER BY id');
      let made = 0;
      for (const { id } of hooks) {
        made += await transaction(pool, async (client) => {
          const { rows } = await client.query('SELECT types, after_event FROM webhooks WHERE id = $1 AND enabled FOR UPDATE SKIP LOCKED',
            [id]);
          const hook = rows[0] as { types: string; after_event: number } | undefined;
          if (!hook) return 0;
          const inserted = await client.query(`WITH batch AS (SELECT id, type, subject FROM events WHERE id > $2 ORDER BY id LIMIT $3),
              made AS (INSERT INTO webhook_deliveries (webhook_id, event_id, subject, state, next_attempt_ms, created)
                SELECT $1, id, subject, 'pending', $4, $5 FROM batch WHERE type = ANY($6) ON CONFLICT DO NOTHING RETURNING 1),
              moved AS (UPDATE webhooks SET after_event = (SELECT max(id) FROM batch)
                WHERE id = $1 AND EXISTS (SELECT 1 FROM batch) RETURNING 1)
            SELECT (SELECT count(*) FROM made) AS made, (SELECT count(*) FROM moved) AS moved`,
          [id, hook.after_event, limit, nowMs, timestamp, JSON.parse(hook.types) as string[]]);
          return Number(inserted.rows[0]?.made ?? 0);
        });
      }
      return made;
    },

    claimDue: async (nowMs, exclude) => {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        throw domainErrorOf(error);
      }
      let open = false;
      const release = (broken: boolean) => client.release(broken);
      try {
        await client.query('BEGIN');
        open = true;
        const { rows } = await client.query(`SELECT d.id, d.webhook_id, d.event_id, d.attempts, d.first_failure FROM webhook_deliveries d
          JOIN webhooks w ON w.id = d.webhook_id AND w.enabled
          WHERE d.state = 'pending' AND d.next_attempt_ms <= $1 AND NOT (d.id = ANY($2))
            AND NOT EXISTS (SELECT 1 FROM webhook_deliveries e WHERE e.webhook_id = d.webhook_id AND e.subject = d.subject
                            AND e.state = 'pending' AND e.id < d.id)
          ORDER BY d.id LIMIT 1 FOR UPDATE OF d SKIP LOCKED`, [nowMs, [...exclude]]);
        const row = rows[0] as { id: number; webhook_id: number; event_id: number;
          attempts: number; first_failure: string | null } | undefined;
        if (!row) {
          await client.query('COMMIT');
          release(false);
          return undefined;
        }
        const webhook = (await getWebhook(client, row.webhook_id))!;
        const eventRows = await client.query('SELECT id, type, at, actor, subject, ids, fields FROM events WHERE id = $1', [row.event_id]);
        const claimed: ClaimedDelivery = {
          id: Number(row.id), attempts: row.attempts, first_failure: row.first_failure, webhook, event: eventFromRow(eventRows.rows[0]),
          finish: async (outcome) => {
            try {
              await finish(client, Number(row.id), row.webhook_id, outcome);
              await client.query('COMMIT');
              release(false);
            } catch (error) {
              // The connection is gone: the row's lock went with it, and the delivery stays pending.
              await client.query('ROLLBACK').catch(() => undefined);
              release(true);
              throw domainErrorOf(error);
            }
          },
        };
        return claimed;
      } catch (error) {
        if (open) await client.query('ROLLBACK').catch(() => undefined);
        release(true);
        throw domainErrorOf(error);
      }
    },
  };
}
