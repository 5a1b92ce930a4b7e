// Two hooks for the event outbox: each request's writes are appended in its token's name
// (the store reads the actor from the async context, or from its actor-scoped copy), and an answered write wakes long
// polls and the webhook dispatcher — its transaction has committed by then.
import type { FastifyInstance } from 'fastify';
import { runAsEventActor } from '../domain/events.js';
import type { EventWakeup } from '../service/event-wakeup.js';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * `actorInAsyncContext`: the store appends events after an await (PostgreSQL), so each request
 * runs in an async context naming its token. Off (SQLite), the per-request service's store
 * names it during each call (actor-scoped-store.ts), and no request pays for an async context.
 */
export function registerEventHooks(app: FastifyInstance, wakeup: EventWakeup | undefined, actorInAsyncContext = true): void {
  // Callback form: the handler runs inside done(), so inside the actor's context.
  if (actorInAsyncContext) {
    app.addHook('preHandler', (request, _reply, done) => {
      const name = request.identity?.name;
      if (name === undefined) {
        done();
        return;
      }
      runAsEventActor(name, done);
    });
  }
  if (!wakeup) return;
  // One wake-up per event-loop turn, however many writes it answered: the writes of one group
  // commit are answered together, and each wake-up costs the webhook dispatcher a look at its
  // tables (two queries) — a profile under concurrent POST /person showed it once per answer.
  let scheduled = false;
  const wake = () => {
    scheduled = false;
    wakeup.notify();
  };
  app.addHook('onResponse', (request, reply, done) => {
    if (!scheduled && !READ_METHODS.has(request.method) && reply.statusCode < 400) {
      scheduled = true;
      setImmediate(wake);
    }
    done();
  });
}
