// Encoded bodies of the big listings (GET /job, /job/full): one serialized body per
// distinct listing, with a strong ETag and its gzip/brotli forms made once, on first
// demand, off the event loop (zlib's thread pool).
//
// Why: GET /job sends ~700 KiB for 950 jobs; at that size the socket, not our
// code, sets the pace — a bare route sending the same bytes is barely faster. Clients that
// accept a compressed body (browsers, curl --compressed, Node's fetch and so the remote
// CLI) get a small fraction of the bytes, and a client that revalidates with
// If-None-Match gets 304 without a body.
import { createHash } from 'node:crypto';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';

export type ContentCoding = 'br' | 'gzip' | 'identity';

/** Below this the headers outweigh what compression saves. */
export const MIN_COMPRESSED_BYTES = 1024;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * The coding to answer with for an Accept-Encoding header (RFC 9110 §12.5.3): brotli
 * before gzip when both are acceptable, identity when neither is (or there is no header).
 */
export function negotiateCoding(acceptEncoding: string | undefined): ContentCoding {
  if (!acceptEncoding) return 'identity';
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key === 'q') q = Number(value);
    }
    weights.set(name, Number.isFinite(q) ? q : 0);
  }
  const weight = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0;
  const br = weight('br');
  const gz = Math.max(weight('gzip'), weights.get('x-gzip') ?? 0);
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return 'identity';
}

/** Whether If-None-Match names this ETag (a list, weak forms and `*` included; RFC 9110 §13.1.2). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag.replace(/^W\//, '') === bare;
  });
}

export interface Representation {
  etag: string;
  /** The body in `coding`; identity also for bodies too small to be worth compressing. */
  body(coding: ContentCoding): Promise<{ coding: ContentCoding; bytes: Buffer }>;
}

export function createRepresentation(text: string): Representation {
  const identity = Buffer.from(text, 'utf8');
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  const encoded = new Map<ContentCoding, Promise<Buffer>>();
  const compress = (coding: 'br' | 'gzip') =>
    coding === 'gzip'
      ? gzipAsync(identity, { level: 6 })
      : // Quality 5 compresses about as tight as gzip -9 here at a fraction of quality 11's time.
        brotliAsync(identity, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 5,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: identity.byteLength,
          },
        });
  return {
    etag,
    async body(coding) {
      if (coding === 'identity' || identity.byteLength < MIN_COMPRESSED_BYTES) return { coding: 'identity', bytes: identity };
      let bytes = encoded.get(coding);
      if (!bytes) {
        bytes = compress(coding);
        encoded.set(coding, bytes);
        // A failed compression is not cached: the next request tries again.
        bytes.catch(() => encoded.delete(coding));
      }
      return { coding, bytes: await bytes };
    },
  };
}
