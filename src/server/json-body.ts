// The JSON body parser of every route (DESIGN.md §3 "JSON only").
// Fastify's own parser collected up to 21 MB for any route, then JSON.parse'd and
// validated it on the event loop: 1.7 M keys sent to POST /project froze every endpoint
// for 11 s. This one
// - honours each route's own bodyLimit (kilobytes for JSON resources, megabytes only for
//   the upload routes) and answers 413 from Content-Length before reading anything;
// - checks depth and member count on each chunk as it arrives (json-shape.ts), so a
//   hostile body is refused at its first excess byte, before any parse or validation;
// - parses small bodies here (< 1 ms at the 256 KB limit) and hands the upload routes'
//   bodies — those that declare base64 members in their config — to a worker thread that
//   parses them and decodes the files (body-decoder.ts);
// - refuses a charset other than UTF-8 and any Content-Encoding (415), and invalid UTF-8 (400).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '../domain/errors.js';
import type { Base64Member, BodyDecoder, BodySession } from './body-decoder.js';
import { DEFAULT_JSON_LIMITS, JsonShapeScanner, type JsonShapeLimits } from './json-shape.js';
import { parseJsonBytes } from './json-text.js';

/** Route config of an upload route: its base64 members, decoded off the event loop. */
export interface UploadRouteConfig {
  base64Members: Base64Member[];
}

const decodedByRequest = new WeakMap<object, Record<string, Uint8Array>>();

/** The bytes of a base64 member that the body worker decoded (the body holds '' instead). */
export function decodedMember(request: FastifyRequest, name: string): Uint8Array | undefined {
  return decodedByRequest.get(request)?.[name];
}

export function registerJsonBody(app: FastifyInstance, decoder: BodyDecoder, limits: JsonShapeLimits = DEFAULT_JSON_LIMITS): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', (request, payload, done) => {
    const fail = (error: Error) => done(error, undefined);
    const unsupported = unsupportedEncoding(request);
    if (unsupported) return fail(unsupported);
    // fastify makes a new object on every read of routeOptions: read it once.
    const route = request.routeOptions;
    const limit = route.bodyLimit ?? 0;
    const declared = Number(request.headers['content-length']);
    if (declared > limit) return fail(tooLarge(limit));

    const members = (route.config as Partial<UploadRouteConfig> | undefined)?.base64Members;
    const session: BodySession | undefined = members ? decoder.open() : undefined;
    const chunks: Buffer[] = [];
    const scanner = new JsonShapeScanner(limits);
    let received = 0;

    const stop = (error: Error) => {
      payload.removeListener('data', onData);
      payload.removeListener('end', onEnd);
      payload.removeListener('error', onError);
      session?.drop();
      fail(error);
    };
    const onData = (chunk: Buffer | string) => {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      received += bytes.length;
      if (received > limit) return stop(tooLarge(limit));
      try {
        scanner.feed(bytes);
      } catch (error) {
        return stop(error as Error);
      }
      if (session) session.write(bytes);
      else chunks.push(bytes);
    };
    const onError = (error: Error) => stop(Object.assign(error, { statusCode: 400 }));
    const onEnd = () => {
      payload.removeListener('data', onData);
      payload.removeListener('error', onError);
      if (!Number.isNaN(declared) && declared !== received) {
        session?.drop();
        return fail(ValidationError.field('', 'the Content-Length header does not match the body'));
      }
      if (!session) {
        try {
          done(null, parseJsonBytes(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, received)));
        } catch (error) {
          fail(error as Error);
        }
        return;
      }
      session.end(members!).then(({ value, decoded }) => {
        decodedByRequest.set(request, decoded);
        done(null, value);
      }, fail);
    };
    payload.on('data', onData);
    payload.on('end', onEnd);
    payload.on('error', onError);
  });
}

/** DESIGN.md §3: bodies are UTF-8 JSON; compressed bodies are not accepted. */
function unsupportedEncoding(request: FastifyRequest): Error | undefined {
  const charset = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(request.headers['content-type'] ?? '')?.[1]?.toLowerCase();
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
    return new UnsupportedMediaTypeError(`the request body must be UTF-8 JSON (charset=utf-8), not charset=${charset.slice(0, 40)}`);
  }
  const encoding = request.headers['content-encoding']?.trim().toLowerCase();
  if (encoding !== undefined && encoding !== '' && encoding !== 'identity') {
    return new UnsupportedMediaTypeError('the request body must not be compressed (Content-Encoding is not supported)');
  }
  return undefined;
}

function tooLarge(limit: number): PayloadTooLargeError {
  const size = limit >= 1024 * 1024 ? `${Math.round(limit / 1024 / 1024)} MB` : `${Math.round(limit / 1024)} KB`;
  return new PayloadTooLargeError(`the request body is too large (at most ${size} for this endpoint)`);
}
