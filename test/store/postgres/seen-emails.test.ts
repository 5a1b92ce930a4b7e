// The e-mails an import wrote, as pairs of hashes (src/store/postgres/seen-emails.ts): never a
// "surely not" for an e-mail added (a miss there would let a repeat into people while the unique
// index is away), and two e-mails share an answer only when both hashes match.
import { describe, expect, it } from 'vitest';
import { SeenEmails, firstHash, secondHash } from '../../../src/store/postgres/seen-emails.js';

describe('SeenEmails', () => {
  it('says "may have" for every e-mail added, across growth, and "no" for others', () => {
    const seen = new SeenEmails();
    const added = Array.from({ length: 200_000 }, (_, i) => `valaki.${i}@pelda${i % 97}.example`);
    for (const email of added) seen.add(email);
    expect(seen.count).toBe(added.length);
    expect(added.every((email) => seen.mayHave(email))).toBe(true);
    const others = Array.from({ length: 200_000 }, (_, i) => `masvalaki.${i}@pelda${i % 89}.example`);
    // 64 bits: no chance match among these (a 32-bit hash alone gives some ten at this size).
    expect(others.filter((email) => seen.mayHave(email))).toEqual([]);
  });

  it('with the first hash shared by all, the second still tells e-mails apart; with both shared, "may have"', () => {
    const firstShared = new SeenEmails({ first: () => 7 });
    firstShared.add('egy@example.org');
    firstShared.add('ketto@example.org');
    expect(firstShared.count).toBe(2);
    expect(firstShared.mayHave('egy@example.org')).toBe(true);
    expect(firstShared.mayHave('ketto@example.org')).toBe(true);
    expect(firstShared.mayHave('harom@example.org')).toBe(false);
    const bothShared = new SeenEmails({ first: () => 7, second: () => 9 });
    bothShared.add('egy@example.org');
    expect(bothShared.mayHave('harom@example.org')).toBe(true);
  });

  it('300,000 e-mails that differ in a digit or two: every pair of hashes is distinct', () => {
    const firsts = new Map<number, string>();
    const pairs = new Set<string>();
    let firstCollisions = 0;
    for (let i = 0; i < 300_000; i++) {
      const email = `p${i}@example.org`;
      const first = firstHash(email);
      if (firsts.has(first)) firstCollisions++;
      firsts.set(first, email);
      pairs.add(`${first}:${secondHash(email)}`);
    }
    expect(pairs.size).toBe(300_000);
    expect(firstCollisions).toBeLessThan(100);
  });
});
