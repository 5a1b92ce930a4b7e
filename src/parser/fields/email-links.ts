// The printed e-mail addresses set right by the addresses a PDF's "mailto:" links point to. A narrow column breaks an
// address over lines (moderncv's side column hyphenates its first word: "cas-" ↵ "tanedaruiz.c@example.es"), and the
// text may then lose a piece of it (the head read apart from the rest, after another column's line) or keep a hyphen
// TeX added ("tavernier-" ↵ "lasalle.l@…", the name printed "Tavernier-Lasalle"); the link holds the address as typed.
// Only a printed address the link's spells with a piece lost or a hyphen added or dropped is replaced: a link to another
// address (a referee's, a template's) adds nothing. Pure.

/** A printed local part this short that ends a link's may be any address's end ("jo@…" of "anna.jo@…"). */
const MIN_TAIL = 3;

/** The printed address reads the linked one broken: the same domain, and its local part the link's end or the link's with hyphens put in or left out. */
function readsBroken(printed: string, linked: string): boolean {
  const at = printed.lastIndexOf('@');
  const linkedAt = linked.lastIndexOf('@');
  if (at < 0 || linkedAt < 0 || printed.slice(at) !== linked.slice(linkedAt)) return false;
  const local = printed.slice(0, at);
  const linkedLocal = linked.slice(0, linkedAt);
  // A link's address that opens on no letter or digit ("//name@…", a malformed link) is no address to take.
  if (!/^[\p{L}\d]/u.test(linkedLocal)) return false;
  if (local.length >= MIN_TAIL && linkedLocal.endsWith(local)) return true;
  return local.replace(/-/gu, '') === linkedLocal.replace(/-/gu, '');
}

/** The printed addresses (lowercased, in order), each that reads a linked address broken made that address; no address twice. */
export function withLinkedAddresses(printed: readonly string[], linked: readonly string[]): string[] {
  if (linked.length === 0) return [...printed];
  const out: string[] = [];
  for (const address of printed) {
    const whole = linked.includes(address) ? address : linked.find((l) => readsBroken(address, l)) ?? address;
    if (!out.includes(whole)) out.push(whole);
  }
  return out;
}
