// The big listings' answer (GET /job, /job/full): `{ success, type, data }` serialized by
// the route's response schema once per distinct `data` array — LocalService hands out the
// same frozen listing until a job changes or the day turns, and serializing ~1,000 jobs per
// request was the cost of GET /job — then sent with an ETag, compressed when the
// client accepts it, or as 304 when the client already has it (representation.ts).
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createRepresentation, matchesEtag, negotiateCoding, type Representation } from './representation.js';

export type ListingSender = (request: FastifyRequest, reply: FastifyReply, data: readonly unknown[]) => Promise<FastifyReply>;

export function cachedListing(type: string): ListingSender {
  const representations = new WeakMap<readonly unknown[], Representation>();
  return async (request, reply, data) => {
    let representation = representations.get(data);
    if (representation === undefined) {
      representation = createRepresentation(reply.serialize({ success: true, type, data }) as string);
      // Only a frozen listing is guaranteed not to change under the cached body.
      if (Object.isFrozen(data)) representations.set(data, representation);
    }
    // no-cache: clients may keep the body but must ask again (a cheap 304) before using it.
    reply.header('etag', representation.etag).header('vary', 'accept-encoding').header('cache-control', 'no-cache');
    if (matchesEtag(request.headers['if-none-match'], representation.etag)) return reply.code(304).send();
    const { coding, bytes } = await representation.body(negotiateCoding(request.headers['accept-encoding']));
    if (coding !== 'identity') reply.header('content-encoding', coding);
    return reply.type('application/json; charset=utf-8').send(bytes);
  };
}
