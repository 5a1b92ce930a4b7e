// Who has which e-mail, for a bulk import into an empty people table that loads without its
// unique e-mail index (deferred-indexes.ts: deferEmailIndex).
//
// Why: the e-mails of a file come in no order, so each 5,000-row batch wrote new entries into
// thousands of the index's pages at random, and every commit wrote those pages to the WAL again
// (3 GB of WAL at 1,000,000 rows; the inserts cost 15 s of CPU with the index, 7.7 s without).
// Built once at the end, the index is one sort. Meanwhile this ledger answers "does someone have
// this e-mail already?" exactly as the index would: it keeps a 32-bit hash and the person id of
// every e-mail the import wrote, and a hash that matches is confirmed against the stored row
// (`emailOf`, a primary-key read), so a collision can never make two people one.
// About 8 bytes a person (16 MB at 1,000,000 people), not the e-mails themselves.

/** 32-bit FNV-1a over the UTF-16 code units. */
export function emailHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash | 0;
}

const INITIAL_SLOTS = 1 << 12;

export interface EmailLedgerOptions {
  /** The stored e-mail of a person the ledger listed (undefined: no such person any more). */
  emailOf(id: number): string | undefined;
  /** Ids are kept as offsets from this one (the import's first new id): 4 bytes each. */
  firstId: number;
  /** For tests: a weaker hash makes collisions that the confirmation must sort out. */
  hash?: (text: string) => number;
}

export class EmailLedger {
  private hashes = new Int32Array(INITIAL_SLOTS);
  /** id - firstId + 1 per slot; 0 = an empty slot. */
  private offsets = new Uint32Array(INITIAL_SLOTS);
  private count = 0;
  private readonly emailOf: (id: number) => string | undefined;
  private readonly firstId: number;
  private readonly hash: (text: string) => number;

  constructor(options: EmailLedgerOptions) {
    this.emailOf = options.emailOf;
    this.firstId = options.firstId;
    this.hash = options.hash ?? emailHash;
  }

  /** The person with exactly this e-mail, as the unique index compares ('' is nobody's). */
  find(email: string): number | undefined {
    if (email === '') return undefined;
    const hash = this.hash(email);
    const mask = this.offsets.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const offset = this.offsets[slot] as number;
      if (offset === 0) return undefined;
      if (this.hashes[slot] === hash) {
        const id = offset - 1 + this.firstId;
        if (this.emailOf(id) === email) return id;
      }
    }
  }

  /** Records that `id` has `email` (a person the import created; the caller checked find() first). */
  add(email: string, id: number): void {
    if (email === '') return;
    const offset = id - this.firstId + 1;
    if (!Number.isInteger(offset) || offset < 1 || offset > 0xffffffff) throw new RangeError(`person id ${id} is outside the ledger's range`);
    if ((this.count + 1) * 2 > this.offsets.length) this.grow();
    this.place(this.hash(email), offset);
    this.count++;
  }

  get size(): number {
    return this.count;
  }

  private place(hash: number, offset: number): void {
    const mask = this.offsets.length - 1;
    let slot = hash & mask;
    while (this.offsets[slot] !== 0) slot = (slot + 1) & mask;
    this.hashes[slot] = hash;
    this.offsets[slot] = offset;
  }

  /** Twice the slots, at most half full: probes stay short. */
  private grow(): void {
    const { hashes, offsets } = this;
    this.hashes = new Int32Array(offsets.length * 2);
    this.offsets = new Uint32Array(offsets.length * 2);
    for (let slot = 0; slot < offsets.length; slot++) {
      const offset = offsets[slot] as number;
      if (offset !== 0) this.place(hashes[slot] as number, offset);
    }
  }
}
