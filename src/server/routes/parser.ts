// The résumé parser: SPEC.md endpoint 22 and the images it extracted (DESIGN.md §6).
// SPEC.md §8: the base64 `data` is at most 20 MB; a larger one is 413, bad base64 400.
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ParsedResumeSchema } from '../../domain/parsed-resume.js';
import { NotFoundError, PayloadTooLargeError } from '../../domain/errors.js';
import { decodeBase64 } from '../../service/base64.js';
import type { RouteDeps } from '../route-deps.js';
import { decodedMember, type UploadRouteConfig } from '../json-body.js';
import { ImageParamsSchema, inline, untypedEnvelope } from '../schemas.js';

export const MAX_PARSER_BASE64 = 20 * 1024 * 1024;
/** What 20 MB of base64 decodes to at most. */
const MAX_PARSER_BYTES = (MAX_PARSER_BASE64 / 4) * 3;

export const ParserRequestSchema = Type.Object(
  {
    file_name: Type.String({ minLength: 1, maxLength: 1024 }),
    data: Type.String({ description: 'the file as base64, at most 20 MB' }),
  },
  { additionalProperties: false, title: 'Parser request' },
);

export const ParserQuerySchema = Type.Object(
  {
    explain: Type.Optional(Type.Union(
      [Type.Literal('1'), Type.Literal('0'), Type.Literal('true'), Type.Literal('false')],
      { description: '1: add per-field evidence and confidence (`explain`)' },
    )),
  },
  { additionalProperties: false },
);

export function parserRoutes(fastify: FastifyInstance, deps: RouteDeps): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post('/parser', {
    // The base64 itself is limited to 20 MB of characters (SPEC.md §8), decoded off the
    // event loop by the body worker (json-body.ts).
    bodyLimit: MAX_PARSER_BASE64 + 64 * 1024,
    config: { base64Members: [{ name: 'data', maxBytes: MAX_PARSER_BYTES }] } satisfies UploadRouteConfig,
    schema: {
      summary: 'Endpoint 22: parse a résumé (PDF, DOCX, DOC, ODT, RTF, TXT, HTML; JPEG, PNG or TIFF pictures of pages by OCR)',
      tags: ['parser'],
      body: ParserRequestSchema,
      querystring: ParserQuerySchema,
      response: { 200: untypedEnvelope(inline(ParsedResumeSchema)) },
    },
  }, async (request, reply) => {
    const { file_name, data } = request.body;
    const { explain } = request.query;
    if (data.length > MAX_PARSER_BASE64) {
      throw new PayloadTooLargeError(`data is ${data.length} characters of base64; the limit is ${MAX_PARSER_BASE64}`);
    }
    const bytes = decodedMember(request, 'data') ?? decodeBase64(data, 'data', MAX_PARSER_BYTES);
    // Once the request is answered (its deadline's 503) or the client is gone, the parse is
    // cancelled and its worker thread replaced (abandoned bombs kept running).
    const answered = new AbortController();
    reply.raw.once('close', () => answered.abort());
    const parsed = await deps.serviceFor(request).parseResume({
      file_name, data: bytes, signal: answered.signal, explain: explain === '1' || explain === 'true',
    });
    return { success: true, data: parsed };
  });

  app.get('/parser/image/:id', {
    schema: {
      summary: 'An image the parser extracted (kept in memory for a while)',
      tags: ['parser'],
      params: ImageParamsSchema,
      response: { 200: { description: 'the image', content: { 'image/png': { schema: { type: 'string', format: 'binary' } } } } },
    },
  }, async (request, reply) => {
    const { id } = request.params;
    const image = deps.images.get(id);
    if (!image) throw new NotFoundError(`image ${id} is not (or no longer) here; parse the file again`);
    return reply
      .header('content-type', image.mime)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, max-age=3600')
      .send(Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength));
  });
}
