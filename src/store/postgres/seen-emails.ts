// The e-mails an import has written so far, kept as 64-bit hashes (two independent 32-bit
// ones): an import into an empty people table asks PostgreSQL whether a batch's e-mails are
// taken only for those it may have written itself (a hash it has seen) instead of for all of
// them. Asking for the 5,000 e-mails of every batch cost PostgreSQL 4.4 s of CPU in a
// 1,000,000-row import. The hashes take 8 bytes an e-mail (16 MB of slots at a million; a set of
// the strings would take some 70 MB). A hash shared by two e-mails only costs a question that
// finds nothing: with 32 bits, at a million e-mails about one e-mail of every batch of 5,000
// matched another's hash; with 64 bits, one import in millions meets such a match. That
// matters while the unique e-mail index is away (deferred-indexes.ts): the question is then a
// read of the whole table.

const EMPTY = 0;

/** FNV-1a over the UTF-16 code units; never EMPTY. */
export function firstHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash === EMPTY ? 1 : hash;
}

/** A second hash, of another kind than FNV (multiply-rotate per code unit, then murmur3's finaliser), so the two rarely agree by chance together. */
export function secondHash(text: string): number {
  let hash = 0x9747b28c ^ text.length;
  for (let i = 0; i < text.length; i++) {
    hash = Math.imul(hash ^ text.charCodeAt(i), 0x5bd1e995);
    hash ^= hash >>> 15;
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  return hash ^ (hash >>> 16);
}

export interface SeenEmailsOptions {
  /** For tests: weaker hashes make the matches that must still answer "may have". */
  first?: (text: string) => number;
  second?: (text: string) => number;
}

/** A set of e-mail hashes (open addressing on the first hash, grown at half full). */
export class SeenEmails {
  private slots = new Int32Array(1 << 16);
  private seconds = new Int32Array(1 << 16);
  private size = 0;
  private readonly first: (text: string) => number;
  private readonly second: (text: string) => number;

  constructor(options: SeenEmailsOptions = {}) {
    this.first = options.first ?? firstHash;
    this.second = options.second ?? secondHash;
  }

  add(email: string): void {
    const hash = this.hashOf(email);
    const other = this.second(email);
    const at = this.find(hash, other);
    if (this.slots[at] === hash) return;
    this.slots[at] = hash;
    this.seconds[at] = other;
    if (++this.size * 2 > this.slots.length) this.grow();
  }

  /** False when the e-mail was surely never added; true when it may have been. */
  mayHave(email: string): boolean {
    const hash = this.hashOf(email);
    return this.slots[this.find(hash, this.second(email))] === hash;
  }

  /** How many distinct hash pairs are held. */
  get count(): number {
    return this.size;
  }

  private hashOf(email: string): number {
    const hash = this.first(email);
    return hash === EMPTY ? 1 : hash;
  }

  /** The slot holding this pair, else the empty slot where it goes. */
  private find(hash: number, other: number): number {
    const mask = this.slots.length - 1;
    let at = hash & mask;
    while (this.slots[at] !== EMPTY && (this.slots[at] !== hash || this.seconds[at] !== other)) at = (at + 1) & mask;
    return at;
  }

  private grow(): void {
    const old = this.slots;
    const oldSeconds = this.seconds;
    this.slots = new Int32Array(old.length * 2);
    this.seconds = new Int32Array(old.length * 2);
    for (let i = 0; i < old.length; i++) {
      const hash = old[i] as number;
      if (hash === EMPTY) continue;
      const at = this.find(hash, oldSeconds[i] as number);
      this.slots[at] = hash;
      this.seconds[at] = oldSeconds[i] as number;
    }
  }
}
