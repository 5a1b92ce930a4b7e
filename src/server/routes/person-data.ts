// Data-protection requests and duplicates: erasure (DELETE /person), the
// access export (GET /person/{id}/export, a zip), retention (POST /person/purge), likely
// duplicates (GET /person/duplicates) and merge (POST /person/merge). Additions beyond
// SPEC.md: new paths and methods only, same envelope, errors, scopes, rate limit and audit
// rules; the rules themselves live in the service. Erasure, the access export and the purge
// need a `privacy` token (auth.ts): a read token reads a person at a time, the export hands
// out everything about them at once, and the other two cannot be undone.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErasureReceiptSchema, ErasureRequestSchema, PurgeRequestSchema, PurgeResultSchema } from '../../domain/data-protection.js';
import {
  DuplicatePairSchema, DuplicatesQuerySchema, MergeReceiptSchema, MergeRequestSchema, type DuplicatePair,
} from '../../domain/duplicates.js';
import { DEFAULT_DUPLICATES_LIMIT } from '../../domain/limits.js';
import { sendExport, type RouteDeps } from '../route-deps.js';
import type { StreamedExport } from '../../domain/document.js';
import { IdParamsSchema, envelope } from '../schemas.js';

export function personDataRoutes(fastify: FastifyInstance, deps: RouteDeps): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.delete('/person', {
    schema: {
      summary: 'Erase a person (GDPR art. 17): photo, documents, applications and every other kind of their data, in one transaction; ' +
        'returns the receipt. Audit rows stay; the erasure is audited. Again → 404.',
      tags: ['data protection'],
      body: ErasureRequestSchema,
      response: { 200: envelope('erasure', ErasureReceiptSchema) },
    },
    config: { scope: 'privacy' },
  }, async (request) => {
    const data = await deps.serviceFor(request).erasePerson(request.body);
    return { success: true, type: 'erasure', data };
  });

  app.get('/person/:id/export', {
    schema: {
      summary: "Access export (GDPR art. 15): a zip of the person's record, applications, photo, documents and the audit trail of who read them; audited",
      tags: ['data protection'],
      params: IdParamsSchema,
      response: { 200: { description: 'the export', content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } } } },
    },
    ...deps.personRead,
    config: { scope: 'privacy' },
  }, async (request, reply) => {
    const release = deps.exports.acquire();
    let file: StreamedExport;
    try {
      file = await deps.serviceFor(request).exportPersonData(request.params.id);
    } catch (error) {
      release();
      throw error;
    }
    return sendExport(request, reply, file, release, deps.exportIdleMs);
  });

  app.post('/person/purge', {
    schema: {
      summary: 'Retention: people not modified since a bound (optionally only those without applications), ' +
        'listed (dry_run) or erased with a receipt each, at most `limit` per call',
      tags: ['data protection'],
      body: PurgeRequestSchema,
      response: { 200: envelope('purge', PurgeResultSchema) },
    },
    config: { scope: 'privacy' },
  }, async (request) => {
    const data = await deps.serviceFor(request).purgePeople(request.body);
    return { success: true, type: 'purge', data };
  });

  app.get('/person/duplicates', {
    schema: {
      summary: 'Likely duplicate pairs with their reasons, scored 0–100, best first; every person shown is audited',
      tags: ['person'],
      querystring: DuplicatesQuerySchema,
      response: { 200: envelope('duplicates', Type.Array(DuplicatePairSchema)) },
    },
    ...deps.personRead,
  }, async (request, reply) => {
    const query = request.query;
    // Each person shown is a person read (two per pair at most): the list is cut to the pairs
    // the token can still read — best first, so it is a shorter top — and the rest given back.
    const lease = await deps.personReads.take(request, reply, 2 * (query.limit ?? DEFAULT_DUPLICATES_LIMIT) - 1);
    const pairs = Math.floor((1 + lease.granted) / 2);
    if (pairs === 0) {
      await lease.settle(0);
      await deps.personReads.charge(request, reply, 1);
    }
    let data: DuplicatePair[];
    try {
      data = await deps.serviceFor(request).findDuplicates({ ...query, limit: Math.max(1, pairs) });
    } catch (error) {
      await lease.settle(0);
      throw error;
    }
    await lease.settle(new Set(data.flatMap((pair) => pair.people.map((p) => p.id))).size - 1);
    return { success: true, type: 'duplicates', data };
  });

  app.post('/person/merge', {
    schema: {
      summary: 'Merge DROP into KEEP: applications, documents, photo (if KEEP has none) and other data move, ' +
        "KEEP's empty fields are filled, DROP is deleted; dry_run shows the plan",
      tags: ['person'],
      body: MergeRequestSchema,
      response: { 200: envelope('merge', MergeReceiptSchema) },
    },
  }, async (request) => {
    const data = await deps.serviceFor(request).mergePeople(request.body);
    return { success: true, type: 'merge', data };
  });
}
