// The e-mails an import has written so far, kept as 32-bit hashes: an import into an empty
// people table asks PostgreSQL whether a batch's e-mails are taken only for those it may have
// written itself (a hash it has seen) instead of for all of them. Asking for the 5,000 e-mails
// of every batch cost PostgreSQL 4.4 s of CPU in a 1,000,000-row import. The hashes take 4
// bytes an e-mail (a set of the strings would take some 60 MB at a million); a hash shared by
// two e-mails only costs a question that finds nothing.

const EMPTY = 0;

/** FNV-1a over the UTF-16 code units; never EMPTY. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash === EMPTY ? 1 : hash;
}

/** A set of e-mail hashes (open addressing, grown at half full). */
export class SeenEmails {
  private slots = new Int32Array(1 << 16);
  private size = 0;

  add(email: string): void {
    const hash = hashOf(email);
    const at = this.find(hash);
    if (this.slots[at] === hash) return;
    this.slots[at] = hash;
    if (++this.size * 2 > this.slots.length) this.grow();
  }

  /** False when the e-mail was surely never added; true when it may have been. */
  mayHave(email: string): boolean {
    const hash = hashOf(email);
    return this.slots[this.find(hash)] === hash;
  }

  private find(hash: number): number {
    const mask = this.slots.length - 1;
    let at = hash & mask;
    while (this.slots[at] !== EMPTY && this.slots[at] !== hash) at = (at + 1) & mask;
    return at;
  }

  private grow(): void {
    const old = this.slots;
    this.slots = new Int32Array(old.length * 2);
    for (const hash of old) if (hash !== EMPTY) this.slots[this.find(hash)] = hash;
  }
}
