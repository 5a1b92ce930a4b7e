// The order of a two-word name as a profile's address shows it. LinkedIn and XING make a member's address from the
// profile's given-name and family-name fields, given name first ("linkedin.com/in/given-family-4a7b21",
// "xing.com/profile/Given_Family"), and members who shorten it keep that order ("givenf", "given-fa"). So where no
// given-name table knows either word of a name printed in a Latin script, the address tells which is the given name.
// Other sites' handles (GitHub, X) are chosen freely and say nothing of the order. Pure text logic.
import { foldDiacritics } from '../classify/text.js';

// The profile's address: the path part after the site's name (LinkedIn also without "/in/", as some CVs print it).
const PROFILE = /\b(?:linkedin\.com\/(?:in\/|pub\/)?|xing\.com\/profiles?\/)([\p{L}\p{N}._%-]{2,80})/giu;

/** The profile handles printed in `text`, folded ("linkedin.com/in/Ada-Quill-4a7b" → "ada-quill-4a7b"). */
export function profileHandles(text: string): string[] {
  if (!/linkedin|xing/iu.test(text)) return [];
  return [...text.matchAll(PROFILE)].map((m) => fold(decoded(m[1] ?? '')));
}

/** "%C3%A1" as the letter it spells; a broken escape left as printed. */
function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

const fold = (s: string): string => foldDiacritics(s).toLowerCase();
const letters = (s: string): string => fold(s).replace(/[^a-z]/g, '');

/** The handle's name pieces: split at dots, hyphens and underscores, without the site's digits after them. */
function namePieces(handle: string): string[] {
  const pieces = handle.split(/[._-]+/).filter(Boolean);
  while (pieces.length > 1 && /\d/.test(pieces.at(-1) ?? '')) pieces.pop();
  return pieces.every((p) => /^[a-z]+$/.test(p)) ? pieces : [];
}

/**
 * The handles' name pieces as an e-mail's local part would hold them ("ada-quill-4a7b21" → "ada.quill"): what the name
 * reader matches candidates against, as it does the e-mail. A handle with no name piece (digits only) gives none.
 */
export function handleLocals(handles: readonly string[]): string[] {
  return handles.map((h) => namePieces(h).join('.')).filter((l) => l !== '' && !PAGES.has(l));
}
// LinkedIn's own pages, whose address has no "/in/" before the page's kind ("linkedin.com/company/…"): no member's handle.
const PAGES = new Set(['company', 'school', 'jobs', 'feed', 'groups', 'showcase', 'posts', 'pulse', 'learning', 'events', 'pub', 'in']);

/** The piece is the word, or the word cut short to its first letters ("fa" for "family"). */
const spells = (piece: string, word: string): 'whole' | 'cut' | undefined =>
  piece === word ? 'whole' : piece.length >= 1 && piece.length < word.length && word.startsWith(piece) ? 'cut' : undefined;

/** True when the handle spells `a` then `b`, each whole or cut short (at least one whole), with or without a separator. */
function spellsInOrder(handle: string, a: string, b: string): boolean {
  const pieces = namePieces(handle);
  if (pieces.length === 2) {
    const [p = '', q = ''] = pieces;
    const first = spells(p, a);
    const second = spells(q, b);
    return first !== undefined && second !== undefined && (first === 'whole' || second === 'whole');
  }
  if (pieces.length !== 1) return false;
  const glued = pieces[0] ?? '';
  // "adaq", "aquill", "adaquill": one word whole, the other whole or its first letters.
  if (glued.startsWith(a) && glued.length > a.length && spells(glued.slice(a.length), b) !== undefined) return true;
  return glued.endsWith(b) && glued.length > b.length && spells(glued.slice(0, glued.length - b.length), a) !== undefined;
}

/**
 * Whether a two-word name is printed family name first, as the profile handles show it: true when they spell the
 * second word before the first, false when they spell the first before the second, undefined when none spells both
 * words or they disagree (or a handle fits both orders: "ab" for "Ab Ba").
 */
export function familyFirstByHandles(tokens: readonly string[], handles: readonly string[]): boolean | undefined {
  if (tokens.length !== 2 || handles.length === 0) return undefined;
  const [head = '', tail = ''] = tokens.map(letters);
  if (head.length < 2 || tail.length < 2 || head === tail) return undefined;
  let givenFirst = false;
  let familyFirst = false;
  for (const handle of handles.filter((h) => !PAGES.has(h))) {
    const forward = spellsInOrder(handle, head, tail);
    const backward = spellsInOrder(handle, tail, head);
    if (forward && backward) continue;
    givenFirst ||= forward;
    familyFirst ||= backward;
  }
  return givenFirst === familyFirst ? undefined : familyFirst;
}
