// The rules of a person search: text values → checked filters, each bad value
// naming its parameter; E.164 phone prefixes; signed cursors that refuse tampering.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { planSearch, sinceTimestamp } from '../../src/service/person-search.js';
import { phonePrefix } from '../../src/service/phone-prefix.js';
import { decodeCursor, encodeCursor, searchFingerprint } from '../../src/service/search-cursor.js';
import { codeBookFor } from '../../src/domain/codes.js';
import { ValidationError } from '../../src/domain/errors.js';

const codes = codeBookFor(join(import.meta.dirname, '../../data'));

function pathOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return (error as ValidationError).issues[0]?.path;
  }
  return undefined;
}

describe('planSearch', () => {
  it('normalises every filter', () => {
    const plan = planSearch({
      q: ' kovács ', name: 'An', email: ' Anna@Example.COM', phone: '+36 30 12', city: ' Szeged ', country: 'HU',
      category: '3', skill: ['SQL ', 'sql', 'Node.js'], applied_to: 7, created_since: '2026-01-31', modified_since: '2026-02-01T10:11:12',
      sort: '-name', limit: 20,
    }, codes);
    expect(plan.query).toEqual({
      filters: {
        q: 'kovács', name: 'An', emailPrefix: 'anna@example.com', phonePrefix: '+363012', city: 'Szeged', country: 348, category: 3,
        skillKeys: ['sql', 'node.js'], appliedTo: 7, createdSince: '2026-01-31 00:00:00', modifiedSince: '2026-02-01 10:11:12',
      },
      sort: '-name',
      limit: 20,
    });
    expect(plan.description).toBe('q=+kov%C3%A1cs+&name=An&email=+Anna%40Example.COM&phone=%2B36+30+12&city=+Szeged+&country=HU&category=3&skill=SQL+&skill=sql&skill=Node.js&applied_to=7&created_since=2026-01-31&modified_since=2026-02-01T10%3A11%3A12&sort=-name');
  });

  it('defaults: sort id, limit 50, no filters', () => {
    expect(planSearch({}, codes).query).toEqual({ filters: {}, sort: 'id', limit: 50 });
  });

  it.each([
    [{ q: '***' }, '/q'],
    [{ name: ' - ' }, '/name'],
    [{ email: '  ' }, '/email'],
    [{ city: ' ' }, '/city'],
    [{ country: 'Atlantis' }, '/country'],
    [{ category: '99999' }, '/category'],
    [{ skill: ' ' }, '/skill'],
    [{ skill: ['sql', ' '] }, '/skill/1'],
    [{ created_since: '2026-02-30' }, '/created_since'],
    [{ modified_since: 'yesterday' }, '/modified_since'],
    [{ phone: 'abc' }, '/phone'],
    [{ phone: '06 30 12' }, '/phone'],
  ])('%j → ValidationError at %s', (input, path) => {
    expect(pathOf(() => planSearch(input as never, codes))).toBe(path);
  });

  it('the cursor identity ignores the page size and absent filters', () => {
    const a = planSearch({ city: 'Szeged', limit: 10 }, codes);
    const b = planSearch({ city: 'Szeged', limit: 99 }, codes);
    expect(searchFingerprint(a.identity)).toBe(searchFingerprint(b.identity));
    expect(searchFingerprint(a.identity)).not.toBe(searchFingerprint(planSearch({ city: 'Pécs' }, codes).identity));
  });
});

describe('sinceTimestamp', () => {
  it.each([
    ['2026-01-31', '2026-01-31 00:00:00'],
    ['2026-01-31 23:59:59', '2026-01-31 23:59:59'],
    ['2026-01-31T01:02:03', '2026-01-31 01:02:03'],
  ])('%s → %s', (text, expected) => expect(sinceTimestamp(text, 'x')).toBe(expected));
  it.each(['2026-13-01', '2026-01-31 24:00:00', '31.01.2026', ''])('%s is refused', (text) => {
    expect(() => sinceTimestamp(text, 'x')).toThrow(ValidationError);
  });
});

describe('phonePrefix', () => {
  it.each([
    ['+36 30 123', undefined, '+3630123'],
    ['0036-30-123', undefined, '+3630123'],
    ['+1 (202) 555-0100', undefined, '+12025550100'],
    ['06 30 123 4567', 'HU', '+36301234567'],
    ['030 1234567', 'DE', '+49301234567'],
  ])('%s (%s) → %s', (text, region, expected) => expect(phonePrefix(text, region)).toBe(expected));
  it.each([['06 30 123', 'HU'], ['06 30 123 4567', undefined], ['+36 30 x', undefined], ['', undefined]])('%s (%s) is refused', (text, region) => {
    expect(() => phonePrefix(text, region)).toThrow(ValidationError);
  });
});

describe('cursors', () => {
  const secret = new Uint8Array(32).fill(7);
  const cursor = encodeCursor(secret, 'fp', { value: 'Kovács Anna', id: 42 });

  it('round-trip', () => {
    expect(decodeCursor(secret, 'fp', cursor)).toEqual({ value: 'Kovács Anna', id: 42 });
  });

  it('refuses a changed payload, a changed MAC, another key, another search and garbage', () => {
    const [payload, mac] = cursor.split('.') as [string, string];
    const forged = Buffer.from(JSON.stringify({ f: 'fp', v: 'Kovács Anna', i: 1 })).toString('base64url');
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [`${forged}.${mac}`, `${payload}.${flipped}`, `${payload}`, `${payload}.${mac}.x`, 'a.b', '', '..']) {
      expect(pathOf(() => decodeCursor(secret, 'fp', bad)), bad).toBe('/cursor');
    }
    expect(pathOf(() => decodeCursor(new Uint8Array(32), 'fp', cursor))).toBe('/cursor');
    expect(() => decodeCursor(secret, 'other', cursor)).toThrow(/different search/);
  });
});
