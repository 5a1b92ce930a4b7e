// Content negotiation and the cached encoded bodies of the big listings (representation.ts).
import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { MIN_COMPRESSED_BYTES, createRepresentation, matchesEtag, negotiateCoding } from '../../src/server/representation.js';

describe('negotiateCoding (RFC 9110 §12.5.3)', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip', 'gzip'],
    ['gzip, deflate', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['BR', 'br'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['deflate', 'identity'],
    ['*', 'br'],
    ['*;q=0.2, br;q=0', 'gzip'],
    ['x-gzip', 'gzip'],
    ['gzip;q=abc', 'identity'],
    [' , ;q=1,', 'identity'],
  ])('%j → %s', (header, coding) => {
    expect(negotiateCoding(header)).toBe(coding);
  });
});

describe('matchesEtag (If-None-Match)', () => {
  it('matches the tag itself, its weak form, one of a list, and *', () => {
    expect(matchesEtag('"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('W/"abc"', '"abc"')).toBe(true);
    expect(matchesEtag('"x", "abc"', '"abc"')).toBe(true);
    expect(matchesEtag('*', '"abc"')).toBe(true);
  });
  it('does not match another tag, a prefix or no header', () => {
    expect(matchesEtag('"abd"', '"abc"')).toBe(false);
    expect(matchesEtag('"ab"', '"abc"')).toBe(false);
    expect(matchesEtag(undefined, '"abc"')).toBe(false);
    expect(matchesEtag('', '"abc"')).toBe(false);
  });
});

describe('createRepresentation', () => {
  const text = JSON.stringify({ success: true, type: 'job', data: Array.from({ length: 200 }, (_, i) => ({ id: i, title: `Kitalált állás ${i} ✓` })) });

  it('gives the same strong ETag for the same text and another for other text', () => {
    const etag = createRepresentation(text).etag;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(createRepresentation(text).etag).toBe(etag);
    expect(createRepresentation(text.replace('199', '198')).etag).not.toBe(etag);
  });

  it('round-trips gzip and brotli to the exact UTF-8 bytes, and compresses them', async () => {
    const representation = createRepresentation(text);
    const identity = await representation.body('identity');
    expect(identity).toEqual({ coding: 'identity', bytes: Buffer.from(text, 'utf8') });
    const gz = await representation.body('gzip');
    expect(gz.coding).toBe('gzip');
    expect(gunzipSync(gz.bytes).toString('utf8')).toBe(text);
    expect(gz.bytes.byteLength).toBeLessThan(identity.bytes.byteLength / 3);
    const br = await representation.body('br');
    expect(br.coding).toBe('br');
    expect(brotliDecompressSync(br.bytes).toString('utf8')).toBe(text);
    // Made once: a second request gets the very same buffer.
    expect((await representation.body('br')).bytes).toBe(br.bytes);
  });

  it('leaves bodies under the threshold uncompressed', async () => {
    const small = '{"success":true,"type":"job","data":[]}';
    expect(small.length).toBeLessThan(MIN_COMPRESSED_BYTES);
    expect(await createRepresentation(small).body('br')).toEqual({ coding: 'identity', bytes: Buffer.from(small) });
  });
});
