// The e-mail ledger of an import loading without its unique e-mail index (src/store/sqlite/email-ledger.ts)
// must answer exactly as a plain Map from e-mail to person would, whatever the hashes do.
import { describe, expect, it } from 'vitest';
import { EmailLedger, emailHash } from '../../src/store/sqlite/email-ledger.js';

/** Invented e-mails, some repeated, some differing only in case or by one letter. */
function inventedEmails(count: number): string[] {
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const n = (i * 7919) % (count - count / 10); // about one in ten repeats an earlier one
    out.push(i % 13 === 0 ? `Zeta.Probe${n}@Example.org` : `zeta.probe${n}@example.org`);
  }
  return out;
}

/** Plays the import: the first row with an e-mail creates the next id, a repeat finds its owner. */
function replay(emails: readonly string[], hash?: (text: string) => number, firstId = 1) {
  const stored = new Map<number, string>();
  const ledger = new EmailLedger({ emailOf: (id) => stored.get(id), firstId, ...(hash ? { hash } : {}) });
  const truth = new Map<string, number>();
  let nextId = firstId;
  const answers: { email: string; found: number | undefined; expected: number | undefined }[] = [];
  for (const email of emails) {
    const found = ledger.find(email);
    answers.push({ email, found, expected: email === '' ? undefined : truth.get(email) });
    if (found === undefined) {
      const id = nextId++;
      stored.set(id, email);
      ledger.add(email, id);
      if (email !== '') truth.set(email, id);
    }
  }
  return { answers, ledger, truth };
}

describe('e-mail ledger', () => {
  it('finds the first owner of every repeated e-mail and nobody for a new one, like a Map', () => {
    const { answers, ledger, truth } = replay(inventedEmails(50_000));
    expect(answers.filter((a) => a.found !== undefined).length).toBeGreaterThan(4000);
    expect(answers.filter((a) => a.found !== a.expected)).toEqual([]);
    expect(ledger.size).toBe(truth.size);
  });

  it('the same answers when every hash collides (each match is confirmed against the stored e-mail)', () => {
    const { answers } = replay(inventedEmails(2000), () => 42);
    expect(answers.filter((a) => a.found !== undefined).length).toBeGreaterThan(100);
    expect(answers.filter((a) => a.found !== a.expected)).toEqual([]);
  });

  it('the same answers with a hash of a few values only, across many growths of the table', () => {
    const { answers } = replay(inventedEmails(30_000), (text) => emailHash(text) & 0xff, 1_000_001);
    expect(answers.filter((a) => a.found !== a.expected)).toEqual([]);
  });

  it('an empty e-mail is nobody\'s, and is never recorded', () => {
    const { answers, ledger } = replay(['', 'a.probe@example.net', '', 'a.probe@example.net']);
    expect(answers.map((a) => a.found)).toEqual([undefined, undefined, undefined, 2]);
    expect(ledger.size).toBe(1);
  });

  it('a person no longer stored (or with another e-mail now) is not an owner', () => {
    const stored = new Map<number, string>([[5, 'b.probe@example.com']]);
    const ledger = new EmailLedger({ emailOf: (id) => stored.get(id), firstId: 5 });
    ledger.add('b.probe@example.com', 5);
    expect(ledger.find('b.probe@example.com')).toBe(5);
    stored.set(5, 'c.probe@example.com');
    expect(ledger.find('b.probe@example.com')).toBeUndefined();
  });

  it('refuses an id it cannot hold rather than mixing people up', () => {
    const ledger = new EmailLedger({ emailOf: () => undefined, firstId: 10 });
    expect(() => ledger.add('d.probe@example.com', 9)).toThrow(RangeError);
    expect(() => ledger.add('d.probe@example.com', 10 + 2 ** 32)).toThrow(RangeError);
  });
});
