// The person-read rate limit counts people, not requests (DESIGN.md §3: "person reads per
// token"): a list of 500 people is 500 reads, so one read token could not list a whole
// database in a minute's requests. The route's limiter (@fastify/rate-limit, preHandler)
// counts the request as its first person; a route that may return more takes the rest from
// the same counter before reading — never past the limit, so its page is cut short instead —
// and gives back what the page did not use. RateLimit-* headers tell the count after that.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RateLimitedError } from '../domain/errors.js';
import type { SharedRateLimitStore } from '../domain/rate-window.js';

/** The limiter's key of a request: its token (auth runs first), else its address. */
export function rateLimitKey(request: FastifyRequest): string {
  return `token:${request.identity?.name ?? request.ip}`;
}

export interface PersonReadLease {
  /** Person reads granted by the take (at most what was wanted). */
  readonly granted: number;
  /** Gives back the granted reads beyond `used` and sets the headers to the count that stays. */
  settle(used: number): Promise<void>;
}

export interface PersonReadBudget {
  /** Takes up to `wanted` person reads beyond the one the route's limiter counted. */
  take(request: FastifyRequest, reply: FastifyReply, wanted: number): Promise<PersonReadLease>;
  /** Counts `count` person reads, all or none: 429 (with Retry-After) when they do not fit. */
  charge(request: FastifyRequest, reply: FastifyReply, count: number): Promise<void>;
}

export function createPersonReadBudget(store: SharedRateLimitStore, limits: { max: number; timeWindow: number }): PersonReadBudget {
  const { max, timeWindow } = limits;
  const headers = (reply: FastifyReply, current: number, ttl: number) => {
    reply.header('ratelimit-limit', max).header('ratelimit-remaining', Math.max(0, max - current)).header('ratelimit-reset', Math.ceil(ttl / 1000));
  };
  const giveBack = async (key: string, reply: FastifyReply, count: number) => {
    if (count <= 0) return;
    // Not given back (the database away) only over-counts: the caller waits a little longer.
    const after = await store.giveBack(key, count, timeWindow, max).catch(() => undefined);
    if (after) headers(reply, after.current, after.ttl);
  };
  return {
    async take(request, reply, wanted) {
      const key = rateLimitKey(request);
      const taken = await store.take(key, Math.max(0, wanted), timeWindow, max);
      headers(reply, taken.current, taken.ttl);
      return {
        granted: taken.granted,
        settle: (used) => giveBack(key, reply, taken.granted - Math.max(0, used)),
      };
    },
    async charge(request, reply, count) {
      if (count <= 0) return;
      const key = rateLimitKey(request);
      const taken = await store.take(key, count, timeWindow, max);
      headers(reply, taken.current, taken.ttl);
      if (taken.granted < count) {
        await giveBack(key, reply, taken.granted);
        // The wait until `count` reads are free again: each comes back every window/max.
        const seconds = Math.max(1, Math.ceil((count * timeWindow) / max / 1000));
        reply.header('ratelimit-remaining', 0).header('retry-after', seconds);
        throw new RateLimitedError(`rate limited: the limit is ${max} person reads per minute per token`, seconds);
      }
    },
  };
}
