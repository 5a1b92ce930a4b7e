// Pure parts of the server, table-driven: the error → status mapping, Content-Disposition,
// the public URL of a bind address, and the image store's LRU.
import { describe, expect, it } from 'vitest';
import { mapError, STATUS_BY_CODE } from '../../src/server/error-status.js';
import { contentDisposition } from '../../src/server/route-deps.js';
import { publicUrl } from '../../src/server/start.js';
import { createImageStore } from '../../src/server/image-store.js';
import {
  ConflictError, ForbiddenError, InternalError, NotFoundError, PayloadTooLargeError, RateLimitedError, UnauthorizedError,
  UnavailableError, UnprocessableError, UnsupportedMediaTypeError, ValidationError,
} from '../../src/domain/errors.js';

describe('mapError', () => {
  it.each([
    [new ValidationError('bad', [{ path: '/x', message: 'm' }]), 400, 'validation_failed'],
    [new UnauthorizedError('no'), 401, 'unauthorized'],
    [new ForbiddenError('no'), 403, 'forbidden'],
    [new NotFoundError('no'), 404, 'not_found'],
    [new ConflictError('no', { details: { id: 1 } }), 409, 'conflict'],
    [new PayloadTooLargeError('no'), 413, 'payload_too_large'],
    [new UnsupportedMediaTypeError('no'), 415, 'unsupported_media_type'],
    [new UnprocessableError('no'), 422, 'unprocessable'],
    [new RateLimitedError('no', 9), 429, 'rate_limited'],
    [new UnavailableError('no'), 503, 'unavailable'],
    [new InternalError('no'), 500, 'internal'],
  ])('%s → %i %s', (error, status, code) => {
    const mapped = mapError(error);
    expect(mapped.status).toBe(status);
    expect(mapped.body.error.code).toBe(code);
  });

  it('covers every error code', () => {
    expect(Object.keys(STATUS_BY_CODE)).toHaveLength(11);
  });

  it.each([
    [{ statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY', message: 'Unexpected token } in JSON at position 12' }, 400, 'validation_failed'],
    [{ statusCode: 413, code: 'FST_ERR_CTP_BODY_TOO_LARGE', message: 'Request body is too large' }, 413, 'payload_too_large'],
    [{ statusCode: 415, code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE', message: 'Unsupported Media Type: text/plain' }, 415, 'unsupported_media_type'],
    [{ statusCode: 418, message: 'teapot' }, 400, 'validation_failed'],
    [new Error('boom at /srv/app/secret.js:12'), 500, 'internal'],
    ['a thrown string', 500, 'internal'],
  ])('framework error %j → %i %s, in our words', (error, status, code) => {
    const mapped = mapError(error);
    expect(mapped.status).toBe(status);
    expect(mapped.body.error.code).toBe(code);
    expect(mapped.body.error.message).not.toMatch(/position|secret|FST_/);
  });

  it('adds Retry-After to 429 and WWW-Authenticate to 401; details only when there are any', () => {
    expect(mapError(new RateLimitedError('slow down', 12)).headers).toEqual({ 'retry-after': '12' });
    expect(mapError(new UnauthorizedError('who?')).headers['www-authenticate']).toMatch(/^Bearer/);
    expect(mapError(new ValidationError('bad')).body.error).not.toHaveProperty('details');
    expect(mapError(new ConflictError('dup', { details: { id: 3 } })).body.error.details).toEqual({ id: 3 });
    expect(mapError(new InternalError('db row 7 of user x broke')).body.error.message).toBe('internal error');
  });
});

describe('contentDisposition', () => {
  it.each([
    ['cv.pdf', `attachment; filename="cv.pdf"; filename*=UTF-8''cv.pdf`],
    ['Önéletrajz.pdf', `attachment; filename="_n_letrajz.pdf"; filename*=UTF-8''%C3%96n%C3%A9letrajz.pdf`],
    [`a "quoted" (x)'s.txt`, `attachment; filename="a _quoted_ (x)'s.txt"; filename*=UTF-8''a%20%22quoted%22%20%28x%29%27s.txt`],
    ['履歴書.docx', `attachment; filename="___.docx"; filename*=UTF-8''%E5%B1%A5%E6%AD%B4%E6%9B%B8.docx`],
  ])('%s', (name, expected) => {
    expect(contentDisposition('attachment', name)).toBe(expected);
  });
});

describe('publicUrl', () => {
  it.each([
    ['127.0.0.1', 8080, 'http://127.0.0.1:8080'],
    ['0.0.0.0', 80, 'http://127.0.0.1:80'],
    ['::', 8080, 'http://[::1]:8080'],
    ['example.internal', 9000, 'http://example.internal:9000'],
  ])('%s:%i → %s', (host, port, url) => {
    expect(publicUrl(host, port)).toBe(url);
  });
});

describe('image store', () => {
  const bytes = (n: number, fill: number) => new Uint8Array(n).fill(fill);

  it('gives content-addressed absolute URLs and serves the bytes', async () => {
    let base = 'http://127.0.0.1:1';
    const store = createImageStore({ baseUrl: () => base });
    base = 'http://127.0.0.1:4321/';
    const url = await store.save(bytes(10, 1), 'image/png', 'image');
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:4321\/parser\/image\/[0-9a-f]{32}\.png$/);
    expect(await store.save(bytes(10, 1), 'image/png', 'face')).toBe(url);
    expect(store.size).toBe(1);
    const id = url.split('/').pop()!;
    expect(store.get(id)).toEqual({ mime: 'image/png', bytes: bytes(10, 1) });
    expect((await store.save(bytes(3, 9), 'image/jpeg', 'image')).endsWith('.jpg')).toBe(true);
  });

  it('evicts the least recently used image beyond its byte budget', async () => {
    const store = createImageStore({ baseUrl: () => 'http://h', maxBytes: 25 });
    const id = async (fill: number) => (await store.save(bytes(10, fill), 'image/png', 'image')).split('/').pop()!;
    const a = await id(1);
    const b = await id(2);
    store.get(a); // a is now more recent than b
    const c = await id(3);
    expect(store.get(b)).toBeUndefined();
    expect(store.get(a)).toBeDefined();
    expect(store.get(c)).toBeDefined();
  });

  it('limits the number of images too', async () => {
    const store = createImageStore({ baseUrl: () => 'http://h', maxImages: 2 });
    for (let i = 0; i < 5; i++) await store.save(bytes(1, i), 'image/png', 'image');
    expect(store.size).toBe(2);
  });

  it('deletes an image ttlMs after its last parse (default 1 h): issue 14 item 6', async () => {
    let now = 1_000_000;
    const store = createImageStore({ baseUrl: () => 'http://h', now: () => now });
    const id = async (fill: number) => (await store.save(bytes(10, fill), 'image/jpeg', 'face')).split('/').pop()!;
    const face = await id(1);
    now += 30 * 60_000;
    const other = await id(2);
    now += 29 * 60_000;
    await id(1); // parsed again at 59 min: its hour starts over
    now += 30 * 60_000; // 89 min
    expect(store.get(face)).toBeDefined();
    expect(store.get(other)).toBeDefined();
    now += 2 * 60_000; // 91 min: the other one's hour is over
    expect(store.get(other)).toBeUndefined();
    expect(store.size).toBe(1);
    now += 30 * 60_000; // 121 min
    expect(store.size).toBe(0);
    expect(store.get(face)).toBeUndefined();
    store.clear();
  });

  it('its timer deletes expired images without any request', async () => {
    const store = createImageStore({ baseUrl: () => 'http://h', ttlMs: 1 });
    const id = (await store.save(bytes(4, 7), 'image/png', 'face')).split('/').pop()!;
    await new Promise((resolve) => setTimeout(resolve, 1_300)); // the sweep runs every max(1 s, ttl)
    expect(store.get(id)).toBeUndefined();
    store.clear();
  });
});

describe('mapError with a second copy of the error classes', () => {
  it('maps an error of our shape by its code (e.g. thrown by code loaded from dist/)', () => {
    const foreign = Object.assign(new Error('cv.pdf: unreadable'), { code: 'unprocessable' });
    expect(mapError(foreign)).toMatchObject({ status: 422, body: { error: { code: 'unprocessable', message: 'cv.pdf: unreadable' } } });
    const system = Object.assign(new Error('open failed'), { code: 'ENOENT' });
    expect(mapError(system).status).toBe(500);
  });
});
